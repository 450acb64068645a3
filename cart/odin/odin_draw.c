/* odin_draw.c — Odin's two looks.
 *
 * TRS-80 (the default): 64x16 text of 6x12 cells, white on black. The board
 * is the left half: a square is 4 cells by 2 rows (24x24 pixels), 8x6 of the
 * TRS-80's 2x3 block graphics (128x48 on the whole screen). Its top block
 * row and left block column are the grid; the disc keeps one empty block
 * from the grid on every side, so discs in neighbouring squares never touch
 * and the grid stays whole on a full board: white a solid disc, black a
 * ring. SHIFT's square names sit in a square's lower half, clear of the
 * grid. The text panel is columns 33-63; the thinking asterisk sits in the
 * lower right corner.
 *
 * Apple II (--machine apple2): 40x24 of 7x8 cells, a green board of 3x3-cell
 * squares with black and white discs, the panel in columns 25-39.
 */
#include "cart/odin/odin.h"
#include "cart/reversi/rv.h"

#define BLK(bits) ((uint8_t)(CON_GLYPH_BLOCKS + (bits)))

static uint8_t apple;                  /* the Apple II look */
static uint8_t sqw, sqh;               /* cells per square */
static uint8_t px, pw, rows;           /* panel column, width; screen rows */
static uint8_t cols;

#define WHITE 15
#define BLACK 0
#define GREEN 4

static uint8_t attr_text(void) { return CON_ATTR(WHITE, BLACK); }
static uint8_t attr_board(uint8_t fg) { return apple ? CON_ATTR(fg, GREEN) : CON_ATTR(WHITE, BLACK); }

/* TRS-80 squares as 8x6 blocks, [colour][block row], bit 7 the leftmost
 * block: the grid (top row, left column), then the disc. */
static const uint8_t trs_pic[3][6] = {
    { 0xFF, 0x80, 0x80, 0x80, 0x80, 0x80 },      /* empty */
    { 0xFF, 0x80, 0x9C, 0xA2, 0x9C, 0x80 },      /* black: a ring */
    { 0xFF, 0x80, 0x9C, 0xBE, 0x9C, 0x80 },      /* white: a solid disc */
};
/* The same as block graphics codes, cells [colour][row][col] (made once). */
static uint8_t trs_sq[3][2][4];

/* The block code of cell (c, r) of picture p: bits 0 top-left, 1 top-right,
 * 2 middle-left, 3 middle-right, 4 bottom-left, 5 bottom-right. */
static uint8_t trs_cell(const uint8_t *p, uint8_t r, uint8_t c)
{
    uint8_t bits = 0, i, two, shift = (uint8_t)(6 - 2 * c);
    for (i = 0; i < 3; ++i) {
        two = (uint8_t)((p[r * 3 + i] >> shift) & 3);   /* bit 1: left block */
        if (two & 2)
            bits |= (uint8_t)(1u << (2 * i));
        if (two & 1)
            bits |= (uint8_t)(2u << (2 * i));
    }
    return BLK(bits);
}
/* Apple II disc (3x3 cells). */
static const uint8_t apple_disc[3][3] = {
    { BLK(0), BLK(48), BLK(0) },
    { BLK(42), BLK(63), BLK(21) },
    { BLK(0), BLK(15), BLK(0) },
};

static void trs_squares(void)
{
    uint8_t k, r, c;
    for (k = 0; k < 3; ++k)
        for (r = 0; r < 2; ++r)
            for (c = 0; c < 4; ++c)
                trs_sq[k][r][c] = trs_cell(trs_pic[k], r, c);
}

void odin_draw_init(void)
{
    apple = con_machine() == CON_PROF_APPLE2;
    if (apple) {
        con_mode(CON_PROF_APPLE2, 40, 24, 7, 8, attr_text());
        sqw = 3; sqh = 3; px = 25; pw = 15; rows = 24; cols = 40;
    } else {
        con_mode(CON_PROF_TRS80, 64, 16, 6, 12, attr_text());
        sqw = 4; sqh = 2; px = 33; pw = 31; rows = 16; cols = 64;
        trs_squares();
    }
    con_border(BLACK);
}

uint8_t odin_text_rows(void) { return rows; }
const char *odin_look(void) { return apple ? "apple2" : "trs80"; }

void odin_draw_as(uint8_t sq, uint8_t colour)
{
    uint8_t x = (uint8_t)((sq & 7) * sqw), y = (uint8_t)((sq >> 3) * sqh), r, c;
    for (r = 0; r < sqh; ++r)
        for (c = 0; c < sqw; ++c) {
            if (apple)
                con_put((uint8_t)(x + c), (uint8_t)(y + r),
                        colour == RV_EMPTY ? BLK(0) : apple_disc[r][c],
                        attr_board(colour == RV_WHITE ? WHITE : BLACK));
            else
                con_put((uint8_t)(x + c), (uint8_t)(y + r), trs_sq[colour][r][c], attr_text());
        }
}

void odin_draw_square(uint8_t sq)
{
    odin_draw_as(sq, rv_get(sq));
}

void odin_draw_board(void)
{
    uint8_t sq, r;
    for (sq = 0; sq < 64; ++sq)
        odin_draw_square(sq);
    if (!apple)
        for (r = 0; r < 16; ++r)
            con_put(32, r, BLK(21), attr_text());
}

void odin_draw_label(uint8_t sq, uint8_t on)
{
    /* TRS-80: the lower half of the square, clear of the grid. */
    uint8_t x = (uint8_t)((sq & 7) * sqw + 1), y = (uint8_t)((sq >> 3) * sqh + (apple ? 0 : 1));
    if (!on) {
        odin_draw_square(sq);
        return;
    }
    con_put(x, y, (uint8_t)('A' + (sq & 7)), attr_board(WHITE));
    con_put((uint8_t)(x + 1), y, (uint8_t)('1' + (sq >> 3)), attr_board(WHITE));
}

void odin_draw_value(uint8_t sq, int16_t v)
{
    uint8_t x = (uint8_t)((sq & 7) * sqw), y = (uint8_t)((sq >> 3) * sqh + sqh - 1);
    odin_draw_square(sq);
    if (v > 99) v = 99;
    if (v < -99) v = -99;
    con_puti((uint8_t)(x + (apple ? 0 : 1)), y, v, 0, attr_board(WHITE));
}

void odin_text(uint8_t row, const char *s)
{
    con_fill(px, row, pw, 1, ' ', attr_text());
    con_puts(px, row, s, attr_text());
}

void odin_text_num(uint8_t row, uint8_t col, int16_t v)
{
    con_puti((uint8_t)(px + col), row, v, 0, attr_text());
}

void odin_text_clear(void)
{
    con_fill(px, 0, pw, rows, ' ', attr_text());
}

void odin_screen_clear(void)
{
    con_fill(0, 0, cols, rows, ' ', attr_text());
}

void odin_screen_text(uint8_t x, uint8_t y, const char *s)
{
    con_puts(x, y, s, attr_text());
}

void odin_star(uint8_t on)
{
    con_put((uint8_t)(cols - 1), (uint8_t)(rows - 1), on ? '*' : ' ', attr_text());
}
