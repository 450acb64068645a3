/* romrun — runs a ROM headless in the emulated console (emu/headless.h).
 *
 *   romrun ROM [--movie FILE] [--frames N] [--trace FILE] [--screen]
 *              [--state FILE] [--save-state FILE] [--max-frames N] [--time]
 *
 * --frames N   logical frames to run (0: until the cartridge ends; default:
 *              the movie's end, or its last event + 3600, as annex --headless)
 * --trace F    the trace, "FRAME TEXT" per line ("-" = stdout)
 * --screen     print the final screen as text on stdout
 * --state F    start from a machine state; --save-state F saves one at the end
 * --max-frames N  hang guard in displayed frames (default: one emulated hour)
 * --time       print "romrun: C cycles in S s: R cycles/s" on stderr
 *
 * Exit status: 0 ran, 1 the machine failed (JAM, hang guard) or an output
 * could not be written, 2 bad input (ROM, movie, state, arguments). Every
 * message is one line on stderr.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "emu/engine.h"
#include "emu/headless.h"
#include "emu/machine.h"

typedef struct args {
    const char *rom, *movie, *trace, *state, *save_state;
    long frames;
    unsigned long long max_frames;
    int screen, time;
} args;

static int usage(const char *why)
{
    fprintf(stderr, "romrun: %s (usage: romrun ROM [--movie FILE] [--frames N] [--trace FILE] "
                    "[--screen] [--state FILE] [--save-state FILE] [--max-frames N] [--time])\n", why);
    return 2;
}

static int number(const char *s, unsigned long long *out)
{
    char *end;
    if (!s || !*s || *s == '-')
        return -1;
    *out = strtoull(s, &end, 10);
    return *end ? -1 : 0;
}

static int parse(int argc, char **argv, args *a)
{
    memset(a, 0, sizeof *a);
    a->frames = -1;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long u;
        if (!strcmp(s, "--screen")) { a->screen = 1; continue; }
        if (!strcmp(s, "--time")) { a->time = 1; continue; }
        if (s[0] != '-' || !s[1]) {
            if (a->rom)
                return usage("more than one ROM");
            a->rom = s;
            continue;
        }
        if (!v)
            return usage("missing value after an option");
        i++;
        if (!strcmp(s, "--movie")) a->movie = v;
        else if (!strcmp(s, "--trace")) a->trace = v;
        else if (!strcmp(s, "--state")) a->state = v;
        else if (!strcmp(s, "--save-state")) a->save_state = v;
        else if (!strcmp(s, "--frames") && !number(v, &u) && u <= 0x7FFFFFFFu) a->frames = (long)u;
        else if (!strcmp(s, "--max-frames") && !number(v, &u) && u) a->max_frames = u;
        else return usage("bad option or value");
    }
    return a->rom ? 0 : usage("no ROM given");
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Writes the trace to a temp file renamed at the end: no half traces. */
static int run(eng *e, const args *a, FILE *trace)
{
    hl_opts o;
    hl_result r;
    memset(&o, 0, sizeof o);
    o.movie = a->movie;
    o.frames = a->frames;
    o.trace = trace;
    o.screen = a->screen ? stdout : NULL;
    o.max_displayed = a->max_frames;
    uint64_t c0 = mach_of_engine(e)->cpu.cycles;
    double t0 = now();
    int st = hl_run(e, &o, &r);
    double dt = now() - t0;
    if (st)
        fprintf(stderr, "romrun: %s\n", r.error);
    if (a->time) {
        double c = (double)(r.cycles - c0);
        fprintf(stderr, "romrun: %.0f cycles in %.3f s: %.0f cycles/s (%.1f MHz, %.1fx real time)\n",
                c, dt, c / (dt > 0 ? dt : 1e-9), c / (dt > 0 ? dt : 1e-9) / 1e6,
                c / (dt > 0 ? dt : 1e-9) / MACH_CLOCK_HZ);
    }
    return st;
}

static int finish_trace(FILE *f, const char *tmp, const char *path)
{
    int ok = fclose(f) == 0 && rename(tmp, path) == 0;
    if (!ok) {
        remove(tmp);
        fprintf(stderr, "romrun: %s: cannot write the trace\n", path);
    }
    return ok ? 0 : 1;
}

static int with_engine(eng *e, const args *a)
{
    char err[512], tmp[4200];
    if (a->state && e->ops->load_state(e, a->state, err, sizeof err)) {
        fprintf(stderr, "romrun: %s\n", err);
        return 2;
    }
    FILE *trace = NULL;
    int to_stdout = a->trace && !strcmp(a->trace, "-");
    if (a->trace && !to_stdout) {
        snprintf(tmp, sizeof tmp, "%s.tmp%ld", a->trace, (long)getpid());
        trace = fopen(tmp, "w");
        if (!trace) {
            fprintf(stderr, "romrun: %s: cannot write the trace\n", a->trace);
            return 2;
        }
    }
    int st = run(e, a, to_stdout ? stdout : trace);
    if (trace && finish_trace(trace, tmp, a->trace) && !st)
        st = 1;
    if (a->save_state && e->ops->save_state(e, a->save_state, err, sizeof err)) {
        fprintf(stderr, "romrun: %s\n", err);
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
        fprintf(stderr, "romrun: %s\n", err);
        return 2;
    }
    int st = with_engine(e, &a);
    eng_close(e);
    return st;
}
