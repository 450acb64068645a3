/* test_kit.c — the cartridge toolkit (cart/kit) and the console conveniences
 * it shares with con_lib.c: the typed-key queue, presses with auto-repeat,
 * questions, the line editor, square pictures, signed numbers. Cart code
 * runs on the native runtime's cartridge thread (native/native.h), as in the
 * annex program, fed by a script of keys per logical frame. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "native/native.h"
#include "cart/kit/kit.h"

/* ---- the console the cart code runs on -------------------------------- */

static hw H;
static const char *script;       /* the key typed in frame f: script[f - 1] */
static char trace[4096];

static void on_input(void *ctx, uint32_t frame, hw_input *out)
{
    (void)ctx;
    if (frame <= strlen(script))
        out->key = script[frame - 1] == '.' ? 0 : (uint8_t)script[frame - 1];
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    (void)ctx;
    size_t n = strlen(trace);
    snprintf(trace + n, sizeof trace - n, "%u %s\n", (unsigned)frame, line);
}

/* Runs `entry` with `keys` typed one per frame ('.' = none). */
static void run_cart(void (*entry)(void), const char *keys)
{
    hw_init(&H);
    script = keys;
    trace[0] = 0;
    H.input_fn = on_input;
    H.trace_fn = on_trace;
    assert_int_equal(nat_start(&H, entry), 0);
    while (nat_frame(-1) != NAT_EXIT)
        ;
    nat_stop();
}

static void trace_key(uint8_t k)
{
    con_trace("key ");
    con_trace_u16(k);
    con_trace_end();
}

/* ---- typed-ahead keys ---------------------------------------------- */

/* Keys typed during a two-second screen wait for the next question. */
static void type_ahead(void)
{
    uint8_t i;
    kit_init();
    kit_wait(6);
    trace_key(kit_key());                       /* no frame: the oldest */
    for (i = 0; i < 3; ++i)
        trace_key(kit_get());
}

static void test_type_ahead(void **state)
{
    (void)state;
    run_cart(type_ahead, ".ab.C.");
    assert_string_equal(trace, "6 key 97\n7 key 66\n8 key 67\n9 key 0\n");
}

/* A storm: KIT_KEYS are kept, the rest dropped; kit_flush forgets them. */
static void storm(void)
{
    uint8_t i, n = 0;
    kit_init();
    kit_wait(KIT_KEYS + 4);
    while (kit_key())
        ++n;
    con_trace_u16(n);
    con_trace_end();
    kit_wait(2);
    kit_flush();
    trace_key(kit_key());
    for (i = 0; i < 2; ++i)
        trace_key(kit_get());
}

static void test_queue_full_and_flush(void **state)
{
    (void)state;
    run_cart(storm, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    char want[128];
    snprintf(want, sizeof want, "%u %u\n%u key 0\n%u key %u\n%u key %u\n",
             KIT_KEYS + 4, KIT_KEYS, KIT_KEYS + 6, KIT_KEYS + 7, 'A' + KIT_KEYS + 6,
             KIT_KEYS + 8, 'A' + KIT_KEYS + 7);
    assert_string_equal(trace, want);
}

/* A search polls without waiting: it sees the key (BREAK, say), and the
 * keys typed meanwhile stay queued for afterwards. */
static void polls(void)
{
    uint8_t i;
    kit_init();
    for (i = 0; i < 3; ++i)
        trace_key(kit_poll());
    trace_key(kit_key());
    trace_key(kit_key());
    trace_key(kit_key());
}

static void test_poll(void **state)
{
    (void)state;
    run_cart(polls, "e.\003");
    assert_string_equal(trace, "1 key 101\n2 key 0\n3 key 3\n3 key 101\n3 key 3\n3 key 0\n");
}

/* ---- questions -------------------------------------------------------- */

static void questions(void)
{
    kit_init();
    trace_key(kit_ask("BW"));                   /* 'x' and 'A' do not answer */
    con_trace_u16(kit_yes_no());
    con_trace_end();
    con_trace_u16(kit_yes_no());
    con_trace_end();
}

static void test_questions(void **state)
{
    (void)state;
    run_cart(questions, "xAw.Q.y..N");
    assert_string_equal(trace, "3 key 87\n7 1\n10 0\n");
}

/* ---- the line editor ---------------------------------------------------- */

static char text[9];
static kit_line line;

/* Row 2 of the screen, columns 3..3+n, as a string. */
static const char *row_text(uint8_t x, uint8_t y, uint8_t n)
{
    static char s[41];
    for (uint8_t i = 0; i < n; i++)
        s[i] = (char)H.disp.chars[y * H.disp.cols + x + i];
    s[n] = 0;
    return s;
}

static void edit_line(void)
{
    kit_init();
    kit_line_start(&line, text, 5, 3, 2, CON_ATTR(14, 1));
    kit_line_set(&line, '_', 0);
    kit_line_read(&line);
    con_trace(text);
    con_trace_end();
}

static void test_line_editor(void **state)
{
    (void)state;
    /* typed in either case, echoed in upper case, BACKSPACE takes one back,
     * a sixth character does not fit; then ENTER */
    run_cart(edit_line, "go\bn..wEST!\r");
    assert_string_equal(trace, "12 GNWES\n");
    assert_string_equal(row_text(3, 2, 7), "GNWES_ ");
    assert_int_equal(H.disp.attrs[2 * H.disp.cols + 3], CON_ATTR(14, 1));
    run_cart(edit_line, "ab\r");
    assert_string_equal(row_text(3, 2, 4), "AB_ ");   /* the cursor after the text */
}

/* The cursor is shown from the start, and blinks where the title says. */
static void blink_line(void)
{
    kit_line_start(&line, text, 3, 0, 1, CON_ATTR(15, 0));
    kit_line_set(&line, '_', 0);
    con_trace(row_text(0, 1, 4));
    con_trace_char('|');
    kit_line_key(&line, 'q');
    kit_line_blink(&line, 0);
    con_trace(row_text(0, 1, 4));
    con_trace_char('|');
    kit_line_blink(&line, 1);
    con_trace(row_text(0, 1, 4));
    con_trace_end();
}

static void test_line_cursor_blink(void **state)
{
    (void)state;
    run_cart(blink_line, "");
    assert_string_equal(trace, "0 _   |Q   |Q_  \n");
}

/* Feeding keys without frames: a title's own loop. */
static void number_line(void)
{
    static const uint8_t keys[] = { '3', '4', '2', 'X', '0', CON_K_LEFT, '1', '9', '9' };
    uint8_t i;
    kit_line_start(&line, text, 4, 0, 0, CON_ATTR(15, 0));
    kit_line_set(&line, 0, 2400);
    for (i = 0; i < sizeof keys; ++i)
        if (kit_line_key(&line, keys[i]))
            break;
    con_trace(text);
    con_trace_char(' ');
    con_trace_u16(kit_line_num(&line));
    con_trace_char(' ');
    con_trace_u16(kit_line_key(&line, CON_K_ENTER));
    con_trace_end();
    kit_line_clear(&line);
    con_trace_u16(line.len);
    con_trace_u16(kit_line_num(&line));
    con_trace_end();
}

static void test_number_line(void **state)
{
    (void)state;
    /* 3, 4 (34), 2 (342), X no digit, 0 (3420 > 2400: refused), LEFT (34),
     * 1 (341), 9 (3419 refused), 9 refused */
    run_cart(number_line, "");
    assert_string_equal(trace, "0 341 341 1\n0 00\n");
    assert_string_equal(row_text(0, 0, 4), "    ");
}

/* ---- presses and auto-repeat ---------------------------------------- */

static void test_presses_and_repeat(void **state)
{
    (void)state;
    kit_rep r;
    kit_rep_reset(&r);
    assert_int_equal(kit_rep_step(&r, 0x03, 0x01), 0);     /* down at the start: no press */
    assert_int_equal(kit_rep_step(&r, 0, 0x01), 0);
    assert_int_equal(kit_rep_step(&r, 0x01, 0x01), 0x01);  /* the press */
    int presses[80] = { 0 };
    for (int f = 1; f < 80; f++)
        presses[f] = kit_rep_step(&r, 0x01, 0x01);
    /* held: again after KIT_REPEAT_FIRST frames, then every KIT_REPEAT_NEXT */
    for (int f = 1; f < 80; f++) {
        int want = f >= KIT_REPEAT_FIRST && (f - KIT_REPEAT_FIRST) % KIT_REPEAT_NEXT == 0;
        assert_int_equal(presses[f], want ? 0x01 : 0);
    }
    /* a control outside the repeat mask is one press however long held */
    assert_int_equal(kit_rep_step(&r, 0x02, 0x01), 0x02);
    for (int f = 0; f < 60; f++)
        assert_int_equal(kit_rep_step(&r, 0x02, 0x01), 0);
    /* a second control going down is a press of that one alone */
    assert_int_equal(kit_rep_step(&r, 0x06, 0x01), 0x04);
}

/* ---- square pictures ---------------------------------------------------- */

static uint8_t diagonal(uint8_t pic, uint8_t x, uint8_t y)
{
    return pic == 1 ? x == y : x == 15 - y;
}

static void pictures(void)
{
    kit_pictures(CON_GLYPH_USER + 4, 2, diagonal);
}

static void test_pictures(void **state)
{
    (void)state;
    run_cart(pictures, "");
    const uint8_t *g = H.disp.glyphs;
    /* picture 0 (anti-diagonal): its top-right quadrant holds it */
    const uint8_t *p0tr = g + (CON_GLYPH_USER + 5) * CON_GLYPH_ROWS;
    const uint8_t *p0tl = g + (CON_GLYPH_USER + 4) * CON_GLYPH_ROWS;
    assert_int_equal(p0tr[0], 0x01);
    assert_int_equal(p0tr[7], 0x80);
    assert_int_equal(p0tl[0] | p0tl[7], 0);
    /* picture 1 (diagonal): top-left and bottom-right */
    const uint8_t *p1tl = g + (CON_GLYPH_USER + 8) * CON_GLYPH_ROWS;
    const uint8_t *p1br = g + (CON_GLYPH_USER + 11) * CON_GLYPH_ROWS;
    const uint8_t *p1bl = g + (CON_GLYPH_USER + 10) * CON_GLYPH_ROWS;
    assert_int_equal(p1tl[0], 0x80);
    assert_int_equal(p1tl[3], 0x10);
    assert_int_equal(p1br[7], 0x01);
    assert_int_equal(p1bl[0] | p1bl[7], 0);
    assert_int_equal(p1br[8], 0);                       /* rows after 8 cleared */
    /* glyphs beyond the two pictures untouched */
    assert_int_equal(g[(CON_GLYPH_USER + 12) * CON_GLYPH_ROWS], 0);
}

/* ---- signed numbers ------------------------------------------------------- */

static void numbers(void)
{
    con_puti(0, 0, -5, 3, CON_ATTR(15, 0));
    con_puti(3, 0, -15, 3, CON_ATTR(15, 0));
    con_puti(6, 0, 42, 4, CON_ATTR(15, 0));
    con_puti(10, 0, -321, 0, CON_ATTR(15, 0));
    con_putu(14, 0, 7, 0, CON_ATTR(15, 0));
    con_trace_i16(-32768);
    con_trace_char(' ');
    con_trace_i16(0);
    con_trace_char(' ');
    con_trace_i16(1234);
    con_trace_end();
}

static void test_signed_numbers(void **state)
{
    (void)state;
    run_cart(numbers, "");
    assert_string_equal(row_text(0, 0, 16), " -5-15  42-3217 ");
    assert_string_equal(trace, "0 -32768 0 1234\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_type_ahead),
        cmocka_unit_test(test_queue_full_and_flush),
        cmocka_unit_test(test_poll),
        cmocka_unit_test(test_questions),
        cmocka_unit_test(test_line_editor),
        cmocka_unit_test(test_line_cursor_blink),
        cmocka_unit_test(test_number_line),
        cmocka_unit_test(test_presses_and_repeat),
        cmocka_unit_test(test_pictures),
        cmocka_unit_test(test_signed_numbers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
