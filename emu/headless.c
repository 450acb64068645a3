/* headless.c — see headless.h. */
#include "emu/headless.h"

#include <stdlib.h>
#include <string.h>
#include "emu/machine.h"
#include "emu/movie.h"
#include "emu/rom.h"

#define MOVIE_MAX (64u << 20)

/* A movie read whole and checked line by line before the run, so a bad
 * line is reported as FILE:LINE before anything runs. */
typedef struct hl_movie {
    char    *text;
    char   **lines;
    size_t   count, next;
    uint32_t last_frame, end_frame;
} hl_movie;

typedef struct hl_ctx {
    const hl_opts *o;
    eng           *e;
    hl_movie       movie;
    mov_player     player;
    int            has_movie;
    uint32_t       stop_at;    /* first logical frame not run; 0 = none */
    int            stopped;
    hw_display     last;       /* the screen at the stopping latch */
} hl_ctx;

uint32_t hl_stop_frame(long frames, uint32_t movie_last, uint32_t movie_end)
{
    uint32_t stop = 0;
    if (frames > 0)
        stop = (uint32_t)frames + 1;
    if (movie_end && (!stop || movie_end < stop))
        stop = movie_end;
    if (frames < 0 && !movie_end)
        stop = movie_last + HL_DEFAULT_FRAMES;
    return stop;
}

/* ---- the movie ---- */

static int split_lines(hl_movie *m)
{
    size_t cap = 64;
    m->lines = malloc(cap * sizeof *m->lines);
    for (char *p = m->text; m->lines && *p;) {
        if (m->count == cap) {
            char **more = realloc(m->lines, 2 * cap * sizeof *m->lines);
            if (!more)
                return -1;
            m->lines = more;
            cap *= 2;
        }
        m->lines[m->count++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = 0;
        p = nl + 1;
    }
    return m->lines ? 0 : -1;
}

static int check_lines(hl_movie *m, const char *path, char *err, size_t n)
{
    uint32_t last = 0;
    for (size_t i = 0; i < m->count; i++) {
        mov_event ev;
        const char *why = "bad line";
        int8_t r = mov_parse_line(m->lines[i], &ev, &why);
        if (r == MOV_EVENT && ev.frame <= last) {
            r = MOV_ERROR;
            why = "frame numbers must increase";
        }
        if (r == MOV_ERROR) {
            snprintf(err, n, "%s:%lu: %s", path, (unsigned long)(i + 1), why);
            return -1;
        }
        if (r == MOV_EVENT)
            m->last_frame = last = ev.frame;
        if (r == MOV_END)
            m->end_frame = ev.frame;
    }
    return 0;
}

static void movie_free(hl_movie *m)
{
    free(m->text);
    free(m->lines);
    memset(m, 0, sizeof *m);
}

static int movie_load(hl_movie *m, const char *path, char *err, size_t n)
{
    uint8_t *buf;
    size_t len;
    memset(m, 0, sizeof *m);
    if (rom_read_file(path, MOVIE_MAX, &buf, &len, err, n))
        return -1;
    m->text = realloc(buf, len + 1);
    if (!m->text) {
        free(buf);
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    m->text[len] = 0;
    const char *why = strlen(m->text) != len ? "not a text file"
                    : split_lines(m) ? "out of memory" : NULL;
    if (why)
        snprintf(err, n, "%s: %s", path, why);
    if (why || check_lines(m, path, err, n)) {
        movie_free(m);
        return -1;
    }
    return 0;
}

static const char *movie_next(void *ctx)
{
    hl_movie *m = ctx;
    return m->next < m->count ? m->lines[m->next++] : NULL;
}

/* ---- callbacks ---- */

static void on_input(void *ctx, uint32_t frame, hw_input *out)
{
    hl_ctx *c = ctx;
    if (c->stop_at && frame >= c->stop_at) {
        /* The run ends at this latch; what the cartridge does after it (to
         * the end of the displayed frame) is not part of it. */
        if (!c->stopped)
            memcpy(&c->last, &c->e->hw.disp, sizeof c->last);
        c->stopped = 1;
        memset(out, 0, sizeof *out);
        return;
    }
    if (c->has_movie)
        mov_input(&c->player, frame, out);
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    hl_ctx *c = ctx;
    if (c->stop_at && frame >= c->stop_at)
        return;
    if (c->o->trace)
        fprintf(c->o->trace, "%lu %s\n", (unsigned long)frame, line);
    if (c->o->trace_fn)
        c->o->trace_fn(c->o->trace_ctx, frame, line);
}

void hl_print_screen(FILE *f, const hw_display *d)
{
    if (!CON_MODE_OK(d->profile, d->cols, d->rows, d->cell_w, d->cell_h))
        return;
    for (int y = 0; y < d->rows; y++) {
        char line[CON_COLS_MAX + 1];
        for (int x = 0; x < d->cols; x++) {
            uint8_t ch = d->chars[y * d->cols + x];
            line[x] = ch >= 32 && ch < 127 ? (char)ch : '.';
        }
        line[d->cols] = '\n';
        fwrite(line, 1, (size_t)d->cols + 1, f);
    }
}

/* ---- the run ---- */

static int fail(hl_result *r, int status, const char *what)
{
    r->status = status;
    snprintf(r->error, sizeof r->error, "%s", what);
    return status;
}

static uint64_t cycles_of(eng *e)
{
    mach *m = mach_of_engine(e);
    return m ? m->cpu.cycles : 0;
}

/* A guard tripped: one line saying which. */
static int guard(hl_ctx *c, hl_result *r, unsigned busy_s)
{
    const hl_opts *o = c->o;
    uint64_t max_disp = o->max_displayed ? o->max_displayed : HL_DEFAULT_GUARD;
    char why[160];
    if (r->displayed >= max_disp)
        snprintf(why, sizeof why, "no end after %llu displayed frames (hang guard)",
                 (unsigned long long)r->displayed);
    else if (o->max_cycles && cycles_of(c->e) >= o->max_cycles)
        snprintf(why, sizeof why, "no end after %llu cycles (hang guard)",
                 (unsigned long long)cycles_of(c->e));
    else if (o->max_seconds && busy_s >= o->max_seconds)
        snprintf(why, sizeof why, "a frame computed for %u s (hang guard)", busy_s);
    else
        return 0;
    return fail(r, HL_FAILED, why);
}

static int frames(hl_ctx *c, hl_result *r)
{
    eng *e = c->e;
    unsigned busy_s = 0;
    for (;;) {
        if (guard(c, r, busy_s))
            return r->status;
        /* Natively a frame may compute for long: wait a second at a time
         * so the wall-clock guard can act. */
        int st = eng_frame(e, e->kind == ENG_NATIVE ? 1000 : -1);
        if (st == ENG_BUSY) {
            busy_s++;
            continue;
        }
        busy_s = 0;
        r->displayed++;
        if (st == ENG_ERROR) {
            r->status = HL_FAILED;
            snprintf(r->error, sizeof r->error, "%s: %s", e->name,
                     e->error[0] ? e->error : "the machine stopped");
            return HL_FAILED;
        }
        if (st == ENG_EXIT) {
            r->exited = 1;
            r->exit_code = e->hw.exit_code;
            return HL_OK;
        }
        if (c->stopped)
            return HL_OK;
    }
}

static int start(hl_ctx *c, hl_result *r)
{
    const hl_opts *o = c->o;
    if (o->movie) {
        if (movie_load(&c->movie, o->movie, r->error, sizeof r->error)) {
            r->status = HL_BAD_INPUT;
            return -1;
        }
        mov_start(&c->player, movie_next, &c->movie);
        c->has_movie = 1;
    }
    c->stop_at = hl_stop_frame(o->frames, c->movie.last_frame, c->movie.end_frame);
    c->e->hw.input_fn = on_input;
    c->e->hw.input_ctx = c;
    c->e->hw.trace_fn = on_trace;
    c->e->hw.trace_ctx = c;
    return 0;
}

int hl_run(eng *e, const hl_opts *o, hl_result *r)
{
    memset(r, 0, sizeof *r);
    hl_ctx *c = calloc(1, sizeof *c);
    if (!c)
        return fail(r, HL_FAILED, "out of memory");
    c->o = o;
    c->e = e;
    if (start(c, r) == 0) {
        r->status = frames(c, r);
        r->frames = c->stopped ? c->stop_at - 1 : e->hw.frame;
        r->cycles = cycles_of(e);
        if (o->screen && r->status == HL_OK)
            hl_print_screen(o->screen, c->stopped ? &c->last : &e->hw.disp);
        /* The callbacks point into c: leave none behind. */
        e->hw.input_fn = NULL;
        e->hw.trace_fn = NULL;
    }
    movie_free(&c->movie);
    free(c);
    return r->status;
}
