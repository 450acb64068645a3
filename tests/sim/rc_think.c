/* rc_think.c — one computer turn of Ricochet on the 6502, for
 * bench/ricochet.sh (sim65 -c prints the cycles):
 *
 *   sim65 -c rc_think.prg VARIANT OPPONENT CODE...
 *       Starts a match of VARIANT (Left first), plays the recorded actions
 *       CODE... (rc_action numbers, as tools/rc_play game prints them),
 *       then lets OPPONENT (1-4; 0 = set-up only) choose for the side to
 *       act and prints "OPPONENT ACTION SIMULATIONS".
 *   sim65 -c rc_think.prg launch N
 *       N launches of the initial position's four launchers, round robin
 *       (launch simulations per emulated second).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"
#include "cart/ricochet/rc_ai.h"

static void launches(uint16_t n)
{
    static rc_state save;
    uint16_t i;
    rc_match_start(3, RC_LEFT);
    save = rc;
    for (i = 0; i < n; ++i) {
        rc_shot_start((uint8_t)(i & 3));
        rc_shot_run();
        rc = save;
    }
}

int main(int argc, char **argv)
{
    uint8_t op;
    int i;
    rc_action a;
    if (argc == 3 && strcmp(argv[1], "launch") == 0) {
        launches((uint16_t)atoi(argv[2]));
        return 0;
    }
    if (argc < 3)
        return 2;
    rc_match_start((uint8_t)atoi(argv[1]), RC_LEFT);
    op = (uint8_t)atoi(argv[2]);
    for (i = 3; i < argc; ++i)
        rc_ai_apply((rc_action)atol(argv[i]));
    if (rc.over)
        return 3;
    if (op) {
        a = rc_ai_choose(op);
        printf("%u %u %u\n", (unsigned)op, (unsigned)a, (unsigned)rc_ai_sims);
    }
    return 0;
}
