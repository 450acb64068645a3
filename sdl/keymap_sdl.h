/* keymap_sdl.h — SDL's key events as the front end's keys: a HID usage
 * (front/hidkey.h), KM_CTRL / KM_ALT / KM_SHIFT and the layout's character
 * (front/keymap.h km_key). */
#ifndef SDL_KEYMAP_SDL_H
#define SDL_KEYMAP_SDL_H

#include <stdint.h>
#include <SDL2/SDL.h>

#include "front/keymap.h"

/* The usage of a scancode (SDL's are HID's), 0 for one past the keyboard
 * page (SDL's media keys). */
uint16_t kms_usage(SDL_Scancode sc);
/* SDL's modifier state as KM_CTRL | KM_ALT | KM_SHIFT. */
uint8_t kms_mods(uint16_t mod);
/* The character a key code stands for on the user's layout (printable
 * ASCII), or 0. */
uint8_t kms_char(SDL_Keycode sym);

#endif
