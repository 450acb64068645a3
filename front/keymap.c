/* keymap.c — see keymap.h. The key names and key codes are the shell's
 * (sdl/keymap_sdl.c). */
#include "front/keymap.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

typedef struct action_info {
    const char *name, *help, *keys;   /* keys: the defaults */
} action_info;

/* Player 1 on the numeric keypad and player 2 on the letter block, both by
 * position: the controller's 1 2 3 row is the top row (as MAME / jzIntv). */
static const action_info info[KM_ACTIONS] = {
    { "pad1.1", "P1 keypad 1", "Keypad 7" }, { "pad1.2", "P1 keypad 2", "Keypad 8" },
    { "pad1.3", "P1 keypad 3", "Keypad 9" }, { "pad1.4", "P1 keypad 4", "Keypad 4" },
    { "pad1.5", "P1 keypad 5", "Keypad 5" }, { "pad1.6", "P1 keypad 6", "Keypad 6" },
    { "pad1.7", "P1 keypad 7", "Keypad 1" }, { "pad1.8", "P1 keypad 8", "Keypad 2" },
    { "pad1.9", "P1 keypad 9", "Keypad 3" }, { "pad1.clear", "P1 keypad CLEAR", "Keypad ." },
    { "pad1.0", "P1 keypad 0", "Keypad 0" }, { "pad1.enter", "P1 keypad ENTER", "Keypad Enter" },
    { "pad2.1", "P2 keypad 1", "Q" }, { "pad2.2", "P2 keypad 2", "W" }, { "pad2.3", "P2 keypad 3", "E" },
    { "pad2.4", "P2 keypad 4", "A" }, { "pad2.5", "P2 keypad 5", "S" }, { "pad2.6", "P2 keypad 6", "D" },
    { "pad2.7", "P2 keypad 7", "Z" }, { "pad2.8", "P2 keypad 8", "X" }, { "pad2.9", "P2 keypad 9", "C" },
    { "pad2.clear", "P2 keypad CLEAR", "V" }, { "pad2.0", "P2 keypad 0", "F" },
    { "pad2.enter", "P2 keypad ENTER", "R" },
    { "joy1.up", "joystick 1 up", "Up" }, { "joy1.down", "joystick 1 down", "Down" },
    { "joy1.left", "joystick 1 left", "Left" }, { "joy1.right", "joystick 1 right", "Right" },
    /* Never Ctrl or Alt: they are the host shortcuts' modifiers (Ctrl+P
     * would fire). Insert is fire for titles whose manual makes Space a
     * typed key (Ricochet: NAME.typed). */
    { "joy1.fire", "joystick 1 fire", "Space, Insert" },
    { "joy1.side-a", "joystick 1 side button A", "Page Up" },
    { "joy1.side-b", "joystick 1 side button B", "Page Down" },
    /* Joystick 2 on I J K L (an inverted T for the right hand, clear of
     * player 2's keypad block), fire U, side buttons O and P. In a title
     * that reads joystick 2 these keys do not type; none is an answer key
     * of Vice Versa (A-F, Y, N, digits), and Ricochet's letters type
     * (ricochet.typed). */
    { "joy2.up", "joystick 2 up", "I" }, { "joy2.down", "joystick 2 down", "K" },
    { "joy2.left", "joystick 2 left", "J" }, { "joy2.right", "joystick 2 right", "L" },
    { "joy2.fire", "joystick 2 fire", "U" }, { "joy2.side-a", "joystick 2 side button A", "O" },
    { "joy2.side-b", "joystick 2 side button B", "P" },
    { "start", "GAME START", "F2" }, { "select-a", "SELECT A (button A)", "F3" },
    { "select-b", "SELECT B (button B)", "F4" }, { "option", "OPTION", "F5" },
    { "break", "BREAK key", "Pause, End" }, { "clear", "CLEAR key", "Home" },
    { "help", "this help", "F1" }, { "pause", "pause / resume", "F9" },
    { "advance", "one frame (paused)", "F10" }, { "warp", "warp while held", "Tab" },
    { "fullscreen", "fullscreen", "F11, Alt+Return" },
    { "screenshot", "screenshot (PNG)", "PrintScreen, Ctrl+P" },
    { "save-state", "save state", "F6" }, { "load-state", "load state", "F7" },
    { "next-slot", "next state slot", "F8" }, { "record", "record a movie / stop", "Ctrl+R" },
    { "reset", "RESET (power-cycle)", "F12" }, { "scanlines", "scanlines", "Ctrl+L" },
    { "volume-up", "volume up", "Ctrl+=" }, { "volume-down", "volume down", "Ctrl+-" },
    { "paste", "paste text as typed keys", "Ctrl+V" },
    { "gallery", "back to the gallery", "Ctrl+G" },
    { "rewind", "rewind while held", "Ctrl+Backspace" },
    { "quit", "quit", "Ctrl+Q" },
};

void km_defaults(keymap *k)
{
    const char *why;
    memset(k, 0, sizeof *k);
    for (int a = 0; a < KM_ACTIONS; a++)
        km_set(k, a, info[a].keys, &why);
}

int km_action(const char *name)
{
    for (int a = 0; a < KM_ACTIONS; a++)
        if (!strcmp(info[a].name, name))
            return a;
    return -1;
}

const char *km_action_name(int a) { return a >= 0 && a < KM_ACTIONS ? info[a].name : "?"; }
const char *km_action_help(int a) { return a >= 0 && a < KM_ACTIONS ? info[a].help : "?"; }

/* "Ctrl+Alt+Keypad 7" into a binding. */
static int parse_bind(const char *s, size_t len, km_bind *b, const char **why)
{
    char name[64];
    b->mods = 0;
    for (;;) {
        if (len > 5 && !strncasecmp(s, "ctrl+", 5)) { b->mods |= KM_CTRL; s += 5; len -= 5; }
        else if (len > 4 && !strncasecmp(s, "alt+", 4)) { b->mods |= KM_ALT; s += 4; len -= 4; }
        else break;
    }
    if (len == 0 || len >= sizeof name) {
        *why = "empty or over-long key name";
        return -1;
    }
    memcpy(name, s, len);
    name[len] = 0;
    int32_t sc = km_key_code(name);
    if (sc < 0) {
        *why = "unknown key name (SDL names: A, Keypad 7, Left Ctrl, F2, Space, ...)";
        return -1;
    }
    b->scancode = (uint16_t)sc;
    return 0;
}

int km_set(keymap *k, int action, const char *list, const char **why)
{
    km_bind b[KM_MAX_BINDS];
    int n = 0;
    for (const char *s = list; *s;) {
        while (*s == ' ' || *s == '\t')
            s++;
        const char *e = strchr(s, ',');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r'))
            len--;
        if (len) {
            if (n == KM_MAX_BINDS) {
                *why = "at most 4 keys per action";
                return -1;
            }
            if (parse_bind(s, len, &b[n], why))
                return -1;
            n++;
        }
        s = e ? e + 1 : s + strlen(s);
    }
    memcpy(k->b[action], b, sizeof b[0] * (size_t)n);
    k->n[action] = (uint8_t)n;
    return 0;
}

int km_unbind(keymap *k, int action, km_bind b)
{
    for (int i = 0; i < k->n[action]; i++)
        if (k->b[action][i].scancode == b.scancode && k->b[action][i].mods == b.mods) {
            memmove(&k->b[action][i], &k->b[action][i + 1], sizeof b * (size_t)(k->n[action] - i - 1));
            k->n[action]--;
            return 1;
        }
    return 0;
}

void km_keys_text(const keymap *k, int action, char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < k->n[action] && used < n; i++) {
        const km_bind *b = &k->b[action][i];
        int r = snprintf(buf + used, n - used, "%s%s%s%s", i ? ", " : "",
                         b->mods & KM_CTRL ? "Ctrl+" : "", b->mods & KM_ALT ? "Alt+" : "",
                         km_key_name(b->scancode));
        used += r > 0 ? (size_t)r : 0;
    }
}

static int collect(const keymap *k, uint16_t sc, uint8_t mods, int *acts, int max)
{
    int n = 0;
    for (int a = 0; a < KM_ACTIONS; a++)
        for (int i = 0; i < k->n[a]; i++)
            if (k->b[a][i].scancode == sc && k->b[a][i].mods == mods && n < max) {
                acts[n++] = a;
                break;
            }
    return n;
}

int km_find(const keymap *k, uint16_t sc, uint8_t mods, int *acts, int max)
{
    int n = mods ? collect(k, sc, mods, acts, max) : 0;
    return n ? n : collect(k, sc, 0, acts, max);
}

/* Ctrl and Alt: the host shortcuts' modifiers. */
static int is_modifier(uint16_t sc)
{
    static const char *const names[] = { "Left Ctrl", "Right Ctrl", "Left Alt", "Right Alt" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (km_key_code(names[i]) == sc)
            return 1;
    return 0;
}

/* Whether `typed` ("A-Z Space") names the key: by SDL name or a range of
 * one-character names. */
static int in_typed(const char *typed, uint16_t sc)
{
    const char *name = km_key_name(sc);
    char w[32];
    int len;
    for (const char *s = typed ? typed : ""; sscanf(s, " %31s%n", w, &len) == 1; s += len) {
        if (!strcasecmp(w, name))
            return 1;
        if (strlen(w) == 3 && w[1] == '-' && strlen(name) == 1 && name[0] >= w[0] && name[0] <= w[2])
            return 1;
    }
    return 0;
}

/* Whether a held action means something in title t (km_press). */
static int reads(const km_title *t, int a, uint16_t sc)
{
    int joys = t->joysticks == KM_JOY_UNKNOWN ? 2 : t->joysticks;
    if (a >= KM_PAD1 && a < KM_JOY1)
        return (a - KM_PAD1) / KM_PAD_KEYS < t->controllers;
    if (a >= KM_JOY1 && a < KM_START)
        return (a - KM_JOY1) / KM_JOY_BITS < joys && !in_typed(t->typed, sc);
    return 1;
}

int km_press(const keymap *k, const km_title *t, uint16_t sc, uint8_t mods,
             int *acts, int max, int *types)
{
    int found[8], n = km_find(k, sc, mods, found, 8), out = 0, host = 0;
    *types = !mods && !is_modifier(sc);
    for (int i = 0; i < n; i++)
        host |= km_is_host(found[i]);
    for (int i = 0; i < n && out < max; i++) {
        int a = found[i];
        if (host ? !km_is_host(a) : is_modifier(sc) || (km_is_held(a) && !reads(t, a, sc)))
            continue;
        acts[out++] = a;
        int joy = a >= KM_JOY1 && a < KM_START;
        if (!(joy && t->joysticks == KM_JOY_UNKNOWN))
            *types = 0;
    }
    if (host)
        *types = 0;
    return out;
}

int km_is_held(int a) { return a >= KM_PAD1 && a <= KM_OPTION; }
int km_is_host(int a) { return a >= KM_HELP && a < KM_ACTIONS; }

void km_apply(int a, hw_input *in)
{
    if (a >= KM_PAD1 && a < KM_JOY1) {
        int p = (a - KM_PAD1) / KM_PAD_KEYS, key = (a - KM_PAD1) % KM_PAD_KEYS;
        in->pad[p] |= (uint16_t)(1u << key);   /* CON_PAD_* bit order: 1-9, CLEAR, 0, ENTER */
    } else if (a >= KM_JOY1 && a < KM_START) {
        int j = (a - KM_JOY1) / KM_JOY_BITS, bit = (a - KM_JOY1) % KM_JOY_BITS;
        in->joy[j] |= (uint8_t)(1u << bit);
    } else if (a >= KM_START && a <= KM_OPTION) {
        in->buttons |= (uint8_t)(1u << (a - KM_START));
    }
}

uint8_t km_typed_action(int a)
{
    return a == KM_BREAK ? CON_K_BREAK : a == KM_CLEAR ? CON_K_CLEAR : 0;
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

/* One help line, cut at KM_HELP_W-1 characters. */
static void line(char out[KM_HELP_W], const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, KM_HELP_W, fmt, ap);
    va_end(ap);
}

/* A keypad's rows as the inlay labels them, each with its PC keys:
 * "P1 MIN-  UP    MIN+     Keypad 7 | Keypad 8 | Keypad 9". */
static void help_pad(const keymap *k, const km_title *t, int p, char lines[][KM_HELP_W], int *n, int max)
{
    static const char *const names[12] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "CLEAR", "0", "ENTER" };
    for (int r = 0; r < 4 && *n < max; r++) {
        char key[3][40];
        const char *label[3];
        int base = (p ? KM_PAD2 : KM_PAD1) + r * 3;
        for (int i = 0; i < 3; i++) {
            const char *l = t->inlay ? t->inlay[r * 3 + i] : NULL;
            label[i] = l && l[0] ? l : names[r * 3 + i];
            first_key(k, base + i, key[i], sizeof key[i]);
        }
        line(lines[(*n)++], "P%c %-6.7s %-6.7s %-6.7s %.14s | %.14s | %.14s", (char)('1' + p),
                 label[0], label[1], label[2], key[0], key[1], key[2]);
    }
}

/* A joystick's four directions on one line (the first key of each). */
static void help_joy(const keymap *k, int j, char lines[][KM_HELP_W], int *n)
{
    char d[4][40];
    int base = j ? KM_JOY2 : KM_JOY1;
    for (int i = 0; i < 4; i++)
        first_key(k, base + i, d[i], sizeof d[i]);
    char keys[64];
    snprintf(keys, sizeof keys, "%.10s / %.10s / %.10s / %.10s", d[0], d[1], d[2], d[3]);
    if (!k->n[base] && !k->n[base + 1] && !k->n[base + 2] && !k->n[base + 3])
        snprintf(keys, sizeof keys, "a game controller");
    snprintf(lines[(*n)++], KM_HELP_W, "%-26.26s %.44s",
             j ? "joystick 2 up/down/left/rt" : "joystick 1 up/down/left/rt", keys);
}

/* The title's own lines, then a blank one. */
static void help_title(const km_title *t, char lines[][KM_HELP_W], int *n, int max)
{
    for (int i = 0; t->help && t->help[i] && *n < max; i++)
        snprintf(lines[(*n)++], KM_HELP_W, "%s", t->help[i]);
    if (t->help && t->help[0] && *n < max)
        snprintf(lines[(*n)++], KM_HELP_W, " ");
}

/* The keys of k that do their action in title t (km_press): a key the
 * title types, a host shortcut's key, a joystick it does not read are
 * left out, so the help never names a key that does something else. */
static void title_keys(const keymap *k, const km_title *t, keymap *out)
{
    memset(out, 0, sizeof *out);
    for (int a = 0; a < KM_ACTIONS; a++)
        for (int i = 0; i < k->n[a]; i++) {
            int acts[8], types, n = km_press(k, t, k->b[a][i].scancode, k->b[a][i].mods, acts, 8, &types);
            for (int j = 0; j < n; j++)
                if (acts[j] == a) {
                    out->b[a][out->n[a]++] = k->b[a][i];
                    break;
                }
        }
}

/* The joysticks the help shows: those the title reads; a ROM the registry
 * does not know reads both unless it has keypads (a keypad title is played
 * on its keypads). */
static int help_joysticks(const km_title *t)
{
    if (t->joysticks != KM_JOY_UNKNOWN)
        return t->joysticks;
    return t->controllers ? 0 : 2;
}

int km_help(const keymap *all, const km_title *t, char lines[][KM_HELP_W], int max)
{
    /* -1, -2: joystick 1, 2, shown for the joysticks the title reads. A
     * keypad title is played on its keypads: the typed BREAK and CLEAR keys
     * are left out (its CLEAR is its keypad's). */
    static const int shown[] = {
        -1, KM_JOY1 + 4, KM_JOY1 + 5, KM_JOY1 + 6, -2, KM_JOY2 + 4, KM_JOY2 + 5, KM_JOY2 + 6,
        KM_START, KM_SEL_A, KM_SEL_B, KM_OPTION, KM_BREAK, KM_CLEAR,
        KM_PAUSE, KM_ADVANCE, KM_WARP, KM_REWIND, KM_RESET, KM_FULLSCREEN, KM_SCREENSHOT,
        KM_SAVE_STATE, KM_LOAD_STATE, KM_NEXT_SLOT, KM_RECORD, KM_SCANLINES,
        KM_VOL_UP, KM_VOL_DOWN, KM_PASTE, KM_GALLERY, KM_QUIT, KM_HELP };
    keymap own;
    const keymap *k = &own;
    title_keys(all, t, &own);
    int n = 0;
    if (n < max)
        line(lines[n++], "%.30s KEYS  (F1 closes; annex.conf changes them)", t->name);
    help_title(t, lines, &n, max);
    for (int p = 0; p < t->controllers && p < 2; p++)
        help_pad(k, t, p, lines, &n, max);
    for (size_t i = 0; i < sizeof shown / sizeof shown[0] && n < max; i++) {
        char keys[200];
        int joy = shown[i] < 0 ? -shown[i] - 1
                  : shown[i] >= KM_JOY1 && shown[i] < KM_START ? (shown[i] - KM_JOY1) / KM_JOY_BITS : -1;
        if (joy >= help_joysticks(t))
            continue;                   /* a joystick it does not read */
        if (t->controllers && (shown[i] == KM_BREAK || shown[i] == KM_CLEAR))
            continue;
        if (shown[i] < 0) {
            help_joy(k, -shown[i] - 1, lines, &n);
            continue;
        }
        km_keys_text(k, shown[i], keys, sizeof keys);
        snprintf(lines[n++], KM_HELP_W, "%-26s %.44s", km_action_help(shown[i]), keys[0] ? keys : "-");
    }
    if (n < max)
        snprintf(lines[n++], KM_HELP_W, "Typing: letters, digits, Return, Backspace, Esc, arrows");
    if (n < max)
        snprintf(lines[n++], KM_HELP_W, "SHIFT pressed alone types SHIFT; mouse clicks the keypads");
    return n;
}
