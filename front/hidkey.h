/* hidkey.h — the one key space of every shell: PC keys as USB HID usages
 * (keyboard page 7). SDL's scancodes and the browser's KeyboardEvent.code
 * follow them; a libretro core maps its retro_key values onto them. Each
 * usage has one name (SDL's spelling, so annex.conf files stay valid) and
 * the console key it types. Pure: no shell library (docs/host.md, Keys). */
#ifndef FRONT_HIDKEY_H
#define FRONT_HIDKEY_H

#include <stdint.h>

#define HID_KEYS 232       /* usages 0-231: the keyboard page up to Right GUI */

/* The usages the front end gives a meaning by number. */
enum {
    HID_A = 4, HID_Z = 29, HID_1 = 30, HID_0 = 39,
    HID_RETURN = 40, HID_ESCAPE, HID_BACKSPACE, HID_TAB, HID_SPACE,
    HID_PAUSE = 72, HID_INSERT, HID_HOME, HID_RIGHT = 79, HID_LEFT, HID_DOWN, HID_UP,
    HID_KP_DIVIDE = 84, HID_KP_MULTIPLY, HID_KP_MINUS, HID_KP_PLUS, HID_KP_ENTER,
    HID_KP_1, HID_KP_9 = 97, HID_KP_0, HID_KP_PERIOD,
    HID_LCTRL = 224, HID_LSHIFT, HID_LALT, HID_LGUI, HID_RCTRL, HID_RSHIFT, HID_RALT, HID_RGUI
};

/* The name of a usage ("Keypad 7", "Left Ctrl"); "" when it has none. */
const char *hid_name(uint16_t usage);
/* The usage of a name, case-insensitive; -1 when none has it. */
int32_t hid_usage(const char *name);
/* The browser's KeyboardEvent.code of a usage ("Numpad7", "ControlLeft"),
 * "" when it has none; and the usage of a code (exact case), or -1: the
 * page's key events into this key space. */
const char *hid_code(uint16_t usage);
int32_t hid_from_code(const char *code);
/* Ctrl, Alt: the host shortcuts' modifiers; Shift: SHIFT alone types
 * CON_K_SHIFT (front/keymap.h km_key). */
int hid_is_ctrl_alt(uint16_t usage);
int hid_is_shift(uint16_t usage);
/* The console key a key types: Return ENTER, Backspace, Esc, the arrows,
 * the keypad's digits and signs; a printable key its character, letters in
 * upper case, shifted symbols on the US layout. `ch` is the character the
 * user's layout gives the key when the shell knows it (SDL's key code, the
 * browser's KeyboardEvent.key: printable ASCII; 0 when not known: the US
 * layout's). 0 for a key that types nothing (F1, Shift, ...). */
uint8_t hid_typed(uint16_t usage, uint8_t ch, int shift);

#endif
