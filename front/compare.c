/* compare.c — see compare.h. */
#include "front/compare.h"

#include <stdlib.h>
#include <string.h>
#include "emu/headless.h"
#include "front/session.h"

int cmp_trace_add(cmp_trace *t, uint32_t frame, const char *text)
{
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 256;
        cmp_event *ev = realloc(t->ev, cap * sizeof *ev);
        if (!ev)
            return -1;
        t->ev = ev;
        t->cap = cap;
    }
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

typedef struct run_ctx {
    eng       *e;
    cmp_trace *trace;        /* events are collected here */
    const cmp_trace *ref;    /* or compared with this, to find the divergence */
    long       want;         /* snapshot at this event (-1: at the first mismatch with ref) */
    cmp_side  *side;
    int        oom;
} run_ctx;

static void snapshot(run_ctx *c, uint32_t frame, const char *line)
{
    c->side->has_event = 1;
    c->side->event.frame = frame;
    snprintf(c->side->event.text, sizeof c->side->event.text, "%s", line);
    memcpy(&c->side->screen, &c->e->hw.disp, sizeof c->side->screen);
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    run_ctx *c = ctx;
    size_t i = c->trace->n;
    if (cmp_trace_add(c->trace, frame, line)) {
        c->oom = 1;
        return;
    }
    if (c->side->has_event)
        return;
    if (c->want >= 0 ? (long)i == c->want
                     : c->ref && (i >= c->ref->n || !same_event(&c->ref->ev[i], &c->trace->ev[i])))
        snapshot(c, frame, line);
}

/* Runs a freshly opened engine under the movie. 0, or 2 (err) on bad input. */
static int run_one(const cmp_target *t, run_ctx *c, char *err, size_t n)
{
    c->e = t->open(t->ctx, err, n);
    if (!c->e)
        return 2;
    static hw_display end;
    hl_opts o = { .movie = t->movie, .frames = -1, .trace_fn = on_trace, .trace_ctx = c,
                  .last_screen = &end, .max_displayed = HL_GAME_GUARD };
    hl_result res;
    int st = hl_run(c->e, &o, &res);
    if (!c->side->has_event && st != HL_BAD_INPUT)   /* no event there: the screen at the end */
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

int cmp_engines(const cmp_target *a, const cmp_target *b, cmp_report *r,
                char *err, size_t n)
{
    cmp_trace ta = { 0 }, tb = { 0 }, again = { 0 };
    memset(r, 0, sizeof *r);
    r->side[0].label = a->label;
    r->side[1].label = b->label;
    /* a: collect; b: compare as it goes (its screen at the first mismatch);
     * then, if they differ, a again for its screen at that event. */
    run_ctx ca = { .trace = &ta, .want = -2, .side = &r->side[0] };
    run_ctx cb = { .trace = &tb, .ref = &ta, .want = -1, .side = &r->side[1] };
    int st = run_one(a, &ca, err, n);
    if (!st)
        st = run_one(b, &cb, err, n);
    if (!st) {
        r->events = ta.n;
        r->index = cmp_first_diff(&ta, &tb);
        r->identical = r->index < 0 && !r->side[0].failed && !r->side[1].failed;
        if (r->index < 0 && !r->identical)
            r->index = (long)ta.n;     /* same events, but a run failed */
        if (!r->identical) {
            cmp_side keep = r->side[0];
            run_ctx c2 = { .trace = &again, .want = r->index, .side = &r->side[0] };
            r->side[0].has_event = 0;
            st = run_one(a, &c2, err, n);
            r->side[0].failed = keep.failed;
            snprintf(r->side[0].error, sizeof r->side[0].error, "%s", keep.error);
        }
    }
    cmp_trace_free(&ta);
    cmp_trace_free(&tb);
    cmp_trace_free(&again);
    return st;
}

/* ---- the report ---- */

static void print_side(FILE *f, const cmp_side *s)
{
    if (s->has_event)
        fprintf(f, "  %-7s frame %lu: %s\n", s->label, (unsigned long)s->event.frame, s->event.text);
    else
        fprintf(f, "  %-7s (no event: the trace ended after %lu logical frames)\n", s->label,
                (unsigned long)s->frames);
    if (s->failed)
        fprintf(f, "  %-7s run failed: %s\n", s->label, s->error);
}

void cmp_print(FILE *f, const cmp_report *r)
{
    if (r->identical) {
        fprintf(f, "identical\n");
        return;
    }
    fprintf(f, "first divergence at trace event %ld (of %lu):\n", r->index + 1,
            (unsigned long)r->events);
    print_side(f, &r->side[0]);
    print_side(f, &r->side[1]);
    for (int i = 0; i < 2; i++) {
        fprintf(f, "%s screen %s:\n", r->side[i].label,
                r->side[i].has_event ? "at that event" : "at the end of its run");
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
    fprintf(stderr, "annex compare: %s%s (usage: annex compare TITLE --movie FILE)\n", why,
            what ? what : "");
    return 2;
}

int cmp_main(int argc, char **argv)
{
    const char *title = NULL, *movie = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--movie") && i + 1 < argc)
            movie = argv[++i];
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
    static cmp_report r;
    cmp_target a = { open_native, (void *)t, "native", movie };
    cmp_target b = { open_rom, rom, "ROM", movie };
    if (cmp_engines(&a, &b, &r, err, sizeof err)) {
        fprintf(stderr, "annex compare: %s\n", err);
        return 2;
    }
    cmp_print(stdout, &r);
    if (!r.identical)     /* the debugger stops the ROM there (docs/debugger.md) */
        printf("debug the ROM at that frame: annex debug %s --movie %s --compare\n", title, movie);
    return r.identical ? 0 : 1;
}
