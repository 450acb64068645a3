/* sim_obf.c — see sim_obf.h. */
#include <stdint.h>
#include "cart/reversi/rv.h"
#include "tests/sim/sim_obf.h"

static char line[67];

const char *sim_obf(void)
{
    static const char cell[3] = { '-', 'X', 'O' };   /* RV_EMPTY, RV_BLACK, RV_WHITE */
    uint8_t i;
    for (i = 0; i < 64; ++i)
        line[i] = cell[rv_get(i)];
    line[64] = ' ';
    line[65] = cell[rv_side()];
    line[66] = 0;
    return line;
}
