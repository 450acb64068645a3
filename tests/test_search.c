/* test_ai.c — the shared search (cart/search): the incremental square part
 * equals a full recount after every move of many random games, the
 * engine's flip lists without playing (rv_flips, rv_scan) match make, and
 * the alpha-beta search (leaves valued from flip lists, the mobility term
 * two plies up, killers, history and root ordering) returns the same score
 * as a plain minimax over the same values, for three opponents' weights
 * and depths 1 to 4, and 5 and 6 (where the deepest nodes are ordered by
 * the opponent's replies); a title's evaluate / order hooks and the width give
 * the score, move and node count of a plain alpha-beta written out with
 * them; positions within `endgame` empties get perfect play. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "cart/search/search.h"
#include "cart/search/search_int.h"
#include "cart/reversi/rv.h"

static const srch_eval evals[3] = {
    { {  40,   0,  0, 0,   0, 0, 0, 0, 0, 0 }, 0, 8, 0 },
    { {  64, -16, 12, 8, -32, -4, -2, 4, 1, 0 }, 0, 0, 1 },
    { {  80, -20, 12, 8, -40, -6, -3, 3, 1, 0 }, 8, 0, 1 },
};

static uint32_t seed;
static uint8_t rnd(uint8_t n)
{
    seed = seed * 1103515245u + 12345u;
    return (uint8_t)((seed >> 16) % n);
}

/* Plays random games; after each move checks every legal reply's
 * incremental sum (srch_move_gain over rv_flips's list, before the move)
 * against the recount after it. */
static void test_incremental_sum(void **state)
{
    (void)state;
    uint8_t moves[RV_MAX_MOVES];
    unsigned checked = 0;
    seed = 7;
    for (int g = 0; g < 60; g++) {
        const srch_eval *e = &evals[g % 3];
        srch_eval_setup(e);
        rv_init();
        while (!rv_game_over()) {
            uint8_t n = rv_gen(moves);
            if (!n) {
                rv_pass();
                continue;
            }
            int16_t before = srch_board_sum();
            srch_eval_corners();
            for (uint8_t i = 0; i < n; i++) {
                uint8_t nf = rv_flips(moves[i]);
                srch_gain_sq = moves[i];
                srch_gain_n = nf;
                int16_t gain = srch_move_gain();
                int16_t want = (int16_t)(rv_side() == RV_BLACK ? before + gain : before - gain);
                assert_int_equal(rv_make(moves[i]), nf);
                assert_int_equal(want, srch_board_sum());
                rv_undo();
                checked++;
            }
            rv_make(moves[rnd(n)]);
        }
    }
    assert_true(checked > 10000);
}

/* The engine's flip lists without playing (what the search's leaves use):
 * along random games, rv_scan lists exactly rv_gen_pref's moves in its
 * order, and for each move rv_scan_flips / rv_flips give the discs that
 * rv_make then flips, in rv_flipped's order. */
static void test_scan_and_flips(void **state)
{
    (void)state;
    uint8_t moves[RV_MAX_MOVES], list[24];
    unsigned checked = 0;
    seed = 5;
    for (int g = 0; g < 40; g++) {
        rv_init();
        while (!rv_game_over()) {
            uint8_t n = rv_gen_pref(moves), i = 0, sq;
            rv_scan_begin();
            for (sq = rv_scan_next(); sq != RV_NOSQ; sq = rv_scan_next(), i++) {
                assert_true(i < n);
                assert_int_equal(sq, moves[i]);
                uint8_t nf = rv_scan_flips();
                memcpy(list, rv_flips_list(), nf);
                assert_int_equal(rv_flips(sq), nf);
                assert_memory_equal(rv_flips_list(), list, nf);
                assert_int_equal(rv_make(sq), nf);
                assert_memory_equal(rv_flipped(), list, nf);
                rv_undo();
                checked++;
            }
            assert_int_equal(i, n);
            if (!n) {
                rv_pass();
                continue;
            }
            assert_int_equal(rv_flips(64), 0);
            rv_make(moves[rnd(n)]);
        }
    }
    assert_true(checked > 10000);
}

/* The square part of the evaluation, measured with srch_evaluate (the
 * weights without mobility). */
static int16_t square_part(const srch_eval *e)
{
    srch_eval sq = *e;
    sq.mobility = 0;
    return srch_evaluate(&sq);
}

/* The mobility term of a difference of moves, written out from ai.h. */
static int16_t mobility_of(const srch_eval *e, int d)
{
    if (d > SRCH_MOB_CAP) d = SRCH_MOB_CAP;
    if (d < -SRCH_MOB_CAP) d = -SRCH_MOB_CAP;
    return (int16_t)(d * e->mobility);
}

/* The opponent's legal moves in the current position. */
static int opponent_moves(void)
{
    rv_pass();
    int n = rv_mobility();
    rv_undo();
    return n;
}

/* A finished game's value for the side to move: the disc difference with
 * the empties to the winner, pushed beyond `win`. */
static int16_t final_value(int16_t win)
{
    int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
    int16_t emp = rv_count(RV_EMPTY);
    return d > 0 ? (int16_t)(win + d + emp) : d < 0 ? (int16_t)(-win + d - emp) : 0;
}

/* Plain minimax over the search's definition of the tree's values: a leaf
 * is its square part; a node two plies above the leaves adds the mobility
 * term of (its legal moves - the opponent's legal moves at the ply before,
 * prev); passes and the end of the game as in the search. */
static int16_t minimax(const srch_eval *e, uint8_t depth, int prev)
{
    uint8_t moves[RV_MAX_MOVES];
    if (depth == 0)
        return square_part(e);
    uint8_t n = rv_gen(moves);
    int16_t mob = depth == 2 ? mobility_of(e, n - prev) : 0;
    if (!n) {
        if (!rv_can_move((uint8_t)(3 - rv_side())))
            return final_value(SRCH_WIN);
        rv_pass();
        int16_t v = (int16_t)-minimax(e, (uint8_t)(depth - 1), 0);
        rv_undo();
        return (int16_t)(v + mob);
    }
    int16_t best = -32000;
    for (uint8_t i = 0; i < n; i++) {
        rv_make(moves[i]);
        int16_t v = (int16_t)-minimax(e, (uint8_t)(depth - 1), n);
        rv_undo();
        if (v > best)
            best = v;
    }
    return (int16_t)(best + mob);
}

/* The search's score at depth in the current position is minimax's, and
 * the chosen move is worth it (with the root's mobility term when the root
 * is two plies above the leaves). */
static void check_search(const srch_eval *e, uint8_t depth)
{
    uint8_t moves[RV_MAX_MOVES];
    uint8_t n = rv_gen(moves);
    srch_params p;
    srch_params_plain(&p, depth, 0, e);
    int16_t want = minimax(e, depth, opponent_moves());
    uint8_t sq = srch_think(&p);
    assert_int_equal(srch_score, want);
    int16_t mob = depth == 2 ? mobility_of(e, n - opponent_moves()) : 0;
    rv_make(sq);
    int16_t got = (int16_t)(mob - minimax(e, (uint8_t)(depth - 1), n));
    rv_undo();
    assert_int_equal(got, want);
}

/* Plays `games` random games from seed s and calls visit(ply) at each
 * position whose side to move has a legal move. */
static void random_games(uint32_t s, int games, void (*visit)(int ply))
{
    uint8_t moves[RV_MAX_MOVES];
    seed = s;
    for (int g = 0; g < games; g++) {
        rv_init();
        for (int ply = 0; !rv_game_over(); ply++) {
            uint8_t n = rv_gen(moves);
            if (!n) {
                rv_pass();
                continue;
            }
            visit(ply);
            rv_make(moves[rnd(n)]);
        }
    }
}

static unsigned checked;
static int game;
static void minimax_at(int ply)
{
    if (ply == 0)
        game++;
    if (ply % 5)
        return;
    check_search(&evals[(game + ply) % 3], (uint8_t)(1 + ply % 4));
    checked++;
}

static void test_search_equals_minimax(void **state)
{
    (void)state;
    checked = 0;
    game = -1;
    random_games(11, 12, minimax_at);
    assert_true(checked > 100);
}

/* Depths 5 and 6 (DOROTHY's and ERNEST's), where nodes with 4 or more
 * plies left are ordered by the opponent's replies, for the weights with
 * the corner rule and mobility. */
static void deep_at(int ply)
{
    if (ply % 12 != 6 || rv_count(RV_EMPTY) <= 8)
        return;
    check_search(&evals[1 + (ply / 12) % 2], (uint8_t)(5 + checked % 2));
    checked++;
}

static void test_deep_search_equals_minimax(void **state)
{
    (void)state;
    checked = 0;
    random_games(17, 2, deep_at);
    assert_true(checked >= 6);
}

/* Issue 12 item 10: a set-up position with 34 legal moves (more than a
 * game position can have) searched at depth 3 with each opponent's
 * weights: every list holds them (the sanitizer build would catch an
 * overflow) and the score is minimax's. */
static void test_many_moves(void **state)
{
    (void)state;
    uint8_t moves[RV_MAX_MOVES];
    assert_true(rv_obf("......OX.OO.OX.O.OX.XO...XO.O.X..O.X.XO..OX.OXO..OXOO.........OX X"));
    assert_int_equal(rv_gen(moves), 34);
    for (int i = 0; i < 3; i++) {
        srch_params p = { .depth = 3, .eval = &evals[i] };
        uint8_t sq = srch_think(&p);
        assert_true(rv_legal(sq));
        assert_int_equal(srch_score, minimax(&evals[i], 3, opponent_moves()));
    }
}

/* Perfect play's final disc difference for the side to move (empties to
 * the winner), by plain negamax. */
static int16_t perfect(void)
{
    uint8_t moves[RV_MAX_MOVES];
    uint8_t n = rv_gen(moves);
    if (!n) {
        if (!rv_can_move((uint8_t)(3 - rv_side())))
            return final_value(0);
        rv_pass();
        int16_t v = (int16_t)-perfect();
        rv_undo();
        return v;
    }
    int16_t best = -100;
    for (uint8_t i = 0; i < n; i++) {
        rv_make(moves[i]);
        int16_t v = (int16_t)-perfect();
        rv_undo();
        if (v > best)
            best = v;
    }
    return best;
}

/* With `endgame` set, srch_think hands positions of that many empties or
 * fewer to the exact solver: srch_exact, the perfect-play score, and a move
 * that keeps it; with more empties it searches (srch_exact 0). */
static unsigned solved;
static void handover_at(int ply)
{
    (void)ply;
    if (rv_count(RV_EMPTY) > 9)
        return;
    srch_params p = { .depth = 2, .endgame = 7, .eval = &evals[2] };
    uint8_t sq = srch_think(&p);
    if (rv_count(RV_EMPTY) > 7) {
        assert_int_equal(srch_exact, 0);
        return;
    }
    int16_t want = perfect();
    assert_int_equal(srch_exact, 1);
    assert_int_equal(srch_score, want);
    rv_make(sq);
    assert_int_equal(-perfect(), want);
    rv_undo();
    solved++;
}

static void test_endgame_handover(void **state)
{
    (void)state;
    random_games(13, 30, handover_at);
    assert_true(solved > 100);
}

/* A title's evaluation for the hooks' tests: the disc difference plus the
 * corners, for the side to move. */
static int16_t discs_eval(void)
{
    static const uint8_t corners[4] = { 0, 7, 56, 63 };
    uint8_t me = rv_side(), i;
    int16_t v = (int16_t)(8 * ((int16_t)rv_count(me) - (int16_t)rv_count((uint8_t)(3 - me))));
    for (i = 0; i < 4; i++) {
        uint8_t c = rv_get(corners[i]);
        if (c != RV_EMPTY)
            v = (int16_t)(v + (c == me ? 40 : -40));
    }
    return v;
}

/* Its opposite: the fewer discs the better. */
static int16_t giveaway_eval(void)
{
    return (int16_t)-discs_eval();
}

/* A title's order key: most flips first, then the lower square. */
static int16_t flips_key(uint8_t sq)
{
    return (int16_t)(rv_flips(sq) * 64 - sq);
}

/* The moves in order: rv_gen_pref's list, stable-sorted by flips_key. */
static uint8_t ordered_moves(uint8_t *m)
{
    int16_t k[RV_MAX_MOVES];
    uint8_t n = rv_gen_pref(m);
    for (uint8_t i = 0; i < n; i++)
        k[i] = flips_key(m[i]);
    for (uint8_t i = 1; i < n; i++)
        for (uint8_t j = i; j > 0 && k[j - 1] < k[j]; j--) {
            int16_t tk = k[j]; k[j] = k[j - 1]; k[j - 1] = tk;
            uint8_t tm = m[j]; m[j] = m[j - 1]; m[j - 1] = tm;
        }
    return n;
}

/* Plain fail-soft alpha-beta with the hooks and the width, counting nodes
 * as the search does (one per position visited); best_sq gets the root's
 * move. */
static uint32_t ref_nodes;
static uint8_t ref_best;
static int16_t ref_search(uint8_t depth, uint8_t ply, int16_t alpha, int16_t beta, uint8_t width)
{
    uint8_t m[RV_MAX_MOVES];
    ref_nodes++;
    if (depth == 0)
        return discs_eval();
    uint8_t n = ordered_moves(m);
    if (!n) {
        if (!rv_can_move((uint8_t)(3 - rv_side())))
            return final_value(SRCH_WIN);
        rv_pass();
        int16_t v = (int16_t)-ref_search((uint8_t)(depth - 1), (uint8_t)(ply + 1), (int16_t)-beta, (int16_t)-alpha, width);
        rv_undo();
        return v;
    }
    if (width && ply >= 2 && n > width)
        n = width;
    int16_t best = -32000;
    for (uint8_t i = 0; i < n; i++) {
        rv_make(m[i]);
        int16_t v = (int16_t)-ref_search((uint8_t)(depth - 1), (uint8_t)(ply + 1), (int16_t)-beta, (int16_t)-alpha, width);
        rv_undo();
        if (v > best) {
            best = v;
            if (ply == 0)
                ref_best = m[i];
            if (v > alpha) {
                alpha = v;
                if (v >= beta)
                    break;
            }
        }
    }
    return best;
}

/* The evaluate hook values the leaves: at depth 1 the chosen move is the
 * first (in rv_gen_pref's order) of the best discs_eval after it, of the
 * worst with its opposite, and the score says so; at depth 2 to 4 the
 * score is the plain alpha-beta's. */
static unsigned differed;
static void evaluate_at(int ply)
{
    uint8_t moves[RV_MAX_MOVES];
    uint8_t n = rv_gen_pref(moves), most = moves[0], fewest = moves[0];
    int16_t hi = -32000, lo = 32000;
    for (uint8_t i = 0; i < n; i++) {
        rv_make(moves[i]);
        int16_t v = (int16_t)-discs_eval();
        rv_undo();
        if (v > hi) { hi = v; most = moves[i]; }
        if (v < lo) { lo = v; fewest = moves[i]; }
    }
    srch_params p = { .depth = 1, .eval = &evals[0], .evaluate = discs_eval };
    assert_int_equal(srch_think(&p), most);
    assert_int_equal(srch_score, hi);
    p.evaluate = giveaway_eval;
    assert_int_equal(srch_think(&p), fewest);
    differed += most != fewest;
    p.evaluate = discs_eval;
    p.depth = (uint8_t)(2 + ply % 3);
    srch_think(&p);
    /* the search's own ordering: only the score is predicted */
    assert_int_equal(srch_score, ref_search(p.depth, 0, -32000, 32000, 0));
    checked++;
}

static void test_evaluate_hook(void **state)
{
    (void)state;
    checked = 0;
    random_games(3, 10, evaluate_at);
    assert_true(checked > 400);
    assert_true(differed > 200);
}

/* The order hook and the width: the search visits exactly the nodes of the
 * plain alpha-beta over the same order (width 0: every move; width 1 and
 * 2: from ply 2 down only the first moves), with its score and move. */
static unsigned narrower;
static void order_and_width_at(int ply)
{
    uint32_t full = 0;
    if (ply % 3)
        return;
    for (uint8_t w = 0; w <= 2; w++) {
        srch_params p = { .depth = (uint8_t)(3 + ply % 3), .eval = &evals[1],
                        .evaluate = discs_eval, .order = flips_key, .width = w };
        uint8_t sq = srch_think(&p);
        ref_nodes = 0;
        int16_t want = ref_search(p.depth, 0, -32000, 32000, w);
        assert_int_equal(srch_nodes, ref_nodes);
        assert_int_equal(srch_score, want);
        assert_int_equal(sq, ref_best);
        if (w == 0)
            full = ref_nodes;
        else
            narrower += ref_nodes < full;
    }
    checked++;
}

static void test_order_and_width(void **state)
{
    (void)state;
    checked = 0;
    random_games(9, 8, order_and_width_at);
    assert_true(checked > 100);
    assert_true(narrower > checked);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_incremental_sum),
        cmocka_unit_test(test_scan_and_flips),
        cmocka_unit_test(test_search_equals_minimax),
        cmocka_unit_test(test_deep_search_equals_minimax),
        cmocka_unit_test(test_many_moves),
        cmocka_unit_test(test_endgame_handover),
        cmocka_unit_test(test_evaluate_hook),
        cmocka_unit_test(test_order_and_width),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
