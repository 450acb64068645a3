/* rc_turn.h — a human's turn (§13, M17, M18): the keyboard commands (Left S
 * launch, V move; Right L, M; T/B, U/D/L/R, piece letters, SPACE, M to
 * cancel; R the record, P print it), the joystick alongside (rc_joy.h), and
 * the smart clock running with its bonus shown as it accrues (§8).
 * Trace: clock SIDE SECONDS BONUS, move SIDE NOTATION, and the launch's
 * line (rc_anim.h). */
#ifndef CART_RICOCHET_RC_TURN_H
#define CART_RICOCHET_RC_TURN_H

#include <stdint.h>

/* The side to act's turn, until it has launched or moved. */
void rc_turn_human(void);
/* The end of a turn, whichever control chose it: the clock booked, the
 * record, the trace, the action done and the turn ended. */
void rc_turn_launch(uint8_t l);
void rc_turn_moved(const char *note);

#endif
