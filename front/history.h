/* history.h — the input of the game being played, from its power-on: since
 * annex is deterministic, that log (with the save RAM and look it powered
 * on with) is a complete state. It gives the native build save and load
 * states (a versioned file: docs/state.md) and both engines rewind: the
 * native build by replaying the log from power-on, the ROM from the
 * machine snapshots kept every displayed second (eng_ops.snapshot), each
 * then replayed to the frame asked. Either way the game is as if it had
 * been played to that point. */
#ifndef FRONT_HISTORY_H
#define FRONT_HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include "emu/engine.h"

#define HIST_MAGIC   "annex-native-state"
#define HIST_VERSION 1
/* ROM snapshots: one every HIST_EVERY displayed frames, the last
 * HIST_SNAPS kept (two minutes); older points replay from power-on. */
#define HIST_EVERY   60
#define HIST_SNAPS   120

/* mark: what the caller's mark_fn said when it was taken (hist_marks). */
typedef struct hist_snap { uint32_t frame; uint8_t *buf; size_t len; long mark; } hist_snap;

/* What the caller keeps in step with the game (the window: where its trace
 * file stood, front/tracelog.h): mark_fn's value is kept with each ROM
 * snapshot, and back_fn is called when the game goes back — before any
 * replay — with the mark of the point it resumes from (0: power-on).
 * hist_start and hist_load keep them. */
typedef struct hist_marks {
    long (*mark_fn)(void *ctx);
    void (*back_fn)(void *ctx, long mark);
    void *ctx;
} hist_marks;

typedef struct history {
    hw_input *in;                      /* in[f - 1]: latched at logical frame f */
    uint32_t  n, cap;
    uint8_t   sram0[CON_SRAM_SIZE];    /* save RAM at power-on */
    uint8_t   machine;                 /* the look it powered on in */
    int       failed;                  /* out of memory: no more history */
    hist_snap snap[HIST_SNAPS];        /* ROM: a ring, oldest overwritten */
    unsigned  nsnap, displayed;
    int       no_power_on;             /* a ROM state was loaded: the log does not
                                        * reach back to a power-on, only snapshots do */
    hist_marks marks;                  /* the caller's, or none */
} history;

/* A power-on: the log starts empty with this save RAM and look. */
void hist_start(history *h, const uint8_t *sram, uint8_t machine);
/* The input latched for `frame` (frames before it kept, any after dropped:
 * after a rewind the game goes on from there). */
void hist_frame(history *h, uint32_t frame, const hw_input *in);
/* A displayed frame of the engine ran: every HIST_EVERY, a ROM snapshot. */
void hist_displayed(history *h, eng *e);
/* Rewinds e to about logical frame `frame` (the latest ROM snapshot at or
 * before it, or the native build's replay from power-on), the log cut
 * there. The engine's input_fn is left to the caller, which sets it again
 * after (it is replaced during the replay). 0, or -1 with err. */
int  hist_rewind(history *h, eng *e, uint32_t frame, char *err, size_t n);
/* The native state file of title `name`: the log and how it powered on. */
int  hist_save(const history *h, const char *name, const char *path, char *err, size_t n);
/* Reads one (refused: another title, another version, a short or spoiled
 * file, with "PATH: reason") into h, then replays e to its last frame.
 * A failed load leaves h and the game as they were. 0, or -1 with err. */
int  hist_load(history *h, eng *e, const char *name, const char *path, char *err, size_t n);
void hist_free(history *h);

#endif
