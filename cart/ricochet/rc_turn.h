/* rc_turn.h — a human's turn (§13, M17, M18): the keyboard commands (Left S
 * launch, V move; Right L, M; T/B, U/D/L/R, piece letters, SPACE, M to
 * cancel; R the record, P print it; RETURN answers no one-key question),
 * the joystick alongside (rc_joy.h: it decides, this file finishes the turn
 * for both), the action said on the info row, and the smart clock running
 * with its bonus shown as it accrues (§8).
 * Trace: clock SIDE SECONDS BONUS, move SIDE NOTATION, and the launch's
 * line (rc_anim.h). */
#ifndef CART_RICOCHET_RC_TURN_H
#define CART_RICOCHET_RC_TURN_H

#include <stdint.h>

/* The side to act's turn, until it has launched or moved (whichever
 * control chose it: the clock booked, the record, the trace, the action
 * done and the turn ended). */
void rc_turn_human(void);

#endif
