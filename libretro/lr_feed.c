/* lr_feed.c — see lr_feed.h. */
#include "libretro/lr_feed.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/fileio.h"

int lrf_open(lrf *f, char *err, size_t n)
{
    memset(f, 0, sizeof *f);
    const char *mov = getenv("ANNEX_LIBRETRO_MOVIE");
    const char *rec = getenv("ANNEX_LIBRETRO_RECORD");
    const char *stop = getenv("ANNEX_LIBRETRO_STOP"), *quiet = getenv("ANNEX_LIBRETRO_QUIET");
    f->stop = stop ? (uint32_t)strtoul(stop, NULL, 10) : 0;
    f->quiet = quiet ? (uint32_t)strtoul(quiet, NULL, 10) : 0;
    if (rec && *rec)
        snprintf(f->record, sizeof f->record, "%s", rec);
    if (mov && *mov) {
        if (mvf_load(&f->movie, mov, err, n))
            return -1;
        f->playing = 1;
        mvf_play(&f->movie, &f->player);
    }
    return 0;
}

uint8_t lrf_machine(const lrf *f)
{
    return f->playing ? f->movie.machine : CON_MACHINE_ANY;
}

static void record(lrf *f, uint32_t frame, const hw_input *in)
{
    if (frame >= f->rec_cap) {
        uint32_t cap = f->rec_cap ? f->rec_cap * 2 : 4096;
        while (cap <= frame) cap *= 2;
        hw_input *p = realloc(f->rec, cap * sizeof *p);
        if (!p)
            return;               /* out of memory: the frame is not recorded */
        memset(p + f->rec_cap, 0, (cap - f->rec_cap) * sizeof *p);
        f->rec = p;
        f->rec_cap = cap;
    }
    f->rec[frame] = *in;
    f->rec_last = frame;          /* a replay from a state cuts what followed */
}

void lrf_latch(lrf *f, uint32_t frame, hw_input *in)
{
    if (f->playing) {
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
    if (f->record[0])
        record(f, frame, in);
}

int lrf_recording(const lrf *f) { return f->record[0] != 0; }

int lrf_finish(lrf *f, const char *title, uint8_t machine, uint32_t frame,
               char *err, size_t n)
{
    if (!f->record[0])
        return 0;
    size_t cap = 256 + (size_t)frame * 64, len = 0;
    char *text = malloc(cap);
    if (!text) {
        snprintf(err, n, "%s: out of memory", f->record);
        return -1;
    }
    len += (size_t)snprintf(text, cap, "annex-movie 1\ntitle %s\n", title);
    const char *look = mov_machine_name(machine);
    if (look)
        len += (size_t)snprintf(text + len, cap - len, "machine %s\n", look);
    hw_input prev;
    memset(&prev, 0, sizeof prev);
    for (uint32_t fr = 1; fr <= frame && fr <= f->rec_last && fr < f->rec_cap; fr++) {
        char line[MOV_LINE_MAX];
        if (mov_format(line, fr, &prev, &f->rec[fr]))
            len += (size_t)snprintf(text + len, cap - len, "%s\n", line);
        prev = f->rec[fr];
        prev.key = 0;
    }
    len += (size_t)snprintf(text + len, cap - len, "end %lu\n", (unsigned long)frame + 1);
    int st = fio_write_atomic(f->record, text, len, err, n);
    free(text);
    return st;
}

void lrf_close(lrf *f)
{
    if (f->playing)
        mvf_free(&f->movie);
    free(f->rec);
    memset(f, 0, sizeof *f);
}

int lrf_stopped(const lrf *f, uint32_t frame)
{
    return f->stop && frame >= f->stop;
}

int lrf_reads(const lrf *f, uint64_t displayed)
{
    return displayed >= f->quiet;
}
