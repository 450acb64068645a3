/* test_endgame.c — the exact endgame solver (cart/search/endgame.c) against a
 * plain minimax on small endgames derived from the FFO positions, plus its
 * contract: passes, finished games, the empties limit, the principal
 * variation, the poll hook (BREAK), determinism, the position restored.
 * The full FFO #40-#49 check is tools/ffo (tests/check_odin.sh runs #40,
 * bench/odin.sh all ten). The native table solver (tools/eg_fast.h) is
 * held to the same minimax and to the game's solver. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>
#include "cart/search/endgame.h"
#include "cart/reversi/rv.h"
#include "tools/eg_fast.h"

static egf_slot slots[1 << 14];

static const char *const ffo[] = {
    "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X",
    "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X",
    "--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X",
    "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O",
    "--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O",
    "---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X",
    "---XXX----OOOX----OOOXX--OOOOXXX--OOOOXX--OXOXXX--XXOO---XXXX-O- X",
    "-OOOOO----OOOO---OOOOX--XXXXXX---OXOOX--OOOXOX----OOXX----XXXX-- O",
    "-----X--X-XXX---XXXXOO--XOXOOXX-XOOXXX--XOOXX-----OOOX---XXXXXX- O",
    "--OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X",
};

/* Plain minimax to the end: the reference the solver must equal. */
static int minimax(void)
{
    uint8_t moves[RV_MAX_MOVES], n = rv_gen(moves), i;
    int best = -100, v, d;
    if (n == 0) {
        if (!rv_can_move((uint8_t)(3 - rv_side()))) {
            d = rv_count(rv_side()) - rv_count((uint8_t)(3 - rv_side()));
            return d > 0 ? d + rv_count(RV_EMPTY) : (d < 0 ? d - rv_count(RV_EMPTY) : 0);
        }
        rv_pass();
        v = -minimax();
        rv_undo();
        return v;
    }
    for (i = 0; i < n; ++i) {
        rv_make(moves[i]);
        v = -minimax();
        rv_undo();
        if (v > best)
            best = v;
    }
    return best;
}

/* FFO position k played forward (moves by index `pick`) down to `empties`. */
static void derive(int k, uint8_t empties, uint8_t pick)
{
    uint8_t moves[RV_MAX_MOVES], n;
    assert_true(rv_obf(ffo[k]) != 0);
    while (rv_count(RV_EMPTY) > empties && !rv_game_over()) {
        n = rv_gen(moves);
        if (n == 0)
            rv_pass();
        else
            rv_make(moves[pick % n]);
    }
}

static void snapshot(uint8_t *cells)
{
    uint8_t i;
    for (i = 0; i < 64; ++i)
        cells[i] = rv_get(i);
    cells[64] = rv_side();
}

static void test_matches_minimax(void **state)
{
    uint8_t before[65], after[65], sq;
    int k, pick, ref, checked = 0;
    (void)state;
    for (k = 0; k < 10; ++k)
        for (pick = 0; pick < 3; ++pick) {
            derive(k, 9, (uint8_t)(pick * 3 + 1));
            if (rv_game_over())
                continue;
            snapshot(before);
            ref = minimax();
            sq = eg_solve();
            snapshot(after);
            assert_memory_equal(before, after, sizeof before);
            assert_int_equal(eg_exact, 1);
            assert_int_equal(eg_score, ref);
            if (sq == EG_PASS) {
                assert_int_equal(rv_mobility(), 0);
                continue;
            }
            assert_true(sq < 64 && rv_legal(sq));
            rv_make(sq);          /* the move is worth the score */
            assert_int_equal(-minimax(), ref);
            rv_undo();
            ++checked;
        }
    assert_true(checked >= 20);
}

/* The native table solver: the same exact score as minimax and as the
 * game's solver, a move worth it, the position unchanged. */
static void test_fast_matches(void **state)
{
    uint8_t before[65], after[65], sq;
    int k, pick, ref, checked = 0;
    (void)state;
    for (k = 0; k < 10; ++k)
        for (pick = 0; pick < 3; ++pick) {
            derive(k, 10, (uint8_t)(pick * 3 + 1));
            if (rv_game_over())
                continue;
            snapshot(before);
            ref = minimax();
            sq = egf_solve(slots, sizeof slots / sizeof slots[0]);
            snapshot(after);
            assert_memory_equal(before, after, sizeof before);
            assert_int_equal(egf_score, ref);
            eg_solve();
            assert_int_equal(eg_score, egf_score);
            if (sq == EG_PASS) {
                assert_int_equal(rv_mobility(), 0);
                continue;
            }
            assert_true(sq < 64 && rv_legal(sq));
            rv_make(sq);
            assert_int_equal(-minimax(), ref);
            rv_undo();
            ++checked;
        }
    assert_true(checked >= 20);
}

/* Bigger positions (14-16 empties, table nodes and the shallow ordering at
 * work): the table solver agrees with the game's solver. */
static void test_fast_matches_plain(void **state)
{
    uint8_t sq;
    int k;
    (void)state;
    for (k = 0; k < 10; ++k) {
        derive(k, (uint8_t)(14 + k % 3), (uint8_t)k);
        if (rv_game_over())
            continue;
        eg_solve();
        sq = egf_solve(slots, sizeof slots / sizeof slots[0]);
        assert_int_equal(egf_score, eg_score);
        assert_true(egf_nodes > 0);
        if (sq < 64) {        /* the move is worth the score */
            rv_make(sq);
            eg_solve();
            assert_int_equal(-eg_score, egf_score);
            rv_undo();
        }
    }
}

/* Playing the principal variation ends the game with the predicted score. */
static void test_pv_reaches_score(void **state)
{
    uint8_t i, mover;
    int d;
    (void)state;
    derive(3, 12, 2);
    mover = rv_side();
    eg_solve();
    assert_int_equal(eg_exact, 1);
    assert_true(eg_pv_len > 0);
    for (i = 0; i < eg_pv_len; ++i) {
        if (eg_pv[i] == EG_PASS) {
            assert_int_equal(rv_mobility(), 0);
            rv_pass();
        } else {
            assert_true(rv_make(eg_pv[i]) > 0);
        }
    }
    assert_true(rv_game_over());
    d = rv_count(mover) - rv_count((uint8_t)(3 - mover));
    d = d > 0 ? d + rv_count(RV_EMPTY) : (d < 0 ? d - rv_count(RV_EMPTY) : 0);
    assert_int_equal(d, eg_score);
}

static void test_deterministic(void **state)
{
    uint8_t a, b;
    uint32_t na;
    int8_t sa;
    (void)state;
    derive(5, 14, 0);
    a = eg_solve();
    na = eg_nodes;
    sa = eg_score;
    b = eg_solve();
    assert_int_equal(a, b);
    assert_int_equal(na, eg_nodes);
    assert_int_equal(sa, eg_score);
    assert_true(na > 1000);
}

static unsigned polls;
static uint8_t stop_at_3(void) { return ++polls >= 3; }

/* The poll hook is called every eg_poll_every nodes and stops the solve:
 * a legal move comes back, not marked exact, the position restored. */
static void test_poll_stops(void **state)
{
    uint8_t before[65], after[65], sq;
    (void)state;
    assert_true(rv_obf(ffo[0]) != 0);
    snapshot(before);
    polls = 0;
    eg_poll_every = 100;
    eg_poll = stop_at_3;
    sq = eg_solve();
    eg_poll_every = 0;
    eg_poll = NULL;
    snapshot(after);
    assert_memory_equal(before, after, sizeof before);
    assert_int_equal(polls, 3);
    assert_int_equal(eg_exact, 0);
    assert_true(eg_nodes >= 300 && eg_nodes < 400);
    assert_true(sq < 64 && rv_legal(sq));
}

static void test_pass_and_over(void **state)
{
    uint8_t cells[64];
    (void)state;
    /* Black to move with no move, white can: a pass, then white solves. */
    memset(cells, RV_WHITE, sizeof cells);
    cells[0] = RV_EMPTY;
    cells[1] = RV_EMPTY;
    cells[2] = RV_BLACK;
    assert_int_equal(rv_set(cells, RV_BLACK), 0);
    assert_int_equal(rv_mobility(), 0);
    assert_int_equal(eg_solve(), EG_PASS);
    assert_int_equal(eg_exact, 1);
    assert_int_equal(eg_score, -64);      /* white takes b1, a1 stays empty -> to white */
    assert_int_equal(egf_solve(slots, sizeof slots / sizeof slots[0]), EG_PASS);
    assert_int_equal(egf_score, -64);
    /* Nobody can move: the game is over. */
    memset(cells, RV_WHITE, sizeof cells);
    cells[0] = RV_EMPTY;
    assert_int_equal(rv_set(cells, RV_BLACK), 0);
    assert_int_equal(eg_solve(), EG_NONE);
    assert_int_equal(eg_exact, 1);
    assert_int_equal(eg_score, -64);
    assert_int_equal(egf_solve(slots, sizeof slots / sizeof slots[0]), EG_NONE);
    assert_int_equal(egf_score, -64);
}

static void test_too_many_empties(void **state)
{
    (void)state;
    rv_init();
    assert_int_equal(eg_solve(), EG_NONE);
    assert_int_equal(eg_exact, 0);
    assert_int_equal(eg_nodes, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_matches_minimax),
        cmocka_unit_test(test_fast_matches),
        cmocka_unit_test(test_fast_matches_plain),
        cmocka_unit_test(test_pv_reaches_score),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_poll_stops),
        cmocka_unit_test(test_pass_and_over),
        cmocka_unit_test(test_too_many_empties),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
