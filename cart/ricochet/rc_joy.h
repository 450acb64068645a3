/* rc_joy.h — a human's turn on the joystick (§13): joystick 1 is Left's,
 * 2 Right's. The cursor (inverse) starts on the player's top launcher; the
 * button on an own launcher launches; on an own piece, then a stick
 * direction, that piece moves; the cursor onto further own pieces moves
 * them the same way; the button ends the move (before any piece moved, it
 * drops the choice).
 *
 * A press is an edge of the stick seen while it is live: the stick is read
 * every frame of the turn, and its changes act only while the turn's own
 * prompt waits, in a frame with no character typed. So a key that also
 * works the stick on some front end (the desktop's SPACE is joystick 1's
 * button) never acts twice: SPACE that ends a move, or cancels a launch,
 * or is typed at the prompt, is never a launch. rc_joy decides; the
 * caller (rc_turn.c) finishes the turn, as for the keyboard. */
#ifndef CART_RICOCHET_RC_JOY_H
#define CART_RICOCHET_RC_JOY_H

#include <stdint.h>

/* A new turn of `side`: the cursor on its top launcher, nothing chosen. */
void rc_joy_start(uint8_t side);
/* What a frame of the stick decided. */
#define RC_JOY_NONE  0xFF        /* nothing yet */
#define RC_JOY_MOVED 4           /* a move is made: its notation is rc_joy_note() */
                                 /* 0-3: fire that launcher (rc_launch_ok holds) */
/* One frame of the stick, after the frame's latch; `live`: the turn's
 * prompt waits (else the stick's state is only noted). */
uint8_t rc_joy_step(uint8_t side, uint8_t live);
/* The notation of the move the stick made ("DCBA"). */
const char *rc_joy_note(void);

#endif
