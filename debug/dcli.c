/* dcli.c — see dcli.h. */
#include "debug/dcli.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "debug/dap.h"
#include "debug/mon.h"
#include "emu/headless.h"
#include "front/session.h"
#include "front/titles.h"

#define EXPRS_MAX 32

typedef struct opts {
    const char *rom, *movie, *trace, *script;
    const char *exprs[EXPRS_MAX];
    int nexpr, compare, dap;
} opts;

static int usage(const char *why, const char *what)
{
    fprintf(stderr, "annex debug: %s%s (usage: annex debug FILE.rom|TITLE [--movie FILE] "
            "[--trace FILE] [--script FILE] [-e COMMAND]... [--compare] | annex debug --dap)\n",
            why, what ? what : "");
    return 2;
}

static int parse(int argc, char **argv, opts *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = !strcmp(a, "--movie") ? &o->movie : !strcmp(a, "--trace") ? &o->trace
                          : !strcmp(a, "--script") ? &o->script : NULL;
        if (slot || !strcmp(a, "-e")) {
            if (i + 1 >= argc)
                return usage(a, " needs a value");
            if (slot)
                *slot = argv[++i];
            else if (o->nexpr < EXPRS_MAX)
                o->exprs[o->nexpr++] = argv[++i];
        } else if (!strcmp(a, "--compare")) {
            o->compare = 1;
        } else if (!strcmp(a, "--dap")) {
            o->dap = 1;
        } else if (a[0] != '-' && !o->rom) {
            o->rom = a;
        } else {
            return usage("unexpected argument ", a);
        }
    }
    if (o->dap)
        return o->rom ? usage("--dap takes its program from the launch request", NULL) : 0;
    if (!o->rom)
        return usage("no ROM given", NULL);
    if (o->compare && !o->movie)
        return usage("--compare needs --movie", NULL);
    return 0;
}

/* The registry's title of a ROM path (by file name) or a TITLE name. */
static const ttl_entry *title_of(const char *rom)
{
    const char *base = strrchr(rom, '/');
    base = base ? base + 1 : rom;
    for (unsigned i = 0; i < ttl_count; i++)
        if (!strcmp(ttl_titles[i].rom, base) || !strcmp(ttl_titles[i].name, rom))
            return &ttl_titles[i];
    return NULL;
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    cmp_trace_add(ctx, frame, line);
}

/* Runs an engine headless under the movie, collecting its trace. */
static int trace_of(eng *e, const char *movie, cmp_trace *out, char *err, size_t n)
{
    hl_opts o = { .movie = movie, .frames = -1, .trace_fn = on_trace, .trace_ctx = out,
                  .max_displayed = HL_GAME_GUARD };
    hl_result r;
    int st = hl_run(e, &o, &r);
    eng_close(e);
    if (st == HL_BAD_INPUT) {
        snprintf(err, n, "%s", r.error);
        return -1;
    }
    return 0;
}

/* --compare: the native trace, the first difference, and a run to its frame. */
static int compare(dbg *d, const opts *o)
{
    const ttl_entry *t = title_of(o->rom);
    char err[600];
    cmp_trace rom = { 0 };
    if (!t)
        return usage("--compare: no title of the registry has this ROM: ", o->rom);
    eng *nat = eng_native_open(t->name, t->entry, err, sizeof err);
    eng *re = nat ? eng_rom_open(d->rom, err, sizeof err) : NULL;
    if (!nat || !re || trace_of(nat, o->movie, &d->t.native, err, sizeof err)
        || trace_of(re, o->movie, &rom, err, sizeof err)) {
        if (nat && !re)
            eng_close(nat);
        cmp_trace_free(&rom);
        fprintf(stderr, "annex debug: %s\n", err);
        return 2;
    }
    long i = cmp_first_diff(&d->t.native, &rom);
    if (i < 0) {
        printf("native and ROM traces are identical (%lu events)\n", (unsigned long)rom.n);
    } else {
        const cmp_event *r = (size_t)i < rom.n ? &rom.ev[i] : NULL;
        const cmp_event *nv = (size_t)i < d->t.native.n ? &d->t.native.ev[i] : NULL;
        printf("first difference at trace event %ld:\n", i + 1);
        printf("  native frame %lu: %s\n", nv ? (unsigned long)nv->frame : 0ul, nv ? nv->text : "(none)");
        printf("  ROM    frame %lu: %s\n", r ? (unsigned long)r->frame : 0ul, r ? r->text : "(none)");
        uint32_t f = r ? r->frame : nv->frame;
        if (f > tgt_frame(&d->t)) {
            tgt_run(&d->t, TGT_RUN_FRAME, f);
            mon_stopped(d, stdout);
        } else {
            printf("stopped at power-on: frame %lu is the first\n", (unsigned long)f);
        }
    }
    cmp_trace_free(&rom);
    return 0;
}

static dbg *running;

static void on_sigint(int sig)
{
    (void)sig;
    if (running)
        running->t.interrupt = 1;
}

static int script(dbg *d, const char *path, int *quit)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "annex debug: %s: cannot read\n", path);
        return 2;
    }
    int st = mon_loop(d, f, stdout, quit);
    fclose(f);
    return st;
}

int dcli_main(int argc, char **argv)
{
    opts o;
    char err[600], rom[4096];
    if (parse(argc, argv, &o))
        return 2;
    if (o.dap)
        return dap_serve(stdin, stdout);
    const ttl_entry *t = strchr(o.rom, '.') ? NULL : ttl_find(o.rom);
    if (t && sess_find_rom(t, rom, sizeof rom))
        return usage("no ROM built for this title: ", rom);
    static dbg d;
    if (dbg_open(&d, t ? rom : o.rom, o.movie, o.trace, err, sizeof err)) {
        fprintf(stderr, "annex debug: %s\n", err);
        return 2;
    }
    if (!d.has_info)
        fprintf(stdout, "no debug information beside %s: labels only (build it with make)\n", d.rom);
    running = &d;
    signal(SIGINT, on_sigint);
    int quit = 0, st = o.compare ? compare(&d, &o) : 0, failed = 0;
    if (st == 0 && o.script)
        failed |= script(&d, o.script, &quit);
    for (int i = 0; st == 0 && !quit && i < o.nexpr; i++) {
        printf("(annex) %s\n", o.exprs[i]);
        int r = mon_command(&d, o.exprs[i], stdout);
        quit = r == 1;
        failed |= r < 0;
    }
    if (st == 0 && !quit)
        failed |= mon_loop(&d, stdin, stdout, &quit);
    running = NULL;
    dbg_close(&d);
    return st ? st : failed;
}
