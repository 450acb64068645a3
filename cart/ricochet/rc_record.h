/* rc_record.h — the game record in the manual's notation (spec §12): one
 * action a turn ("T", "B", "DCBA"), read back as lines of the two players'
 * columns, Left first ("UA      DI"), the side that did not start leaving
 * its first cell empty. */
#ifndef CART_RICOCHET_RC_RECORD_H
#define CART_RICOCHET_RC_RECORD_H

#include <stdint.h>

#define RC_REC_TURNS (2 * 99 + 2)
#define RC_REC_LINE  20             /* a line's characters with its NUL */

/* A new game's record; `first` acts first. */
void rc_rec_clear(uint8_t first);
/* The turn just played (at most 7 characters). */
void rc_rec_add(const char *note);
/* How many turns are recorded; turn i's notation (0 the first turn). */
uint8_t rc_rec_turns(void);
const char *rc_rec_turn(uint8_t i);
/* How many lines; line i (0..) into out: "%-8s%s" of Left's and Right's. */
uint8_t rc_rec_lines(void);
void rc_rec_line(uint8_t i, char *out);

#endif
