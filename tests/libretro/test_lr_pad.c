/* test_lr_pad.c — the libretro core's on-screen keypad (libretro/lr_pad.c):
 * legends cut to the key's width stay distinct (Capture's MIN- and MIN+
 * read M- and M+, not MI and MI), and a narrow frame's keypads draw them
 * so. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "libretro/lr_pad.h"

static void test_short(void **state)
{
    (void)state;
    static const struct { const char *in; int fit; const char *out; } cases[] = {
        { "MIN-", 2, "M-" }, { "MIN+", 2, "M+" }, { "SEC-", 3, "SE-" }, { "ENTER", 2, "EN" },
        { "UP", 2, "UP" }, { "MIN-", 1, "M" }, { "CLEAR", 0, "" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char t[16];
        lrp_short(cases[i].in, cases[i].fit, t);
        assert_string_equal(t, cases[i].out);
    }
}

/* Capture's frame (144 x 224) with both keypads: keys 1 (MIN-) and 3
 * (MIN+) of the left keypad do not look the same. */
static void test_drawn_distinct(void **state)
{
    (void)state;
    enum { W = 144, H = 224 };
    static uint32_t px[W * H];
    static const char *const inlay[12] = { "MIN-", "UP", "MIN+", "LEFT", "", "RIGHT",
                                           "SEC-", "DOWN", "SEC+", "", "", "" };
    memset(px, 0, sizeof px);
    lrp_draw(px, W, H, 0, 2, inlay, 0);
    lrp_geom g;
    lrp_layout(&g, 0, 2, W, H);
    int differ = 0, inked = 0;
    for (int y = 0; y < g.kh; y++)
        for (int x = 0; x < g.kw; x++) {
            uint32_t a = px[(g.y + y) * W + g.x + x];
            uint32_t b = px[(g.y + y) * W + g.x + 2 * (g.kw + 2) + x];
            differ |= a != b;
            inked |= a == 0xFFFFFF;
        }
    assert_true(inked);
    assert_true(differ);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_short),
        cmocka_unit_test(test_drawn_distinct),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
