/* cap_mem.c — the scores of the previous four games. Beyond the original
 * (which forgot them at power-off), they live in save RAM:
 *   0-1  'C' 'P'   magic
 *   2    n         games kept, 0-4
 *   3-10           (black, red) of each game, newest first
 *   11             check byte: the sum of bytes 0-10, xor 0xA5
 * Blank or damaged save RAM reads as no games. */
#include "cart/capture/cap.h"

#define MEM_BYTES (3 + 2 * CAP_MEM_GAMES)

static uint8_t n, games[2 * CAP_MEM_GAMES];

static uint8_t check(const uint8_t *b)
{
    uint8_t i, sum = 0;
    for (i = 0; i < MEM_BYTES; ++i)
        sum = (uint8_t)(sum + b[i]);
    return (uint8_t)(sum ^ 0xA5);
}

static void save(void)
{
    uint8_t b[MEM_BYTES + 1], i;
    b[0] = 'C';
    b[1] = 'P';
    b[2] = n;
    for (i = 0; i < 2 * CAP_MEM_GAMES; ++i)
        b[3 + i] = games[i];
    b[MEM_BYTES] = check(b);
    for (i = 0; i <= MEM_BYTES; ++i)
        con_sram_set(i, b[i]);
}

uint8_t cap_mem_load(void)
{
    uint8_t b[MEM_BYTES + 1], i;
    for (i = 0; i <= MEM_BYTES; ++i)
        b[i] = con_sram_get(i);
    n = 0;
    for (i = 0; i < 2 * CAP_MEM_GAMES; ++i)
        games[i] = 0;
    if (b[0] != 'C' || b[1] != 'P' || b[2] > CAP_MEM_GAMES || b[MEM_BYTES] != check(b))
        return 0;
    n = b[2];
    for (i = 0; i < 2 * n; ++i)
        games[i] = b[3 + i];
    return n;
}

uint8_t        cap_mem_count(void) { return n; }
const uint8_t *cap_mem_games(void) { return games; }

void cap_mem_add(uint8_t black, uint8_t red)
{
    uint8_t i;
    for (i = 2 * CAP_MEM_GAMES - 1; i >= 2; --i)
        games[i] = games[i - 2];
    games[0] = black;
    games[1] = red;
    if (n < CAP_MEM_GAMES)
        ++n;
    save();
}

void cap_mem_clear(void)
{
    uint8_t i;
    n = 0;
    for (i = 0; i < 2 * CAP_MEM_GAMES; ++i)
        games[i] = 0;
    save();
}
