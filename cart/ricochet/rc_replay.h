/* rc_replay.h — a finished game watched again, turn by turn (beyond the
 * original): from its start position, each recorded turn (rc_record.h)
 * played again as it was — a move drawn, a launch animated with its tones
 * (a key skips it), a human's clock bonus added as it was booked — then the
 * board as the game ended. Offered at the end of every game (W).
 * Trace: replay SIDE NOTATION a turn (a launch's own line follows),
 * replay end LEFT-RIGHT (the scores it reached: the game's), or
 * replay stop. */
#ifndef CART_RICOCHET_RC_REPLAY_H
#define CART_RICOCHET_RC_REPLAY_H

#include <stdint.h>

/* A new game starts: its start position is kept, no turns yet. */
void rc_replay_begin(void);
/* The clock bonus booked for the turn just recorded (0 for the computer). */
void rc_replay_bonus(uint8_t bonus);
/* Watches the game: a key (SPACE) plays the next turn, S stops; the
 * position of the game's end is back afterwards. */
void rc_replay_watch(void);

#endif
