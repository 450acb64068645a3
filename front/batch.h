/* batch.h — annex --headless: the command line's session (title or ROM,
 * --machine, --state, --trace) run by the one headless run loop
 * (emu/headless.h), then the outputs: a screenshot, the screen as text; or
 * a look's test card without any engine. */
#ifndef FRONT_BATCH_H
#define FRONT_BATCH_H

#include "front/cli.h"

/* Exit status: 0 ran, 1 the machine failed or an output could not be
 * written, 2 bad input. Messages go to stderr, one line each. */
int batch_run(const host_opts *o);

#endif
