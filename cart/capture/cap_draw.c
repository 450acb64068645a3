/* cap_draw.c — Capture's screen on the Arcadia-style console: 16x26 cells of
 * 8x8, two colours per cell, black background.
 *
 *   row 0      CAPTURE  LEVEL n
 *   rows 1-2   the previous four games, black-red, newest first
 *   row 4      the scores: a disc of each colour, the green "+" beside the
 *              side to move
 *   row 6      the time limits (or NO TIME LIMIT), above; TIME UP in place
 *              of the limit of the side whose time ran out
 *   row 8      the elapsed time of each side
 *   rows 9-24  the board: green squares of 2x2 cells with black grid lines
 *   row 25     messages (ERROR)
 * Rows 3, 5 and 7 stay blank: the font's letters fill their cells, so two
 * text rows in a row would touch. The screen has no row for a gap between
 * the title and the previous games.
 *
 * A cell has two colours, and a red disc's square would need three (black
 * line, green, red disc): it keeps green behind the disc and draws its half
 * of the grid lines in red, so the grid stays visible on any board. */
#include "cart/capture/cap.h"
#include "cart/reversi/rv.h"
#include "cart/kit/kit.h"

/* Glyph codes: 4 quadrants (TL, TR, BL, BR) per square picture. */
#define G_EMPTY  CON_GLYPH_USER
#define G_DISC   (CON_GLYPH_USER + 4)      /* black or red, by the colour */
#define G_CURSOR (CON_GLYPH_USER + 8)
#define G_ICON   (CON_GLYPH_USER + 12)     /* one-cell disc for the scores */

#define TEXT   CON_ATTR(CAP_WHITE, CAP_BLACK)
#define SQUARE CON_ATTR(CAP_BLACK, CAP_GREEN)

/* Pixel (x, y) of a 16x16 square picture: 1 = foreground. */
static uint8_t pixel(uint8_t pic, uint8_t x, uint8_t y)
{
    int8_t dx = (int8_t)(2 * x - 15), dy = (int8_t)(2 * y - 15);  /* doubled, centred */
    int16_t r2 = (int16_t)dx * dx + (int16_t)dy * dy;
    uint8_t frame = x == 0 || y == 0 || x == 15 || y == 15;
    if (pic == 0)
        return frame;
    if (pic == 1)
        return frame || r2 <= 12 * 12;                /* a disc within its lines */
    return (dx >= -1 && dx <= 1 && dy >= -9 && dy <= 9)
        || (dy >= -1 && dy <= 1 && dx >= -9 && dx <= 9);   /* the cursor's "+" */
}

/* The square pictures, and the one-cell disc of the scores. */
static void make_glyphs(void)
{
    static uint8_t rows[8];
    uint8_t y, x, bits;
    int8_t dx, dy;
    kit_pictures(G_EMPTY, 3, pixel);
    for (y = 0; y < 8; ++y) {
        bits = 0;
        for (x = 0; x < 8; ++x) {
            dx = (int8_t)(2 * x - 7);
            dy = (int8_t)(2 * y - 7);
            if ((int16_t)dx * dx + (int16_t)dy * dy <= 40)
                bits |= (uint8_t)(0x80 >> x);
        }
        rows[y] = bits;
    }
    con_glyph(G_ICON, rows, 8);
}

void cap_draw_init(void)
{
    con_mode(CON_PROF_ARCADIA, CAP_COLS, CAP_ROWS, 8, 8, TEXT);
    con_border(CAP_BLACK);
    make_glyphs();
    con_puts(0, 0, "CAPTURE", TEXT);
}

static void put_square(uint8_t sq, uint8_t g, uint8_t attr)
{
    uint8_t x = (uint8_t)((sq & 7) * 2), y = (uint8_t)(CAP_BOARD_Y + (sq >> 3) * 2);
    con_put(x, y, g, attr);
    con_put((uint8_t)(x + 1), y, (uint8_t)(g + 1), attr);
    con_put(x, (uint8_t)(y + 1), (uint8_t)(g + 2), attr);
    con_put((uint8_t)(x + 1), (uint8_t)(y + 1), (uint8_t)(g + 3), attr);
}

void cap_square(uint8_t sq)
{
    uint8_t c = rv_get(sq);
    if (c == RV_BLACK)
        put_square(sq, G_DISC, SQUARE);
    else if (c == RV_WHITE)
        put_square(sq, G_DISC, CON_ATTR(CAP_RED, CAP_GREEN));
    else
        put_square(sq, G_EMPTY, SQUARE);
}

void cap_cursor(uint8_t sq, uint8_t on)
{
    if (on)
        put_square(sq, G_CURSOR, CON_ATTR(CAP_BLUE, CAP_GREEN));
    else
        cap_square(sq);
}

void cap_blink(uint8_t sq, uint8_t on)
{
    if (on)
        cap_square(sq);
    else
        put_square(sq, G_EMPTY, SQUARE);
}

void cap_board(void)
{
    uint8_t sq;
    for (sq = 0; sq < 64; ++sq)
        cap_square(sq);
}

void cap_level(uint8_t level)
{
    con_puts(9, 0, "LEVEL", TEXT);
    con_put(15, 0, (uint8_t)('0' + level), CON_ATTR(CAP_GREEN, CAP_BLACK));
}

void cap_scores(const uint8_t *score, uint8_t to_move)
{
    uint8_t i, x;
    for (i = 0; i < 2; ++i) {
        x = (uint8_t)(8 * i);
        con_put(x, CAP_SCORE_Y, to_move == i + 1 ? '+' : ' ', CON_ATTR(CAP_GREEN, CAP_BLACK));
        con_put((uint8_t)(x + 1), CAP_SCORE_Y, G_ICON, CON_ATTR(i ? CAP_RED : CAP_BLACK, CAP_GREEN));
        con_putu((uint8_t)(x + 3), CAP_SCORE_Y, score[i], 2, TEXT);
    }
}

/* "MM:SS" at (x, y). */
static void put_time(uint8_t x, uint8_t y, uint16_t seconds, uint8_t attr)
{
    con_putu(x, y, (uint16_t)(seconds / 60u), 2, attr);
    con_put((uint8_t)(x + 2), y, ':', attr);
    con_put((uint8_t)(x + 3), y, (uint8_t)('0' + (seconds % 60u) / 10u), attr);
    con_put((uint8_t)(x + 4), y, (uint8_t)('0' + seconds % 10u), attr);
}

void cap_limits(uint8_t on, const uint16_t *limit)
{
    con_fill(0, CAP_LIMIT_Y, CAP_COLS, 1, ' ', TEXT);
    if (!on) {
        con_puts(1, CAP_LIMIT_Y, "NO TIME LIMIT", CON_ATTR(CAP_GREEN, CAP_BLACK));
        return;
    }
    put_time(1, CAP_LIMIT_Y, limit[0], CON_ATTR(CAP_GREEN, CAP_BLACK));
    put_time(9, CAP_LIMIT_Y, limit[1], CON_ATTR(CAP_GREEN, CAP_BLACK));
}

void cap_clock(uint8_t side, uint32_t frames)
{
    uint32_t s = frames / CAP_FPS;
    put_time((uint8_t)(1 + 8 * side), CAP_CLOCK_Y, (uint16_t)(s > 5999u ? 5999u : s), TEXT);
}

void cap_memory(uint8_t n, const uint8_t *games)
{
    uint8_t i, x, y;
    con_fill(0, CAP_MEM_Y, CAP_COLS, 2, ' ', TEXT);
    for (i = 0; i < n; ++i) {
        x = (uint8_t)(1 + 8 * (i & 1));
        y = (uint8_t)(CAP_MEM_Y + (i >> 1));
        con_putu(x, y, games[2 * i], 2, TEXT);
        con_put((uint8_t)(x + 2), y, '-', TEXT);
        con_putu((uint8_t)(x + 3), y, games[2 * i + 1], 2, CON_ATTR(CAP_RED, CAP_BLACK));
    }
}

/* The side's limit is what its clock shows below: TIME UP says more. */
void cap_time_up(uint8_t side)
{
    con_fill((uint8_t)(8 * side), CAP_LIMIT_Y, 8, 1, ' ', TEXT);
    con_puts((uint8_t)(1 + 8 * side), CAP_LIMIT_Y, "TIME UP", CON_ATTR(CAP_RED, CAP_BLACK));
}

void cap_message(const char *s, uint8_t colour)
{
    uint8_t n = 0;
    while (s[n])
        ++n;
    con_fill(0, CAP_MSG_Y, CAP_COLS, 1, ' ', TEXT);
    con_puts((uint8_t)((CAP_COLS - n) / 2), CAP_MSG_Y, s, CON_ATTR(colour, CAP_BLACK));
}
