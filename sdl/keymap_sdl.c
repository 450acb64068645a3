/* keymap_sdl.c — the SDL part of the keymap (front/keymap.h): SDL's
 * scancode names for the bindings, and the keys SDL key codes type. */
#include "front/keymap.h"

#include <string.h>
#include <SDL2/SDL.h>

int32_t km_key_code(const char *name)
{
    SDL_Scancode sc = SDL_GetScancodeFromName(name);
    return sc == SDL_SCANCODE_UNKNOWN ? -1 : (int32_t)sc;
}

const char *km_key_name(uint16_t code)
{
    return SDL_GetScancodeName((SDL_Scancode)code);
}

static uint8_t shifted(int32_t c)
{
    static const char plain[] = "1234567890-=[]\\;',./`", shift[] = "!@#$%^&*()_+{}|:\"<>?~";
    const char *p = c > 0 && c < 128 ? strchr(plain, (int)c) : NULL;
    return p ? (uint8_t)shift[p - plain] : (uint8_t)c;
}

static uint8_t keypad_char(int32_t k)
{
    if (k >= SDLK_KP_1 && k <= SDLK_KP_9) return (uint8_t)('1' + (k - SDLK_KP_1));
    switch (k) {
    case SDLK_KP_0: return '0';
    case SDLK_KP_PERIOD: return '.';
    case SDLK_KP_PLUS: return '+';
    case SDLK_KP_MINUS: return '-';
    case SDLK_KP_MULTIPLY: return '*';
    case SDLK_KP_DIVIDE: return '/';
    case SDLK_KP_ENTER: return CON_K_ENTER;
    default: return 0;
    }
}

uint8_t km_typed(int32_t k, int shift)
{
    switch (k) {
    case SDLK_RETURN: return CON_K_ENTER;
    case SDLK_BACKSPACE: return CON_K_BACKSPACE;
    case SDLK_ESCAPE: return CON_K_ESC;
    case SDLK_UP: return CON_K_UP;
    case SDLK_DOWN: return CON_K_DOWN;
    case SDLK_LEFT: return CON_K_LEFT;
    case SDLK_RIGHT: return CON_K_RIGHT;
    default: break;
    }
    if (k >= 'a' && k <= 'z')
        return (uint8_t)(k - 'a' + 'A');
    if (k >= ' ' && k < 127)
        return shift ? shifted(k) : (uint8_t)k;
    return keypad_char(k);
}
