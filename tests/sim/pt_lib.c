/* pt_lib.c — see pt_lib.h. */
#include <stdio.h>
#include <string.h>
#include "cart/reversi/rv.h"
#include "tests/sim/pt_lib.h"

int8_t pt_x, pt_y;
uint8_t pt_u8[8];
uint16_t pt_u16[4];
char pt_s[16];
kit_rep pt_rep;

static uint32_t seed;
static char line[160];
static uint8_t at;

static uint32_t next(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

static void put_hex(uint32_t v)
{
    static const char digit[] = "0123456789abcdef";
    char tmp[8];
    uint8_t n = 0;
    do {
        tmp[n++] = digit[(uint8_t)v & 15];
        v >>= 4;
    } while (v);
    while (n && at < sizeof line - 12)
        line[at++] = tmp[--n];
    line[at++] = ' ';
}

void pt_start(uint8_t fn, const char *name, uint32_t n, uint8_t all)
{
    seed = 0x9E3779B9ul ^ fn;
    printf("%u %s: %lu calls, %s\n", fn, name, (unsigned long)n, all ? "every value" : "random values");
}

int32_t pt_arg(uint32_t k, int32_t lo, int32_t hi, uint32_t stride)
{
    uint32_t size = (uint32_t)hi - (uint32_t)lo + 1u, r;
    if (stride)
        return (int32_t)((uint32_t)lo + k / stride % size);
    r = next();
    if ((r & 7) == 0)
        return lo;
    if ((r & 7) == 1)
        return hi;
    r = next();
    return size ? (int32_t)((uint32_t)lo + r % size) : (int32_t)r;
}

void pt_str(char *out, const char *chars, uint8_t max)
{
    uint8_t n = (uint8_t)(next() % ((uint32_t)max + 1u)), len = (uint8_t)strlen(chars), i;
    for (i = 0; i < n; ++i)
        out[i] = chars[next() % len];
    out[n] = 0;
}

const char *pt_cat(const char *a, const char *b)
{
    static char buf[61];
    uint8_t n = 0;
    while (*a && n < 60)
        buf[n++] = *a++;
    while (*b && n < 60)
        buf[n++] = *b++;
    buf[n] = 0;
    return buf;
}

const uint8_t *pt_cells(uint8_t black, uint8_t white)
{
    static uint8_t cells[64];
    uint16_t n = (uint16_t)(black + white);
    uint8_t i, sq;
    memset(cells, RV_EMPTY, sizeof cells);
    for (i = 0; i < 64 && i < n; ++i) {
        sq = (uint8_t)((i * 37u + 11u) & 63);   /* spread over the board */
        cells[sq] = i < black ? RV_BLACK : RV_WHITE;
    }
    return cells;
}

void pt_line(const int32_t *args, uint8_t n, const char *s, int32_t result)
{
    uint8_t i;
    at = 0;
    for (i = 0; i < n; ++i)
        put_hex((uint32_t)args[i]);
    line[at++] = '"';
    while (*s && at < sizeof line - 40)
        line[at++] = *s++;
    line[at++] = '"';
    line[at++] = ' ';
    line[at++] = '=';
    line[at++] = ' ';
    put_hex((uint32_t)result);
    put_hex(fz_con_drawn);
    line[at - 1] = '\n';
    line[at] = 0;
    fputs(line, stdout);
    fz_con_drawn = 0;
}
