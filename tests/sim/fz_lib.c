/* fz_lib.c — the differential fuzzers' shared part (fz_lib.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/sim/fz_lib.h"
#include "tests/sim/sim_obf.h"
#include "cart/reversi/rv.h"

static uint32_t state;
uint8_t fz_light;

uint32_t fz_next(void)
{
    uint32_t x = state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return state = x;
}

void fz_seed(uint16_t seed, uint16_t i)
{
    uint8_t k;
    state = ((uint32_t)seed << 16 | i) ^ 0x9E3779B9ul;
    if (!state)
        state = 1;
    for (k = 0; k < 4; ++k)
        fz_next();
}

uint8_t fz_below(uint8_t n)
{
    return (uint8_t)((fz_next() >> 8) % n);
}

uint8_t fz_args(int argc, char **argv, const char *usage,
                uint16_t *seed, uint16_t *first, uint16_t *count)
{
    if (argc < 3 || argc > 5 || (argc == 5 && strcmp(argv[4], "light"))) {
        fprintf(stderr, "usage: %s\n", usage);
        return 0;
    }
    *seed = (uint16_t)atoi(argv[1]);
    *count = (uint16_t)atoi(argv[2]);
    *first = (uint16_t)(argc >= 4 ? atoi(argv[3]) : 0);
    fz_light = argc == 5;
    return 1;
}

uint8_t fz_rec[64], fz_nrec;

uint8_t fz_plies(void)
{
    return fz_below(2) ? fz_below(60) : (uint8_t)(46 + fz_below(14));
}

uint8_t fz_reversi(uint8_t plies)
{
    static uint8_t moves[RV_MAX_MOVES];
    uint8_t n, passed = 0;
    rv_init();
    fz_nrec = 0;
    while (plies-- && !rv_game_over()) {
        n = rv_gen(moves);
        if (n) {
            n = moves[fz_below(n)];
            rv_make(n);
            fz_rec[fz_nrec++] = n;
        } else {
            rv_pass();
            passed = 1;
        }
    }
    if (passed)
        fz_nrec = 0;
    return !rv_game_over();
}

uint8_t fz_reversi_case(uint16_t seed, uint16_t i, uint8_t near_end)
{
    fz_seed(seed, i);
    if (!fz_reversi(near_end ? (uint8_t)(48 + fz_below(12)) : fz_plies()))
        return 0;
    printf("case %u\n", i);
    fz_reversi_rules();
    return 1;
}

void fz_reversi_rules(void)
{
    static uint8_t moves[RV_MAX_MOVES];
    static char name[3];
    const uint8_t *f;
    uint8_t n, i, k, j;
    printf("pos %s\n", sim_obf());
    n = rv_gen(moves);
    printf("moves %u mobility %u\n", n, rv_mobility());
    for (i = 0; i < n; ++i) {
        k = rv_flips(moves[i]);
        f = rv_flips_list();
        printf(" %s flips", rv_sq_name(moves[i], name));
        for (j = 0; j < k; ++j)
            printf(" %s", rv_sq_name(f[j], name));
        rv_make(moves[i]);
        printf(" -> %s\n", sim_obf());
        rv_undo();
    }
}
