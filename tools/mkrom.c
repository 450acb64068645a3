/* mkrom — packs a raw cartridge image (ld65 output for $8000-$FFFF) into an
 * annex ROM file (docs/rom.md).
 *
 *   mkrom --title TITLE --profile NAME [--controllers N] [--inlay "L1,...,L12"]
 *         IN.bin OUT.rom
 *
 * The inlay lists the keypad legends of keys 1-9, CLEAR, 0, ENTER in that
 * order; fewer than 12 labels leave the rest empty (the key's own name), an
 * empty --inlay gives none. OUT is written atomically. Exit 0, or 2 with one
 * line on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/fileio.h"
#include "emu/rom.h"

#include "tools/toolopt.h"


typedef struct args {
    const char *title, *in, *out, *inlay, *profile;
    unsigned long long controllers;
} args;

static const topt_tool tool = {
    "mkrom", "mkrom --title TITLE --profile NAME [--controllers N] [--inlay \"L1,...,L12\"] IN.bin OUT.rom"
};

static int parse(int argc, char **argv, args *a)
{
    memset(a, 0, sizeof *a);
    const topt opts[] = {
        { "--title", &a->title, NULL, NULL, 0, 0 },
        { "--inlay", &a->inlay, NULL, NULL, 0, 0 },
        { "--profile", &a->profile, NULL, NULL, 0, 0 },
        { "--controllers", NULL, &a->controllers, NULL, 0, 255 },
        { NULL, NULL, NULL, NULL, 0, 0 },
    };
    const char *files[2] = { NULL, NULL };
    if (topt_parse(&tool, argc, argv, opts, files, 2))
        return 2;
    a->in = files[0];
    a->out = files[1];
    if (!a->title) return topt_fail(&tool, "no --title");
    if (!a->profile) return topt_fail(&tool, "no --profile");
    if (rom_profile_by_name(a->profile) < 0) return topt_fail(&tool, "unknown --profile");
    if (!a->out) return topt_fail(&tool, "give IN.bin and OUT.rom");
    return 0;
}

/* Cuts "A,B,,C" into labels in place; more than 12 is an error. */
static int split_inlay(char *s, const char *labels[ROM_INLAY_KEYS])
{
    unsigned k = 0;
    memset(labels, 0, ROM_INLAY_KEYS * sizeof *labels);
    if (!s || !*s)
        return 0;
    for (;;) {
        if (k == ROM_INLAY_KEYS)
            return -1;
        labels[k++] = s;
        char *comma = strchr(s, ',');
        if (!comma)
            return 0;
        *comma = 0;
        s = comma + 1;
    }
}

int main(int argc, char **argv)
{
    args a;
    if (parse(argc, argv, &a))
        return 2;
    char *inlay = a.inlay ? strdup(a.inlay) : NULL;
    const char *labels[ROM_INLAY_KEYS];
    if (split_inlay(inlay, labels)) {
        free(inlay);
        return topt_fail(&tool, "more than 12 inlay labels");
    }
    static rom r;
    uint8_t *image;
    size_t len;
    char err[512];
    int st = fio_read_file(a.in, ROM_IMAGE_MAX, &image, &len, err, sizeof err);
    if (st == -2)
        snprintf(err, sizeof err, "%s: image larger than %u bytes", a.in, ROM_IMAGE_MAX);
    if (!st && !len) {
        snprintf(err, sizeof err, "%s: empty image", a.in);
        st = -1;
    }
    if (!st && rom_make(&r, image, (uint32_t)len, a.title, (uint8_t)rom_profile_by_name(a.profile),
                        (uint8_t)a.controllers, labels, err, sizeof err))
        st = -1;
    if (!st)
        st = rom_save(a.out, &r, err, sizeof err);
    free(image);
    free(inlay);
    if (st)
        fprintf(stderr, "mkrom: %s\n", err);
    return st ? 2 : 0;
}
