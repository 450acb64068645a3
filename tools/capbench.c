/* capbench — the Capture ROM's thinking time per computer move, in emulated
 * cycles, from recorded movies (bench/capture.sh).
 *
 *   capbench ROM MOVIE...
 *
 * Runs each movie on the ROM in the emulated console and measures the
 * cycles from each "turn r" trace line to the "think" line that follows it
 * (the search, plus a little drawing), per level ("start level N").
 * Prints one line per level: moves, average and longest in emulated seconds
 * (cycles / 1,789,773). Exit 2 on bad input, 1 if a run fails.
 */
#include <stdio.h>
#include <string.h>

#include "emu/engine.h"
#include "emu/headless.h"
#include "emu/machine.h"

typedef struct stats {
    eng *e;
    int level;
    uint64_t turn_at;
    int thinking;
    unsigned long moves[7];
    uint64_t total[7], longest[7];
} stats;

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    stats *s = ctx;
    uint64_t now = mach_of_engine(s->e)->cpu.cycles;
    (void)frame;
    if (!strncmp(line, "start level ", 12)) {
        s->level = line[12] - '0';
        if (s->level < 1 || s->level > 6)
            s->level = 0;
    } else if (!strcmp(line, "turn r")) {
        s->turn_at = now;
        s->thinking = 1;
    } else if (!strncmp(line, "think ", 6) && s->thinking) {
        uint64_t c = now - s->turn_at;
        s->thinking = 0;
        s->moves[s->level]++;
        s->total[s->level] += c;
        if (c > s->longest[s->level])
            s->longest[s->level] = c;
    }
}

int main(int argc, char **argv)
{
    static stats s;
    if (argc < 3) {
        fprintf(stderr, "usage: capbench ROM MOVIE...\n");
        return 2;
    }
    for (int i = 2; i < argc; i++) {
        char err[300];
        s.e = eng_rom_open(argv[1], err, sizeof err);
        if (!s.e) {
            fprintf(stderr, "capbench: %s\n", err);
            return 2;
        }
        hl_opts o;
        hl_result r;
        memset(&o, 0, sizeof o);
        o.movie = argv[i];
        o.frames = -1;
        o.trace_fn = on_trace;
        o.trace_ctx = &s;
        s.thinking = 0;
        int st = hl_run(s.e, &o, &r);
        eng_close(s.e);
        if (st != HL_OK) {
            fprintf(stderr, "capbench: %s: %s\n", argv[i], r.error);
            return st == HL_BAD_INPUT ? 2 : 1;
        }
    }
    printf("%-6s %6s %10s %10s\n", "level", "moves", "avg s", "max s");
    for (int l = 1; l <= 5; l++)
        if (s.moves[l])
            printf("%-6d %6lu %10.2f %10.2f\n", l, s.moves[l],
                   (double)s.total[l] / s.moves[l] / MACH_CLOCK_HZ,
                   (double)s.longest[l] / MACH_CLOCK_HZ);
    return 0;
}
