/* record.h — records latched input as a movie (docs/movie.md): one event
 * line per logical frame whose input changed, then `end FRAME`. */
#ifndef RECORD_H
#define RECORD_H

#include <stddef.h>
#include "emu/hw.h"

typedef struct recorder {
    char    *text;        /* the movie so far */
    size_t   len, cap;
    hw_input prev;
    uint32_t last_frame;  /* last latched frame recorded */
    int      failed;      /* out of memory: the recording is abandoned */
} recorder;

/* Starts a movie with its header for the title `name`, with a `machine`
 * line when a look was chosen (machine != CON_MACHINE_ANY), so the movie
 * replays in that look. 0 or -1. */
int  rec_start(recorder *r, const char *name, uint8_t machine);
/* Records the input latched for `frame`. */
void rec_frame(recorder *r, uint32_t frame, const hw_input *in);
/* Ends with `end FRAME` (the next frame, not recorded) and writes the file
 * atomically; frees the text. 0, or -1 with a reason in err. */
int  rec_finish(recorder *r, const char *path, char *err, size_t n);
void rec_free(recorder *r);

#endif
