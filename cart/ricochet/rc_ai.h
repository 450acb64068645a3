/* rc_ai.h — the four computer opponents (spec §10) and the actions they
 * choose among. Deterministic: the same position gives the same choice on
 * every target. Each opponent has one idea:
 *   1 greedy launcher   launches when its best launch nets > 0, else moves
 *                       to make its own next launch best;
 *   2 defender          an action's net minus the opponent's best reply launch;
 *   3 target hunter     as 2, extra launches count x8, +20 for ending the
 *                       game while ahead, and after a move half its own
 *                       best launch at next round's target: it lines up
 *                       launches on the target;
 *   4 master            two plies: its action, every reply, then half its
 *                       own best launch; its actions tried best first by
 *                       the defender's value.
 * A long think calls rc_ai_poll (if set) every RC_AI_POLL launch
 * simulations; when that returns non-zero the opponent plays the best
 * action found so far. Each opponent also stops at its budget of simulated
 * launch ticks (rc_ai.c), which bounds its think time on the 6502. */
#ifndef CART_RICOCHET_RC_AI_H
#define CART_RICOCHET_RC_AI_H

#include <stdint.h>

/* An action: the high byte 0-3 fires that launcher, 4+dir moves; the low
 * byte has bit i for the mover's piece side*6+i (moved leading piece first). */
typedef uint16_t rc_action;
#define RC_ACT_LAUNCH(l)    ((rc_action)((uint16_t)(l) << 8))
#define RC_ACT_MOVE(d, m)   ((rc_action)(((uint16_t)(4 + (d)) << 8) | (m)))
#define RC_ACT_IS_MOVE(a)   (((a) >> 8) >= 4)
#define RC_ACT_CODE(a)      ((uint8_t)(((a) >> 8) & 3))   /* launcher or direction */
#define RC_ACT_MASK(a)      ((uint8_t)((a) & 0xFF))
#define RC_AI_MAX 40        /* 2 launches + 24 single moves + 4 column moves */
#define RC_AI_POLL 64

/* Every action of the side to act in the spec's order: launches T then B,
 * single-piece moves (U D L R, pieces alphabetical), then column moves. */
uint8_t rc_ai_gen(rc_action *list);
/* Plays the action for the side to act and ends the turn. */
void rc_ai_apply(rc_action a);
/* Opponent n (1-4) chooses an action for the side to act. */
rc_action rc_ai_choose(uint8_t n);
/* A computer turn: opponent n chooses, its booked time (rc_ai_secs) goes on
 * the smart clock, the action is played and the turn ends. Returns it. */
rc_action rc_ai_play(uint8_t n);
extern const uint8_t rc_ai_secs[5];   /* seconds booked per turn, by opponent [C] */
/* A whole match of opponent `left` against `right` (Left first), stopped
 * after max_games games at most (ties could go on for ever): rc_match holds
 * the result. */
void rc_ai_match(uint8_t variant, uint8_t left, uint8_t right, uint8_t max_games);
/* The notation of an action ("T", "B", "DCBA"); `out` holds 8 bytes. */
void rc_ai_notation(rc_action a, char *out);

extern uint8_t (*rc_ai_poll)(void);
extern uint16_t rc_ai_sims;       /* launch simulations of the last choice */
extern uint8_t rc_ai_stopped;     /* the last choice was cut short by rc_ai_poll */
extern uint32_t rc_ai_ticks;      /* launch ticks it simulated (each opponent has a budget) */

#endif
