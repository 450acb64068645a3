/* eg_fast.c — the native exact endgame solver (eg_fast.h).
 *
 * Bitboards: bit i is square i of rv's numbering (a1 = 0, h1 = 7, h8 = 63),
 * so the column is i & 7 and a shift by +1 moves one column right: such a
 * shift must not wrap into column a (mask NOT_A), and so on per direction.
 *
 * Negascout, fail-soft; every score is even (see endgame.h), so a null
 * window is (a, a + 1). Per node, by empties:
 *   - 1: counted directly (last1);
 *   - up to FF_MIN: the empties of odd quadrants first (parity), no sort;
 *   - more: fastest-first (the opponent's mobility after the move, his
 *     corner moves counting extra), the table's move first; with TT_MIN or
 *     more empties the node uses the table, and before searching it looks
 *     each child up (enhanced transposition cut-off). */
#include <string.h>
#include "tools/eg_fast.h"
#include "cart/ai/endgame.h"
#include "cart/reversi/rv.h"

typedef uint64_t u64;

int8_t   egf_score;
uint64_t egf_nodes;

#define INF    100
#ifndef TT_MIN
#define TT_MIN 6              /* table nodes: this many empties or more */
#endif
#ifndef FF_MIN
#define FF_MIN 5              /* fastest-first above this many empties */
#endif
#ifndef SHALLOW_MIN
#define SHALLOW_MIN 14        /* order by a shallow search from here */
#endif
#define CORNERS 0x8100000000000081ull
#define NOT_A   0xfefefefefefefefeull
#define NOT_H   0x7f7f7f7f7f7f7f7full

static egf_slot *table;
static uint32_t table_mask;   /* index of a bucket's first slot (even) */

static const u64 quadrant[4] = {
    0x000000000f0f0f0full, 0x00000000f0f0f0f0ull,
    0x0f0f0f0f00000000ull, 0xf0f0f0f000000000ull,
};

static int count(u64 b) { return __builtin_popcountll(b); }

static inline u64 shift(u64 b, int d) { return d > 0 ? b << d : b >> -d; }

/* The squares where P's discs would bracket O's in direction d (m: the
 * squares a shift by d may land on). */
static inline u64 dir_moves(u64 P, u64 O, u64 E, int d, u64 m)
{
    u64 om = O & m, x = shift(P, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    return shift(x, d) & m & E;
}

static u64 moves(u64 P, u64 O)
{
    u64 E = ~(P | O);
    return dir_moves(P, O, E, 1, NOT_A) | dir_moves(P, O, E, -1, NOT_H)
         | dir_moves(P, O, E, 8, ~0ull) | dir_moves(P, O, E, -8, ~0ull)
         | dir_moves(P, O, E, 9, NOT_A) | dir_moves(P, O, E, -9, NOT_H)
         | dir_moves(P, O, E, 7, NOT_H) | dir_moves(P, O, E, -7, NOT_A);
}

/* O's discs flipped in direction d by P playing the square b. */
static inline u64 dir_flips(u64 b, u64 P, u64 O, int d, u64 m)
{
    u64 om = O & m, x = shift(b, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    x |= shift(x, d) & om;
    return (shift(x, d) & m & P) ? x : 0;
}

/* All of O's discs flipped by P playing square sq (0: illegal). */
static u64 flips(int sq, u64 P, u64 O)
{
    u64 b = (u64)1 << sq;
    return dir_flips(b, P, O, 1, NOT_A) | dir_flips(b, P, O, -1, NOT_H)
         | dir_flips(b, P, O, 8, ~0ull) | dir_flips(b, P, O, -8, ~0ull)
         | dir_flips(b, P, O, 9, NOT_A) | dir_flips(b, P, O, -9, NOT_H)
         | dir_flips(b, P, O, 7, NOT_H) | dir_flips(b, P, O, -7, NOT_A);
}

/* The finished game's differential, empties to the winner. */
static int final_score(u64 P, u64 O, int ne)
{
    int d = count(P) - count(O);
    return d > 0 ? d + ne : (d < 0 ? d - ne : 0);
}

/* One empty square left: whoever can plays it. */
static int last1(u64 P, u64 O)
{
    int sq = __builtin_ctzll(~(P | O)), d = count(P) - count(O), n;
    n = count(flips(sq, P, O));
    if (n)
        return d + 2 * n + 1;
    n = count(flips(sq, O, P));
    if (n)
        return d - 2 * n - 1;
    return d > 0 ? d + 1 : (d < 0 ? d - 1 : 0);
}

static egf_slot *bucket(u64 P, u64 O)
{
    u64 h = P * 0x9E3779B97F4A7C15ull ^ (O + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return table + ((uint32_t)(h >> 32) & table_mask);
}

static egf_slot *lookup(u64 P, u64 O)
{
    egf_slot *e = bucket(P, O);
    if (e[0].me == P && e[0].opp == O)
        return e;
    if (e[1].me == P && e[1].opp == O)
        return e + 1;
    return NULL;
}

/* Records the value v of (P, O) searched with the window (a, b). */
static void store(u64 P, u64 O, int ne, int a, int b, int v, int move)
{
    egf_slot *e = lookup(P, O);
    if (!e) {
        e = bucket(P, O);
        if (e[1].empties < e[0].empties)
            ++e;
        e->me = P;
        e->opp = O;
        e->lo = -64;
        e->hi = 64;
    }
    e->empties = (uint8_t)ne;
    if (v > a && e->lo < v)
        e->lo = (int8_t)v;
    if (v < b && e->hi > v)
        e->hi = (int8_t)v;
    e->move = (uint8_t)move;
}

typedef struct {
    uint8_t sq;
    int key;
    u64 f;                    /* discs it flips */
} move_t;

static int search(u64 P, u64 O, int alpha, int beta, int ne, int *best_move);

/* The moves of a node with few empties: odd quadrants first. */
static int list_parity(u64 P, u64 O, move_t *list)
{
    u64 E = ~(P | O), odd = 0, sqs;
    int q, n = 0, pass, sq;
    for (q = 0; q < 4; ++q)
        if (count(E & quadrant[q]) & 1)
            odd |= quadrant[q];
    for (pass = 0; pass < 2; ++pass)
        for (sqs = E & (pass ? ~odd : odd); sqs; sqs &= sqs - 1) {
            sq = __builtin_ctzll(sqs);
            list[n].f = flips(sq, P, O);
            if (list[n].f)
                list[n++].sq = (uint8_t)sq;
        }
    return n;
}

/* A shallow look for ordering the biggest nodes: `depth` plies of
 * negamax over a mobility-and-corners evaluation, for the side to move. */
static int shallow(u64 P, u64 O, int depth, int alpha, int beta)
{
    u64 mp = moves(P, O), mo, f;
    int v, best = -10000, sq;
    if (depth == 0 || !mp) {
        mo = moves(O, P);
        return 4 * (count(mp) - count(mo)) + 16 * (count(P & CORNERS) - count(O & CORNERS))
             + 4 * (count(mp & CORNERS) - count(mo & CORNERS));
    }
    for (; mp; mp &= mp - 1) {
        sq = __builtin_ctzll(mp);
        f = flips(sq, P, O);
        v = -shallow(O & ~f, P | f | ((u64)1 << sq), depth - 1, -beta, -alpha);
        if (v > best) {
            best = v;
            if (v > alpha && (alpha = v) >= beta)
                break;
        }
    }
    return best;
}

/* The moves of a bigger node, fastest-first, `first` leading. Returns -1
 * when a child's table entry refutes beta (*cut is then the value). */
static int list_fastest(u64 P, u64 O, int ne, int beta, int first, move_t *list, int *cut)
{
    u64 mv = moves(P, O), cp, co, om;
    egf_slot *e;
    int n = 0, sq, j, key;
    for (; mv; mv &= mv - 1) {
        sq = __builtin_ctzll(mv);
        move_t m;
        m.sq = (uint8_t)sq;
        m.f = flips(sq, P, O);
        cp = O & ~m.f;
        co = P | m.f | ((u64)1 << sq);
        if (ne > TT_MIN && (e = lookup(cp, co)) != NULL && -e->hi >= beta) {
            *cut = -e->hi;
            list[0] = m;
            return -1;
        }
        if (sq == first) {
            key = -100000;
        } else if (ne >= SHALLOW_MIN) {
            key = shallow(cp, co, ne >= SHALLOW_MIN + 4 ? 3 : 2, -10000, 10000);
        } else {
            om = moves(cp, co);
            key = 2 * count(om) + count(om & CORNERS);
        }
        m.key = key;
        for (j = n; j > 0 && list[j - 1].key > m.key; --j)
            list[j] = list[j - 1];
        list[j] = m;
        ++n;
    }
    return n;
}

static int search(u64 P, u64 O, int alpha, int beta, int ne, int *best_move)
{
    move_t list[32];
    egf_slot *e = NULL;
    int n, i, v, best = -INF, a, first = EG_NONE, child_move;
    ++egf_nodes;
    *best_move = EG_NONE;
    if (ne == 1)
        return last1(P, O);
    if (ne >= TT_MIN && (e = lookup(P, O)) != NULL) {
        if (e->lo >= beta || e->lo == e->hi)
            return e->lo;
        if (e->hi <= alpha)
            return e->hi;
        if (e->lo > alpha)
            alpha = e->lo;
        if (e->hi < beta)
            beta = e->hi;
        first = e->move;
    }
    if (ne <= FF_MIN) {
        n = list_parity(P, O, list);
    } else {
        n = list_fastest(P, O, ne, beta, first, list, &v);
        if (n < 0) {
            *best_move = list[0].sq;
            return v;
        }
    }
    if (n == 0) {
        if (!moves(O, P))
            return final_score(P, O, ne);
        *best_move = EG_PASS;
        return -search(O, P, -beta, -alpha, ne, &child_move);
    }
    a = alpha;
    for (i = 0; i < n; ++i) {
        u64 cp = O & ~list[i].f, co = P | list[i].f | ((u64)1 << list[i].sq);
        if (i == 0) {
            v = -search(cp, co, -beta, -a, ne - 1, &child_move);
        } else {
            v = -search(cp, co, -a - 1, -a, ne - 1, &child_move);
            if (v > a && v < beta)
                v = -search(cp, co, -beta, -a, ne - 1, &child_move);
        }
        if (v > best) {
            best = v;
            *best_move = list[i].sq;
            if (v > a) {
                a = v;
                if (v >= beta)
                    break;
            }
        }
    }
    if (ne >= TT_MIN)
        store(P, O, ne, alpha, beta, best, *best_move);
    return best;
}

uint8_t egf_solve(egf_slot *slots, uint32_t count_)
{
    u64 P = 0, O = 0;
    int sq, c, move;
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get((uint8_t)sq);
        if (c == rv_side())
            P |= (u64)1 << sq;
        else if (c != RV_EMPTY)
            O |= (u64)1 << sq;
    }
    table = slots;
    table_mask = (count_ - 1) & ~(uint32_t)1;
    memset(slots, 0, (size_t)count_ * sizeof *slots);
    egf_nodes = 0;
    egf_score = (int8_t)search(P, O, -INF, INF, 64 - count(P | O), &move);
    return (uint8_t)move;
}
