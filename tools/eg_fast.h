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
#ifndef TOOLS_EG_FAST_H
#define TOOLS_EG_FAST_H

#include <stdint.h>

/* One table slot: a bucket of EGF_WAYS entries, one cache line (64 bytes).
 * An entry is keyed by the whole position, so its bounds are facts. */
#define EGF_WAYS 3
typedef struct {
    uint64_t me[EGF_WAYS];    /* discs of the side to move */
    uint64_t opp[EGF_WAYS];   /* discs of the other side */
    int8_t   lo[EGF_WAYS];    /* bounds of the exact score */
    int8_t   hi[EGF_WAYS];
    uint8_t  move[EGF_WAYS];  /* the best move found (255: none) */
    uint8_t  empties[EGF_WAYS];   /* subtree size: the smallest is replaced */
    uint8_t  pad[64 - EGF_WAYS * 20];
} egf_slot;

/* Results of the last egf_solve. */
extern int8_t   egf_score;    /* exact final differential for the mover */
extern uint64_t egf_nodes;    /* positions visited */

/* Solves the engine's current position (cart/reversi/rv.h, unchanged) with
 * `count` table slots at `slots` (at least 2; cleared first; one may go to
 * aligning the rest on cache lines). Returns a best move (0..63), EG_PASS (64) when the side to move
 * must pass, or EG_NONE (255) when the game is over. */
uint8_t egf_solve(egf_slot *slots, uint32_t count);

#endif
