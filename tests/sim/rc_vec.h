/* rc_vec.h — the Ricochet launch test vectors (../shared/ricochet/
 * examples*.txt, spec §14) read, set up in the engine, run and written back
 * in the file's own words: "events=... hits=... end=... score_left=N
 * score_right=N". Shared by tests/test_ricochet.c (native) and
 * tests/sim/rc_vec_main.c (the same under sim65), so both targets are
 * judged by one reading of the file. */
#ifndef TESTS_SIM_RC_VEC_H
#define TESTS_SIM_RC_VEC_H

#include <stdint.h>
#include <stdio.h>
#include "cart/ricochet/rc.h"

#define RCV_LINE 2048
#define RCV_OUT  2048

typedef struct rcv_vec {
    char title[RCV_LINE];        /* "[7] S1c sample 1: ..." */
    char setup[RCV_LINE];        /* variant=... values=... */
    char position[RCV_LINE];     /* position=... */
    char expect[RCV_OUT];        /* the events= and hits= lines, joined by a space */
} rcv_vec;

/* The alternative mirror-symmetric 21x13 layout (layout_alt_mirror_21x13.json). */
extern const rc_layout rcv_alt_layout;

/* Reads the next vector; 0 at the end of the file, 1 read, 2 malformed. */
uint8_t rcv_read(FILE *f, rcv_vec *v);
/* Sets the engine up as the vector says (its launcher in *l, loaded): 0, or 1
 * when the set-up or position line does not read. */
uint8_t rcv_setup(const rcv_vec *v, uint8_t *l);
/* Sets the engine up as the vector says and fires its launcher; returns
 * 0, or 1 with a one-line reason in `out`. */
uint8_t rcv_run(const rcv_vec *v, char *out);

#endif
