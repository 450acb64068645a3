/* headless.h — the one headless run loop: runs any engine (native or ROM,
 * through emu/engine.h) without a window: input from a movie or none, for a
 * number of logical frames or until the cartridge ends, collecting the
 * trace and the final screen. `annex --headless` (front/batch.c),
 * `annex compare`, build/tools/romrun and the benches use it.
 *
 * The run stops at a logical frame, not a displayed one, so the native
 * build and the ROM stop at the same point of the game: with a limit of N
 * frames, the run ends when the cartridge latches frame N+1 (its input is
 * never given, trace lines of frames > N are dropped, and the screen is the
 * one at that latch).
 *
 * A movie's `machine NAME` line sets the look (hw.machine) before the first
 * frame, unless the caller has set one already (--machine wins).
 */
#ifndef EMU_HEADLESS_H
#define EMU_HEADLESS_H

#include <stdint.h>
#include <stdio.h>
#include "emu/engine.h"
#include "emu/movie.h"

/* Frames run after the movie's last event (or from the start without a
 * movie) when neither a limit nor an `end` line says when to stop. */
#define HL_DEFAULT_FRAMES MOV_DEFAULT_TAIL
/* Hang guard: displayed frames (one emulated hour of the ROM console). */
#define HL_DEFAULT_GUARD  (60ull * 60u * 60u)
/* Hang guard for a native frame: host seconds one frame may compute (a
 * search that never latches again). Titles take milliseconds; this only
 * turns a hang into a failure. */
#define HL_DEFAULT_SECONDS 300u
/* A guard long enough for any real game, however long the ROM thinks
 * (annex --headless, annex compare). */
#define HL_GAME_GUARD     (8ull * HL_DEFAULT_GUARD)

typedef struct hl_opts {
    const char *movie;       /* movie file (docs/movie.md), or NULL */
    /* Logical frames: > 0 run frames 1..N; 0 until the cartridge ends;
     * < 0 the default (the movie's `end` line, else its last event frame +
     * HL_DEFAULT_FRAMES). A movie `end` line earlier than N wins. */
    long        frames;
    FILE       *trace;       /* "FRAME TEXT\n" lines, or NULL */
    hw_trace_fn trace_fn;    /* and/or a callback (same lines, no '\n') */
    void       *trace_ctx;
    FILE       *print;       /* printed pages, a form feed between two, or NULL */
    FILE       *screen;      /* the final screen as text (hl_print_screen), or NULL */
    hw_display *last_screen; /* filled with the final screen once the run started, or NULL */
    /* Called after each frame run inside the run (the sound of --wav), or NULL. */
    void      (*frame_fn)(void *ctx, const hw *h);
    void       *frame_ctx;
    /* Called at each latch inside the run with the screen the cartridge
     * left at the end of logical frame `frame` (0 before the first latch;
     * the last call is for the last frame run, at its stopping latch or
     * where the cartridge ended; a run that fails mid-frame gives none for
     * that frame), or NULL: what the player sees, frame by frame, on any
     * engine (annex compare). */
    void      (*screen_fn)(void *ctx, uint32_t frame, const hw_display *d);
    void       *screen_ctx;
    /* Hang guards: displayed frames (0 = HL_DEFAULT_GUARD), emulated
     * cycles for ROM engines (0 = no limit), and seconds a native frame may
     * compute (0 = HL_DEFAULT_SECONDS). */
    uint64_t    max_displayed;
    uint64_t    max_cycles;
    unsigned    max_seconds;
} hl_opts;

enum { HL_OK = 0,            /* reached the frame limit or the cartridge ended */
       HL_FAILED = 1,        /* the machine stopped or a hang guard tripped */
       HL_BAD_INPUT = 2 };   /* the movie could not be read */

typedef struct hl_result {
    int      status;         /* HL_* (also hl_run's return value) */
    int      exited;         /* the cartridge wrote EXIT / returned */
    uint8_t  exit_code;
    uint32_t frames;         /* logical frames run (the last latch inside the run) */
    uint64_t displayed;      /* displayed frames run */
    uint64_t cycles;         /* emulated cycles (ROM engines; 0 natively) */
    char     error[512];     /* one line when status != HL_OK */
} hl_result;

/* Runs `e` from where it is (set no callbacks on e->hw: hl_run owns them
 * for the run and clears them after). Returns r->status. */
int hl_run(eng *e, const hl_opts *o, hl_result *r);

/* The first logical frame not run (0 = none), from the limit, the movie's
 * last event frame and its `end` frame (0 = none). */
uint32_t hl_stop_frame(long frames, uint32_t movie_last, uint32_t movie_end);

/* Appends a printed page to f, after a form feed if *pages (counted) says
 * one came before. */
void hl_print_page(FILE *f, int *pages, const char *page, uint16_t len);

/* Writes the screen as text, one line per row: printable ASCII as is,
 * block graphics as '#' (any block set) or ' ', cartridge glyphs and code
 * 127 as '*', other codes as ' '; trailing spaces removed. */
void hl_print_screen(FILE *f, const hw_display *d);

#endif
