/* movie_file.c — see movie_file.h. */
#include "emu/movie_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/textfile.h"

static const char *next_line(void *ctx)
{
    mvf *m = ctx;
    return m->next < m->count ? m->lines[m->next++] : NULL;
}

void mvf_play(mvf *m, mov_player *p)
{
    m->next = 0;
    mov_start(p, next_line, m);
}

/* The name on the first `title NAME` line, trailing blanks cut. */
static void title_of(mvf *m)
{
    for (size_t i = 0; i < m->count; i++)
        if (!strncmp(m->lines[i], "title ", 6)) {
            snprintf(m->title, sizeof m->title, "%s", m->lines[i] + 6);
            size_t k = strlen(m->title);
            while (k && (m->title[k - 1] == ' ' || m->title[k - 1] == '\t' || m->title[k - 1] == '\r'))
                m->title[--k] = 0;
            return;
        }
}

/* Plays the whole movie once: the checks are the player's, so a file that
 * passes here plays without an error in every runner. */
static int check(mvf *m, const char *path, char *err, size_t n)
{
    mov_player p;
    hw_input in;
    mvf_play(m, &p);
    mov_input(&p, UINT32_MAX, &in);
    if (p.error) {
        snprintf(err, n, "%s:%lu: %s", path, (unsigned long)p.line_no, p.error);
        return -1;
    }
    m->last_frame = p.last_frame;
    m->end_frame = p.end_frame;
    m->machine = p.machine;
    m->next = 0;
    title_of(m);
    return 0;
}

int mvf_load(mvf *m, const char *path, char *err, size_t n)
{
    memset(m, 0, sizeof *m);
    m->machine = CON_MACHINE_ANY;
    size_t len;
    int st = txt_read(path, MVF_MAX, &m->text, &len, err, n);
    if (!st && strlen(m->text) != len) {
        snprintf(err, n, "%s: not a text file", path);
        st = -1;
    }
    if (!st && txt_lines(m->text, &m->lines, &m->count)) {
        snprintf(err, n, "%s: out of memory", path);
        st = -1;
    }
    if (!st)
        st = check(m, path, err, n);
    if (st)
        mvf_free(m);
    return st;
}

void mvf_free(mvf *m)
{
    free(m->text);
    free(m->lines);
    memset(m, 0, sizeof *m);
    m->machine = CON_MACHINE_ANY;
}
