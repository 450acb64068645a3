/* headless.c — see headless.h. */
#include "emu/headless.h"

#include <stdlib.h>
#include <string.h>
#include "emu/machine.h"
#include "emu/movie_file.h"
#include "emu/rom.h"

typedef struct hl_ctx {
    const hl_opts *o;
    eng           *e;
    mvf            movie;
    mov_player     player;
    int            has_movie;
    uint32_t       stop_at;    /* first logical frame not run; 0 = none */
    int            stopped;
    int            pages;      /* printed pages written */
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

/* ---- callbacks ---- */

static void on_input(void *ctx, uint32_t frame, hw_input *out)
{
    hl_ctx *c = ctx;
    if (c->o->screen_fn && !c->stopped)
        c->o->screen_fn(c->o->screen_ctx, frame - 1, &c->e->hw.disp);
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

void hl_print_page(FILE *f, int *pages, const char *page, uint16_t len)
{
    if ((*pages)++)
        fputc('\f', f);
    fwrite(page, 1, len, f);
}

static void on_print(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    hl_ctx *c = ctx;
    if (c->o->print && !(c->stop_at && frame >= c->stop_at))
        hl_print_page(c->o->print, &c->pages, page, len);
}

void hl_print_screen(FILE *f, const hw_display *d)
{
    if (!CON_MODE_OK(d->profile, d->cols, d->rows, d->cell_w, d->cell_h))
        return;
    for (int y = 0; y < d->rows; y++) {
        char line[CON_COLS_MAX + 1];
        int n = 0;
        for (int x = 0; x < d->cols; x++) {
            uint8_t c = d->chars[y * d->cols + x];
            line[n++] = c >= 32 && c < 127 ? (char)c
                      : c >= CON_GLYPH_BLOCKS && c < CON_GLYPH_USER ? (c > CON_GLYPH_BLOCKS ? '#' : ' ')
                      : c >= CON_GLYPH_USER || c == 127 ? '*' : ' ';
        }
        while (n && line[n - 1] == ' ')
            n--;
        line[n++] = '\n';
        fwrite(line, 1, (size_t)n, f);
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
    else if (busy_s >= (o->max_seconds ? o->max_seconds : HL_DEFAULT_SECONDS))
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
        if (c->o->frame_fn)
            c->o->frame_fn(c->o->frame_ctx, &e->hw);
    }
}

static int start(hl_ctx *c, hl_result *r)
{
    const hl_opts *o = c->o;
    if (o->movie) {
        if (mvf_load(&c->movie, o->movie, r->error, sizeof r->error)) {
            r->status = HL_BAD_INPUT;
            return -1;
        }
        mvf_play(&c->movie, &c->player);
        c->has_movie = 1;
        if (c->e->hw.machine == CON_MACHINE_ANY)
            c->e->hw.machine = c->movie.machine;
    }
    c->stop_at = hl_stop_frame(o->frames, c->movie.last_frame, c->movie.end_frame);
    c->e->hw.input_fn = on_input;
    c->e->hw.input_ctx = c;
    c->e->hw.trace_fn = on_trace;
    c->e->hw.trace_ctx = c;
    c->e->hw.print_fn = on_print;
    c->e->hw.print_ctx = c;
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
        if (o->screen_fn && r->exited && !c->stopped)  /* it ended before the stop: its last screen */
            o->screen_fn(o->screen_ctx, e->hw.frame, &e->hw.disp);
        r->frames = c->stopped ? c->stop_at - 1 : e->hw.frame;
        r->cycles = cycles_of(e);
        const hw_display *d = c->stopped ? &c->last : &e->hw.disp;
        if (o->screen && r->status == HL_OK)
            hl_print_screen(o->screen, d);
        if (o->last_screen)
            memcpy(o->last_screen, d, sizeof *d);
        /* The callbacks point into c: leave none behind. */
        e->hw.input_fn = NULL;
        e->hw.trace_fn = NULL;
        e->hw.print_fn = NULL;
    }
    mvf_free(&c->movie);
    free(c);
    return r->status;
}
