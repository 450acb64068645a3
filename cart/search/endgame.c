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
 *   - the last empty square is scored without a move list (last1);
 *   - null-window nodes (the great majority) keep no principal variation,
 *     and with FF_EMPTIES or fewer empties play straight from the empties
 *     list in parity order (search_small; solve2 for the last two), without
 *     building a move list or testing legality twice.
 * Every score is even (see endgame.h), so a null window is (a, a + 1).
 * On the 6502 these null-window paths cut the time of a 15-empties solve
 * by a third (bench/odin.sh).
 *
 * cc65 --static-locals: search() keeps p in `ply` and re-reads it after
 * each child; every other per-node value lives in the arrays below.
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
static uint8_t pvnode[EG_MAX_PLY];
static uint8_t cur[EG_MAX_PLY];       /* the square being tried at each ply */   /* searched with an open window: keeps a PV */
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
    uint8_t j = cnt[p], *l = mv[p];   /* one multiply, not one per access */
    while (j > 0 && key[j - 1] > k) {
        l[j] = l[j - 1];
        key[j] = key[j - 1];
        --j;
    }
    l[j] = sq;
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

/* Two empty squares at ply p of a null-window search (no line to keep):
 * each move the side to move has is followed by last1, without a move
 * list or a child search. NO_MOVE when it has none (the general code then
 * passes or ends the game). */
#define NO_MOVE (-INF - 1)
static int8_t solve2(uint8_t p)
{
    uint8_t sq = nx[HEAD], i;
    int8_t v, b = NO_MOVE;
    for (i = 0; i < 2; ++i, sq = nx[sq]) {
        if (!play(sq))
            continue;
        ++eg_nodes;
        poll_tick();
        v = (int8_t)-last1((uint8_t)(p + 1));
        unplay(sq);
        if (v > b) {
            b = v;
            if (v >= hi[p])
                break;
        }
    }
    return b;
}

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

/* A null-window node with 3..FF_EMPTIES empties at ply p: the moves in
 * parity order (odd quadrants first, then the static order, as gen) played
 * straight from the empties list, so no list is built and legality is
 * tested once, by play. Per-ply state: cur[p] is the square, cnt[p] the
 * pass (0 odd quadrants, 1 even). NO_MOVE when there is no legal move. */
static int8_t search_small(uint8_t p)
{
    int8_t v;
    uint8_t sq;
    best[p] = NO_MOVE;
    for (cnt[p] = 0; cnt[p] < 2; ++cnt[p])
        for (sq = nx[HEAD]; sq != HEAD; sq = nx[cur[p]]) {
            cur[p] = sq;
            if (((par & qbit(sq)) == 0) != cnt[p] || !play(sq))
                continue;
            v = child(p, lo[p], hi[p]);
            p = ply;
            unplay(cur[p]);
            if (stop)
                return 0;
            if (v > best[p]) {
                best[p] = v;
                if (v >= hi[p])
                    return v;
            }
        }
    return best[p];
}

static int8_t search(void)
{
    uint8_t p = ply;
    int8_t v;
    ++eg_nodes;
    poll_tick();
    pvlen[p] = 0;
    if (stop)
        return 0;
    if (ne == 1)
        return last1(p);
    if (ne <= FF_EMPTIES && hi[p] - lo[p] == 1) {
        v = ne == 2 ? solve2(p) : search_small(p);
        return v != NO_MOVE ? v : no_moves(p);
    }
    gen(p);
    if (cnt[p] == 0)
        return no_moves(p);
    best[p] = -INF;
    /* A null-window node only proves a bound: its line is never shown. */
    pvnode[p] = (uint8_t)(hi[p] - lo[p] > 1);
    for (idx[p] = 0; idx[p] < cnt[p]; ++idx[p]) {
        cur[p] = mv[p][idx[p]];
        play(cur[p]);
        if (idx[p] == 0) {
            v = child(p, lo[p], hi[p]);
        } else {
            v = child(p, lo[p], (int8_t)(lo[p] + 1));
            p = ply;
            if (v > lo[p] && v < hi[p] && !stop)
                v = child(p, lo[p], hi[p]);
        }
        p = ply;
        unplay(cur[p]);
        if (stop)
            break;
        if (v > best[p]) {
            best[p] = v;
            if (pvnode[p])
                take_pv(p, cur[p]);
            if (v > lo[p]) {
                lo[p] = v;
                if (v >= hi[p])
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
