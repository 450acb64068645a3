/* picker.h — the title gallery shown by `annex` with no title, and by
 * Ctrl+G (the F1 help's "gallery") from a game. */
#ifndef SDL_PICKER_H
#define SDL_PICKER_H

#include <SDL2/SDL.h>
#include "sdl/ui.h"

#include <stdint.h>

typedef struct picker_choice {
    int title;        /* index in ttl_titles, -1 = quit */
    int rom;          /* play its ROM instead of the native build */
    uint8_t machine;  /* the look asked for (--machine), CON_MACHINE_ANY = the title's own */
} picker_choice;

/* Runs until a title is chosen or the window closes. `message` (may be
 * "") is shown at the bottom: why the last choice did not open. `from`:
 * the game just left (Ctrl+G): its card is chosen, in its look and
 * engine; at the start (from.title -1) the last title, look and engine
 * chosen (remembered: front/gallery.h), in from.machine (--machine) when
 * the title has that look. */
picker_choice picker_run(SDL_Window *w, ui *u, const char *message, picker_choice from);
/* The pictures' textures, before the renderer goes. */
void picker_free(void);

#endif
