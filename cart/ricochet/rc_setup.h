/* rc_setup.h — Ricochet's set-up dialogue (§13, M24): the variant, the
 * computer or not, its number, the ratings, who goes first; it starts the
 * match (rc_match_start). Trace: variant N, opponent N, ratings L R,
 * first l|r. */
#ifndef CART_RICOCHET_RC_SETUP_H
#define CART_RICOCHET_RC_SETUP_H

#include <stdint.h>

extern uint8_t rc_setup_computer[2];    /* by side: 0 human, else the opponent's number */
extern uint16_t rc_setup_rating[2];     /* by side: the rating brought to the match */

void rc_setup(void);

#endif
