/* test_ai.c — the shared search (cart/search): the incremental square part
 * equals a full recount after every move of many random games, the
 * engine's flip lists without playing (rv_flips, rv_scan) match make, and
 * the alpha-beta search (leaves valued from flip lists, the mobility term
 * two plies up, killers, history and root ordering) returns the same score
 * as a plain minimax over the same values, for three opponents' weights
 * and depths 1 to 4. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "cart/search/search.h"
#include "cart/search/search_int.h"
#include "cart/reversi/rv.h"

static const ai_eval evals[3] = {
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
 * incremental sum (ai_move_gain over rv_flips's list, before the move)
 * against the recount after it. */
static void test_incremental_sum(void **state)
{
    (void)state;
    uint8_t moves[RV_MAX_MOVES];
    unsigned checked = 0;
    seed = 7;
    for (int g = 0; g < 60; g++) {
        const ai_eval *e = &evals[g % 3];
        ai_eval_setup(e);
        rv_init();
        while (!rv_game_over()) {
            uint8_t n = rv_gen(moves);
            if (!n) {
                rv_pass();
                continue;
            }
            int16_t before = ai_board_sum();
            for (uint8_t i = 0; i < n; i++) {
                uint8_t nf = rv_flips(moves[i]);
                int16_t gain = ai_move_gain(moves[i], nf);
                int16_t want = (int16_t)(rv_side() == RV_BLACK ? before + gain : before - gain);
                assert_int_equal(rv_make(moves[i]), nf);
                assert_int_equal(want, ai_board_sum());
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

/* The square part of the evaluation, measured with ai_evaluate (the
 * weights without mobility). */
static int16_t square_part(const ai_eval *e)
{
    ai_eval sq = *e;
    sq.mobility = 0;
    return ai_evaluate(&sq);
}

/* The mobility term of a difference of moves, written out from ai.h. */
static int16_t mobility_of(const ai_eval *e, int d)
{
    if (d > AI_MOB_CAP) d = AI_MOB_CAP;
    if (d < -AI_MOB_CAP) d = -AI_MOB_CAP;
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

/* Plain minimax over the search's definition of the tree's values: a leaf
 * is its square part; a node two plies above the leaves adds the mobility
 * term of (its legal moves - the opponent's legal moves at the ply before,
 * prev); passes and the end of the game as in the search. */
static int16_t minimax(const ai_eval *e, uint8_t depth, int prev)
{
    uint8_t moves[RV_MAX_MOVES];
    if (depth == 0)
        return square_part(e);
    uint8_t n = rv_gen(moves);
    int16_t mob = depth == 2 ? mobility_of(e, n - prev) : 0;
    if (!n) {
        if (!rv_can_move((uint8_t)(3 - rv_side()))) {
            int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
            int16_t emp = rv_count(RV_EMPTY);
            return d > 0 ? AI_WIN + d + emp : d < 0 ? -AI_WIN + d - emp : 0;
        }
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

static void test_search_equals_minimax(void **state)
{
    (void)state;
    uint8_t moves[RV_MAX_MOVES];
    unsigned checked = 0;
    seed = 11;
    for (int g = 0; g < 12; g++) {
        rv_init();
        for (int ply = 0; !rv_game_over(); ply++) {
            uint8_t n = rv_gen(moves);
            if (!n) {
                rv_pass();
                continue;
            }
            if (ply % 5 == 0) {
                const ai_eval *e = &evals[(g + ply) % 3];
                ai_params p = { .depth = (uint8_t)(1 + ply % 4), .endgame = 0, .eval = e };
                int16_t want = minimax(e, p.depth, opponent_moves());
                uint8_t sq = ai_think(&p);
                assert_int_equal(ai_score, want);
                /* the chosen move is worth the score (with the root's
                 * mobility term when the root is two plies above the
                 * leaves) */
                int16_t mob = p.depth == 2 ? mobility_of(e, n - opponent_moves()) : 0;
                rv_make(sq);
                int16_t got = (int16_t)(mob - minimax(e, (uint8_t)(p.depth - 1), n));
                rv_undo();
                assert_int_equal(got, want);
                checked++;
            }
            rv_make(moves[rnd(n)]);
        }
    }
    assert_true(checked > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_incremental_sum),
        cmocka_unit_test(test_scan_and_flips),
        cmocka_unit_test(test_search_equals_minimax),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
