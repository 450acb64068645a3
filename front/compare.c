/* compare.c — see compare.h. */
#include "front/compare.h"

#include <stdlib.h>
#include <string.h>
#include "emu/headless.h"
#include "emu/screen.h"
#include "front/session.h"
#include "util/fileio.h"

/* p with room for one more of its n items of `size` (doubling from
 * `first`), or NULL when out of memory (p kept, *cap unchanged). */
static void *grow(void *p, size_t *cap, size_t n, size_t size, size_t first)
{
    if (n < *cap)
        return p;
    size_t c = *cap ? 2 * *cap : first;
    void *q = realloc(p, c * size);
    if (q)
        *cap = c;
    return q;
}

int cmp_trace_add(cmp_trace *t, uint32_t frame, const char *text)
{
    cmp_event *ev = grow(t->ev, &t->cap, t->n, sizeof *ev, 256);
    if (!ev)
        return -1;
    t->ev = ev;
    t->ev[t->n].frame = frame;
    snprintf(t->ev[t->n].text, sizeof t->ev[t->n].text, "%s", text);
    t->n++;
    return 0;
}

void cmp_trace_free(cmp_trace *t)
{
    free(t->ev);
    memset(t, 0, sizeof *t);
}

static int same_event(const cmp_event *a, const cmp_event *b)
{
    return a->frame == b->frame && !strcmp(a->text, b->text);
}

long cmp_first_diff(const cmp_trace *a, const cmp_trace *b)
{
    size_t n = a->n < b->n ? a->n : b->n;
    for (size_t i = 0; i < n; i++)
        if (!same_event(&a->ev[i], &b->ev[i]))
            return (long)i;
    return a->n == b->n ? -1 : (long)n;
}

/* ---- one run ---- */

/* The screen hashes of a run, one per logical frame from 0. */
typedef struct cmp_screens {
    uint64_t *h;
    size_t    n, cap;
} cmp_screens;

static int screens_add(cmp_screens *s, uint64_t h)
{
    uint64_t *p = grow(s->h, &s->cap, s->n, sizeof *p, 4096);
    if (!p)
        return -1;
    s->h = p;
    s->h[s->n++] = h;
    return 0;
}

typedef struct run_ctx {
    eng       *e;
    cmp_trace *trace;        /* events are collected here */
    cmp_screens *scr;        /* and the screens' hashes */
    const cmp_trace *ref;    /* or compared with these as they come, */
    const cmp_screens *ref_scr; /* to find the first divergence */
    long       want_event;   /* or a snapshot at this event, */
    long       want_frame;   /* or at the end of this frame (-1: none) */
    cmp_side  *side;
    int        what;         /* CMP_* found first (ref runs) */
    uint32_t   frame;        /* CMP_SCREEN: at the end of this frame */
    int        oom;
} run_ctx;

static void snapshot(run_ctx *c, const hw_display *d)
{
    c->side->has_screen = 1;
    memcpy(&c->side->screen, d, sizeof c->side->screen);
}

static void snapshot_event(run_ctx *c, uint32_t frame, const char *line)
{
    c->side->has_event = 1;
    c->side->event.frame = frame;
    snprintf(c->side->event.text, sizeof c->side->event.text, "%s", line);
    snapshot(c, &c->e->hw.disp);
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    run_ctx *c = ctx;
    size_t i = c->trace->n;
    if (cmp_trace_add(c->trace, frame, line)) {
        c->oom = 1;
        return;
    }
    if (c->side->has_screen)
        return;
    if (c->ref ? i >= c->ref->n || !same_event(&c->ref->ev[i], &c->trace->ev[i])
               : (long)i == c->want_event) {
        c->what = CMP_TRACE;
        snapshot_event(c, frame, line);
    }
}

/* What a ref run finds at the end of a frame: an event of the reference
 * this run did not give, or another screen. */
static int frame_differs(run_ctx *c, uint32_t frame, uint64_t h)
{
    size_t i = c->trace->n;
    if (i < c->ref->n && c->ref->ev[i].frame <= frame)
        return CMP_TRACE;
    return frame >= c->ref_scr->n || c->ref_scr->h[frame] != h ? CMP_SCREEN : CMP_SAME;
}

static void on_screen(void *ctx, uint32_t frame, const hw_display *d)
{
    run_ctx *c = ctx;
    uint64_t h = scr_hash(d);
    if (screens_add(c->scr, h)) {
        c->oom = 1;
        return;
    }
    if (c->side->has_screen)
        return;
    int what = c->ref ? frame_differs(c, frame, h) : (long)frame == c->want_frame ? CMP_SCREEN : 0;
    if (what) {
        c->what = what;
        c->frame = frame;
        snapshot(c, d);
    }
}

/* Runs a freshly opened engine under the movie. 0, or 2 (err) on bad input. */
static int run_one(const cmp_target *t, run_ctx *c, char *err, size_t n)
{
    c->e = t->open(t->ctx, err, n);
    if (!c->e)
        return 2;
    static hw_display end;
    hl_opts o = { .movie = t->movie, .frames = -1, .trace = t->trace,
                  .trace_fn = on_trace, .trace_ctx = c,
                  .screen_fn = on_screen, .screen_ctx = c, .last_screen = &end,
                  .max_displayed = t->max_displayed ? t->max_displayed : HL_GAME_GUARD };
    hl_result res;
    int st = hl_run(c->e, &o, &res);
    if (!c->side->has_screen && st != HL_BAD_INPUT)   /* not there: the screen at the end */
        memcpy(&c->side->screen, &end, sizeof c->side->screen);
    eng_close(c->e);
    c->e = NULL;
    if (st == HL_BAD_INPUT) {
        snprintf(err, n, "%s", res.error);
        return 2;
    }
    if (c->oom) {
        snprintf(err, n, "out of memory");
        return 2;
    }
    c->side->failed = st != HL_OK;
    snprintf(c->side->error, sizeof c->side->error, "%s", res.error);
    c->side->frames = res.frames;
    return 0;
}

/* After a and b: which check failed first (b's run found it as it went,
 * or it shows at the end: a trace or a run shorter than the other). */
static void judge(cmp_report *r, const run_ctx *cb, const cmp_trace *ta, const cmp_trace *tb,
                  const cmp_screens *sa, const cmp_screens *sb)
{
    r->events = ta->n;
    r->screens = sa->n;
    r->index = -1;
    long diff = cmp_first_diff(ta, tb);
    r->what = cb->what ? cb->what : diff >= 0 ? CMP_TRACE : sa->n != sb->n ? CMP_SCREEN : CMP_SAME;
    if (r->what == CMP_TRACE)
        r->index = diff >= 0 ? diff : (long)ta->n;
    if (r->what == CMP_SCREEN)
        r->frame = cb->what ? cb->frame : (uint32_t)(sa->n < sb->n ? sa->n : sb->n);
    r->identical = r->what == CMP_SAME && !r->side[0].failed && !r->side[1].failed;
    if (r->what == CMP_SAME && !r->identical) {   /* same run, but one failed */
        r->what = CMP_TRACE;
        r->index = (long)ta->n;
    }
}

/* a again, for its screen where b's run first differed. */
static int rerun_first(const cmp_target *first, cmp_report *r, char *err, size_t n)
{
    cmp_target a = *first;
    a.trace = NULL;      /* written once, by the first run */
    cmp_trace t = { 0 };
    cmp_screens s = { 0 };
    cmp_side keep = r->side[0];
    run_ctx c = { .trace = &t, .scr = &s, .want_event = r->what == CMP_TRACE ? r->index : -1,
                  .want_frame = r->what == CMP_SCREEN ? (long)r->frame : -1, .side = &r->side[0] };
    r->side[0].has_event = r->side[0].has_screen = 0;
    int st = run_one(&a, &c, err, n);
    r->side[0].failed = keep.failed;
    snprintf(r->side[0].error, sizeof r->side[0].error, "%s", keep.error);
    if (!st && r->what == CMP_SCREEN && !scr_diff(&r->side[0].screen, &r->side[1].screen,
                                                  r->where, sizeof r->where))
        snprintf(r->where, sizeof r->where, "one run has no screen there");
    cmp_trace_free(&t);
    free(s.h);
    return st;
}

int cmp_engines(const cmp_target *a, const cmp_target *b, cmp_report *r,
                char *err, size_t n)
{
    cmp_trace ta = { 0 }, tb = { 0 };
    cmp_screens sa = { 0 }, sb = { 0 };
    memset(r, 0, sizeof *r);
    r->side[0].label = a->label;
    r->side[1].label = b->label;
    /* a: collect; b: compare as it goes (its screen at the first mismatch);
     * then, if they differ, a again for its screen there. */
    run_ctx ca = { .trace = &ta, .scr = &sa, .want_event = -1, .want_frame = -1,
                   .side = &r->side[0] };
    run_ctx cb = { .trace = &tb, .scr = &sb, .ref = &ta, .ref_scr = &sa, .side = &r->side[1] };
    int st = run_one(a, &ca, err, n);
    if (!st)
        st = run_one(b, &cb, err, n);
    if (!st) {
        judge(r, &cb, &ta, &tb, &sa, &sb);
        if (!r->identical)
            st = rerun_first(a, r, err, n);
    }
    cmp_trace_free(&ta);
    cmp_trace_free(&tb);
    free(sa.h);
    free(sb.h);
    return st;
}

/* ---- the report ---- */

static void print_side(FILE *f, const cmp_side *s)
{
    if (s->has_event)
        fprintf(f, "  %-7s frame %lu: %s\n", s->label, (unsigned long)s->event.frame, s->event.text);
    else if (s->has_screen)
        fprintf(f, "  %-7s (no such event: the frame ended without it)\n", s->label);
    else
        fprintf(f, "  %-7s (no event: the trace ended after %lu logical frames)\n", s->label,
                (unsigned long)s->frames);
}

void cmp_print(FILE *f, const cmp_report *r)
{
    if (r->identical) {
        fprintf(f, "identical: %lu trace lines, %lu screens\n", (unsigned long)r->events,
                (unsigned long)r->screens);
        return;
    }
    if (r->what == CMP_SCREEN) {
        fprintf(f, "first divergence on the screen at the end of frame %lu (of %lu; the traces agree up to there):\n",
                (unsigned long)r->frame, (unsigned long)r->screens);
        fprintf(f, "  first difference (%s / %s): %s\n", r->side[0].label, r->side[1].label, r->where);
    } else {
        fprintf(f, "first divergence at trace event %ld (of %lu; the screens agree up to there):\n",
                r->index + 1, (unsigned long)r->events);
        print_side(f, &r->side[0]);
        print_side(f, &r->side[1]);
    }
    for (int i = 0; i < 2; i++)
        if (r->side[i].failed)
            fprintf(f, "  %-7s run failed: %s\n", r->side[i].label, r->side[i].error);
    for (int i = 0; i < 2; i++) {
        fprintf(f, "%s screen %s:\n", r->side[i].label,
                r->side[i].has_screen ? "there" : "at the end of its run");
        hl_print_screen(f, &r->side[i].screen);
    }
}

/* ---- annex compare ---- */

static eng *open_native(void *ctx, char *err, size_t n)
{
    const ttl_entry *t = ctx;
    return eng_native_open(t->name, t->entry, err, n);
}

static eng *open_rom(void *ctx, char *err, size_t n)
{
    return eng_rom_open(ctx, err, n);
}

static int bad(const char *why, const char *what)
{
    fprintf(stderr, "annex compare: %s%s (usage: annex compare TITLE --movie FILE [--max-frames N] [--trace FILE] [--any-title])\n", why,
            what ? what : "");
    return 2;
}

const char *cmp_debug_cmd;

int cmp_main(int argc, char **argv)
{
    const char *title = NULL, *movie = NULL, *trace = NULL;
    unsigned long long guard = 0;
    int any_title = 0;
    for (int i = 1; i < argc; i++) {
        char *end;
        if (!strcmp(argv[i], "--movie") && i + 1 < argc)
            movie = argv[++i];
        else if (!strcmp(argv[i], "--trace") && i + 1 < argc)
            trace = argv[++i];
        else if (!strcmp(argv[i], "--any-title"))
            any_title = 1;
        else if (!strcmp(argv[i], "--max-frames") && i + 1 < argc) {
            guard = strtoull(argv[++i], &end, 10);
            if (*end || !guard || argv[i][0] == '-')
                return bad("--max-frames wants a positive number, not ", argv[i]);
        }
        else if (argv[i][0] != '-' && !title)
            title = argv[i];
        else
            return bad("unexpected argument ", argv[i]);
    }
    if (!title || !movie)
        return bad(!title ? "no title" : "no --movie", NULL);
    const ttl_entry *t = ttl_find(title);
    if (!t)
        return bad("unknown title ", title);
    char rom[4096], err[600];
    if (sess_find_rom(t, rom, sizeof rom))
        return bad("no ROM built for this title: ", rom);
    if (!any_title && sess_check_movie(t, movie, err, sizeof err)) {
        fprintf(stderr, "annex compare: %s\n", err);
        return 2;
    }
    static cmp_report r;
    static fio_out out;
    if (trace && fio_out_open(&out, trace, err, sizeof err)) {
        fprintf(stderr, "annex compare: %s\n", err);
        return 2;
    }
    cmp_target a = { open_native, (void *)t, "native", movie, guard, out.f };
    cmp_target b = { open_rom, rom, "ROM", movie, guard, NULL };
    if (cmp_engines(&a, &b, &r, err, sizeof err) || fio_out_close(&out, err, sizeof err)) {
        fio_out_abandon(&out);
        fprintf(stderr, "annex compare: %s\n", err);
        return 2;
    }
    cmp_print(stdout, &r);
    if (!r.identical && cmp_debug_cmd)  /* the debugger stops the ROM there (docs/debugger.md) */
        printf("debug the ROM at that frame: %s --movie %s --compare\n", cmp_debug_cmd, movie);
    else if (!r.identical)
        printf("debug the ROM at that frame: annex debug %s --movie %s --compare\n", title, movie);
    return r.identical ? 0 : 1;
}
