/* odin_draw.c — Odin's two looks.
 *
 * TRS-80 (the default): 64x16 text of 6x12 cells, white on black, the
 * board drawn in the TRS-80's 2x3 block graphics (128x48 blocks of 3x4
 * pixels on the whole screen), as the manual's board picture: A-H above
 * (row 0), 1-8 at the left (column 0), the grid closed on all four sides.
 * A square is 8 blocks wide (4 cells) and 5 high (24x20 pixels): its top
 * block row and left block column are the grid, the disc its middle two
 * rows with an empty block row above and below (white solid, black hollow:
 * its top and sides; 15x8 pixels, about round at the TRS-80's tall pixel),
 * so discs never touch each other or the grid, and the grid stays whole on
 * a full board. Why 5 and not 6 (two text rows a square, so text would
 * line up): 8 squares of 6 and the closing line need 49 block rows, and
 * the screen has 48, the letters taking 3 more; with 5 the board takes
 * block rows 5-45. A square's name or tutor value (text) sits in the one
 * text row that holds only that square; in ranks 3 and 6 it is the row of
 * the square's top line, and there the characters are the cartridge's own
 * glyphs: the letter under its piece of the line (trs_on_line). The rank
 * numbers are glyphs too, each centred on its square, which no text row is
 * (these are the only glyphs a TRS-80 could not show). The text panel is
 * columns 35-63;
 * the thinking asterisk sits in the lower right corner.
 *
 * Apple II (--machine apple2): 40x24 of 7x8 cells (280x192), a green board
 * of 3x3-cell squares: the disc in the lower right 2x2 cells (a 12-pixel
 * disc of the cartridge's own glyphs), the top row and left column the grid
 * (a black line through their middle, so a grid cell never holds a disc's
 * colour); file A's left column and rank 1's top row are the coordinates
 * instead (A-H above, 1-8 at the left, white on black), each label two
 * glyphs split across the cell edge at its square's middle, so it is
 * centred on the square. The text is the Apple II's own character set
 * (5x7 dots in the 7x8 cell, one dot thin): a blank scanline between lines
 * and two blank columns between characters, where the console's bold 8x8
 * font filled the cell and made lines touch. The panel is columns 25-39.
 * Tutor values alternate between the disc's two rows from file to file,
 * so neighbours' numbers never run together.
 */
#include "cart/odin/odin.h"
#include "cart/reversi/rv.h"

#define BLK(bits) ((uint8_t)(CON_GLYPH_BLOCKS + (bits)))

static uint8_t apple;                  /* the Apple II look */
static uint8_t sqw, sqh;               /* cells per square (sqh: the Apple II's) */
static uint8_t px, pw, rows;           /* panel column, width; screen rows */
static uint8_t cols;

#define WHITE 15
#define BLACK 0
#define GREEN 4

static uint8_t attr_text(void) { return CON_ATTR(WHITE, BLACK); }
static uint8_t attr_board(uint8_t fg) { return apple ? CON_ATTR(fg, GREEN) : CON_ATTR(WHITE, BLACK); }

/* TRS-80 board geometry: file f's cells start at column TRS_BX + 4f (its
 * left line the first cell's left block), rank k's top line is block row
 * TRS_Y + 5k (f, k = 8: the right and bottom edges). Column 0 holds the
 * rank numbers, row 0 the letters. */
#define TRS_BX 2
#define TRS_Y 5
#define TRS_H 5
#define TRS_OFF 0xFF                   /* a block row off the board */

/* A square's block rows, [colour][row], bit 7 the leftmost block: the grid
 * (top row, left column), an empty row, the disc's two, an empty row. */
static const uint8_t trs_pic[3][TRS_H] = {
    { 0xFF, 0x80, 0x80, 0x80, 0x80 },      /* empty */
    { 0xFF, 0x80, 0xBE, 0xA2, 0x80 },      /* black: hollow */
    { 0xFF, 0x80, 0xBE, 0xBE, 0x80 },      /* white: solid */
};
/* Block row by (0-47) as rank and row in the square: rank 8 is the bottom
 * edge, TRS_OFF above the board; and trs_pic as the block pairs of each
 * cell, [colour][row][cell], bit 0 the left block (made once, so a cell
 * costs three look-ups: a board is 495 cells). */
static uint8_t trs_rank[48], trs_row[48];
static uint8_t trs_pair[3 * TRS_H * 4];   /* [colour * 20 + row * 4 + cell] */
static const uint8_t trs_colour[3] = { 0, TRS_H * 4, 2 * TRS_H * 4 };
static uint8_t shown[64];              /* each square's colour as drawn */

static void trs_tables(void)
{
    uint8_t by, k = 0, r = 0, c, m;
    for (by = 0; by < 48; ++by) {
        trs_rank[by] = by < TRS_Y ? TRS_OFF : k;
        trs_row[by] = r;
        if (by >= TRS_Y && ++r == TRS_H) {
            r = 0;
            ++k;
        }
    }
    for (k = 0; k < 3; ++k)
        for (r = 0; r < TRS_H; ++r)
            for (c = 0, m = trs_pic[k][r]; c < 4; ++c, m <<= 2)
                trs_pair[trs_colour[k] + r * 4 + c] = (uint8_t)((m >> 7) | ((m >> 5) & 2));
}

/* Cell (cx, cy) of the board as a block graphics code (bits 0 top-left,
 * 1 top-right, 2 middle-left, 3 middle-right, 4 bottom-left, 5
 * bottom-right): the grid, the edges, the discs of the squares as shown. */
static void trs_cell(uint8_t cx, uint8_t cy)
{
    uint8_t f = (uint8_t)((uint8_t)(cx - TRS_BX) >> 2), c = (uint8_t)((cx - TRS_BX) & 3);
    uint8_t by = (uint8_t)(cy * 3), bits = 0, i, k, r, p;
    for (i = 0; i < 3; ++i, ++by) {
        k = trs_rank[by];
        r = trs_row[by];
        if (k == TRS_OFF || (k == 8 && r))
            p = 0;                     /* above the board, below its edge */
        else if (f == 8)
            p = 1;                     /* the right edge: the left block */
        else if (k == 8)
            p = 3;                     /* the bottom edge */
        else
            p = trs_pair[(uint8_t)(trs_colour[shown[(uint8_t)(k << 3) | f]] + (uint8_t)(r << 2) + c)];
        bits = (uint8_t)((bits >> 2) | (p << 4));
    }
    con_put(cx, cy, BLK(bits), attr_text());
}

/* The text row of square sq's name and tutor value: the one inside its top
 * line and interior. */
static uint8_t trs_text_row(uint8_t sq)
{
    return (uint8_t)((TRS_Y + TRS_H * (sq >> 3) + 2) / 3);
}

/* The one text row of a square in ranks 3 and 6 holds its top line: there
 * a name's or value's characters are the cartridge's own glyphs, the
 * TRS-80 font's letter (its rows 2-9) under a piece of that line, so the
 * line stays whole. */
#define TRS_LINED CON_GLYPH_USER
static const char trs_lined_chars[] = "ABCDEFGH0123456789-";
static const uint8_t trs_font[19][8] = {
    { 0x70, 0x88, 0x88, 0x88, 0xF8, 0x88, 0x88, 0x88 },   /* A */
    { 0xF0, 0x88, 0x88, 0xF0, 0x88, 0x88, 0x88, 0xF0 },   /* B */
    { 0x70, 0x88, 0x80, 0x80, 0x80, 0x80, 0x88, 0x70 },   /* C */
    { 0xE0, 0x90, 0x88, 0x88, 0x88, 0x88, 0x90, 0xE0 },   /* D */
    { 0xF8, 0x80, 0x80, 0xF0, 0x80, 0x80, 0x80, 0xF8 },   /* E */
    { 0xF8, 0x80, 0x80, 0xF0, 0x80, 0x80, 0x80, 0x80 },   /* F */
    { 0x70, 0x88, 0x80, 0x80, 0xB8, 0x88, 0x88, 0x70 },   /* G */
    { 0x88, 0x88, 0x88, 0xF8, 0x88, 0x88, 0x88, 0x88 },   /* H */
    { 0x70, 0x88, 0x98, 0xA8, 0xC8, 0x88, 0x88, 0x70 },   /* 0 */
    { 0x20, 0x60, 0x20, 0x20, 0x20, 0x20, 0x20, 0x70 },   /* 1 */
    { 0x70, 0x88, 0x88, 0x08, 0x10, 0x20, 0x40, 0xF8 },   /* 2 */
    { 0x70, 0x88, 0x08, 0x30, 0x08, 0x08, 0x88, 0x70 },   /* 3 */
    { 0x08, 0x18, 0x28, 0x48, 0x88, 0xF8, 0x08, 0x08 },   /* 4 */
    { 0xF8, 0x80, 0x80, 0xF0, 0x08, 0x08, 0x88, 0x70 },   /* 5 */
    { 0x70, 0x80, 0x80, 0xF0, 0x88, 0x88, 0x88, 0x70 },   /* 6 */
    { 0xF8, 0x08, 0x08, 0x10, 0x10, 0x20, 0x20, 0x20 },   /* 7 */
    { 0x70, 0x88, 0x88, 0x70, 0x88, 0x88, 0x88, 0x70 },   /* 8 */
    { 0x70, 0x88, 0x88, 0x88, 0x78, 0x08, 0x08, 0x70 },   /* 9 */
    { 0x00, 0x00, 0x00, 0x00, 0xF8, 0x00, 0x00, 0x00 },   /* - */
};

/* Rank numbers, centred on their squares: the digit's 8 rows start 8
 * pixels below the square's top line (the square's middle 3.5 below that),
 * which is in no fixed place of a 12-pixel text row; where they cross a
 * text row's edge (ranks 3 and 6) the number is two glyphs, its upper and
 * lower part. trs_num[rank]: the first glyph, trs_num_y[rank]: its text
 * row, trs_num_n[rank]: 1 or 2 glyphs. */
#define TRS_NUM (TRS_LINED + 19)
static uint8_t trs_num[8], trs_num_y[8], trs_num_n[8];

static void trs_glyphs(void)
{
    static uint8_t rows[12];
    uint8_t i, r, g = TRS_NUM, top, off;
    const uint8_t *d;
    for (r = 0; r < 4; ++r)
        rows[r] = 0xFC;                /* the line: the cell's top block row */
    for (i = 0; i < sizeof trs_font / 8; ++i) {
        for (r = 0; r < 8; ++r)
            rows[4 + r] = trs_font[i][r];
        con_glyph((uint8_t)(TRS_LINED + i), rows, 12);
    }
    for (i = 0; i < 8; ++i) {
        top = (uint8_t)(4 * (TRS_Y + TRS_H * i + 2));
        off = (uint8_t)(top % 12);
        d = trs_font[9 + i];           /* the digit '1' + i */
        trs_num[i] = g;
        trs_num_y[i] = (uint8_t)(top / 12);
        trs_num_n[i] = (uint8_t)(off + 8 > 12 ? 2 : 1);
        for (r = 0; r < 12; ++r)
            rows[r] = r >= off && r < off + 8 ? d[(uint8_t)(r - off)] : 0;
        con_glyph(g++, rows, 12);
        if (trs_num_n[i] == 2) {
            for (r = 0; r < 12; ++r)
                rows[r] = r + 12 < off + 8 ? d[r + 12 - off] : 0;
            con_glyph(g++, rows, 12);
        }
    }
}

/* Apple II glyphs: the disc's four quarters (upper left, upper right,
 * lower left, lower right), then the grid: a vertical line, a horizontal
 * line, both (APPLE_GRID + 1, + 2, + 3). */
#define APPLE_DISC CON_GLYPH_USER
#define APPLE_GRID (CON_GLYPH_USER + 3)
static const uint8_t apple_glyphs[7][8] = {
    { 0x00, 0x00, 0x06, 0x1E, 0x3E, 0x3E, 0x7E, 0x7E },
    { 0x00, 0x00, 0xC0, 0xF0, 0xF8, 0xF8, 0xFC, 0xFC },
    { 0x7E, 0x7E, 0x3E, 0x3E, 0x1E, 0x06, 0x00, 0x00 },
    { 0xFC, 0xFC, 0xF8, 0xF8, 0xF0, 0xC0, 0x00, 0x00 },
    { 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10 },
    { 0x00, 0x00, 0x00, 0xFE, 0x00, 0x00, 0x00, 0x00 },
    { 0x10, 0x10, 0x10, 0xFE, 0x10, 0x10, 0x10, 0x10 },
};

/* The Apple II's character set, ' ' to '_' (its 2513 character generator):
 * 7 rows of 5 dots, bit 4 the leftmost, drawn in the cell's columns 1-5 and
 * rows 0-6. */
#define APPLE_FONT_FIRST ' '
static const uint8_t apple_font[64][7] = {
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },   /* space */
    { 0x04, 0x04, 0x04, 0x04, 0x04, 0x00, 0x04 },   /* ! */
    { 0x0A, 0x0A, 0x0A, 0x00, 0x00, 0x00, 0x00 },   /* " */
    { 0x0A, 0x0A, 0x1F, 0x0A, 0x1F, 0x0A, 0x0A },   /* # */
    { 0x04, 0x0F, 0x14, 0x0E, 0x05, 0x1E, 0x04 },   /* $ */
    { 0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03 },   /* % */
    { 0x08, 0x14, 0x14, 0x08, 0x15, 0x12, 0x0D },   /* & */
    { 0x04, 0x04, 0x04, 0x00, 0x00, 0x00, 0x00 },   /* ' */
    { 0x04, 0x08, 0x10, 0x10, 0x10, 0x08, 0x04 },   /* ( */
    { 0x04, 0x02, 0x01, 0x01, 0x01, 0x02, 0x04 },   /* ) */
    { 0x04, 0x15, 0x0E, 0x04, 0x0E, 0x15, 0x04 },   /* * */
    { 0x00, 0x04, 0x04, 0x1F, 0x04, 0x04, 0x00 },   /* + */
    { 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x08 },   /* , */
    { 0x00, 0x00, 0x00, 0x1F, 0x00, 0x00, 0x00 },   /* - */
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04 },   /* . */
    { 0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00 },   /* / */
    { 0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E },   /* 0 */
    { 0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E },   /* 1 */
    { 0x0E, 0x11, 0x01, 0x06, 0x08, 0x10, 0x1F },   /* 2 */
    { 0x1F, 0x01, 0x02, 0x06, 0x01, 0x11, 0x0E },   /* 3 */
    { 0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02 },   /* 4 */
    { 0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E },   /* 5 */
    { 0x07, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E },   /* 6 */
    { 0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08 },   /* 7 */
    { 0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E },   /* 8 */
    { 0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x1C },   /* 9 */
    { 0x00, 0x00, 0x04, 0x00, 0x04, 0x00, 0x00 },   /* : */
    { 0x00, 0x00, 0x04, 0x00, 0x04, 0x04, 0x08 },   /* ; */
    { 0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02 },   /* < */
    { 0x00, 0x00, 0x1F, 0x00, 0x1F, 0x00, 0x00 },   /* = */
    { 0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08 },   /* > */
    { 0x0E, 0x11, 0x02, 0x04, 0x04, 0x00, 0x04 },   /* ? */
    { 0x0E, 0x11, 0x15, 0x17, 0x16, 0x10, 0x0F },   /* @ */
    { 0x04, 0x0A, 0x11, 0x11, 0x1F, 0x11, 0x11 },   /* A */
    { 0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E },   /* B */
    { 0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E },   /* C */
    { 0x1E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1E },   /* D */
    { 0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F },   /* E */
    { 0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10 },   /* F */
    { 0x0F, 0x10, 0x10, 0x13, 0x11, 0x11, 0x0F },   /* G */
    { 0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11 },   /* H */
    { 0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E },   /* I */
    { 0x01, 0x01, 0x01, 0x01, 0x01, 0x11, 0x0E },   /* J */
    { 0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11 },   /* K */
    { 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F },   /* L */
    { 0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11 },   /* M */
    { 0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11 },   /* N */
    { 0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E },   /* O */
    { 0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10 },   /* P */
    { 0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D },   /* Q */
    { 0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11 },   /* R */
    { 0x0E, 0x11, 0x10, 0x0E, 0x01, 0x11, 0x0E },   /* S */
    { 0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04 },   /* T */
    { 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E },   /* U */
    { 0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04 },   /* V */
    { 0x11, 0x11, 0x11, 0x15, 0x15, 0x1B, 0x11 },   /* W */
    { 0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11 },   /* X */
    { 0x11, 0x11, 0x0A, 0x04, 0x04, 0x04, 0x04 },   /* Y */
    { 0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F },   /* Z */
    { 0x1F, 0x18, 0x18, 0x18, 0x18, 0x18, 0x1F },   /* [ */
    { 0x00, 0x10, 0x08, 0x04, 0x02, 0x01, 0x00 },   /* backslash */
    { 0x1F, 0x03, 0x03, 0x03, 0x03, 0x03, 0x1F },   /* ] */
    { 0x00, 0x00, 0x04, 0x0A, 0x11, 0x00, 0x00 },   /* ^ */
    { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1F },   /* _ */
};

/* The labels, two glyphs each, centred on their squares (whose middle is
 * an edge between two cells): rank numbers as the digit's rows 0-3 at the
 * bottom of one cell and 4-6 at the top of the next, file letters as the
 * letter's dots 0-2 at the right of one cell and 3-4 at the left of the
 * next. */
#define APPLE_NUM (APPLE_GRID + 4)
#define APPLE_LET (APPLE_NUM + 16)

static void apple_font_load(void)
{
    static uint8_t rows[8];
    uint8_t c, r;
    const uint8_t *d;
    for (c = 0; c < 64; ++c) {
        for (r = 0; r < 7; ++r)
            rows[r] = (uint8_t)(apple_font[c][r] << 2);
        con_glyph((uint8_t)(APPLE_FONT_FIRST + c), rows, 7);
    }
    for (c = 0; c < 8; ++c) {
        d = apple_font['1' + c - APPLE_FONT_FIRST];
        for (r = 0; r < 8; ++r)
            rows[r] = r < 4 ? 0 : (uint8_t)(d[r - 4] << 2);
        con_glyph((uint8_t)(APPLE_NUM + 2 * c), rows, 8);
        for (r = 0; r < 3; ++r)
            rows[r] = (uint8_t)(d[r + 4] << 2);
        con_glyph((uint8_t)(APPLE_NUM + 2 * c + 1), rows, 3);
        d = apple_font['A' + c - APPLE_FONT_FIRST];
        for (r = 0; r < 7; ++r)
            rows[r] = (uint8_t)((d[r] >> 2) << 1);
        con_glyph((uint8_t)(APPLE_LET + 2 * c), rows, 7);
        for (r = 0; r < 7; ++r)
            rows[r] = (uint8_t)((d[r] & 3) << 6);
        con_glyph((uint8_t)(APPLE_LET + 2 * c + 1), rows, 7);
    }
}

void odin_draw_init(void)
{
    uint8_t k;
    apple = con_machine() == CON_PROF_APPLE2;
    if (apple) {
        con_mode(CON_PROF_APPLE2, 40, 24, 7, 8, attr_text());
        sqw = 3; sqh = 3; px = 25; pw = 15; rows = 24; cols = 40;
        for (k = 0; k < 7; ++k)
            con_glyph((uint8_t)(APPLE_DISC + k), apple_glyphs[k], 8);
        apple_font_load();
    } else {
        con_mode(CON_PROF_TRS80, 64, 16, 6, 12, attr_text());
        sqw = 4; px = 35; pw = 29; rows = 16; cols = 64;
        trs_tables();
        trs_glyphs();
    }
    con_border(BLACK);
}

uint8_t odin_text_rows(void) { return rows; }
uint8_t odin_text_cols(void) { return pw; }
const char *odin_look(void) { return apple ? "apple2" : "trs80"; }

/* One Apple II cell of square (file f, rank k) as colour: (c, r) in the
 * square; the coordinate cells (file A's column 0, rank 1's row 0) are
 * odin_draw_board's. */
static void apple_cell(uint8_t f, uint8_t k, uint8_t c, uint8_t r, uint8_t colour)
{
    uint8_t x = (uint8_t)(f * 3 + c), y = (uint8_t)(k * 3 + r);
    if (c && r)
        con_put(x, y, colour == RV_EMPTY ? ' ' : (uint8_t)(APPLE_DISC + (r - 1) * 2 + c - 1),
                attr_board(colour == RV_WHITE ? WHITE : BLACK));
    else if ((c || f) && (r || k))
        con_put(x, y, (uint8_t)(APPLE_GRID + !c + 2 * !r), attr_board(BLACK));
}

void odin_draw_as(uint8_t sq, uint8_t colour)
{
    uint8_t x = (uint8_t)(TRS_BX + (sq & 7) * 4), r, c, top;
    if (!apple) {
        /* Only the cells right of the left line in the text rows of the
         * disc and of the square's text change (their rows: one, or two
         * where the text row holds the top line); odin_draw_board draws
         * the rest. */
        shown[sq] = colour;
        top = (uint8_t)(TRS_Y + TRS_H * (sq >> 3));
        for (r = trs_text_row(sq); r <= (uint8_t)((top + 3) / 3); ++r)
            for (c = 1; c < 4; ++c)
                trs_cell((uint8_t)(x + c), r);
        return;
    }
    for (r = 0; r < sqh; ++r)
        for (c = 0; c < sqw; ++c)
            apple_cell((uint8_t)(sq & 7), (uint8_t)(sq >> 3), c, r, colour);
}

void odin_draw_square(uint8_t sq)
{
    odin_draw_as(sq, rv_get(sq));
}

void odin_draw_board(void)
{
    uint8_t sq, r, c;
    if (apple) {
        for (sq = 0; sq < 64; ++sq)
            odin_draw_square(sq);
        for (r = 0; r < 16; ++r) {         /* each label's two halves */
            con_put((uint8_t)((r >> 1) * 3 + 1 + (r & 1)), 0, (uint8_t)(APPLE_LET + r), attr_text());
            con_put(0, (uint8_t)((r >> 1) * 3 + 1 + (r & 1)), (uint8_t)(APPLE_NUM + r), attr_text());
        }
        return;
    }
    for (sq = 0; sq < 64; ++sq)
        shown[sq] = rv_get(sq);
    for (r = 1; r < 16; ++r)           /* every cell of the board and its edges */
        for (c = TRS_BX; c <= TRS_BX + 32; ++c)
            trs_cell(c, r);
    for (r = 0; r < 8; ++r) {          /* letters above, numbers beside the squares */
        con_put((uint8_t)(TRS_BX + r * 4 + 2), 0, (uint8_t)('A' + r), attr_text());
        for (c = 0; c < trs_num_n[r]; ++c)
            con_put(0, (uint8_t)(trs_num_y[r] + c), (uint8_t)(trs_num[r] + c), attr_text());
    }
}

/* Where square sq's name or value starts: the TRS-80's text row inside
 * the square, the Apple II's disc top; one cell right of the left line. */
static uint8_t text_x(uint8_t sq) { return (uint8_t)((sq & 7) * sqw + 1 + (apple ? 0 : TRS_BX)); }
static uint8_t text_y(uint8_t sq) { return apple ? (uint8_t)((sq >> 3) * sqh + 1) : trs_text_row(sq); }

/* The text just written in square sq, on its top line's glyphs where that
 * line runs through its text row (TRS-80, ranks 3 and 6). */
static void trs_on_line(uint8_t sq)
{
    uint8_t x = text_x(sq), y = text_y(sq), i, k;
    if (apple || (uint8_t)(y * 3) != (uint8_t)(TRS_Y + TRS_H * (sq >> 3)))
        return;
    for (i = 0; i < 3; ++i, ++x)
        for (k = 0; trs_lined_chars[k]; ++k)
            if ((uint8_t)trs_lined_chars[k] == con_char(x, y)) {
                con_put(x, y, (uint8_t)(TRS_LINED + k), attr_text());
                break;
            }
}

void odin_draw_label(uint8_t sq, uint8_t on)
{
    uint8_t x = text_x(sq), y = text_y(sq);
    if (!on) {
        odin_draw_square(sq);
        return;
    }
    con_put(x, y, (uint8_t)('A' + (sq & 7)), attr_board(WHITE));
    con_put((uint8_t)(x + 1), y, (uint8_t)('1' + (sq >> 3)), attr_board(WHITE));
    trs_on_line(sq);
}

void odin_draw_value(uint8_t sq, int16_t v)
{
    uint8_t f = (uint8_t)(sq & 7), x = text_x(sq), y = text_y(sq);
    odin_draw_square(sq);
    if (v > 99) v = 99;
    if (v < -99) v = -99;
    if (apple) {                       /* right-aligned on the disc, rows alternating */
        x = (uint8_t)(x + 1 - (v < 0) - (v > 9 || v < -9));
        y = (uint8_t)(y + (f & 1));
    }
    con_puti(x, y, v, 0, attr_board(WHITE));
    trs_on_line(sq);
}

void odin_text(uint8_t row, const char *s)
{
    con_fill(px, row, pw, 1, ' ', attr_text());
    con_puts(px, row, s, attr_text());
}

void odin_text_num(uint8_t row, uint8_t col, int16_t v, uint8_t width)
{
    con_puti((uint8_t)(px + col), row, v, width, attr_text());
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
