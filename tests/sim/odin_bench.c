/* odin_bench.c — Odin's think time on the 6502, for bench/odin.sh.
 *
 *   sim65 -c odin_bench.prg LEVEL PLIES < MOVIE
 *       the game of the Odin manual after PLIES plies (0-59);
 *   sim65 -c odin_bench.prg LEVEL CELLS SIDE [EMPTIES] < MOVIE
 *       an OBF position (64 cells, then X or O: rv_obf), first played on
 *       by Odin at level 3, both sides, until EMPTIES or fewer squares are
 *       empty (the start of an endgame that followed from a real game).
 *
 * Unless LEVEL is "-" (set-up only), Odin then chooses a move at LEVEL (1-9,
 * A-F, G, T, X) without the library and prints "LEVEL MOVE VALUE"; sim65 -c
 * prints the cycles, of which bench/odin.sh subtracts the set-up run. The
 * movie on standard input must end late enough (an `end` line): con_sim
 * ends the run at the movie's end, and Odin latches a frame every 16 nodes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/odin/odin.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"
#include "cart/search/endgame.h"

static const char game[] =
    "f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
    "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
    "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8h8";

static uint8_t level_of(char key)
{
    const char *k = strchr(odin_level_keys, key);
    return k ? (uint8_t)(k - odin_level_keys) : 255;
}

static uint8_t manual_game(const char *arg)
{
    static char buf[130];
    uint8_t plies = (uint8_t)atoi(arg);
    if (plies > 59)
        return 1;
    memcpy(buf, game, (size_t)plies * 2);
    buf[plies * 2] = 0;
    rv_init();
    rv_play(buf);
    return 0;
}

/* The OBF position, played on at level 3 down to `empties`. */
static uint8_t position(const char *cells, const char *side, uint8_t empties)
{
    static char line[70];
    uint8_t sq;
    if (strlen(cells) != 64 || strlen(side) != 1)
        return 1;
    memcpy(line, cells, 64);
    line[64] = ' ';
    line[65] = side[0];
    line[66] = 0;
    rv_init();
    if (!rv_obf(line))
        return 1;
    odin_level = level_of('3');
    odin_library = 0;
    while (rv_count(RV_EMPTY) > empties && !rv_game_over()) {
        sq = odin_think(0, 0, 0);
        if (sq == SRCH_PASS)
            rv_pass();
        else
            rv_make(sq);
    }
    return 0;
}

int main(int argc, char **argv)
{
    uint8_t sq, bad;
    if (argc == 3)
        bad = manual_game(argv[2]);
    else if (argc == 4 || argc == 5)
        bad = position(argv[2], argv[3], (uint8_t)(argc == 5 ? atoi(argv[4]) : 64));
    else
        bad = 1;
    if (bad)
        return 2;
    if (argv[1][0] == '-')
        return 0;
    odin_level = level_of(argv[1][0]);
    if (odin_level == 255)
        return 2;
    odin_library = 0;
    sq = odin_think(0, 0, 0);
    printf("%s %u %d %lu\n", argv[1], (unsigned)sq, (int)odin_value, (unsigned long)eg_nodes);
    return 0;
}
