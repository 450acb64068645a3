/* rc_draw.c — see rc_draw.h. The board in the cartridge's own glyphs
 * (glyph RAM, docs/console.md), one set a look: the Apple II's thin
 * hi-res strokes in 7-pixel cells, the Atari's chunky redefined characters
 * in 8-pixel cells. A piece is its letter in its side's colour with its
 * orientation bars beside it (above and below when vertical, left and right
 * when horizontal; a gap on the letter's side keeps the letter clear) on
 * the cells of odd x + y, which never hold a piece or the launch; a small dot a marker (none in
 * variant 5); a half disc facing the field a bumper, and a knocked-out
 * launcher (the manual: "the number is replaced by a Bumper symbol"); a
 * launcher its count in inverse, and beside it, outside the frame, a row of
 * balls, one a launch left (the designer's account, spec §13); the target
 * its value in inverse in the brick wall, and in words on the status rows. */
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

/* The cartridge's glyphs: codes from CON_GLYPH_USER, rows top down,
 * bit 7 the leftmost pixel (the Apple II shows bits 7-1). */
enum { G_DOT = CON_GLYPH_USER, G_BAR_N, G_BAR_S, G_BAR_W, G_BAR_E, G_BUMPER_L, G_BUMPER_R, G_WALL, G_BALL,
       G_BALLS2, G_BALL_L, G_BALL_R,        /* launches left: two balls, one on the left or right half */
       G_COUNT = G_BALL_R - G_DOT + 1 };
static const uint8_t glyphs[2][G_COUNT][8] = {
    {   /* Apple II: one-pixel strokes, 7 wide */
        { 0x00, 0x00, 0x00, 0x18, 0x18, 0x00, 0x00, 0x00 },
        { 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x00, 0x00 },
        { 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38 },
        { 0x00, 0x00, 0xF8, 0xF8, 0xF8, 0x00, 0x00, 0x00 },
        { 0x00, 0x00, 0x3E, 0x3E, 0x3E, 0x00, 0x00, 0x00 },
        { 0xC0, 0xF0, 0xF8, 0xFC, 0xFC, 0xF8, 0xF0, 0xC0 },
        { 0x06, 0x1E, 0x3E, 0x7E, 0x7E, 0x3E, 0x1E, 0x06 },
        { 0xFE, 0x22, 0x22, 0xFE, 0x88, 0x88, 0xFE, 0x00 },
        { 0x00, 0x38, 0x7C, 0x7C, 0x7C, 0x38, 0x00, 0x00 },
        { 0x00, 0x00, 0x44, 0xEE, 0xEE, 0x44, 0x00, 0x00 },
        { 0x00, 0x00, 0x40, 0xE0, 0xE0, 0x40, 0x00, 0x00 },
        { 0x00, 0x00, 0x04, 0x0E, 0x0E, 0x04, 0x00, 0x00 },
    },
    {   /* Atari: two-pixel strokes, 8 wide */
        { 0x00, 0x00, 0x00, 0x18, 0x18, 0x00, 0x00, 0x00 },
        { 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x00, 0x00 },
        { 0x00, 0x00, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C },
        { 0x00, 0x00, 0xFC, 0xFC, 0xFC, 0xFC, 0x00, 0x00 },
        { 0x00, 0x00, 0x3F, 0x3F, 0x3F, 0x3F, 0x00, 0x00 },
        { 0xC0, 0xF0, 0xF8, 0xFC, 0xFC, 0xF8, 0xF0, 0xC0 },
        { 0x03, 0x0F, 0x1F, 0x3F, 0x3F, 0x1F, 0x0F, 0x03 },
        { 0xFF, 0x33, 0x33, 0xFF, 0xCC, 0xCC, 0xFF, 0x00 },
        { 0x3C, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF, 0x7E, 0x3C },
        { 0x00, 0x44, 0xEE, 0xEE, 0xEE, 0x44, 0x00, 0x00 },
        { 0x00, 0x40, 0xE0, 0xE0, 0xE0, 0x40, 0x00, 0x00 },
        { 0x00, 0x04, 0x0E, 0x0E, 0x0E, 0x04, 0x00, 0x00 },
    },
};

static uint8_t atari;
static char said[8];            /* the last action said, for rc_draw_said_again */
static uint8_t said_side = 0xFF;
static uint8_t text, field, pieces[2], frame, ball;

/* Attribute a with its colours swapped: tiles, the cursor. */
static uint8_t inverse(uint8_t a) { return (uint8_t)((a << 4) | (a >> 4)); }

void rc_draw_init(void)
{
    const look_t *k;
    uint8_t g;
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
    for (g = 0; g < G_COUNT; ++g)
        con_glyph((uint8_t)(G_DOT + g), glyphs[atari][g], 8);
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
        a = pieces[RC_OWNER(l)];
        ch = (uint8_t)(G_BUMPER_L + RC_OWNER(l));     /* knocked out: a bumper */
        if (!rc.ko[l]) {
            ch = (uint8_t)('0' + rc.count[l]);
            a = inverse(a);
        }
    } else if (c >= RC_M_BUMPER) {
        ch = (uint8_t)(G_BUMPER_L + (c & 1));
        a = pieces[c & 1];
    } else if (c >= RC_M_SIDE) {
        ch = ' ';
    } else if (c >= RC_M_WALL) {
        ch = G_WALL;
        if (rc_target_at(&tx, &ty) && tx == x && ty == y) {
            ch = (uint8_t)('0' + rc_target_value());
            a = inverse(text);
        }
    } else if (c >= 1 && c <= RC_PIECES) {
        ch = (uint8_t)('A' + c - 1);
        a = pieces[(uint8_t)(c - 1) / 6];
    } else if (((uint8_t)(x + y) & 1) == 0) {
        ch = RC_MARKERS(rc.variant) ? G_DOT : ' ';
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
        bar((int8_t)(x - 1), y, on ? G_BAR_W : 0, a);
        bar((int8_t)(x + 1), y, on ? G_BAR_E : 0, a);
    } else {
        bar(x, (int8_t)(y - 1), on ? G_BAR_N : 0, a);
        bar(x, (int8_t)(y + 1), on ? G_BAR_S : 0, a);
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
    con_put(col_of(rc_col[at]), row_of(rc_row[at]), G_BALL, ball);
}

void rc_draw_line(uint8_t row, const char *s)
{
    con_fill(0, row, COLS, 1, ' ', text);
    con_puts(1, row, s, text);
}

void rc_draw_clear(void)
{
    said_side = 0xFF;
    con_fill(0, 0, COLS, ROWS, ' ', text);
}

void rc_draw_number(uint8_t row, uint8_t col, uint16_t v)
{
    con_putu(col, row, v, 4, text);
}

/* Launcher l's launches left as balls, two a cell, in the five cells
 * beside its corner outside the frame, filled from the corner outward; in
 * the frame's colour while it is knocked out. */
static void balls(uint8_t l)
{
    uint8_t side = RC_OWNER(l), left = rc.count[l], i, ch;
    uint8_t r = row_of((l & 1) ? (int8_t)rc_lay->h : -1);
    uint8_t a = rc.ko[l] ? frame : pieces[side];
    for (i = 0; i < 5; ++i) {
        ch = left >= 2 ? G_BALLS2 : left ? (uint8_t)(side ? G_BALL_L : G_BALL_R) : ' ';
        left = (uint8_t)(left >= 2 ? left - 2 : 0);
        con_put(side ? (uint8_t)(col_of((int8_t)(rc_lay->w + 1)) + i) : (uint8_t)(col_of(-2) - i), r, ch, a);
    }
}

void rc_draw_launchers(void)
{
    uint8_t l;
    for (l = 0; l < 4; ++l)
        balls(l);
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
    rc_draw_launchers();
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
    int8_t tx, ty;
    con_fill(0, RC_ROW_SCORE, COLS, 3, ' ', text);
    score(1, "LEFT", RC_LEFT);
    score(21, "RIGHT", RC_RIGHT);
    con_put(rc.turn == RC_LEFT ? 0 : 20, RC_ROW_SCORE, '>', text);
    con_puts(1, RC_ROW_MATCH, "MATCH", text);
    con_putu(7, RC_ROW_MATCH, rc_match.mpoints[RC_LEFT], 3, text);
    con_put(10, RC_ROW_MATCH, '-', text);
    con_putu(11, RC_ROW_MATCH, rc_match.mpoints[RC_RIGHT], 3, text);
    con_puts(15, RC_ROW_MATCH, "GAME", text);
    con_putu(20, RC_ROW_MATCH, (uint16_t)(rc_match.games + !rc.over), 2, text);
    con_puts(23, RC_ROW_MATCH, "ROUND", text);
    con_putu(29, RC_ROW_MATCH, rc.round, 2, text);
    if (rc_target_at(&tx, &ty)) {
        con_puts(32, RC_ROW_MATCH, "TARGET", text);
        con_putu(39, RC_ROW_MATCH, rc_target_value(), 1, text);
    }
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
    uint8_t c = col_of(x), r = row_of(y);
    con_put(c, r, con_char(c, r), inverse(con_attr(c, r)));
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
        con_puts(x, RC_ROW_INFO, note[0] == 'T' ? "LAUNCH FROM THE TOP" : "LAUNCH FROM THE BOTTOM", text);
        return;
    }
    for (d = 0; d < 4 && rc_dir_keys[d] != note[0]; ++d)
        ;
    con_puts(x, RC_ROW_INFO, "MOVE", text);
    x = (uint8_t)(x + 5);
    con_puts(x, RC_ROW_INFO, dirs[d & 3], text);
    x = (uint8_t)(x + len[d & 3] + 2);
    while (*++note) {
        con_put(x, RC_ROW_INFO, (uint8_t)*note, pieces[side]);
        x = (uint8_t)(x + 2);
    }
}
