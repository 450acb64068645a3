/* test_ai.c — the shared search (cart/ai): the incremental square part
 * equals a full recount after every move of many random games, and the
 * alpha-beta search (lazy leaves, killer and value ordering) returns the same
 * score as a plain minimax over ai_evaluate, for every Vice Versa opponent's
 * weights and depths up to 3. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include "cart/ai/ai.h"
#include "cart/ai/ai_int.h"
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
 * incremental sum against the recount. */
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
                rv_make(moves[i]);
                assert_int_equal(ai_moved_sum(moves[i], before), ai_board_sum());
                rv_undo();
                checked++;
            }
            rv_make(moves[rnd(n)]);
        }
    }
    assert_true(checked > 10000);
}

/* Plain minimax with the same pass and game-end rules as the search. */
static int16_t minimax(const ai_eval *e, uint8_t depth)
{
    uint8_t moves[RV_MAX_MOVES];
    if (depth == 0)
        return ai_evaluate(e);
    uint8_t n = rv_gen(moves);
    if (!n) {
        if (!rv_can_move((uint8_t)(3 - rv_side()))) {
            int16_t d = (int16_t)rv_count(rv_side()) - (int16_t)rv_count((uint8_t)(3 - rv_side()));
            int16_t emp = rv_count(RV_EMPTY);
            return d > 0 ? AI_WIN + d + emp : d < 0 ? -AI_WIN + d - emp : 0;
        }
        rv_pass();
        int16_t v = (int16_t)-minimax(e, (uint8_t)(depth - 1));
        rv_undo();
        return v;
    }
    int16_t best = -32000;
    for (uint8_t i = 0; i < n; i++) {
        rv_make(moves[i]);
        int16_t v = (int16_t)-minimax(e, (uint8_t)(depth - 1));
        rv_undo();
        if (v > best)
            best = v;
    }
    return best;
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
                ai_params p = { .depth = (uint8_t)(1 + ply % 3), .endgame = 0, .eval = e };
                int16_t want = minimax(e, p.depth);
                uint8_t sq = ai_think(&p);
                assert_int_equal(ai_score, want);
                /* the chosen move is worth the score */
                rv_make(sq);
                int16_t got = (int16_t)-minimax(e, (uint8_t)(p.depth - 1));
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
        cmocka_unit_test(test_search_equals_minimax),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
