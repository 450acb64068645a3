/* work.c — the CPU-bound program of bench/emu.sh: a sieve, a bitwise
 * CRC-16 and a Shell sort, repeated, with the results on the trace port.
 *
 * Built by cc65 twice from this one source, like a cartridge (it sees only
 * cart/console.h): as an annex ROM for our emulator and for cc65's sim65,
 * so both run the same 6502 code path and must print the same trace. Cart
 * rules apply: fixed-width types, deterministic, no floating point.
 */
#include "cart/console.h"

#define SIEVE_N   8192u
#define CRC_BYTES 2048u
#define SORT_N    512u
#define ROUNDS    24u

static uint8_t  composite[SIEVE_N];
static uint8_t  bytes[CRC_BYTES];
static uint16_t keys[SORT_N];
static uint16_t seed;

static uint16_t next_random(void)
{
    seed = (uint16_t)(seed * 25173u + 13849u);
    return seed;
}

/* Primes below SIEVE_N. */
static uint16_t sieve(void)
{
    uint16_t i, j, count = 0;
    for (i = 0; i < SIEVE_N; ++i)
        composite[i] = 0;
    for (i = 2; i < SIEVE_N; ++i) {
        if (composite[i])
            continue;
        ++count;
        for (j = (uint16_t)(i + i); j < SIEVE_N && j >= i; j = (uint16_t)(j + i))
            composite[j] = 1;
    }
    return count;
}

/* CRC-16/CCITT-FALSE, bit by bit, of CRC_BYTES pseudo-random bytes. */
static uint16_t crc16(void)
{
    uint16_t i, crc = 0xFFFFu;
    uint8_t bit;
    for (i = 0; i < CRC_BYTES; ++i)
        bytes[i] = (uint8_t)(next_random() >> 7);
    for (i = 0; i < CRC_BYTES; ++i) {
        crc ^= (uint16_t)bytes[i] << 8;
        for (bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    }
    return crc;
}

/* Shell sort of SORT_N pseudo-random keys; returns a position-weighted sum
 * that only a sorted array gives. */
static uint16_t sort(void)
{
    static const uint16_t gaps[] = { 301, 132, 57, 23, 10, 4, 1 };
    uint16_t i, j, v, sum = 0;
    uint8_t g;
    for (i = 0; i < SORT_N; ++i)
        keys[i] = next_random();
    for (g = 0; g < sizeof gaps / sizeof gaps[0]; ++g) {
        uint16_t gap = gaps[g];
        for (i = gap; i < SORT_N; ++i) {
            v = keys[i];
            for (j = i; j >= gap && keys[j - gap] > v; j = (uint16_t)(j - gap))
                keys[j] = keys[j - gap];
            keys[j] = v;
        }
    }
    for (i = 1; i < SORT_N; ++i)
        if (keys[i - 1] > keys[i])
            return 0;                       /* not sorted: a wrong result */
    for (i = 0; i < SORT_N; ++i)
        sum = (uint16_t)(sum + keys[i] * (i + 1));
    return sum;
}

static void report(const char *what, uint16_t v)
{
    con_trace(what);
    con_trace_char(' ');
    con_trace_u16(v);
    con_trace_end();
}

void work_main(void)
{
    uint8_t r;
    uint16_t primes = 0, crc = 0, sorted = 0, check = 0;
    seed = 1;
    for (r = 0; r < ROUNDS; ++r) {
        primes = sieve();
        crc = crc16();
        sorted = sort();
        check = (uint16_t)((check << 1 | check >> 15) ^ primes ^ crc ^ sorted);
    }
    report("primes", primes);
    report("crc", crc);
    report("sort", sorted);
    report("check", check);
}
