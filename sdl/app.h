/* app.h — the window: the title picker, then the game loop (docs/host.md). */
#ifndef SDL_APP_H
#define SDL_APP_H

#include "front/cli.h"

/* Runs the window until the user quits; the process exit status. */
int app_run(const host_opts *o);

/* What the last app_run did, for tests and ANNEX_STATS=1 (docs/host.md):
 * the window draws only when something changed. */
typedef struct app_stats {
    long ticks;      /* passes of the frame loop (60 a second) */
    long frames;     /* frames the engine finished */
    long changes;    /* of them, frames whose display differed from the last */
    long uploads;    /* emulated pictures sent to the screen texture */
    long presents;   /* windows drawn and presented */
    char said[200];  /* the status bar's message in the last one presented */
} app_stats;
const app_stats *app_last_stats(void);

#endif
