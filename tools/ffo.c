/* ffo.c — the exact endgame solver (cart/search/endgame.c) on OBF positions.
 *   ffo [--plain] [--max-empties N] [--time] FILE.obf
 *   ffo [--plain] --pos OBF_LINE
 * For each position prints "LINE MOVE SCORE nodes NODES" and, when the line
 * lists exact scores ("G5:+20;" pairs, as the FFO test suite), checks that
 * the solver's score is the best listed one and that its move is listed with
 * that score ("ok" / "WRONG"). --max-empties skips bigger positions;
 * --time prints the total wall time and nodes (for bench/odin.sh). The
 * solver is the native one with a transposition table (tools/eg_fast.h,
 * TABLE_SLOTS slots); --plain runs Odin's endgame module instead, exactly as
 * the game does (tests/check_odin.sh compares that with the 6502). Exit 1 if any position is wrong, 2 on bad
 * arguments or an unreadable file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"
#include "tools/eg_fast.h"

#define TABLE_SLOTS ((uint32_t)1 << 22)   /* 4M slots, 96 MB */

static uint64_t total_nodes;
static egf_slot *slots;       /* NULL: --plain */

static void usage(FILE *f)
{
    fprintf(f, "usage: ffo [--plain] [--max-empties N] [--time] FILE.obf\n"
               "       ffo [--plain] --pos OBF_LINE\n"
               "  Solves each OBF position exactly and checks the listed scores.\n"
               "  --plain: no transposition table (the game's solver, node for node)\n");
}

/* The listed score of `sq` in the "MOVE:score;" pairs, and the best one. */
static int listed(const char *s, unsigned char sq, int *found, int *best)
{
    int mine = -999;
    *found = 0;
    *best = -999;
    while ((s = strchr(s, ':')) != NULL) {
        unsigned char m = rv_sq_parse(s - 2);
        int v = atoi(s + 1);
        if (m != RV_NOSQ) {
            *found = 1;
            if (v > *best)
                *best = v;
            if (m == sq)
                mine = v;
        }
        ++s;
    }
    return mine;
}

/* Solves one line; returns 0 ok / no scores, 1 wrong, 2 unreadable. */
static int solve_line(const char *line, int n)
{
    char name[3];
    int found, best, mine, score;
    unsigned char off = rv_obf(line), sq;
    uint64_t nodes;
    if (!off)
        return 2;
    if (slots) {
        sq = egf_solve(slots, TABLE_SLOTS);
        score = egf_score;
        nodes = egf_nodes;
    } else {
        sq = eg_solve();
        if (sq == EG_NONE && !eg_exact) {
            printf("%d too many empties (%u > %d)\n", n, eg_empties(), EG_MAX_EMPTIES);
            return 2;
        }
        score = eg_score;
        nodes = eg_nodes;
    }
    total_nodes += nodes;
    printf("%d %s %+d nodes %llu", n,
           sq < 64 ? rv_sq_name(sq, name) : (sq == EG_PASS ? "pass" : "none"),
           score, (unsigned long long)nodes);
    mine = listed(line + off, sq, &found, &best);
    if (!found) {
        printf("\n");
        return 0;
    }
    if (score == best && mine == best) {
        printf(" ok\n");
        return 0;
    }
    printf(" WRONG (listed best %+d, this move %+d)\n", best, mine);
    return 1;
}

int main(int argc, char **argv)
{
    const char *file = NULL, *pos = NULL;
    int max_empties = 64, timing = 0, plain = 0, i, n = 0, status = 0, r;
    char line[512];
    FILE *f;
    struct timespec t0, t1;
    for (i = 1; i < argc; ++i) {
        if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--max-empties") && i + 1 < argc) {
            char *end;
            max_empties = (int)strtol(argv[++i], &end, 10);
            if (*end || max_empties < 0 || max_empties > 64) {
                fprintf(stderr, "ffo: --max-empties needs a number 0-64\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--plain")) {
            plain = 1;
        } else if (!strcmp(argv[i], "--time")) {
            timing = 1;
        } else if (!strcmp(argv[i], "--pos") && i + 1 < argc) {
            pos = argv[++i];
        } else if (argv[i][0] == '-' || file) {
            fprintf(stderr, "ffo: bad argument '%s' (try --help)\n", argv[i]);
            return 2;
        } else {
            file = argv[i];
        }
    }
    if (!plain) {
        slots = malloc(TABLE_SLOTS * sizeof *slots);
        if (!slots) {
            fprintf(stderr, "ffo: out of memory for the table (try --plain)\n");
            return 2;
        }
    }
    if (pos) {
        r = solve_line(pos, 1);
        if (r == 2)
            fprintf(stderr, "ffo: not an OBF position: %s\n", pos);
        return r;
    }
    if (!file) {
        usage(stderr);
        return 2;
    }
    f = fopen(file, "r");
    if (!f) {
        fprintf(stderr, "ffo: cannot open %s\n", file);
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);   /* one line per solve, as it comes */
    clock_gettime(CLOCK_MONOTONIC, &t0);
    while (fgets(line, sizeof line, f)) {
        ++n;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (!rv_obf(line)) {
            fprintf(stderr, "ffo: %s:%d: not an OBF position\n", file, n);
            fclose(f);
            return 2;
        }
        if (eg_empties() > max_empties)
            continue;
        r = solve_line(line, n);
        if (r == 2) {
            fclose(f);
            return 2;
        }
        status |= r;
    }
    fclose(f);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (timing)
        printf("total %.2f s, %llu nodes\n",
               (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9,
               (unsigned long long)total_nodes);
    return status;
}
