/* eg_fast.c — the native exact endgame solver (eg_fast.h).
 *
 * Bitboards: bit i is square i of rv's numbering (a1 = 0, h1 = 7, h8 = 63),
 * so the column is i & 7 and a shift by +1 moves one column right: such a
 * shift must not wrap into column a (mask NOT_A), and so on per direction.
 *
 * Negascout, fail-soft; every score is even (see endgame.h), so most nodes
 * are searched with a null window (alpha, alpha + 1) by nws(), and only the
 * principal variation by pvs(). A null-window node, by empties:
 *   - 1 to 4: last1 .. solve4, straight code over the few empty squares,
 *     odd quadrants first (parity), no move list, no table;
 *   - up to SHALLOW_MAX: the same over the empty bitboard (nws_shallow);
 *   - more: the table (its move first, tried before any move list is
 *     built), fastest-first ordering of the rest (nws_deep), enhanced
 *     transposition cut-off from ETC_MIN empties.
 * From 4 empties a node whose alpha is high enough (stab_threshold) counts the
 * opponent's stable discs first: they bound the mover's score. */
#define _DEFAULT_SOURCE       /* madvise (Linux): see huge_pages */
#if defined(__GNUC__) && defined(__x86_64__)
/* Disc counts are everywhere: the popcnt instruction (every x86-64 since
 * 2008) instead of libgcc's loop makes the whole solve a third faster. */
#pragma GCC target("popcnt")
#endif
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif
#include "tools/eg_fast.h"
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"

typedef uint64_t u64;

int8_t   egf_score;
uint64_t egf_nodes;

#define INF    100
#define NEAR_MAX    10        /* the table's near part holds up to here (see bucket) */
#define NEAR_SLOTS  ((uint32_t)1 << 16)   /* buckets of the near part: 4 MB */
#define SHALLOW_MAX 6         /* no table up to here */
#define FF_SHALLOW  5         /* fastest first in nws_shallow from here */
#define ETC_MIN     12        /* enhanced transposition cut-off from here */
/* Ordering by a shallow search (list_moves): 1 ply from SORT_MIN empties,
 * 2 from SORT_2_MIN, 3 from SORT_3_MIN; fast_key, divided by
 * SORT_FAST_DIV, only breaks its ties. */
#define SORT_MIN      14
#define SORT_2_MIN    16
#define SORT_3_MIN    20
#define SORT_FAST_DIV 8192
#define ROOT_WINDOW 1         /* the root's windows: (g - 1, g + 1) */
/* The shallow search's evaluation (evaluate), per unit of difference. */
#define W_MOBILITY     4      /* legal moves */
#define W_CORNERS     16      /* corners held */
#define W_CORNER_MOVES 4      /* corners one can take */
#define W_FRONTIER     2      /* empty squares next to the opponent's discs */
#define W_X_SQUARES    8      /* X-squares next to an empty corner (the opponent's) */
#define W_CORNER_EDGES 4      /* discs beside one's own corners */
#define W_EDGE_STABLE  2      /* unflippable edge discs */
#define W_DISCS       (-1)    /* discs: fewer is better in the middle game */
#define CORNERS 0x8100000000000081ull
#define NOT_A   0xfefefefefefefefeull
#define NOT_H   0x7f7f7f7f7f7f7f7full
#define INNER   0x7e7e7e7e7e7e7e7eull
#define BIT(sq) ((u64)1 << (sq))

/* ---- tables, filled once by init_tables ------------------------------- */

static egf_slot *table;
static u64 n_table, n_near;   /* buckets in the table, in its near part */

static u64 ray[64][8];        /* squares from sq to the edge, per direction */
static u64 neighbour[64];     /* the 8 squares around sq */
static uint8_t edge_stable[256][256];   /* P's unflippable discs on a line */
static u64 unpack_a[256];     /* a byte spread over column a */
static u64 diag9_of[64], diag7_of[64];  /* the two diagonals through sq */
static uint8_t last_count[8][256];      /* see count_last_flips */
static uint8_t outflank[8][256];        /* see line_flips */
static uint8_t flipped[8][256];
static const u64 quadrant[4] = {
    0x000000000f0f0f0full, 0x00000000f0f0f0f0ull,
    0x0f0f0f0f00000000ull, 0xf0f0f0f000000000ull,
};

static const int step[8][2] = {   /* dx, dy: the first 4 go up in bits */
    {1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1},
};

/* Where the mover likes to play, all else equal (corners best, X worst). */
static const int8_t square_value[64] = {
    18,  4, 16, 12, 12, 16,  4, 18,
     4,  2,  6,  8,  8,  6,  2,  4,
    16,  6, 14, 10, 10, 14,  6, 16,
    12,  8, 10,  0,  0, 10,  8, 12,
    12,  8, 10,  0,  0, 10,  8, 12,
    16,  6, 14, 10, 10, 14,  6, 16,
     4,  2,  6,  8,  8,  6,  2,  4,
    18,  4, 16, 12, 12, 16,  4, 18,
};

static inline int count(u64 b) { return __builtin_popcountll(b); }
/* Column a packed into a byte, row 1 in bit 0. */
static inline u64 pack_a(u64 b) { return ((b & 0x0101010101010101ull) * 0x0102040810204080ull) >> 56; }
static int first_sq(u64 b) { return __builtin_ctzll(b); }

/* The mover's discs on a line of 8 that no sequence of moves along it can
 * flip: P's discs kept in every line reachable by filling the empties with
 * either colour (edge discs can only be flipped along the edge). Built by
 * number of empties, so every successor is already known. */
static int line_flip(int *p, int *o, int x, int dx)
{
    int y = x + dx, run = 0;
    while (y >= 0 && y < 8 && (*o >> y & 1)) {
        y += dx;
        ++run;
    }
    if (run == 0 || y < 0 || y >= 8 || !(*p >> y & 1))
        return 0;
    for (y = x + dx; *o >> y & 1; y += dx) {
        *o &= ~(1 << y);
        *p |= 1 << y;
    }
    return run;
}

static int edge_successor(int p, int o, int x, int mover_is_p)
{
    if (mover_is_p) {
        p |= 1 << x;
        line_flip(&p, &o, x, -1);
        line_flip(&p, &o, x, 1);
    } else {
        o |= 1 << x;
        line_flip(&o, &p, x, -1);
        line_flip(&o, &p, x, 1);
    }
    return edge_stable[p][o];
}

static void init_edges(void)
{
    int empties, p, o, x, s;
    for (empties = 0; empties <= 8; ++empties)
        for (p = 0; p < 256; ++p)
            for (o = 0; o < 256; ++o) {
                if ((p & o) || 8 - __builtin_popcount((unsigned)(p | o)) != empties)
                    continue;
                s = p;
                for (x = 0; x < 8 && s; ++x)
                    if (!((p | o) >> x & 1))
                        s &= edge_successor(p, o, x, 1) & edge_successor(p, o, x, 0);
                edge_stable[p][o] = (uint8_t)s;
            }
}

/* last_count[x][line]: the discs flipped by playing x on a line of 8 where
 * `line` marks the mover's discs and every other square is the opponent's
 * (the last empty square: all the others are full). */
static void init_last_count(void)
{
    int x, line, y, n;
    for (x = 0; x < 8; ++x)
        for (line = 0; line < 256; ++line) {
            n = 0;
            for (y = x - 1; y >= 0 && !(line >> y & 1); --y)
                ;
            if (y >= 0)
                n += x - y - 1;
            for (y = x + 1; y < 8 && !(line >> y & 1); ++y)
                ;
            if (y < 8)
                n += y - x - 1;
            last_count[x][line] = (uint8_t)n;
        }
}

/* On a line of 8, for a move at x with the opponent's discs o:
 * outflank[x][o] marks the first square past each adjacent run of o (the
 * squares where a disc of the mover closes a line), flipped[x][b] the
 * squares between x and the marked squares b. */
static void init_line_flips(void)
{
    int x, o, y, b;
    for (x = 0; x < 8; ++x)
        for (o = 0; o < 256; ++o) {
            b = 0;
            for (y = x - 1; y >= 0 && (o >> y & 1); --y)
                ;
            if (y >= 0 && y < x - 1)
                b |= 1 << y;
            for (y = x + 1; y < 8 && (o >> y & 1); ++y)
                ;
            if (y < 8 && y > x + 1)
                b |= 1 << y;
            outflank[x][o] = (uint8_t)b;
            b = 0;
            for (y = 0; y < 8; ++y)
                if (o >> y & 1)
                    b |= y < x ? ((1 << x) - (2 << y)) : ((1 << y) - (2 << x));
            flipped[x][o] = (uint8_t)b;
        }
}

static void init_tables(void)
{
    int sq, d, x, y, i;
    for (sq = 0; sq < 64; ++sq) {
        for (d = 0; d < 8; ++d) {
            ray[sq][d] = 0;
            for (x = sq % 8 + step[d][0], y = sq / 8 + step[d][1];
                 x >= 0 && x < 8 && y >= 0 && y < 8; x += step[d][0], y += step[d][1])
                ray[sq][d] |= BIT(8 * y + x);
        }
        for (d = 0; d < 8; ++d) {
            x = sq % 8 + step[d][0];
            y = sq / 8 + step[d][1];
            if (x >= 0 && x < 8 && y >= 0 && y < 8)
                neighbour[sq] |= BIT(8 * y + x);
        }
    }
    for (i = 0; i < 256; ++i)
        for (unpack_a[i] = 0, x = 0; x < 8; ++x)
            if (i >> x & 1)
                unpack_a[i] |= BIT(8 * x);
    for (sq = 0; sq < 64; ++sq) {
        diag9_of[sq] = ray[sq][3] | ray[sq][7] | BIT(sq);
        diag7_of[sq] = ray[sq][1] | ray[sq][5] | BIT(sq);
    }
    init_last_count();
    init_line_flips();
    init_edges();
}

/* ---- moves ------------------------------------------------------------ */

/* P's moves bracketing along +-d (m: O's discs that a line through them in
 * that direction may cross without wrapping). */
static inline u64 dir_moves(u64 P, u64 m, int d)
{
    u64 l = m & (P << d), r = m & (P >> d), ml, mr;
    l |= m & (l << d);
    r |= m & (r >> d);
    ml = m & (m << d);
    mr = ml >> d;
    l |= ml & (l << 2 * d);
    r |= mr & (r >> 2 * d);
    l |= ml & (l << 2 * d);
    r |= mr & (r >> 2 * d);
    return (l << d) | (r >> d);
}

static inline u64 moves(u64 P, u64 O)
{
    u64 m = O & INNER;
    return (dir_moves(P, m, 1) | dir_moves(P, O, 8) | dir_moves(P, m, 7)
            | dir_moves(P, m, 9)) & ~(P | O);
}

#define BYTES 0x0101010101010101ull

/* O's discs flipped on one line through x (bytes: bit k is the line's
 * square in column k, or row k for a column). */
static inline unsigned line_flips(int x, unsigned p, unsigned o)
{
    return flipped[x][outflank[x][o] & p];
}

/* A diagonal's squares packed into a byte by column: one square per
 * column, so the multiply only adds them into the top byte. */
static inline unsigned diag_byte(u64 b, u64 d)
{
    return (unsigned)(((b & d) * BYTES) >> 56);
}

/* All of O's discs flipped by P playing square sq (0: illegal): per line
 * through sq, a table look-up on the line packed into a byte, then the
 * result spread back (a diagonal's byte repeated in every row and masked). */
static inline u64 flips(int sq, u64 P, u64 O)
{
    int x = sq & 7, y = sq >> 3, r = sq & 56;
    u64 d9 = diag9_of[sq], d7 = diag7_of[sq];
    return (u64)line_flips(x, (unsigned)(P >> r) & 0xff, (unsigned)(O >> r) & 0xff) << r
         | unpack_a[line_flips(y, (unsigned)pack_a(P >> x), (unsigned)pack_a(O >> x))] << x
         | ((u64)line_flips(x, diag_byte(P, d9), diag_byte(O, d9)) * BYTES & d9)
         | ((u64)line_flips(x, diag_byte(P, d7), diag_byte(O, d7)) * BYTES & d7);
}

/* ---- stability -------------------------------------------------------- */


/* The squares whose diagonal in direction +-d is full: each bit ANDed
 * with its neighbours 1, 2, then 4 steps on, per way (b, c: the squares
 * whose next step leaves the board, so their line counts as full there;
 * they grow with the step). */
static inline u64 full_diagonals(u64 occ, int d, u64 b, u64 c)
{
    u64 up = occ & ((occ >> d) | b), dn = occ & ((occ << d) | c);
    b |= b >> d;
    c |= c << d;
    up &= (up >> 2 * d) | b;
    dn &= (dn << 2 * d) | c;
    b |= b >> 2 * d;
    c |= c << 2 * d;
    up &= (up >> 4 * d) | b;
    dn &= (dn << 4 * d) | c;
    return up & dn;
}

/* The squares whose line is full, per direction: rows, columns, the a1-h8
 * way, the h1-a8 way. */
static void full_lines(u64 occ, u64 full[4])
{
    u64 r = occ, c = occ & (occ >> 32);
    r &= r >> 4;
    r &= r >> 2;
    r &= r >> 1;
    full[0] = (r & 0x0101010101010101ull) * 0xff;
    c &= c >> 16;
    c &= c >> 8;
    full[1] = (c & 0xff) * 0x0101010101010101ull;
    full[2] = full_diagonals(occ, 9, 0xff80808080808080ull, 0x01010101010101ffull);
    full[3] = full_diagonals(occ, 7, 0xff01010101010101ull, 0x80808080808080ffull);
}

/* P's discs on the four edges that no move can flip. */
static u64 edge_stable_discs(u64 P, u64 O)
{
    return edge_stable[P & 0xff][O & 0xff]
         | (u64)edge_stable[P >> 56][O >> 56] << 56
         | unpack_a[edge_stable[pack_a(P)][pack_a(O)]]
         | unpack_a[edge_stable[pack_a(P >> 7)][pack_a(O >> 7)]] << 7;
}

/* P's discs that can never be flipped: the edges' own stable discs, discs
 * on four full lines, then any disc held in each direction by a full line
 * or a stable neighbour of its colour, until nothing changes. */
static u64 stable_discs(u64 P, u64 O)
{
    u64 full[4], st, old;
    full_lines(P | O, full);
    st = edge_stable_discs(P, O);
    st |= full[0] & full[1] & full[2] & full[3] & P;
    if (!st)
        return 0;
    do {
        old = st;
        st |= P & (full[0] | ((st << 1) & NOT_A) | ((st >> 1) & NOT_H))
                & (full[1] | (st << 8) | (st >> 8))
                & (full[2] | ((st << 9) & NOT_A) | ((st >> 9) & NOT_H))
                & (full[3] | ((st << 7) & NOT_H) | ((st >> 7) & NOT_A));
    } while (st != old);
    return st;
}

/* Alpha from which counting O's stable discs is worth it, by empties
 * (measured: from 8 below the level where a cut-off becomes likely). */
static const int8_t stab_threshold[65] = {
    99, 99, 99, 99, -2,  0,  2,  4,  6,  8, 12, 14, 16, 18, 20, 22,
    24, 26, 28, 30, 32, 34, 36, 38, 40, 40, 42, 42, 44, 44, 46, 46,
    48, 48, 50, 50, 52, 52, 54, 54, 56, 56, 56, 56, 56, 56, 56, 56,
    99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
};

/* Nonzero when O's stable discs hold P's score to *v <= alpha. */
static int stability_cut(u64 P, u64 O, int alpha, int ne, int *v)
{
    if (alpha < stab_threshold[ne] || 64 - 2 * count(O) > alpha)
        return 0;          /* (stable discs are some of O's discs) */
    *v = 64 - 2 * count(stable_discs(O, P));
    return *v <= alpha;
}

/* ---- the last empties --------------------------------------------------- */

/* The finished game's differential, empties to the winner. */
static int final_score(u64 P, u64 O, int ne)
{
    int d = count(P) - count(O);
    return d > 0 ? d + ne : (d < 0 ? d - ne : 0);
}

/* The discs P flips playing sq, the last empty square: per line through
 * sq, P's discs on it packed into a byte (a diagonal's squares fall into
 * their columns; squares off the board read as the opponent's, which never
 * closes a line), then a table look-up. Far cheaper than flips(). */
static inline int count_last_flips(int sq, u64 P)
{
    int x = sq & 7, y = sq >> 3;
    return last_count[x][(P >> (sq & 56)) & 0xff]
         + last_count[y][pack_a(P >> x)]
         + last_count[x][((P & diag9_of[sq]) * 0x0101010101010101ull) >> 56]
         + last_count[x][((P & diag7_of[sq]) * 0x0101010101010101ull) >> 56];
}

/* One empty square, sq, left: whoever can plays it. Below the window
 * (alpha, alpha + 1) the value is a bound: the opponent's reply is only
 * looked at when it could matter. */
static int last1(u64 P, u64 O, int alpha, int sq)
{
    int d = 2 * count(P) - 63, n, v;
    ++egf_nodes;
    n = count_last_flips(sq, P);
    if (n)
        return d + 2 * n + 1;
    v = d > 0 ? d + 1 : d - 1;
    if (v > alpha && (n = count_last_flips(sq, O)) != 0)
        return d - 2 * n - 1;
    return v;
}

/* P plays sq (legal: f flips): the opponent's position. */
#define PLAY(P, O, sq, f) (O) & ~(f), (P) | (f) | BIT(sq)

static int solve2(u64 P, u64 O, int alpha, int x1, int x2)
{
    u64 f;
    int v, best = -INF;
    ++egf_nodes;
    if ((neighbour[x1] & O) && (f = flips(x1, P, O)) != 0)
        best = -last1(PLAY(P, O, x1, f), -alpha - 1, x2);
    if (best <= alpha && (neighbour[x2] & O) && (f = flips(x2, P, O)) != 0) {
        v = -last1(PLAY(P, O, x2, f), -alpha - 1, x1);
        if (v > best)
            best = v;
    }
    if (best > -INF)
        return best;
    best = INF;               /* P passes: O moves, P's score is minimised */
    if ((neighbour[x1] & P) && (f = flips(x1, O, P)) != 0)
        best = last1(P & ~f, O | f | BIT(x1), alpha, x2);
    if (best > alpha && (neighbour[x2] & P) && (f = flips(x2, O, P)) != 0) {
        v = last1(P & ~f, O | f | BIT(x2), alpha, x1);
        if (v < best)
            best = v;
    }
    return best < INF ? best : final_score(P, O, 2);
}

/* Three empties x[0..2], tried in that order; pass: P has just passed. */
static int solve3(u64 P, u64 O, int alpha, const int *x, int pass)
{
    static const int rest[3][2] = {{1, 2}, {0, 2}, {0, 1}};
    u64 f;
    int i, v, best = -INF;
    ++egf_nodes;
    for (i = 0; i < 3; ++i)
        if ((neighbour[x[i]] & O) && (f = flips(x[i], P, O)) != 0) {
            v = -solve2(PLAY(P, O, x[i], f), -alpha - 1, x[rest[i][0]], x[rest[i][1]]);
            if (v > best && (best = v) > alpha)
                return best;
        }
    if (best > -INF)
        return best;
    if (pass)                 /* both pass: over (P is the first mover's opponent) */
        return final_score(P, O, 3);
    return -solve3(O, P, -alpha - 1, x, 1);
}

/* The empties of E in parity order: those alone or three in their quadrant
 * (odd) first, keeping square order within each class. */
static u64 odd_quadrants(u64 E)
{
    u64 odd = 0;
    int q;
    for (q = 0; q < 4; ++q)
        if (count(E & quadrant[q]) & 1)
            odd |= quadrant[q];
    return odd;
}

static int parity_order(u64 E, int *x)
{
    u64 odd = odd_quadrants(E) & E, sqs;
    int n = 0, pass;
    for (pass = 0; pass < 2; ++pass)
        for (sqs = pass ? E & ~odd : odd; sqs; sqs &= sqs - 1)
            x[n++] = first_sq(sqs);
    return n;
}

static int solve4(u64 P, u64 O, int alpha, const int *x, int pass)
{
    static const int rest[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};
    u64 f;
    int i, v, best = -INF, y[3];
    ++egf_nodes;
    if (stability_cut(P, O, alpha, 4, &v))
        return v;
    for (i = 0; i < 4; ++i)
        if ((neighbour[x[i]] & O) && (f = flips(x[i], P, O)) != 0) {
            y[0] = x[rest[i][0]];
            y[1] = x[rest[i][1]];
            y[2] = x[rest[i][2]];
            v = -solve3(PLAY(P, O, x[i], f), -alpha - 1, y, 0);
            if (v > best && (best = v) > alpha)
                return best;
        }
    if (best > -INF)
        return best;
    if (pass)
        return final_score(P, O, 4);
    return -solve4(O, P, -alpha - 1, x, 1);
}

static int nws(u64 P, u64 O, int alpha, int ne);

/* A null-window node of up to SHALLOW_MAX empties: parity order, no table. */
static int nws_shallow_ff(u64 P, u64 O, int alpha, int ne, u64 mv);

static int nws_shallow(u64 P, u64 O, int alpha, int ne, int pass)
{
    u64 mv, f;
    int v, best = -INF, x[SHALLOW_MAX], n, i;
    ++egf_nodes;
    if (stability_cut(P, O, alpha, ne, &v))
        return v;
    if (ne >= FF_SHALLOW) {
        mv = moves(P, O);
        if (mv)
            return nws_shallow_ff(P, O, alpha, ne, mv);
    } else {
        n = parity_order(~(P | O), x);
        for (i = 0; i < n; ++i)
            if ((neighbour[x[i]] & O) && (f = flips(x[i], P, O)) != 0) {
                v = -nws(PLAY(P, O, x[i], f), -alpha - 1, ne - 1);
                if (v > best && (best = v) > alpha)
                    return best;
            }
        if (best > -INF)
            return best;
    }
    if (pass)
        return final_score(P, O, ne);
    return -nws_shallow(O, P, -alpha - 1, ne, 1);
}

/* The same, fastest first (no table): the opponent's fewest replies. */
static int nws_shallow_ff(u64 P, u64 O, int alpha, int ne, u64 mv)
{
    u64 f[32], odd = odd_quadrants(~(P | O)), m;
    int key[32], sq[32], n = 0, i, j, v, best = -INF, k, s;
    u64 ft;
    for (; mv; mv &= mv - 1) {
        s = first_sq(mv);
        ft = flips(s, P, O);
        m = moves(O & ~ft, P | ft | BIT(s));
        k = 2 * (count(m) + count(m & CORNERS)) + !(odd >> s & 1);
        for (j = n; j > 0 && key[j - 1] > k; --j) {
            key[j] = key[j - 1];
            sq[j] = sq[j - 1];
            f[j] = f[j - 1];
        }
        key[j] = k;
        sq[j] = s;
        f[j] = ft;
        ++n;
    }
    for (i = 0; i < n; ++i) {
        v = -nws(PLAY(P, O, sq[i], f[i]), -alpha - 1, ne - 1);
        if (v > best && (best = v) > alpha)
            return best;
    }
    return best;
}

/* ---- the table -------------------------------------------------------- */

/* What the table knows of a position. */
typedef struct {
    int lo, hi, move;
} known_t;

/* The bucket of (P, O). Positions of NEAR_MAX empties or fewer, the most
 * numerous and each worth least, share the table's first n_near buckets:
 * a part small enough to stay in the cache. The hash's top 32 bits scale
 * to the bucket count (any count). */
static egf_slot *bucket(u64 P, u64 O, int ne)
{
    u64 h = P * 0x9E3779B97F4A7C15ull ^ (O + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return table + (((h >> 32) * (ne <= NEAR_MAX ? n_near : n_table)) >> 32);
}

/* The way of (P, O) in its bucket b, or -1. */
static int way(const egf_slot *b, u64 P, u64 O)
{
    int i;
    for (i = 0; i < EGF_WAYS; ++i)
        if (b->me[i] == P && b->opp[i] == O)
            return i;
    return -1;
}

/* Nonzero if the table holds (P, O): *k is then filled in. */
static int lookup(u64 P, u64 O, int ne, known_t *k)
{
    egf_slot *b = bucket(P, O, ne);
    int i = way(b, P, O);
    if (i < 0)
        return 0;
    k->lo = b->lo[i];
    k->hi = b->hi[i];
    k->move = b->move[i];
    return 1;
}

/* Records the value v of (P, O) searched with the window (a, b): in its
 * own entry, or in place of the bucket's smallest subtree. */
static void store(u64 P, u64 O, int ne, int a, int b, int v, int move)
{
    egf_slot *s = bucket(P, O, ne);
    int i = way(s, P, O), j;
    if (i < 0) {
        for (i = 0, j = 1; j < EGF_WAYS; ++j)
            if (s->empties[j] < s->empties[i])
                i = j;
        s->me[i] = P;
        s->opp[i] = O;
        s->lo[i] = -64;
        s->hi[i] = 64;
    }
    s->empties[i] = (uint8_t)ne;
    s->move[i] = (uint8_t)move;
    if (v > a && s->lo[i] < v)
        s->lo[i] = (int8_t)v;
    if (v < b && s->hi[i] > v)
        s->hi[i] = (int8_t)v;
}

/* ---- ordering --------------------------------------------------------- */

typedef struct {
    u64 f;                    /* discs it flips */
    int key;                  /* bigger: tried sooner */
    uint8_t sq;
} move_t;

/* Empty squares next to b's discs: where b's opponent may some day play. */
static u64 frontier(u64 b, u64 E)
{
    u64 in = b & INNER;
    return E & ((in << 1) | (in >> 1) | (b << 8) | (b >> 8) | (in << 7)
                | (in >> 7) | (in << 9) | (in >> 9));
}

/* Fastest first: after P's move (the opponent to move in (cp, co)) the
 * fewer replies the better, corner replies counting double; then P's
 * discs next to corners it holds and the opponent's potential mobility. */
static int fast_key(u64 cp, u64 co, int sq)
{
    u64 m = moves(cp, co);
    return (36 - count(m) - count(m & CORNERS)) * (1 << 15)
         + count(co & CORNERS) * (1 << 11)
         + (36 - count(frontier(co, ~(cp | co)))) * (1 << 5)
         + square_value[sq];
}

static int shallow(u64 P, u64 O, int depth, int alpha, int beta);

/* The moves of P other than `skip`, flips and keys filled in; sorted by
 * the caller one pick at a time. */
static int list_moves(u64 P, u64 O, int ne, int skip, move_t *list)
{
    u64 mv = moves(P, O), cp, co;
    int n = 0, sq;
    if (skip < 64)
        mv &= ~BIT(skip);
    for (; mv; mv &= mv - 1) {
        sq = first_sq(mv);
        list[n].sq = (uint8_t)sq;
        list[n].f = flips(sq, P, O);
        cp = O & ~list[n].f;
        co = P | list[n].f | BIT(sq);
        if (!cp)
            list[n].key = 1 << 30;          /* a wipe-out */
        else if (ne >= SORT_MIN)
            list[n].key = -shallow(cp, co, ne >= SORT_3_MIN ? 3 : ne >= SORT_2_MIN ? 2 : 1, -10000, 10000)
                          + fast_key(cp, co, sq) / SORT_FAST_DIV;
        else
            list[n].key = fast_key(cp, co, sq);
        ++n;
    }
    return n;
}

/* Moves the best-keyed of list[i..n) to list[i]. */
static void pick(move_t *list, int i, int n)
{
    int j, b = i;
    move_t t;
    for (j = i + 1; j < n; ++j)
        if (list[j].key > list[b].key)
            b = j;
    t = list[i];
    list[i] = list[b];
    list[b] = t;
}

/* A shallow look for ordering the biggest nodes: `depth` plies of
 * negamax over a mobility-and-corners evaluation, for the side to move. */
/* X-squares next to an empty corner. */
static u64 open_x(u64 E)
{
    return ((E & 0x1) << 9) | ((E & 0x80) << 7) | ((E & BIT(56)) >> 7) | ((E & BIT(63)) >> 9);
}

/* Edge squares next to a corner, per corner side. */
static u64 corner_stable(u64 P)
{
    u64 c = P & CORNERS;
    return P & (c | ((c & 0x0100000000000001ull) << 1) | ((c & 0x8000000000000080ull) >> 1)
                | ((c & 0x81ull) << 8) | ((c & 0x8100000000000000ull) >> 8));
}

/* A static guess for P, to move (mp: P's moves). */
static int evaluate(u64 P, u64 O, u64 mp)
{
    u64 E = ~(P | O), mo = moves(O, P), x = open_x(E);
    return W_MOBILITY * (count(mp) - count(mo))
         + W_CORNERS * (count(P & CORNERS) - count(O & CORNERS))
         + W_CORNER_MOVES * (count(mp & CORNERS) - count(mo & CORNERS))
         + W_FRONTIER * (count(frontier(O, E)) - count(frontier(P, E)))
         + W_X_SQUARES * (count(O & x) - count(P & x))
         + W_CORNER_EDGES * (count(corner_stable(P)) - count(corner_stable(O)))
         + W_DISCS * (count(P) - count(O))
         + W_EDGE_STABLE * (count(edge_stable_discs(P, O)) - count(edge_stable_discs(O, P)));
}

static int shallow(u64 P, u64 O, int depth, int alpha, int beta)
{
    u64 mp = moves(P, O), f;
    int v, best = -10000, sq;
    if (depth == 0 || !mp)
        return evaluate(P, O, mp);
    for (; mp; mp &= mp - 1) {
        sq = first_sq(mp);
        f = flips(sq, P, O);
        v = -shallow(O & ~f, P | f | BIT(sq), depth - 1, -beta, -alpha);
        if (v > best) {
            best = v;
            if (v > alpha && (alpha = v) >= beta)
                break;
        }
    }
    return best;
}

/* ---- the big nodes ---------------------------------------------------- */

/* Nonzero when a child's table entry already refutes the window (alpha,
 * alpha + 1) from below: *v is then the value. */
static int etc_cut(u64 P, u64 O, int alpha, int ne, int *v)
{
    u64 mv = moves(P, O), f;
    known_t k;
    int sq;
    for (; mv; mv &= mv - 1) {
        sq = first_sq(mv);
        f = flips(sq, P, O);
        if (lookup(O & ~f, P | f | BIT(sq), ne - 1, &k) && -k.hi > alpha) {
            *v = -k.hi;
            return 1;
        }
    }
    return 0;
}

/* A null-window node with the table: its move first, then the rest
 * fastest-first. */
static int nws_deep(u64 P, u64 O, int alpha, int ne)
{
    move_t list[32];
    known_t k;
    int n, i, v, best = -INF, best_move = EG_NONE, first = EG_NONE;
    u64 f;
    ++egf_nodes;
    if (lookup(P, O, ne, &k)) {
        if (k.lo > alpha)
            return k.lo;
        if (k.hi <= alpha)
            return k.hi;
        first = k.move;
    }
    if (stability_cut(P, O, alpha, ne, &v))
        return v;
    if (ne >= ETC_MIN && etc_cut(P, O, alpha, ne, &v))
        return v;
    if (first < 64 && (f = flips(first, P, O)) != 0) {
        best = -nws(PLAY(P, O, first, f), -alpha - 1, ne - 1);
        best_move = first;
        if (best > alpha)
            goto done;
    } else {
        first = EG_NONE;
    }
    n = list_moves(P, O, ne, first, list);
    if (n == 0 && best_move == EG_NONE) {
        if (!moves(O, P))
            return final_score(P, O, ne);
        best = -nws(O, P, -alpha - 1, ne);
        best_move = EG_PASS;
        goto done;
    }
    if (n > 0)
        pick(list, 0, n);
    for (i = 0; i < n; ++i) {
        if (i + 1 < n) {      /* the next child's look-up misses the cache: start it now */
            pick(list, i + 1, n);
            if (ne - 1 > SHALLOW_MAX)
                __builtin_prefetch(bucket(PLAY(P, O, list[i + 1].sq, list[i + 1].f), ne - 1));
        }
        v = -nws(PLAY(P, O, list[i].sq, list[i].f), -alpha - 1, ne - 1);
        if (v > best) {
            best = v;
            best_move = list[i].sq;
            if (v > alpha)
                break;
        }
    }
done:
    store(P, O, ne, alpha, alpha + 1, best, best_move);
    return best;
}

/* The null window (alpha, alpha + 1) at any size. */
static int nws(u64 P, u64 O, int alpha, int ne)
{
    int x[4];
    switch (ne) {
    case 0:
        return final_score(P, O, 0);
    case 1:
        return last1(P, O, alpha, first_sq(~(P | O)));
    case 2:
        parity_order(~(P | O), x);
        return solve2(P, O, alpha, x[0], x[1]);
    case 3:
        parity_order(~(P | O), x);
        return solve3(P, O, alpha, x, 0);
    case 4:
        parity_order(~(P | O), x);
        return solve4(P, O, alpha, x, 0);
    default:
        return ne <= SHALLOW_MAX ? nws_shallow(P, O, alpha, ne, 0) : nws_deep(P, O, alpha, ne);
    }
}

/* A principal-variation node, window (alpha, beta): the first move with the
 * full window, the others with a null one first (negascout). */
static int pvs(u64 P, u64 O, int alpha, int beta, int ne, int *best_move)
{
    move_t list[32];
    known_t k;
    int n, i, v, best = -INF, a = alpha, child, first = EG_NONE;
    ++egf_nodes;
    *best_move = EG_NONE;
    if (lookup(P, O, ne, &k)) {
        *best_move = k.move;
        if (k.lo >= beta || k.lo == k.hi)
            return k.lo;
        if (k.hi <= alpha)
            return k.hi;
        first = k.move;
    }
    n = list_moves(P, O, ne, EG_NONE, list);
    if (n == 0) {
        if (!moves(O, P))
            return final_score(P, O, ne);
        *best_move = EG_PASS;
        return -pvs(O, P, -beta, -alpha, ne, &child);
    }
    for (i = 0; i < n; ++i)
        if (list[i].sq == first)
            list[i].key = 1 << 30;
    for (i = 0; i < n; ++i) {
        pick(list, i, n);
        u64 cp = O & ~list[i].f, co = P | list[i].f | BIT(list[i].sq);
        if (i == 0) {
            v = -pvs(cp, co, -beta, -a, ne - 1, &child);
        } else {
            v = -nws(cp, co, -a - 1, ne - 1);
            if (v > a && v < beta)
                v = -pvs(cp, co, -beta, -a, ne - 1, &child);
        }
        if (v > best) {
            best = v;
            *best_move = list[i].sq;
            if (v > a && (a = v) >= beta)
                break;
        }
    }
    store(P, O, ne, alpha, beta, best, *best_move);
    return best;
}

/* The root: windows of width 2 around a guess g (the score is even, so
 * (g - 1, g + 1) either finds it or bounds it). A narrow window keeps every
 * principal-variation node near a null window: a full one lets a wrong
 * first reply cost a whole exact solve of its own. Each probe costs about
 * the same, so the guess moves in doubling steps while the score keeps
 * failing the same way, then halves the interval left [lo, hi]. */
static int root(u64 P, u64 O, int ne, int *best_move)
{
    int g = 0, v, move;
    *best_move = EG_NONE;
    for (;;) {
        v = pvs(P, O, g - ROOT_WINDOW, g + ROOT_WINDOW, ne, &move);
        if (v > g - ROOT_WINDOW)   /* a move worth v or more: the best so far */
            *best_move = move;
        if (v > g - ROOT_WINDOW && v < g + ROOT_WINDOW)
            return v;
        g = v >= g + ROOT_WINDOW ? v - 1 + ROOT_WINDOW : v + 1 - ROOT_WINDOW;
    }
}

/* Asks for the table in 2 MB pages: probes land anywhere in a big table,
 * and with 4 KB pages nearly every one also misses the TLB. A hint only. */
static void huge_pages(void *p, size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    uintptr_t a = ((uintptr_t)p + 0x1fffff) & ~(uintptr_t)0x1fffff;
    uintptr_t b = ((uintptr_t)p + size) & ~(uintptr_t)0x1fffff;
    if (b > a)
        madvise((void *)a, b - a, MADV_HUGEPAGE);
#else
    (void)p;
    (void)size;
#endif
}

uint8_t egf_solve(egf_slot *slots, uint32_t count_)
{
    static int ready;
    u64 P = 0, O = 0;
    int sq, c, move;
    if (!ready) {
        init_tables();
        ready = 1;
    }
    for (sq = 0; sq < 64; ++sq) {
        c = rv_get((uint8_t)sq);
        if (c == rv_side())
            P |= BIT(sq);
        else if (c != RV_EMPTY)
            O |= BIT(sq);
    }
    table = (egf_slot *)(((uintptr_t)slots + 63) & ~(uintptr_t)63);   /* whole cache lines */
    n_table = count_ - (table != slots);
    n_near = n_table < NEAR_SLOTS ? n_table : NEAR_SLOTS;
    huge_pages(table, (size_t)n_table * sizeof *table);
    memset(table, 0, (size_t)n_table * sizeof *table);
    egf_nodes = 0;
    egf_score = (int8_t)root(P, O, 64 - count(P | O), &move);
    return (uint8_t)move;
}
