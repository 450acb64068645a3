/* kit_line.c — the line editor (kit.h): typed text echoed in place,
 * BACKSPACE, ENTER; optionally digits only, up to a limit. */
#include "cart/kit/kit.h"

static void draw(const kit_line *l)
{
    uint8_t i, c;
    for (i = 0; i < l->max + (l->cursor ? 1 : 0); ++i) {
        c = ' ';
        if (i < l->len)
            c = (uint8_t)l->buf[i];
        else if (i == l->len && l->cursor)
            c = l->cursor;
        con_put((uint8_t)(l->x + i), l->y, c, l->attr);
    }
}

void kit_line_clear(kit_line *l)
{
    l->len = 0;
    l->buf[0] = 0;
    draw(l);
}

void kit_line_start(kit_line *l, char *buf, uint8_t max,
                    uint8_t x, uint8_t y, uint8_t attr)
{
    l->buf = buf;
    l->max = max;
    l->x = x;
    l->y = y;
    l->attr = attr;
    kit_line_set(l, 0, 0);
}

void kit_line_set(kit_line *l, uint8_t cursor, uint16_t limit)
{
    l->cursor = cursor;
    l->limit = limit;
    kit_line_clear(l);
}

void kit_line_blink(const kit_line *l, uint8_t on)
{
    if (l->cursor)
        con_put((uint8_t)(l->x + l->len), l->y, on ? l->cursor : ' ', l->attr);
}

uint16_t kit_line_num(const kit_line *l)
{
    uint16_t v = 0;
    uint8_t i;
    for (i = 0; i < l->len; ++i)
        v = (uint16_t)(v * 10u + (uint8_t)(l->buf[i] - '0'));
    return v;
}

/* Whether k may be appended. */
static uint8_t fits(const kit_line *l, uint8_t k)
{
    if (l->len >= l->max || k < ' ' || k > '~')
        return 0;
    if (!l->limit)
        return 1;
    /* digits only: the value with k must stay within the limit (32-bit:
     * a 16-bit product would wrap for limits above 6553) */
    return k >= '0' && k <= '9'
        && (uint32_t)kit_line_num(l) * 10u + (uint8_t)(k - '0') <= l->limit;
}

uint8_t kit_line_key(kit_line *l, uint8_t k)
{
    k = kit_upper(k);
    if (k == CON_K_ENTER)
        return 1;
    if ((k == CON_K_BACKSPACE || k == CON_K_LEFT) && l->len) {
        l->buf[--l->len] = 0;
    } else if (fits(l, k)) {
        l->buf[l->len++] = (char)k;
        l->buf[l->len] = 0;
    } else {
        return 0;
    }
    draw(l);
    return 0;
}

void kit_line_read(kit_line *l)
{
    while (!kit_line_key(l, kit_get()))
        ;
}
