/* fz_vv.c — differential fuzzer of Vice Versa's five opponents (ABE ..
 * ERNEST): random legal positions, half of them near the end, the rules on
 * each (fz_lib), then the opponent of the case (case % 5) thinks: its
 * move, score and node count.
 *   fz_vv SEED COUNT [FIRST [light]]     (natively and under sim65: tests/check_ai_fuzz.sh) */
#include <stdio.h>
#include "tests/sim/fz_lib.h"
#include "cart/vice-versa/vv.h"
#include "cart/search/search.h"
#include "cart/reversi/rv.h"

int main(int argc, char **argv)
{
    uint16_t seed, first, count, i;
    uint8_t opp, sq;
    static char name[3];
    if (!fz_args(argc, argv, "fz_vv SEED COUNT [FIRST [light]]", &seed, &first, &count))
        return 2;
    for (i = first; i != (uint16_t)(first + count); ++i) {
        if (!fz_reversi_case(seed, i, 0))
            continue;
        opp = (uint8_t)(i % 5);
        sq = vv_ai_move(opp);
        printf("%s move %s nodes %lu score %d pv %u\n", vv_names[opp],
               sq < 64 ? rv_sq_name(sq, name) : "pass", (unsigned long)srch_nodes, srch_score, srch_pv_len);
    }
    return 0;
}
