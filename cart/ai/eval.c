/* eval.c — static evaluation: square classes, disc count, mobility, and the
 * corner rule (an X- or C-square stops being dangerous once its corner is
 * taken). Weights come from the title (ai_eval), so each opponent can play in
 * its own style with one evaluator. The search (ai.c) keeps the square part
 * incrementally with ai_moved_sum; ai_evaluate counts it whole. */
#include "cart/ai/ai.h"
#include "cart/ai/ai_int.h"
#include "cart/reversi/rv.h"

/* The 10 square classes of the 8-fold symmetric board:
 * 0 corner, 1 C (edge next to corner), 2 edge A, 3 edge B,
 * 4 X (diagonal next to corner), 5 inner edge-adjacent, 6 inner, 7 C3-type,
 * 8 D3-type, 9 centre. */
static const uint8_t cls[64] = {
    0, 1, 2, 3, 3, 2, 1, 0,
    1, 4, 5, 5, 5, 5, 4, 1,
    2, 5, 7, 8, 8, 7, 5, 2,
    3, 5, 8, 9, 9, 8, 5, 3,
    3, 5, 8, 9, 9, 8, 5, 3,
    2, 5, 7, 8, 8, 7, 5, 2,
    1, 4, 5, 5, 5, 5, 4, 1,
    0, 1, 2, 3, 3, 2, 1, 0,
};

/* The corner each X/C square hangs on (64 = none). */
static const uint8_t corner_of[64] = {
    64,  0, 64, 64, 64, 64,  7, 64,
     0,  0, 64, 64, 64, 64,  7,  7,
    64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64,
    64, 64, 64, 64, 64, 64, 64, 64,
    56, 56, 64, 64, 64, 64, 63, 63,
    64, 56, 64, 64, 64, 64, 63, 64,
};

uint8_t ai_mob_weight;
static int16_t wt[64];        /* square weight + disc weight */
static int16_t wsafe;         /* an X/C square's weight once its corner is taken */
static uint8_t fix;           /* the corner rule is on */

void ai_eval_setup(const ai_eval *e)
{
    uint8_t sq;
    for (sq = 0; sq < 64; ++sq)
        wt[sq] = (int16_t)(e->square[cls[sq]] + e->discs);
    wsafe = (int16_t)(e->square[2] + e->discs);
    fix = e->corner_fix;
    ai_mob_weight = e->mobility;
}

/* Weight of sq as the board stands (the corner rule looks at its corner). */
static int16_t weight(uint8_t sq)
{
    if (fix && corner_of[sq] != 64 && rv_get(corner_of[sq]) != RV_EMPTY)
        return wsafe;
    return wt[sq];
}

/* Whether sq is in the flipped list f[0..n-1]. */
static uint8_t was_flipped(uint8_t sq, const uint8_t *f, uint8_t n)
{
    uint8_t i;
    for (i = 0; i < n; ++i)
        if (f[i] == sq)
            return 1;
    return 0;
}

int16_t ai_board_sum(void)
{
    uint8_t sq, c;
    int16_t v = 0;
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get(sq);
        if (c == RV_BLACK)
            v += weight(sq);
        else if (c == RV_WHITE)
            v -= weight(sq);
    }
    return v;
}

/* The X and C squares of each corner (a1, h1, a8, h8). */
static const uint8_t around[4][3] = { { 1, 8, 9 }, { 6, 14, 15 }, { 48, 49, 57 }, { 54, 55, 62 } };

/* The general case of ai_moved_sum (the corner rule is involved).
 * Change of the square part from the mover's view: each square that changed
 * hands or weight, new contribution minus old. A corner move under the corner
 * rule also re-weights its X and C squares (wt before, wsafe after). */
static int16_t moved_sum_rule(uint8_t sq, int16_t before)
{
    const uint8_t *f;
    uint8_t i, n, c, mover = (uint8_t)(3 - rv_side()), corner = 4, flipped_near = 0;
    int16_t d = weight(sq), w;
    /* if/else, not nested ?: (cc65 was seen to miscompile nested char ?:) */
    if (fix) {
        if (sq == 0) corner = 0;
        else if (sq == 7) corner = 1;
        else if (sq == 56) corner = 2;
        else if (sq == 63) corner = 3;
    }
    n = rv_flipped_count();
    f = rv_flipped();
    for (i = 0; i < n; ++i) {
        c = f[i];
        w = weight(c);
        if (corner != 4 && corner_of[c] == sq) {
            d += (int16_t)(w + wt[c]);            /* was the opponent's at the old weight */
            ++flipped_near;
        } else {
            d += (int16_t)(2 * w);
        }
    }
    /* Unflipped discs next to the new corner only change weight. */
    if (corner != 4)
        for (i = 0; i < 3; ++i) {
            c = rv_get(around[corner][i]);
            if (c == RV_EMPTY)
                continue;
            w = (int16_t)(wsafe - wt[around[corner][i]]);
            if (c != mover)
                d -= w;
            else if (!flipped_near || !was_flipped(around[corner][i], f, n))
                d += w;
        }
    return mover == RV_BLACK ? (int16_t)(before + d) : (int16_t)(before - d);
}

/* Fast path of the search's hottest evaluation step: without the corner
 * rule in play (no X/C square or corner among the placed and flipped
 * discs, or the rule off), a move changes the square part by the placed
 * disc's weight plus twice each flipped disc's. Globals, no calls per
 * disc (cc65: parameters and locals of a called function cost C-stack
 * traffic). */
static const uint8_t *ms_f;
static uint8_t ms_i, ms_n, ms_c;
static int16_t ms_d;

int16_t ai_moved_sum(uint8_t sq, int16_t before)
{
    if (fix && (corner_of[sq] != 64 || sq == 0 || sq == 7 || sq == 56 || sq == 63))
        return moved_sum_rule(sq, before);
    ms_n = rv_flipped_count();
    ms_f = rv_flipped();
    ms_d = 0;
    for (ms_i = 0; ms_i < ms_n; ++ms_i) {
        ms_c = ms_f[ms_i];
        if (fix && corner_of[ms_c] != 64)
            return moved_sum_rule(sq, before);
        ms_d += wt[ms_c];
    }
    ms_d = (int16_t)(2 * ms_d + wt[sq]);
    if (rv_side() == RV_WHITE)           /* black moved */
        return (int16_t)(before + ms_d);
    return (int16_t)(before - ms_d);
}

int16_t ai_mob_term(void)
{
    int16_t d = rv_mobility_diff();
    if (d > AI_MOB_CAP) d = AI_MOB_CAP;
    if (d < -AI_MOB_CAP) d = -AI_MOB_CAP;
    return (int16_t)(d * ai_mob_weight);
}

int16_t ai_evaluate(const ai_eval *e)
{
    int16_t v;
    ai_eval_setup(e);
    v = ai_board_sum();
    if (rv_side() != RV_BLACK)
        v = (int16_t)-v;
    if (ai_mob_weight)
        v = (int16_t)(v + ai_mob_term());
    return v;
}

uint8_t ai_tutor(const ai_eval *e, uint8_t *moves, int16_t *values)
{
    uint8_t n = rv_gen(moves), i;
    for (i = 0; i < n; ++i) {
        rv_make(moves[i]);
        values[i] = (int16_t)-ai_evaluate(e);
        rv_undo();
    }
    return n;
}
