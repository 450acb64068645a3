/* movrec.h — the recording loop every movie bot shares (tools/capbot.c,
 * tools/vvbot.c; re-run by tools/record.sh): runs a title's native build with the bot's input and
 * trace callbacks, writes each logical frame's input change as a movie line
 * (docs/movie.md), lets the last screen settle and closes with `end`. */
#ifndef TOOLS_MOVREC_H
#define TOOLS_MOVREC_H

#include <stddef.h>
#include <stdio.h>
#include "emu/engine.h"

typedef struct movrec {
    eng *e;
    FILE *out;
    hw_input prev;
} movrec;

/* Opens the native build of `title` (its main: `entry`) and the movie
 * `path` (magic, title and the comment line written). 0, or 2 (the exit
 * status for bad input) with one line `TOOL: reason` on stderr. */
int  movrec_open(movrec *m, const char *tool, const char *title, void (*entry)(void),
                 const char *path, const char *comment);
/* Writes the movie line of frame's input `in` (call from the input callback). */
void movrec_input(movrec *m, uint32_t frame, const hw_input *in);
/* Runs until *done or max_frames, then 60 frames more, writes `end`, closes
 * everything. Returns 0, or 1 when *done never came. */
int  movrec_run(movrec *m, hw_input_fn input, hw_trace_fn trace, void *ctx,
                const int *done, uint32_t max_frames);

#endif
