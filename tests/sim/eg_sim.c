/* eg_sim.c — the exact endgame solver under sim65 (cc65 -t sim6502).
 *
 *   sim65 eg_sim.prg < FILE.obf
 *       For each OBF line (the FFO positions), played forward by its first
 *       legal moves down to 14, 12 or 10 empties (in turn), prints "pos OBF"
 *       then the solve as tools/ffo --pos prints it: "1 MOVE SCORE nodes
 *       NODES". tests/check_odin.sh compares each line with the native tool.
 */
#include <stdio.h>
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"
#include "tests/sim/sim_obf.h"

static const uint8_t empties[] = { 14, 12, 10 };

int main(void)
{
    static uint8_t moves[RV_MAX_MOVES];
    static char name[3], line[200];
    uint8_t i, n, sq;
    int score;
    for (i = 0; fgets(line, sizeof line, stdin); ++i) {
        rv_init();
        if (!rv_obf(line))
            return 2;
        while (rv_count(RV_EMPTY) > empties[i % 3] && !rv_game_over()) {
            n = rv_gen(moves);
            if (n)
                rv_make(moves[0]);
            else
                rv_pass();
        }
        printf("pos %s\n", sim_obf());
        sq = eg_solve();
        score = eg_score;
        printf("1 %s %c%d nodes %lu\n",
               sq < 64 ? rv_sq_name(sq, name) : (sq == EG_PASS ? "pass" : "none"),
               score < 0 ? '-' : '+', score < 0 ? -score : score, (unsigned long)eg_nodes);
    }
    return 0;
}
