/* eval.c — static evaluation: square classes, disc count, mobility, and the
 * corner rule (an X- or C-square stops being dangerous once its corner is
 * taken). Weights come from the title (srch_eval), so each opponent can play in
 * its own style with one evaluator. The search (search.c) keeps the square part
 * incrementally with srch_move_gain; srch_evaluate counts it whole. */
#include "cart/search/search.h"
#include "cart/search/search_int.h"
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

uint8_t srch_mob_weight;
uint8_t srch_rule_corner[64];   /* the corner rule is on and the square is a corner */
static int16_t wt[64];        /* square weight + disc weight, clamped to -128..127 */
static uint8_t wtb[64];       /* the same + 128, as the board's corners make it
                               * (srch_eval_corners: an X/C square of a taken corner
                               * weighs wsafe) */
static int16_t wsafe;         /* an X/C square's weight once its corner is taken */
static int16_t mob_tab[2 * SRCH_MOB_CAP + 1]; /* the mobility term of d + SRCH_MOB_CAP (cc65: no multiply) */
static uint8_t ruled[64];     /* the corner rule is on and involves the square */
static uint8_t fix;           /* the corner rule is on */

void srch_eval_setup(const srch_eval *e)
{
    uint8_t sq;
    int16_t w;
    for (sq = 0; sq < 64; ++sq) {
        w = (int16_t)(e->square[cls[sq]] + e->discs);
        if (w > 127)
            w = 127;
        wt[sq] = w;
        wtb[sq] = (uint8_t)(w + 128);
    }
    wsafe = wt[2];                           /* an A square's */
    fix = e->corner_fix;
    for (sq = 0; sq < 64; ++sq) {
        srch_rule_corner[sq] = (uint8_t)(fix && (sq == 0 || sq == 7 || sq == 56 || sq == 63));
        ruled[sq] = (uint8_t)(fix && (corner_of[sq] != 64 || srch_rule_corner[sq]));
    }
    srch_mob_weight = e->mobility;
    for (sq = 0; sq <= 2 * SRCH_MOB_CAP; ++sq)
        mob_tab[sq] = (int16_t)(((int16_t)sq - SRCH_MOB_CAP) * srch_mob_weight);
    srch_eval_corners();
}

/* Weight of square wg_sq as the board stands (the corner rule looks at
 * its corner); the square in a global (cc65: no C-stack parameter in the
 * search's hot calls). */
static uint8_t wg_sq, wg_corner;

static int16_t weight(void)
{
    if (fix) {
        wg_corner = corner_of[wg_sq];
        if (wg_corner != 64 && rv_get(wg_corner) != RV_EMPTY)
            return wsafe;
    }
    return wt[wg_sq];
}

int16_t srch_board_sum(void)
{
    uint8_t sq, c;
    int16_t v = 0;
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get(sq);
        wg_sq = sq;
        if (c == RV_BLACK)
            v += weight();
        else if (c == RV_WHITE)
            v -= weight();
    }
    return v;
}

/* The X and C squares of each corner (a1, h1, a8, h8), three by three
 * (one dimension: cc65 multiplies to index a row). */
static const uint8_t around[12] = { 1, 8, 9, 6, 14, 15, 48, 49, 57, 54, 55, 62 };

void srch_eval_corners(void)
{
    uint8_t i, c;
    if (!fix)
        return;
    for (i = 0; i < 12; ++i) {
        c = around[i];
        wg_sq = c;
        wtb[c] = (uint8_t)(weight() + 128);
    }
}

/* Working registers (cc65: globals are cheaper than a called function's
 * parameters and locals on the C stack). */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")     /* a cycle less per access (rv.c too) */
#endif
static uint8_t ms_i, ms_c, ms_corner, ms_mover, ms_j, ms_end;
uint8_t srch_gain_sq, srch_gain_n;
static int16_t ms_w, ms_d;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("ms_i")
#pragma zpsym ("ms_c")
#pragma zpsym ("ms_corner")
#pragma zpsym ("ms_mover")
#pragma zpsym ("ms_j")
#pragma zpsym ("ms_end")
#pragma zpsym ("ms_w")
#pragma zpsym ("ms_d")
#endif

/* srch_gain_sq, a corner, was just taken (taken = 1) or freed (0): its X
 * and C squares weigh wsafe, or their own weight again. */
void srch_eval_corner(uint8_t taken)
{
    ms_i = 0;
    if (srch_gain_sq == 7) ms_i = 3;
    else if (srch_gain_sq == 56) ms_i = 6;
    else if (srch_gain_sq == 63) ms_i = 9;
    for (ms_end = (uint8_t)(ms_i + 3); ms_i != ms_end; ++ms_i) {
        ms_c = around[ms_i];
        ms_w = wt[ms_c];
        if (taken)
            ms_w = wsafe;
        wtb[ms_c] = (uint8_t)(ms_w + 128);
    }
}

/* Whether ms_c is among the srch_gain_n squares of the flip list. */
static uint8_t was_flipped(void)
{
    for (ms_j = 0; ms_j < srch_gain_n; ++ms_j)
        if (rv_flips_buf[ms_j] == ms_c)
            return 1;
    return 0;
}

/* srch_move_gain when the corner rule is involved (the board is still the one
 * before the move). Each square that changes hands or weight adds its new
 * contribution minus the old: a flipped disc counts twice, except that a
 * corner move re-weights its own X and C squares (wt before, wsafe after),
 * flipped or not. */
static int16_t rule_gain(void)
{
    ms_mover = rv_side();
    wg_sq = srch_gain_sq;
    ms_d = weight();
    /* if/else, not nested ?: (cc65 was seen to miscompile nested char ?:);
     * ms_corner: the corner's first X/C square in around[], 12 = none */
    ms_corner = 12;
    if (srch_gain_sq == 0) ms_corner = 0;
    else if (srch_gain_sq == 7) ms_corner = 3;
    else if (srch_gain_sq == 56) ms_corner = 6;
    else if (srch_gain_sq == 63) ms_corner = 9;
    for (ms_i = 0; ms_i < srch_gain_n; ++ms_i) {
        ms_c = rv_flips_buf[ms_i];
        if (ms_corner != 12 && corner_of[ms_c] == srch_gain_sq) {
            ms_d += (int16_t)(wsafe + wt[ms_c]);  /* the opponent's at the old weight */
            continue;
        }
        ms_w = wt[ms_c];
        if (ruled[ms_c]) {                        /* an X/C square: its corner decides */
            wg_sq = ms_c;
            ms_w = weight();
        }
        ms_d += ms_w;
        ms_d += ms_w;
    }
    if (ms_corner != 12)
        for (ms_end = (uint8_t)(ms_corner + 3); ms_corner != ms_end; ++ms_corner) {
            ms_c = around[ms_corner];
            ms_i = rv_get(ms_c);
            if (ms_i == RV_EMPTY || was_flipped())
                continue;
            ms_w = (int16_t)(wsafe - wt[ms_c]);
            if (ms_i == ms_mover)
                ms_d += ms_w;
            else
                ms_d -= ms_w;
        }
    return ms_d;
}

int16_t srch_move_gain(void)
{
    /* A corner placed: the corner rule re-weights its X/C squares. */
    if (srch_rule_corner[srch_gain_sq])
        return rule_gain();
    /* Otherwise no corner changes hands (a corner is never flipped), so
     * every square keeps its weight as the board's corners make it (wtb):
     * the placed disc's weight plus twice each flipped disc's, biased by
     * 128 (cc65 indexes an unsigned byte array with one instruction):
     * 2 * (sum - 128 n) + wtb[sq] - 128, where 256 n is n as the high byte
     * (no 16-bit shift: cc65 calls a runtime routine for those). */
    ms_w = 0;
    for (ms_i = 0; ms_i < srch_gain_n; ++ms_i) {
        ms_c = rv_flips_buf[ms_i];
        ms_w += wtb[ms_c];
    }
    ms_w += ms_w;
    ms_w += wtb[srch_gain_sq];
    ms_w -= (int16_t)((uint16_t)srch_gain_n << 8);
    ms_w -= 128;
    return ms_w;
}

int16_t srch_mob_term(void)
{
    return srch_mob_of(rv_mobility_diff());
}

int16_t srch_mob_of(int8_t d)
{
    uint8_t i = 2 * SRCH_MOB_CAP;
    if (d < SRCH_MOB_CAP) {
        i = 0;
        if (d > -SRCH_MOB_CAP)
            i = (uint8_t)(d + SRCH_MOB_CAP);
    }
    return mob_tab[i];
}

int16_t srch_evaluate(const srch_eval *e)
{
    int16_t v;
    srch_eval_setup(e);
    v = srch_board_sum();
    if (rv_side() != RV_BLACK)
        v = (int16_t)-v;
    if (srch_mob_weight)
        v = (int16_t)(v + srch_mob_term());
    return v;
}

uint8_t srch_tutor(const srch_eval *e, uint8_t *moves, int16_t *values)
{
    uint8_t n = rv_gen(moves), i;
    for (i = 0; i < n; ++i) {
        rv_make(moves[i]);
        values[i] = (int16_t)-srch_evaluate(e);
        rv_undo();
    }
    return n;
}
