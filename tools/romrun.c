/* romrun — runs a ROM headless in the emulated console (emu/headless.h).
 *
 *   romrun ROM [--movie FILE] [--frames N] [--trace FILE] [--print FILE] [--screen]
 *              [--machine NAME] [--state FILE] [--save-state FILE]
 *              [--max-frames N] [--time] [--trace-cycles] [--profile FILE]
 *
 * --frames N   logical frames to run (0: until the cartridge ends; default:
 *              the movie's end, or its last event + 3600, as annex --headless)
 * --trace F    the trace, "FRAME TEXT" per line ("-" = stdout)
 * --print F    the printed pages, a form feed between two
 * --screen     print the final screen as text on stdout (hl_print_screen)
 * --machine N  the look (as annex --machine); without it, the movie's
 *              `machine` line, if any
 * --state F    start from a machine state; --save-state F saves one at the end
 * --max-frames N  hang guard in displayed frames (default: one emulated hour)
 * --time       print "romrun: C cycles in S s: R cycles/s" on stderr
 * --trace-cycles  stamp each trace line with the emulated cycle at which it
 *              ended: "CYCLES FRAME TEXT" (think times: tools/thinktime.sh)
 * --profile F  romprof only (the same program over the core with the
 *              profile hook, tools/romprof.c): the emulated cycles spent at
 *              each instruction address over the run, "ADDR CYCLES" per line
 *              (hex address, decimal cycles), addresses with none left out
 *              (tools/profile.sh sums them per function: docs/profile.md).
 *              romrun itself runs the emulator's own core (emu/cpu.c), which
 *              a per-instruction hook would slow by a sixth (bench/emu.sh).
 *
 * Exit status: 0 ran, 1 the machine failed (JAM, hang guard) or an output
 * failed while written, 2 bad input (ROM, movie, state, arguments, an
 * output path that cannot be written: all checked before the run). Every
 * message is one line on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "emu/engine.h"
#include "emu/headless.h"
#include "emu/machine.h"
#include "emu/movie.h"
#include "util/fileio.h"
#include "tools/toolopt.h"
#ifdef ROMRUN_PROFILE
#include "tools/cpu_prof.h"
#define ROMRUN_NAME "romprof"
#else
#define ROMRUN_NAME "romrun"
#endif

#define NONE (~0ull)

typedef struct args {
    const char *rom, *movie, *trace, *print, *state, *save_state, *machine, *profile;
    long frames;
    unsigned long long max_frames;
    int screen, time, trace_cycles;
} args;

static const topt_tool tool = {
    ROMRUN_NAME, ROMRUN_NAME " ROM [--movie FILE] [--frames N] [--trace FILE] [--print FILE] [--screen] [--machine NAME] "
              "[--state FILE] [--save-state FILE] [--max-frames N] [--time] [--trace-cycles] [--profile FILE]"
};

static int parse(int argc, char **argv, args *a)
{
    unsigned long long frames = NONE;
    memset(a, 0, sizeof *a);
    const topt opts[] = {
        { "--movie", &a->movie, NULL, NULL, 0, 0 },
        { "--trace", &a->trace, NULL, NULL, 0, 0 },
        { "--print", &a->print, NULL, NULL, 0, 0 },
        { "--state", &a->state, NULL, NULL, 0, 0 },
        { "--save-state", &a->save_state, NULL, NULL, 0, 0 },
        { "--machine", &a->machine, NULL, NULL, 0, 0 },
        { "--profile", &a->profile, NULL, NULL, 0, 0 },
        { "--frames", NULL, &frames, NULL, 0, 0x7FFFFFFFu },
        { "--max-frames", NULL, &a->max_frames, NULL, 1, NONE - 1 },
        { "--screen", NULL, NULL, &a->screen, 0, 0 },
        { "--time", NULL, NULL, &a->time, 0, 0 },
        { "--trace-cycles", NULL, NULL, &a->trace_cycles, 0, 0 },
        { NULL, NULL, NULL, NULL, 0, 0 },
    };
    if (topt_parse(&tool, argc, argv, opts, &a->rom, 1))
        return 2;
    a->frames = frames == NONE ? -1 : (long)frames;
    if (a->machine && mov_machine_profile(a->machine) == CON_MACHINE_ANY)
        return topt_fail(&tool, "unknown machine");
#ifndef ROMRUN_PROFILE
    if (a->profile)
        return topt_fail(&tool, "--profile is romprof's (build/tools/romprof: docs/profile.md)");
#endif
    return a->rom ? 0 : topt_fail(&tool, "no ROM given");
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* --trace-cycles: a trace line with the CPU's cycle count as it ends. */
typedef struct stamp {
    FILE *f;
    const mach *m;
} stamp;

static void stamp_line(void *ctx, uint32_t frame, const char *line)
{
    const stamp *s = ctx;
    fprintf(s->f, "%llu %lu %s\n", (unsigned long long)s->m->cpu.cycles, (unsigned long)frame, line);
}

#ifdef ROMRUN_PROFILE
/* --profile: the nonzero counters, one "ADDR CYCLES" line each. */
static void write_profile(FILE *f, const uint64_t *prof)
{
    for (unsigned pc = 0; pc < 0x10000; pc++)
        if (prof[pc])
            fprintf(f, "%04X %llu\n", pc, (unsigned long long)prof[pc]);
}
#endif

static int run(eng *e, const args *a, FILE *trace, FILE *print)
{
    hl_opts o;
    hl_result r;
    stamp s = { trace, mach_of_engine(e) };
    memset(&o, 0, sizeof o);
    o.movie = a->movie;
    o.frames = a->frames;
    o.trace = a->trace_cycles ? NULL : trace;
    o.trace_fn = a->trace_cycles && trace ? stamp_line : NULL;
    o.trace_ctx = &s;
    o.print = print;
    o.screen = a->screen ? stdout : NULL;
    o.max_displayed = a->max_frames;
    uint64_t c0 = mach_of_engine(e)->cpu.cycles;
    double t0 = now();
    int st = hl_run(e, &o, &r);
    double dt = now() - t0;
    if (st)
        fprintf(stderr, ROMRUN_NAME ": %s\n", r.error);
    if (a->time) {
        double c = (double)(r.cycles - c0);
        fprintf(stderr, ROMRUN_NAME ": %.0f cycles in %.3f s: %.0f cycles/s (%.1f MHz, %.1fx real time)\n",
                c, dt, c / (dt > 0 ? dt : 1e-9), c / (dt > 0 ? dt : 1e-9) / 1e6,
                c / (dt > 0 ? dt : 1e-9) / MACH_CLOCK_HZ);
    }
    return st;
}

static int with_engine(eng *e, const args *a)
{
    char err[512];
    fio_out trace = { 0 }, print = { 0 }, prof = { 0 };
    if (a->machine)                  /* before the movie's `machine` line: it wins */
        e->hw.machine = mov_machine_profile(a->machine);
    if (a->state && e->ops->load_state(e, a->state, err, sizeof err)) {
        fprintf(stderr, ROMRUN_NAME ": %s\n", err);
        return 2;
    }
    /* Every output is checked before the run: a bad path costs one line. */
    if ((a->save_state && fio_check_writable(a->save_state, err, sizeof err))
        || (a->trace && fio_out_open(&trace, a->trace, err, sizeof err))
        || (a->print && fio_out_open(&print, a->print, err, sizeof err))
        || (a->profile && fio_out_open(&prof, a->profile, err, sizeof err))) {
        fprintf(stderr, ROMRUN_NAME ": %s\n", err);
        fio_out_abandon(&trace);
        fio_out_abandon(&print);
        return 2;
    }
#ifdef ROMRUN_PROFILE
    static uint64_t counters[0x10000];
    cpu_profile = a->profile ? counters : NULL;
#endif
    int st = run(e, a, trace.f, print.f);
#ifdef ROMRUN_PROFILE
    cpu_profile = NULL;
    if (a->profile)
        write_profile(prof.f, counters);
#endif
    fio_out *out[3] = { &trace, &print, &prof };
    for (int i = 0; i < 3; i++)
        if (fio_out_close(out[i], err, sizeof err)) {
            fprintf(stderr, ROMRUN_NAME ": %s\n", err);
            st = st ? st : 1;
        }
    if (a->save_state && e->ops->save_state(e, a->save_state, err, sizeof err)) {
        fprintf(stderr, ROMRUN_NAME ": %s\n", err);
        st = st ? st : 1;
    }
    return st;
}

int main(int argc, char **argv)
{
    args a;
    char err[512];
    if (parse(argc, argv, &a))
        return 2;
    eng *e = eng_rom_open(a.rom, err, sizeof err);
    if (!e) {
        fprintf(stderr, ROMRUN_NAME ": %s\n", err);
        return 2;
    }
    int st = with_engine(e, &a);
    eng_close(e);
    return st;
}
