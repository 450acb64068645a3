/* rc_ui.c — see rc_ui.h. */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_ui.h"

const char rc_ui_side[2] = { 'L', 'R' };

void rc_ui_word(const char *w, char c)
{
    con_trace(w);
    con_trace_char(' ');
    con_trace_char(c);
}

void rc_ui_int(int16_t v)
{
    if (v < 0) {
        con_trace_char('-');
        v = (int16_t)-v;
    }
    con_trace_u16((uint16_t)v);
}

void rc_ui_score(void)
{
    rc_ui_int(rc.score[RC_LEFT]);
    con_trace_char('-');
    rc_ui_int(rc.score[RC_RIGHT]);
}

void rc_ui_buzz(void)
{
    con_sound(CON_CH_NOISE, 200, 8, 6);
}

void rc_ui_refuse(uint8_t l)
{
    rc_ui_buzz();
    rc_draw_refused(l);
    rc_ui_word("refused", rc_ui_side[RC_OWNER(l)]);
    con_trace((l & 1) ? " B " : " T ");
    if (rc.ko[l] == RC_DEAD)
        con_trace("game");
    else
        con_trace_u16(rc.ko[l]);
    con_trace_end();
}

uint8_t rc_ui_key(void)
{
    uint8_t k;
    do
        k = kit_get();
    while (!k);
    return k;
}
