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
 *   - the last empty square is scored without a move list (last1).
 * Every score is even (see endgame.h), so a null window is (a, a + 1).
 *
 * cc65 --static-locals: search() keeps p in `ply` and re-reads it after
 * each child; every other per-node value lives in the arrays below.
 */
#include "cart/ai/endgame.h"
#include "cart/reversi/rv.h"
#ifndef __CC65__
#define EG_TABLE
#include <string.h>
#endif

int8_t   eg_score;
uint8_t  eg_exact;
uint32_t eg_nodes;
uint8_t  eg_pv[EG_PV_MAX];
uint8_t  eg_pv_len;
uint16_t eg_poll_every;
uint8_t (*eg_poll)(void);

#define INF 100
#define HEAD 64               /* sentinel of the empties list */
#ifndef FF_EMPTIES
#define FF_EMPTIES 5          /* above this many empties: fastest-first */
#endif

/* Per-ply state (see the cc65 note above). */
static int8_t  lo[EG_MAX_PLY], hi[EG_MAX_PLY], best[EG_MAX_PLY];
static uint8_t mv[EG_MAX_PLY][EG_MAX_EMPTIES];
static uint8_t cnt[EG_MAX_PLY], idx[EG_MAX_PLY];
static uint8_t pv[EG_MAX_PLY][EG_PV_MAX];
static uint8_t pvlen[EG_MAX_PLY];
static uint8_t ply, stop;
static uint16_t until_poll;

/* The empty squares: a doubly linked list through HEAD in static order. */
static uint8_t nx[65], pr[65];
static uint8_t ne;            /* how many */
static uint8_t par;           /* bit q set: quadrant q holds an odd number */
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

/* Quadrant bit of a square: bit 0 top-left ... bit 3 bottom-right. */
static uint8_t qbit(uint8_t sq)
{
    return (uint8_t)(1u << (((sq >> 4) & 2) | ((sq >> 2) & 1)));
}

/* Plays sq (rv_make) and keeps the empties list; returns rv_make's result. */
static uint8_t play(uint8_t sq)
{
    if (!rv_make(sq))
        return 0;
    nx[pr[sq]] = nx[sq];
    pr[nx[sq]] = pr[sq];
    --ne;
    par ^= qbit(sq);
    return 1;
}

/* Undoes play(sq): relinking in LIFO order restores the list exactly. */
static void unplay(uint8_t sq)
{
    rv_undo();
    nx[pr[sq]] = sq;
    pr[nx[sq]] = sq;
    ++ne;
    par ^= qbit(sq);
}

static void poll_tick(void)
{
    if (!eg_poll_every || --until_poll)
        return;
    until_poll = eg_poll_every;
    if (eg_poll && eg_poll())
        stop = 1;
}

/* Final differential for the side to move, empties to the winner. */
static int8_t final_score(void)
{
    int8_t d = (int8_t)(rv_count(rv_side()) - rv_count((uint8_t)(3 - rv_side())));
    if (d > 0)
        return (int8_t)(d + ne);
    if (d < 0)
        return (int8_t)(d - ne);
    return 0;
}

/* One empty square left at ply p: whoever can plays it. */
static int8_t last1(uint8_t p)
{
    uint8_t sq = nx[HEAD], n;
    int8_t d = (int8_t)(rv_count(rv_side()) - rv_count((uint8_t)(3 - rv_side())));
    n = rv_make(sq);
    if (n) {
        rv_undo();
        pv[p][0] = sq;
        pvlen[p] = 1;
        return (int8_t)(d + 2 * n + 1);
    }
    rv_pass();
    n = rv_make(sq);
    if (n) {
        rv_undo();
        rv_undo();
        pv[p][0] = EG_PASS;
        pv[p][1] = sq;
        pvlen[p] = 2;
        return (int8_t)(d - 2 * n - 1);
    }
    rv_undo();
    return (int8_t)(d > 0 ? d + 1 : (d < 0 ? d - 1 : 0));
}

/* Adds sq to ply p's move list, keeping it sorted by increasing key
 * (stable: equal keys stay in list order). */
static void add_move(uint8_t p, uint8_t sq, uint8_t k)
{
    uint8_t j = cnt[p];
    while (j > 0 && key[j - 1] > k) {
        mv[p][j] = mv[p][j - 1];
        key[j] = key[j - 1];
        --j;
    }
    mv[p][j] = sq;
    key[j] = k;
    ++cnt[p];
}

/* Ply p's legal moves, in the order described at the top of the file. */
static void gen(uint8_t p)
{
    uint8_t sq, odd;
    cnt[p] = 0;
    if (ne > FF_EMPTIES) {
        for (sq = nx[HEAD]; sq != HEAD; sq = nx[sq])
            if (rv_make(sq)) {
                odd = rv_mobility();
                rv_undo();
                add_move(p, sq, odd);
            }
        return;
    }
    for (sq = nx[HEAD]; sq != HEAD; sq = nx[sq])
        if (rv_legal(sq))
            add_move(p, sq, (par & qbit(sq)) ? 0 : 1);
}

static void take_pv(uint8_t p, uint8_t sq)
{
    uint8_t i, n = pvlen[p + 1];
    if (n > EG_PV_MAX - 1)
        n = EG_PV_MAX - 1;
    pv[p][0] = sq;
    for (i = 0; i < n; ++i)
        pv[p][i + 1] = pv[p + 1][i];
    pvlen[p] = (uint8_t)(n + 1);
}

static int8_t search(void);

/* Searches the position after the move (or pass) just made with window
 * (a, b) from ply p's view; returns the value from ply p's view. */
static int8_t child(uint8_t p, int8_t a, int8_t b)
{
    int8_t v;
    lo[p + 1] = (int8_t)-b;
    hi[p + 1] = (int8_t)-a;
    ply = (uint8_t)(p + 1);
    v = (int8_t)-search();
    ply = p;
    return v;
}

/* No legal move at ply p: pass, or score the finished game. */
static int8_t no_moves(uint8_t p)
{
    int8_t v;
    if (!rv_can_move((uint8_t)(3 - rv_side())))
        return final_score();
    rv_pass();
    v = child(p, lo[p], hi[p]);
    rv_undo();
    take_pv(p, EG_PASS);
    return v;
}

/* The move loop of ply p over its list (gen): negascout, fail-soft. */
static int8_t scout(uint8_t p)
{
    int8_t v;
    best[p] = -INF;
    for (idx[p] = 0; idx[p] < cnt[p]; ++idx[p]) {
        play(mv[p][idx[p]]);
        if (idx[p] == 0) {
            v = child(p, lo[p], hi[p]);
        } else {
            v = child(p, lo[p], (int8_t)(lo[p] + 1));
            p = ply;
            if (v > lo[p] && v < hi[p] && !stop)
                v = child(p, lo[p], hi[p]);
        }
        p = ply;
        unplay(mv[p][idx[p]]);
        if (stop)
            break;
        if (v > best[p]) {
            best[p] = v;
            take_pv(p, mv[p][idx[p]]);
            if (v > lo[p]) {
                lo[p] = v;
                if (v >= hi[p])
                    break;
            }
        }
    }
    return best[p];
}

#ifdef EG_TABLE
#ifndef TT_MIN
#define TT_MIN 7
#endif
             /* table nodes: this many empties or more */
static eg_slot *table;        /* see the table section below */
static uint32_t table_mask;
static uint64_t kme[EG_MAX_PLY], kop[EG_MAX_PLY];   /* per-ply keys */
static int8_t search_tt(uint8_t p);
#endif

static int8_t search(void)
{
    uint8_t p = ply;
    ++eg_nodes;
    poll_tick();
    pvlen[p] = 0;
    if (stop)
        return 0;
    if (ne == 1)
        return last1(p);
#ifdef EG_TABLE
    if (table && ne >= TT_MIN)
        return search_tt(p);
#endif
    gen(p);
    if (cnt[p] == 0)
        return no_moves(p);
    return scout(p);
}

#ifdef EG_TABLE
/* ---- the optional transposition table (native only, endgame.h) ---------
 * Used at nodes with TT_MIN or more empties. A node's key is the pair of
 * bitboards (side to move, other side), derived from its parent's key and
 * the move just played (rv_last, rv_flipped), so an entry matches only its
 * own position: the bounds it holds are exact facts and the score stays
 * exact. Two slots per index; the one with the smaller subtree is replaced.
 * Before searching a node's moves, each child is looked up (enhanced
 * transposition cut-off): a child whose upper bound already refutes the
 * window ends the node without a search. */

void eg_use_table(eg_slot *slots, uint32_t count)
{
    table = slots;
    table_mask = slots ? (count - 1) & ~(uint32_t)1 : 0;
}

static uint64_t bit(uint8_t sq) { return (uint64_t)1 << sq; }

/* The key of the position after the last ply on the engine's stack, whose
 * parent is ply p. */
static void child_key(uint8_t p, uint64_t *me, uint64_t *opp)
{
    uint8_t sq = rv_last(), n, i;
    const uint8_t *f;
    uint64_t flips = 0;
    if (sq == EG_PASS) {
        *me = kop[p];
        *opp = kme[p];
        return;
    }
    n = rv_flipped_count();
    f = rv_flipped();
    for (i = 0; i < n; ++i)
        flips |= bit(f[i]);
    *me = kop[p] & ~flips;
    *opp = kme[p] | flips | bit(sq);
}

static void root_key(void)
{
    uint8_t sq, c;
    kme[0] = kop[0] = 0;
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get(sq);
        if (c == rv_side())
            kme[0] |= bit(sq);
        else if (c != RV_EMPTY)
            kop[0] |= bit(sq);
    }
}

static eg_slot *bucket(uint64_t me, uint64_t opp)
{
    uint64_t h = me * 0x9E3779B97F4A7C15ull ^ (opp + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return table + ((uint32_t)(h >> 32) & table_mask);
}

static eg_slot *lookup(uint64_t me, uint64_t opp)
{
    eg_slot *e = bucket(me, opp);
    if (e[0].me == me && e[0].opp == opp)
        return e;
    if (e[1].me == me && e[1].opp == opp)
        return e + 1;
    return 0;
}

/* Records that ply p's value is v, searched with the window (a, b). */
static void store(uint8_t p, int8_t a, int8_t b, int8_t v)
{
    eg_slot *e = lookup(kme[p], kop[p]);
    if (!e) {
        e = bucket(kme[p], kop[p]);
        if (e[1].empties < e[0].empties)
            ++e;
        e->me = kme[p];
        e->opp = kop[p];
        e->lo = -64;
        e->hi = 64;
    }
    e->empties = ne;
    if (v > a && e->lo < v)
        e->lo = v;
    if (v < b && e->hi > v)
        e->hi = v;
    e->move = pvlen[p] ? pv[p][0] : EG_NONE;
}

/* gen() for a table node: the table's move first, then fastest-first;
 * returns 1 when a child's entry refutes the window (best[p] set). */
static uint8_t gen_tt(uint8_t p, uint8_t first)
{
    uint8_t sq, k;
    uint64_t me, opp;
    eg_slot *e;
    cnt[p] = 0;
    for (sq = nx[HEAD]; sq != HEAD; sq = nx[sq]) {
        if (!rv_make(sq))
            continue;
        if (ne > TT_MIN) {
            child_key(p, &me, &opp);
            e = lookup(me, opp);
            if (e && -e->hi >= hi[p]) {
                rv_undo();
                best[p] = (int8_t)-e->hi;
                pv[p][0] = sq;
                pvlen[p] = 1;
                return 1;
            }
        }
        k = rv_mobility();
        rv_undo();
        add_move(p, sq, sq == first ? 0 : (uint8_t)(k + 1));
    }
    return 0;
}

static int8_t search_tt(uint8_t p)
{
    eg_slot *e;
    int8_t a, v;
    uint8_t first = EG_NONE;
    if (p == 0)
        root_key();
    else
        child_key((uint8_t)(p - 1), &kme[p], &kop[p]);
    e = lookup(kme[p], kop[p]);
    if (e) {
        if (e->lo >= hi[p] || e->lo == e->hi)
            return e->lo;
        if (e->hi <= lo[p])
            return e->hi;
        if (e->lo > lo[p])
            lo[p] = e->lo;
        if (e->hi < hi[p])
            hi[p] = e->hi;
        first = e->move;
    }
    a = lo[p];
    if (gen_tt(p, first))
        v = best[p];
    else if (cnt[p] == 0)
        v = no_moves(p);
    else
        v = scout(p);
    if (!stop)
        store(p, a, hi[p], v);
    return v;
}
#endif

uint8_t eg_empties(void)
{
    return rv_count(RV_EMPTY);
}

/* Builds the empties list of the current position in static order. */
static void list_empties(void)
{
    uint8_t i, sq, last = HEAD;
    ne = 0;
    par = 0;
    for (i = 0; i < 64; ++i) {
        sq = order[i];
        if (rv_get(sq) != RV_EMPTY)
            continue;
        nx[last] = sq;
        pr[sq] = last;
        last = sq;
        ++ne;
        par ^= qbit(sq);
    }
    nx[last] = HEAD;
    pr[HEAD] = last;
}

uint8_t eg_solve(void)
{
    uint8_t i, result;
    eg_nodes = 0;
    eg_exact = 0;
    eg_pv_len = 0;
    eg_score = 0;
    if (eg_empties() > EG_MAX_EMPTIES)
        return EG_NONE;
    list_empties();
#ifdef EG_TABLE
    if (table)
        memset(table, 0, (table_mask + 2) * sizeof *table);
#endif
    stop = 0;
    until_poll = eg_poll_every;
    ply = 0;
    lo[0] = -INF;
    hi[0] = INF;
    eg_score = search();
    eg_exact = (uint8_t)!stop;
    eg_pv_len = pvlen[0];
    for (i = 0; i < eg_pv_len; ++i)
        eg_pv[i] = pv[0][i];
    if (!rv_mobility())
        return rv_can_move((uint8_t)(3 - rv_side())) ? EG_PASS : EG_NONE;
    result = eg_pv_len ? eg_pv[0] : mv[0][0];
    if (stop && eg_pv_len)
        eg_score = best[0];
    return result;
}
