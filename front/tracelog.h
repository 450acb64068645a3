/* tracelog.h — the window's --trace file read as the game actually played
 * (docs/trace.md). A game taken back in time cuts the file back to the
 * point it resumes from, so no stretch of play is in it twice:
 * - a rewind, or a native state load (a replay from power-on), cuts it to
 *   where it stood when the game passed that point (front/history.h's
 *   marks: a ROM snapshot's offset, or the empty file for power-on); the
 *   replay then writes its lines again, once;
 * - a reset (a new power-on) empties it, as it starts the recording again;
 * - a ROM state load keeps the lines up to the state's frame, and of that
 *   frame the ones written when it was saved (the state says how many,
 *   hw.trace_lines: tlog_cut_lines); the machine writes the rest again.
 * The file is then the trace `annex --headless` gives for the game's input
 * since its last power-on. */
#ifndef FRONT_TRACELOG_H
#define FRONT_TRACELOG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct tlog_mark { uint32_t frame; long off; } tlog_mark;

typedef struct tracelog {
    tlog_mark *mark;    /* where each line begins, in order */
    size_t     n, cap;
    int        failed;  /* out of memory: lines still written, frames no longer cut */
} tracelog;

/* Writes "FRAME LINE\n" to f. */
void tlog_line(tracelog *t, FILE *f, uint32_t frame, const char *line);
/* Cuts f back to `off` bytes (a point ftell gave). */
void tlog_back(tracelog *t, FILE *f, long off);
/* Drops the lines of the frames after `frame` and, of frame `frame`, all
 * but its first `keep` (~0u: none dropped): a state taken in the middle of
 * that frame, when `keep` of its lines were written, so the rest are not in
 * the file twice after the replay. */
void tlog_cut_lines(tracelog *t, FILE *f, uint32_t frame, unsigned keep);
void tlog_free(tracelog *t);

#endif
