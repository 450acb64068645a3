/* lr_feed.c — see lr_feed.h. */
#include "libretro/lr_feed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void env_path(char *buf, size_t n, const char *name)
{
    const char *v = getenv(name);
    snprintf(buf, n, "%s", v ? v : "");
}

int lrf_open(lrf *f, char *err, size_t n)
{
    memset(f, 0, sizeof *f);
    const char *mov = getenv("ANNEX_LIBRETRO_MOVIE");
    const char *stop = getenv("ANNEX_LIBRETRO_STOP"), *quiet = getenv("ANNEX_LIBRETRO_QUIET");
    f->stop = stop ? (uint32_t)strtoul(stop, NULL, 10) : 0;
    f->quiet = quiet ? (uint32_t)strtoul(quiet, NULL, 10) : 0;
    env_path(f->record, sizeof f->record, "ANNEX_LIBRETRO_RECORD");
    env_path(f->trace, sizeof f->trace, "ANNEX_LIBRETRO_TRACE");
    if (mov && *mov) {
        if (mvf_load(&f->movie, mov, err, n))
            return -1;
        f->playing = 1;
        mvf_play(&f->movie, &f->player);
    }
    return 0;
}

void lrf_close(lrf *f)
{
    if (f->playing)
        mvf_free(&f->movie);
    memset(f, 0, sizeof *f);
}

const char *lrf_path(const char *path)
{
    return path[0] ? path : NULL;
}

uint8_t lrf_machine(const lrf *f)
{
    return f->playing ? f->movie.machine : CON_MACHINE_ANY;
}

void lrf_latch(lrf *f, uint32_t frame, hw_input *in)
{
    if (!f->playing)
        return;
    if (frame <= f->played) {     /* back in time: play again from the start */
        mvf_play(&f->movie, &f->player);
        f->played = 0;
    }
    hw_input skip;
    while (f->played + 1 < frame)
        mov_input(&f->player, ++f->played, &skip);
    mov_input(&f->player, frame, in);
    f->played = frame;
}

int lrf_stopped(const lrf *f, uint32_t frame)
{
    return f->stop && frame >= f->stop;
}

int lrf_reads(const lrf *f, uint64_t displayed)
{
    return displayed >= f->quiet;
}
