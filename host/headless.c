/* headless.c — see headless.h. */
#include "host/headless.h"

#include <stdlib.h>
#include <string.h>
#include "host/looks.h"
#include "host/png.h"
#include "host/render.h"
#include "host/session.h"

typedef struct run {
    session  s;
    uint32_t stop_at;   /* first logical frame not run; 0 = none */
    int      stopped;   /* the cartridge asked for frame stop_at */
    hw_display last;    /* the screen at that latch: the end of frame stop_at - 1 */
} run;

uint32_t headless_stop_frame(long frames, uint32_t movie_last, uint32_t movie_end)
{
    uint32_t stop = 0;
    if (frames > 0)
        stop = (uint32_t)frames + 1;
    if (movie_end && (!stop || movie_end < stop))
        stop = movie_end;
    if (frames < 0 && !movie_end)
        stop = movie_last + HEADLESS_DEFAULT_FRAMES;
    return stop;
}

/* Runs as the cartridge's input_fn (on its thread when native). */
static void run_input(void *ctx, uint32_t frame, hw_input *out)
{
    run *r = ctx;
    if (r->stop_at && frame >= r->stop_at) {
        /* What the cartridge does from here is not part of the run (the
         * native build runs on to its next frame): keep the screen as it
         * is at this latch, as every engine has it. */
        if (!r->stopped)
            memcpy(&r->last, &r->s.e->hw.disp, sizeof r->last);
        r->stopped = 1;
        memset(out, 0, sizeof *out);
        return;
    }
    if (r->s.has_movie)
        mov_input(&r->s.player, frame, out);
}

static int write_png(const char *path, const hw_display *d)
{
    static uint32_t px[RENDER_MAX_PIXELS];
    int w, h;
    char err[512];
    render_size(d, &w, &h);
    render_frame(d, px);
    if (png_write(path, px, w, h, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        return 1;
    }
    return 0;
}

void headless_print_screen(FILE *f, const hw_display *d)
{
    if (!CON_MODE_OK(d->profile, d->cols, d->rows, d->cell_w, d->cell_h))
        return;
    for (int y = 0; y < d->rows; y++) {
        char line[CON_COLS_MAX + 2];
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

static int outputs(const host_opts *o, const hw_display *d)
{
    int st = 0;
    if (o->screenshot)
        st |= write_png(o->screenshot, d);
    if (o->screen)
        headless_print_screen(stdout, d);
    return st;
}

static int test_card(const host_opts *o)
{
    static hw h;
    look_test_card(look_find(o->machine), &h);
    return outputs(o, &h.disp);
}

/* The frame loop: one displayed frame at a time until the end. */
static int frames(run *r)
{
    eng *e = r->s.e;
    for (;;) {
        int st = eng_frame(e, -1);
        if (st == ENG_ERROR) {
            fprintf(stderr, "annex: %s: %s\n", e->name, e->error[0] ? e->error : "the machine stopped");
            return 1;
        }
        if (st == ENG_EXIT || r->stopped)
            return 0;
    }
}

int headless_run(const host_opts *o)
{
    if (o->testcard)
        return test_card(o);
    static run r;
    char err[1024];
    memset(&r, 0, sizeof r);
    int st = sess_open(&r.s, o, err, sizeof err);
    if (!st)
        st = sess_outputs(&r.s, o, err, sizeof err);
    if (!st && o->state)
        st = sess_load_state(&r.s, o->state, err, sizeof err);
    if (st) {
        fprintf(stderr, "annex: %s\n", err);
        sess_close(&r.s);
        return st;
    }
    r.stop_at = headless_stop_frame(o->frames, r.s.movie.last_frame, r.s.movie.end_frame);
    r.s.trace_limit = r.stop_at;
    r.s.e->hw.input_fn = run_input;
    r.s.e->hw.input_ctx = &r;
    st = frames(&r);
    if (r.s.has_movie && r.s.player.error)
        fprintf(stderr, "annex: %s:%lu: %s\n", o->movie, (unsigned long)r.s.player.line_no, r.s.player.error);
    st |= outputs(o, r.stopped ? &r.last : &r.s.e->hw.disp);
    if (sess_finish(&r.s, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        st = 1;
    }
    sess_close(&r.s);
    return st;
}
