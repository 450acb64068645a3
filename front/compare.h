/* compare.h — `annex compare TITLE --movie FILE`: runs a title natively and
 * as its ROM under the same movie (emu/headless.h) and reports whether the
 * two traces are identical, or the first event where they differ with the
 * screen of each engine at that event (docs/host.md, "annex compare").
 *
 * The comparison itself works on any two engines (cmp_engines), so tests
 * can make it find a divergence on purpose.
 */
#ifndef FRONT_COMPARE_H
#define FRONT_COMPARE_H

#include <stddef.h>
#include <stdio.h>
#include "emu/engine.h"

/* One trace event. */
typedef struct cmp_event {
    uint32_t frame;
    char     text[HW_TRACE_LINE];
} cmp_event;

/* A whole trace, grown as events arrive. */
typedef struct cmp_trace {
    cmp_event *ev;
    size_t     n, cap;
} cmp_trace;

/* Appends an event; 0, or -1 when out of memory. */
int    cmp_trace_add(cmp_trace *t, uint32_t frame, const char *text);
void   cmp_trace_free(cmp_trace *t);
/* Index of the first event that differs (frame or text), or the length of
 * the shorter trace when one is a prefix of the other; -1 when identical. */
long   cmp_first_diff(const cmp_trace *a, const cmp_trace *b);

/* What one engine did in a compared run. */
typedef struct cmp_side {
    const char *label;        /* "native", "ROM", ... */
    int         failed;       /* the run stopped abnormally (error says why) */
    char        error[512];
    uint32_t    frames;       /* logical frames run */
    int         has_event;    /* the event at the divergence exists */
    cmp_event   event;        /* that event */
    hw_display  screen;       /* the screen at that event (or at the run's end) */
} cmp_side;

typedef struct cmp_report {
    int       identical;
    long      index;          /* first differing event (0-based), -1 when identical */
    size_t    events;         /* events of the first engine's trace */
    cmp_side  side[2];
} cmp_report;

/* An engine to compare: how to open it afresh, and the movie it runs. */
typedef eng *(*cmp_open_fn)(void *ctx, char *err, size_t n);
typedef struct cmp_target {
    cmp_open_fn open;
    void       *ctx;
    const char *label;
    const char *movie;        /* annex compare gives both the same one */
} cmp_target;

/* Runs a, then b (b's screen is taken at its first event that differs from
 * a's trace), then a again when they differ (its screen at that event).
 * Returns 0 with *r filled, or 2 with a one-line reason in err (bad movie,
 * an engine that cannot open). */
int    cmp_engines(const cmp_target *a, const cmp_target *b, cmp_report *r,
                   char *err, size_t n);

/* Prints the report: "identical", or the divergence and both screens. */
void   cmp_print(FILE *f, const cmp_report *r);

/* `annex compare ...` (argv[0] = "compare"): 0 identical, 1 different,
 * 2 bad input. A difference ends with the debugger command that stops the
 * ROM there: cmp_debug_cmd + " --movie M --compare" when set (a cartridge's
 * program sets "./NAME debug", sdk/cart_host.c), else annex debug TITLE. */
int    cmp_main(int argc, char **argv);
extern const char *cmp_debug_cmd;

#endif
