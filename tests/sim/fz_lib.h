/* fz_lib.h — what the differential fuzzers share (tests/sim/fz_*.c,
 * tests/check_ai_fuzz.sh): a seeded generator that gives the same numbers
 * on every target, the arguments, and the Reversi engine's random
 * positions and rules dump. Each fuzzer is one C program that gcc and cc65
 * compile alike; the check runs it natively and under sim65 with the same
 * arguments and compares the two outputs byte for byte. Nothing here
 * knows what an AI should answer: only that both targets answer the same. */
#ifndef TESTS_SIM_FZ_LIB_H
#define TESTS_SIM_FZ_LIB_H

#include <stdint.h>

/* xorshift32, seeded per case: case i of seed s starts from fz_seed(s, i). */
uint32_t fz_next(void);
void     fz_seed(uint16_t seed, uint16_t i);
uint8_t  fz_below(uint8_t n);                   /* 0 .. n-1 */

/* "FUZZER SEED COUNT [FIRST [light]]": cases FIRST .. FIRST+COUNT-1 of
 * SEED; `light` sets fz_light (a fuzzer may then spare its slowest
 * searches: 'make test'). Returns 0 on bad arguments (the usage line is
 * printed). */
uint8_t fz_args(int argc, char **argv, const char *usage,
                uint16_t *seed, uint16_t *first, uint16_t *count);
extern uint8_t fz_light;

/* A random position of the Reversi engine: from the start, `plies` random
 * legal moves (passes when needed), stopping early at the game's end.
 * Returns 0 when the game ended (no position to think about). */
uint8_t fz_reversi(uint8_t plies);
/* Its moves from the start (fz_nrec of them; 0 once a side passed). */
extern uint8_t fz_rec[64], fz_nrec;
/* Plies for a case: any number half the time, else near the end (the
 * endgame solvers' ground). */
uint8_t fz_plies(void);
/* Prints "pos OBF" and the rules on it: every legal move with what it
 * flips, then the position after each, as one line each. */
void fz_reversi_rules(void);
/* Case i of seed: a random position (fz_plies, or near the end when
 * near_end), then "case I" and its rules printed. 0 when the game ended
 * there (the case is skipped). */
uint8_t fz_reversi_case(uint16_t seed, uint16_t i, uint8_t near_end);

#endif
