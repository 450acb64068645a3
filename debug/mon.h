/* mon.h — the debugger's monitor: commands in the style of VICE's monitor
 * and MAME's debugger, one per line, from a terminal, a pipe or a script
 * (docs/debugger.md lists each with an example).
 */
#ifndef DEBUG_MON_H
#define DEBUG_MON_H

#include <stdio.h>
#include "debug/dbg.h"

/* Runs one command line, writing to out. 1 when it asks to quit, 0 done,
 * -1 when it failed (the reason is printed as "error: ..."). */
int mon_command(dbg *d, const char *line, FILE *out);

/* Reads commands from in until the end or `quit` (*quit set then): a
 * prompt when in is a terminal, else each command echoed after the prompt
 * (a transcript). Returns 0, or 1 when a command failed. */
int mon_loop(dbg *d, FILE *in, FILE *out, int *quit);

/* Prints where the machine stopped and why (after a run). */
void mon_stopped(dbg *d, FILE *out);

#endif
