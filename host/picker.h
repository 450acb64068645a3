/* picker.h — the title picker shown by `annex` with no title. */
#ifndef PICKER_H
#define PICKER_H

#include <SDL2/SDL.h>
#include "host/ui.h"

typedef struct picker_choice {
    int title;   /* index in cart_titles, -1 = quit */
    int rom;     /* play its ROM instead of the native build */
} picker_choice;

/* Runs until a title is chosen or the window closes. */
picker_choice picker_run(SDL_Window *w, ui *u);

#endif
