/* record.h — records latched input as a movie (docs/movie.md): one event
 * line per logical frame whose input changed, then `end FRAME`. The file
 * is written as it goes: at the start, every REC_CHECKPOINT logical frames
 * (each time whole and atomically, with the `end` line of the moment) and at
 * the end, so a crash keeps all but the last few seconds. */
#ifndef FRONT_RECORD_H
#define FRONT_RECORD_H

#include <stddef.h>
#include "emu/hw.h"

#define REC_CHECKPOINT 300u   /* logical frames: some 5 seconds of play */

typedef struct recorder {
    char     path[4096];  /* the movie file */
    char    *text;        /* the movie so far */
    size_t   len, cap;
    hw_input prev;
    uint32_t last_frame;  /* last latched frame recorded */
    uint32_t saved_frame; /* last frame in the file */
    size_t   head_len;    /* the header's length: what a restart keeps */
    int      failed;      /* out of memory: the recording is abandoned */
} recorder;

/* Starts a movie with its header for the title `name`, with a `machine`
 * line when a look was chosen (machine != CON_MACHINE_ANY), so the movie
 * replays in that look, and writes it to `path` (so a path that cannot be
 * written is known at once). 0, or -1 with err. */
int  rec_start(recorder *r, const char *name, uint8_t machine, const char *path,
               char *err, size_t n);
/* Records the input latched for `frame`. */
void rec_frame(recorder *r, uint32_t frame, const hw_input *in);
/* Starts the movie again after its header, for a console just
 * power-cycled on blank save RAM (a reset while recording: the movie then
 * replays to the same end), and writes it. 0, or -1 with err. */
int  rec_restart(recorder *r, char *err, size_t n);
/* Goes back to the end of logical frame `frame`, whose latched input was
 * `in` (a shell's own state restored in the same recording: RetroArch's
 * run-ahead and netplay replays): the events after it are dropped and the
 * recording goes on from there. A frame after the last recorded one is
 * not in this movie: -1, nothing changed. */
int  rec_cut(recorder *r, uint32_t frame, const hw_input *in);
/* Ends with `end FRAME` (the next frame, not recorded) and writes the file
 * atomically; frees the text. 0, or -1 with a reason in err. */
int  rec_finish(recorder *r, char *err, size_t n);
void rec_free(recorder *r);

/* The rules a recording keeps, written once for every shell that records
 * (front/player.c, web/annex_web.c): a movie replays from power-on on
 * blank save RAM. */
/* The console was just power-cycled while recording: `sram` is blanked and
 * the movie starts again here (rec_restart), so it replays to the same
 * end. 0, or -1 with err. */
int  rec_power_cycled(recorder *r, uint8_t sram[CON_SRAM_SIZE], char *err, size_t n);
/* The line said after a reset, while recording or not. */
const char *rec_reset_line(int recording);
/* The line refusing `what` ("state load", "rewind", "look change") while
 * recording: a movie has no state, no way back and one look. */
void rec_refused(const char *what, char *line, size_t n);

#endif
