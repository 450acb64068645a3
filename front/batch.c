/* batch.c — annex --headless (see batch.h). */
#include "front/batch.h"

#include <stdio.h>
#include <string.h>
#include "emu/headless.h"
#include "front/looks.h"
#include "front/png.h"
#include "front/render.h"
#include "front/session.h"

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

static int outputs(const host_opts *o, const hw_display *d)
{
    int st = 0;
    if (o->screenshot)
        st |= write_png(o->screenshot, d);
    if (o->screen)
        hl_print_screen(stdout, d);
    return st;
}

static int test_card(const host_opts *o)
{
    static hw h;
    look_test_card(look_find(o->machine), &h);
    return outputs(o, &h.disp);
}

static void wav_hook(void *ctx, const hw *h) { wav_frame(ctx, h); }

/* The session's engine through hl_run: its trace into the session's trace
 * file, the final screen into *last. */
static int run(session *s, const host_opts *o, hw_display *last)
{
    hl_opts h = { .movie = o->movie, .frames = o->frames, .trace = s->trace.f,
                  .print = s->print.f,
                  .last_screen = last, .max_displayed = HL_GAME_GUARD,
                  .frame_fn = s->wav.f.f ? wav_hook : NULL, .frame_ctx = &s->wav };
    hl_result r;
    int st = hl_run(s->e, &h, &r);
    if (st)
        fprintf(stderr, "annex: %s\n", r.error);
    return st;
}

int batch_run(const host_opts *o)
{
    if (o->testcard)
        return test_card(o);
    static session s;
    static hw_display last;
    char err[1024];
    int st = sess_open(&s, o, err, sizeof err);
    if (!st)
        st = sess_outputs(&s, o, err, sizeof err);
    if (!st && o->movie && !o->any_title)
        st = sess_check_movie(s.title, o->movie, err, sizeof err);
    if (!st && o->state)
        st = sess_load_state(&s, o->state, err, sizeof err);
    if (st) {
        fprintf(stderr, "annex: %s\n", err);
        sess_close(&s);
        return st;
    }
    st = run(&s, o, &last);
    if (st != HL_BAD_INPUT)
        st |= outputs(o, &last);
    if (st != HL_BAD_INPUT && sess_finish(&s, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        st = 1;
    }
    sess_close(&s);
    return st;
}
