/* test_render.c — the renderer (front/render.c) and the machine looks
 * (front/looks.c): the golden pixels of every look's test card, block
 * graphics and redefined glyphs, a hostile display mode, pixel aspect. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "front/looks.h"
#include "front/render.h"
#include "emu/movie.h"

static uint32_t fb[RENDER_MAX_PIXELS];
static hw H;

/* The golden pixels: a test card per look (front/looks.c), hashed with
 * FNV-1a over RGB. A change here is a visible change of a machine's look:
 * check the pictures (annex --headless --testcard --machine NAME
 * --screenshot x.png) and update the hash on purpose. */
static const struct { const char *look; int w, h; uint32_t hash; } golden[] = {
    { "generic", 336, 216, 0xCA895C9C },
    { "videobrain", 208, 176, 0x3EBFA4E8 },
    { "apple2", 296, 208, 0x0CA2B2BB },
    { "trs80", 400, 208, 0x9AEE6FA5 },
    { "arcadia", 144, 224, 0x10F78404 },
    { "cga", 336, 216, 0x6264385D },
    { "cga-mono", 336, 216, 0x78D2BADD },
    { "atari", 336, 208, 0x8C5ADD25 },
    { "apple2-lores", 296, 208, 0x0CA1E0F5 },
};

static void test_golden_looks(void **state)
{
    (void)state;
    int fails = 0;
    assert_int_equal(sizeof golden / sizeof golden[0], look_count);
    for (unsigned i = 0; i < look_count; i++) {
        const look *l = look_find(golden[i].look);
        int w, h;
        assert_non_null(l);
        look_test_card(l, &H);
        render_size(&H.disp, &w, &h);
        render_frame(&H.disp, fb);
        uint32_t hash = render_hash(fb, w, h);
        if (w != golden[i].w || h != golden[i].h || hash != golden[i].hash) {
            printf("    { \"%s\", %d, %d, 0x%08lX },\n", l->name, w, h, (unsigned long)hash);
            fails++;
        }
    }
    assert_int_equal(fails, 0);
}

/* The looks table's lists (cart/con_looks.def) agree: look p is profile p,
 * movies and --machine share its names, and a shell's option list is
 * joined from them. */
static void test_looks_table(void **state)
{
    (void)state;
    char list[256], want[256] = "";
    for (uint8_t p = 0; p < CON_PROF_COUNT; p++) {
        const look *l = look_of(p);
        assert_non_null(l);
        assert_int_equal(l->profile, p);
        assert_ptr_equal(look_find(l->name), l);
        assert_string_equal(mov_machine_name(p), l->name);
        assert_int_equal(mov_machine_profile(l->name), p);
        assert_true(l->label[0] && l->caption[0]);
        snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", p ? "|" : "", l->name);
    }
    assert_null(look_of(CON_PROF_COUNT));
    assert_int_equal(look_names_join(list, sizeof list, "|"), strlen(want));
    assert_string_equal(list, want);
    assert_int_equal(look_names_join(list, 8, "|"), 0);    /* does not fit */
    assert_int_equal(mov_machine_profile("apple2-lores"), CON_MACHINE_ANY);   /* a test card */
}

static void test_render_pixels(void **state)
{
    (void)state;
    int w, h;
    hw_init(&H);
    hw_set_mode(&H, CON_PROF_TRS80, 64, 16, 6, 12, CON_ATTR(1, 0));
    H.disp.border = 0;
    render_size(&H.disp, &w, &h);
    assert_int_equal(w, 64 * 6 + 2 * RENDER_BORDER);
    assert_int_equal(h, 16 * 12 + 2 * RENDER_BORDER);
    /* Block 128+1 (top-left third) in cell (0, 0): 3 pixels wide, 4 tall. */
    H.disp.chars[0] = CON_GLYPH_BLOCKS + 1;
    render_frame(&H.disp, fb);
    const uint32_t white = palette_of(CON_PROF_TRS80)[1];
    assert_int_equal(fb[RENDER_BORDER * w + RENDER_BORDER], white);
    assert_int_equal(fb[(RENDER_BORDER + 3) * w + RENDER_BORDER + 2], white);
    assert_int_equal(fb[(RENDER_BORDER + 4) * w + RENDER_BORDER], 0);
    assert_int_equal(fb[RENDER_BORDER * w + RENDER_BORDER + 3], 0);
    assert_int_equal(fb[0], 0);   /* border colour 0 */
    /* A glyph the cartridge redefines is drawn as it is now. */
    H.disp.glyphs[(CON_GLYPH_BLOCKS + 1) * CON_GLYPH_ROWS] = 0x04;   /* pixel 5 only */
    render_frame(&H.disp, fb);
    assert_int_equal(fb[RENDER_BORDER * w + RENDER_BORDER], 0);
    assert_int_equal(fb[RENDER_BORDER * w + RENDER_BORDER + 5], white);
}

static void test_render_bad_mode(void **state)
{
    (void)state;
    int w, h;
    hw_init(&H);
    H.disp.cols = 200;          /* a torn or hostile state: never drawn out of bounds */
    H.disp.border = 4;
    H.disp.profile = 99;
    render_size(&H.disp, &w, &h);
    assert_int_equal(w, 40 * 8 + 2 * RENDER_BORDER);
    render_frame(&H.disp, fb);
    const uint32_t border = palette_of(99)[4];
    for (int i = 0; i < w * h; i++)
        if (fb[i] != border)
            fail_msg("pixel %d not border", i);
}

static void test_render_aspect(void **state)
{
    (void)state;
    int n, d;
    hw_init(&H);
    hw_set_mode(&H, CON_PROF_TRS80, 64, 16, 6, 12, 0);
    render_aspect(&H.disp, &n, &d);
    assert_true(n * 3 == d * 2);                     /* tall pixels */
    hw_set_mode(&H, CON_PROF_ARCADIA, 16, 26, 8, 8, 0);
    render_aspect(&H.disp, &n, &d);
    assert_true(n > d);                              /* wide pixels */
    hw_set_mode(&H, CON_PROF_CGA, 40, 25, 8, 8, 0);
    render_aspect(&H.disp, &n, &d);
    assert_true(n * 6 == d * 5);                     /* 320x200 on 4:3 */
    hw_set_mode(&H, CON_PROF_CGA, 80, 25, 8, 8, 0);
    render_aspect(&H.disp, &n, &d);
    assert_true(n * 12 == d * 5);                    /* 640x200 on 4:3 */
    hw_set_mode(&H, CON_PROF_GENERIC, 40, 25, 8, 8, 0);
    render_aspect(&H.disp, &n, &d);
    assert_int_equal(n, d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_looks),
        cmocka_unit_test(test_looks_table),
        cmocka_unit_test(test_render_pixels),
        cmocka_unit_test(test_render_bad_mode),
        cmocka_unit_test(test_render_aspect),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
