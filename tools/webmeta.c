/* webmeta.c — writes build/web/meta.json, what the page knows before it runs
 * anything: the titles of the registry (front/titles.h, generated from the
 * descriptors, so a new title appears by itself), each with the gallery's
 * machine, year, controls, own looks and hidden flag, its controllers and
 * its own help lines (the rest of the F1 help is the C's: web/web_keys.c
 * aw_help), the machine looks (front/looks.c, with the pixel aspect the
 * gallery draws a title's picture in: front/render.c) and every action
 * with its default keys (key names of front/hidkey.h, for the page's
 * console buttons: web/pads.js).
 * A build tool, native, built with front/ alone (no SDL), so page and
 * window cannot disagree.
 *
 * Usage: webmeta ROM_DIR > meta.json (a title's "rom" is set when
 * ROM_DIR/NAME.rom exists). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "front/keymap.h"
#include "front/looks.h"
#include "front/render.h"
#include "front/titles.h"

static void str(const char *s)
{
    putchar('"');
    for (; s && *s; s++) {
        if (*s == '"' || *s == '\\')
            printf("\\%c", *s);
        else if ((unsigned char)*s < 32)
            printf("\\u%04x", *s);
        else
            putchar(*s);
    }
    putchar('"');
}

/* "a b c" as ["a","b","c"]. */
static void words(const char *s)
{
    char w[64];
    int n = 0, len;
    putchar('[');
    while (sscanf(s, " %63s%n", w, &len) == 1) {
        printf(n++ ? "," : "");
        str(w);
        s += len;
    }
    putchar(']');
}

static void title(const ttl_entry *t, const char *rom_dir)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", rom_dir, t->rom);
    printf("{\"name\":"); str(t->name);
    printf(",\"caption\":"); str(t->caption);
    printf(",\"rom\":"); str(access(path, R_OK) == 0 ? t->rom : "");
    printf(",\"profile\":"); str(look_profile_name(t->profile));
    printf(",\"machine\":"); str(t->machine);
    printf(",\"year\":%d,\"controls\":", t->year);
    words(t->controls);
    printf(",\"looks\":");
    words(t->looks);
    printf(",\"hidden\":%s,\"controllers\":%d", t->hidden ? "true" : "false", t->controllers);
    printf(",\"lines\":[");           /* the title's own help lines, whole */
    for (int i = 0; t->help && t->help[i]; i++) {
        printf(i ? "," : "");
        str(t->help[i]);
    }
    printf("]}");
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: webmeta ROM_DIR > meta.json\n");
        return 2;
    }
    keymap k;
    km_defaults(&k);
    printf("{\"titles\":[");
    for (unsigned i = 0; i < ttl_count; i++) {
        printf(i ? ",\n" : "\n");
        title(&ttl_titles[i], argv[1]);
    }
    printf("],\n\"looks\":[");
    for (unsigned i = 0; i < look_count; i++) {
        if (looks[i].lores)
            continue;                 /* a test card, not a --machine name */
        printf(i ? ",\n" : "\n");
        printf("{\"name\":"); str(looks[i].name);
        printf(",\"profile\":%d,\"caption\":", looks[i].profile);
        str(looks[i].caption);
        int num, den, wide_den;        /* the gallery's pixel aspect (front/render.c) */
        render_look_aspect(looks[i].profile, 0, &num, &den);
        render_look_aspect(looks[i].profile, 1, &num, &wide_den);
        printf(",\"aspect\":[%d,%d,%d]}", num, den, wide_den);
    }
    printf("],\n\"actions\":[");
    for (int a = 0; a < KM_ACTIONS; a++) {
        char keys[128];
        km_keys_text(&k, a, keys, sizeof keys);
        printf(a ? ",\n" : "\n");
        printf("{\"name\":"); str(km_action_name(a));
        printf(",\"keys\":"); str(keys);
        printf("}");
    }
    printf("]}\n");
    return 0;
}
