/* test_capture.c — Capture's parts that movies cannot reach easily: the
 * computer stopped by its time limit, the save RAM memory of previous games
 * (format, damage, CLEAR, surviving a power-off), and the scores of section
 * 8 against the disc counts. Cart code runs on the native runtime's
 * cartridge thread (native/native.h), as in the annex program. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/engine.h"
#include "native/native.h"
#include "cart/capture/cap.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

/* ---- cart code on the cartridge thread -------------------------------- */

static hw H;
static uint32_t used;
static uint8_t result, games_n, games[8];

static void run_cart(void (*entry)(void))
{
    hw_init(&H);
    assert_int_equal(nat_start(&H, entry), 0);
    while (nat_frame(-1) != NAT_EXIT)
        ;
    nat_stop();
}

static void think_limited(void)
{
    cap_draw_init();
    rv_init();
    used = 1000;
    result = cap_ai_move(5, &used, 1010);    /* 10 frames left */
}

static void think_free(void)
{
    cap_draw_init();
    rv_init();
    used = 0;
    result = cap_ai_move(3, &used, 0);
}

static void test_computer_time_limit(void **state)
{
    (void)state;
    run_cart(think_limited);
    assert_int_equal(result, SRCH_NONE);
    assert_int_equal(used, 1010);            /* stopped at the poll that reached it */
    run_cart(think_free);
    assert_true(result < 64);
    assert_true(used > 0);                   /* a depth-3 search polls */
    assert_int_equal(H.frame, used);         /* one logical frame per poll */
}

static void mem_entry(void)
{
    uint8_t i;
    cap_mem_clear();
    for (i = 1; i <= 5; ++i)
        cap_mem_add(i, (uint8_t)(10 * i));
    games_n = cap_mem_load();
    memcpy(games, cap_mem_games(), sizeof games);
}

static void test_memory_keeps_four_newest(void **state)
{
    (void)state;
    run_cart(mem_entry);
    assert_int_equal(games_n, 4);
    const uint8_t want[8] = { 5, 50, 4, 40, 3, 30, 2, 20 };
    assert_memory_equal(games, want, 8);
    assert_int_equal(H.sram[0], 'C');
    assert_int_equal(H.sram[2], 4);
}

static void load_entry(void)
{
    games_n = cap_mem_load();
}

static void test_memory_damaged_reads_empty(void **state)
{
    (void)state;
    run_cart(mem_entry);
    uint8_t saved[CON_SRAM_SIZE];
    memcpy(saved, H.sram, sizeof saved);
    hw_init(&H);                               /* keeps save RAM */
    H.sram[5] ^= 1;                            /* one bit of a score */
    assert_int_equal(nat_start(&H, load_entry), 0);
    while (nat_frame(-1) != NAT_EXIT)
        ;
    nat_stop();
    assert_int_equal(games_n, 0);
    memcpy(H.sram, saved, sizeof saved);
    assert_int_equal(nat_start(&H, load_entry), 0);
    while (nat_frame(-1) != NAT_EXIT)
        ;
    nat_stop();
    assert_int_equal(games_n, 4);
}

/* ---- the whole title through the engine -------------------------------- */

typedef struct script {
    uint32_t frame;          /* press at this frame (released at the next) */
    uint16_t pad;
    uint8_t buttons;
} script;

typedef struct run {
    const script *s;
    int n;
    char memory[8][64];      /* "memory ..." lines seen */
    int memories;
    int moves, score_errors, timeouts;
} run;

static void on_input(void *ctx, uint32_t frame, hw_input *in)
{
    run *r = ctx;
    memset(in, 0, sizeof *in);
    for (int i = 0; i < r->n; i++)
        if (r->s[i].frame == frame) {
            in->pad[0] = r->s[i].pad;
            in->buttons = r->s[i].buttons;
        }
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    run *r = ctx;
    unsigned b, red;
    (void)frame;
    if (!strncmp(line, "memory ", 7) && r->memories < 8)
        snprintf(r->memory[r->memories++], 64, "%s", line);
    if (!strncmp(line, "timeout", 7))
        r->timeouts++;
    /* section 8: the running scores are the disc counts */
    const char *sc = strstr(line, " score ");
    if (!strncmp(line, "move ", 5) && sc && sscanf(sc, " score %u %u", &b, &red) == 2) {
        r->moves++;
        if (b != rv_count(RV_BLACK) || red != rv_count(RV_WHITE))
            r->score_errors++;
    }
}

static void run_frames(eng *e, run *r, uint32_t until)
{
    e->hw.input_fn = on_input;
    e->hw.input_ctx = r;
    e->hw.trace_fn = on_trace;
    e->hw.trace_ctx = r;
    while (e->hw.frame < until)
        assert_int_equal(eng_frame(e, -1), ENG_FRAME);
}

/* Timer on (B), the player's limit down to 1:00 (MIN- twice), GAME START,
 * one move (ENTER on d3), then the player waits until the time is up. */
static const script one_game[] = {
    { 5, 0, CON_B_SEL_B }, { 7, CAP_K_MIN_DOWN, 0 }, { 9, CAP_K_MIN_DOWN, 0 },
    { 11, 0, CON_B_START }, { 15, CAP_K_ENTER, 0 },
};
static const script clear[] = { { 5, CAP_K_CLEAR, 0 } };

static void test_memory_survives_power_off(void **state)
{
    (void)state;
    char err[200];
    eng *e = eng_native_open("capture", cap_main, err, sizeof err);
    assert_non_null(e);
    run r = { one_game, 5, { { 0 } }, 0, 0, 0, 0 };
    run_frames(e, &r, 60 * 62 + 400);
    assert_int_equal(r.timeouts, 1);
    assert_true(r.moves >= 2);
    assert_int_equal(r.score_errors, 0);
    assert_int_equal(r.memories, 2);
    assert_string_equal(r.memory[0], "memory 0");
    assert_string_equal(r.memory[1], "memory 1 3-3");  /* d3, then red's reply */

    e->ops->reset(e);                          /* power off and on */
    run r2 = { clear, 1, { { 0 } }, 0, 0, 0, 0 };
    run_frames(e, &r2, 10);
    assert_int_equal(r2.memories, 2);
    assert_string_equal(r2.memory[0], "memory 1 3-3");
    assert_string_equal(r2.memory[1], "memory 0");     /* CLEAR */

    e->ops->reset(e);
    run r3 = { NULL, 0, { { 0 } }, 0, 0, 0, 0 };
    run_frames(e, &r3, 3);
    assert_string_equal(r3.memory[0], "memory 0");
    eng_close(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_computer_time_limit),
        cmocka_unit_test(test_memory_keeps_four_newest),
        cmocka_unit_test(test_memory_damaged_reads_empty),
        cmocka_unit_test(test_memory_survives_power_off),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
