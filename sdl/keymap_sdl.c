/* keymap_sdl.c — SDL's key events into the one key space (front/hidkey.h):
 * SDL's scancodes are HID usages, its modifiers and key codes become
 * front/keymap.h's. The meaning of a key is front/'s. */
#include "sdl/keymap_sdl.h"

uint16_t kms_usage(SDL_Scancode sc)
{
    return sc > SDL_SCANCODE_UNKNOWN && sc < HID_KEYS ? (uint16_t)sc : 0;
}

/* AltGr (KMOD_MODE: a layout's ISO Level 3 shift on the right Alt key) is
 * Alt, as the right Alt key is in the page and in RetroArch. */
uint8_t kms_mods(uint16_t mod)
{
    return (uint8_t)((mod & KMOD_CTRL ? KM_CTRL : 0) | (mod & (KMOD_ALT | KMOD_MODE) ? KM_ALT : 0)
                     | (mod & KMOD_SHIFT ? KM_SHIFT : 0) | (mod & KMOD_GUI ? KM_GUI : 0));
}

uint8_t kms_char(SDL_Keycode sym)
{
    return sym >= ' ' && sym <= '~' ? (uint8_t)sym : 0;
}
