/* lr_feed.h — the core's test affordance (docs/libretro.md, "Test
 * affordance"): with ANNEX_LIBRETRO_MOVIE=FILE the core latches the input of
 * an annex movie (docs/movie.md) instead of RetroArch's; with
 * ANNEX_LIBRETRO_RECORD=FILE it writes the input it latched, frame by
 * logical frame, as an annex movie when the content is unloaded; with
 * ANNEX_LIBRETRO_STOP=N the machine stops once it has latched logical frame
 * N (the screen then stays, so two RetroArch processes end on the same
 * frame); with ANNEX_LIBRETRO_QUIET=N RetroArch's input is not read in the
 * first N displayed frames after power-on (a netplay client's frames before
 * it connects then read nothing from its BSV movie). States,
 * rewind and netplay's replays go back in time: the movie is played again
 * from its start to the frame asked, and the recording is cut there. */
#ifndef LIBRETRO_LR_FEED_H
#define LIBRETRO_LR_FEED_H

#include <stddef.h>
#include <stdint.h>
#include "emu/hw.h"
#include "emu/movie_file.h"

typedef struct lrf {
    int        playing;
    mvf        movie;
    mov_player player;
    uint32_t   played;       /* last frame given by the player */
    char       record[4096]; /* "" = not recording */
    hw_input  *rec;          /* latched input of frames 1..rec_last */
    uint32_t   rec_last, rec_cap;
    uint32_t   stop;         /* 0 = never */
    uint32_t   quiet;        /* displayed frames */
} lrf;

/* Reads the environment. 0, or -1 with one line in err (a bad movie). */
int  lrf_open(lrf *f, char *err, size_t n);
/* The movie's look (CON_MACHINE_ANY when none or not playing). */
uint8_t lrf_machine(const lrf *f);
/* Replaces *in with the movie's input of `frame` when playing, then
 * records *in as latched for `frame` when recording. */
void lrf_latch(lrf *f, uint32_t frame, hw_input *in);
/* Writes the recording up to logical frame `frame` (its `end` line: the
 * next), title and look in the header. 0, or -1 with err. */
int  lrf_finish(lrf *f, const char *title, uint8_t machine, uint32_t frame,
                char *err, size_t n);
void lrf_close(lrf *f);
/* Whether it records (ANNEX_LIBRETRO_RECORD). */
int  lrf_recording(const lrf *f);
/* Whether the machine, at logical frame `frame`, has stopped (STOP), and
 * whether RetroArch's input is read at displayed frame `displayed` (QUIET). */
int  lrf_stopped(const lrf *f, uint32_t frame);
int  lrf_reads(const lrf *f, uint64_t displayed);

#endif
