/* fz_odin.c — differential fuzzer of Odin's levels 1-9, A-G, T and X, its
 * opening library and its tutor: random legal positions, half of them near
 * the end, the rules on each (fz_lib), then the level of the case
 * (case % 18) thinks, from the start's record when the position has one
 * (the library answers there): its move, value and kind, plies done, the
 * middle-game and endgame node counts, the library flag and the line;
 * then the tutor's value of every move.
 *   fz_odin SEED COUNT [FIRST [light]]  (natively and under sim65: tests/check_ai_fuzz.sh) */
#include <stdio.h>
#include "tests/sim/fz_lib.h"
#include "cart/odin/odin.h"
#include "cart/search/search.h"
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"

int main(int argc, char **argv)
{
    static uint8_t moves[RV_MAX_MOVES];
    static int16_t values[RV_MAX_MOVES];
    static char name[3];
    uint16_t seed, first, count, i;
    uint8_t sq, n, k, heavy;
    if (!fz_args(argc, argv, "fz_odin SEED COUNT [FIRST [light]]", &seed, &first, &count))
        return 2;
    odin_draw_init();
    for (i = first; i != (uint16_t)(first + count); ++i) {
        odin_level = (uint8_t)(i % ODIN_LEVELS);
        /* light: G and X (8 and 10 plies, endgames from 17 and 18
         * empties) only near the end, where they solve quickly */
        heavy = fz_light && odin_level >= ODIN_LV_G && odin_level != ODIN_LV_T;
        if (!fz_reversi_case(seed, i, heavy))
            continue;
        odin_library = 1;
        srch_nodes = 0;
        eg_nodes = 0;
        sq = odin_think(fz_rec, fz_nrec, fz_nrec > 0 || rv_count(RV_EMPTY) == 60);
        printf("level %c move %s value %d kind %u depth %u nodes %lu eg %lu book %u pv",
               odin_level_keys[odin_level], sq < 64 ? rv_sq_name(sq, name) : "pass", odin_value,
               odin_value_kind, odin_depth, (unsigned long)srch_nodes, (unsigned long)eg_nodes,
               odin_in_book);
        for (k = 0; k < odin_pv_len; ++k)
            printf(" %s", odin_pv[k] < 64 ? rv_sq_name(odin_pv[k], name) : "--");
        printf("\ntutor");
        n = odin_tutor(moves, values);
        for (k = 0; k < n; ++k)
            printf(" %s=%d", rv_sq_name(moves[k], name), values[k]);
        printf("\n");
    }
    return 0;
}
