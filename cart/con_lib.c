/* con_lib.c — console conveniences built only on the primitives, so they
 * behave identically on every target. */
#include "cart/console.h"

void con_puts(uint8_t x, uint8_t y, const char *s, uint8_t attr)
{
    while (*s)
        con_put(x++, y, (uint8_t)*s++, attr);
}

void con_fill(uint8_t x, uint8_t y, uint8_t w, uint8_t h,
              uint8_t code, uint8_t attr)
{
    uint8_t i, j;
    for (j = 0; j < h; ++j)
        for (i = 0; i < w; ++i)
            con_put((uint8_t)(x + i), (uint8_t)(y + j), code, attr);
}

/* Decimal digits of v into buf (no terminator), least significant last;
 * returns how many. */
static uint8_t decimal(uint16_t v, char *buf)
{
    char tmp[5];
    uint8_t n = 0, i;
    do {
        tmp[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    for (i = 0; i < n; ++i)
        buf[i] = tmp[n - 1 - i];
    return n;
}

/* '-' (when neg) and the digits of v, right-aligned in `width` cells. */
static void put_number(uint8_t x, uint8_t y, uint16_t v, uint8_t neg,
                       uint8_t width, uint8_t attr)
{
    char buf[5];
    uint8_t n = decimal(v, buf), i;
    for (i = (uint8_t)(n + neg); i < width; ++i)
        con_put(x++, y, ' ', attr);
    if (neg)
        con_put(x++, y, '-', attr);
    for (i = 0; i < n; ++i)
        con_put(x++, y, (uint8_t)buf[i], attr);
}

void con_putu(uint8_t x, uint8_t y, uint16_t v, uint8_t width, uint8_t attr)
{
    put_number(x, y, v, 0, width, attr);
}

void con_puti(uint8_t x, uint8_t y, int16_t v, uint8_t width, uint8_t attr)
{
    put_number(x, y, (uint16_t)(v < 0 ? -v : v), v < 0, width, attr);
}

static void put_all(void (*put)(char), const char *s)
{
    while (*s)
        put(*s++);
}

void con_trace(const char *s) { put_all(con_trace_char, s); }
void con_print(const char *s) { put_all(con_print_char, s); }

void con_trace_u16(uint16_t v)
{
    char buf[5];
    uint8_t n = decimal(v, buf), i;
    for (i = 0; i < n; ++i)
        con_trace_char(buf[i]);
}

void con_trace_i16(int16_t v)
{
    if (v < 0)
        con_trace_char('-');
    con_trace_u16((uint16_t)(v < 0 ? -v : v));
}

void con_trace_end(void) { con_trace_char('\n'); }

void con_trace_pair(const char *word, int16_t a, int16_t b)
{
    con_trace(word);
    con_trace_i16(a);
    con_trace_char(' ');
    con_trace_i16(b);
}

void con_wait(uint8_t n)
{
    while (n--)
        con_wait_frame();
}
