/* webmeta.c — writes build/web/meta.json, what the page knows before it runs
 * anything: the titles of the registry (front/titles.h, generated from the
 * descriptors, so a new title appears by itself), each with the gallery's
 * machine, year, controls, own looks and hidden flag, its F1 help as
 * the desktop window shows it (front/keyhelp.c km_help), the machine looks
 * (front/looks.c) and every action with its default keys (key names of
 * front/hidkey.h, which the page maps to browser key codes: web/keys.js).
 * A build tool, native, built with front/ alone (no SDL), so page and
 * window cannot disagree.
 *
 * Usage: webmeta ROM_DIR > meta.json (a title's "rom" is set when
 * ROM_DIR/NAME.rom exists). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "front/keyhelp.h"
#include "front/looks.h"
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

static void title(const ttl_entry *t, const keymap *k, const char *rom_dir)
{
    char path[512], lines[64][KM_HELP_W];
    km_title kt = km_title_of(t);
    int n = km_help(k, &kt, &km_desktop, lines, 64);
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
    printf(",\"hidden\":%s,\"joysticks\":%d,\"typed\":", t->hidden ? "true" : "false", t->joysticks);
    words(t->typed);
    printf(",\"reads\":");
    words(t->reads);
    printf(",\"chords\":");
    str(t->chords);
    printf(",\"controllers\":%d,\"inlay\":[", t->controllers);
    for (int i = 0; i < 12; i++) {
        printf(i ? "," : "");
        str(t->inlay[i] ? t->inlay[i] : "");
    }
    printf("],\"lines\":[");           /* the title's own help lines, whole */
    for (int i = 0; t->help && t->help[i]; i++) {
        printf(i ? "," : "");
        str(t->help[i]);
    }
    printf("],\"help\":[");
    for (int i = 0; i < n; i++) {
        printf(i ? "," : "");
        str(lines[i]);
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
        title(&ttl_titles[i], &k, argv[1]);
    }
    printf("],\n\"looks\":[");
    for (unsigned i = 0; i < look_count; i++) {
        if (looks[i].lores)
            continue;                 /* a test card, not a --machine name */
        printf(i ? ",\n" : "\n");
        printf("{\"name\":"); str(looks[i].name);
        printf(",\"profile\":%d,\"caption\":", looks[i].profile);
        str(looks[i].caption);
        printf("}");
    }
    printf("],\n\"actions\":[");
    for (int a = 0; a < KM_ACTIONS; a++) {
        char keys[128];
        km_keys_text(&k, a, keys, sizeof keys);
        printf(a ? ",\n" : "\n");
        printf("{\"name\":"); str(km_action_name(a));
        printf(",\"help\":"); str(km_action_help(a));
        printf(",\"keys\":"); str(keys);
        printf("}");
    }
    printf("]}\n");
    return 0;
}
