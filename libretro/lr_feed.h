/* lr_feed.h — the core's test affordance (docs/libretro.md, "Test
 * affordance"), read from the environment when content loads. With
 * ANNEX_LIBRETRO_MOVIE=FILE the core latches the input of an annex movie
 * (docs/movie.md) in place of RetroArch's: a scripted player's hands, so
 * the player (front/player.h) takes it as live input (save RAM is kept,
 * a recording records it); states, rewind and netplay's replays go back in
 * time: the movie is played again from its start to the frame asked. The
 * player does what the other files ask, as the desktop's options:
 * ANNEX_LIBRETRO_RECORD=FILE records the input latched from the load into
 * FILE, written when the content is unloaded (--record);
 * ANNEX_LIBRETRO_TRACE=FILE writes the cartridge's trace (--trace). With
 * ANNEX_LIBRETRO_STOP=N the machine stops once it has latched logical frame
 * N (the screen then stays, so two RetroArch processes end on the same
 * frame); with ANNEX_LIBRETRO_QUIET=N RetroArch's input is not read in the
 * first N displayed frames after power-on (a netplay client's frames before
 * it connects then read nothing from its BSV movie). */
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
    char       record[4096], trace[4096];   /* "" = none */
    uint32_t   stop;         /* 0 = never */
    uint32_t   quiet;        /* displayed frames */
} lrf;

/* Reads the environment. 0, or -1 with one line in err (a bad movie). */
int  lrf_open(lrf *f, char *err, size_t n);
void lrf_close(lrf *f);
/* A path of the affordance, NULL when not given. */
const char *lrf_path(const char *path);
/* The movie's look (CON_MACHINE_ANY when none or not playing). */
uint8_t lrf_machine(const lrf *f);
/* Replaces *in with the movie's input of `frame` when playing. */
void lrf_latch(lrf *f, uint32_t frame, hw_input *in);
/* Whether the machine, at logical frame `frame`, has stopped (STOP), and
 * whether RetroArch's input is read at displayed frame `displayed` (QUIET). */
int  lrf_stopped(const lrf *f, uint32_t frame);
int  lrf_reads(const lrf *f, uint64_t displayed);

#endif
