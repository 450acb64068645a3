/* fz_rc.c — differential fuzzer of Ricochet's four opponents and its
 * rules: random legal positions (a random variant and first side, then
 * random actions of both sides), on each every action the side to act has
 * with the state it leads to (launches simulated: scores, knocked-out
 * launchers, bumpers, the pieces), then the opponent of the case
 * (case % 4 + 1) chooses: its action, launch simulations and ticks.
 *   fz_rc SEED COUNT [FIRST [light]]     (natively and under sim65: tests/check_ai_fuzz.sh) */
#include <stdio.h>
#include "tests/sim/fz_lib.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_ai.h"

/* The state in a line: whose turn, round, scores, launchers, bumpers, pieces. */
static void state(void)
{
    uint8_t p;
    printf("t%u r%u s%d,%d c%u%u%u%u k%u,%u,%u,%u b%u%u o%u ", rc.turn, rc.round,
           rc.score[0], rc.score[1], rc.count[0], rc.count[1], rc.count[2], rc.count[3],
           rc.ko[0], rc.ko[1], rc.ko[2], rc.ko[3], rc.bumpers[0], rc.bumpers[1], rc.over);
    for (p = 0; p < RC_PIECES; ++p)
        printf("%c%u.%u", (rc.horiz >> p) & 1 ? 'h' : 'v', rc.x[p], rc.y[p]);
    printf("\n");
}

int main(int argc, char **argv)
{
    static rc_action list[RC_AI_MAX];
    static rc_state root;
    static char note[8];
    uint16_t seed, first, count, i;
    uint8_t n, k, opp, steps, variant;
    rc_action a;
    if (!fz_args(argc, argv, "fz_rc SEED COUNT [FIRST [light]]", &seed, &first, &count))
        return 2;
    for (i = first; i != (uint16_t)(first + count); ++i) {
        fz_seed(seed, i);
        variant = (uint8_t)(1 + fz_below(5));   /* one call an argument: */
        rc_match_start(variant, fz_below(2));    /* their order differs */
        for (steps = fz_below(40); steps && !rc.over; --steps) {
            n = rc_ai_gen(list);
            rc_ai_apply(list[fz_below(n)]);
        }
        if (rc.over)
            continue;
        printf("case %u variant %u: ", i, rc.variant);
        state();
        root = rc;
        n = rc_ai_gen(list);
        for (k = 0; k < n; ++k) {
            rc_ai_notation(list[k], note);
            printf(" %s -> ", note);
            rc_ai_apply(list[k]);
            state();
            rc_restore(&root);
        }
        opp = (uint8_t)(1 + i % 4);
        a = rc_ai_choose(opp);
        rc_ai_notation(a, note);
        printf("opponent %u action %s sims %u ticks %lu stopped %u\n", opp, note,
               rc_ai_sims, (unsigned long)rc_ai_ticks, rc_ai_stopped);
    }
    return 0;
}
