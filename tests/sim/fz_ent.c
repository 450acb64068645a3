/* fz_ent.c — differential fuzzer of Entrap's levels 1-5: random legal
 * positions, the rules on each (fz_lib), then the level of the case
 * (case % 5) thinks: its move, value and node count.
 *   fz_ent SEED COUNT [FIRST [light]]    (natively and under sim65: tests/check_ai_fuzz.sh) */
#include <stdio.h>
#include "tests/sim/fz_lib.h"
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"

int main(int argc, char **argv)
{
    uint16_t seed, first, count, i;
    uint8_t sq;
    static char name[3];
    if (!fz_args(argc, argv, "fz_ent SEED COUNT [FIRST [light]]", &seed, &first, &count))
        return 2;
    for (i = first; i != (uint16_t)(first + count); ++i) {
        if (!fz_reversi_case(seed, i, 0))
            continue;
        ent_level = (uint8_t)(1 + i % ENT_LEVELS);
        sq = ent_think();
        printf("level %u move %s value %d nodes %lu broken %u\n", ent_level,
               sq < 64 ? rv_sq_name(sq, name) : "pass", ent_value, (unsigned long)ent_nodes, ent_broken);
    }
    return 0;
}
