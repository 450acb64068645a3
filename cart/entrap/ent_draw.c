/* ent_draw.c — Entrap's two looks on the CGA 40x25 text screen (8x8 cells).
 * The manual shows no screen; this one (docs/entrap.md, "The screen"):
 *
 *   - the board on the left, a square 2x2 cells (16x16 pixels) drawn with
 *     twelve user glyphs: a round disc in four quarters, a hollow ring in
 *     four quarters, and an empty square's centre dot; a thin frame
 *     around it; letters A-H above, numbers 1-8 at the left, each centred
 *     on its column or row (the console's font shifted half a square, in
 *     user glyphs);
 *   - the panel on the right: level, both players with colour, name and
 *     count, whose turn it is, the last move of each side;
 *   - the help line, the message line and the command line at the bottom
 *     (the toolkit's line editor, cart/kit).
 *
 * Colour (ENTRAP.COM, --machine cga): a green board, black and white
 * solid discs. Black and white (ENT-BW.COM, --machine cga-mono): a black
 * board, a white disc is solid, a black disc is a ring: the shape tells
 * them apart, not a colour (a monochrome monitor shows grey levels).
 */
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"
#include "cart/kit/kit.h"

#define BX ENT_BOARD_X
#define BY ENT_BOARD_Y
#define PX 21                 /* panel column */
#define G_DOT   CON_GLYPH_USER
#define G_SOLID (CON_GLYPH_USER + 4)
#define G_RING  (CON_GLYPH_USER + 8)
#define G_COL   (CON_GLYPH_USER + 12)   /* A-H: a left and a right half each */
#define G_ROW   (CON_GLYPH_USER + 28)   /* 1-8: a top and a bottom half each */
#define G_FRAME (CON_GLYPH_USER + 44)   /* the frame's 8 pieces (frame_rows) */

#define C_BLACK 0
#define C_GREEN 2
#define C_CYAN  3
#define C_GREY  7
#define C_DGREY 8
#define C_YELLOW 14
#define C_WHITE 15

/* 25 (2x - 15)^2 and 36 (2y - 15)^2 for x, y = 0..15: a pixel's distance
 * from the square's centre, doubled, squared and scaled by the CGA's
 * pixel aspect (320x200 shown at 4:3: a pixel is 1.2 times as tall as it
 * is wide, 36/25 = 1.2^2), so that a disc 14 pixels wide and 12 tall
 * shows round. Tables: no multiplication at run time. */
static const uint16_t dist_x[16] = {
    5625, 4225, 3025, 2025, 1225, 625, 225, 25, 25, 225, 625, 1225, 2025, 3025, 4225, 5625 };
static const uint16_t dist_y[16] = {
    8100, 6084, 4356, 2916, 1764, 900, 324, 36, 36, 324, 900, 1764, 2916, 4356, 6084, 8100 };
#define R_OUT 4750            /* the disc's edge: 6.9 pixels across */
#define R_IN  2125            /* a ring's hole: 4.6 pixels */

/* The square pictures (the toolkit builds the glyphs): 0 an empty square's
 * centre dot, 1 a solid disc, 2 a ring. */
static uint8_t pixel(uint8_t pic, uint8_t x, uint8_t y)
{
    uint16_t d = (uint16_t)(dist_x[x] + dist_y[y]);
    if (pic == 0)
        return d == 61;
    if (pic == 1)
        return d <= R_OUT;
    return d <= R_OUT && d >= R_IN;
}

/* The console's 8x8 font (rows 0-6; row 7 is blank) of the labels A-H
 * and 1-8, drawn half a square off so that each sits on its square's
 * middle line. */
static const uint8_t label_font[16][7] = {
    { 0x38, 0x6C, 0xC6, 0xFE, 0xC6, 0xC6, 0xC6 }, { 0xFC, 0x66, 0x66, 0x7C, 0x66, 0x66, 0xFC },
    { 0x3C, 0x66, 0xC0, 0xC0, 0xC0, 0x66, 0x3C }, { 0xF8, 0x6C, 0x66, 0x66, 0x66, 0x6C, 0xF8 },
    { 0xFE, 0x62, 0x68, 0x78, 0x68, 0x62, 0xFE }, { 0xFE, 0x62, 0x68, 0x78, 0x68, 0x60, 0xF0 },
    { 0x3C, 0x66, 0xC0, 0xC0, 0xCE, 0x66, 0x3A }, { 0xC6, 0xC6, 0xC6, 0xFE, 0xC6, 0xC6, 0xC6 },
    { 0x18, 0x38, 0x18, 0x18, 0x18, 0x18, 0x7E }, { 0x7C, 0xC6, 0x06, 0x1C, 0x30, 0x66, 0xFE },
    { 0x7C, 0xC6, 0x06, 0x3C, 0x06, 0xC6, 0x7C }, { 0x1C, 0x3C, 0x6C, 0xCC, 0xFE, 0x0C, 0x1E },
    { 0xFE, 0xC0, 0xC0, 0xFC, 0x06, 0xC6, 0x7C }, { 0x38, 0x60, 0xC0, 0xFC, 0xC6, 0xC6, 0x7C },
    { 0xFE, 0xC6, 0x0C, 0x18, 0x30, 0x30, 0x30 }, { 0x7C, 0xC6, 0xC6, 0x7C, 0xC6, 0xC6, 0x7C },
};

/* The frame around the board, a line just outside its squares: top,
 * bottom, left, right, then the corners top-left, top-right, bottom-left,
 * bottom-right; the row of each piece's line and its pixels (the left and
 * right pieces repeat theirs down the whole cell). */
static const uint8_t frame_row[8] = { 7, 0, 0, 0, 7, 7, 0, 0 };
static const uint8_t frame_bits[8] = { 0xFF, 0xFF, 0x01, 0x80, 0x01, 0x80, 0x01, 0x80 };

static uint8_t glyph[8];

static void labels_and_frame(void)
{
    uint8_t i, r, b;
    for (i = 0; i < 16; ++i) {
        for (r = 0; r < 8; ++r)
            glyph[r] = 0;
        if (i < 8) {            /* a letter, 4 pixels to the right */
            for (r = 0; r < 7; ++r)
                glyph[r] = (uint8_t)(label_font[i][r] >> 4);
            con_glyph((uint8_t)(G_COL + 2 * i), glyph, 8);
            for (r = 0; r < 7; ++r)
                glyph[r] = (uint8_t)(label_font[i][r] << 4);
            con_glyph((uint8_t)(G_COL + 2 * i + 1), glyph, 8);
        } else {                /* a number, 4 pixels down */
            for (r = 0; r < 4; ++r)
                glyph[r + 4] = label_font[i][r];
            con_glyph((uint8_t)(G_ROW + 2 * (i - 8)), glyph, 8);
            for (r = 0; r < 8; ++r)
                glyph[r] = r < 3 ? label_font[i][r + 4] : 0;
            con_glyph((uint8_t)(G_ROW + 2 * (i - 8) + 1), glyph, 8);
        }
    }
    for (i = 0; i < 8; ++i) {
        b = frame_bits[i];
        for (r = 0; r < 8; ++r)
            glyph[r] = (i == 2 || i == 3 || r == frame_row[i]) ? b : 0;
        con_glyph((uint8_t)(G_FRAME + i), glyph, 8);
    }
}

static uint8_t mono;
static uint8_t a_text, a_bright, a_label, a_msg;

void ent_draw_init(uint8_t bw)
{
    mono = bw;
    a_text = CON_ATTR(C_GREY, C_BLACK);
    a_bright = CON_ATTR(C_WHITE, C_BLACK);
    a_label = mono ? a_text : CON_ATTR(C_CYAN, C_BLACK);
    a_msg = mono ? a_bright : CON_ATTR(C_YELLOW, C_BLACK);
    con_mode(mono ? CON_PROF_CGA_MONO : CON_PROF_CGA, 40, 25, 8, 8, a_text);
    con_border(C_BLACK);
    kit_pictures(CON_GLYPH_USER, 3, pixel);
    labels_and_frame();
}

const char *ent_look(void) { return mono ? "cga-mono" : "cga"; }

/* The first glyph and the attribute of a square showing colour c. */
static uint8_t sq_glyph(uint8_t c)
{
    if (c == RV_EMPTY)
        return G_DOT;
    if (mono && c == RV_BLACK)
        return G_RING;
    return G_SOLID;
}

static uint8_t sq_attr(uint8_t c)
{
    if (mono)
        return CON_ATTR(c == RV_EMPTY ? C_DGREY : C_WHITE, C_BLACK);
    return CON_ATTR(c == RV_WHITE ? C_WHITE : C_BLACK, C_GREEN);
}

/* A 2x2 disc (or dot) of colour c with its top-left cell at (x, y). */
static void disc(uint8_t x, uint8_t y, uint8_t c)
{
    uint8_t g = sq_glyph(c), a = sq_attr(c);
    con_put(x, y, g, a);
    con_put((uint8_t)(x + 1), y, (uint8_t)(g + 1), a);
    con_put(x, (uint8_t)(y + 1), (uint8_t)(g + 2), a);
    con_put((uint8_t)(x + 1), (uint8_t)(y + 1), (uint8_t)(g + 3), a);
}

void ent_draw_square(uint8_t sq)
{
    disc((uint8_t)(BX + (sq & 7) * 2), (uint8_t)(BY + (sq >> 3) * 2), rv_get(sq));
}

void ent_draw_board(void)
{
    uint8_t i, x, y;
    for (i = 0; i < 8; ++i) {
        x = (uint8_t)(BX + 2 * i);
        y = (uint8_t)(BY + 2 * i);
        con_put(x, BY - 2, (uint8_t)(G_COL + 2 * i), a_label);
        con_put((uint8_t)(x + 1), BY - 2, (uint8_t)(G_COL + 2 * i + 1), a_label);
        con_put(0, y, (uint8_t)(G_ROW + 2 * i), a_label);
        con_put(0, (uint8_t)(y + 1), (uint8_t)(G_ROW + 2 * i + 1), a_label);
    }
    con_fill(BX, BY - 1, 16, 1, G_FRAME, a_label);
    con_fill(BX, BY + 16, 16, 1, G_FRAME + 1, a_label);
    con_fill(BX - 1, BY, 1, 16, G_FRAME + 2, a_label);
    con_fill(BX + 16, BY, 1, 16, G_FRAME + 3, a_label);
    con_put(BX - 1, BY - 1, G_FRAME + 4, a_label);
    con_put(BX + 16, BY - 1, G_FRAME + 5, a_label);
    con_put(BX - 1, BY + 16, G_FRAME + 6, a_label);
    con_put(BX + 16, BY + 16, G_FRAME + 7, a_label);
    for (i = 0; i < 64; ++i)
        ent_draw_square(i);
    con_puts(0, 19, "MOVE A1-H8  P PASS  Q QUIT THIS GAME", a_label);
    con_puts(0, 20, "U TAKE BACK A MOVE  S SWAP COLOURS", a_label);
}

static void text(uint8_t x, uint8_t y, const char *s, uint8_t attr)
{
    con_fill(x, y, (uint8_t)(40 - x), 1, ' ', attr);
    con_puts(x, y, s, attr);
}

/* One player's panel line: disc, colour, who, count. */
static void player(uint8_t y, uint8_t colour, uint8_t human)
{
    disc(PX, y, colour);
    text((uint8_t)(PX + 3), y, colour == RV_BLACK ? "BLACK" : "WHITE", a_bright);
    text((uint8_t)(PX + 3), (uint8_t)(y + 1), colour == human ? "YOU" : "8088", a_text);
    con_putu(36, y, rv_count(colour), 2, a_bright);
}

static void last(uint8_t y, const char *who, uint8_t sq)
{
    char buf[3];
    text(PX, y, who, a_text);
    if (sq == SRCH_PASS)
        con_puts(PX + 11, y, "PASS", a_bright);
    else if (sq != RV_NOSQ) {
        rv_sq_name(sq, buf);
        buf[0] = (char)(buf[0] - 32);
        con_puts(PX + 11, y, buf, a_bright);
    }
}

void ent_draw_panel(uint8_t level, uint8_t human, uint8_t last_b, uint8_t last_w)
{
    text(PX, 0, "8088 ENTRAP", mono ? a_bright : CON_ATTR(C_YELLOW, C_BLACK));
    text(PX, 2, "LEVEL", a_text);
    if (level)
        con_put(PX + 6, 2, (uint8_t)('0' + level), a_bright);
    player(4, RV_BLACK, human);
    player(7, RV_WHITE, human);
    last(12, "LAST BLACK", last_b);
    last(13, "LAST WHITE", last_w);
}

void ent_draw_turn(const char *s)
{
    text(PX, 10, s, a_bright);
}

void ent_draw_msg(const char *s)
{
    text(0, ENT_ROW_MSG, s, a_msg);
}

void ent_draw_note(const char *s)
{
    text(0, ENT_ROW_NOTE, s, a_msg);
}

void ent_draw_cmd(kit_line *l, char *buf, uint8_t max, const char *prompt)
{
    uint8_t x;
    text(0, ENT_ROW_CMD, prompt, a_label);
    if (!l)
        return;
    for (x = 0; prompt[x]; ++x)
        ;
    kit_line_start(l, buf, max, (uint8_t)(x + 1), ENT_ROW_CMD, a_bright);
    l->cursor = '_';
    kit_line_clear(l);
}

void ent_draw_think(uint8_t on)
{
    con_put(39, 10, on ? '*' : ' ', a_bright);
}
