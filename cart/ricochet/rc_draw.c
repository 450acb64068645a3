/* rc_draw.c — see rc_draw.h. Plain characters: a piece is its letter with
 * bars beside it ('|' above and below when vertical, '-' left and right
 * when horizontal) on the cells of odd x + y, which never hold a piece or
 * the launch; '.' the markers (none in variant 5); '@' a bumper or a
 * knocked-out launcher; a launcher's count; the target's value in the wall. */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"

#define COLS 40
#define ROWS 24

/* The two looks: attributes of text, markers, each side's pieces, the
 * frame and the launch; the mode and border. */
typedef struct look_t {
    uint8_t text, field, pieces[2], frame, ball, profile, cell_w, border;
} look_t;
static const look_t looks[2] = {
    /* Apple II text: white on black, colour only for the sides */
    { CON_ATTR(15, 0), CON_ATTR(15, 0), { CON_ATTR(13, 0), CON_ATTR(14, 0) },
      CON_ATTR(5, 0), CON_ATTR(9, 0), CON_PROF_APPLE2, 7, 0 },
    /* the Atari's blue screen, light letters */
    { CON_ATTR(15, 1), CON_ATTR(13, 1), { CON_ATTR(14, 1), CON_ATTR(12, 1) },
      CON_ATTR(7, 1), CON_ATTR(10, 1), CON_PROF_ATARI, 8, 1 },
};

static uint8_t atari;
static uint8_t text, field, pieces[2], frame, ball;

void rc_draw_init(void)
{
    const look_t *k;
    atari = con_machine() == CON_PROF_ATARI;
    k = &looks[atari];
    text = k->text;
    field = k->field;
    pieces[0] = k->pieces[0];
    pieces[1] = k->pieces[1];
    frame = k->frame;
    ball = k->ball;
    con_mode(k->profile, COLS, ROWS, k->cell_w, 8, text);
    con_border(k->border);
}

uint8_t rc_draw_attr(void) { return text; }

const char *rc_draw_look(void) { return atari ? "atari" : "apple2"; }

static uint8_t col_of(int8_t x) { return (uint8_t)(x + 6); }
static uint8_t row_of(int8_t y) { return (uint8_t)(y + 2); }

/* What a frame or field cell shows when nothing passes over it. */
static void cell_at(int8_t x, int8_t y, uint8_t c)
{
    uint8_t ch = ' ', a = frame, l;
    int8_t tx, ty;
    if (c >= RC_M_CORNER) {
        l = (uint8_t)(c - RC_M_CORNER);
        ch = rc.ko[l] ? '@' : (uint8_t)('0' + rc.count[l]);
        a = pieces[RC_OWNER(l)];
    } else if (c >= RC_M_BUMPER) {
        ch = '@';
        a = pieces[c & 1];
    } else if (c >= RC_M_SIDE) {
        ch = ' ';
    } else if (c >= RC_M_WALL) {
        ch = '=';
        if (rc_target_at(&tx, &ty) && tx == x && ty == y) {
            ch = (uint8_t)('0' + rc_target_value());
            a = text;
        }
    } else if (c >= 1 && c <= RC_PIECES) {
        ch = (uint8_t)('A' + c - 1);
        a = pieces[(c - 1) / 6];
    } else if (((uint8_t)(x + y) & 1) == 0) {
        ch = RC_MARKERS(rc.variant) ? '.' : ' ';
        a = field;
    }
    con_put(col_of(x), row_of(y), ch, a);
}

void rc_draw_cell(uint16_t at)
{
    cell_at(rc_col[at], rc_row[at], rc_map[at]);
}

/* A bar cell: the bar, or what is under it. */
static void bar(int8_t x, int8_t y, uint8_t ch, uint8_t a)
{
    if (ch)
        con_put(col_of(x), row_of(y), ch, a);
    else
        cell_at(x, y, rc_map[(uint16_t)((uint8_t)(y + 1) * (rc_lay->w + 2) + (uint8_t)(x + 1))]);
}

static void bars(uint8_t p, uint8_t on)
{
    int8_t x = (int8_t)rc.x[p], y = (int8_t)rc.y[p];
    uint8_t a = pieces[p / 6];
    if (rc.horiz & (1u << p)) {
        bar((int8_t)(x - 1), y, on ? '-' : 0, a);
        bar((int8_t)(x + 1), y, on ? '-' : 0, a);
    } else {
        bar(x, (int8_t)(y - 1), on ? '|' : 0, a);
        bar(x, (int8_t)(y + 1), on ? '|' : 0, a);
    }
}

void rc_draw_piece(uint8_t p)
{
    rc.horiz ^= (uint16_t)(1u << p);
    bars(p, 0);                         /* the other orientation's bars off */
    rc.horiz ^= (uint16_t)(1u << p);
    bars(p, 1);
    con_put(col_of((int8_t)rc.x[p]), row_of((int8_t)rc.y[p]), (uint8_t)('A' + p), pieces[p / 6]);
}

void rc_draw_ball(uint16_t at)
{
    con_put(col_of(rc_col[at]), row_of(rc_row[at]), '*', ball);
}

void rc_draw_line(uint8_t row, const char *s)
{
    con_fill(0, row, COLS, 1, ' ', text);
    con_puts(1, row, s, text);
}

void rc_draw_clear(void)
{
    con_fill(0, 0, COLS, ROWS, ' ', text);
}

void rc_draw_number(uint8_t row, uint8_t col, uint16_t v)
{
    con_putu(col, row, v, 4, text);
}

void rc_draw_board(void)
{
    uint16_t i, n = (uint16_t)((rc_lay->w + 2) * (rc_lay->h + 2));
    uint8_t p;
    con_fill(0, 0, COLS, 12, ' ', text);
    rc_map_frame();
    con_puts(1, 0, "RICOCHET", text);
    con_puts(12, 0, "VARIANT", text);
    con_putu(20, 0, rc.variant, 1, text);
    for (i = 0; i < n; ++i)
        rc_draw_cell(i);
    for (p = 0; p < RC_PIECES; ++p)
        rc_draw_piece(p);
    con_putu(1, row_of(4), rc.value[RC_LEFT], 3, pieces[RC_LEFT]);
    con_putu(35, row_of(4), rc.value[RC_RIGHT], 3, pieces[RC_RIGHT]);
    rc_draw_status();
}

static void score(uint8_t x, const char *name, uint8_t side)
{
    int16_t s = rc.score[side];
    con_puts(x, RC_ROW_SCORE, name, pieces[side]);
    if (s < 0) {
        con_put((uint8_t)(x + 6), RC_ROW_SCORE, '-', text);
        s = (int16_t)-s;
    }
    con_putu((uint8_t)(x + 7), RC_ROW_SCORE, (uint16_t)s, 4, text);
}

void rc_draw_status(void)
{
    con_fill(0, RC_ROW_SCORE, COLS, 3, ' ', text);
    score(1, "LEFT", RC_LEFT);
    score(21, "RIGHT", RC_RIGHT);
    con_put(rc.turn == RC_LEFT ? 0 : 20, RC_ROW_SCORE, '>', text);
    con_puts(1, RC_ROW_MATCH, "MATCH", text);
    con_putu(7, RC_ROW_MATCH, rc_match.mpoints[RC_LEFT], 3, text);
    con_put(10, RC_ROW_MATCH, '-', text);
    con_putu(11, RC_ROW_MATCH, rc_match.mpoints[RC_RIGHT], 3, text);
    con_puts(21, RC_ROW_MATCH, "GAME", text);
    con_putu(26, RC_ROW_MATCH, (uint16_t)(rc_match.games + !rc.over), 2, text);
    con_puts(29, RC_ROW_MATCH, "ROUND", text);
    con_putu(35, RC_ROW_MATCH, rc.round, 2, text);
}

void rc_draw_clock(uint16_t secs, uint16_t limit)
{
    con_fill(0, RC_ROW_CLOCK, COLS, 1, ' ', text);
    con_puts(1, RC_ROW_CLOCK, "CLOCK", text);
    con_putu(7, RC_ROW_CLOCK, secs, 3, text);
    con_put(10, RC_ROW_CLOCK, '/', text);
    con_putu(11, RC_ROW_CLOCK, limit, 3, text);
    if (secs >= limit) {
        con_puts(21, RC_ROW_CLOCK, "BONUS +", text);
        con_putu(28, RC_ROW_CLOCK, secs / limit, 2, text);
    }
}

void rc_draw_cursor(int8_t x, int8_t y)
{
    uint8_t c = col_of(x), r = row_of(y), a = con_attr(c, r);
    con_put(c, r, con_char(c, r), (uint8_t)((a << 4) | (a >> 4)));   /* inverse */
}
