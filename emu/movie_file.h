/* movie_file.h — a movie file (docs/movie.md) read whole and checked line
 * by line before a run, so a bad line is reported as FILE:LINE: reason
 * before anything runs. The one loader of movie files: the headless runner
 * (emu/headless.c), the window (front/session.c) and the tools use it.
 *
 * Native only (malloc, stdio): emu/movie.c, which it plays through, stays
 * portable C for the sim65 reader.
 */
#ifndef EMU_MOVIE_FILE_H
#define EMU_MOVIE_FILE_H

#include <stddef.h>
#include <stdint.h>
#include "emu/movie.h"

#define MVF_MAX (64u << 20)   /* bytes a movie file may have */

typedef struct mvf {
    char    *text;            /* the whole file, lines cut in place */
    char   **lines;
    size_t   count, next;
    uint32_t last_frame;      /* of the last event line (0 = none) */
    uint32_t end_frame;       /* of an `end FRAME` line (0 = none) */
    uint8_t  machine;         /* of a `machine NAME` line (CON_MACHINE_ANY = none) */
    char     title[64];       /* of its `title NAME` line ("" = none) */
} mvf;

/* Loads and checks a movie with the player's own rules. 0, or -1 with one
 * line in err ("PATH: reason" or "PATH:LINE: reason"); *m is then empty. */
int  mvf_load(mvf *m, const char *path, char *err, size_t n);
/* Starts `p` playing `m` from its first line. */
void mvf_play(mvf *m, mov_player *p);
void mvf_free(mvf *m);

#endif
