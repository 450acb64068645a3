/* vv_draw.c — Vice Versa's screen: the board of 2x2-cell squares with grid
 * lines (its right and bottom edges in the cells beside it), black pieces outlined in white and solid white pieces, the lighted
 * cursor square, the coloured background, the animations and tones. */
#include "cart/vice-versa/vv.h"
#include "cart/reversi/rv.h"
#include "cart/kit/kit.h"

/* Glyph codes: 4 quadrants (TL, TR, BL, BR) for each square content. */
#define G_EMPTY  CON_GLYPH_USER
#define G_BLACK  (CON_GLYPH_USER + 4)
#define G_WHITE  (CON_GLYPH_USER + 8)
#define G_CURSOR (CON_GLYPH_USER + 12)
#define G_EDGE_R (CON_GLYPH_USER + 16)     /* the board's right edge line */
#define G_EDGE_B (CON_GLYPH_USER + 17)     /* its bottom edge line */
#define G_EDGE_C (CON_GLYPH_USER + 18)     /* the corner where they meet */

/* A square draws its top and left lines: the last column's right line and
 * the last row's bottom line are these cells', just outside the board. */
static const uint8_t edge_rows[3][8] = {
    { 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80 },
    { 0xFF },
    { 0x80 },
};

static uint8_t bg;                /* current background colour */

/* Pixel (x, y) of a 16x16 square: 0 = background, 1 = drawn. */
static uint8_t pixel(uint8_t content, uint8_t x, uint8_t y)
{
    int8_t dx = (int8_t)(2 * x - 15), dy = (int8_t)(2 * y - 15);  /* doubled, centred */
    int16_t r2 = (int16_t)dx * dx + (int16_t)dy * dy;              /* (2r)^2 */
    if (x == 0 || y == 0)
        return 1;                                                  /* grid lines */
    if (content == 1)
        return r2 <= 12 * 12 && r2 >= 9 * 9;                       /* white ring */
    if (content == 2)
        return r2 <= 12 * 12;                                      /* solid disc */
    if (content == 3)
        return dx >= -5 && dx <= 5 && dy >= -5 && dy <= 5;         /* cursor */
    return 0;
}

void vv_draw_init(void)
{
    uint8_t i;
    bg = VV_BLUE;
    con_mode(CON_PROF_VIDEOBRAIN, VV_COLS, VV_ROWS, 8, 8, CON_ATTR(VV_WHITE, VV_BLUE));
    con_border(VV_BLUE);
    kit_pictures(G_EMPTY, 4, pixel);
    for (i = 0; i < 3; ++i)
        con_glyph((uint8_t)(G_EDGE_R + i), edge_rows[i], 8);
}

/* Recolours every non-board cell: the VideoBrain's background is the TV's. */
void vv_background(uint8_t colour)
{
    uint8_t x, y, a;
    if (colour == bg)
        return;
    bg = colour;
    con_border(colour);
    for (y = 0; y < VV_ROWS; ++y)
        for (x = 0; x < VV_COLS; ++x) {
            if (y >= VV_BY && y < VV_BY + 16 && x >= VV_BX && x < VV_BX + 16)
                continue;
            a = con_attr(x, y);
            con_put(x, y, con_char(x, y), CON_ATTR(a & 15, colour));
        }
}

void vv_clear_text(void)
{
    con_fill(0, 0, VV_COLS, VV_ROWS, ' ', CON_ATTR(VV_WHITE, bg));
}

void vv_text_at(uint8_t x, uint8_t y, const char *s)
{
    con_fill(0, y, VV_COLS, 1, ' ', CON_ATTR(VV_WHITE, bg));
    con_puts(x, y, s, CON_ATTR(VV_WHITE, bg));
}

void vv_text(uint8_t y, const char *s)
{
    uint8_t n = 0;
    while (s[n])
        ++n;
    vv_text_at((uint8_t)CON_DIV((int16_t)(VV_COLS - n), 2), y, s);
}

void vv_message(const char *s) { vv_text(VV_MSG_Y, s); }

void vv_square(uint8_t sq, uint8_t cursor)
{
    uint8_t x = (uint8_t)(VV_BX + (sq & 7) * 2), y = (uint8_t)(VV_BY + (sq >> 3) * 2);
    uint8_t c = rv_get(sq), g = G_EMPTY, fg;
    /* if/else, not nested ?: — cc65 was seen to miscompile nested char ?: */
    if (c == RV_BLACK)
        g = G_BLACK;
    else if (c == RV_WHITE)
        g = G_WHITE;
    else if (cursor)
        g = G_CURSOR;
    /* The cursor is a lighted square: its lines (and piece) turn yellow. */
    fg = cursor ? VV_LYELLOW : VV_WHITE;
    con_put(x, y, g, CON_ATTR(fg, VV_BLACK));
    con_put((uint8_t)(x + 1), y, (uint8_t)(g + 1), CON_ATTR(fg, VV_BLACK));
    con_put(x, (uint8_t)(y + 1), (uint8_t)(g + 2), CON_ATTR(fg, VV_BLACK));
    con_put((uint8_t)(x + 1), (uint8_t)(y + 1), (uint8_t)(g + 3), CON_ATTR(fg, VV_BLACK));
}

void vv_board(void)
{
    uint8_t sq, i, a = CON_ATTR(VV_WHITE, bg);
    for (sq = 0; sq < 64; ++sq)
        vv_square(sq, 0);
    for (i = 0; i < 16; ++i) {
        con_put(VV_BX + 16, (uint8_t)(VV_BY + i), G_EDGE_R, a);
        con_put((uint8_t)(VV_BX + i), VV_BY + 16, G_EDGE_B, a);
    }
    con_put(VV_BX + 16, VV_BY + 16, G_EDGE_C, a);
}

/* Shows `sq` as empty or as it is, without touching the engine. */
static void show(uint8_t sq, uint8_t on)
{
    uint8_t x = (uint8_t)(VV_BX + (sq & 7) * 2), y = (uint8_t)(VV_BY + (sq >> 3) * 2);
    if (on) {
        vv_square(sq, 0);
        return;
    }
    con_put(x, y, G_EMPTY, CON_ATTR(VV_WHITE, VV_BLACK));
    con_put((uint8_t)(x + 1), y, G_EMPTY + 1, CON_ATTR(VV_WHITE, VV_BLACK));
    con_put(x, (uint8_t)(y + 1), G_EMPTY + 2, CON_ATTR(VV_WHITE, VV_BLACK));
    con_put((uint8_t)(x + 1), (uint8_t)(y + 1), G_EMPTY + 3, CON_ATTR(VV_WHITE, VV_BLACK));
}

void vv_blink(uint8_t sq)
{
    uint8_t i;
    con_sound(CON_CH_TONE0, 660, 10, 24);
    for (i = 0; i < 4; ++i) {
        show(sq, 0);
        kit_wait(6);
        show(sq, 1);
        kit_wait(6);
    }
}

/* The engine has already flipped them: show each one turning, in the order
 * the engine lists them, with a tone each. */
void vv_turn_pieces(void)
{
    uint8_t i, n = rv_flipped_count();
    const uint8_t *list = rv_flipped();
    for (i = 0; i < n; ++i) {
        con_sound(CON_CH_TONE1, (uint16_t)(440 + 40 * i), 9, 5);
        vv_square(list[i], 0);
        kit_wait(8);
    }
}

void vv_score(uint8_t first_colour, const char *first, const char *second)
{
    uint8_t a = CON_ATTR(VV_WHITE, bg), second_colour = (uint8_t)(3 - first_colour);
    con_fill(0, VV_SCORE_Y, VV_COLS, 1, ' ', a);
    con_puts(1, VV_SCORE_Y, first, a);
    con_putu(9, VV_SCORE_Y, rv_count(first_colour), 2, a);
    con_puts(15, VV_SCORE_Y, second, a);
    con_putu(24, VV_SCORE_Y, rv_count(second_colour), 2, a);
}

/* Row 2: the final score, on the screen's own background like every text. */
void vv_final(int16_t black, int16_t white)
{
    uint8_t a = CON_ATTR(VV_WHITE, bg);
    con_fill(0, 2, VV_COLS, 1, ' ', a);
    con_puts(5, 2, "BLACK", a);
    con_puti(11, 2, black, 3, a);
    con_puts(16, 2, "WHITE", a);
    con_puti(22, 2, white, 3, a);
}

/* The pattern's cells as drawn (0: not a pattern cell), so that a row
 * redraws only the cells whose byte changed: most of the working memory
 * stays as it was from one poll to the next, and con_put is what the
 * pattern cost (5-7% of the think time when every cell was redrawn). */
static uint8_t shown[3 * VV_COLS];

/* Row `row` (0-2) of the thinking pattern: 28 bytes of the search's
 * working memory, each shown as one 2x3 block character, so the pattern
 * changes as the search works. One row per call keeps it cheap. */
static const uint8_t row_at[3] = { 0, VV_COLS, 2 * VV_COLS };  /* cc65: no multiply */
static const uint8_t *pat;       /* the row's bytes (a static: cc65 reads a parameter off its stack) */

void vv_pattern(const uint8_t *mem, uint8_t row)
{
    uint8_t x, g, i = row_at[row], a = CON_ATTR(VV_LYELLOW, bg);
    pat = mem;
    for (x = 0; x < VV_COLS; ++x, ++i) {
        g = pat[x];
        g &= 63;                  /* byte operations: cc65 adds ints in 16 bits */
        g |= CON_GLYPH_BLOCKS;    /* 128: the same as adding it, one instruction */
        if (shown[i] != g) {
            shown[i] = g;
            con_put(x, row, g, a);
        }
    }
}

/* Rows 0-2 hold no pattern (yet): the next rows are drawn whole. */
void vv_pattern_clear(void)
{
    uint8_t i;
    con_fill(0, 0, VV_COLS, 3, ' ', CON_ATTR(VV_WHITE, bg));
    for (i = 0; i < 3 * VV_COLS; ++i)
        shown[i] = 0;
}
