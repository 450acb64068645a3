/* rckeys.c — see rckeys.h. */
#include <stddef.h>
#include "cart/ricochet/rc_ai.h"
#include "tools/rckeys.h"

int rckeys_turn(uint8_t chooser, uint8_t side, uint8_t *out)
{
    char note[8];
    uint8_t (*poll)(void) = rc_ai_poll;
    int n = 0, i;
    rc_ai_poll = NULL;               /* the bot's own think is not the game's */
    rc_ai_notation(rc_ai_choose(chooser), note);
    rc_ai_poll = poll;
    if (note[0] == 'T' || note[0] == 'B') {
        out[n++] = side ? 'L' : 'S';
        out[n++] = (uint8_t)note[0];
        out[n++] = 'X';
        return n;
    }
    out[n++] = side ? 'M' : 'V';
    for (i = 0; note[i] && i < 8; ++i)
        out[n++] = (uint8_t)note[i];
    out[n++] = ' ';
    return n;
}
