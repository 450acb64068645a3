/* keyhelp.c — see keyhelp.h. */
#include "front/keyhelp.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const km_shell km_desktop = { KM_HOSTS_ALL, 1, "annex.conf changes them" };
/* The page: all but the state slots, scanlines and quit (its rewind is the
 * player's pl_rewind_step, held as on the desktop). */
const km_shell km_page = {
    KM_HOSTS_ALL & ~(KM_HOST_BIT(KM_NEXT_SLOT) | KM_HOST_BIT(KM_SCANLINES) |
                     KM_HOST_BIT(KM_QUIT)),
    1, "Esc too"
};

km_title km_title_of(const ttl_entry *e)
{
    km_title t = { "", e->controllers, e->inlay, e->help, e->joysticks, e->typed, e->reads, e->chords };
    ttl_display(e, t.name, sizeof t.name);
    return t;
}

/* Whether key b does action a in title t (km_press). */
static int does(const keymap *k, const km_title *t, km_bind b, int a)
{
    int acts[8], types, m = km_press(k, t, b.usage, b.mods, acts, 8, &types);
    for (int j = 0; j < m; j++)
        if (acts[j] == a)
            return 1;
    return 0;
}

static int listed(const km_bind *out, int n, km_bind b)
{
    for (int i = 0; i < n; i++)
        if (out[i].usage == b.usage && out[i].mods == b.mods)
            return 1;
    return 0;
}

int km_help_keys(const keymap *k, const km_title *t, const km_shell *s, int a, km_bind *out)
{
    int n = 0;
    keymap chords;
    const char *why;
    if (!km_reads(t, a) || (km_is_host(a) && !(s->hosts & KM_HOST_BIT(a))))
        return 0;
    for (int i = 0; i < k->n[a]; i++)
        if (does(k, t, k->b[a][i], a))
            out[n++] = k->b[a][i];
    /* The chords the title asks for (Entrap's Ctrl+Pause) act too. */
    if (!t->chords || !t->chords[0] || km_set(&chords, 0, t->chords, &why))
        return n;
    for (int i = 0; i < chords.n[0] && n < KM_MAX_BINDS; i++)
        if (does(k, t, chords.b[0][i], a) && !listed(out, n, chords.b[0][i]))
            out[n++] = chords.b[0][i];      /* once, if the user bound it too */
    return n;
}

/* The keys of k that do their action in title t in shell s. */
static void acting_keys(const keymap *k, const km_title *t, const km_shell *s, keymap *out)
{
    memset(out, 0, sizeof *out);
    for (int a = 0; a < KM_ACTIONS; a++)
        out->n[a] = (uint8_t)km_help_keys(k, t, s, a, out->b[a]);
}

/* One help line, cut at KM_HELP_W-1 characters. */
static void line(char lines[][KM_HELP_W], int *n, int max, const char *fmt, ...)
{
    if (*n >= max)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(lines[(*n)++], KM_HELP_W, fmt, ap);
    va_end(ap);
}

/* The first key of an action, or "-". */
static void first_key(const keymap *k, int a, char *buf, size_t n)
{
    char all[200];
    km_keys_text(k, a, all, sizeof all);
    size_t i = 0;
    for (; all[i] && all[i] != ',' && i + 1 < n; i++)
        buf[i] = all[i];
    buf[i] = 0;
    if (!i)
        snprintf(buf, n, "-");
}

/* A keypad's rows as the inlay labels them, each with its PC keys:
 * "P1 MIN-  UP    MIN+     Keypad 7, 1 | Keypad 8, 2 | Keypad 9, 3" (cut
 * at the line's width when a user binds many keys). */
static void help_pad(const keymap *k, const km_title *t, int p, char lines[][KM_HELP_W], int *n, int max)
{
    static const char *const names[12] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "CLEAR", "0", "ENTER" };
    for (int r = 0; r < 4; r++) {
        char key[3][40];
        const char *label[3];
        int base = (p ? KM_PAD2 : KM_PAD1) + r * 3;
        for (int i = 0; i < 3; i++) {
            const char *l = t->inlay ? t->inlay[r * 3 + i] : NULL;
            label[i] = l && l[0] ? l : names[r * 3 + i];
            km_keys_text(k, base + i, key[i], sizeof key[i]);
            if (!key[i][0])
                snprintf(key[i], sizeof key[i], "-");
        }
        line(lines, n, max, "P%c %-6.7s %-6.7s %-6.7s %s | %s | %s", (char)('1' + p),
             label[0], label[1], label[2], key[0], key[1], key[2]);
    }
}

/* A joystick's four directions on one line (the first key of each), or
 * "a game controller" when no key moves it here. */
static void help_joy(const keymap *k, int j, char lines[][KM_HELP_W], int *n, int max)
{
    char d[4][40], keys[64];
    int base = j ? KM_JOY2 : KM_JOY1;
    for (int i = 0; i < 4; i++)
        first_key(k, base + i, d[i], sizeof d[i]);
    snprintf(keys, sizeof keys, "%.10s / %.10s / %.10s / %.10s", d[0], d[1], d[2], d[3]);
    if (!k->n[base] && !k->n[base + 1] && !k->n[base + 2] && !k->n[base + 3])
        snprintf(keys, sizeof keys, "a game controller");
    line(lines, n, max, "%-26.26s %.44s", j ? "joystick 2 up/down/left/rt" : "joystick 1 up/down/left/rt", keys);
}

/* The title's own lines, then a blank one. */
static void help_title(const km_title *t, char lines[][KM_HELP_W], int *n, int max)
{
    for (int i = 0; t->help && t->help[i]; i++)
        line(lines, n, max, "%s", t->help[i]);
    if (t->help && t->help[0])
        line(lines, n, max, " ");
}

/* The typed keys the title reads (its descriptor's words), on one line. */
static void help_typing(const km_title *t, const km_shell *s, char lines[][KM_HELP_W], int *n, int max)
{
    static const char *const word[] = { "letters", "digits", "space", "enter", "backspace", "left" };
    static const char *const shown[] = { "letters", "digits", "Space", "Return", "Backspace", "Left" };
    char text[KM_HELP_W] = "";
    for (size_t i = 0; i < sizeof word / sizeof word[0]; i++)
        if (km_title_reads(t, word[i]))
            snprintf(text + strlen(text), sizeof text - strlen(text), "%s%s", text[0] ? ", " : "", shown[i]);
    if (text[0])
        line(lines, n, max, "Typing: %s", text);
    if (km_title_reads(t, "shift"))
        line(lines, n, max, "SHIFT pressed alone types SHIFT");
    if (s->pointer && t->controllers)
        line(lines, n, max, "The mouse presses the keypads' keys");
}

/* A ROM the registry does not know, with keypads, is played on them: its
 * help leaves out the joysticks and the typed BREAK and CLEAR. */
static int shows(const km_title *t, int a)
{
    int on_pads = t->joysticks == KM_JOY_UNKNOWN && t->controllers;
    return !(on_pads && ((a >= KM_JOY1 && a < KM_START) || a == KM_BREAK || a == KM_CLEAR));
}

int km_help(const keymap *all, const km_title *t, const km_shell *s, char lines[][KM_HELP_W], int max)
{
    /* -1, -2: joystick 1, 2 (its directions). */
    static const int shown[] = {
        -1, KM_JOY1 + 4, KM_JOY1 + 5, KM_JOY1 + 6, -2, KM_JOY2 + 4, KM_JOY2 + 5, KM_JOY2 + 6,
        KM_START, KM_SEL_A, KM_SEL_B, KM_OPTION, KM_BREAK, KM_CLEAR,
        KM_PAUSE, KM_ADVANCE, KM_WARP, KM_REWIND, KM_RESET, KM_FULLSCREEN, KM_SCREENSHOT,
        KM_SAVE_STATE, KM_LOAD_STATE, KM_NEXT_SLOT, KM_RECORD, KM_SCANLINES,
        KM_VOL_UP, KM_VOL_DOWN, KM_PASTE, KM_GALLERY, KM_QUIT, KM_HELP };
    keymap k;
    int n = 0;
    acting_keys(all, t, s, &k);
    line(lines, &n, max, "%.30s KEYS  (F1 closes%s%s)", t->name, s->note ? "; " : "", s->note ? s->note : "");
    help_title(t, lines, &n, max);
    for (int p = 0; p < t->controllers && p < 2; p++)
        help_pad(&k, t, p, lines, &n, max);
    for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++) {
        char keys[200];
        int a = shown[i];
        if (a < 0) {
            int fire = (a == -1 ? KM_JOY1 : KM_JOY2) + 4;
            if (km_reads(t, fire) && shows(t, fire))
                help_joy(&k, -a - 1, lines, &n, max);
        } else if (k.n[a] && shows(t, a)) {
            km_keys_text(&k, a, keys, sizeof keys);
            line(lines, &n, max, "%-26s %.44s", km_action_help(a), keys);
        }
    }
    help_typing(t, s, lines, &n, max);
    return n;
}
