/* pt_lib.h — what the generated path drivers share (tests/paths.list,
 * tests/paths_gen.awk, docs/fuzzing.md): the arguments of each call, one
 * output line per call, the same bytes natively and under sim65 when the
 * cart code computes the same. Portable C that gcc and cc65 compile alike. */
#ifndef PT_LIB_H
#define PT_LIB_H
#include <stdint.h>
#include "cart/kit/kit.h"

/* Starts function FN (its number in the list) over N calls: every value of
 * its domain (ALL) or N random draws, seeded by FN. Prints its header line. */
void pt_start(uint8_t fn, const char *name, uint32_t n, uint8_t all);

/* Argument I's value at call K: with a stride (ALL), digit K / STRIDE of
 * the domain LO..HI; else a random draw, LO or HI one time in eight each. */
int32_t pt_arg(uint32_t k, int32_t lo, int32_t hi, uint32_t stride);

/* A random string of 0..MAX characters of CHARS into OUT (MAX + 1 bytes). */
void pt_str(char *out, const char *chars, uint8_t max);

/* One call's line: its numeric arguments, its string arguments (S, "" if
 * none), its result, and what it drew (fz_con_drawn: a hash of every
 * con_put since the last line). */
void pt_line(const int32_t *args, uint8_t n, const char *s, int32_t result);

/* Scratch the list's expressions may pass to a function by address. */
extern int8_t pt_x, pt_y;
extern uint8_t pt_u8[8];
extern uint16_t pt_u16[4];
extern char pt_s[16];
extern kit_rep pt_rep;

/* Types KEYS (a C string; "\r" is RETURN) from the next frames on, one
 * every 64 frames (tests/sim/fz_con.c); a title that waits past the last
 * one ends the program (exit 3). */
void fz_con_type(const char *keys);

/* The machine con_machine() reports from now on (CON_MACHINE_ANY at first:
 * tests/sim/fz_con.c). */
void fz_con_machine(uint8_t m);

/* A then B in one static buffer (60 characters at most): typed keys. */
const char *pt_cat(const char *a, const char *b);

/* A board of BLACK black and WHITE white discs (the rest empty), for
 * rv_set: the same board on every target. */
const uint8_t *pt_cells(uint8_t black, uint8_t white);

/* The draws of the console (tests/sim/fz_con.c), hashed; pt_line resets it. */
extern uint32_t fz_con_drawn;

#endif
