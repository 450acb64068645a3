/* ent_draw.c — Entrap's two looks on the CGA 40x25 text screen (8x8 cells).
 * The manual shows no screen; this one (docs/entrap.md, "The screen"):
 *
 *   - the board on the left, a square 2x2 cells (16x16 pixels) drawn with
 *     twelve user glyphs: a round disc in four quarters, a hollow ring in
 *     four quarters, and an empty square's centre dot; letters A-H above,
 *     numbers 1-8 at the left;
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

#define BX 2                  /* board origin (cells) */
#define BY 2
#define PX 21                 /* panel column */
#define G_DOT   CON_GLYPH_USER
#define G_SOLID (CON_GLYPH_USER + 4)
#define G_RING  (CON_GLYPH_USER + 8)

#define C_BLACK 0
#define C_GREEN 2
#define C_CYAN  3
#define C_GREY  7
#define C_DGREY 8
#define C_YELLOW 14
#define C_WHITE 15

/* (2i - 15)^2 for i = 0..15: a pixel's distance from the square's centre,
 * doubled, squared (no multiplication at run time). */
static const uint8_t dist2[16] = {
    225, 169, 121, 81, 49, 25, 9, 1, 1, 9, 25, 49, 81, 121, 169, 225 };

/* The square pictures (the toolkit builds the glyphs): 0 an empty square's
 * centre dot, 1 a solid disc (radius 6.9 pixels), 2 a ring (4.6 to 6.9). */
static uint8_t pixel(uint8_t pic, uint8_t x, uint8_t y)
{
    uint16_t d = (uint16_t)(dist2[x] + dist2[y]);
    if (pic == 0)
        return d == 2;
    if (pic == 1)
        return d <= 190;
    return d <= 190 && d >= 85;
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
    uint8_t i;
    for (i = 0; i < 8; ++i) {
        con_put((uint8_t)(BX + 2 * i), BY - 1, (uint8_t)('A' + i), a_label);
        con_put(0, (uint8_t)(BY + 2 * i), (uint8_t)('1' + i), a_label);
    }
    for (i = 0; i < 64; ++i)
        ent_draw_square(i);
    con_puts(0, 19, "COMMANDS: A1-H8  P  U  S  Q", a_label);
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
