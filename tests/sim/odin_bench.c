/* odin_bench.c — Odin's think time on the 6502, for bench/odin.sh.
 *
 *   sim65 -c odin_bench.prg LEVEL PLIES < /dev/null
 *       Sets up the game of the Odin manual after PLIES plies (0-59) and,
 *       unless LEVEL is "-" (set-up only), lets Odin choose a move at LEVEL
 *       (1-9, A-F, G, T, X) without the library. Prints the move; sim65 -c
 *       prints the cycles, of which bench/odin.sh subtracts the set-up run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/odin/odin.h"
#include "cart/reversi/rv.h"

static const char game[] =
    "f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
    "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
    "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8h8";

int main(int argc, char **argv)
{
    static char buf[130];
    const char *k;
    uint8_t plies, sq;
    if (argc != 3)
        return 2;
    plies = (uint8_t)atoi(argv[2]);
    if (plies > 59)
        return 2;
    memcpy(buf, game, (size_t)plies * 2);
    buf[plies * 2] = 0;
    rv_init();
    rv_play(buf);
    if (argv[1][0] == '-')
        return 0;
    k = strchr(odin_level_keys, argv[1][0]);
    if (!k)
        return 2;
    odin_level = (uint8_t)(k - odin_level_keys);
    odin_library = 0;
    sq = odin_think(0, 0, 0);
    printf("%s %u %d\n", argv[1], (unsigned)sq, (int)odin_value);
    return 0;
}
