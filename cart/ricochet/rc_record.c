/* rc_record.c — see rc_record.h. */
#include "cart/ricochet/rc_record.h"

static char turns[RC_REC_TURNS][8];
static uint8_t count, offset;       /* offset 1: Right started (Left's first cell empty) */

void rc_rec_clear(uint8_t first)
{
    count = 0;
    offset = first;
}

void rc_rec_add(const char *note)
{
    uint8_t i;
    if (count >= RC_REC_TURNS - 1)
        return;
    for (i = 0; i < 7 && note[i]; ++i)
        turns[count][i] = note[i];
    turns[count][i] = 0;
    ++count;
}

uint8_t rc_rec_turns(void)
{
    return count;
}

const char *rc_rec_turn(uint8_t i)
{
    return turns[i];
}

uint8_t rc_rec_lines(void)
{
    return (uint8_t)((uint16_t)(count + offset + 1) / 2u);
}

static char *copy(char *o, uint8_t cell)
{
    const char *s;
    if (cell < offset || (uint8_t)(cell - offset) >= count)
        return o;
    for (s = turns[(uint8_t)(cell - offset)]; *s; ++s)
        *o++ = *s;
    return o;
}

void rc_rec_line(uint8_t i, char *out)
{
    char *o = copy(out, (uint8_t)(2 * i)), *end = out + 8;
    while (o < end)
        *o++ = ' ';
    o = copy(o, (uint8_t)(2 * i + 1));
    *o = 0;
}
