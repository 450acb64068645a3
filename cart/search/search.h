/* search.h — the shared Othello search: fixed-depth alpha-beta over the Reversi
 * engine (cart/reversi), handing over to the exact endgame solver (endgame.h),
 * and evaluations that titles weight in their own way.
 *
 * Deterministic by construction: integer scores, fixed move ordering, no time
 * limits — the same position and settings give the same move, node count and
 * principal variation on every target. Long searches call a poll hook every
 * `srch_poll_every` nodes; the title's hook ends a logical frame there
 * (con_poll), draws its "thinking" display and may ask the search to stop
 * (BREAK: the best move found so far is played).
 *
 * cc65 note: cart code is compiled with --static-locals, so the recursive
 * search keeps its per-ply state in the arrays below, never in locals.
 */
#ifndef CART_SEARCH_SEARCH_H
#define CART_SEARCH_SEARCH_H

#include <stdint.h>
#include "cart/reversi/rv.h"

#define SRCH_MAX_PLY  32        /* deepest search (endgame empties) plus passes */
#define SRCH_MAX_MOVES RV_MAX_MOVES /* move-list room: any position rv_set accepts */
#define SRCH_PASS     64        /* "square" of a pass in the PV */
#define SRCH_NONE     255
#define SRCH_WIN      10000     /* scores beyond this are won/lost games: SRCH_WIN + disc diff */
#define SRCH_MOB_CAP  8         /* the mobility difference counts up to +-8 moves */

/* Evaluation terms, in 1/8 disc units, from the side to move's view. */
typedef struct srch_eval {
    int8_t  square[10];       /* weights of the 10 square classes (see eval.c) */
    uint8_t mobility;         /* per legal move of difference (at most SRCH_MOB_CAP) */
    uint8_t discs;            /* per disc of difference */
    uint8_t corner_fix;       /* neutralise X/C squares next to an owned corner */
} srch_eval;

/* A title sets every field (cc65 --static-locals: a local srch_params keeps
 * the last call's values; srch_params_plain sets them all). The three hooks
 * let a title bring its own evaluation and move ordering (Entrap); NULL/0
 * is the search's own.
 *
 * The hooks' calling order is part of this contract (Entrap keeps its
 * evaluation's sums along the search's path on it, cart/entrap/ent_wt.c;
 * tests/test_entrap.c checks it):
 *   - a node at ply p is searched with srch_ply == p and the engine at its
 *     position; below the root (p >= 1) it was reached by rv_flips(sq)
 *     then rv_make(sq) (or rv_pass), and until its first hook call
 *     rv_flips_list() still holds the discs that move flipped;
 *   - an inner node calls `order` once for each legal move, in
 *     rv_gen_pref's order, before it searches any of them and with no
 *     other hook call in between; when the first of these calls comes,
 *     srch_moves[p][0] already holds its square (so the hook can tell a new
 *     node: the node last begun one ply up is its parent); with a `best`
 *     hook, an inner node from ply 2 down calls `best` once instead,
 *     before it searches any move;
 *   - then its moves are searched one by one, depth first (rv_flips,
 *     rv_make, the child at ply p + 1, rv_undo); a node without a legal
 *     move passes (rv_pass) and calls no `order`;
 *   - `evaluate` is called at a leaf (srch_ply its ply, p >= 1); the leaf's
 *     window is srch_alpha[p] to -srch_alpha[p - 1];
 *   - a hook may play and undo moves and call rv_flips if it leaves the
 *     position as it found it. */
typedef struct srch_params {
    uint8_t depth;            /* middle-game plies (>= 1) */
    uint8_t endgame;          /* empties from which srch_think hands over to the exact
                               * solver, endgame.h's eg_solve (0 = never; at most EG_MAX_EMPTIES) */
    const srch_eval *eval;      /* unused when evaluate is set */
    /* Static evaluation of the engine's current position for the side to
     * move, 1/8-disc units, |v| < SRCH_WIN; it values every leaf (no
     * mobility term is added). NULL = srch_evaluate(eval), kept incrementally.
     * The calling order above: the hook may read what the last move
     * flipped in rv_flips_list(). */
    int16_t (*evaluate)(void);
    /* Order key of legal move sq of the side to move in the engine's
     * current position, higher first (ties keep rv_gen_pref's order); it
     * orders every ply instead of the killer, history and root keys.
     * NULL = the search's own ordering. */
    int16_t (*order)(uint8_t sq);
    /* 0 = search every move; otherwise from ply 2 down only the first
     * `width` moves in order are searched. */
    uint8_t width;
    /* With `order` and `width`: from ply 2 down, the node's moves that the
     * width keeps, found by the title (which may find them without listing
     * every legal move): it writes the first `width` moves in the order
     * `order` gives (ties in rv_gen_pref's order) into list and returns
     * how many (fewer when there are fewer legal moves, 0 for none). It
     * is called once per node instead of `order`. NULL = the search lists
     * the moves and keys them with `order`. */
    uint8_t (*best)(uint8_t *list);
} srch_params;

/* Results and working memory, readable by titles (the VideoBrain draws the
 * thinking pattern from them; Odin's V command shows srch_pv). */
extern uint32_t srch_nodes;
extern uint8_t  srch_pv[SRCH_MAX_PLY];     /* principal variation; srch_pv_len moves */
extern uint8_t  srch_pv_len;
extern int16_t  srch_score;              /* value of the best move for the mover */
extern uint8_t  srch_exact;              /* 1 when srch_score is an exact endgame result */
extern uint8_t  srch_ply;                /* current search ply (for the display) */
extern uint8_t  srch_moves[SRCH_MAX_PLY][SRCH_MAX_MOVES];
extern int16_t  srch_alpha[SRCH_MAX_PLY];

/* Poll hook: called every srch_poll_every nodes (0 = never), srch_nodes up
 * to date (not in the exact endgame); returns nonzero to stop the search. */
extern uint16_t srch_poll_every;
extern uint8_t (*srch_poll)(void);

/* Best move for the side to move in the engine's current position (which is
 * restored), or SRCH_PASS when it has no legal move. */
uint8_t srch_think(const srch_params *p);

/* Fills p for the search's own evaluation and ordering (no hooks). */
void srch_params_plain(srch_params *p, uint8_t depth, uint8_t endgame, const srch_eval *e);

/* Static evaluation of the current position for the side to move. */
int16_t srch_evaluate(const srch_eval *e);

/* The value of every legal move by the static evaluation after it (Odin's
 * tutor): fills moves/values, returns how many. */
uint8_t srch_tutor(const srch_eval *e, uint8_t *moves, int16_t *values);

#endif
