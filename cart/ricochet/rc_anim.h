/* rc_anim.h — a launch on the screen (§3): one cell every 4 frames along
 * the dots, a pause on a bumper, each hit piece turning with a tone of its
 * own, the scores counting up; any key runs the rest at once with the same
 * result. Trace: launch SIDE T|B POINTS END LEFT-RIGHT, END a knocked-out
 * launcher's name (LT LB RT RB), target, exit or cutoff. */
#ifndef CART_RICOCHET_RC_ANIM_H
#define CART_RICOCHET_RC_ANIM_H

#include <stdint.h>

/* Fires launcher l for the side to act, animated and traced (the turn is
 * not ended: the caller does). */
void rc_anim_launch(uint8_t l);

#endif
