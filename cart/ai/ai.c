/* ai.c — fixed-depth alpha-beta and the exact endgame search (ai.h).
 *
 * Made for the 6502 (cc65 --static-locals; figures: bench/vv.sh):
 *   - the evaluation's square part (square weights + disc weight) is kept
 *     per ply in sqsum[], from black's view: a move adds its square's weight
 *     and twice each flipped disc's (eval.c, ai_moved_sum); only a corner
 *     move under the corner rule recounts the board;
 *   - lazy leaves: the mobility term is bounded by AI_MOB_CAP moves, so a
 *     leaf whose square part is outside the window by more than that bound
 *     returns the bound without generating moves. The search is fail-soft,
 *     so the chosen move and its score are those of the full evaluation
 *     (tests/test_ai.c checks this against plain minimax);
 *   - move order: a killer move per ply, then, with 2 or more plies left,
 *     the child's square value, then the static rank (corners first, X
 *     squares last); ties keep the generator's order. Below that the
 *     engine's preference order (rv_gen_pref) is the rank order already:
 *     only the killer moves to the front, no sort;
 *   - the leaf's mobility difference is one pass over the empties
 *     (rv_mobility_diff), and the square part's update (ai_moved_sum) has a
 *     call-free fast path when the corner rule is not involved.
 */
#include "cart/ai/ai.h"
#include "cart/ai/ai_int.h"
#include "cart/reversi/rv.h"

uint32_t ai_nodes;
uint8_t  ai_pv[AI_MAX_PLY];
uint8_t  ai_pv_len;
int16_t  ai_score;
uint8_t  ai_exact;
uint8_t  ai_ply;
uint8_t  ai_moves[AI_MAX_PLY][AI_MAX_MOVES];
int16_t  ai_alpha[AI_MAX_PLY];
uint16_t ai_poll_every;
uint8_t (*ai_poll)(void);

#define INF 32000
#ifndef ORDER_LEFT
#define ORDER_LEFT 2
#endif

/* Per-ply state (see the cc65 note in ai.h). */
static int16_t beta[AI_MAX_PLY], best[AI_MAX_PLY];
static int16_t sqsum[AI_MAX_PLY + 1];      /* square part, black's view */
static uint8_t left[AI_MAX_PLY];           /* plies left; exact mode ignores it */
static uint8_t count[AI_MAX_PLY], idx[AI_MAX_PLY];
static uint8_t killer[AI_MAX_PLY];
static uint8_t pv[AI_MAX_PLY][AI_MAX_PLY];  /* triangular PV table */
static uint8_t pv_len[AI_MAX_PLY];
static uint8_t exact, stop;
static uint16_t until_poll;

/* Static move order: corners first, then edges and the centre, X-squares
 * last. Lower rank = tried first. */
static const uint8_t rank[64] = {
    0, 7, 2, 3, 3, 2, 7, 0,
    7, 9, 5, 5, 5, 5, 9, 7,
    2, 5, 1, 4, 4, 1, 5, 2,
    3, 5, 4, 6, 6, 4, 5, 3,
    3, 5, 4, 6, 6, 4, 5, 3,
    2, 5, 1, 4, 4, 1, 5, 2,
    7, 9, 5, 5, 5, 5, 9, 7,
    0, 7, 2, 3, 3, 2, 7, 0,
};

/* Sorting buffers (globals indexed by uint8_t: cheap on the 6502). Each
 * has a spare byte in front so that "element j - 1" is written smx[j], a
 * constant base plus a byte index: cc65 compiles sm[j - 1] to 16-bit
 * pointer arithmetic. */
static uint8_t smx[AI_MAX_MOVES + 1], skx[AI_MAX_MOVES + 1];
#define sm (smx + 1)
#define sk (skx + 1)
static uint8_t si, sj, sn, sq_, k_;
static int16_t gain_;

/* Insertion sort of sm/sk[0..sn-1] by descending key (stable). */
static void sort_keys(void)
{
    for (si = 1; si < sn; ++si) {
        sq_ = sm[si];
        k_ = sk[si];
        for (sj = si; sj != 0 && skx[sj] < k_; --sj) {
            sm[sj] = smx[sj];
            sk[sj] = skx[sj];
        }
        sm[sj] = sq_;
        sk[sj] = k_;
    }
}

/* Ply p's moves into ai_moves[p], in the order it tries them (see the top
 * of the file); returns how many. With fewer than ORDER_LEFT plies left
 * (and in exact mode) the generator's preference order is the static rank
 * order already, and only the killer moves to the front. Otherwise keys
 * are bytes: the killer 255, else 128 + the child's square gain / 4
 * (clamped) less the rank; a stable sort. */
static uint8_t gen_ordered(uint8_t p)
{
    uint8_t *m = ai_moves[p];
    int16_t s = sqsum[p];
    uint8_t black;
    if (exact || left[p] < ORDER_LEFT) {
        sn = rv_gen_pref(m);
        for (si = 0; si < sn && m[si] != killer[p]; ++si)
            ;
        if (si < sn && si != 0) {
            for (; si != 0; --si)
                m[si] = m[si - 1];
            m[0] = killer[p];
        }
        return sn;
    }
    sn = rv_gen(m);
    black = rv_side() == RV_BLACK;
    for (si = 0; si < sn; ++si) {
        sq_ = m[si];
        sm[si] = sq_;
        if (sq_ == killer[p]) {
            sk[si] = 255;
        } else {
            rv_make(sq_);
            gain_ = (int16_t)(ai_moved_sum(sq_, s) - s);
            rv_undo();
            if (!black)
                gain_ = (int16_t)-gain_;
            /* no signed division: cc65 and gcc round negatives differently */
            if (gain_ < -500) gain_ = -500;
            if (gain_ > 500) gain_ = 500;
            gain_ = (int16_t)(((uint16_t)(gain_ + 512) >> 2) - rank[sq_]);
            if (gain_ > 254) gain_ = 254;
            sk[si] = (uint8_t)gain_;
        }
    }
    sort_keys();
    for (si = 0; si < sn; ++si)
        m[si] = sm[si];
    return sn;
}

/* Final score for the side to move: disc difference, empties to the winner,
 * pushed beyond AI_WIN unless the search is exact (then it is the score). */
static int16_t final_score(void)
{
    int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
    int16_t empties = (int16_t)(64 - rv_count(RV_BLACK) - rv_count(RV_WHITE));
    if (d > 0) d += empties;
    else if (d < 0) d -= empties;
    if (exact)
        return d;
    if (d > 0)
        return (int16_t)(AI_WIN + d);
    if (d < 0)
        return (int16_t)(-AI_WIN + d);
    return 0;
}

/* A leaf: the square part, then the mobility term unless the square part
 * already decides against the window (fail-soft bound). */
static int16_t leaf(uint8_t p)
{
    int16_t v = sqsum[p], margin;
    if (rv_side() != RV_BLACK)
        v = (int16_t)-v;
    if (!ai_mob_weight)
        return v;
    margin = (int16_t)(AI_MOB_CAP * ai_mob_weight);
    if (v + margin <= ai_alpha[p])
        return (int16_t)(v + margin);
    if (v - margin >= beta[p])
        return (int16_t)(v - margin);
    return (int16_t)(v + ai_mob_term());
}

static void poll_tick(void)
{
    if (!ai_poll_every || --until_poll)
        return;
    until_poll = ai_poll_every;
    if (ai_poll && ai_poll())
        stop = 1;
}

static int16_t search(void);

/* Searches the child after the move just made (or pass) and returns its
 * value from this ply's side. */
static int16_t child(uint8_t p)
{
    int16_t v;
    ai_alpha[p + 1] = (int16_t)-beta[p];
    beta[p + 1] = (int16_t)-ai_alpha[p];
    left[p + 1] = (uint8_t)(left[p] - 1);
    ai_ply = (uint8_t)(p + 1);
    v = (int16_t)-search();
    ai_ply = p;
    rv_undo();
    return v;
}

static void take_pv(uint8_t p, uint8_t sq)
{
    uint8_t i, n = pv_len[p + 1];
    pv[p][p] = sq;
    for (i = (uint8_t)(p + 1); i < p + 1 + n && i < AI_MAX_PLY; ++i)
        pv[p][i] = pv[p + 1][i];
    pv_len[p] = (uint8_t)(n + 1);
}

/* No legal move at ply p: pass, or score the finished game. */
static int16_t no_moves(uint8_t p)
{
    int16_t v;
    if (!rv_can_move((uint8_t)(3 - rv_side())))
        return final_score();
    if (p + 1 >= AI_MAX_PLY)
        return leaf(p);
    rv_pass();
    sqsum[p + 1] = sqsum[p];
    v = child(p);
    take_pv(p, AI_PASS);
    return v;
}

/* cc65 --static-locals: p, sq and v are shared by every level of the
 * recursion, so p is re-read from ai_ply after each child. */
static int16_t search(void)
{
    uint8_t p = ai_ply, sq;
    int16_t v;
    ++ai_nodes;
    poll_tick();
    pv_len[p] = 0;
    if (stop)
        return 0;
    if ((!exact && left[p] == 0) || p + 1 >= AI_MAX_PLY)
        return leaf(p);
    count[p] = gen_ordered(p);
    if (count[p] == 0)
        return no_moves(p);
    best[p] = -INF;
    for (idx[p] = 0; idx[p] < count[p]; ++idx[p]) {
        sq = ai_moves[p][idx[p]];
        rv_make(sq);
        sqsum[p + 1] = ai_moved_sum(sq, sqsum[p]);
        v = child(p);
        p = ai_ply;
        if (stop)
            break;
        if (v > best[p]) {
            best[p] = v;
            take_pv(p, ai_moves[p][idx[p]]);
            if (v > ai_alpha[p]) {
                ai_alpha[p] = v;
                if (v >= beta[p]) {
                    killer[p] = ai_moves[p][idx[p]];
                    break;
                }
            }
        }
    }
    return best[p];
}

uint8_t ai_think(const ai_params *prm)
{
    uint8_t empties = (uint8_t)(64 - rv_count(RV_BLACK) - rv_count(RV_WHITE));
    uint8_t i;
    if (rv_mobility() == 0)
        return AI_PASS;
    ai_eval_setup(prm->eval);
    exact = prm->endgame && empties <= prm->endgame;
    stop = 0;
    ai_nodes = 0;
    until_poll = ai_poll_every;
    for (i = 0; i < AI_MAX_PLY; ++i)
        killer[i] = AI_NONE;
    ai_ply = 0;
    ai_alpha[0] = -INF;
    beta[0] = INF;
    left[0] = prm->depth ? prm->depth : 1;
    pv_len[0] = 0;
    sqsum[0] = ai_board_sum();
    ai_score = search();
    ai_exact = exact && !stop;
    ai_pv_len = pv_len[0];
    for (i = 0; i < ai_pv_len; ++i)
        ai_pv[i] = pv[0][i];
    /* Stopped before any move was valued: play the first in order. */
    if (!ai_pv_len) {
        ai_pv[0] = ai_moves[0][0];
        ai_pv_len = 1;
    }
    return ai_pv[0];
}
