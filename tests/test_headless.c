/* test_headless.c — the headless run's helpers (emu/headless.c): the frame
 * a run stops at, and the screen printed as text. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/headless.h"
#include "tests/testlib.h"

static hw H;

static void test_stop_frame(void **state)
{
    (void)state;
    assert_int_equal(hl_stop_frame(-1, 0, 0), HL_DEFAULT_FRAMES);
    assert_int_equal(hl_stop_frame(-1, 80, 0), 80 + HL_DEFAULT_FRAMES);
    assert_int_equal(hl_stop_frame(-1, 80, 90), 90);
    assert_int_equal(hl_stop_frame(100, 80, 0), 101);
    assert_int_equal(hl_stop_frame(100, 80, 90), 90);
    assert_int_equal(hl_stop_frame(50, 80, 90), 51);
    assert_int_equal(hl_stop_frame(0, 80, 0), 0);    /* until the cartridge ends */
    assert_int_equal(hl_stop_frame(0, 80, 90), 90);
}

static void test_print_screen(void **state)
{
    (void)state;
    char text[512] = "";
    hw_init(&H);
    hw_set_mode(&H, CON_PROF_GENERIC, 8, 4, 8, 8, 0);
    memcpy(H.disp.chars, "HI!", 3);
    H.disp.chars[8] = CON_GLYPH_BLOCKS + 5;
    H.disp.chars[9] = CON_GLYPH_BLOCKS;
    H.disp.chars[10] = CON_GLYPH_USER + 1;
    H.disp.chars[11] = 7;
    H.disp.chars[12] = 'x';
    const char *path = tl_path("screen.txt");
    FILE *f = fopen(path, "w+");
    hl_print_screen(f, &H.disp);
    rewind(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    assert_string_equal(text, "HI!\n# * x\n\n\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stop_frame),
        cmocka_unit_test(test_print_screen),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
