/* keymap.c — see keymap.h. Keys are HID usages named by front/hidkey.c:
 * no shell library. */
#include "front/keymap.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

typedef struct action_info {
    const char *name, *help, *keys;   /* keys: the defaults */
} action_info;

/* Player 1 on the numeric keypad and player 2 on the letter block, both by
 * position: the controller's 1 2 3 row is the top row (as MAME / jzIntv).
 * Player 1's digits are also on the digit row, by number, and its ENTER on
 * Return, in every shell (a laptop's or a RetroArch keyboard may have no
 * numeric keypad); in a title without keypads they type. */
static const action_info info[KM_ACTIONS] = {
    { "pad1.1", "P1 keypad 1", "Keypad 7, 1" }, { "pad1.2", "P1 keypad 2", "Keypad 8, 2" },
    { "pad1.3", "P1 keypad 3", "Keypad 9, 3" }, { "pad1.4", "P1 keypad 4", "Keypad 4, 4" },
    { "pad1.5", "P1 keypad 5", "Keypad 5, 5" }, { "pad1.6", "P1 keypad 6", "Keypad 6, 6" },
    { "pad1.7", "P1 keypad 7", "Keypad 1, 7" }, { "pad1.8", "P1 keypad 8", "Keypad 2, 8" },
    { "pad1.9", "P1 keypad 9", "Keypad 3, 9" }, { "pad1.clear", "P1 keypad CLEAR", "Keypad ." },
    { "pad1.0", "P1 keypad 0", "Keypad 0, 0" }, { "pad1.enter", "P1 keypad ENTER", "Keypad Enter, Return" },
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
    { "joy1.side-a", "joystick 1 side button A", "PageUp" },
    { "joy1.side-b", "joystick 1 side button B", "PageDown" },
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
    int32_t sc = hid_usage(name);
    if (sc < 0) {
        *why = "unknown key name (A, Keypad 7, Left Ctrl, F2, Space, ...: docs/host.md)";
        return -1;
    }
    b->usage = (uint16_t)sc;
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
        if (k->b[action][i].usage == b.usage && k->b[action][i].mods == b.mods) {
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
                         hid_name(b->usage));
        used += r > 0 ? (size_t)r : 0;
    }
}

static int collect(const keymap *k, uint16_t sc, uint8_t mods, int *acts, int max)
{
    int n = 0;
    for (int a = 0; a < KM_ACTIONS; a++)
        for (int i = 0; i < k->n[a]; i++)
            if (k->b[a][i].usage == sc && k->b[a][i].mods == mods && n < max) {
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

/* Whether a word list ("start break letters") holds w. */
static int has_word(const char *list, const char *w)
{
    size_t n = strlen(w);
    for (const char *s = list ? strstr(list, w) : NULL; s; s = strstr(s + 1, w))
        if ((s == list || s[-1] == ' ') && (s[n] == ' ' || !s[n]))
            return 1;
    return 0;
}

/* Whether `typed` ("A-Z Space") names the key: by name or a range of
 * one-character names. */
static int in_typed(const char *typed, uint16_t u)
{
    const char *name = hid_name(u);
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

/* Whether the title's descriptor asks for the key with these modifiers
 * ("Ctrl+Pause": the IBM PC's Ctrl+Break). */
static int asks(const km_title *t, uint16_t u, uint8_t mods)
{
    keymap one;
    const char *why;
    if (!t->chords || !t->chords[0] || km_set(&one, 0, t->chords, &why))
        return 0;
    for (int i = 0; i < one.n[0]; i++)
        if (one.b[0][i].usage == u && one.b[0][i].mods == mods)
            return 1;
    return 0;
}

int km_title_reads(const km_title *t, const char *word)
{
    return !t->reads || !t->reads[0] || has_word(t->reads, word);
}

int km_reads(const km_title *t, int a)
{
    if (a >= KM_PAD1 && a < KM_JOY1)
        return (a - KM_PAD1) / KM_PAD_KEYS < t->controllers;
    if (a >= KM_JOY1 && a < KM_START) {
        int j = (a - KM_JOY1) / KM_JOY_BITS, bit = (a - KM_JOY1) % KM_JOY_BITS;
        int joys = t->joysticks == KM_JOY_UNKNOWN ? 2 : t->joysticks;
        return j < joys && (bit < 5 || km_title_reads(t, bit == 5 ? "side-a" : "side-b"));
    }
    if (a <= KM_CLEAR)
        return km_title_reads(t, km_action_name(a));
    return 1;
}

/* Whether a cartridge action reaches title t from key u: it reads it, and
 * a key its manual types is never its joystick. */
static int reaches(const km_title *t, int a, uint16_t u)
{
    return km_reads(t, a) && !(a >= KM_JOY1 && a < KM_START && in_typed(t->typed, u));
}

int km_press(const keymap *k, const km_title *t, uint16_t u, uint8_t mods,
             int *acts, int max, int *types)
{
    int found[8], n, out = 0, host = 0;
    *types = 0;
    if (mods & KM_GUI)
        return 0;                       /* the system's: nothing here */
    mods &= KM_CTRL | KM_ALT;
    /* With Ctrl or Alt held, only keys bound with them (or the title's
     * chords) reach the cartridge: never the plain key's meaning. */
    int plain = mods && !collect(k, u, mods, found, 8) && !asks(t, u, mods);
    n = km_find(k, u, mods, found, 8);
    *types = !mods && !hid_is_ctrl_alt(u);
    for (int i = 0; i < n; i++)
        host |= km_is_host(found[i]);
    for (int i = 0; i < n && out < max; i++) {
        int a = found[i];
        if (host ? !km_is_host(a) : hid_is_ctrl_alt(u) || plain || !reaches(t, a, u))
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

int km_shift_alone(uint16_t u, uint8_t mods)
{
    return hid_is_shift(u) && !(mods & KM_CHORD);
}

int km_key(const keymap *k, const km_title *t, uint16_t u, uint8_t mods, uint8_t ch,
           int *acts, int max, uint8_t *typed)
{
    int types, n = km_press(k, t, u, mods, acts, max, &types);
    *typed = types ? hid_typed(u, ch, (mods & KM_SHIFT) != 0) : 0;
    return n;
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
