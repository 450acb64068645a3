/* endgame.c — the exact endgame solver (endgame.h).
 *
 * Negascout (principal variation search) to the end of the game over the
 * Reversi engine, fail-soft, no hashing. What makes it fast enough for the
 * 6502 at Odin's triggers and natively for the FFO positions:
 *   - its own list of the empty squares in a static order (corners first,
 *     X-squares last), so move generation visits empties only;
 *   - with more than FF_EMPTIES empties, fastest-first: the moves are tried
 *     in increasing order of the opponent's mobility after them (ties: the
 *     static order) — the cut-offs come early and the tree stays narrow;
 *   - with fewer, parity: the empties of quadrants holding an odd number of
 *     empties first (the last move in a region is worth having);
 *   - the last empty square is counted, not played (last_value: rv_flips);
 *   - null-window nodes (the great majority) keep no principal variation,
 *     and with FF_EMPTIES or fewer empties (small_node) play straight from
 *     the empties list in parity order (search_small; solve2 makes the last
 *     two on the engine alone), without building a move list or testing
 *     legality twice.
 * Every score is even (see endgame.h), so a null window is (a, a + 1).
 * On the 6502 these null-window paths cut the time of a 15-empties solve
 * by a third, and the cc65 shapes below (byte scores, globals for
 * parameters, values compared through a global) another third
 * (bench/odin.sh, docs/odin.md).
 *
 * cc65 --static-locals: search() keeps p in `ply` and re-reads it after
 * each child; every other per-node value lives in the arrays below, or in
 * globals where no call comes in between (cc65 passes parameters on the C
 * stack, slowly).
 */
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"

int8_t   eg_score;
uint8_t  eg_exact;
uint32_t eg_nodes;
uint8_t  eg_pv[EG_PV_MAX];
uint8_t  eg_pv_len;
uint16_t eg_poll_every;
uint8_t (*eg_poll)(void);

/* Scores inside the solver are bytes biased by 128 (v + 128, so -100..100
 * is 28..228): cc65 compares unsigned bytes inline, where int8_t goes
 * through sign extension and a runtime compare; negating v is negating
 * the byte (256 - (v + 128) = -v + 128). */
#define ZERO 128
#define INF  (ZERO + 100)
#define NEG(x) ((uint8_t)(0 - (x)))
#define NO_MOVE (ZERO - 101)  /* below every score: no legal move */
#define HEAD 64               /* sentinel of the empties list */
#ifndef FF_EMPTIES
#define FF_EMPTIES 7          /* above this many empties: fastest-first */
#endif

/* Per-ply state (see the cc65 note above). */
static uint8_t lo[EG_MAX_PLY], hi[EG_MAX_PLY], best[EG_MAX_PLY];
static uint8_t dd[EG_MAX_PLY];        /* disc difference for the side to move, biased */
static uint8_t mv[EG_MAX_PLY][EG_MAX_EMPTIES];
static uint8_t cnt[EG_MAX_PLY], idx[EG_MAX_PLY];
static uint8_t pv[EG_MAX_PLY][EG_PV_MAX];
static uint8_t pvlen[EG_MAX_PLY];
static uint8_t pvnode[EG_MAX_PLY];    /* searched with an open window: keeps a PV */
static uint8_t cur[EG_MAX_PLY];       /* the square being tried at each ply */
static uint8_t ply, stop;
static uint16_t until_poll;
static uint8_t nodes_lo;              /* eg_nodes' low byte, carried every 256 */
/* mv[p] and pv[p] (set by eg_solve): cc65 computes mv[p] with a multiply
 * (a runtime call), a pointer from a table is two loads. */
static uint8_t *mrow[EG_MAX_PLY], *prow[EG_MAX_PLY];

/* The empty squares: a doubly linked list through HEAD in static order. */
static uint8_t nx[65], pr[65];
static uint8_t ne;            /* how many */
static uint8_t par;           /* bit q set: quadrant q holds an odd number */
static uint8_t qb[64];        /* each square's quadrant bit (eg_solve) */
static uint8_t key[EG_MAX_EMPTIES];   /* ordering keys of the list being built */

/* Static order: corners, A and B edge squares, the centre, C-squares,
 * X-squares last (a common endgame order; only ties depend on it). */
static const uint8_t order[64] = {
     0,  7, 56, 63,                               /* corners */
     2,  5, 16, 23, 40, 47, 58, 61,               /* A squares */
     3,  4, 24, 31, 32, 39, 59, 60,               /* B squares */
    18, 21, 42, 45,                               /* C3-like */
    19, 20, 26, 29, 34, 37, 43, 44,               /* inner ring */
    27, 28, 35, 36,                               /* centre */
    10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53,
     1,  6,  8, 15, 48, 55, 57, 62,               /* C squares */
     9, 14, 49, 54,                               /* X squares */
};

/* Hot-path registers (cc65: globals, no C-stack parameters). */
static uint8_t pl_sq, pl_a, pl_b, pl_n, t_, sq_;

/* Plays pl_sq (rv_make) at ply `ply` and keeps the empties list and the
 * child's disc difference dd[ply + 1]; returns rv_make's result (0:
 * illegal, nothing changed). */
static uint8_t play(void)
{
    rv_arg = pl_sq;
    pl_n = rv_make_arg();
    if (!pl_n)
        return 0;
    pl_a = pr[pl_sq];
    pl_b = nx[pl_sq];
    nx[pl_a] = pl_b;
    pr[pl_b] = pl_a;
    --ne;
    par ^= qb[pl_sq];
    t_ = dd[ply];
    t_ += pl_n;
    t_ += pl_n;
    ++t_;
    dd[ply + 1] = NEG(t_);
    return 1;
}

/* Undoes play() of pl_sq: relinking in LIFO order restores the list
 * exactly. */
static void unplay(void)
{
    rv_undo();
    pl_a = pr[pl_sq];
    pl_b = nx[pl_sq];
    nx[pl_a] = pl_sq;
    pr[pl_b] = pl_sq;
    ++ne;
    par ^= qb[pl_sq];
}

/* The side to move passes at ply `ply` (rv_pass; undone by rv_undo). */
static void pass(void)
{
    rv_pass();
    t_ = dd[ply];
    dd[ply + 1] = NEG(t_);
}

/* Counts a node and calls the poll hook every eg_poll_every nodes (the
 * rare paths out of line: the hot code only counts a byte down). */
static void carry_nodes(void)
{
    eg_nodes += 256;
}

static void poll_now(void)
{
    until_poll = eg_poll_every;
    if (eg_poll && eg_poll())
        stop = 1;
}

#define COUNT_NODE()                                        \
    do {                                                    \
        if (++nodes_lo == 0)                                \
            carry_nodes();                                  \
        if (eg_poll_every && --until_poll == 0)             \
            poll_now();                                     \
    } while (0)

/* Final differential for the side to move at ply `ply`, empties to the
 * winner (biased). */
static uint8_t final_score(void)
{
    t_ = dd[ply];
    if (t_ > ZERO)
        return (uint8_t)(t_ + ne);
    if (t_ < ZERO)
        return (uint8_t)(t_ - ne);
    return ZERO;
}

/* The value of the last empty square, rv_arg, for the side to move with
 * disc difference t_ (biased): whoever can plays it, counted, not played
 * (rv_flips). l1_pv: 1 the mover plays it, 2 he passes and the other
 * plays it, 0 nobody can. */
static uint8_t l1_pv;

static uint8_t last_value(void)
{
    pl_n = rv_flips_arg();
    if (pl_n) {
        l1_pv = 1;
        return (uint8_t)(t_ + pl_n + pl_n + 1);
    }
    rv_pass();
    pl_n = rv_flips_arg();
    rv_undo();
    if (pl_n) {
        l1_pv = 2;
        return (uint8_t)(t_ - pl_n - pl_n - 1);
    }
    l1_pv = 0;
    if (t_ > ZERO)
        return (uint8_t)(t_ + 1);
    if (t_ < ZERO)
        return (uint8_t)(t_ - 1);
    return ZERO;
}

/* One empty square left at ply `ply`: its value and line. */
static uint8_t l1_v;

static uint8_t last1(void)
{
    rv_arg = nx[HEAD];
    t_ = dd[ply];
    l1_v = last_value();
    pvlen[ply] = l1_pv;
    if (l1_pv == 1) {
        prow[ply][0] = rv_arg;
    } else if (l1_pv == 2) {
        prow[ply][0] = EG_PASS;
        prow[ply][1] = rv_arg;
    }
    return l1_v;
}

/* Adds sq_ to ply `ply`'s move list, keeping it sorted by increasing key
 * t_ (stable: equal keys stay in list order). */
static uint8_t am_j;
static uint8_t *am_l;

static void add_move(void)
{
    am_j = cnt[ply];
    am_l = mrow[ply];
    while (am_j > 0 && key[am_j - 1] > t_) {
        am_l[am_j] = am_l[am_j - 1];
        key[am_j] = key[am_j - 1];
        --am_j;
    }
    am_l[am_j] = sq_;
    key[am_j] = t_;
    ++cnt[ply];
}

/* Ply `ply`'s legal moves, in the order described at the top of the file. */
static void gen(void)
{
    cnt[ply] = 0;
    if (ne > FF_EMPTIES) {
        for (sq_ = nx[HEAD]; sq_ != HEAD; sq_ = nx[sq_]) {
            rv_arg = sq_;
            if (rv_make_arg()) {
                t_ = rv_mobility();
                rv_undo();
                add_move();
            }
        }
        return;
    }
    for (sq_ = nx[HEAD]; sq_ != HEAD; sq_ = nx[sq_])
        if (rv_legal(sq_)) {
            t_ = (par & qb[sq_]) ? 0 : 1;
            add_move();
        }
}

/* Ply `ply`'s PV: pl_sq, then the child's. */
static uint8_t tp_i, tp_n;
static uint8_t *tp_d, *tp_s;

static void take_pv(void)
{
    tp_n = pvlen[ply + 1];
    if (tp_n > EG_PV_MAX - 1)
        tp_n = EG_PV_MAX - 1;
    tp_d = prow[ply];
    tp_s = prow[ply + 1];
    tp_d[0] = pl_sq;
    for (tp_i = 0; tp_i < tp_n;) {
        t_ = tp_s[tp_i];
        ++tp_i;                          /* cc65: d[i + 1] is 16-bit */
        tp_d[tp_i] = t_;
    }
    pvlen[ply] = (uint8_t)(tp_n + 1);
}

static uint8_t search(void);
static uint8_t small_node(void);

/* Two empty squares at ply `ply` of a null-window search (no line to
 * keep): each move the side to move has, made on the engine alone (the
 * empties list, parity and line are not needed), is followed by
 * last_value on the other square. NO_MOVE when it has none (the general
 * code then passes or ends the game). */
static uint8_t s2_i, s2_sq, s2_o, s2_v, s2_b;

static uint8_t solve2(void)
{
    s2_sq = nx[HEAD];
    s2_o = nx[s2_sq];
    s2_b = NO_MOVE;
    for (s2_i = 0; s2_i < 2; ++s2_i) {
        rv_arg = s2_sq;
        pl_n = rv_make_arg();
        if (pl_n) {
            COUNT_NODE();
            t_ = dd[ply];
            t_ += pl_n;
            t_ += pl_n;
            ++t_;
            t_ = NEG(t_);
            rv_arg = s2_o;
            s2_v = last_value();
            s2_v = NEG(s2_v);
            rv_undo();
            if (s2_v > s2_b) {
                s2_b = s2_v;
                t_ = hi[ply];
                if (s2_v >= t_)
                    break;
            }
        }
        t_ = s2_sq;                      /* the other square next */
        s2_sq = s2_o;
        s2_o = t_;
    }
    return s2_b;
}

/* Searches the position after the move (or pass) just made at ply `ply`
 * with window (ch_a, ch_b) from its view; returns the value from its view
 * (globals: cc65 passes parameters on the C stack). */
static uint8_t ch_a, ch_b, ch_p;

static uint8_t child(void)
{
    ch_p = (uint8_t)(ply + 1);
    lo[ch_p] = NEG(ch_b);
    hi[ch_p] = NEG(ch_a);
    ply = ch_p;
    ch_a = search();
    ch_a = NEG(ch_a);
    --ply;
    return ch_a;
}

/* child() for a child known to be a small null-window node (see
 * search_small): straight to small_node, with ply `ply`'s window. */
static uint8_t small_child(void)
{
    ch_p = (uint8_t)(ply + 1);
    t_ = hi[ply];
    lo[ch_p] = NEG(t_);
    t_ = lo[ply];
    hi[ch_p] = NEG(t_);
    ply = ch_p;
    ch_a = small_node();
    ch_a = NEG(ch_a);
    --ply;
    return ch_a;
}

/* child() with ply `ply`'s own window. */
static uint8_t child_full(void)
{
    ch_a = lo[ply];
    ch_b = hi[ply];
    return child();
}

/* No legal move at ply `ply`: pass, or score the finished game. */
static uint8_t nm_v;

static uint8_t no_moves(void)
{
    if (!rv_can_move((uint8_t)(3 - rv_side())))
        return final_score();
    pass();
    nm_v = child_full();
    rv_undo();
    pl_sq = EG_PASS;
    take_pv();
    return nm_v;
}

/* A null-window node with 3..FF_EMPTIES empties at ply `ply`: the moves
 * in parity order (odd quadrants first, then the static order, as gen)
 * played straight from the empties list, so no list is built and legality
 * is tested once, by play. Per-ply state: cur[p] is the square, cnt[p] the
 * pass (0 odd quadrants, 1 even; a pass with no square is skipped).
 * NO_MOVE when there is no legal move. */
static uint8_t search_small(void)
{
    uint8_t p = ply, v;
    best[p] = NO_MOVE;
    cnt[p] = 0;
    if (!par)
        cnt[p] = 1;                      /* no odd quadrant */
    for (; cnt[p] < 2; ++cnt[p]) {
        idx[p] = 0;                      /* squares left for the next pass */
        for (sq_ = nx[HEAD]; sq_ != HEAD; sq_ = nx[sq_]) {
            t_ = par & qb[sq_];
            if (cnt[p]) {
                if (t_)
                    continue;
            } else if (!t_) {
                ++idx[p];
                continue;
            }
            cur[p] = sq_;
            pl_sq = sq_;
            if (!play())
                continue;
            v = small_child();
            p = ply;
            pl_sq = cur[p];
            unplay();
            sq_ = pl_sq;                 /* the loop goes on from it */
            if (stop)
                return ZERO;
            /* through t_: cc65 compares a byte with an array element
             * through a runtime call */
            t_ = best[p];
            if (v > t_) {
                best[p] = v;
                t_ = hi[p];
                if (v >= t_)
                    return v;
            }
        }
        if (!idx[p])
            break;                       /* no square left */
    }
    return best[p];
}

/* The window of ply `ply` is a null window (hi = lo + 1). */
static uint8_t null_window(void)
{
    t_ = hi[ply];
    t_ -= lo[ply];
    return t_ == 1;
}

/* A null-window node with FF_EMPTIES or fewer empties at ply `ply`. */
static uint8_t sn_v;

static uint8_t small_node(void)
{
    COUNT_NODE();
    pvlen[ply] = 0;
    if (stop)
        return ZERO;
    if (ne == 1)
        return last1();
    if (ne == 2)
        sn_v = solve2();
    else
        sn_v = search_small();
    if (sn_v != NO_MOVE)
        return sn_v;
    return no_moves();
}

static uint8_t search(void)
{
    uint8_t p = ply, v;
    if (ne <= FF_EMPTIES && null_window())
        return small_node();
    COUNT_NODE();
    pvlen[p] = 0;
    if (stop)
        return ZERO;
    if (ne == 1)
        return last1();
    gen();
    if (cnt[p] == 0)
        return no_moves();
    best[p] = NO_MOVE;
    /* A null-window node only proves a bound: its line is never shown. */
    pvnode[p] = (uint8_t)!null_window();
    for (idx[p] = 0; ; ++idx[p]) {
        t_ = idx[p];
        if (t_ == cnt[p])
            break;
        pl_sq = mrow[p][t_];
        cur[p] = pl_sq;
        play();
        if (idx[p] == 0) {
            v = child_full();
        } else {
            ch_a = lo[p];
            ch_b = (uint8_t)(ch_a + 1);
            v = child();
            p = ply;
            t_ = lo[p];
            if (v > t_ && !stop) {
                t_ = hi[p];
                if (v < t_)
                    v = child_full();
            }
        }
        p = ply;
        pl_sq = cur[p];
        unplay();
        if (stop)
            break;
        t_ = best[p];
        if (v > t_) {
            best[p] = v;
            if (pvnode[p])
                take_pv();
            t_ = lo[p];
            if (v > t_) {
                lo[p] = v;
                t_ = hi[p];
                if (v >= t_)
                    break;
            }
        }
    }
    return best[p];
}

uint8_t eg_empties(void)
{
    return rv_count(RV_EMPTY);
}

/* Builds the empties list of the current position in static order, the
 * quadrant bits and the root's disc difference. */
static void list_empties(void)
{
    uint8_t i, sq, last = HEAD;
    ne = 0;
    par = 0;
    for (i = 0; i < 64; ++i)
        qb[i] = (uint8_t)(1 << (((i >> 4) & 2) | ((i >> 2) & 1)));
    for (i = 0; i < 64; ++i) {
        sq = order[i];
        if (rv_get(sq) != RV_EMPTY)
            continue;
        nx[last] = sq;
        pr[sq] = last;
        last = sq;
        ++ne;
        par ^= qb[sq];
    }
    nx[last] = HEAD;
    pr[HEAD] = last;
    dd[0] = (uint8_t)(ZERO + rv_count(rv_side()) - rv_count((uint8_t)(3 - rv_side())));
}

uint8_t eg_solve(void)
{
    uint8_t i, result;
    eg_nodes = 0;
    nodes_lo = 0;
    eg_exact = 0;
    eg_pv_len = 0;
    eg_score = 0;
    if (eg_empties() > EG_MAX_EMPTIES)
        return EG_NONE;
    list_empties();
    for (i = 0; i < EG_MAX_PLY; ++i) {
        mrow[i] = mv[i];
        prow[i] = pv[i];
    }
    stop = 0;
    until_poll = eg_poll_every;
    ply = 0;
    lo[0] = NEG(INF);
    hi[0] = INF;
    eg_score = (int8_t)(search() - ZERO);
    eg_nodes += nodes_lo;
    eg_exact = (uint8_t)!stop;
    eg_pv_len = pvlen[0];
    for (i = 0; i < eg_pv_len; ++i)
        eg_pv[i] = prow[0][i];
    if (!rv_mobility())
        return rv_can_move((uint8_t)(3 - rv_side())) ? EG_PASS : EG_NONE;
    result = eg_pv_len ? eg_pv[0] : mv[0][0];
    if (stop && eg_pv_len)
        eg_score = (int8_t)(best[0] - ZERO);
    return result;
}
