/* lr_osk.c — see lr_osk.h. */
#include "libretro/lr_osk.h"

#include "emu/hw.h"
#include "libretro/lr_pad.h"

#define GAP 2

typedef struct lro_key { char label[4]; uint8_t code; } lro_key;
#define K(c) { { c, 0 }, c }
static const lro_key keys[LRO_KEYS] = {
    K('1'), K('2'), K('3'), K('4'), K('5'), K('6'), K('7'), K('8'), K('9'), K('0'),
    K('Q'), K('W'), K('E'), K('R'), K('T'), K('Y'), K('U'), K('I'), K('O'), K('P'),
    K('A'), K('S'), K('D'), K('F'), K('G'), K('H'), K('J'), K('K'), K('L'), { "ENT", CON_K_ENTER },
    K('Z'), K('X'), K('C'), K('V'), K('B'), K('N'), K('M'), K(','), K('.'), { "DEL", CON_K_BACKSPACE },
    { "SPC", ' ' }, { "SFT", CON_K_SHIFT }, { "BRK", CON_K_BREAK }, { "CLR", CON_K_CLEAR },
    { "ESC", CON_K_ESC }, K('-'), { "LT", CON_K_LEFT }, { "RT", CON_K_RIGHT },
    { "UP", CON_K_UP }, { "DN", CON_K_DOWN },
};

uint8_t lro_step(uint8_t *cursor, uint8_t *prev, uint8_t now)
{
    uint8_t went = now & (uint8_t)~*prev;
    *prev = now;
    int col = *cursor % LRO_COLS, row = *cursor / LRO_COLS;
    if (row >= LRO_ROWS)
        row = col = 0;
    if (went & LRO_LEFT) col = (col + LRO_COLS - 1) % LRO_COLS;
    if (went & LRO_RIGHT) col = (col + 1) % LRO_COLS;
    if (went & LRO_UP) row = (row + LRO_ROWS - 1) % LRO_ROWS;
    if (went & LRO_DOWN) row = (row + 1) % LRO_ROWS;
    *cursor = (uint8_t)(row * LRO_COLS + col);
    return went & LRO_TYPE ? keys[*cursor].code : 0;
}

void lro_draw(uint32_t *px, int w, int h, uint8_t cursor)
{
    int kw = (w - (LRO_COLS + 1) * GAP) / LRO_COLS;
    int kh = (LRP_PANEL_H - (LRO_ROWS + 1) * GAP) / LRO_ROWS;
    int x0 = (w - LRO_COLS * (kw + GAP) + GAP) / 2, y0 = h - LRP_PANEL_H + GAP;
    if (kw < 4)
        return;
    for (int k = 0; k < LRO_KEYS; k++)
        lrp_key(px, w, x0 + k % LRO_COLS * (kw + GAP), y0 + k / LRO_COLS * (kh + GAP),
                kw, kh, keys[k].label, k == cursor);
}
