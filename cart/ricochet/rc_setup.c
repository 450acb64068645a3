/* rc_setup.c — see rc_setup.h. Against the computer the human is Left [C];
 * the computer's rating is fixed by its number (§9). */
#include "cart/console.h"
#include "cart/kit/kit.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_ui.h"
#include "cart/ricochet/rc_setup.h"

uint8_t rc_setup_computer[2];
uint16_t rc_setup_rating[2];
static const uint16_t computer_rating[5] = { 0, 600, 1000, 1400, 1800 };

/* A question answered by one of `keys`; the answer's index. */
static uint8_t ask(const char *q, const char *keys)
{
    uint8_t k, i;
    rc_draw_line(RC_ROW_PROMPT, q);
    k = kit_ask(keys);
    for (i = 0; keys[i] != (char)k; ++i)
        ;
    return i;
}

/* A rating, digits then RETURN (0 for a new player). */
static uint16_t ask_rating(const char *q)
{
    static char buf[5];
    static kit_line line;
    uint8_t n = 0;
    rc_draw_line(RC_ROW_PROMPT, q);
    while (q[n])
        ++n;
    kit_line_start(&line, buf, 4, (uint8_t)(n + 2), RC_ROW_PROMPT, rc_draw_attr());
    kit_line_set(&line, '_', 9999);
    kit_line_read(&line);
    return kit_line_num(&line);
}

static void trace_digit(const char *w, uint8_t n)
{
    rc_ui_word(w, (char)('0' + n));
    con_trace_end();
}

/* The players; returns who goes first. */
static uint8_t players(void)
{
    uint8_t op;
    rc_setup_computer[0] = rc_setup_computer[1] = 0;
    if (ask("DO YOU WANT TO PLAY THE COMPUTER?", "YN") != 0) {
        rc_setup_rating[0] = ask_rating("ENTER LEFT RATING");
        rc_setup_rating[1] = ask_rating("ENTER RIGHT RATING");
        return ask("SHALL LEFT PLAY FIRST OR SECOND?", "FS");
    }
    op = (uint8_t)(1 + ask("ENTER COMPUTER OPPONENT NUMBER (1-4)", "1234"));
    trace_digit("opponent", op);
    rc_setup_rating[0] = ask_rating("ENTER HUMAN RATING");
    rc_setup_computer[1] = op;              /* the human plays Left */
    rc_setup_rating[1] = computer_rating[op];
    return ask("SHALL HUMAN PLAY FIRST OR SECOND?", "FS");
}

void rc_setup(void)
{
    uint8_t variant, first;
    rc_draw_clear();
    rc_draw_line(2, "RICOCHET");
    rc_draw_line(4, "(C) 1981 AUTOMATED SIMULATIONS");
    variant = (uint8_t)(1 + ask("ENTER VARIANT NUMBER (1-5)", "12345"));
    trace_digit("variant", variant);
    first = players();
    con_trace("ratings ");
    con_trace_u16(rc_setup_rating[0]);
    con_trace_char(' ');
    con_trace_u16(rc_setup_rating[1]);
    con_trace_end();
    rc_ui_word("first", first ? 'r' : 'l');
    con_trace_end();
    rc_match_start(variant, first);
}
