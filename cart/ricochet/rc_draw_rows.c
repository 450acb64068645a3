/* rc_draw_rows.c — see rc_draw.h: the text rows under the board (the
 * scores and the match, the clock, the prompt and the lines under it, the
 * last action in words), each written over what stood there, never
 * cleared first: on the ROM, which shows the screen while the cartridge
 * draws, no frame shows a row blank (issue 32). rc_draw.c draws the board. */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"

static char said[8];            /* the last action said, for rc_draw_said_again */
static uint8_t said_side = 0xFF;

/* Written over what stood there, the rest of the row cleared after it
 * (never the whole row first: no frame shows it blank). */
void rc_draw_line(uint8_t row, const char *s)
{
    uint8_t n = 0;
    while (s[n] && n < RC_COLS - 1)
        ++n;
    con_put(0, row, ' ', rc_draw_attr());
    con_puts(1, row, s, rc_draw_attr());
    con_fill((uint8_t)(1 + n), row, (uint8_t)(RC_COLS - 1 - n), 1, ' ', rc_draw_attr());
}

void rc_draw_number(uint8_t row, uint8_t col, uint16_t v)
{
    con_putu(col, row, v, 4, rc_draw_attr());
}

/* A side's name and score; '>' before it on its turn. */
static void score(uint8_t x, const char *name, uint8_t side)
{
    int16_t s = rc.score[side];
    con_put((uint8_t)(x - 1), RC_ROW_SCORE, rc.turn == side ? '>' : ' ', rc_draw_attr());
    con_puts(x, RC_ROW_SCORE, name, rc_draw_side_attr(side));
    con_put((uint8_t)(x + 6), RC_ROW_SCORE, s < 0 ? '-' : ' ', rc_draw_attr());
    if (s < 0)
        s = (int16_t)-s;
    con_putu((uint8_t)(x + 7), RC_ROW_SCORE, (uint16_t)s, 4, rc_draw_attr());
}

void rc_draw_status(void)
{
    int8_t tx, ty;
    score(1, "LEFT", RC_LEFT);
    score(21, "RIGHT", RC_RIGHT);
    con_puts(1, RC_ROW_MATCH, "MATCH", rc_draw_attr());
    con_putu(7, RC_ROW_MATCH, rc_match.mpoints[RC_LEFT], 3, rc_draw_attr());
    con_put(10, RC_ROW_MATCH, '-', rc_draw_attr());
    con_putu(11, RC_ROW_MATCH, rc_match.mpoints[RC_RIGHT], 3, rc_draw_attr());
    con_puts(15, RC_ROW_MATCH, "GAME", rc_draw_attr());
    con_putu(20, RC_ROW_MATCH, (uint16_t)(rc_match.games + !rc.over), 2, rc_draw_attr());
    con_puts(23, RC_ROW_MATCH, "ROUND", rc_draw_attr());
    con_putu(29, RC_ROW_MATCH, rc.round, 2, rc_draw_attr());
    if (rc_target_at(&tx, &ty)) {
        con_puts(32, RC_ROW_MATCH, "TARGET", rc_draw_attr());
        con_putu(39, RC_ROW_MATCH, rc_target_value(), 1, rc_draw_attr());
    } else {
        con_fill(32, RC_ROW_MATCH, 8, 1, ' ', rc_draw_attr());
    }
}

void rc_draw_clock(uint16_t secs, uint16_t limit)
{
    con_puts(1, RC_ROW_CLOCK, "CLOCK", rc_draw_attr());
    con_putu(7, RC_ROW_CLOCK, secs, 3, rc_draw_attr());
    con_put(10, RC_ROW_CLOCK, '/', rc_draw_attr());
    con_putu(11, RC_ROW_CLOCK, limit, 3, rc_draw_attr());
    if (secs >= limit) {
        con_puts(21, RC_ROW_CLOCK, "BONUS +", rc_draw_attr());
        con_putu(28, RC_ROW_CLOCK, secs / limit, 2, rc_draw_attr());
    } else {
        con_fill(14, RC_ROW_CLOCK, RC_COLS - 14, 1, ' ', rc_draw_attr());     /* over, not before: no blank frame */
    }
}

void rc_draw_refused(uint8_t l)
{
    uint8_t ko = rc.ko[l], x = (l & 1) ? 8 : 5;
    rc_draw_line(RC_ROW_NOTE, (l & 1) ? "BOTTOM" : "TOP");
    if (!ko) {
        con_puts(x, RC_ROW_NOTE, "LAUNCHER IS EMPTY", rc_draw_attr());
    } else if (ko == RC_DEAD) {
        con_puts(x, RC_ROW_NOTE, "KNOCKED OUT FOR THE GAME", rc_draw_attr());
    } else if (ko == 1) {
        con_puts(x, RC_ROW_NOTE, "KNOCKED OUT: BACK NEXT TURN", rc_draw_attr());
    } else {
        con_puts(x, RC_ROW_NOTE, "KNOCKED OUT: BACK IN   TURNS", rc_draw_attr());
        con_putu((uint8_t)(x + 21), RC_ROW_NOTE, ko, 1, rc_draw_attr());
    }
}

void rc_draw_unsay(void)
{
    said_side = 0xFF;
}

void rc_draw_said_again(void)
{
    if (said_side != 0xFF)
        rc_draw_said(said_side, said);
}

void rc_draw_said(uint8_t side, const char *note)
{
    static const char *const dirs[4] = { "UP", "DOWN", "LEFT", "RIGHT" };
    static const uint8_t len[4] = { 2, 4, 4, 5 };
    uint8_t d, x;
    for (d = 0; d < 7 && note[d]; ++d)
        said[d] = note[d];
    said[d] = 0;
    said_side = side;
    rc_draw_line(RC_ROW_INFO, side ? "RIGHT:" : "LEFT:");
    x = side ? 8 : 7;
    if (note[0] == 'T' || note[0] == 'B') {
        con_puts(x, RC_ROW_INFO, note[0] == 'T' ? "LAUNCH FROM THE TOP" : "LAUNCH FROM THE BOTTOM", rc_draw_attr());
        return;
    }
    for (d = 0; d < 4 && rc_dir_keys[d] != note[0]; ++d)
        ;
    con_puts(x, RC_ROW_INFO, "MOVE", rc_draw_attr());
    x = (uint8_t)(x + 5);
    con_puts(x, RC_ROW_INFO, dirs[d & 3], rc_draw_attr());
    x = (uint8_t)(x + len[d & 3] + 2);
    while (*++note) {
        con_put(x, RC_ROW_INFO, (uint8_t)*note, rc_draw_side_attr(side));
        x = (uint8_t)(x + 2);
    }
}
