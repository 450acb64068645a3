/* app.h — the window: the title picker, then the game loop (docs/host.md). */
#ifndef APP_H
#define APP_H

#include "host/cli.h"

/* Runs the window until the user quits; the process exit status. */
int app_run(const host_opts *o);

#endif
