/* fz_cap.c — differential fuzzer of Capture's levels 1-5 (levels 4 and 5
 * with their exact endgame): random legal positions, half of them near the
 * end, the rules on each (fz_lib), then the level of the case (case % 5)
 * thinks on an unlimited clock: its move, score (exact or not), node count
 * and the frames it charged.
 *   fz_cap SEED COUNT [FIRST [light]]    (natively and under sim65: tests/check_ai_fuzz.sh) */
#include <stdio.h>
#include "tests/sim/fz_lib.h"
#include "cart/capture/cap.h"
#include "cart/search/search.h"
#include "cart/reversi/rv.h"

int main(int argc, char **argv)
{
    uint16_t seed, first, count, i;
    uint8_t level, sq;
    uint32_t clock;
    static char name[3];
    if (!fz_args(argc, argv, "fz_cap SEED COUNT [FIRST [light]]", &seed, &first, &count))
        return 2;
    for (i = first; i != (uint16_t)(first + count); ++i) {
        if (!fz_reversi_case(seed, i, 0))
            continue;
        level = (uint8_t)(1 + i % 5);
        clock = 0;
        sq = cap_ai_move(level, &clock, 0);
        printf("level %u move %s nodes %lu %s %d clock %lu\n", level,
               sq < 64 ? rv_sq_name(sq, name) : "pass", (unsigned long)srch_nodes,
               srch_exact ? "exact" : "score", srch_score, (unsigned long)clock);
    }
    return 0;
}
