/* search.c — fixed-depth alpha-beta (search.h); the exact endgame is
 * endgame.c's eg_solve, which srch_think hands over to.
 *
 * The values searched (tests/test_search.c checks them against plain minimax):
 * a leaf is the evaluation's square part (square weights + disc weight); a
 * node two plies above the leaves adds the mobility term of its own legal
 * moves less the opponent's at the ply before (both counts are known from
 * move generation, so the term costs nothing); the end of the game is
 * scored beyond SRCH_WIN. Fail-soft alpha-beta.
 *
 * Made for the 6502 (cc65 --static-locals; figures and history:
 * docs/reversi.md, bench/vv.sh):
 *   - the square part is kept per ply in sqsum[], from black's view; a
 *     move's change comes from the list of discs it would flip (rv_flips,
 *     eval.c srch_move_gain), before the move, with the corner rule's
 *     weights following the corners (srch_eval_corner after a corner move
 *     is made or undone);
 *   - a node with one ply left values its leaves in one loop, without a
 *     move list, recursion or make/undo: the killers, then the legal moves
 *     in the engine's preference order one at a time (rv_scan_next), until
 *     a cutoff; a node with two plies left values its children's leaves
 *     in its own loop (two_left: no recursive call);
 *   - move order: with ORDER_LEFT or more plies left, the killer first,
 *     then the history count (cutoffs per square, weighted by depth),
 *     each move picked when its turn comes (no sort: most such nodes
 *     search one or two moves); at the root and with DEEP_LEFT or more
 *     plies left, a stable sort by the move's square gain less the
 *     opponent's replies instead (root_key, deep_key), whose lists of
 *     replies the children take over at even plies (rep_*). Below
 *     ORDER_LEFT the killer moves to the front of the preference order
 *     (rv_gen_pref: corners first, X-squares last);
 *   - hot code uses globals, "b < a" rather than "a > b" for 16-bit
 *     compares (cc65 inlines the first), and counts nodes in a byte.
 */
#include "cart/search/search.h"
#include "cart/search/search_int.h"
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"
#include <string.h>

uint32_t srch_nodes;
uint8_t  srch_pv[SRCH_MAX_PLY];
uint8_t  srch_pv_len;
int16_t  srch_score;
uint8_t  srch_exact;
uint8_t  srch_ply;
uint8_t  srch_moves[SRCH_MAX_PLY][SRCH_MAX_MOVES];
int16_t  srch_alpha[SRCH_MAX_PLY];
uint16_t srch_poll_every;
uint8_t (*srch_poll)(void);

#define INF 32000
#define ORDER_LEFT 3          /* plies left from which moves are sorted */
#define DEEP_LEFT 4           /* plies left from which they are sorted by deep_key */

/* Per-ply state (see the cc65 note in search.h). */
static int16_t beta[SRCH_MAX_PLY], best[SRCH_MAX_PLY];
static int16_t mob[SRCH_MAX_PLY];            /* mobility term of a node with 2 plies left */
static int16_t sqsum[SRCH_MAX_PLY + 1];      /* square part, black's view */
static uint8_t left[SRCH_MAX_PLY];           /* plies left */
static uint8_t count[SRCH_MAX_PLY], idx[SRCH_MAX_PLY];
static uint8_t killer[SRCH_MAX_PLY];
static uint8_t killer2[SRCH_MAX_PLY];        /* the one before (leaves only) */
static uint8_t hist[64];                   /* history: cutoffs per square */
static uint8_t pv[SRCH_MAX_PLY][SRCH_MAX_PLY];  /* triangular PV table */
static uint8_t pv_len[SRCH_MAX_PLY];
static uint8_t stop;
static uint8_t root_opp;                   /* the opponent's moves at the root */
static uint8_t tried[SRCH_MAX_PLY];          /* moves searched: count, or the width */
static uint8_t cur[SRCH_MAX_PLY];            /* the move being searched */
/* srch_moves[p] and pv[p] (set by srch_think): cc65 computes srch_moves[p] with
 * 16-bit shifts (runtime calls), a pointer from a table is two loads. */
static uint8_t *mrow[SRCH_MAX_PLY], *prow[SRCH_MAX_PLY];

/* The title's hooks (srch_params); plain = none, the search's fast paths. */
static int16_t (*ev_hook)(void);
static int16_t (*ord_hook)(uint8_t sq);
static uint8_t width, plain;
static const srch_eval no_eval;              /* keeps srch_move_gain's sums at 0 */

/* Sorting buffers (globals indexed by uint8_t: cheap on the 6502): the
 * moves sm and their keys, each key as two bytes, skh its high byte with
 * the sign bit flipped and skl its low byte, so that byte compares order
 * them (cc65 indexes a 16-bit array with 16-bit address arithmetic). Each
 * has a spare byte in front so that "element j - 1" is written smx[j], a
 * constant base plus a byte index: cc65 compiles sm[j - 1] to 16-bit
 * pointer arithmetic. */
static uint8_t smx[SRCH_MAX_MOVES + 1], skhx[SRCH_MAX_MOVES + 1], sklx[SRCH_MAX_MOVES + 1];
#define sm (smx + 1)
#define skh (skhx + 1)
#define skl (sklx + 1)
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")
#endif
static uint8_t si, sj, sn, sq_, k_, kh_, kl_, t_;
static int16_t gain_, key_;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("si")
#pragma zpsym ("sj")
#pragma zpsym ("sn")
#pragma zpsym ("sq_")
#pragma zpsym ("k_")
#pragma zpsym ("kh_")
#pragma zpsym ("kl_")
#pragma zpsym ("t_")
#pragma zpsym ("gain_")
#pragma zpsym ("key_")
#endif

/* Insertion sort of sm/sk[0..sn-1] by descending key (stable), of its
 * first sel_k places only: an element that does not make the first sel_k
 * is dropped (a node that searches only its best `width` moves needs no
 * whole sort: Entrap). Places from sel_k on are left undefined; with
 * sel_k = sn, the whole sort. */
static uint8_t sel_k;

static void sort_keys(void)
{
    for (si = 1; si < sn; ++si) {
        sq_ = sm[si];
        kh_ = skh[si];
        kl_ = skl[si];
        sj = si;
        if (sel_k < sj)
            sj = sel_k;                  /* place sel_k is free: si's or dropped */
        for (; sj != 0; --sj) {          /* while element sj - 1's key < the key */
            t_ = skhx[sj];
            if (kh_ < t_)
                break;
            if (kh_ == t_) {
                t_ = sklx[sj];
                if (kl_ <= t_)
                    break;
            }
            /* through t_: cc65 copies a[j] = b[j] through a pointer */
            t_ = smx[sj];
            sm[sj] = t_;
            t_ = skhx[sj];
            skh[sj] = t_;
            t_ = sklx[sj];
            skl[sj] = t_;
        }
        sm[sj] = sq_;
        skh[sj] = kh_;
        skl[sj] = kl_;
    }
}

/* gen_ordered's node (see there). */
static uint8_t go_p, go_k;                 /* the ply, its killer */
static uint8_t *go_m;                      /* its moves */

/* The opponent's replies that look() lists after each move of a node it
 * keys, kept for the child searched after that move, which takes its move
 * list from here instead of generating it again. Only at even plies: the
 * root and the nodes two plies below it are where every move tends to be
 * searched (ALL nodes: the key's count then costs no generation of its
 * own); at odd plies one move tends to cut off, and listing the others
 * costs more than it saves (bench/vv.sh: DOROTHY's ply 1 slower). One
 * pool, a stack by ply: ply p's lists follow ply p - 1's; from REP_PLIES
 * on, or when the pool is full, the replies are counted, not kept. */
#define REP_PLIES 4
#define REP_POOL 1024
static uint8_t rep_pool[REP_POOL];
/* After move sq of ply p (index rep_row[p] + sq: one byte, where cc65
 * multiplies for a two-dimensional index), the list or 0, and its length */
static uint8_t *rep_list[REP_PLIES * 64];
static uint8_t rep_n[REP_PLIES * 64];
static const uint8_t rep_row[REP_PLIES] = { 0, 64, 128, 192 };
static uint8_t rep_ix;
static uint8_t rep_on[SRCH_MAX_PLY];         /* ply p's node keeps its lists */
static uint8_t *rep_end[REP_PLIES];        /* the end of ply p's lists */
static uint8_t *rep_at;                    /* the next free byte, 0 = none */
static uint8_t rep_p;

/* Before look() over the moves of ply p: where its lists go. */
static void rep_begin(uint8_t p)
{
    rep_p = p;
    rep_at = 0;
    if (p >= REP_PLIES)
        return;
    rep_end[p] = rep_pool;
    if (p != 0)
        rep_end[p] = rep_end[p - 1];
    if (p & 1)
        return;
    rep_at = rep_end[p];
    rep_on[p] = 1;
}

/* The legal replies after the move just made into k_, listed in the pool
 * while there is room for any list. */
static void rep_count(void)
{
    if (rep_at == 0) {
        k_ = rv_mobility();
        return;
    }
    if (rep_at > rep_pool + (REP_POOL - RV_MAX_MOVES)) {
        k_ = rv_mobility();
        rep_ix = (uint8_t)(rep_row[rep_p] + sq_);
        rep_list[rep_ix] = 0;
        return;
    }
    k_ = rv_gen_pref(rep_at);
    rep_ix = (uint8_t)(rep_row[rep_p] + sq_);
    rep_list[rep_ix] = rep_at;
    rep_n[rep_ix] = k_;
    rep_at += k_;
    rep_end[rep_p] = rep_at;
}

/* The moves of ply go_p's node into gl_dst (rv_gen_pref's list), from
 * the pool when the node before listed them; returns how many. Globals,
 * no parameters (cc65: C-stack parameters cost). */
static uint8_t *gl_dst, *gl_src;
static uint8_t gl_p, gl_sq;

static uint8_t gen_list(void)
{
    if (go_p != 0) {
        gl_p = (uint8_t)(go_p - 1);
        if (rep_on[gl_p]) {
            gl_sq = cur[gl_p];
            rep_ix = (uint8_t)(rep_row[gl_p] + gl_sq);
            gl_src = rep_list[rep_ix];
            if (gl_src != 0) {
                t_ = rep_n[rep_ix];
                memcpy(gl_dst, gl_src, t_);
                return t_;
            }
        }
    }
    return rv_gen_pref(gl_dst);
}

/* A close look at move sq_ (nodes with DEEP_LEFT or more plies left: few,
 * and each heads a large subtree): gain_, the square part's gain, and k_,
 * the opponent's legal replies after it (rep_count). */
static void look(void)
{
    rv_arg = sq_;
    srch_gain_sq = sq_;
    srch_gain_n = rv_flips_arg();
    gain_ = srch_move_gain();
    rv_make_arg();
    rep_count();
    rv_undo();
}

/* The root's order key of move sq_ (the root's few moves are worth a
 * closer look, which orders the whole search): the square part's gain
 * (clamped to +-500, in steps of 8) less the opponent's replies. It also
 * breaks the ties between equal root values: kept as it was, so that the
 * chosen move is too. */
static uint8_t root_key(void)
{
    look();
    if (gain_ < -500) gain_ = -500;
    if (gain_ > 500) gain_ = 500;
    /* no signed division: cc65 and gcc round negatives differently */
    gain_ = (int16_t)(((uint16_t)(gain_ + 512) >> 3) - k_);
    if (gain_ < 0) gain_ = 0;
    if (gain_ > 254) gain_ = 254;
    return (uint8_t)gain_;
}

/* The order key of move sq_ below the root with DEEP_LEFT or more plies
 * left: the square part's gain less 24 per reply left to the opponent
 * (fewest replies first: the move that leaves the opponent least choice
 * is most often the one that cuts off). Better there than the killer and
 * history (bench/vv.sh: ERNEST's worst move 25k -> 15k nodes); below
 * DEEP_LEFT its make/undo and mobility count cost more than they save. */
static int16_t deep_key(void)
{
    look();
    return (int16_t)(gain_ - (int16_t)((uint16_t)k_ << 4) - (int16_t)((uint16_t)k_ << 3));
}

/* The keys of sm[0..sn-1] into skh/skl, in order (the title's hook is
 * called in order: ent_wt.c). A countdown: after the call through the
 * hook's pointer cc65 compiled "si < sn" as a runtime call. */
static uint8_t ok_n;

static void order_keys(void)
{
    for (si = 0, ok_n = sn; ok_n != 0; ++si, --ok_n) {
        sq_ = sm[si];
        if (ord_hook != 0)
            key_ = ord_hook(sq_);
        else if (go_p == 0)
            key_ = root_key();
        else
            key_ = deep_key();
        t_ = (uint8_t)key_;
        skl[si] = t_;
        t_ = (uint8_t)((uint16_t)key_ >> 8);
        t_ ^= 0x80;
        skh[si] = t_;
    }
}

/* A node keyed by the killer and history (ORDER_LEFT to DEEP_LEFT plies
 * left, below the root, the search's own order) is mostly a CUT node: it
 * searches one or two moves. So its moves are not sorted: each is picked
 * when the node comes to it (pick, from moves_loop), the first of the
 * highest keys left, which is the order the stable sort gave, for a
 * fraction of the sort's cost. Its keys, taken when its moves were
 * listed, are kept in pk_key (one such node at a time: the plies below it
 * have fewer plies left); pk_p is its ply. srch_moves[p] holds the moves
 * picked so far, then the rest as listed (the thinking pattern shows it). */
static uint8_t pk_key[SRCH_MAX_MOVES];
static uint8_t pk_p, pk_i, pk_j, pk_b, pk_k, pk_n;
static uint8_t *pk_m;

static uint8_t gen_picked(void)
{
    gl_dst = go_m;
    sn = gen_list();
    for (si = 0; si < sn; ++si) {
        sq_ = go_m[si];
        t_ = hist[sq_];
        if (sq_ == go_k)
            t_ = 255;
        pk_key[si] = t_;
    }
    pk_p = go_p;
    pk_m = go_m;
    pk_n = sn;
    return sn;
}

/* Places pk_i.. sorted at once (sort_keys: its buffers are free below the
 * nodes it sorts), for a node that goes on past its second move: it tends
 * to search them all, and a sort costs less than picking each. */
static void sort_rest(void)
{
    for (sn = 0, pk_j = pk_i; pk_j != pk_n; ++pk_j, ++sn) {
        t_ = pk_m[pk_j];
        sm[sn] = t_;
        t_ = pk_key[pk_j];
        skh[sn] = t_;
        skl[sn] = 0;
    }
    sel_k = sn;
    sort_keys();
    for (si = 0, pk_j = pk_i; si != sn; ++si, ++pk_j) {
        t_ = sm[si];
        pk_m[pk_j] = t_;
    }
    pk_p = SRCH_NONE;                  /* no more picking at this node */
}

/* Moves the first of the highest keys of places pk_i.. to place pk_i;
 * from the third place on, sorts the rest instead. */
static void pick(void)
{
    if (pk_i == 2) {
        sort_rest();
        return;
    }
    pk_b = pk_i;
    pk_k = pk_key[pk_i];
    for (pk_j = (uint8_t)(pk_i + 1); pk_k != 255 && pk_j != pk_n; ++pk_j) {
        t_ = pk_key[pk_j];
        if (pk_k < t_) {
            pk_k = t_;
            pk_b = pk_j;
        }
    }
    if (pk_b == pk_i)
        return;
    sq_ = pk_m[pk_b];
    for (pk_j = pk_b; pk_j != pk_i; --pk_j) {
        t_ = pk_m[pk_j - 1];
        pk_m[pk_j] = t_;
        t_ = pk_key[pk_j - 1];
        pk_key[pk_j] = t_;
    }
    pk_m[pk_i] = sq_;
    pk_key[pk_i] = pk_k;
}

/* The moves of ply p = srch_ply into srch_moves[p], in the order it tries
 * them; returns how many. The generator's preference order (rv_gen_pref: corners first,
 * X-squares last) is the base. With the title's order hook, a stable sort
 * by its keys (only the first `width` where the width prunes: the rest
 * are never searched). Else with fewer than ORDER_LEFT plies left only the killer
 * moves to the front; with fewer than DEEP_LEFT, below the root, they are
 * picked one at a time by the killer (255) and history keys (gen_picked);
 * otherwise sorted (stable) by root_key at the root, deep_key below. The
 * list itself comes from gen_list.
 */
static uint8_t gen_ordered(void)
{
    go_p = srch_ply;
    go_m = mrow[go_p];
    go_k = killer[go_p];
    rep_on[go_p] = 0;
    if (ord_hook == 0 && left[go_p] < ORDER_LEFT) {
        gl_dst = go_m;
        sn = gen_list();
        for (si = 0; si < sn && go_m[si] != go_k; ++si)
            ;
        if (si < sn && si != 0) {
            for (; si != 0; --si)
                go_m[si] = go_m[si - 1];
            go_m[0] = go_k;
        }
        return sn;
    }
    if (ord_hook == 0 && go_p != 0 && left[go_p] < DEEP_LEFT)
        return gen_picked();
    gl_dst = sm;
    sn = gen_list();
    if (ord_hook == 0)
        rep_begin(go_p);                     /* look() keys them */
    t_ = sm[0];
    go_m[0] = t_;               /* the order hook's first call is for it (ent_wt.c) */
    order_keys();
    sel_k = sn;
    if (width && go_p >= 2 && width < sn)
        sel_k = width;
    sort_keys();
    for (si = 0; si < sel_k; ++si) {
        t_ = sm[si];
        go_m[si] = t_;
    }
    return sn;
}

/* Final score for the side to move: disc difference, empties to the winner,
 * pushed beyond SRCH_WIN. */
static int16_t final_score(void)
{
    int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
    int16_t empties = (int16_t)(64 - rv_count(RV_BLACK) - rv_count(RV_WHITE));
    if (d > 0) d += empties;
    else if (d < 0) d -= empties;
    if (d > 0)
        return (int16_t)(SRCH_WIN + d);
    if (d < 0)
        return (int16_t)(-SRCH_WIN + d);
    return 0;
}

/* A leaf at ply srch_ply: the square part, from the side to move's view
 * (the mobility term is taken two plies above: see search). */
static int16_t leaf(void)
{
    if (ev_hook != 0)
        return ev_hook();
    if (rv_side() != RV_BLACK)
        return (int16_t)-sqsum[srch_ply];
    return sqsum[srch_ply];
}

/* Counts a node (srch_nodes is 32-bit: the low byte is counted here, cheap
 * on the 6502, and carried over every 256 nodes and at the end) and polls
 * every srch_poll_every nodes: the nodes to the next poll are poll_hi * 256
 * + poll_lo (poll_lo 0 = 256), the low byte counted down here, the rest in
 * poll_tick (with srch_poll_every 0 it only looks every 256 nodes). */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")
#endif
static uint8_t nodes_lo, poll_lo, poll_hi;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("nodes_lo")
#pragma zpsym ("poll_lo")
#pragma zpsym ("poll_hi")
#endif

static void flush_nodes(void)
{
    srch_nodes += nodes_lo;
    nodes_lo = 0;
}

static void carry_nodes(void)
{
    srch_nodes += 256;
}

static void poll_start(void)
{
    poll_lo = (uint8_t)srch_poll_every;
    poll_hi = (uint8_t)(srch_poll_every >> 8);
    if (poll_lo == 0 && poll_hi != 0)
        --poll_hi;
}

static void poll_tick(void)
{
    if (srch_poll_every == 0)
        return;
    if (poll_hi != 0) {
        --poll_hi;
        return;
    }
    poll_start();
    flush_nodes();
    if (srch_poll && srch_poll())
        stop = 1;
}

#define COUNT_NODE()                                        \
    do {                                                    \
        if (++nodes_lo == 0)                                \
            carry_nodes();                                  \
        if (--poll_lo == 0)                                 \
            poll_tick();                                    \
    } while (0)

static int16_t search(void);

/* Searches the child after the move just made (or pass) at ply srch_ply and
 * returns its value from this ply's side (no parameter: cc65 passes it on
 * the C stack). */
static uint8_t ch_p, ch_q;
static int16_t ch_v;

static int16_t child(void)
{
    ch_p = srch_ply;
    ch_q = (uint8_t)(ch_p + 1);    /* a byte: cc65 adds ch_p + 1 in 16 bits */
    ch_v = beta[ch_p];
    srch_alpha[ch_q] = (int16_t)-ch_v;
    ch_v = srch_alpha[ch_p];
    beta[ch_q] = (int16_t)-ch_v;
    left[ch_q] = (uint8_t)(left[ch_p] - 1);
    srch_ply = ch_q;
    ch_v = (int16_t)-search();
    --srch_ply;                  /* ch_p is shared by the levels: not reused */
    rv_undo();
    return ch_v;
}

/* Ply srch_ply's PV: tp_sq, then the child's. */
static uint8_t tp_sq, tp_i, tp_end;
static uint8_t *tp_src, *tp_dst;

static void take_pv(void)
{
    tp_i = srch_ply;
    tp_dst = prow[tp_i];
    tp_dst[tp_i] = tp_sq;
    ++tp_i;
    tp_src = prow[tp_i];
    tp_end = pv_len[tp_i];
    pv_len[srch_ply] = (uint8_t)(tp_end + 1);
    tp_end = (uint8_t)(tp_end + tp_i);
    if (tp_end > SRCH_MAX_PLY)
        tp_end = SRCH_MAX_PLY;
    for (; tp_i < tp_end; ++tp_i)
        tp_dst[tp_i] = tp_src[tp_i];
}

/* No legal move at ply srch_ply: pass, or score the finished game. */
static int16_t no_moves(void)
{
    int16_t v;
    uint8_t p = srch_ply;
    if (!rv_can_move((uint8_t)(3 - rv_side())))
        return final_score();
    if (p + 1 >= SRCH_MAX_PLY)
        return leaf();
    rep_on[p] = 0;             /* the child after a pass lists its own moves */
    rv_pass();
    sqsum[p + 1] = sqsum[p];
    v = child();
    tp_sq = SRCH_PASS;
    take_pv();
    return v;
}

/* History heuristic: a move that cut off with L plies left earns L * L
 * (at most 49; the count saturates below the killer's key, 255). */
static const uint8_t squares[8] = { 0, 1, 4, 9, 16, 25, 36, 49 };
static uint8_t cr_l, cr_h;

/* The killer of ply srch_ply earns its credit. */
static void credit(void)
{
    sq_ = killer[srch_ply];
    cr_l = left[srch_ply];
    k_ = 49;
    if (cr_l < 8)
        k_ = squares[cr_l];
    cr_h = hist[sq_];
    t_ = (uint8_t)(254 - k_);
    if (cr_h < t_)
        hist[sq_] = (uint8_t)(cr_h + k_);
    else
        hist[sq_] = 254;
}

/* The children of a node with one ply left are leaves, valued in one loop
 * without recursive calls and without a move list: the two killers, then
 * the legal moves in the engine's preference order (rv_scan_next), each
 * with the list of what it would flip; the square part's change follows
 * from that list (srch_move_gain) without playing the move. A cutoff ends
 * the scan, so most such nodes never look at every empty square.
 * Globals, not per-ply arrays: the loop calls no search (cc65: indexed
 * 16-bit arrays and C-stack arguments are what cost). */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")     /* a cycle less per access (rv.c too) */
#endif
static uint8_t lf_k2, lf_p, lf_n, lf_k, lf_sq, lf_best_sq, lf_white, lf_any;
static int16_t lf_s, lf_v, lf_best, lf_a, lf_b;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("lf_k2")
#pragma zpsym ("lf_p")
#pragma zpsym ("lf_n")
#pragma zpsym ("lf_k")
#pragma zpsym ("lf_sq")
#pragma zpsym ("lf_best_sq")
#pragma zpsym ("lf_white")
#pragma zpsym ("lf_any")
#pragma zpsym ("lf_s")
#pragma zpsym ("lf_v")
#pragma zpsym ("lf_best")
#pragma zpsym ("lf_a")
#pragma zpsym ("lf_b")
#endif

/* Values the leaf after lf_sq, a legal move which flips lf_n discs;
 * returns 1 when the scan ends (a cutoff, or the poll hook stopped the
 * search). */
static uint8_t leaf_try(void)
{
    if (!lf_any) {
        lf_any = 1;
        mrow[lf_p][0] = lf_sq;         /* srch_think's fallback when stopped */
    }
    srch_gain_sq = lf_sq;
    srch_gain_n = lf_n;
    lf_v = srch_move_gain();
    lf_v += lf_s;
    COUNT_NODE();
    if (stop)
        return 1;
    /* "b < a", not "a > b": cc65 compiles the first inline and the
     * second as a runtime call */
    if (lf_best < lf_v) {
        lf_best = lf_v;
        lf_best_sq = lf_sq;
        if (lf_a < lf_v) {
            lf_a = lf_v;
            if (lf_v >= lf_b) {
                if (killer[lf_p] != lf_sq) {
                    killer2[lf_p] = killer[lf_p];
                    killer[lf_p] = lf_sq;
                }
                /* credit() with one ply left: 1 */
                t_ = hist[lf_sq];
                if (t_ < 254)
                    hist[lf_sq] = (uint8_t)(t_ + 1);
                return 1;
            }
        }
    }
    return 0;
}

/* leaf_try for square lf_sq that may be illegal, occupied or SRCH_NONE (a
 * killer move from another position). */
static uint8_t try_square(void)
{
    rv_arg = lf_sq;
    lf_n = rv_flips_arg();
    if (!lf_n)
        return 0;
    return leaf_try();
}

/* The leaves of ply lf_p, in the window lf_a..lf_b, from the square part
 * lf_s (the side to move's view), set by the caller (fail-soft); lf_any =
 * 0 when the side to move has no legal move (then nothing was valued),
 * else the best leaf's move is lf_best_sq (the caller keeps the PV). */
static int16_t leaves_in(void)
{
    lf_best = -INF;
    lf_best_sq = SRCH_NONE;
    lf_any = 0;
    lf_k = killer[lf_p];
    lf_k2 = killer2[lf_p];
    lf_sq = lf_k;
    if (try_square())
        return lf_best;
    lf_sq = lf_k2;
    if (!try_square()) {
        rv_scan_begin();
        for (lf_sq = rv_scan_next(); lf_sq != RV_NOSQ; lf_sq = rv_scan_next()) {
            lf_n = rv_scan_flips();
            if (lf_sq != lf_k && lf_sq != lf_k2 && leaf_try())
                break;
        }
    }
    return lf_best;
}

/* The leaves of ply srch_ply, in its window, and its PV. */
static int16_t leaves(void)
{
    lf_p = srch_ply;
    lf_a = srch_alpha[lf_p];
    lf_b = beta[lf_p];
    lf_white = rv_side() != RV_BLACK;
    lf_s = sqsum[lf_p];
    if (lf_white)
        lf_s = (int16_t)-lf_s;
    leaves_in();
    pv_len[lf_p] = 0;
    if (lf_best_sq != SRCH_NONE) {
        prow[lf_p][lf_p] = lf_best_sq;
        pv_len[lf_p] = 1;
    }
    return lf_best;
}

/* Plays srch_gain_sq for the side to move, its square part's change (the
 * mover's view) into gain_, and re-weights a corner's X/C squares. */
static void make_gain(void)
{
    rv_arg = srch_gain_sq;
    srch_gain_n = rv_flips_arg();
    gain_ = srch_move_gain();
    rv_make_arg();
    if (srch_rule_corner[srch_gain_sq])
        srch_eval_corner(1);
}

/* The moves of ply p = srch_ply, best first, into best[p] and the PV
 * (fail-soft). ml_v, ml_t: globals, so that cc65 compares them inline. */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")
#endif
static int16_t ml_v, ml_t;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("ml_v")
#pragma zpsym ("ml_t")
#endif
static uint8_t ml_i, ml_q;

static int16_t moves_loop(void)
{
    uint8_t p = srch_ply, sq;
    best[p] = -INF;
    for (idx[p] = 0; ; ++idx[p]) {
        ml_i = idx[p];                  /* cc65: a[p] < b[p] is a runtime call */
        if (ml_i == tried[p])
            break;
        if (p == pk_p) {
            pk_i = ml_i;
            pick();
        }
        sq = mrow[p][ml_i];
        cur[p] = sq;
        if (ev_hook != 0) {
            /* the title's evaluation: no square part to keep (rv_flips
             * still comes just before rv_make: search.h) */
            rv_arg = sq;
            rv_flips_arg();
            rv_make_arg();
        } else {
            srch_gain_sq = sq;
            make_gain();
            ml_t = sqsum[p];
            if (rv_side() == RV_WHITE)      /* black moved */
                ml_t += gain_;
            else
                ml_t -= gain_;
            ml_q = (uint8_t)(p + 1);
            sqsum[ml_q] = ml_t;
        }
        ml_v = child();
        p = srch_ply;
        sq = cur[p];
        if (srch_rule_corner[sq]) {
            srch_gain_sq = sq;
            srch_eval_corner(0);              /* the corner move undone */
        }
        if (stop)
            break;
        ml_t = best[p];
        if (ml_t < ml_v) {              /* cc65: "<" is inline, ">" a call */
            best[p] = ml_v;
            tp_sq = cur[p];
            take_pv();
            ml_t = srch_alpha[p];
            if (ml_t < ml_v) {
                srch_alpha[p] = ml_v;
                ml_t = beta[p];
                if (!(ml_v < ml_t)) {
                    killer[p] = cur[p];
                    credit();
                    break;
                }
            }
        }
    }
    return best[p];
}

/* The moves of ply srch_ply with two plies left in the plain search (most
 * of the moves made: ERNEST's ply 4, DOROTHY's ply 3), best first, into
 * the PV (fail-soft): moves_loop with each child's leaves valued here
 * (leaves_in) instead of through child and search, and the node's state
 * in globals, not per-ply arrays (nothing below recurses into it: a child
 * that must pass goes through no_moves, whose child is a leaf). The same
 * moves, values, nodes and polls as moves_loop. Its mobility term comes
 * in ml_v (tl_mob: search's shift of the window and of the value, done
 * here, not in the arrays). Kept from the children's view, so that no
 * value is negated per move (cc65: a call each): the child's window is
 * lf_a = -beta (fixed) .. lf_b = -alpha, tl_nb = -best, tl_ns = -(the
 * square part, the mover's view). */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")
#endif
static int16_t tl_na, tl_nal, tl_nb, tl_ns, tl_v, tl_mob;
static uint8_t tl_p, tl_q, tl_i, tl_n, tl_sq;
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("tl_na")
#pragma zpsym ("tl_nal")
#pragma zpsym ("tl_nb")
#pragma zpsym ("tl_ns")
#pragma zpsym ("tl_v")
#pragma zpsym ("tl_mob")
#pragma zpsym ("tl_p")
#pragma zpsym ("tl_q")
#pragma zpsym ("tl_i")
#pragma zpsym ("tl_n")
#pragma zpsym ("tl_sq")
#endif
static uint8_t *tl_m, *tl_pv;

/* Child tl_q must pass: no_moves searches on from the arrays. */
static int16_t pass_left(void)
{
    pv_len[tl_q] = 0;
    left[tl_q] = 1;
    srch_alpha[tl_q] = tl_na;
    beta[tl_q] = tl_nal;
    tl_v = lf_s;                         /* black's view */
    if (rv_side() != RV_BLACK)
        tl_v = (int16_t)-tl_v;
    sqsum[tl_q] = tl_v;
    return no_moves();
}

static int16_t two_left(void)
{
    tl_p = srch_ply;
    tl_q = (uint8_t)(tl_p + 1);
    tl_m = mrow[tl_p];
    tl_pv = prow[tl_p];
    tl_n = tried[tl_p];
    tl_mob = ml_v;                       /* the window shifted by it */
    tl_na = beta[tl_p];
    tl_na = (int16_t)(tl_mob - tl_na);
    tl_nal = srch_alpha[tl_p];
    tl_nal = (int16_t)(tl_mob - tl_nal);
    tl_ns = sqsum[tl_p];                 /* black's view */
    if (rv_side() == RV_BLACK)
        tl_ns = (int16_t)-tl_ns;
    tl_nb = INF;
    for (tl_i = 0; tl_i != tl_n; ++tl_i) {
        tl_sq = tl_m[tl_i];
        srch_gain_sq = tl_sq;
        make_gain();
        srch_ply = tl_q;
        COUNT_NODE();                    /* the child, as search counts it */
        tl_v = 0;
        if (!stop) {
            lf_p = tl_q;
            lf_a = tl_na;
            lf_b = tl_nal;
            lf_s = (int16_t)(tl_ns - gain_);
            tl_v = leaves_in();
            if (!lf_any)
                tl_v = pass_left();
        }
        srch_ply = tl_p;
        rv_undo();
        if (srch_rule_corner[tl_sq]) {
            srch_gain_sq = tl_sq;
            srch_eval_corner(0);
        }
        if (stop)
            break;
        if (tl_v < tl_nb) {              /* the best so far */
            tl_nb = tl_v;
            if (lf_any) {                /* the PV: the move, the best leaf */
                tl_pv[tl_p] = tl_sq;
                tl_pv[tl_q] = lf_best_sq;
                pv_len[tl_p] = 2;
            } else {
                tp_sq = tl_sq;
                take_pv();
            }
            if (tl_v < tl_nal) {         /* alpha rises */
                tl_nal = tl_v;
                if (!(tl_na < tl_v)) {   /* beta cutoff */
                    killer[tl_p] = tl_sq;
                    credit();
                    break;
                }
            }
        }
    }
    return (int16_t)(tl_mob - tl_nb);
}

/* cc65 --static-locals: p and v are shared by every level of the recursion,
 * so p is re-read from srch_ply after each child. A node with two plies left
 * adds its mobility term (mob[p]) to the best of its children, whose
 * window is shifted by it. */
static int16_t search(void)
{
    uint8_t p = srch_ply;
    int16_t v;
    COUNT_NODE();
    pv_len[p] = 0;
    if (stop)
        return 0;
    if (left[p] == 0 || p >= SRCH_MAX_PLY - 1)
        return leaf();
    if (left[p] == 1 && plain) {
        v = leaves();
        if (lf_any)
            return v;
        return no_moves();
    }
    sn = gen_ordered();
    count[p] = sn;
    if (width && p >= 2 && width < sn)
        sn = width;
    tried[p] = sn;
    ml_v = 0;
    if (left[p] == 2 && srch_mob_weight) {
        /* if/else, not ?: (cc65 was seen to miscompile char ?:) */
        if (p)
            v = (int16_t)count[p - 1];
        else
            v = root_opp;
        ml_v = srch_mob_of((int8_t)((int16_t)count[p] - v));
    }
    if (count[p] != 0 && left[p] == 2 && plain && p < SRCH_MAX_PLY - 2)
        return two_left();             /* the mobility term in ml_v */
    mob[p] = ml_v;
    if (ml_v != 0) {
        /* through globals: cc65 computes a[p] - b[p] on the C stack */
        ml_t = srch_alpha[p];
        srch_alpha[p] = (int16_t)(ml_t - ml_v);
        ml_t = beta[p];
        beta[p] = (int16_t)(ml_t - ml_v);
    }
    if (count[p] == 0)
        v = no_moves();
    else
        v = moves_loop();
    p = srch_ply;
    ml_t = mob[p];
    return (int16_t)(v + ml_t);
}

/* The exact endgame: eg_solve, with the search's poll hook and results. */
static uint8_t solve(void)
{
    uint8_t i, sq;
    eg_poll = srch_poll;
    eg_poll_every = srch_poll_every;
    sq = eg_solve();
    srch_nodes = eg_nodes;
    srch_score = eg_score;
    srch_exact = eg_exact;
    srch_pv_len = eg_pv_len;
    if (srch_pv_len > SRCH_MAX_PLY)
        srch_pv_len = SRCH_MAX_PLY;
    for (i = 0; i < srch_pv_len; ++i)
        srch_pv[i] = eg_pv[i];
    return sq;
}

/* Filled in a static and copied whole: smaller code on the 6502 (the
 * hooks and the width stay 0). */
static srch_params plain_prm;

void srch_params_plain(srch_params *p, uint8_t depth, uint8_t endgame, const srch_eval *e)
{
    plain_prm.depth = depth;
    plain_prm.endgame = endgame;
    plain_prm.eval = e;
    *p = plain_prm;
}

uint8_t srch_think(const srch_params *prm)
{
    uint8_t i;
    if (rv_mobility() == 0)
        return SRCH_PASS;
    if (prm->endgame && rv_count(RV_EMPTY) <= prm->endgame)
        return solve();
    ev_hook = prm->evaluate;
    ord_hook = prm->order;
    width = prm->width;
    plain = (uint8_t)(ev_hook == 0 && ord_hook == 0 && width == 0);
    srch_eval_setup(ev_hook != 0 ? &no_eval : prm->eval);
    stop = 0;
    srch_nodes = 0;
    nodes_lo = 0;
    poll_start();
    for (i = 0; i < SRCH_MAX_PLY; ++i) {
        killer[i] = killer2[i] = SRCH_NONE;
        mrow[i] = srch_moves[i];
        prow[i] = pv[i];
    }
    for (i = 0; i < 64; ++i)
        hist[i] = 0;
    pk_p = SRCH_NONE;
    srch_ply = 0;
    sqsum[0] = srch_board_sum();
    rv_pass();
    root_opp = rv_mobility();
    rv_undo();
    srch_alpha[0] = -INF;
    beta[0] = INF;
    left[0] = prm->depth ? prm->depth : 1;
    pv_len[0] = 0;
    srch_score = search();
    flush_nodes();
    srch_exact = 0;
    srch_pv_len = pv_len[0];
    for (i = 0; i < srch_pv_len; ++i)
        srch_pv[i] = pv[0][i];
    /* Stopped before any move was valued: play the first in order. */
    if (!srch_pv_len) {
        srch_pv[0] = srch_moves[0][0];
        srch_pv_len = 1;
    }
    return srch_pv[0];
}
