/* rv.c — the Reversi engine: mailbox board, move generation, make/undo,
 * perft. Written for cc65 (--static-locals) first: uint8_t globals, constant
 * direction offsets unrolled per direction, no multiplications, no 16-bit
 * arithmetic in the hot loops. See docs/reversi.md.
 *
 * Board: 91 bytes, square (row r, column c), r,c in 0..7, at 10 + 9r + c.
 * Column 8 of each row (and of row -1), rows -1 and 8 are RV_WALL, so a walk
 * in any direction stops on a wall without bounds checks, and the eight
 * direction offsets are the constants -10 -9 -8 -1 +1 +8 +9 +10.
 *
 * The neighbour of square s in direction D is read as (bdm + 20 + D)[s]
 * (bdm: the board with 20 spare bytes in front): with s a uint8_t global,
 * cc65 turns this into one "lda _bdm+k,y" (no 16-bit address arithmetic),
 * where bd[s + D] would cost a 16-bit add and an indirect load.
 */
#include <stdint.h>
#include <string.h>
#include "cart/reversi/rv.h"

/* Directions: N = towards row 1. */
#define D_N   (-9)
#define D_NE  (-8)
#define D_E   1
#define D_SE  10
#define D_S   9
#define D_SW  8
#define D_W   (-1)
#define D_NW  (-10)

#define FIRST 10              /* internal index of a1 */
#define LAST  80              /* internal index of h8 */
#define PASS_SQ 0             /* history marker of a pass (a wall square) */

/* bdm has 20 spare bytes in front so that (bdm + 20 + D)[sq] - the
 * neighbour of sq in direction D - and (bdm + 20 + 2 * D)[sq], the square
 * after it, are in bounds with a non-negative base: cc65 compiles them to
 * one "lda _bdm+k,y". */
static uint8_t bdm[20 + 91];
#define bd (bdm + 20)
static uint8_t side = RV_BLACK;

/* History, one entry per ply: the square played (PASS_SQ for a pass), the
 * number of discs flipped, a mask of the directions that flipped and the
 * number flipped in each direction (one array per direction, so the
 * unrolled code indexes each with a constant base). */
static uint8_t h_sq[RV_MAX_PLY];
static uint8_t h_n[RV_MAX_PLY];
static uint8_t h_m[RV_MAX_PLY];
static uint8_t h_c0[RV_MAX_PLY], h_c1[RV_MAX_PLY], h_c2[RV_MAX_PLY], h_c3[RV_MAX_PLY];
static uint8_t h_c4[RV_MAX_PLY], h_c5[RV_MAX_PLY], h_c6[RV_MAX_PLY], h_c7[RV_MAX_PLY];

/* Working registers of the hot code: globals (fast on the 6502), and under
 * cc65 in the zero page, where every access is a byte shorter and a cycle
 * faster (the engine's code is mostly loads and stores of these). */
#ifdef __CC65__
#pragma bss-name (push, "ZEROPAGE")
#endif
static uint8_t sq, p, k, n, m, me, opp, ea, eb;
static uint8_t nmv;           /* moves in mv[] */
static uint8_t fb, fw, nb, nw; /* mob_both's flags and counts */
static uint8_t scan_at, scan_n; /* rv_scan's cursor (next empty to try, 0 = done) and flips */
static uint8_t pf_d;          /* perft's remaining depth */
static uint8_t ply;           /* plies on the history stack */
static uint8_t nblack, nempty; /* disc counts (white: the rest): two
                               * zero-page bytes update faster than a
                               * table indexed by colour */
uint8_t rv_arg;               /* rv_flips_arg and rv_make_arg's square (rv.h) */
#ifdef __CC65__
#pragma bss-name (pop)
#pragma zpsym ("sq")
#pragma zpsym ("p")
#pragma zpsym ("k")
#pragma zpsym ("n")
#pragma zpsym ("m")
#pragma zpsym ("me")
#pragma zpsym ("opp")
#pragma zpsym ("ea")
#pragma zpsym ("eb")
#pragma zpsym ("nmv")
#pragma zpsym ("fb")
#pragma zpsym ("fw")
#pragma zpsym ("nb")
#pragma zpsym ("nw")
#pragma zpsym ("scan_at")
#pragma zpsym ("scan_n")
#pragma zpsym ("pf_d")
#pragma zpsym ("ply")
#pragma zpsym ("nblack")
#pragma zpsym ("nempty")
#pragma zpsym ("rv_arg")
#endif

/* The empty squares, a doubly linked list through the sentinel 0 (e_nx[0] =
 * first empty, e_nx[last] = 0), in the preference order below. make
 * unlinks the played square, undo links it back (in LIFO order this
 * restores the list exactly), so the generators visit empties only. */
static uint8_t e_nx[91], e_pv[91];

/* The preference order (rv_gen_pref), external squares: by the search's
 * static rank (cart/search/search.c: corners, the C3-type squares, the A and B
 * edge squares, D3-type, the inner edge-adjacent ring, the centre, C,
 * X), ties by square number. */
static const uint8_t pref[64] = {
     0,  7, 56, 63,                                      /* corners */
    18, 21, 42, 45,                                      /* c3 f3 c6 f6 */
     2,  5, 16, 23, 40, 47, 58, 61,                      /* A edge */
     3,  4, 24, 31, 32, 39, 59, 60,                      /* B edge */
    19, 20, 26, 29, 34, 37, 43, 44,                      /* d3-type */
    10, 11, 12, 13, 17, 22, 25, 30, 33, 38, 41, 46, 50, 51, 52, 53,
    27, 28, 35, 36,                                      /* centre */
     1,  6,  8, 15, 48, 55, 57, 62,                      /* C */
     9, 14, 49, 54,                                      /* X */
};

static uint8_t flist[24];     /* rv_flipped's list, built on demand (at most 19 discs flip in one move) */
uint8_t rv_flips_buf[RV_FLIPS_MAX]; /* rv_flips's list (rv.h) */

/* External 0..63 <-> internal. */
static const uint8_t to_int[64] = {
    10, 11, 12, 13, 14, 15, 16, 17,
    19, 20, 21, 22, 23, 24, 25, 26,
    28, 29, 30, 31, 32, 33, 34, 35,
    37, 38, 39, 40, 41, 42, 43, 44,
    46, 47, 48, 49, 50, 51, 52, 53,
    55, 56, 57, 58, 59, 60, 61, 62,
    64, 65, 66, 67, 68, 69, 70, 71,
    73, 74, 75, 76, 77, 78, 79, 80,
};
static const uint8_t to_extm[10 + 91] = {       /* 10 spare, as bdm */
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
     0,  1,  2,  3,  4,  5,  6,  7, 255,
     8,  9, 10, 11, 12, 13, 14, 15, 255,
    16, 17, 18, 19, 20, 21, 22, 23, 255,
    24, 25, 26, 27, 28, 29, 30, 31, 255,
    32, 33, 34, 35, 36, 37, 38, 39, 255,
    40, 41, 42, 43, 44, 45, 46, 47, 255,
    48, 49, 50, 51, 52, 53, 54, 55, 255,
    56, 57, 58, 59, 60, 61, 62, 63, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255,
};

/* ---- the hot code ------------------------------------------------------- */

#define to_ext (to_extm + 10)

/* Neighbour of sq in direction D, the square after it, and the external
 * number of the neighbour. */
#define NB(D) ((bdm + 20 + (D))[sq])
#define NB2(D) ((bdm + 20 + 2 * (D))[sq])
#define NB_EXT(D) ((to_extm + 10 + (D))[sq])

/* Jumps to `yes` if playing sq (empty) flips in direction D for ME (OPP
 * the other colour). The generators are compiled once per colour with
 * constant ME/OPP: "cmp #2" is cheaper than "cmp _opp" on the 6502. */
#define LEG(D, yes, ME, OPP)                                \
    if (NB(D) == (OPP)) {                                   \
        p = (uint8_t)(sq + (uint8_t)(2 * (D)));             \
        while (bd[p] == (OPP))                              \
            p = (uint8_t)(p + (uint8_t)(D));                \
        if (bd[p] == (ME))                                  \
            goto yes;                                       \
    }

#define LEGAL(yes, ME, OPP) \
    LEG(D_N, yes, ME, OPP) LEG(D_NE, yes, ME, OPP) LEG(D_E, yes, ME, OPP) \
    LEG(D_SE, yes, ME, OPP) LEG(D_S, yes, ME, OPP) LEG(D_SW, yes, ME, OPP) \
    LEG(D_W, yes, ME, OPP) LEG(D_NW, yes, ME, OPP)

/* The legal moves of ME into mv[], as external squares (so that the move
 * lists are a plain copy), in the preference order. */
#define GEN_BODY(ME, OPP)                                   \
    nmv = 0;                                                \
    sq = 0;                 /* (cc65: a shorter loop than for) */ \
    while ((sq = e_nx[sq]) != 0) {                          \
        LEGAL(yes, ME, OPP)                                 \
        continue;                                           \
yes:                                                        \
        ea = to_ext[sq];                                    \
        mv[nmv] = ea;                                       \
        ++nmv;                                              \
    }                                                       \
    return nmv;

/* mvx[0] is spare so that "mv[j - 1]" is mvx[j] (see rv_gen). */
static uint8_t mvx[65];
#define mv (mvx + 1)

static uint8_t gen_black(void) { GEN_BODY(RV_BLACK, RV_WHITE) }
static uint8_t gen_white(void) { GEN_BODY(RV_WHITE, RV_BLACK) }

/* Legal moves of colour c into mv[]; returns how many. */
static uint8_t gen_for(uint8_t c)
{
    if (c == RV_BLACK)
        return gen_black();
    return gen_white();
}

/* Both colours' mobility in one pass over the empties (the evaluation's
 * mobility term needs both): a neighbour that is empty or a wall (the
 * common case) is dismissed by one test (& 3), and a disc there can only
 * open a walk for the other colour. fb/fw: the square is
 * already known legal for black/white; both known ends the square. */

#define MOB2(D)                                             \
    if (NB(D) & 3) {                                        \
        if (NB(D) == RV_WHITE) {                            \
            if (!fb) {                                      \
                p = (uint8_t)(sq + (uint8_t)(2 * (D)));     \
                while (bd[p] == RV_WHITE)                   \
                    p = (uint8_t)(p + (uint8_t)(D));        \
                if (bd[p] == RV_BLACK) {                    \
                    if (fw) goto both;                      \
                    fb = 1;                                 \
                }                                           \
            }                                               \
        } else if (!fw) {                                   \
            p = (uint8_t)(sq + (uint8_t)(2 * (D)));         \
            while (bd[p] == RV_BLACK)                       \
                p = (uint8_t)(p + (uint8_t)(D));            \
            if (bd[p] == RV_WHITE) {                        \
                if (fb) goto both;                          \
                fw = 1;                                     \
            }                                               \
        }                                                   \
    }

static void mob_both(void)
{
    nb = 0;
    nw = 0;
    sq = 0;
    while ((sq = e_nx[sq]) != 0) {
        fb = 0;
        fw = 0;
        MOB2(D_N) MOB2(D_NE) MOB2(D_E) MOB2(D_SE)
        MOB2(D_S) MOB2(D_SW) MOB2(D_W) MOB2(D_NW)
        nb = (uint8_t)(nb + fb);
        nw = (uint8_t)(nw + fw);
        continue;
both:
        ++nb;
        ++nw;
    }
}

/* A run in direction D from sq, for make (FLIP) and rv_flips (WOULD): when
 * the neighbour is OPP and the square after it ME, a run of one disc (the
 * common case), handled by ONE right here without a walk; when it is OPP
 * too, a longer run, handled out of line at run_T (RUN_WALK and the code
 * after it, placed after the function's return, which jumps back to
 * next_T). Out of line so that each block stays within a short branch of
 * the next: cc65 turns a long "if" into "beq *+5; jmp", 2 more cycles on
 * every failing neighbour test. */
#define RUN_TEST(D, ME, OPP, ONE, T)                        \
    if (NB(D) == (OPP)) {                                   \
        if (NB2(D) == (ME)) {                               \
            ONE                                             \
        } else if (NB2(D) == (OPP))                         \
            goto run_##T;                                   \
    }                                                       \
next_##T:

/* run_T: p walks from sq + 3D past the OPP discs; the run flips if bd[p]
 * is the mover's. */
#define RUN_WALK(D, OPP, T)                                 \
run_##T:                                                    \
    p = (uint8_t)(sq + (uint8_t)(3 * (D)));                 \
    while (bd[p] == (OPP))                                  \
        p = (uint8_t)(p + (uint8_t)(D));

/* Flips in direction D for a move on sq, recording the count in HC[ply]. */
#define FLIP(D, BIT, HC, T)                                 \
    RUN_TEST(D, me, opp, NB(D) = me; HC[ply] = 1; ++n; m |= (BIT);, T)

#define FLIP_RUN(D, BIT, HC, T)                             \
    RUN_WALK(D, opp, T)                                     \
    if (bd[p] == me) {                                      \
        p = (uint8_t)(p + (uint8_t)(-(D)));                 \
        k = 0;                                              \
        do {                                                \
            bd[p] = me;                                     \
            ++k;                                            \
            p = (uint8_t)(p + (uint8_t)(-(D)));             \
        } while (p != sq);                                  \
        HC[ply] = k;                                        \
        n = (uint8_t)(n + k);                               \
        m |= (BIT);                                         \
    }                                                       \
    goto next_##T;

/* Plays internal square sq (empty) for the side to move. Returns the number
 * flipped; 0 = illegal, nothing changed. The caller checks ply room. */
static uint8_t make_sq(void)
{
    me = side;
    opp = (uint8_t)(side ^ 3);
    n = 0;
    m = 0;
    FLIP(D_N, 0x01, h_c0, n0)
    FLIP(D_NE, 0x02, h_c1, n1)
    FLIP(D_E, 0x04, h_c2, n2)
    FLIP(D_SE, 0x08, h_c3, n3)
    FLIP(D_S, 0x10, h_c4, n4)
    FLIP(D_SW, 0x20, h_c5, n5)
    FLIP(D_W, 0x40, h_c6, n6)
    FLIP(D_NW, 0x80, h_c7, n7)
    if (n == 0)
        return 0;
    bd[sq] = me;
    ea = e_pv[sq];
    eb = e_nx[sq];
    e_nx[ea] = eb;
    e_pv[eb] = ea;
    h_sq[ply] = sq;
    h_n[ply] = n;
    h_m[ply] = m;
    ++ply;
    if (me == RV_BLACK)
        nblack = (uint8_t)(nblack + n + 1);
    else
        nblack = (uint8_t)(nblack - n);
    --nempty;
    side = opp;
    return n;
    FLIP_RUN(D_N, 0x01, h_c0, n0)
    FLIP_RUN(D_NE, 0x02, h_c1, n1)
    FLIP_RUN(D_E, 0x04, h_c2, n2)
    FLIP_RUN(D_SE, 0x08, h_c3, n3)
    FLIP_RUN(D_S, 0x10, h_c4, n4)
    FLIP_RUN(D_SW, 0x20, h_c5, n5)
    FLIP_RUN(D_W, 0x40, h_c6, n6)
    FLIP_RUN(D_NW, 0x80, h_c7, n7)
}

/* Walks back HC[ply] discs from sq in direction D, giving them to opp. */
#define UNFLIP(D, BIT, HC)                                  \
    if (m & (BIT)) {                                        \
        k = HC[ply];                                        \
        p = sq;                                             \
        do {                                                \
            p = (uint8_t)(p + (uint8_t)(D));                         \
            bd[p] = opp;                                    \
        } while (--k);                                      \
    }

static void undo_ply(void)
{
    --ply;
    sq = h_sq[ply];
    opp = side;               /* the side that did not move */
    side ^= 3;                /* back to the mover */
    if (sq == PASS_SQ)
        return;
    m = h_m[ply];
    n = h_n[ply];
    bd[sq] = RV_EMPTY;
    ea = e_pv[sq];
    e_nx[ea] = sq;
    eb = e_nx[sq];
    e_pv[eb] = sq;
    UNFLIP(D_N, 0x01, h_c0)
    UNFLIP(D_NE, 0x02, h_c1)
    UNFLIP(D_E, 0x04, h_c2)
    UNFLIP(D_SE, 0x08, h_c3)
    UNFLIP(D_S, 0x10, h_c4)
    UNFLIP(D_SW, 0x20, h_c5)
    UNFLIP(D_W, 0x40, h_c6)
    UNFLIP(D_NW, 0x80, h_c7)
    if (side == RV_BLACK)
        nblack = (uint8_t)(nblack - n - 1);
    else
        nblack = (uint8_t)(nblack + n);
    ++nempty;
}

static void pass_ply(void)
{
    h_sq[ply] = PASS_SQ;
    h_n[ply] = 0;
    h_m[ply] = 0;
    ++ply;
    side ^= 3;
}

/* ---- public API --------------------------------------------------------- */

/* Links the empty squares in the preference order (after the board is set
 * up). */
static void link_empties(void)
{
    uint8_t i;
    ea = 0;
    for (i = 0; i < 64; ++i) {
        sq = to_int[pref[i]];
        if (bd[sq] != RV_EMPTY)
            continue;
        e_nx[ea] = sq;
        e_pv[sq] = ea;
        ea = sq;
    }
    e_nx[ea] = 0;
    e_pv[0] = ea;
}

static void clear_board(void)
{
    uint8_t i;
    memset(bdm, RV_WALL, sizeof bdm);
    for (i = 0; i < 64; ++i)
        bd[to_int[i]] = RV_EMPTY;
    ply = 0;
}

void rv_init(void)
{
    clear_board();
    bd[to_int[27]] = RV_WHITE;    /* d4 */
    bd[to_int[36]] = RV_WHITE;    /* e5 */
    bd[to_int[35]] = RV_BLACK;    /* d5 */
    bd[to_int[28]] = RV_BLACK;    /* e4 */
    nempty = 60;
    nblack = 2;
    side = RV_BLACK;
    link_empties();
}

uint8_t rv_set(const uint8_t *cells, uint8_t s)
{
    uint8_t i, c;
    if (s != RV_BLACK && s != RV_WHITE)
        return 1;
    for (i = 0; i < 64; ++i) {
        c = cells[i];
        if (c != RV_EMPTY && c != RV_BLACK && c != RV_WHITE)
            return 1;
    }
    clear_board();
    nempty = 0;
    nblack = 0;
    for (i = 0; i < 64; ++i) {
        c = cells[i];
        bd[to_int[i]] = c;
        if (c == RV_BLACK)
            ++nblack;
        else if (c == RV_EMPTY)
            ++nempty;
    }
    side = s;
    link_empties();
    return 0;
}

uint8_t rv_get(uint8_t s)
{
    if (s > 63)
        return RV_WALL;
    eb = to_int[s];           /* (cc65: bd[to_int[s]] is a 16-bit address) */
    return bd[eb];
}

uint8_t rv_side(void) { return side; }
uint8_t rv_nply(void) { return ply; }

uint8_t rv_count(uint8_t colour)
{
    if (colour == RV_EMPTY)
        return nempty;
    if (colour == RV_BLACK)
        return nblack;
    if (colour == RV_WHITE)
        return (uint8_t)(64 - nblack - nempty);
    return 0;
}

/* mv[0..nmv-1] into list. */
static uint8_t list_moves(uint8_t *list)
{
    memcpy(list, mv, nmv);
    return nmv;
}

uint8_t rv_gen(uint8_t *list)
{
    uint8_t i, j;
    gen_for(side);
    /* preference order -> square order (insertion sort) */
    for (i = 1; i < nmv; ++i) {
        sq = mv[i];
        for (j = i; j != 0 && mvx[j] > sq; --j)
            mv[j] = mvx[j];
        mv[j] = sq;
    }
    return list_moves(list);
}

uint8_t rv_gen_pref(uint8_t *list)
{
    gen_for(side);
    return list_moves(list);
}

uint8_t rv_mobility(void)
{
    return gen_for(side);
}

int8_t rv_mobility_diff(void)
{
    mob_both();
    if (side == RV_BLACK)
        return (int8_t)(nb - nw);
    return (int8_t)(nw - nb);
}

/* sq = internal square of s; nonzero when s is on the board and empty. */
static uint8_t empty_at(uint8_t s)
{
    if (s > 63)
        return 0;
    sq = to_int[s];
    return bd[sq] == RV_EMPTY;
}

uint8_t rv_legal(uint8_t s)
{
    if (!empty_at(s))
        return 0;
    if (side == RV_BLACK) {
        LEGAL(yes, RV_BLACK, RV_WHITE)
    } else {
        LEGAL(yes, RV_WHITE, RV_BLACK)
    }
    return 0;
yes:
    return 1;
}

uint8_t rv_make_arg(void)
{
    if (rv_arg > 63 || ply >= RV_MAX_PLY)
        return 0;
    sq = to_int[rv_arg];
    if (bd[sq] != RV_EMPTY)
        return 0;
    return make_sq();
}

uint8_t rv_make(uint8_t s)
{
    rv_arg = s;
    return rv_make_arg();
}

void rv_pass(void)
{
    if (ply < RV_MAX_PLY)
        pass_ply();
}

void rv_undo(void)
{
    if (ply)
        undo_ply();
}

uint8_t rv_can_move(uint8_t s)
{
    if (s != RV_BLACK && s != RV_WHITE)
        return 0;
    return gen_for(s);
}

uint8_t rv_game_over(void)
{
    return (uint8_t)(!rv_can_move(side) && !rv_can_move((uint8_t)(side ^ 3)));
}

uint8_t rv_last(void)
{
    uint8_t s;
    if (ply == 0)
        return RV_NOSQ;
    s = h_sq[ply - 1];
    if (s == PASS_SQ)
        return 64;
    return to_ext[s];
}

uint8_t rv_flipped_count(void)
{
    if (ply == 0)
        return 0;
    return h_n[ply - 1];
}

/* Appends HC[i] squares from sq in direction D to flist. */
#define LIST(D, BIT, HC)                                    \
    if (m & (BIT)) {                                        \
        k = HC[i];                                          \
        p = sq;                                             \
        do {                                                \
            p = (uint8_t)(p + (uint8_t)(D));                         \
            flist[n] = to_ext[p];                           \
            ++n;                                            \
        } while (--k);                                      \
    }

const uint8_t *rv_flipped(void)
{
    uint8_t i;
    n = 0;
    if (ply != 0) {
        i = (uint8_t)(ply - 1);
        sq = h_sq[i];
        m = h_m[i];
        LIST(D_N, 0x01, h_c0)
        LIST(D_NE, 0x02, h_c1)
        LIST(D_E, 0x04, h_c2)
        LIST(D_SE, 0x08, h_c3)
        LIST(D_S, 0x10, h_c4)
        LIST(D_SW, 0x20, h_c5)
        LIST(D_W, 0x40, h_c6)
        LIST(D_NW, 0x80, h_c7)
    }
    return flist;
}

/* Lists the discs that a move on sq would flip in direction D for ME
 * (nearest first) into rv_flips_buf, without changing the board; compiled once
 * per colour with constant ME/OPP, like the generators. k: cc65 would
 * store through a computed pointer otherwise. */
#define WOULD(D, ME, OPP, T)                                \
    RUN_TEST(D, ME, OPP, k = NB_EXT(D); rv_flips_buf[n] = k; ++n;, T)

#define WOULD_RUN(D, ME, OPP, T)                            \
    RUN_WALK(D, OPP, T)                                     \
    if (bd[p] == (ME)) {                                    \
        eb = p;                                             \
        p = (uint8_t)(sq + (uint8_t)(D));                   \
        do {                                                \
            k = to_ext[p];                                  \
            rv_flips_buf[n] = k;                                   \
            ++n;                                            \
            p = (uint8_t)(p + (uint8_t)(D));                \
        } while (p != eb);                                  \
    }                                                       \
    goto next_##T;

#define WOULD_ALL(ME, OPP)                                  \
    n = 0;                                                  \
    WOULD(D_N, ME, OPP, n0) WOULD(D_NE, ME, OPP, n1)        \
    WOULD(D_E, ME, OPP, n2) WOULD(D_SE, ME, OPP, n3)        \
    WOULD(D_S, ME, OPP, n4) WOULD(D_SW, ME, OPP, n5)        \
    WOULD(D_W, ME, OPP, n6) WOULD(D_NW, ME, OPP, n7)        \
    return n;                                               \
    WOULD_RUN(D_N, ME, OPP, n0) WOULD_RUN(D_NE, ME, OPP, n1) \
    WOULD_RUN(D_E, ME, OPP, n2) WOULD_RUN(D_SE, ME, OPP, n3) \
    WOULD_RUN(D_S, ME, OPP, n4) WOULD_RUN(D_SW, ME, OPP, n5) \
    WOULD_RUN(D_W, ME, OPP, n6) WOULD_RUN(D_NW, ME, OPP, n7)

static uint8_t flips_black(void) { WOULD_ALL(RV_BLACK, RV_WHITE) }
static uint8_t flips_white(void) { WOULD_ALL(RV_WHITE, RV_BLACK) }

uint8_t rv_flips_arg(void)
{
    if (rv_arg > 63)
        return 0;
    sq = to_int[rv_arg];
    if (bd[sq] != RV_EMPTY)
        return 0;
    if (side == RV_BLACK)
        return flips_black();
    return flips_white();
}

uint8_t rv_flips(uint8_t s)
{
    rv_arg = s;
    return rv_flips_arg();
}

void rv_scan_begin(void)
{
    scan_at = e_nx[0];
}

/* One loop per colour (constant ME/OPP in the flip tests, as above). */
#define SCAN_BODY(FLIPS)                                    \
    while (scan_at != 0) {                                  \
        sq = scan_at;                                       \
        scan_at = e_nx[sq];                                 \
        scan_n = FLIPS();                                   \
        if (scan_n)                                         \
            return to_ext[sq];                              \
    }                                                       \
    return RV_NOSQ;

static uint8_t scan_black(void) { SCAN_BODY(flips_black) }
static uint8_t scan_white(void) { SCAN_BODY(flips_white) }

uint8_t rv_scan_next(void)
{
    if (side == RV_BLACK)
        return scan_black();
    return scan_white();
}

uint8_t rv_scan_flips(void)
{
    return scan_n;
}

const uint8_t *rv_flips_list(void)
{
    return rv_flips_buf;
}

/* ---- perft -------------------------------------------------------------- */

/* Per-level state, indexed by the remaining depth (locals are static under
 * cc65 --static-locals and would not survive the recursion). */
static uint8_t pf_sq[RV_MAX_PLY + 1];
static uint8_t pf_any[RV_MAX_PLY + 1];
static uint32_t pf_leaves;

static void pf_node(void)
{
    if (pf_d == 1) {
        /* Bulk count: every move is a leaf; no move = one leaf (a pass or
         * the end of the game). */
        n = gen_for(side);
        if (n == 0)
            n = 1;
        pf_leaves += n;
        return;
    }
    pf_any[pf_d] = 0;
    for (pf_sq[pf_d] = e_nx[0]; pf_sq[pf_d] != 0; pf_sq[pf_d] = e_nx[pf_sq[pf_d]]) {
        sq = pf_sq[pf_d];
        if (make_sq() == 0)
            continue;
        pf_any[pf_d] = 1;
        --pf_d;
        pf_node();
        ++pf_d;
        undo_ply();
    }
    if (pf_any[pf_d] == 0) {
        if (gen_for((uint8_t)(side ^ 3)) == 0) {
            ++pf_leaves;              /* the game is over: one leaf */
            return;
        }
        pass_ply();
        --pf_d;
        pf_node();
        ++pf_d;
        undo_ply();
    }
}

uint32_t rv_perft(uint8_t depth)
{
    if (depth == 0)
        return 1;
    if (depth + ply > RV_MAX_PLY)
        return 0;
    pf_leaves = 0;
    pf_d = depth;
    pf_node();
    return pf_leaves;
}

/* ---- text --------------------------------------------------------------- */

uint8_t rv_sq_parse(const char *s)
{
    uint8_t c = (uint8_t)s[0], r;
    if (c >= 'A' && c <= 'H')
        c = (uint8_t)(c - 'A');
    else if (c >= 'a' && c <= 'h')
        c = (uint8_t)(c - 'a');
    else
        return RV_NOSQ;
    r = (uint8_t)s[1];
    if (r < '1' || r > '8')
        return RV_NOSQ;
    return (uint8_t)(((uint8_t)(r - '1') << 3) | c);
}

char *rv_sq_name(uint8_t s, char *buf)
{
    buf[0] = (char)('a' + (s & 7));
    buf[1] = (char)('1' + ((s >> 3) & 7));
    buf[2] = 0;
    return buf;
}

static uint8_t is_pass_token(const char *s)
{
    uint8_t a = (uint8_t)s[0], b = (uint8_t)s[1];
    if (a == '-' && b == '-')
        return 1;
    if ((a == 'p' || a == 'P') && (b == 'a' || b == 'A'))
        return 1;
    return 0;
}

uint8_t rv_play(const char *s)
{
    uint8_t moves = 0, c, t;
    for (;;) {
        c = (uint8_t)*s;
        if (c == ' ' || c == '\t' || c == '\r' || c == ',') {
            ++s;
            continue;
        }
        if (c == 0 || c == '\n' || c == '#')
            return moves;
        if (is_pass_token(s)) {
            if (ply >= RV_MAX_PLY)
                return RV_BAD;
            pass_ply();
            s += 2;
            continue;
        }
        t = rv_sq_parse(s);
        if (t == RV_NOSQ)
            return RV_BAD;
        if (!rv_legal(t)) {
            /* implicit pass: the side to move has no move, the other has */
            if (rv_can_move(side) || !rv_can_move((uint8_t)(side ^ 3)) || ply >= RV_MAX_PLY)
                return RV_BAD;
            pass_ply();
            if (!rv_legal(t))
                return RV_BAD;
        }
        if (rv_make(t) == 0)
            return RV_BAD;
        ++moves;
        s += 2;
    }
}

uint8_t rv_obf(const char *line)
{
    static uint8_t cells[64];
    uint8_t i, c, s;
    for (i = 0; i < 64; ++i) {
        c = (uint8_t)line[i];
        if (c == 'X' || c == 'x' || c == '*')
            cells[i] = RV_BLACK;
        else if (c == 'O' || c == 'o')
            cells[i] = RV_WHITE;
        else if (c == '-' || c == '.')
            cells[i] = RV_EMPTY;
        else
            return 0;
    }
    while (line[i] == ' ' || line[i] == '\t') {
        ++i;
        if (i > 200)
            return 0;
    }
    c = (uint8_t)line[i];
    if (c == 'X' || c == 'x' || c == '*')
        s = RV_BLACK;
    else if (c == 'O' || c == 'o')
        s = RV_WHITE;
    else
        return 0;
    rv_set(cells, s);
    return (uint8_t)(i + 1);
}
