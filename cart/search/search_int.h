/* search_int.h — what the search (search.c) uses of the evaluation (eval.c); not
 * part of the titles' API (search.h). */
#ifndef CART_SEARCH_SEARCH_INT_H
#define CART_SEARCH_SEARCH_INT_H

#include <stdint.h>
#include "cart/search/search.h"

extern uint8_t srch_mob_weight;          /* the set-up evaluation's mobility weight */

/* Prepares the weight tables of e for the functions below, for the
 * engine's current position. */
void    srch_eval_setup(const srch_eval *e);
/* The corner rule's weights follow the board's corners (srch_move_gain
 * assumes them as they were at the last call of these): srch_eval_corners
 * takes them from the board; srch_eval_corner(taken) after a move on corner
 * srch_gain_sq (where srch_rule_corner says the rule is on) is made (1) or
 * undone (0). */
extern uint8_t srch_rule_corner[64];
void    srch_eval_corners(void);
void    srch_eval_corner(uint8_t taken);
/* Square part of the evaluation (square + disc weights), black's view. */
int16_t srch_board_sum(void);
/* Before rv_make(sq), just after rv_flips(sq) or rv_scan_next gave sq and
 * its n discs to flip (rv_flips_list): the change of the square part, from
 * the mover's view, that the move will make; sq and n in srch_gain_sq and
 * srch_gain_n (cc65: no C-stack parameters in the search's hot loops). */
extern uint8_t srch_gain_sq, srch_gain_n;
#ifdef __CC65__
#pragma zpsym ("srch_gain_sq")  /* in the zero page on the 6502 (eval.c) */
#pragma zpsym ("srch_gain_n")
#endif
int16_t srch_move_gain(void);
/* Mobility term for the side to move: the difference of legal moves,
 * clamped to +-SRCH_MOB_CAP, times the weight. */
int16_t srch_mob_term(void);
/* The mobility term of a difference of legal moves d (clamped). */
int16_t srch_mob_of(int8_t d);

#endif
