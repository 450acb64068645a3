/* rv_sim.c — the Reversi engine under sim65 (cc65 -t sim6502).
 *
 *   sim65 rv_sim.prg [MAXDEPTH]
 *       For each test position prints "pos OBF" then "perft D LEAVES" for
 *       D = 1..MAXDEPTH (default 6). tests/check_reversi_sim.sh compares this,
 *       line by line, with build/tools/perft run natively on the same OBF.
 *   sim65 -c rv_sim.prg bench gen|mk POS N
 *       Benchmark kernel: sets up position POS (0 = start, 1..3 = the Odin
 *       manual's game after 20, 30, 40 plies), then runs N rounds of rv_gen
 *       (gen) or of make+undo of every legal move (mk). bench/reversi.sh
 *       takes the cycle difference between N and 0 rounds.
 *   sim65 rv_sim.prg bench moves POS
 *       Prints the number of legal moves of POS (to divide mk by) and of
 *       empty squares.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/reversi/rv.h"
#include "tests/sim/sim_obf.h"

/* The game record printed in the Odin manual (white passes before h8). */
static const char odin[] =
    "f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
    "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
    "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8h8";

/* Midgame positions from the FFO test suite (ffo-40-49.obf, lines 1-2). */
static const char *const obf[] = {
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X",
};

/* Plays the first `plies` moves of the Odin record from the start. */
static void odin_prefix(uint8_t plies)
{
    char buf[130];
    memcpy(buf, odin, (size_t)plies * 2);
    buf[plies * 2] = 0;
    rv_init();
    if (rv_play(buf) == RV_BAD) {
        puts("odin record does not replay");
        exit(1);
    }
}

static void perft_lines(uint8_t maxd)
{
    uint8_t d;
    printf("pos %s\n", sim_obf());
    for (d = 1; d <= maxd; ++d)
        printf("perft %u %lu\n", (unsigned)d, (unsigned long)rv_perft(d));
}

static void setup(uint8_t pos)
{
    if (pos == 0)
        rv_init();
    else
        odin_prefix((uint8_t)(10 + 10 * pos));
}

int main(int argc, char **argv)
{
    static uint8_t list[RV_MAX_MOVES];
    uint8_t maxd = 6, pos, nm, i;
    uint16_t n, r;
    if (argc >= 2 && strcmp(argv[1], "bench") == 0) {
        if (argc < 4)
            return 2;
        pos = (uint8_t)atoi(argv[3]);
        setup(pos);
        nm = rv_gen(list);
        if (strcmp(argv[2], "moves") == 0) {
            printf("%u %u\n", (unsigned)nm, (unsigned)rv_count(RV_EMPTY));
            return 0;
        }
        if (argc < 5)
            return 2;
        n = (uint16_t)atoi(argv[4]);
        if (strcmp(argv[2], "gen") == 0) {
            for (r = 0; r < n; ++r)
                rv_gen(list);
        } else {
            for (r = 0; r < n; ++r)
                for (i = 0; i < nm; ++i) {
                    rv_make(list[i]);
                    rv_undo();
                }
        }
        return 0;
    }
    if (argc >= 2)
        maxd = (uint8_t)atoi(argv[1]);
    rv_init();
    perft_lines(maxd);
    odin_prefix(20);
    perft_lines(maxd);
    odin_prefix(30);
    perft_lines(maxd);
    for (i = 0; i < sizeof obf / sizeof obf[0]; ++i) {
        rv_obf(obf[i]);
        perft_lines(maxd);
    }
    return 0;
}
