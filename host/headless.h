/* headless.h — annex --headless: the same session without a window or
 * sound: run a title or ROM with a movie for N logical frames or until the
 * cartridge ends, write the trace, a screenshot, the screen as text. */
#ifndef HEADLESS_H
#define HEADLESS_H

#include <stdio.h>
#include "emu/hw.h"
#include "host/cli.h"

/* Logical frames run after the movie's last event (or from the start with
 * no movie) when neither --frames nor an `end` line says when to stop. */
#define HEADLESS_DEFAULT_FRAMES 3600u

/* Exit status: 0 ran, 1 the machine failed or an output could not be
 * written, 2 bad input. Messages go to stderr, one line each. */
int headless_run(const host_opts *o);

/* The first logical frame not run: min(--frames N + 1, the movie's end
 * frame), or the default above; 0 = run until the cartridge ends. */
uint32_t headless_stop_frame(long frames, uint32_t movie_last, uint32_t movie_end);
/* Prints the screen as text: printable ASCII as is, block graphics as '#'
 * (any block set) or ' ', other glyphs as '*' (cartridge glyphs) or ' '. */
void headless_print_screen(FILE *f, const hw_display *d);

#endif
