/* ent_bench.c — Entrap's think time on the 6502, for bench/entrap.sh.
 *
 *   sim65 -c ent_bench.prg LEVEL TRANSCRIPT < MOVIE
 *
 * Plays TRANSCRIPT ("f5d6c3...", passes implicit) from the start, then,
 * unless LEVEL is "-" (set-up only), the computer chooses a move at LEVEL
 * (1-5) as in a game (ent_think: the table updated, the search with the
 * level's depth and width) and prints "LEVEL MOVE VALUE NODES PLIES
 * WIDTH"; sim65 -c
 * prints the cycles, of which bench/entrap.sh subtracts the set-up run.
 * The movie on standard input must end late enough (an `end` line):
 * con_sim ends the run at the movie's end, and the search latches a
 * frame every 16 nodes.
 */
#include <stdio.h>
#include <stdlib.h>
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"

int main(int argc, char **argv)
{
    uint8_t sq;
    if (argc != 3)
        return 2;
    rv_init();
    if (rv_play(argv[2]) == RV_BAD)
        return 2;
    if (argv[1][0] == '-')
        return 0;
    ent_level = (uint8_t)atoi(argv[1]);
    if (ent_level < 1 || ent_level > ENT_LEVELS)
        return 2;
    sq = ent_think();
    printf("%s %u %d %lu %u %u\n", argv[1], (unsigned)sq, (int)ent_value, (unsigned long)ent_nodes,
           (unsigned)ent_depth(ent_level), (unsigned)ent_width(ent_level));
    return 0;
}
