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

/* The questions stand one under another with their answers, so the
 * screen shows what was chosen so far. */
#define ROW_FIRST 7
#define ROW_REFUSED 14
static uint8_t row;
static uint8_t stray;           /* the last answer was one key: an ENTER next is ignored */

static uint8_t length(const char *s)
{
    uint8_t n = 0;
    while (s[n])
        ++n;
    return n;
}

/* A question answered by one of `keys`; the answer's index. */
static uint8_t ask(const char *q, const char *keys)
{
    uint8_t k, i;
    rc_draw_line(row, q);
    k = kit_ask(keys);
    con_put((uint8_t)(1 + length(q) + 1), row++, k, rc_draw_attr());
    stray = 1;
    for (i = 0; keys[i] != (char)k; ++i)
        ;
    return i;
}

/* A rating: digits then RETURN (0 for a new player). RETURN on an empty
 * line is refused (a rating is never guessed as 0), except the one right
 * after a one-key answer: that is a habit, ignored. */
static uint16_t ask_rating(const char *q)
{
    static char buf[5];
    static kit_line line;
    uint8_t k;
    rc_draw_line(row, q);
    kit_line_start(&line, buf, 4, (uint8_t)(1 + length(q) + 1), row, rc_draw_attr());
    kit_line_set(&line, '_', 9999);
    for (;;) {
        k = kit_get();
        if (k == CON_K_ENTER && line.len == 0) {
            if (!stray) {
                rc_ui_buzz();
                rc_draw_line(ROW_REFUSED, "TYPE THE RATING: 0 FOR A NEW PLAYER");
            }
            stray = 0;
            continue;
        }
        if (k)
            stray = 0;
        if (kit_line_key(&line, k))
            break;
    }
    kit_line_blink(&line, 0);                   /* the cursor off, the answer stays */
    rc_draw_line(ROW_REFUSED, "");
    ++row;
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
    row = ROW_FIRST;
    stray = 0;
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
