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
    assert_int_equal(find1(&k, "Return", 0), -1);
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
    assert_non_null(strstr(lines[1], "Keypad 7 | Keypad 8 | Keypad 9"));
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
    }
    assert_true(fire1 && joy2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keymap_defaults),
        cmocka_unit_test(test_keymap_apply),
        cmocka_unit_test(test_keymap_typed),
        cmocka_unit_test(test_keymap_names),
        cmocka_unit_test(test_keymap_help),
        cmocka_unit_test(test_keymap_help_typed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
