/* vvbench — Vice Versa's think times (bench/vv.sh): runs the benchmark
 * cartridge (cart/vice-versa/vv_bench.c) natively and as its ROM, and times each
 * opponent's thinks between the trace lines "go O P" and "done O P SQ N":
 * emulated cycles on the ROM (seconds = cycles / 1,789,773, the console
 * clock), wall time natively.
 *
 *   vvbench ROM
 *
 * Prints one row per opponent: ROM average and worst seconds, native
 * average and worst milliseconds, average nodes. Exit 2 on bad input, 1 if
 * a run fails or the two engines choose different moves.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "emu/engine.h"
#include "emu/headless.h"
#include "emu/machine.h"

#define CLOCK_HZ 1789773.0
#define OPPS 5
#define POSITIONS 18

void vv_bench_main(void);

typedef struct timing {
    eng *e;
    double start;                       /* cycles or seconds at "go" */
    double t[OPPS][POSITIONS];          /* seconds per think */
    unsigned sq[OPPS][POSITIONS], nodes[OPPS][POSITIONS];
    int seen;
} timing;

static double now(timing *tm)
{
    mach *m = mach_of_engine(tm->e);
    if (m)
        return (double)m->cpu.cycles / CLOCK_HZ;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    timing *tm = ctx;
    unsigned o, p, sq, nodes;
    (void)frame;
    if (!strncmp(line, "go ", 3))
        tm->start = now(tm);
    else if (sscanf(line, "done %u %u %u %u", &o, &p, &sq, &nodes) == 4
             && o < OPPS && p < POSITIONS) {
        tm->t[o][p] = now(tm) - tm->start;
        tm->sq[o][p] = sq;
        tm->nodes[o][p] = nodes;
        tm->seen++;
    }
}

static int run(eng *e, timing *tm)
{
    hl_opts o = { .frames = 0, .trace_fn = on_trace, .trace_ctx = tm };
    hl_result r;
    tm->e = e;
    hl_run(e, &o, &r);
    if (r.status != HL_OK || tm->seen != OPPS * POSITIONS) {
        fprintf(stderr, "vvbench: %s run failed: %s\n", e->kind == ENG_ROM ? "ROM" : "native",
                r.error[0] ? r.error : "incomplete trace");
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const char *const names[OPPS] = { "ABE", "BETTY", "CHARLIE", "DOROTHY", "ERNEST" };
    static timing rom, nat;
    char err[512];
    if (argc != 2) {
        fprintf(stderr, "vvbench: usage: vvbench ROM\n");
        return 2;
    }
    eng *re = eng_rom_open(argv[1], err, sizeof err);
    if (!re) {
        fprintf(stderr, "vvbench: %s\n", err);
        return 2;
    }
    eng *ne = eng_native_open("vv-bench", vv_bench_main, err, sizeof err);
    if (!ne) {
        fprintf(stderr, "vvbench: %s\n", err);
        eng_close(re);
        return 2;
    }
    int st = run(re, &rom) || run(ne, &nat);
    eng_close(re);
    eng_close(ne);
    if (st)
        return 1;
    printf("%-8s %10s %10s %10s %10s %8s %8s\n", "opponent", "ROM avg s", "ROM max s",
           "nat avg ms", "nat max ms", "nodes", "max");
    for (int o = 0; o < OPPS; o++) {
        double rs = 0, rm = 0, ns = 0, nm = 0, nodes = 0;
        unsigned maxn = 0;
        for (int p = 0; p < POSITIONS; p++) {
            if (rom.sq[o][p] != nat.sq[o][p] || rom.nodes[o][p] != nat.nodes[o][p]) {
                fprintf(stderr, "vvbench: %s, position %d: ROM and native differ\n", names[o], p);
                return 1;
            }
            rs += rom.t[o][p];
            ns += nat.t[o][p] * 1000;
            if (rom.t[o][p] > rm) rm = rom.t[o][p];
            if (nat.t[o][p] * 1000 > nm) nm = nat.t[o][p] * 1000;
            nodes += rom.nodes[o][p];
            if (rom.nodes[o][p] > maxn) maxn = rom.nodes[o][p];
        }
        printf("%-8s %10.2f %10.2f %10.2f %10.2f %8.0f %8u\n", names[o], rs / POSITIONS, rm,
               ns / POSITIONS, nm, nodes / POSITIONS, maxn);
    }
    printf("(%d positions from 3 recorded games, after 8-48 moves; ROM seconds = emulated cycles / 1,789,773)\n",
           POSITIONS);
    return 0;
}
