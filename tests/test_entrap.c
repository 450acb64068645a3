/* test_entrap.c — 8088 Entrap's own logic (cart/entrap): the command-line
 * grammar, the dynamic weight table's rules (docs/entrap.md) one by one,
 * the evaluation and ordering hooks, and the pruning: the shared search
 * with Entrap's hooks and width K returns the value and move of a plain
 * minimax that searches every move at plies 0 and 1 and only the best K
 * by the table below them — and width K really cuts the tree; each level
 * (its last plies valued in the evaluation hook, ent_eval_move /
 * ent_eval_reply) plays the value and move of that minimax at its full
 * depth. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "cart/entrap/ent.h"
#include "cart/search/search.h"
#include "cart/reversi/rv.h"
#include "tools/entmatch.h"

/* A position from a picture: 'X' black, 'O' white, '.' empty, a1..h8. */
static void setpos(const char *rows, uint8_t side)
{
    uint8_t cells[64];
    for (int i = 0; i < 64; i++)
        cells[i] = rows[i] == 'X' ? RV_BLACK : rows[i] == 'O' ? RV_WHITE : RV_EMPTY;
    assert_int_equal(rv_set(cells, side), 0);
}

static void test_commands(void **state)
{
    (void)state;
    assert_int_equal(ent_cmd_parse("d3"), ENT_C_MOVE);
    assert_int_equal(ent_cmd_sq, 19);
    assert_int_equal(ent_cmd_parse(" H8 "), ENT_C_MOVE);
    assert_int_equal(ent_cmd_sq, 63);
    assert_int_equal(ent_cmd_parse("a1"), ENT_C_MOVE);
    assert_int_equal(ent_cmd_sq, 0);
    assert_int_equal(ent_cmd_parse("p"), ENT_C_PASS);
    assert_int_equal(ent_cmd_parse("U"), ENT_C_UNDO);
    assert_int_equal(ent_cmd_parse("s"), ENT_C_SWAP);
    assert_int_equal(ent_cmd_parse("Q "), ENT_C_QUIT);
    assert_int_equal(ent_cmd_parse(""), ENT_C_EMPTY);
    assert_int_equal(ent_cmd_parse("   "), ENT_C_EMPTY);
    const char *bad[] = { "i1", "a9", "a0", "d33", "3d", "pp", "x", "d 3", "quit", "~" };
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(ent_cmd_parse(bad[i]), ENT_C_BAD);
    assert_int_equal(ent_level_parse("1"), 1);
    assert_int_equal(ent_level_parse(" 5"), 5);
    assert_int_equal(ent_level_parse("0"), 0);
    assert_int_equal(ent_level_parse("6"), 0);
    assert_int_equal(ent_level_parse("12"), 0);
    assert_int_equal(ent_level_parse(""), 0);
    assert_int_equal(ent_level_parse("a"), 0);
}

/* Rule 2: next to an empty corner the C- and X-squares are poison, for
 * both colours; the rest is the base table. */
static void test_empty_corners(void **state)
{
    (void)state;
    rv_init();
    ent_wt_update();
    for (int c = 0; c < 2; c++) {
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 0), 120);
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 1), 12 - 36);      /* b1: C */
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 8), 12 - 36);      /* a2: C */
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 9), 4 - 60);       /* b2: X */
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 54), 4 - 60);      /* g7: X */
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 2), ent_wt_base[2]);
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 27), ent_wt_base[27]);
    }
}

/* Rule 2: once a corner is owned (by either side), its X- and C-squares
 * keep their base weight; the other corners' stay poison. */
static void test_owned_corner(void **state)
{
    (void)state;
    setpos("O......."
           "........"
           "........"
           "...OX..."
           "...XO..."
           "........"
           "........"
           "........", RV_BLACK);
    ent_wt_update();
    for (int c = 0; c < 2; c++) {
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 9), 4);
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 1) - (c == 1 ? ENT_WT_STABLE : 0), 12);
        assert_int_equal(ent_wt_of((uint8_t)(c + 1), 14), 4 - 60);
    }
}

/* Rule 3: the square after a colour's stable run along an edge gains in
 * that colour's table only; the run's discs are stable, a broken run
 * stops. */
static void test_stable_edge(void **state)
{
    (void)state;
    setpos("XXX.O..."
           "X......."
           "O......."
           "...OX..."
           "...XO..."
           "........"
           "........"
           ".......O", RV_WHITE);
    ent_wt_update();
    assert_true(ent_wt_edge_stable(0));
    assert_true(ent_wt_edge_stable(1));
    assert_true(ent_wt_edge_stable(2));
    assert_false(ent_wt_edge_stable(3));
    assert_false(ent_wt_edge_stable(4));              /* e1 white: not from a corner */
    assert_true(ent_wt_edge_stable(8));
    assert_false(ent_wt_edge_stable(16));             /* a3 white: the run is black's */
    assert_int_equal(ent_wt_of(RV_BLACK, 3), ent_wt_base[3] + ENT_WT_STABLE);   /* d1, black */
    assert_int_equal(ent_wt_of(RV_WHITE, 3), ent_wt_base[3]);
    assert_int_equal(ent_wt_of(RV_BLACK, 16), ent_wt_base[16] + ENT_WT_STABLE); /* a3 after a1-a2 */
    assert_true(ent_wt_edge_stable(63));
    assert_int_equal(ent_wt_of(RV_WHITE, 62), ent_wt_base[62] + ENT_WT_STABLE); /* g8 next to h8 */
    assert_int_equal(ent_wt_of(RV_WHITE, 55), ent_wt_base[55] + ENT_WT_STABLE); /* h7 */
    assert_int_equal(ent_wt_of(RV_BLACK, 62), ent_wt_base[62]);
    assert_int_equal(ent_wt_of(RV_WHITE, 5), ent_wt_base[5]);   /* f1: after e1, no corner */
}

/* The evaluation is the weighted sum over owned squares, from the side
 * to move's view; rule 2 is re-applied below the root for a corner taken
 * there, as a fresh table would. */
static void test_eval(void **state)
{
    (void)state;
    setpos("........"
           ".O......"
           "..O....."
           "...OX..."
           "...XX..."
           "........"
           "........"
           "........", RV_BLACK);
    ent_wt_update();
    int16_t want = 0;
    for (uint8_t sq = 0; sq < 64; sq++) {
        if (rv_get(sq) == RV_BLACK) want += ent_wt_of(RV_BLACK, sq);
        if (rv_get(sq) == RV_WHITE) want -= ent_wt_of(RV_WHITE, sq);
    }
    assert_int_equal(ent_eval(), want);              /* at the root: the full sum */
    assert_int_equal(ent_eval_full(), want);
    assert_int_equal(ent_order(0), ent_wt_of(RV_BLACK, 0));
    assert_int_equal(ent_order(9), ent_wt_of(RV_BLACK, 9));
    rv_pass();
    assert_int_equal(ent_eval_full(), -want);
    rv_undo();
    /* black takes a1 (flips b2 c3 d4); root table still as before */
    assert_true(rv_make(0) > 0);
    int16_t deep = ent_eval_full();
    assert_int_equal(ent_order(1), ent_wt_base[1]);  /* white's b1: its corner taken, no poison */
    ent_wt_update();
    /* a fresh table differs only by rule 3 on b1/a2, which are empty */
    assert_int_equal(rv_get(1), RV_EMPTY);
    assert_int_equal(rv_get(8), RV_EMPTY);
    assert_int_equal(deep, ent_eval_full());
    rv_undo();
}

/* ---- the pruning -------------------------------------------------------- */

static uint8_t ref_width, ref_last, ref_top;
static uint8_t ref_mob, ref_own;            /* the mobility terms: per reply, per own move */
static int16_t ref_term, ref_term2;         /* the root move's, and the ply-2 position's */

static int16_t ref_final(void)
{
    int16_t me = rv_count(rv_side()), opp = rv_count((uint8_t)(3 - rv_side()));
    int16_t d = me - opp, e = (int16_t)rv_count(RV_EMPTY);
    if (d > 0) return (int16_t)(SRCH_WIN + d + e);
    if (d < 0) return (int16_t)(-SRCH_WIN + d - e);
    return 0;
}

/* Moves of the position in the search's order: the engine's preference
 * order, stably sorted by ent_order, descending. */
static uint8_t ref_moves(uint8_t *m)
{
    uint8_t n = rv_gen_pref(m);
    for (uint8_t i = 1; i < n; i++)
        for (uint8_t j = i; j > 0 && ent_order(m[j - 1]) < ent_order(m[j]); j--) {
            uint8_t t = m[j];
            m[j] = m[j - 1];
            m[j - 1] = t;
        }
    return n;
}

static uint32_t ref_nodes;

/* Plain negamax: all moves at plies 0 and 1, the best ref_top at ply 2 and
 * ref_width below, the best ref_last in the last full move (the last two
 * plies); with the mobility terms, the root move's (ref_mob less per reply
 * it leaves) and its ply-2 position's (ref_own more per move the root side
 * has there), the root side's view, added to every node two plies above
 * the leaves, where the level's search calls ent_eval_move. */
static int16_t ref_node(uint8_t ply, uint8_t left, uint8_t *best);

static int16_t ref_search(uint8_t ply, uint8_t left, uint8_t *best)
{
    if (ply == 2)
        ref_term2 = (int16_t)(ref_own * rv_mobility());
    int16_t v = ref_node(ply, left, best);
    if ((ref_mob || ref_own) && left == 2)
        v = (int16_t)(v + (ply & 1 ? -(ref_term + ref_term2) : ref_term + ref_term2));
    return v;
}

static int16_t ref_node(uint8_t ply, uint8_t left, uint8_t *best)
{
    uint8_t m[RV_MAX_MOVES], n, i, dummy;
    int16_t v, top = -32000;
    ref_nodes++;
    if (left == 0)
        return ent_eval_full();
    n = ref_moves(m);
    if (n == 0) {
        if (!rv_can_move((uint8_t)(3 - rv_side())))
            return ref_final();
        rv_pass();
        v = (int16_t)-ref_search((uint8_t)(ply + 1), (uint8_t)(left - 1), &dummy);
        rv_undo();
        *best = SRCH_PASS;
        return v;
    }
    uint8_t w = left <= 2 ? ref_last : (ply == 2 ? ref_top : ref_width);
    if (w && ply >= 2 && n > w)
        n = w;
    for (i = 0; i < n; i++) {
        rv_make(m[i]);
        if (ply == 0)
            ref_term = (int16_t)-(ref_mob * rv_mobility());
        v = (int16_t)-ref_search((uint8_t)(ply + 1), (uint8_t)(left - 1), &dummy);
        rv_undo();
        if (v > top) {
            top = v;
            *best = m[i];
        }
    }
    return top;
}

/* Lines of ../shared/othello/openings.txt (real openings, played on). */
static const char *const openings[] = {
    "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7",
    "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
    "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3",
    "f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7",
    "f5d6c5f4e3c6d3f6e6d7g3c4b4c3",
    "f5f6e6f4g5e7f7c5e3f3c4d3c2",
};

/* The search's settings with Entrap's hooks, no polls. */
static srch_params hooked(uint8_t depth, uint8_t width)
{
    srch_params p;
    memset(&p, 0, sizeof p);
    p.evaluate = ent_eval;
    p.order = ent_order;
    p.depth = depth;
    p.width = width;
    srch_poll_every = 0;
    return p;
}

static void test_pruning_equals_minimax(void **state)
{
    (void)state;
    srch_params p;
    for (unsigned o = 0; o < sizeof openings / sizeof openings[0]; o++)
        for (uint8_t depth = 2; depth <= 6; depth += 2)
            for (uint8_t width = 0; width <= 3; width += (width ? 1 : 2)) {
                if (depth == 6 && width == 0)
                    continue;                    /* plain minimax: too slow */
                rv_init();
                assert_int_not_equal(rv_play(openings[o]), RV_BAD);
                ent_wt_update();
                p = hooked(depth, width);
                ref_width = ref_last = ref_top = width;
                ref_mob = ref_own = 0;
                uint8_t best = SRCH_NONE;
                int16_t want = ref_search(0, depth, &best);
                uint8_t got = srch_think(&p);
                assert_int_equal(srch_score, want);
                /* the search's move has the minimax value too */
                rv_make(got);
                uint8_t dummy;
                int16_t v = (int16_t)-ref_search(1, (uint8_t)(depth - 1), &dummy);
                rv_undo();
                assert_int_equal(v, want);
            }
}

/* Each level as the game runs it (ent_params: the search two plies short,
 * ent_eval_move valuing the last full move at its leaves; level 1 one ply
 * short) gives the value of the plain minimax at the level's full depth
 * and width, and plays a move of that value, from the openings and from
 * positions played on at random from them (late ones too: passes and
 * finished games inside the tree). */
static uint32_t lcg = 12345;

static void play_on(unsigned moves)
{
    uint8_t m[RV_MAX_MOVES], n;
    for (; moves > 0 && !rv_game_over(); moves--) {
        n = rv_gen(m);
        if (n == 0) {
            rv_pass();
            continue;
        }
        lcg = lcg * 1103515245u + 12345u;
        rv_make(m[(lcg >> 16) % n]);
    }
}

/* The final disc difference for the side to move with perfect play. */
static int16_t ref_exact(void)
{
    uint8_t m[RV_MAX_MOVES], n = rv_gen(m);
    int16_t v, top = -100;
    if (n == 0) {
        if (!rv_can_move((uint8_t)(3 - rv_side())))
            return (int16_t)(rv_count(rv_side()) - rv_count((uint8_t)(3 - rv_side())));
        rv_pass();
        v = (int16_t)-ref_exact();
        rv_undo();
        return v;
    }
    for (uint8_t i = 0; i < n; i++) {
        rv_make(m[i]);
        v = (int16_t)-ref_exact();
        rv_undo();
        if (v > top)
            top = v;
    }
    return top;
}

/* Within 2n empties a level plays the end exactly: its move keeps the
 * perfect result (nothing pruned). Returns 1. */
static unsigned check_exact(uint8_t level)
{
    srch_params p;
    ent_wt_update();
    ent_params(level, &p);
    uint8_t got = srch_think(&p);
    assert_int_equal(srch_exact, 1);
    int16_t want = ref_exact();
    rv_make(got);
    assert_int_equal(-ref_exact(), want);
    rv_undo();
    return 1;
}

static void test_levels_equal_minimax(void **state)
{
    (void)state;
    static const unsigned later[5] = { 0, 14, 30, 36, 44 };
    unsigned exact_checked = 0;
    srch_params p;
    srch_poll_every = 0;
    for (unsigned o = 0; o < sizeof openings / sizeof openings[0]; o++)
        for (unsigned k = 0; k < 5; k++)
            for (uint8_t level = 1; level <= ENT_LEVELS; level++) {
                rv_init();
                assert_int_not_equal(rv_play(openings[o]), RV_BAD);
                play_on(later[k]);
                if (!rv_mobility())
                    continue;
                if (rv_count(RV_EMPTY) <= ent_depth(level)) {
                    exact_checked += check_exact(level);
                    continue;
                }
                ent_wt_update();
                ref_width = ent_width(level);
                ref_top = ent_top_width(level);
                ref_mob = level == ENT_LEVELS ? ENT_MOB_REPLY : 0;
                ref_own = level == ENT_LEVELS ? ENT_MOB_OWN : 0;
                ref_last = ent_last_width(level);
                uint8_t best = SRCH_NONE, dummy;
                int16_t want = ref_search(0, ent_depth(level), &best);
                ent_wt_update();
                ent_params(level, &p);
                uint8_t got = srch_think(&p);
                assert_int_equal(srch_score, want);
                rv_make(got);
                ref_term = (int16_t)-(ref_mob * rv_mobility());
                int16_t v = (int16_t)-ref_search(1, (uint8_t)(ent_depth(level) - 1), &dummy);
                rv_undo();
                assert_int_equal(v, want);
            }
    assert_true(exact_checked >= 10);
}

/* Entrap's copy of the engine's preference order (its scan orders break
 * ties with it, as the search's stable sort of rv_gen_pref's list does):
 * every generated list is in class order, then square order, in
 * positions played on at random. */
static void test_pref_order(void **state)
{
    (void)state;
    uint8_t m[RV_MAX_MOVES], n, a, b;
    for (unsigned game = 0; game < 40; game++) {
        rv_init();
        while (!rv_game_over()) {
            n = rv_gen_pref(m);
            for (uint8_t i = 1; i < n; i++) {
                a = ent_wt_pref_class(m[i - 1]);
                b = ent_wt_pref_class(m[i]);
                assert_true(a < b || (a == b && m[i - 1] < m[i]));
            }
            play_on(1);
        }
    }
}

/* Width K cuts the tree: level 5's search with K visits far fewer nodes
 * than the same depth unpruned, and a narrower width fewer still. */
static void test_width_cuts(void **state)
{
    (void)state;
    srch_params p;
    uint32_t nodes[3];
    const uint8_t widths[3] = { 0, 4, 2 };
    for (int i = 0; i < 3; i++) {
        rv_init();
        rv_play(openings[0]);
        ent_wt_update();
        p = hooked(6, widths[i]);
        srch_think(&p);
        nodes[i] = srch_nodes;
    }
    assert_true(nodes[1] < nodes[0]);
    assert_true(nodes[2] < nodes[1]);
    assert_true(nodes[2] * 3 < nodes[0]);
}

/* Levels: n full moves = 2n plies; every deeper level prunes. */
static void test_levels(void **state)
{
    (void)state;
    for (uint8_t l = 1; l <= ENT_LEVELS; l++)
        assert_int_equal(ent_depth(l), 2 * l);
    assert_int_equal(ent_width(1), 0);          /* two plies: nothing to prune */
    for (uint8_t l = 2; l <= ENT_LEVELS; l++) {
        assert_true(ent_width(l) >= 1);
        assert_true(ent_top_width(l) >= ent_width(l) && ent_top_width(l) <= ENT_WIDTH_MAX);
    }
}

/* The hook-order contract of search.h, which ent_wt.c's path sums lean
 * on: a node's order calls come together, in rv_gen_pref's order, the
 * first with its square already in srch_moves[srch_ply][0], no evaluate call
 * in between; from ply 2 one best call per node instead, which gives the
 * order's first K moves; when a node below the root is entered (its first
 * hook call) rv_flips_list() holds what its move flipped. Recorded by hooks that
 * wrap Entrap's. */
static uint8_t hk_list[RV_MAX_MOVES], hk_n, hk_i, hk_ply;
static unsigned hk_nodes, hk_leaves, hk_bad;

/* The last move's flips are in rv_flips_list(): the discs the engine's
 * history says it flipped. */
static void hk_check_flips(void)
{
    uint8_t n = rv_flipped_count(), last = rv_last(), seen[64] = { 0 };
    const uint8_t *h = rv_flipped(), *f = rv_flips_list();
    if (last > 63 || srch_ply == 0)
        return;                             /* a pass; the root: no move of the search's */
    for (uint8_t i = 0; i < n; i++)
        seen[h[i]] = 1;
    for (uint8_t i = 0; i < n; i++)
        if (!seen[f[i]])
            hk_bad++;
}

static int16_t hk_order(uint8_t sq)
{
    if (hk_i < hk_n) {                      /* the node's next move */
        if (srch_ply != hk_ply || sq != hk_list[hk_i])
            hk_bad++;
        hk_i++;
    } else {                                /* a new node */
        hk_check_flips();
        hk_n = rv_gen_pref(hk_list);
        hk_ply = srch_ply;
        hk_i = 1;
        hk_nodes++;
        if (sq != hk_list[0] || srch_moves[srch_ply][0] != sq)
            hk_bad++;
    }
    return ent_order(sq);
}

/* From ply 2: the best hook, once per node, the first K of the order
 * hook's order. */
static uint8_t hk_best(uint8_t *list)
{
    uint8_t m[RV_MAX_MOVES], n, k, w = srch_ply == 2 ? ent_top_search_width : ent_search_width;
    if (hk_i < hk_n || srch_ply < 2)
        hk_bad++;
    hk_check_flips();
    hk_nodes++;
    hk_n = 0;
    n = ref_moves(m);               /* first: ent_best's scan calls rv_flips */
    k = ent_best(list);
    if (k != (n < w ? n : w))
        hk_bad++;
    for (uint8_t i = 0; i < k; i++)
        if (list[i] != m[i])
            hk_bad++;
    return k;
}

static int16_t hk_eval(void)
{
    if (hk_i < hk_n)
        hk_bad++;                           /* inside a node's order calls */
    hk_check_flips();
    hk_leaves++;
    return ent_eval_move();
}

static void test_hook_order(void **state)
{
    (void)state;
    srch_params p;
    for (unsigned o = 0; o < sizeof openings / sizeof openings[0]; o++)
        for (unsigned k = 0; k < 3; k++) {
            rv_init();
            assert_int_not_equal(rv_play(openings[o]), RV_BAD);
            play_on(10 * k);
            if (!rv_mobility())
                continue;
            ent_wt_update();
            ent_params(5, &p);
            p.endgame = 0;
            int16_t want_v;
            uint8_t want = srch_think(&p);
            want_v = srch_score;
            p.order = hk_order;
            p.best = hk_best;
            p.evaluate = hk_eval;
            hk_n = hk_i = 0;
            ent_wt_update();
            ent_wt_mobility(ENT_MOB_REPLY, ENT_MOB_OWN);
            assert_int_equal(srch_think(&p), want);
            assert_int_equal(srch_score, want_v);
        }
    printf("hook order: %u nodes, %u leaves checked\n", hk_nodes, hk_leaves);
    assert_true(hk_nodes > 1000 && hk_leaves > 1000);
    assert_int_equal(hk_bad, 0);
}

/* The node budget (ent_search): a level-5 middle-game move whose full
 * search takes more nodes stops at the first poll past the budget, the
 * same with or without the caller's poll hook (the hook is called at each
 * poll), and plays a legal move; a hook that stops at once still gets a
 * legal move; within 2n empties the exact solver is never cut. */
static unsigned bd_polls;
static uint8_t bd_stop;

static uint8_t bd_hook(void)
{
    bd_polls++;
    return bd_stop;
}

static void test_budget(void **state)
{
    (void)state;
    srch_params p;
    uint16_t budget = ent_budget(5);
    assert_true(budget > 0);
    for (uint8_t l = 1; l < 5; l++)
        assert_int_equal(ent_budget(l), 0);
    rv_init();
    assert_int_equal(rv_play("d3e3f3c5f6g2f5c3c6e6"), 10);
    ent_wt_update();
    ent_params(5, &p);
    srch_poll_every = 0;
    uint8_t whole = srch_think(&p);
    uint32_t whole_nodes = srch_nodes;
    printf("budget: %u nodes, the whole level-5 search %u (move %u)\n",
           budget, (unsigned)whole_nodes, whole);
    assert_true(whole_nodes > budget);
    uint8_t sq = ent_search(5, 0);
    uint32_t nodes = srch_nodes;
    assert_true(nodes >= budget && nodes < budget + 8u);
    assert_true(sq < 64 && rv_flips(sq) > 0);
    bd_polls = 0;
    bd_stop = 0;
    assert_int_equal(ent_search(5, bd_hook), sq);
    assert_int_equal(srch_nodes, nodes);
    assert_int_equal(bd_polls, nodes / 8);
    bd_stop = 1;
    sq = ent_search(5, bd_hook);
    assert_true(sq < 64 && rv_flips(sq) > 0);
    /* the endgame: 2n empties or fewer, self-play at level 2 down to them */
    unsigned cut = 0;
    for (unsigned o = 0; o < 8; o++) {
        char opening[2 * ENTMATCH_PLIES + 1];
        entmatch_opening(o, opening);
        rv_init();
        rv_play(opening);
        while (rv_count(RV_EMPTY) > ent_depth(5) && !rv_game_over()) {
            if (rv_mobility())
                rv_make(ent_search(2, 0));
            else
                rv_pass();
        }
        if (!rv_mobility())
            continue;
        ent_wt_update();
        ent_params(5, &p);
        srch_poll_every = 0;
        uint8_t want = srch_think(&p);
        uint32_t want_nodes = srch_nodes;
        int16_t want_v = srch_score;
        assert_int_equal(ent_search(5, 0), want);
        assert_int_equal(srch_score, want_v);
        assert_int_equal(srch_nodes, want_nodes);
        assert_int_equal(srch_exact, 1);
        cut += want_nodes > budget;
    }
    printf("budget: %u endgames solved past the budget\n", cut);
    assert_true(cut > 0);
}

/* The ladder, fast (the full match: entbot --ladder, bench/entrap.sh):
 * from LADDER_FAST openings of each of the two opening sets (two
 * generators: a ladder tuned to one set shows on the other), each played
 * with both colours, every level takes at least 60% of the points from
 * the level below and level 5 at least 85% from level 1, on each set. */
#define LADDER_FAST 32

static void test_ladder(void **state)
{
    (void)state;
    static const uint8_t pairs[5][3] = {
        { 2, 1, 60 }, { 3, 2, 60 }, { 4, 3, 60 }, { 5, 4, 60 }, { 5, 1, 85 } };
    for (uint8_t set = ENTMATCH_SIX; set <= ENTMATCH_WALKS; set++)
        for (int i = 0; i < 5; i++) {
            unsigned points = entmatch_play(pairs[i][0], pairs[i][1], LADDER_FAST, set);
            printf("ladder, set %u: level %u against level %u: %u.%u of %u points (%u%%, at least %u%%)\n",
                   set, pairs[i][0], pairs[i][1], points / 2, points % 2 ? 5 : 0, 2 * LADDER_FAST,
                   points * 25 / LADDER_FAST, pairs[i][2]);
            assert_true(points * 25 >= (unsigned)pairs[i][2] * LADDER_FAST);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_commands),
        cmocka_unit_test(test_empty_corners),
        cmocka_unit_test(test_owned_corner),
        cmocka_unit_test(test_stable_edge),
        cmocka_unit_test(test_eval),
        cmocka_unit_test(test_pruning_equals_minimax),
        cmocka_unit_test(test_levels_equal_minimax),
        cmocka_unit_test(test_pref_order),
        cmocka_unit_test(test_width_cuts),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_hook_order),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_ladder),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
