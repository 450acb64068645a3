/* ent_wt.c — Entrap's dynamic weight table (the manual: "each square on the
 * board is given a weight ... After each move the board position is
 * evaluated and weights are modified to take into account the new
 * situation"). The rules, in order (docs/entrap.md has the table):
 *   1. every square starts at its base weight (ent_wt_base);
 *   2. next to an EMPTY corner, its C-square loses PEN_C and its X-square
 *      PEN_X (a disc there hands the corner over); once the corner is
 *      owned by either side they keep their base weight: no more poison;
 *   3. an edge square next (along the edge) to a colour's stable edge
 *      disc — an unbroken run of that colour from an owned corner — gains
 *      ENT_WT_STABLE in that colour's table (taking it extends the run).
 * The evaluation is the weighted sum over owned squares. The search calls
 * it at its leaves, deep below the position the table was made for: rule
 * 2 is applied again there for corners taken meanwhile (cheap: four
 * corners), rule 3 stays as it was at the root.
 */
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"

int16_t ent_wt[2][64];

/* 1/8 disc units; the X- and C-squares as they are once their corner is
 * owned (rule 2 takes off the penalty while it is empty). */
const int8_t ent_wt_base[64] = {
    120,  12,  16,   8,   8,  16,  12, 120,
     12,   4,  -4,  -2,  -2,  -4,   4,  12,
     16,  -4,   4,   2,   2,   4,  -4,  16,
      8,  -2,   2,   1,   1,   2,  -2,   8,
      8,  -2,   2,   1,   1,   2,  -2,   8,
     16,  -4,   4,   2,   2,   4,  -4,  16,
     12,   4,  -4,  -2,  -2,  -4,   4,  12,
    120,  12,  16,   8,   8,  16,  12, 120,
};
#define PEN_C 36               /* C-square next to an empty corner: 12 -> -24 */
#define PEN_X 60               /* X-square next to an empty corner: 4 -> -56 */

static const uint8_t corners[4] = { 0, 7, 56, 63 };
/* Each corner's C, C and X squares. */
static const uint8_t around[4][3] = { { 1, 8, 9 }, { 6, 15, 14 }, { 57, 48, 49 }, { 62, 55, 54 } };
/* The eight edge rays from the corners: corner index and step. */
static const uint8_t ray_corner[8] = { 0, 0, 1, 1, 2, 2, 3, 3 };
static const int8_t ray_step[8] = { 1, 8, -1, 8, 1, -8, -1, -8 };

static uint8_t was_empty[4];   /* corner empty when the table was made */
static uint8_t stable[64];     /* rule 3's stable edge discs */

static int16_t penalty(uint8_t i)
{
    return (int16_t)(i == 2 ? -PEN_X : -PEN_C);
}

/* Rule 3 along ray r: marks the run from its corner, and the square after
 * it gains in the run's colour's table. */
static void ray(uint8_t r)
{
    uint8_t sq = corners[ray_corner[r]], c = rv_get(sq), n;
    if (c == RV_EMPTY)
        return;
    for (n = 0; n < 7 && rv_get(sq) == c; ++n) {
        stable[sq] = 1;
        sq = (uint8_t)(sq + ray_step[r]);
    }
    if (n < 7 && rv_get(sq) != c)
        ent_wt[c - 1][sq] = (int16_t)(ent_wt[c - 1][sq] + ENT_WT_STABLE);
}

void ent_wt_update(void)
{
    uint8_t sq, k, i;
    for (sq = 0; sq < 64; ++sq) {
        ent_wt[0][sq] = ent_wt[1][sq] = ent_wt_base[sq];
        stable[sq] = 0;
    }
    for (k = 0; k < 4; ++k) {
        was_empty[k] = rv_get(corners[k]) == RV_EMPTY;
        if (was_empty[k])
            for (i = 0; i < 3; ++i) {
                sq = around[k][i];
                ent_wt[0][sq] = (int16_t)(ent_wt[0][sq] + penalty(i));
                ent_wt[1][sq] = (int16_t)(ent_wt[1][sq] + penalty(i));
            }
    }
    for (k = 0; k < 8; ++k)
        ray(k);
}

uint8_t ent_wt_edge_stable(uint8_t sq)
{
    return stable[sq];
}

/* Working registers (cc65: globals are cheaper than locals). */
static uint8_t ev_sq, ev_c, ev_k, ev_i, ev_side;
static int16_t ev_v;

int16_t ent_eval(void)
{
    ev_side = rv_side();
    ev_v = 0;
    for (ev_sq = 0; ev_sq < 64; ++ev_sq) {
        ev_c = rv_get(ev_sq);
        if (ev_c == ev_side)
            ev_v += ent_wt[ev_c - 1][ev_sq];
        else if (ev_c != RV_EMPTY)
            ev_v -= ent_wt[ev_c - 1][ev_sq];
    }
    /* rule 2 again for corners taken below the root */
    for (ev_k = 0; ev_k < 4; ++ev_k) {
        if (!was_empty[ev_k] || rv_get(corners[ev_k]) == RV_EMPTY)
            continue;
        for (ev_i = 0; ev_i < 3; ++ev_i) {
            ev_c = rv_get(around[ev_k][ev_i]);
            if (ev_c == ev_side)
                ev_v -= penalty(ev_i);
            else if (ev_c != RV_EMPTY)
                ev_v += penalty(ev_i);
        }
    }
    return ev_v;
}

int16_t ent_order(uint8_t sq)
{
    int16_t w = ent_wt[rv_side() - 1][sq];
    uint8_t k, i;
    for (k = 0; k < 4; ++k)
        for (i = 0; i < 3; ++i)
            if (around[k][i] == sq && was_empty[k] && rv_get(corners[k]) != RV_EMPTY)
                w = (int16_t)(w - penalty(i));
    return w;
}
