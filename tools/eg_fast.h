/* eg_fast.h — a native-only exact endgame solver for the tools (tools/ffo,
 * tests): the same answer as Odin's endgame module (cart/search/endgame.h, the
 * game's solver) much faster, for positions of 20-30 empties.
 *
 * Why a second solver: the game's module runs on the 6502 over the mailbox
 * engine (cart/reversi), without memory for a table; natively that costs
 * hours on the FFO #40-#49 set. This one uses 64-bit bitboards (cc65 has no
 * 64-bit integers), a transposition table whose memory the caller supplies,
 * enhanced transposition cut-offs, fastest-first ordering (the table's move
 * first) and parity ordering near the end, and a direct count of the last
 * empty square. The game never uses it, so no game trace depends on it.
 *
 * The score is the same exact final differential as eg_score (empties to
 * the winner); the move is a best one, not necessarily the one eg_solve
 * picks among equals. tests/test_endgame.c checks both against a plain
 * minimax and against each other. */
#ifndef EG_FAST_H
#define EG_FAST_H

#include <stdint.h>

/* One table entry: keyed by the whole position, so its bounds are facts. */
typedef struct {
    uint64_t me, opp;         /* discs of the side to move, of the other side */
    int8_t   lo, hi;          /* bounds of the exact score */
    uint8_t  move;            /* the best move found (255: none) */
    uint8_t  empties;         /* subtree size: the bigger entry is kept */
} egf_slot;

/* Results of the last egf_solve. */
extern int8_t   egf_score;    /* exact final differential for the mover */
extern uint64_t egf_nodes;    /* positions visited */

/* Solves the engine's current position (cart/reversi/rv.h, unchanged) with
 * `count` table slots at `slots` (a power of two, at least 2; cleared
 * first). Returns a best move (0..63), EG_PASS (64) when the side to move
 * must pass, or EG_NONE (255) when the game is over. */
uint8_t egf_solve(egf_slot *slots, uint32_t count);

#endif
