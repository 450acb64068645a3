/* tracelog.c — see tracelog.h. */
#include "front/tracelog.h"

#include <stdlib.h>
#include <unistd.h>

void tlog_back(tracelog *t, FILE *f, long off)
{
    fflush(f);
    if (off < 0 || off > ftell(f) || ftruncate(fileno(f), off) || fseek(f, off, SEEK_SET))
        return;
    while (t->n && t->mark[t->n - 1].off >= off)
        t->n--;
}

/* The lines of logical frame `frame` in the file. */
static unsigned tlog_lines(const tracelog *t, uint32_t frame)
{
    size_t i = t->n;
    while (i && t->mark[i - 1].frame > frame)
        i--;
    size_t end = i;
    while (i && t->mark[i - 1].frame == frame)
        i--;
    return (unsigned)(end - i);
}

void tlog_cut_lines(tracelog *t, FILE *f, uint32_t frame, unsigned keep)
{
    size_t i = t->n;
    while (i && t->mark[i - 1].frame > frame)
        i--;
    unsigned lines = tlog_lines(t, frame);
    if (i >= lines && keep < lines)
        i -= lines - keep;
    if (i < t->n && !t->failed)
        tlog_back(t, f, t->mark[i].off);
}

/* Notes that a line of `frame` begins here; 0, or -1 out of memory. */
static int mark(tracelog *t, FILE *f, uint32_t frame)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 256;
        tlog_mark *m = realloc(t->mark, cap * sizeof *m);
        if (!m)
            return -1;
        t->mark = m;
        t->cap = cap;
    }
    t->mark[t->n].frame = frame;
    t->mark[t->n++].off = ftell(f);
    return 0;
}

void tlog_line(tracelog *t, FILE *f, uint32_t frame, const char *line)
{
    if (!t->failed && mark(t, f, frame))
        t->failed = 1;
    fprintf(f, "%lu %s\n", (unsigned long)frame, line);
}

void tlog_free(tracelog *t)
{
    free(t->mark);
    t->mark = NULL;
    t->n = t->cap = 0;
    t->failed = 0;
}
