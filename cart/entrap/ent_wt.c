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
 *
 * Made for the 6502: a full sum costs 64 rv_get calls, so the sums are
 * kept along the search's path instead, one per depth below the root
 * (ent_wt_update's position): a node's sum is its parent's plus the
 * change its last move made. This leans on how the shared search
 * (cart/search/search.c) calls the hooks, and tests/test_entrap.c checks
 * it against a plain minimax that sums every leaf in full:
 *   - it orders a node's moves (ent_order for srch_moves[srch_ply][0], then
 *     the others) before it searches any of them, so a call for the first
 *     move starts a new node, and the node last started one ply up is the
 *     parent (depth-first);
 *   - it calls rv_flips(sq) just before rv_make(sq), so rv_flips_list()
 *     still holds the discs the last move flipped (rv_flipped would
 *     rebuild that list from the history: about 450 cycles more).
 * After a pass (the parent had no move to order) and at the root, the
 * full sum is taken.
 *
 * The levels' leaves (ent_eval_move, ent_eval_reply, at the end) value
 * the last full move themselves: the best K moves along a scan order,
 * the replies from what they would flip (docs/entrap.md, "How the tree is
 * searched").
 */
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

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
/* The X- and C-squares. */
static const uint8_t xc[12] = { 1, 8, 9, 6, 15, 14, 57, 48, 49, 62, 55, 54 };
/* Each corner's C, C and X squares. */
static const uint8_t around[4][3] = { { 1, 8, 9 }, { 6, 15, 14 }, { 57, 48, 49 }, { 62, 55, 54 } };
/* The eight edge rays from the corners: corner index and step. */
static const uint8_t ray_corner[8] = { 0, 0, 1, 1, 2, 2, 3, 3 };
static const int8_t ray_step[8] = { 1, 8, -1, 8, 1, -8, -1, -8 };

static uint8_t was_empty[4];   /* corner empty when the table was made */
static uint8_t stable[64];     /* rule 3's stable edge discs */

/* The tables as bytes biased by BIAS (cheap to index on the 6502): a
 * weight is -56..144. */
#define BIAS 64
static uint8_t wb[64], ww[64];
/* Each X/C square's corner (0-3; 4 = none) and what rule 2 gives back
 * once that corner is taken below the root. */
static uint8_t cidx[64], back[64];
/* Each corner's index (0-3), 4 for the other squares. */
static const uint8_t corner_of[64] = {
    0, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    4, 4, 4, 4, 4, 4, 4, 4, 2, 4, 4, 4, 4, 4, 4, 3,
};
/* The bias of a move that flips n discs: (2n + 1) * BIAS (cc65 would
 * multiply with shifts). At most 18 discs flip. */
static const uint16_t bias_of[20] = {
    1 * BIAS, 3 * BIAS, 5 * BIAS, 7 * BIAS, 9 * BIAS, 11 * BIAS, 13 * BIAS, 15 * BIAS,
    17 * BIAS, 19 * BIAS, 21 * BIAS, 23 * BIAS, 25 * BIAS, 27 * BIAS, 29 * BIAS, 31 * BIAS,
    33 * BIAS, 35 * BIAS, 37 * BIAS, 39 * BIAS,
};

/* The mobility terms (ent_wt_mobility), the root side's view, 1/8 disc
 * units: mob_now, the path's root move's (mob_reply less per reply it
 * leaves), and mob_two, that plus its ply-2 position's (mob_own more per
 * move the root side has there). */
static int16_t mob_now, mob_two;
static uint8_t mob_reply, mob_own;    /* mob_own 0: no terms */

/* The sums along the path, black's view, by depth below the root. */
#define DEPTHS 40
static int16_t sums[DEPTHS];
static uint8_t root;           /* rv_nply() of the table's position */
static uint8_t top;            /* deepest depth whose sum is the path's (255: none) */

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
    if (n < 7 && rv_get(sq) != c) {
        if (c == RV_BLACK)
            wb[sq] += ENT_WT_STABLE;
        else
            ww[sq] += ENT_WT_STABLE;
    }
}

/* The engine's preference order (rv_gen_pref, docs/reversi.md): square
 * classes — corners, c3-type, A edge, B edge, d3-type, the inner ring,
 * the centre, C, X — each in square order. A square's class from its
 * distances to the nearer row edge and column edge (0-3), smaller first. */
static const uint8_t pref_class[4][4] = {
    { 0, 7, 2, 3 }, { 9, 8, 5, 5 }, { 9, 9, 1, 4 }, { 9, 9, 9, 6 },
};

static uint8_t fold(uint8_t x)
{
    return (uint8_t)(x < 4 ? x : 7 - x);
}

uint8_t ent_wt_pref_class(uint8_t sq)
{
    uint8_t r = fold((uint8_t)(sq >> 3)), c = fold((uint8_t)(sq & 7));
    return r < c ? pref_class[r][c] : pref_class[c][r];
}

/* The squares in the preference order, made once. */
static uint8_t by_pref[64], pref_made;

static void make_pref(void)
{
    uint8_t cl, sq, n = 0;
    for (cl = 0; cl < 9; ++cl)
        for (sq = 0; sq < 64; ++sq)
            if (ent_wt_pref_class(sq) == cl)
                by_pref[n++] = sq;
    pref_made = 1;
}

/* Each colour's squares in order-key order (descending, ties in the
 * preference order) with the root's table, the squares empty at the root
 * only: black's from 0, white's from 64 (a stable insertion sort of
 * by_pref), made when a search first needs them (scan_ready). The replies at a leaf are the first legal
 * squares along it. scanx[j] is scan[j - 1] (cc65: a constant base plus a
 * byte index). */
static uint8_t scanx[129], scan_ready;
#define scan (scanx + 1)
static uint8_t so_i, so_j, so_at, so_sq, so_k, so_t;
static uint8_t scan_len;       /* the root's empty squares: the orders' length */
static uint8_t root_empty[64];
static uint8_t so_key[64];

static void scan_order(void)
{
    scan_len = 0;
    for (so_i = 0; so_i < 64; ++so_i) {
        so_sq = by_pref[so_i];
        if (!root_empty[so_sq])
            continue;
        so_k = so_key[so_sq];
        for (so_j = (uint8_t)(so_at + scan_len); so_j != so_at; --so_j) {
            so_t = scanx[so_j];
            if (so_key[so_t] >= so_k)
                break;
            scan[so_j] = so_t;
        }
        scan[so_j] = so_sq;
        ++scan_len;
    }
}

static void scan_orders(void)
{
    if (!pref_made)
        make_pref();
    for (so_i = 0; so_i < 64; ++so_i)
        so_key[so_i] = wb[so_i];
    so_at = 0;
    scan_order();
    for (so_i = 0; so_i < 64; ++so_i)
        so_key[so_i] = ww[so_i];
    so_at = 64;
    scan_order();
    scan_ready = 1;
}

void ent_wt_update(void)
{
    uint8_t sq, k, i, pen;
    for (sq = 0; sq < 64; ++sq) {
        wb[sq] = (uint8_t)(ent_wt_base[sq] + BIAS);
        ww[sq] = wb[sq];
        stable[sq] = 0;
        root_empty[sq] = rv_get(sq) == RV_EMPTY;
        cidx[sq] = 4;
        back[sq] = 0;
    }
    for (k = 0; k < 4; ++k) {
        was_empty[k] = root_empty[corners[k]];
        for (i = 0; i < 3; ++i) {
            sq = around[k][i];
            cidx[sq] = k;
            if (was_empty[k]) {
                pen = i == 2 ? PEN_X : PEN_C;
                wb[sq] -= pen;
                ww[sq] -= pen;
                back[sq] = pen;
            }
        }
    }
    for (k = 0; k < 8; ++k)
        ray(k);
    root = rv_nply();
    top = 255;
    scan_ready = 0;
    mob_own = 0;
    mob_two = 0;
}

int16_t ent_wt_of(uint8_t colour, uint8_t sq)
{
    if (colour == RV_BLACK)
        return (int16_t)(wb[sq] - BIAS);
    return (int16_t)(ww[sq] - BIAS);
}

uint8_t ent_wt_edge_stable(uint8_t sq)
{
    return stable[sq];
}

/* Working registers (cc65: globals are cheaper than locals and
 * parameters; byte tables are cheaper than 16-bit ones). */
static uint8_t ev_sq, ev_i, ev_n, ev_d, ev_mover, ord_sq;
static uint8_t ev_k;           /* the corner moved to (0-3), 4: not a corner */
static uint16_t ev_b, ev_w, ev_u;
static int16_t ev_v;
static const uint8_t *ev_f;

/* Rule 2 below the root: what the X/C square ev_sq gets back now (0 if
 * nothing: not an X/C square, its corner was owned at the root, or it is
 * still empty). */
static uint8_t regained(void)
{
    if (!back[ev_sq] || rv_get(corners[cidx[ev_sq]]) == RV_EMPTY)
        return 0;
    return back[ev_sq];
}

/* The full weighted sum, black's view. */
static int16_t full_sum(void)
{
    ev_b = ev_w = 0;
    for (ev_sq = 0; ev_sq < 64; ++ev_sq) {
        ev_i = rv_get(ev_sq);
        if (ev_i == RV_BLACK)
            ev_b += wb[ev_sq];
        else if (ev_i == RV_WHITE)
            ev_w += ww[ev_sq];
    }
    ev_b -= (uint16_t)rv_count(RV_BLACK) * BIAS;
    ev_w -= (uint16_t)rv_count(RV_WHITE) * BIAS;
    ev_b -= ev_w;
    for (ev_i = 0; ev_i < 12; ++ev_i) {
        ev_sq = xc[ev_i];
        ev_n = rv_get(ev_sq);
        if (ev_n == RV_BLACK)
            ev_b += regained();
        else if (ev_n == RV_WHITE)
            ev_b -= regained();
    }
    return (int16_t)ev_b;
}

/* A corner move ev_k of ev_mover (on the board): each of its X/C squares
 * that was poison at the root gets its penalty back now, for the mover's
 * disc there (+) or the other side's (-). */
static void corner_change(void)
{
    for (ev_i = 0; ev_i < 3; ++ev_i) {
        ev_sq = around[ev_k][ev_i];
        ev_n = rv_get(ev_sq);
        if (ev_n == ev_mover)
            ev_u += back[ev_sq];
        else if (ev_n != RV_EMPTY)
            ev_u -= back[ev_sq];
    }
}

/* The biased weight of ev_mover's disc on the square ev_sq, rule 2 below
 * the root applied, into ev_u (0..255: the order key). */
static void placed(void)
{
    if (ev_mover == RV_BLACK)
        ev_u = wb[ev_sq];
    else
        ev_u = ww[ev_sq];
    if (back[ev_sq])
        ev_u += regained();
}

/* What the move of ev_mover on ev_sq, which flipped the ev_n discs ev_f,
 * changes in the sum, from the mover's view, into ev_u: the placed disc's
 * weight for the mover, each flipped disc's for both colours (one leaves,
 * one comes), all biased (BIAS each, taken off at the end); and rule 2
 * below the root: a flipped X/C square of an owned corner changes hands
 * with what it got back (twice), and a corner move gives its own X/C
 * squares theirs (for whoever owns them now). */
static void change(void)
{
    ev_k = corner_of[ev_sq];
    placed();
    for (ev_i = 0; ev_i < ev_n; ++ev_i) {
        ev_sq = ev_f[ev_i];
        ev_u += wb[ev_sq];
        ev_u += ww[ev_sq];
        if (back[ev_sq] && cidx[ev_sq] != ev_k)
            ev_u += (uint16_t)(2 * regained());
    }
    ev_u -= bias_of[ev_n];
    if (ev_k != 4)
        corner_change();
}

/* The current position's sum, black's view, at depth ev_d below the root:
 * from the parent's (depth ev_d - 1) when it is on the path and the last
 * ply was a move, else (at the root, after a pass) the full sum. */
static int16_t path_sum(void)
{
    ev_sq = rv_last();
    if (ev_d == 0 || ev_d >= DEPTHS || top == 255 || top + 1 < ev_d || ev_sq > 63)
        return full_sum();
    ev_mover = (uint8_t)(3 - rv_side());
    ev_n = rv_flipped_count();
    ev_f = rv_flips_list();
    change();
    if (ev_mover == RV_BLACK)
        return (int16_t)(sums[ev_d - 1] + (int16_t)ev_u);
    return (int16_t)(sums[ev_d - 1] - (int16_t)ev_u);
}

/* ev_d: the position's depth below the root (255 when above it). */
static void depth(void)
{
    ev_d = (uint8_t)(rv_nply() - root);
    if (rv_nply() < root)
        ev_d = 255;
}

/* ev_v from black's view to the side to move's (a global: cc65 passes a
 * parameter on its C stack). */
static void side_view(void)
{
    if (rv_side() != RV_BLACK)
        ev_v = (int16_t)-ev_v;
}

int16_t ent_eval(void)
{
    depth();
    ev_v = path_sum();
    side_view();
    return ev_v;
}

int16_t ent_eval_full(void)
{
    ev_v = full_sum();
    side_view();
    return ev_v;
}

/* srch_moves' rows (SRCH_MAX_PLY, 32): cc65 computes srch_moves[p] with 16-bit
 * shifts, a pointer from a table is two loads. */
#define ROWS4(p) srch_moves[p], srch_moves[p + 1], srch_moves[p + 2], srch_moves[p + 3]
static uint8_t *const rows[SRCH_MAX_PLY] = {
    ROWS4(0), ROWS4(4), ROWS4(8), ROWS4(12), ROWS4(16), ROWS4(20), ROWS4(24), ROWS4(28),
};

void ent_wt_mobility(uint8_t per_reply, uint8_t per_move)
{
    mob_reply = per_reply;
    mob_own = per_move;
    mob_now = mob_two = 0;
}

int16_t ent_order(uint8_t sq)
{
    ord_sq = sq;
    if (sq == *rows[srch_ply]) {
        if (mob_own && srch_ply == 1)    /* the replies its root move left */
            mob_now = (int16_t)-(int16_t)((uint16_t)mob_reply * rv_mobility());
        /* a new node: its sum joins the path */
        depth();
        if (ev_d < DEPTHS) {
            ev_v = path_sum();
            sums[ev_d] = ev_v;
            top = ev_d;
        }
    }
    ev_sq = ord_sq;
    ev_mover = rv_side();
    placed();
    return (int16_t)(ev_u - BIAS);
}

/* ---- the search's nodes from ply 2: the best K moves ---------------------
 * ent_best is the search's `best` hook: a node's ent_search_width best
 * moves (at ply 2 ent_top_search_width) by ent_order's key, ties in the
 * engine's preference order, found as the leaves find theirs (below): the
 * first legal squares along the side's scan order, or the moves generated
 * and the best picked when a corner empty at the root has been taken. The
 * node's sum joins the path as ent_order's first call would join it. */
uint8_t ent_search_width, ent_top_search_width;

static uint8_t tl_moves[RV_MAX_MOVES], tl_n, tl_i, tl_j, tl_w, tl_side, tl_sq, tl_key, tl_fn;
static uint8_t tk_sq[ENT_WIDTH_MAX], tk_key[ENT_WIDTH_MAX], tk_n;
static int16_t tl_view, tl_best, tl_beta;
static uint8_t *bs_list;       /* ent_best's list: scan_best only lists */

static void scan_best(void);
static void select_best(void);
static uint8_t corner_taken(void);

uint8_t ent_best(uint8_t *list)
{
    if (mob_own && srch_ply == 2) {
        /* the root side's moves here (after a pass at ply 1 the root move
         * left no reply: 0) */
        if (rv_last() > 63)
            mob_now = 0;
        mob_two = (int16_t)(mob_now + (int16_t)((uint16_t)mob_own * rv_mobility()));
    }
    depth();
    if (ev_d < DEPTHS) {
        ev_v = path_sum();
        sums[ev_d] = ev_v;
        top = ev_d;
    }
    tl_side = rv_side();
    tl_w = ent_search_width;
    if (srch_ply == 2)
        tl_w = ent_top_search_width;
    if (!corner_taken()) {
        tl_best = -SRCH_WIN * 3;          /* no reply valued: no cutoff */
        tl_beta = SRCH_WIN * 3;
        bs_list = list;
        scan_best();
        bs_list = 0;
        return tk_n;
    }
    tl_n = rv_gen_pref(tl_moves);
    select_best();
    for (tl_i = 0; tl_i < tk_n; ++tl_i)
        list[tl_i] = tk_sq[tl_i];
    return tk_n;
}

/* ---- the last ply: the replies at a leaf ---------------------------------
 * ent_eval_reply values the search's leaf as the node one ply further up
 * the tree would be: the best of its moves (all at plies 0 and 1, else the
 * ent_reply_width best by the order key, ties in the engine's preference
 * order, as the search keeps them), each valued by the sum after it, without
 * playing it: the change comes from what it would flip (a corner move is
 * played: it re-weights its X/C squares). The best K are the first K legal
 * squares along the side's scan order, unless a corner empty at the root
 * has been taken since (its X/C squares' keys went up): then the moves are
 * generated and the best K picked. A reply that reaches the leaf's beta
 * ends it, as the search would stop at the cutoff (fail-soft): the root's
 * value and move stay those of the deeper search (tests/test_entrap.c). */
uint8_t ent_reply_width;

/* The side to move's value after its move tl_sq, which would flip tl_fn
 * discs (rv_flips just listed them), into tl_best if better. */
static void try_reply(void)
{
    if (corner_of[tl_sq] != 4) {
        rv_arg = tl_sq;
        rv_make_arg();
        ++ev_d;
        ev_v = path_sum();
        --ev_d;
        rv_undo();
        if (tl_side != RV_BLACK)
            ev_v = (int16_t)-ev_v;
    } else {
        ev_sq = tl_sq;
        ev_mover = tl_side;
        ev_n = tl_fn;
        ev_f = rv_flips_list();
        change();
        ev_v = (int16_t)(tl_view + (int16_t)ev_u);
    }
    if (tl_best < ev_v)
        tl_best = ev_v;
}

/* tl_sq's flips, then try_reply. */
static void flip_and_try(void)
{
    rv_arg = tl_sq;
    tl_fn = rv_flips_arg();
    try_reply();
}

/* A corner empty at the root is taken. */
static uint8_t corner_taken(void)
{
    for (tl_i = 0; tl_i < 4; ++tl_i)
        if (was_empty[tl_i] && rv_get(corners[tl_i]) != RV_EMPTY)
            return 1;
    return 0;
}

/* The first tl_w legal squares along the side's scan order, each tried
 * as it is found; tk_n of them (0: no legal move). */
static void scan_best(void)
{
    if (!scan_ready)
        scan_orders();
    tk_n = 0;
    tl_j = tl_side == RV_BLACK ? 0 : 64;
    for (tl_i = scan_len; tl_i != 0; --tl_i, ++tl_j) {
        tl_sq = scan[tl_j];
        rv_arg = tl_sq;
        tl_fn = rv_flips_arg();
        if (tl_fn) {
            if (bs_list != 0)
                bs_list[tk_n] = tl_sq;
            else
                try_reply();
            if (++tk_n == tl_w || !(tl_best < tl_beta))
                return;
        }
    }
}

/* The best tl_w of the generated moves tl_moves[0..tl_n) of tl_side by
 * the order key into tk_sq[0..tk_n), best first, ties in list order (a
 * bounded insertion sort). */
static void select_best(void)
{
    ev_mover = tl_side;
    tk_n = 0;
    for (tl_i = 0; tl_i < tl_n; ++tl_i) {
        ev_sq = tl_moves[tl_i];
        placed();
        tl_key = (uint8_t)ev_u;
        tl_j = tk_n;
        if (tk_n < tl_w)
            ++tk_n;
        else if (tk_key[tl_w - 1] < tl_key)
            tl_j = (uint8_t)(tl_w - 1);        /* the last one drops out */
        else
            continue;
        for (; tl_j != 0 && tk_key[tl_j - 1] < tl_key; --tl_j) {
            tk_sq[tl_j] = tk_sq[tl_j - 1];
            tk_key[tl_j] = tk_key[tl_j - 1];
        }
        tk_sq[tl_j] = ev_sq;
        tk_key[tl_j] = tl_key;
    }
}

/* The end of the game for `side`: beyond SRCH_WIN, the search's final
 * score (disc difference, the empties to the winner). */
static int16_t final_score(uint8_t side)
{
    ev_v = (int16_t)((int16_t)rv_count(side) - (int16_t)rv_count((uint8_t)(3 - side)));
    if (ev_v > 0)
        return (int16_t)(SRCH_WIN + ev_v + rv_count(RV_EMPTY));
    if (ev_v < 0)
        return (int16_t)(-SRCH_WIN + ev_v - rv_count(RV_EMPTY));
    return 0;
}

/* The value of the position one ply up from the leaves, for the side to
 * move, its window's beta tl_beta, tl_w replies (0: all); its sum joins
 * the path. No move: the end of the game, or after a pass the position's
 * own value. */
static int16_t reply1(void)
{
    depth();
    ev_v = path_sum();
    if (ev_d < DEPTHS) {
        sums[ev_d] = ev_v;                 /* the parent of the replies */
        top = ev_d;
    }
    tl_side = rv_side();
    side_view();
    tl_view = ev_v;
    tl_best = -SRCH_WIN * 3;
    if (tl_w != 0 && !corner_taken()) {
        scan_best();
        tl_n = tk_n;
    } else {
        tl_n = rv_gen_pref(tl_moves);
        if (tl_w != 0 && tl_w < tl_n) {
            select_best();
            for (tl_i = 0; tl_i < tk_n; ++tl_i)
                tl_moves[tl_i] = tk_sq[tl_i];
            tl_n = tk_n;
        }
        for (tl_i = 0; tl_i < tl_n && tl_best < tl_beta; ++tl_i) {
            tl_sq = tl_moves[tl_i];
            flip_and_try();
        }
    }
    if (tl_n != 0)
        return tl_best;
    if (rv_can_move((uint8_t)(3 - tl_side)))
        return tl_view;
    return final_score(tl_side);
}

/* The leaf's window from the search's (srch_think's child window): alpha
 * srch_alpha[ply], beta the parent's alpha negated. */
#define LEAF_BETA() ((int16_t)-srch_alpha[srch_ply - 1])

int16_t ent_eval_reply(void)
{
    tl_beta = LEAF_BETA();
    tl_w = ent_reply_width;
    if (srch_ply < 2)
        tl_w = 0;
    return reply1();
}

/* ---- the last two plies: a full move at a leaf ---------------------------
 * ent_eval_move values the leaf as the node two plies further up would be:
 * its ent_reply_width best moves (the first legal squares along its scan
 * order, or generated and picked when a corner was taken), each played and
 * valued by reply1 (the other side's best replies), alpha-beta inside the
 * leaf's window. For the levels from 2: there the leaves are at ply 2 or
 * deeper, where the width applies. */
static uint8_t t2_moves[ENT_WIDTH_MAX], t2_n, t2_i, t2_j, t2_m, t2_side, t2_found;
static int16_t t2_alpha, t2_beta, t2_best;

/* t2_m, whose flips rv_flips just listed: played, the replies valued with
 * the window it leaves them, undone; into t2_best if better. Returns 1 at
 * a cutoff. */
static uint8_t t2_try(void)
{
    rv_arg = t2_m;
    rv_make_arg();
    tl_beta = t2_alpha < t2_best ? t2_best : t2_alpha;
    tl_beta = (int16_t)-tl_beta;
    tl_w = ent_reply_width;
    ev_v = (int16_t)-reply1();
    rv_undo();
    if (t2_best < ev_v)
        t2_best = ev_v;
    ++t2_found;
    return (uint8_t)!(t2_best < t2_beta);
}

/* The moves along the side's scan order. */
static void t2_scan(void)
{
    if (!scan_ready)
        scan_orders();
    t2_j = t2_side == RV_BLACK ? 0 : 64;
    for (t2_i = scan_len; t2_i != 0; --t2_i, ++t2_j) {
        t2_m = scan[t2_j];
        rv_arg = t2_m;
        if (rv_flips_arg() && (t2_try() || t2_found == ent_reply_width))
            return;
    }
}

/* The moves generated and the best picked (a corner was taken). */
static void t2_picked(void)
{
    tl_n = rv_gen_pref(tl_moves);
    tl_side = t2_side;
    tl_w = ent_reply_width;
    select_best();
    t2_n = tk_n;
    for (t2_i = 0; t2_i < t2_n; ++t2_i)
        t2_moves[t2_i] = tk_sq[t2_i];
    for (t2_i = 0; t2_i < t2_n; ++t2_i) {
        t2_m = t2_moves[t2_i];
        rv_flips(t2_m);
        if (t2_try())
            return;
    }
}

/* The leaf's value inside the window t2_alpha..t2_beta. */
static int16_t move_value(void)
{
    t2_best = -SRCH_WIN * 3;
    t2_found = 0;
    if (corner_taken())
        t2_picked();
    else
        t2_scan();
    if (t2_found != 0)
        return t2_best;
    if (!rv_can_move((uint8_t)(3 - t2_side)))
        return final_score(t2_side);
    /* a pass: the other side's replies */
    rv_pass();
    tl_beta = (int16_t)-t2_alpha;
    tl_w = ent_reply_width;
    ev_v = (int16_t)-reply1();
    rv_undo();
    return ev_v;
}

/* With the mobility terms (ent_wt_mobility) the path's (mob_two), the
 * side to move's view (the root side's at even plies), is added to the
 * leaf's value: its window shifted by it. */
static int16_t t2_mob;

int16_t ent_eval_move(void)
{
    depth();
    ev_v = path_sum();
    if (ev_d < DEPTHS) {
        sums[ev_d] = ev_v;
        top = ev_d;
    }
    t2_side = rv_side();
    t2_mob = mob_two;
    if (srch_ply & 1)
        t2_mob = (int16_t)-t2_mob;
    t2_alpha = (int16_t)(srch_alpha[srch_ply] - t2_mob);
    t2_beta = (int16_t)(LEAF_BETA() - t2_mob);
    return (int16_t)(move_value() + t2_mob);
}
