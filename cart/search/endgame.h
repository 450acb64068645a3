/* endgame.h — the exact endgame solver: perfect play from the current
 * position of the Reversi engine (cart/reversi) to the end of the game.
 * Odin's "endgame module" (tools/ffo --plain runs it natively; the
 * faster native twin for the FFO set is tools/eg_fast.h).
 *
 * The score is the final disc differential for the side to move under
 * perfect play by both sides, empty squares going to the winner (the
 * standard Othello count, as in FFO/OBF files): always even, -64..64.
 *
 * Deterministic by construction: fixed move ordering (mobility, parity and a
 * static square order), no time limits, no hashing — the same position gives
 * the same move, score, principal variation and node count on every target.
 * A long solve calls eg_poll every eg_poll_every nodes; the title's hook ends
 * a logical frame there (con_poll), flickers its "thinking" sign and may ask
 * the solver to stop (BREAK: the best move found so far is returned).
 *
 * cc65 note: cart code is compiled with --static-locals, so the recursive
 * search keeps its per-ply state in arrays. The 6502 build holds fewer
 * empties (RAM); Odin's deepest trigger (level X) is 18.
 */
#ifndef CART_SEARCH_ENDGAME_H
#define CART_SEARCH_ENDGAME_H

#include <stdint.h>

#ifdef __CC65__
#define EG_MAX_EMPTIES 20
#else
#define EG_MAX_EMPTIES 32
#endif
#define EG_MAX_PLY (2 * EG_MAX_EMPTIES + 2)   /* moves plus passes */
#define EG_PV_MAX  40         /* principal variation entries kept per ply */
#define EG_PASS    64         /* "square" of a pass (root result and PV) */
#define EG_NONE    255        /* no move: the game is over, or too many empties */

/* Results of the last eg_solve (valid after it returns). */
extern int8_t   eg_score;     /* exact final differential for the mover (see above) */
extern uint8_t  eg_exact;     /* 1 when the solve ran to the end (not stopped) */
extern uint32_t eg_nodes;     /* positions visited */
extern uint8_t  eg_pv[EG_PV_MAX];   /* perfect play from here: moves, EG_PASS for passes */
extern uint8_t  eg_pv_len;

/* Poll hook: called every eg_poll_every nodes (0 = never); returns nonzero
 * to stop the solve. */
extern uint16_t eg_poll_every;
extern uint8_t (*eg_poll)(void);

/* Empty squares of the current position. */
uint8_t eg_empties(void);

/* Solves the engine's current position (which is restored): returns the best
 * move (a square 0..63), EG_PASS when the side to move must pass, or EG_NONE
 * when the game is over or the position has more than EG_MAX_EMPTIES empty
 * squares (then eg_exact = 0). When stopped by the poll hook it returns the
 * best move found so far (the first in its order if none was valued yet),
 * eg_exact = 0 and eg_score is that move's bound. */
uint8_t eg_solve(void);

#endif
