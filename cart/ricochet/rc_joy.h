/* rc_joy.h — a human's turn on the joystick (§13): joystick 1 is Left's,
 * 2 Right's. The cursor (inverse) starts on the player's top launcher; the
 * button on an own launcher launches; on an own piece, then a stick
 * direction, that piece moves; the cursor onto further own pieces moves
 * them the same way; the button ends the move (before any piece moved, it
 * drops the choice). */
#ifndef CART_RICOCHET_RC_JOY_H
#define CART_RICOCHET_RC_JOY_H

#include <stdint.h>

/* A new turn of `side`: the cursor on its top launcher, nothing chosen. */
void rc_joy_start(uint8_t side);
/* One frame of the stick; 1 when it ended the turn (rc_turn_launch,
 * rc_turn_moved). */
uint8_t rc_joy_step(uint8_t side);

#endif
