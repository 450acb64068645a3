/* rc_launches.c — the launch simulator's speed on the 6502, for
 * bench/ricochet.sh (sim65 -c prints the cycles):
 *
 *   sim65 -c rc_launches.prg N
 *       N launches of the initial position's four launchers (variant 3),
 *       round robin, the state restored after each; N = 0 is the set-up
 *       alone, so the difference of two runs is N launches.
 */
#include <stdlib.h>
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_launch.h"

int main(int argc, char **argv)
{
    static rc_state save;
    uint16_t i, n;
    if (argc != 2)
        return 2;
    n = (uint16_t)atoi(argv[1]);
    rc_match_start(3, RC_LEFT);
    save = rc;
    for (i = 0; i < n; ++i) {
        rc_shot_start((uint8_t)(i & 3));
        rc_shot_run();
        rc = save;
    }
    return 0;
}
