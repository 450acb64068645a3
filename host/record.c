/* record.c — see record.h. */
#include "host/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie.h"
#include "host/fileio.h"

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

int rec_start(recorder *r, const char *name, uint8_t machine)
{
    char line[160];
    memset(r, 0, sizeof *r);
    snprintf(line, sizeof line, "%s\ntitle %s\n", MOV_MAGIC, name);
    append(r, line);
    if (mov_machine_name(machine)) {
        snprintf(line, sizeof line, "machine %s\n", mov_machine_name(machine));
        append(r, line);
    }
    append(r, "# recorded by annex from power-on, blank save RAM\n");
    return r->failed ? -1 : 0;
}

void rec_frame(recorder *r, uint32_t frame, const hw_input *in)
{
    char line[MOV_LINE_MAX + 1];
    if (mov_format(line, frame, &r->prev, in)) {
        append(r, line);
        append(r, "\n");
    }
    r->prev = *in;
    r->prev.key = 0;
    r->last_frame = frame;
}

int rec_finish(recorder *r, const char *path, char *err, size_t n)
{
    char line[32];
    snprintf(line, sizeof line, "end %lu\n", (unsigned long)r->last_frame + 1);
    append(r, line);
    int st = -1;
    if (r->failed)
        snprintf(err, n, "%s: out of memory while recording", path);
    else
        st = fio_write_atomic(path, r->text, r->len, err, n);
    rec_free(r);
    return st;
}

void rec_free(recorder *r)
{
    free(r->text);
    memset(r, 0, sizeof *r);
}
