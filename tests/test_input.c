/* test_input.c — the input queue (front/input.c): typed keys one per
 * frame, pasted text, presses shorter than a frame, and what it hands the
 * recorder (front/record.c) playing back as the same input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/movie.h"
#include "util/textfile.h"
#include "front/input.h"
#include "front/record.h"
#include "tests/testlib.h"

static void test_input_queue(void **state)
{
    (void)state;
    static input in;
    hw_input out, held;
    input_init(&in);
    memset(&held, 0, sizeof held);
    held.pad[0] = CON_PAD_KEY(5);
    held.joy[0] = CON_J_UP;
    input_set_held(&in, &held);
    /* A storm of keys: the first 64 are kept, one per logical frame. */
    int refused = 0;
    for (int i = 0; i < INPUT_QUEUE + 36; i++)
        refused += input_type(&in, (uint8_t)('A' + i % 26)) != 0;
    assert_int_equal(refused, 36);
    for (int f = 1; f <= INPUT_QUEUE; f++) {
        input_latch(&in, (uint32_t)f, &out);
        assert_int_equal(out.key, 'A' + (f - 1) % 26);
        assert_int_equal(out.pad[0], CON_PAD_KEY(5));
        assert_int_equal(out.joy[0], CON_J_UP);
    }
    input_latch(&in, INPUT_QUEUE + 1, &out);
    assert_int_equal(out.key, 0);
    assert_int_equal(input_last(&in, NULL), INPUT_QUEUE + 1);
    input_type(&in, 'X');
    input_clear_keys(&in);
    input_latch(&in, INPUT_QUEUE + 2, &out);
    assert_int_equal(out.key, 0);
    /* Pasted text: upper case, a line break is ENTER, the rest skipped. */
    const uint8_t want[] = { 'X', '-', 'O', ' ', 'B', CON_K_ENTER };
    assert_int_equal(input_type_text(&in, "x-o b\r\n\t\x80"), 6);
    for (unsigned f = 0; f < sizeof want; f++) {
        input_latch(&in, INPUT_QUEUE + 3 + f, &out);
        assert_int_equal(out.key, want[f]);
    }
    input_destroy(&in);
}

/* A press shorter than a frame: down and up between two latches, it reads
 * as held for exactly one latch (issue 14: quick taps were lost). */
static void test_input_short_press(void **state)
{
    (void)state;
    static input in;
    hw_input out, held, none;
    input_init(&in);
    memset(&none, 0, sizeof none);
    held = none;
    held.buttons = CON_B_START;
    held.pad[1] = CON_PAD_ENTER;
    held.joy[0] = CON_J_FIRE;
    held.keymod = CON_KEYMOD_SHIFT;
    input_set_held(&in, &held);
    input_set_held(&in, &none);
    input_latch(&in, 1, &out);
    assert_int_equal(out.buttons, CON_B_START);
    assert_int_equal(out.pad[1], CON_PAD_ENTER);
    assert_int_equal(out.joy[0], CON_J_FIRE);
    assert_int_equal(out.keymod, CON_KEYMOD_SHIFT);
    input_latch(&in, 2, &out);
    assert_memory_equal(&out, &none, sizeof out);
    /* held across latches: held at each; released: gone at the next */
    held = none;
    held.joy[1] = CON_J_LEFT;
    input_set_held(&in, &held);
    input_latch(&in, 3, &out);
    input_latch(&in, 4, &out);
    assert_int_equal(out.joy[1], CON_J_LEFT);
    input_set_held(&in, &none);
    input_latch(&in, 5, &out);
    assert_int_equal(out.joy[1], 0);
    /* what a movie played meanwhile held does not leak into live input */
    held.joy[1] = CON_J_UP;
    input_set_held(&in, &held);
    input_set_held(&in, &none);
    input_set_movie(&in, NULL);
    input_latch(&in, 6, &out);
    assert_int_equal(out.joy[1], 0);
    input_destroy(&in);
}

/* Six taps of Up between two latches (events that came in one batch) read
 * as six presses: down, up, down, ... one latch each; a press while the
 * control still reads down gets its release first; a storm of taps is
 * kept to INPUT_TAPS presses. */
static void test_input_fast_taps(void **state)
{
    (void)state;
    static input in;
    hw_input out, up, none;
    input_init(&in);
    memset(&none, 0, sizeof none);
    up = none;
    up.joy[0] = CON_J_UP;
    for (int i = 0; i < 6; i++) {
        input_set_held(&in, &up);
        input_set_held(&in, &none);
    }
    int presses = 0, was = 0;
    uint32_t f = 1;
    for (; f <= 20; f++) {
        input_latch(&in, f, &out);
        presses += out.joy[0] == CON_J_UP && !was;
        was = out.joy[0] == CON_J_UP;
        if (f <= 12)
            assert_int_equal(out.joy[0], f & 1 ? CON_J_UP : 0);
    }
    assert_int_equal(presses, 6);
    /* held down across a latch, then released and pressed again before
     * the next: the latches see it go up, then down again */
    input_set_held(&in, &up);
    input_latch(&in, f++, &out);
    assert_int_equal(out.joy[0], CON_J_UP);
    input_set_held(&in, &none);
    input_set_held(&in, &up);
    input_latch(&in, f++, &out);
    assert_int_equal(out.joy[0], 0);
    input_latch(&in, f++, &out);
    assert_int_equal(out.joy[0], CON_J_UP);
    input_latch(&in, f++, &out);
    assert_int_equal(out.joy[0], CON_J_UP);       /* still held: stays down */
    input_set_held(&in, &none);
    /* a storm: 100 taps give INPUT_TAPS presses */
    for (int i = 0; i < 100; i++) {
        input_set_held(&in, &up);
        input_set_held(&in, &none);
    }
    presses = 0;
    was = 1;
    for (int i = 0; i < 40; i++, f++) {
        input_latch(&in, f, &out);
        presses += out.joy[0] == CON_J_UP && !was;
        was = out.joy[0] == CON_J_UP;
    }
    assert_int_equal(presses, INPUT_TAPS);
    input_destroy(&in);
}

static const char *lines_next(void *ctx)
{
    char **p = ctx;
    char *line = *p;
    if (!line || !*line)
        return NULL;
    char *nl = strchr(line, '\n');
    if (nl) {
        *nl = 0;
        *p = nl + 1;
    } else {
        *p = line + strlen(line);
    }
    return line;
}

/* What is recorded plays back as the same input, frame by frame. */
static void test_record_roundtrip(void **state)
{
    (void)state;
    static input in;
    static recorder rec;
    hw_input live[40], held;
    input_init(&in);
    char err[256], *text;
    size_t len;
    const char *path = tl_path("rec.mov");
    assert_int_equal(rec_start(&rec, "smoke", CON_PROF_TRS80, path, err, sizeof err), 0);
    input_set_recorder(&in, &rec);
    memset(&held, 0, sizeof held);
    for (uint32_t f = 1; f <= 40; f++) {
        if (f == 3) input_type(&in, 'H');
        if (f == 4) input_type(&in, CON_K_ENTER);
        if (f == 5) { input_type(&in, '#'); input_type(&in, '='); }   /* two keys: frames 5, 6 */
        if (f == 10) { held.pad[1] = CON_PAD_ENTER; held.keymod = 1; }
        if (f == 12) { held.joy[1] = 0x7F; held.buttons = 0x0F; }
        if (f == 20) memset(&held, 0, sizeof held);
        input_set_held(&in, &held);
        if (f == 25) {                     /* a tap inside one frame is recorded */
            hw_input tap = held;
            tap.joy[0] = CON_J_FIRE;
            input_set_held(&in, &tap);
            input_set_held(&in, &held);
        }
        input_latch(&in, f, &live[f - 1]);
    }
    input_set_recorder(&in, NULL);
    assert_int_equal(live[24].joy[0], CON_J_FIRE);
    assert_int_equal(live[25].joy[0], 0);
    assert_int_equal(rec_finish(&rec, err, sizeof err), 0);
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    assert_ptr_equal(strstr(text, "annex-movie 1\ntitle smoke\nmachine trs80\n"), text);
    assert_non_null(strstr(text, "\nend 41\n"));
    mov_player p;
    char *cursor = text;
    mov_start(&p, lines_next, &cursor);
    for (uint32_t f = 1; f <= 40; f++) {
        hw_input got;
        mov_input(&p, f, &got);
        assert_memory_equal(&got, &live[f - 1], sizeof got);
    }
    assert_null(p.error);
    assert_int_equal(p.end_frame, 41);
    assert_int_equal(p.machine, CON_PROF_TRS80);   /* it replays in that look */
    free(text);
    input_destroy(&in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_input_queue),
        cmocka_unit_test(test_input_short_press),
        cmocka_unit_test(test_input_fast_taps),
        cmocka_unit_test(test_record_roundtrip),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
