/* compare.h — `annex compare TITLE --movie FILE`: runs a title natively and
 * as its ROM under the same movie (emu/headless.h) and reports whether the
 * two runs are identical — the same trace, and the same screen at the end
 * of every logical frame (emu/screen.h) — or which check failed first: the
 * first trace event that differs, or the first frame whose screen differs
 * and where on it, with the screen of each engine there (docs/host.md,
 * "annex compare").
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
    int         has_screen;   /* the run reached the divergence */
    hw_display  screen;       /* the screen there (or at the run's end) */
} cmp_side;

/* Which check failed first. A trace line of frame F comes before the
 * screen at the end of frame F. */
enum { CMP_SAME = 0, CMP_TRACE = 1, CMP_SCREEN = 2 };

typedef struct cmp_report {
    int       identical;
    int       what;           /* CMP_*: the first check that failed */
    long      index;          /* CMP_TRACE: first differing event (0-based), else -1 */
    uint32_t  frame;          /* CMP_SCREEN: the frame at whose end the screens differ */
    char      where[200];     /* CMP_SCREEN: the first difference (scr_diff) */
    size_t    events;         /* events of the first engine's trace */
    size_t    screens;        /* frames whose screens the first engine showed */
    cmp_side  side[2];
} cmp_report;

/* An engine to compare: how to open it afresh, and the movie it runs. */
typedef eng *(*cmp_open_fn)(void *ctx, char *err, size_t n);
typedef struct cmp_target {
    cmp_open_fn open;
    void       *ctx;
    const char *label;
    const char *movie;        /* annex compare gives both the same one */
    uint64_t    max_displayed;/* hang guard, displayed frames (0: HL_GAME_GUARD) */
    FILE       *trace;        /* its trace as `annex --headless --trace` writes it, or NULL */
} cmp_target;

/* Runs a, then b (b's screen is taken at its first event or frame that
 * differs from a's run), then a again when they differ (its screen there).
 * Returns 0 with *r filled, or 2 with a one-line reason in err (bad movie,
 * an engine that cannot open). */
int    cmp_engines(const cmp_target *a, const cmp_target *b, cmp_report *r,
                   char *err, size_t n);

/* Prints the report: "identical: N trace lines, M screens", or the
 * divergence and both screens. */
void   cmp_print(FILE *f, const cmp_report *r);

/* `annex compare ...` (argv[0] = "compare"): 0 identical, 1 different,
 * 2 bad input. `--trace FILE` writes the native run's trace there (the
 * file `annex --headless TITLE --movie M --trace FILE` gives), so a check
 * that needs it does not run the title natively again. A difference ends
 * with the debugger command that stops the ROM there: cmp_debug_cmd +
 * " --movie M --compare" when set (a cartridge's program sets "./NAME
 * debug", sdk/cart_host.c), else annex debug TITLE. */
int    cmp_main(int argc, char **argv);
extern const char *cmp_debug_cmd;

#endif
