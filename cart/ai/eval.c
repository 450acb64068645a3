/* eval.c — static evaluation: square classes, mobility, discs, and the
 * corner rule (an X- or C-square stops being dangerous once its corner is
 * taken). Weights come from the title (ai_eval), so each opponent can play in
 * its own style with one evaluator. */
#include "cart/ai/ai.h"
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

static uint8_t scratch[AI_MAX_MOVES];

/* Legal moves of the side not to move (a pass, counted, then undone). */
static uint8_t other_mobility(void)
{
    uint8_t n;
    rv_pass();
    n = rv_gen(scratch);
    rv_undo();
    return n;
}

int16_t ai_evaluate(const ai_eval *e)
{
    uint8_t me = rv_side(), sq, c, w;
    int16_t v = 0, wt;
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get(sq);
        if (c == RV_EMPTY)
            continue;
        w = cls[sq];
        wt = e->square[w];
        if (e->corner_fix && corner_of[sq] != 64 && rv_get(corner_of[sq]) != RV_EMPTY)
            wt = e->square[2];            /* a safe edge-like square now */
        wt += e->discs;
        if (c == me) v += wt;
        else v -= wt;
    }
    if (e->mobility) {
        c = rv_gen(scratch);
        w = other_mobility();
        v += (int16_t)((int16_t)c - (int16_t)w) * e->mobility;
    }
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
