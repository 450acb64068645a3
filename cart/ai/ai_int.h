/* ai_int.h — what the search (ai.c) uses of the evaluation (eval.c); not
 * part of the titles' API (ai.h). */
#ifndef AI_INT_H
#define AI_INT_H

#include <stdint.h>
#include "cart/ai/ai.h"

extern uint8_t ai_mob_weight;          /* the set-up evaluation's mobility weight */

/* Prepares the weight tables of e for the functions below. */
void    ai_eval_setup(const ai_eval *e);
/* Square part of the evaluation (square + disc weights), black's view. */
int16_t ai_board_sum(void);
/* Just after rv_make(sq): the square part, given `before` (the square
 * part before the move). */
int16_t ai_moved_sum(uint8_t sq, int16_t before);
/* Mobility term for the side to move: the difference of legal moves,
 * clamped to +-AI_MOB_CAP, times the weight. */
int16_t ai_mob_term(void);

#endif
