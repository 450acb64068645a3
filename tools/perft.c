/* perft.c — leaf counts of the Reversi game tree (cart/reversi engine).
 *   perft [--pos OBF_LINE] [--divide] DEPTH
 * Prints the number of leaves (one line). With --divide, first one line per
 * root move ("f5 12"; "pass N" for a pass at the root). See docs/reversi.md
 * for the counting rule. Exit 2 on bad arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/reversi/rv.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: perft [--pos OBF_LINE] [--divide] DEPTH\n"
               "  Prints the number of leaves of the game tree DEPTH plies deep\n"
               "  (a pass is a ply; a finished game is one leaf).\n"
               "  --pos OBF_LINE  start from an OBF position (64 cells X/O/- a1..h8,\n"
               "                  then X or O to move) instead of the start position\n"
               "  --divide        first print each root move with its leaf count\n");
}

int main(int argc, char **argv)
{
    const char *pos = NULL, *dstr = NULL;
    int divide = 0, i;
    long depth;
    char *end;
    for (i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(argv[i], "--pos") == 0) {
            if (++i >= argc) {
                fprintf(stderr, "perft: --pos needs an OBF line\n");
                return 2;
            }
            pos = argv[i];
        } else if (strcmp(argv[i], "--divide") == 0) {
            divide = 1;
        } else if (argv[i][0] == '-' && argv[i][1] != 0) {
            fprintf(stderr, "perft: unknown option '%s' (try --help)\n", argv[i]);
            return 2;
        } else if (dstr) {
            fprintf(stderr, "perft: one DEPTH only (try --help)\n");
            return 2;
        } else {
            dstr = argv[i];
        }
    }
    if (!dstr) {
        fprintf(stderr, "perft: missing DEPTH (try --help)\n");
        return 2;
    }
    depth = strtol(dstr, &end, 10);
    if (*end != 0 || end == dstr || depth < 0 || depth > 60) {
        fprintf(stderr, "perft: DEPTH must be a number from 0 to 60, not '%s'\n", dstr);
        return 2;
    }
    rv_init();
    if (pos) {
        size_t len = strlen(pos);
        if (len < 66 || rv_obf(pos) == 0) {
            fprintf(stderr, "perft: not an OBF line (64 cells of X/O/-, a blank, X or O): '%s'\n", pos);
            return 2;
        }
    }
    if (divide && depth > 0) {
        uint8_t list[RV_MAX_MOVES], nm = rv_gen(list), j;
        uint32_t total = 0, c;
        char name[3];
        if (nm == 0) {
            if (rv_game_over()) {
                printf("end 1\n");
                total = 1;
            } else {
                rv_pass();
                c = rv_perft((uint8_t)(depth - 1));
                rv_undo();
                printf("pass %lu\n", (unsigned long)c);
                total = c;
            }
        }
        for (j = 0; j < nm; ++j) {
            rv_make(list[j]);
            c = rv_perft((uint8_t)(depth - 1));
            rv_undo();
            printf("%s %lu\n", rv_sq_name(list[j], name), (unsigned long)c);
            total += c;
        }
        printf("%lu\n", (unsigned long)total);
        return 0;
    }
    printf("%lu\n", (unsigned long)rv_perft((uint8_t)depth));
    return 0;
}
