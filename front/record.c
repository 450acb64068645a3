/* record.c — see record.h. */
#include "front/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie.h"
#include "front/places.h"

static void append(recorder *r, const char *s)
{
    size_t n = strlen(s);
    if (r->failed)
        return;
    if (r->len + n + 1 > r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 4096;
        while (cap < r->len + n + 1)
            cap *= 2;
        char *t = realloc(r->text, cap);
        if (!t) {
            r->failed = 1;
            return;
        }
        r->text = t;
        r->cap = cap;
    }
    memcpy(r->text + r->len, s, n + 1);
    r->len += n;
}

/* The movie so far, ended at `end` (the first frame not recorded), written
 * atomically to the recording's file. */
static int save(recorder *r, uint32_t end, char *err, size_t n)
{
    char line[32];
    size_t len = r->len;
    snprintf(line, sizeof line, "end %lu\n", (unsigned long)end);
    append(r, line);
    if (r->failed) {
        snprintf(err, n, "%s: out of memory while recording", r->path);
        return -1;
    }
    int st = fio_write_atomic(r->path, r->text, r->len, err, n);
    r->len = len;                      /* the end line goes again next time */
    r->text[len] = 0;
    r->saved_frame = end - 1;
    return st;
}

int rec_start(recorder *r, const char *name, uint8_t machine, const char *path,
              char *err, size_t n)
{
    char line[160];
    memset(r, 0, sizeof *r);
    snprintf(r->path, sizeof r->path, "%s", path);
    snprintf(line, sizeof line, "%s\ntitle %s\n", MOV_MAGIC, name);
    append(r, line);
    if (mov_machine_name(machine)) {
        snprintf(line, sizeof line, "machine %s\n", mov_machine_name(machine));
        append(r, line);
    }
    append(r, "# recorded by annex from power-on, blank save RAM\n");
    r->head_len = r->len;
    if (save(r, 1, err, n) == 0)
        return 0;
    rec_free(r);
    return -1;
}

void rec_frame(recorder *r, uint32_t frame, const hw_input *in)
{
    char line[MOV_LINE_MAX + 1], err[16];
    if (mov_format(line, frame, &r->prev, in)) {
        append(r, line);
        append(r, "\n");
    }
    r->prev = *in;
    r->prev.key = 0;
    r->last_frame = frame;
    /* A crash loses at most the last REC_CHECKPOINT frames; a failure here
     * shows again, with its reason, when the recording ends. */
    if (frame - r->saved_frame >= REC_CHECKPOINT)
        save(r, frame + 1, err, sizeof err);
}

int rec_restart(recorder *r, char *err, size_t n)
{
    if (!r->failed) {
        r->len = r->head_len;
        r->text[r->len] = 0;
    }
    memset(&r->prev, 0, sizeof r->prev);
    r->last_frame = 0;
    return save(r, 1, err, n);
}

int rec_cut(recorder *r, uint32_t frame, const hw_input *in)
{
    if (frame > r->last_frame)
        return -1;
    if (!r->failed) {
        /* the event lines are in frame order: keep those up to `frame` */
        size_t at = r->head_len;
        while (at < r->len && strtoul(r->text + at, NULL, 10) <= frame)
            at += strcspn(r->text + at, "\n") + 1;
        r->len = at < r->len ? at : r->len;
        r->text[r->len] = 0;
    }
    r->prev = *in;
    r->prev.key = 0;
    r->last_frame = frame;
    if (r->saved_frame > frame)
        r->saved_frame = frame;
    return 0;
}

int rec_finish(recorder *r, char *err, size_t n)
{
    int st = save(r, r->last_frame + 1, err, n);
    rec_free(r);
    return st;
}

void rec_free(recorder *r)
{
    free(r->text);
    memset(r, 0, sizeof *r);
}

int rec_power_cycled(recorder *r, uint8_t sram[CON_SRAM_SIZE], char *err, size_t n)
{
    memset(sram, 0, CON_SRAM_SIZE);
    return rec_restart(r, err, n);
}

const char *rec_reset_line(int recording)
{
    return recording ? "reset: the movie starts again here (blank save RAM)" : "reset";
}

void rec_refused(const char *what, char *line, size_t n)
{
    snprintf(line, n, "no %s while recording (Ctrl+R stops the movie)", what);
}
