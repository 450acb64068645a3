/* test_keymap.c — the key map (front/keymap.c): the default bindings, what
 * an action does to the console's input, typed characters, the F1 help. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "front/keyhelp.h"
#include "front/titles.h"

/* The action a key (by name) does, or -1. */
static int find1(const keymap *k, const char *key, uint8_t mods)
{
    int acts[4];
    int32_t u = hid_usage(key);
    assert_true(u > 0);
    return km_find(k, (uint16_t)u, mods, acts, 4) ? acts[0] : -1;
}

static void test_keymap_defaults(void **state)
{
    (void)state;
    static keymap k;
    km_defaults(&k);
    /* Keypads by position: the PC keypad's top row is the controller's 1 2 3. */
    assert_int_equal(find1(&k, "Keypad 7", 0), KM_PAD1 + 0);
    assert_int_equal(find1(&k, "Keypad 3", 0), KM_PAD1 + 8);
    assert_int_equal(find1(&k, "Keypad .", 0), KM_PAD1 + 9);
    assert_int_equal(find1(&k, "Keypad 0", 0), KM_PAD1 + 10);
    assert_int_equal(find1(&k, "Keypad Enter", 0), KM_PAD1 + 11);
    assert_int_equal(find1(&k, "Q", 0), KM_PAD2 + 0);
    assert_int_equal(find1(&k, "V", 0), KM_PAD2 + 9);
    assert_int_equal(find1(&k, "R", 0), KM_PAD2 + 11);
    assert_int_equal(find1(&k, "F2", 0), KM_START);
    assert_int_equal(find1(&k, "Space", 0), KM_JOY1 + 4);
    /* Modifier bindings first, then the plain key. */
    assert_int_equal(find1(&k, "R", KM_CTRL), KM_RECORD);
    assert_int_equal(find1(&k, "W", KM_CTRL), KM_PAD2 + 1);
    assert_int_equal(find1(&k, "Return", KM_ALT), KM_FULLSCREEN);
    assert_int_equal(find1(&k, "Return", 0), KM_PAD1 + 11);   /* player 1's ENTER (types elsewhere) */
    assert_int_equal(find1(&k, "5", 0), KM_PAD1 + 4);         /* the digit row, by number */
    assert_int_equal(find1(&k, "0", 0), KM_PAD1 + 10);
    /* Ctrl and Alt are the shortcuts' modifiers: never a console key. */
    assert_int_equal(find1(&k, "Left Ctrl", KM_CTRL), -1);
    assert_int_equal(find1(&k, "Right Ctrl", 0), -1);
    assert_int_equal(find1(&k, "Left Alt", KM_ALT), -1);
    assert_int_equal(find1(&k, "Right Alt", 0), -1);
    assert_int_equal(find1(&k, "Insert", 0), KM_JOY1 + 4);
    /* Joystick 2 (Vice Versa's white player) on I J K L, fire U. */
    assert_int_equal(find1(&k, "I", 0), KM_JOY2 + 0);
    assert_int_equal(find1(&k, "K", 0), KM_JOY2 + 1);
    assert_int_equal(find1(&k, "J", 0), KM_JOY2 + 2);
    assert_int_equal(find1(&k, "L", 0), KM_JOY2 + 3);
    assert_int_equal(find1(&k, "U", 0), KM_JOY2 + 4);
    assert_int_equal(find1(&k, "L", KM_CTRL), KM_SCANLINES);
    /* Every action has a unique name that maps back to it and a default key
     * (each default's name is known: "Page Up" was not, leaving the side
     * buttons unbound), and no default key does two things at once. */
    for (int a = 0; a < KM_ACTIONS; a++) {
        assert_int_equal(km_action(km_action_name(a)), a);
        assert_true(k.n[a] > 0);
        for (int i = 0; i < k.n[a]; i++) {
            int acts[4];
            assert_int_equal(km_find(&k, k.b[a][i].usage, k.b[a][i].mods, acts, 4), 1);
        }
    }
}

static void test_keymap_apply(void **state)
{
    (void)state;
    hw_input in;
    memset(&in, 0, sizeof in);
    km_apply(KM_PAD1 + 9, &in);
    km_apply(KM_PAD2 + 11, &in);
    km_apply(KM_JOY1 + 4, &in);
    km_apply(KM_JOY2 + 3, &in);
    km_apply(KM_OPTION, &in);
    assert_int_equal(in.pad[0], CON_PAD_CLEAR);
    assert_int_equal(in.pad[1], CON_PAD_ENTER);
    assert_int_equal(in.joy[0], CON_J_FIRE);
    assert_int_equal(in.joy[1], CON_J_RIGHT);
    assert_int_equal(in.buttons, CON_B_OPTION);
    assert_int_equal(km_typed_action(KM_BREAK), CON_K_BREAK);
    assert_int_equal(km_typed_action(KM_CLEAR), CON_K_CLEAR);
    assert_true(km_is_host(KM_SCREENSHOT) && !km_is_held(KM_SCREENSHOT));
    assert_true(km_is_held(KM_START) && !km_is_host(KM_START));
}

/* The console key each key types: by its HID usage on the US layout, or by
 * the character the user's layout gives it. */
static void test_keymap_typed(void **state)
{
    (void)state;
    assert_int_equal(hid_typed(HID_A, 0, 0), 'A');
    assert_int_equal(hid_typed(HID_A, 0, 1), 'A');
    assert_int_equal(hid_typed(HID_A, 'q', 0), 'Q');                 /* AZERTY's A key */
    assert_int_equal(hid_typed(HID_1, 0, 0), '1');
    assert_int_equal(hid_typed(HID_1, 0, 1), '!');
    assert_int_equal(hid_typed((uint16_t)hid_usage("/"), 0, 1), '?');
    assert_int_equal(hid_typed(HID_RETURN, 0, 0), CON_K_ENTER);
    assert_int_equal(hid_typed(HID_KP_ENTER, 0, 0), CON_K_ENTER);
    assert_int_equal(hid_typed(HID_BACKSPACE, 0, 0), CON_K_BACKSPACE);
    assert_int_equal(hid_typed(HID_ESCAPE, 0, 0), CON_K_ESC);
    assert_int_equal(hid_typed(HID_LEFT, 0, 0), CON_K_LEFT);
    assert_int_equal(hid_typed((uint16_t)hid_usage("Keypad 5"), 0, 0), '5');
    assert_int_equal(hid_typed(HID_KP_PERIOD, 0, 0), '.');
    assert_int_equal(hid_typed(HID_SPACE, 0, 0), ' ');
    assert_int_equal(hid_typed((uint16_t)hid_usage("F1"), 0, 0), 0);
    assert_int_equal(hid_typed(HID_LSHIFT, 0, 0), 0);
    assert_int_equal(hid_typed(HID_TAB, 0, 0), 0);
}

/* The modifiers in every shell (km_key): Super with any key does nothing
 * (the system's: Super+Space would fire, Super+Left move the stick);
 * SHIFT alone is no chord's; the keypad's keys type their digits whatever
 * character Num Lock off gives them (the browser's "ArrowUp" is no
 * character: 0); the digit row is player 1's keypad by number in a keypad
 * title and types in the others. */
static void test_keymap_chords(void **state)
{
    (void)state;
    static keymap k;
    km_defaults(&k);
    km_title vv = { "VV", 0, NULL, NULL, 2, NULL, "letters digits enter backspace", NULL };
    km_title cap = { "CAP", 2, NULL, NULL, 0, NULL, "start select-a select-b", NULL };
    int acts[8];
    uint8_t typed;
    assert_int_equal(km_key(&k, &vv, HID_SPACE, 0, ' ', acts, 8, &typed), 1);
    assert_int_equal(acts[0], KM_JOY1 + 4);
    assert_int_equal(km_key(&k, &vv, HID_SPACE, KM_GUI, ' ', acts, 8, &typed), 0);
    assert_int_equal(typed, 0);
    assert_int_equal(km_key(&k, &vv, HID_LEFT, KM_GUI | KM_SHIFT, 0, acts, 8, &typed), 0);
    assert_int_equal(km_key(&k, &vv, HID_A, KM_GUI, 'a', acts, 8, &typed), 0);
    assert_int_equal(typed, 0);
    assert_int_equal(km_key(&k, &vv, (uint16_t)hid_usage("F9"), KM_GUI, 0, acts, 8, &typed), 0);
    assert_true(km_shift_alone(HID_LSHIFT, 0) && km_shift_alone(HID_RSHIFT, KM_SHIFT));
    assert_false(km_shift_alone(HID_LSHIFT, KM_CTRL) || km_shift_alone(HID_RSHIFT, KM_ALT)
                 || km_shift_alone(HID_LSHIFT, KM_GUI) || km_shift_alone(HID_A, 0));
    assert_int_equal(km_key(&k, &vv, HID_KP_1 + 7, 0, 0, acts, 8, &typed), 0);
    assert_int_equal(typed, '8');
    assert_int_equal(km_key(&k, &vv, HID_1 + 4, 0, '5', acts, 8, &typed), 0);
    assert_int_equal(typed, '5');
    assert_int_equal(km_key(&k, &cap, HID_1 + 4, 0, '5', acts, 8, &typed), 1);
    assert_int_equal(acts[0], KM_PAD1 + 4);
    assert_int_equal(typed, 0);
    assert_int_equal(km_key(&k, &cap, HID_0, KM_SHIFT, ')', acts, 8, &typed), 1);
    assert_int_equal(acts[0], KM_PAD1 + 10);
    assert_int_equal(km_key(&k, &cap, HID_0, KM_CTRL, 0, acts, 8, &typed), 0);
}

/* Names and usages: one name per usage, found back case-insensitively. */
static void test_keymap_names(void **state)
{
    (void)state;
    assert_string_equal(hid_name(HID_KP_1 + 6), "Keypad 7");
    assert_string_equal(hid_name(HID_LCTRL), "Left Ctrl");
    assert_int_equal(hid_usage("pageup"), 75);
    assert_int_equal(hid_usage("Nonesuch"), -1);
    assert_string_equal(hid_name(0), "");
    assert_string_equal(hid_name(HID_KEYS), "");
    /* The browser's codes: the page's key events in the same space. */
    assert_int_equal(hid_from_code("Numpad7"), HID_KP_1 + 6);
    assert_int_equal(hid_from_code("KeyA"), HID_A);
    assert_int_equal(hid_from_code("Digit0"), HID_0);
    assert_int_equal(hid_from_code("ArrowUp"), HID_UP);
    assert_int_equal(hid_from_code("NumpadEnter"), HID_KP_ENTER);
    assert_int_equal(hid_from_code("ControlRight"), HID_RCTRL);
    assert_int_equal(hid_from_code("numpad7"), -1);
    assert_string_equal(hid_code(HID_PAUSE), "Pause");
    assert_string_equal(hid_code(HID_KP_PERIOD), "NumpadDecimal");
    /* Every default key has a browser code: the page can press them all. */
    static keymap k;
    km_defaults(&k);
    for (int a = 0; a < KM_ACTIONS; a++)
        for (int i = 0; i < k.n[a]; i++)
            if (!hid_code(k.b[a][i].usage)[0])
                fail_msg("%s: %s has no KeyboardEvent.code", km_action_name(a), hid_name(k.b[a][i].usage));
}

static void test_keymap_help(void **state)
{
    (void)state;
    static keymap k;
    char lines[48][KM_HELP_W];
    km_defaults(&k);
    km_title t0 = { "T", 0, NULL, NULL, 2, NULL, NULL, NULL }, t2 = { "T", 2, NULL, NULL, 0, NULL, NULL, NULL };
    int n0 = km_help(&k, &t0, &km_desktop, lines, 48), n2 = km_help(&k, &t2, &km_desktop, lines, 48);
    assert_int_equal(n2, n0 + 8 - 8 + 1); /* four rows per keypad, the mouse's line; no joysticks (8 lines) */
    assert_non_null(strstr(lines[1], "P1 1      2      3"));
    /* every key of a keypad's key: the keypad's by position, the digit row's by number */
    assert_non_null(strstr(lines[1], "Keypad 7, 1 | Keypad 8, 2 | Keypad 9, 3"));
    assert_non_null(strstr(lines[4], "Keypad . | Keypad 0, 0 | Keypad Enter, Return"));
    int joy2 = 0;
    n0 = km_help(&k, &t0, &km_desktop, lines, 48);
    for (int i = 0; i < n0; i++)
        joy2 |= strstr(lines[i], "joystick 2") && strstr(lines[i], "I / K / J / L");
    assert_true(joy2);
    for (int i = 0; i < n0; i++)
        assert_true(strlen(lines[i]) < KM_HELP_W);
    /* A ROM the registry does not know, with keypads in its header (an SDK
     * cartridge): a keypad title, its help without the joysticks. */
    km_title tu = { "HELLO", 1, NULL, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
    int nu = km_help(&k, &tu, &km_desktop, lines, 48);
    for (int i = 0; i < nu; i++)
        assert_null(strstr(lines[i], "joystick"));
    assert_non_null(strstr(lines[1], "P1 1      2      3"));
}

/* Ricochet's help (two joysticks, letters and Space typed): every key it
 * names does that thing — joystick 1 fires on Insert only, joystick 2 has
 * no keyboard keys (its I / K / J / L / U type), the console's side
 * buttons' O and P type too. */
static void test_keymap_help_typed(void **state)
{
    (void)state;
    static keymap k;
    char lines[48][KM_HELP_W];
    km_defaults(&k);
    km_title t = km_title_of(ttl_find("ricochet"));
    int n = km_help(&k, &t, &km_desktop, lines, 48), fire1 = 0, joy2 = 0;
    for (int i = 0; i < n; i++) {
        if (strstr(lines[i], "joystick 1 fire")) {
            fire1 = 1;
            assert_non_null(strstr(lines[i], "Insert"));
            assert_null(strstr(lines[i], "Space"));
        }
        if (strstr(lines[i], "joystick 2 up/down")) {
            joy2 = 1;
            assert_non_null(strstr(lines[i], "game controller"));
        }
        if (strstr(lines[i], "joystick 2 fire") || strstr(lines[i], "side button"))
            assert_null(strpbrk(lines[i] + 26, "UOP"));
        if (!strncmp(lines[i], "Typing: ", 8))
            assert_null(strstr(lines[i], "Left"));     /* the arrows are joystick 1 */
    }
    assert_true(fire1 && joy2);
    /* Entrap's and Odin's Left arrow types: the line editor's back up, Odin's
     * set-up too. Their help says so. */
    for (int i = 0; i < 2; i++) {
        km_title e = km_title_of(ttl_find(i ? "odin" : "entrap"));
        int left = 0;
        n = km_help(&k, &e, &km_desktop, lines, 48);
        for (int l = 0; l < n; l++)
            left |= !strncmp(lines[l], "Typing: ", 8) && strstr(lines[l], ", Left") != NULL;
        assert_true(left);
    }
}

/* Whether the descriptor's word list names w (front/titles.h reads;
 * "" names everything). */
static int named(const char *list, const char *w)
{
    size_t n = strlen(w);
    if (!list[0])
        return 1;
    for (const char *s = strstr(list, w); s; s = strstr(s + 1, w))
        if ((s == list || s[-1] == ' ') && (s[n] == ' ' || !s[n]))
            return 1;
    return 0;
}

/* Whether title e does anything with action a, by its descriptor alone:
 * its keypads, its joysticks, the console inputs it names; host commands
 * act in every title. */
static int title_uses(const ttl_entry *e, int a)
{
    if (a >= KM_PAD1 && a < KM_JOY1)
        return (a - KM_PAD1) / KM_PAD_KEYS < e->controllers;
    if (a >= KM_JOY1 && a < KM_START) {
        int bit = (a - KM_JOY1) % KM_JOY_BITS;
        return (a - KM_JOY1) / KM_JOY_BITS < e->joysticks
               && (bit < 5 || named(e->reads, bit == 5 ? "side-a" : "side-b"));
    }
    return km_is_host(a) || named(e->reads, km_action_name(a));
}

/* Every key in a list ("Keypad 7", "Ctrl+P"; separated by sep) does action
 * a in title e: pressed, it starts a, and e uses a. */
static void keys_act(const keymap *k, const ttl_entry *e, const char *keys, const char *sep,
                     const int *acts_of, int nacts, const char *line)
{
    char buf[KM_HELP_W];
    snprintf(buf, sizeof buf, "%s", keys);
    int i = 0;
    for (char *s = buf, *next; s && i < nacts; s = next, i++) {
        next = strstr(s, sep);
        if (next) {
            *next = 0;
            next += strlen(sep);
        }
        if (!strcmp(s, "-") || !strcmp(s, "a game controller"))
            continue;
        static keymap one;
        const char *why;
        km_title t = km_title_of(e);
        int a = acts_of[i], acts[8], types, hit = 0;
        if (km_set(&one, 0, s, &why))
            fail_msg("%s: \"%s\" in \"%s\": %s", e->name, s, line, why);
        for (int b = 0; b < one.n[0]; b++) {
            int n = km_press(k, &t, one.b[0][b].usage, one.b[0][b].mods, acts, 8, &types);
            for (int j = 0; j < n; j++)
                hit |= acts[j] == a;
            if (!hit || !title_uses(e, a))
                fail_msg("%s: \"%s\" does nothing here: %s", e->name, one.n[0] > 1 ? keys : s, line);
        }
    }
}

/* The F1 help of every title, in the desktop and in the page, names no key
 * that does nothing in it: each key of each line, pressed in the title,
 * does that line's action, and the title's descriptor says it uses it (no F2-F5 or Home in Entrap, Odin and
 * Ricochet). Its heading is the title's display name. */
static void test_keymap_help_acts(void **state)
{
    (void)state;
    static keymap k;
    char lines[64][KM_HELP_W];
    km_defaults(&k);
    for (unsigned i = 0; i < 2 * ttl_count; i++) {
        const ttl_entry *e = &ttl_titles[i / 2];
        km_title t = km_title_of(e);
        int n = km_help(&k, &t, i % 2 ? &km_page : &km_desktop, lines, 64), rows[2] = { 0, 0 };
        /* "8088 Entrap KEYS": the caption's first words, not "entrap". */
        const char *keys = strstr(lines[0], " KEYS");
        assert_non_null(keys);
        if (keys == lines[0] || strncmp(e->caption, lines[0], (size_t)(keys - lines[0])))
            fail_msg("%s: heading \"%s\", caption \"%s\"", e->name, lines[0], e->caption);
        for (int l = 1; l < n; l++) {
            const char *s = lines[l];
            int acts[4];
            if ((s[0] == 'P') && (s[1] == '1' || s[1] == '2') && s[2] == ' ') {
                int p = s[1] - '1', base = (p ? KM_PAD2 : KM_PAD1) + rows[p]++ * 3;
                for (int j = 0; j < 3; j++)
                    acts[j] = base + j;
                keys_act(&k, e, s + 24, " | ", acts, 3, s);
            } else if (!strncmp(s, "joystick ", 9) && strstr(s, "up/down/left/rt")) {
                for (int j = 0; j < 4; j++)
                    acts[j] = (s[9] == '2' ? KM_JOY2 : KM_JOY1) + j;
                keys_act(&k, e, s + 27, " / ", acts, 4, s);
            } else if (!strncmp(s, "Typing: ", 8)) {
                static const char *const shown[] = { "letters", "digits", "Space", "Return", "Backspace", "Left" };
                static const char *const word[] = { "letters", "digits", "space", "enter", "backspace", "left" };
                for (int j = 0; j < 6; j++)
                    if (strstr(s, shown[j]) && !named(e->reads, word[j]))
                        fail_msg("%s: types no %s: %s", e->name, shown[j], s);
            } else if (strstr(s, "SHIFT pressed alone")) {
                assert_true(named(e->reads, "shift"));
            } else {
                for (int a = 0; a < KM_ACTIONS; a++) {
                    char label[40];
                    snprintf(label, sizeof label, "%-26s ", km_action_help(a));
                    if (!strncmp(s, label, 27)) {
                        acts[0] = acts[1] = acts[2] = acts[3] = a;
                        keys_act(&k, e, s + 27, ", ", acts, 4, s);
                    }
                }
            }
        }
    }
}

/* Whether the keys part of a help line ("Pause, End", "Keypad 7, 1 |
 * Q", "Up / Down / ...") lists `key` as one of its keys. */
static int lists(const char *keys, const char *key)
{
    size_t n = strlen(key);
    for (const char *s = strstr(keys, key); s; s = strstr(s + 1, key)) {
        int starts = s == keys || s[-1] == ' ';
        int ends = !s[n] || !strncmp(s + n, ", ", 2) || !strncmp(s + n, " |", 2) || !strncmp(s + n, " /", 2);
        if (starts && ends)
            return 1;
    }
    return 0;
}

/* The help line of cartridge or host action a: its keypad row, its
 * joystick's directions, or its own line; NULL when none. */
static const char *line_of(char lines[][KM_HELP_W], int n, int a)
{
    char want[40];
    if (a >= KM_PAD1 && a < KM_JOY1) {
        int p = (a - KM_PAD1) / KM_PAD_KEYS, row = (a - KM_PAD1) % KM_PAD_KEYS / 3;
        for (int l = 0; l < n; l++)
            if (lines[l][0] == 'P' && lines[l][1] == '1' + p && lines[l][2] == ' ' && !row--)
                return lines[l] + 24;
        return NULL;
    }
    if (a >= KM_JOY1 && a < KM_START && (a - KM_JOY1) % KM_JOY_BITS < 4)
        snprintf(want, sizeof want, "joystick %c up/down/left/rt", a < KM_JOY2 ? '1' : '2');
    else
        snprintf(want, sizeof want, "%-26s ", km_action_help(a));
    for (int l = 0; l < n; l++)
        if (!strncmp(lines[l], want, strlen(want)))
            return lines[l] + 27;
    return NULL;
}

/* A title's chord the user also bound to its action (Entrap's
 * Ctrl+Pause as BREAK in annex.conf) is listed once. */
static void test_keymap_help_chord_once(void **state)
{
    (void)state;
    static keymap k;
    const char *why;
    km_bind out[KM_MAX_BINDS];
    km_title t = km_title_of(ttl_find("entrap"));
    km_defaults(&k);
    assert_int_equal(km_set(&k, KM_BREAK, "End, Ctrl+Pause", &why), 0);
    int n = km_help_keys(&k, &t, &km_desktop, KM_BREAK, out), seen = 0;
    for (int i = 0; i < n; i++)
        seen += out[i].usage == HID_PAUSE && out[i].mods == KM_CTRL;
    assert_int_equal(seen, 1);
}

/* The F1 help of every title, in the desktop and in the page (fewer host
 * commands), names every key that acts: each key of the
 * keyboard, alone or with Ctrl, Alt or both, that starts a cartridge action
 * in the title, or a host command the shell offers, is on that action's
 * line (Entrap's Ctrl+Pause on the BREAK line; the digit row on player
 * 1's keypad rows). */
static void test_keymap_help_complete(void **state)
{
    (void)state;
    static keymap k;
    static const uint8_t mods[] = { 0, KM_CTRL, KM_ALT, KM_CTRL | KM_ALT };
    const km_shell *shells[] = { &km_desktop, &km_page };
    char lines[64][KM_HELP_W];
    km_defaults(&k);
    for (unsigned i = 0; i < ttl_count; i++)
        for (int s = 0; s < 2; s++) {
            km_title t = km_title_of(&ttl_titles[i]);
            int n = km_help(&k, &t, shells[s], lines, 64);
            for (int u = 1; u < HID_KEYS; u++)
                for (int m = 0; m < 4; m++) {
                    int acts[8], types, got = km_press(&k, &t, (uint16_t)u, mods[m], acts, 8, &types);
                    for (int j = 0; j < got; j++) {
                        int a = acts[j];
                        char key[64];
                        if (km_is_host(a) && !(shells[s]->hosts & KM_HOST_BIT(a)))
                            continue;
                        snprintf(key, sizeof key, "%s%s%s", mods[m] & KM_CTRL ? "Ctrl+" : "",
                                 mods[m] & KM_ALT ? "Alt+" : "", hid_name((uint16_t)u));
                        const char *l = line_of(lines, n, a);
                        /* a host command's key does it with any modifiers
                         * not bound otherwise (km_find): listed plain */
                        if (!l || !(lists(l, key) || (km_is_host(a) && lists(l, hid_name((uint16_t)u)))))
                            fail_msg("%s: %s does %s but its help does not say so", ttl_titles[i].name, key,
                                     km_action_name(a));
                    }
                }
        }
}

/* Every title's descriptor words what it reads from the vocabulary
 * front/titles.h gives, and its chords are keys (a typo would silently
 * make a key do nothing, or a chord never reach it). */
static void test_keymap_descriptors(void **state)
{
    (void)state;
    static const char vocabulary[] = " start select-a select-b option break clear side-a side-b"
                                     " letters digits space enter backspace left shift ";
    for (unsigned i = 0; i < ttl_count; i++) {
        const ttl_entry *e = &ttl_titles[i];
        char w[40], padded[44];
        int len;
        for (const char *s = e->reads; sscanf(s, " %39s%n", w, &len) == 1; s += len) {
            snprintf(padded, sizeof padded, " %s ", w);
            if (!strstr(vocabulary, padded))
                fail_msg("%s.reads: \"%s\" is not a word of front/titles.h", e->name, w);
        }
        static keymap k;
        const char *why = "";
        if (e->chords[0] && km_set(&k, 0, e->chords, &why))
            fail_msg("%s.chords: %s", e->name, why);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keymap_defaults),
        cmocka_unit_test(test_keymap_apply),
        cmocka_unit_test(test_keymap_typed),
        cmocka_unit_test(test_keymap_chords),
        cmocka_unit_test(test_keymap_help_chord_once),
        cmocka_unit_test(test_keymap_names),
        cmocka_unit_test(test_keymap_help),
        cmocka_unit_test(test_keymap_help_typed),
        cmocka_unit_test(test_keymap_help_acts),
        cmocka_unit_test(test_keymap_help_complete),
        cmocka_unit_test(test_keymap_descriptors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
