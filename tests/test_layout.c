/* test_layout.c — the window layout (front/layout.c): integer scale and
 * pixel aspect, keypads and buttons beside the screen, hit tests, the
 * natural window size, the status bar in proportion to the window. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "front/helpbox.h"
#include "front/layout.h"

static int inside(rect r, rect outer)
{
    return r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w
        && r.y + r.h <= outer.y + outer.h;
}

static int overlap(rect a, rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void test_layout_integer_and_aspect(void **state)
{
    (void)state;
    layout l;
    view v = { .fb_w = 400, .fb_h = 208, .par_num = 2, .par_den = 3, .aspect = 1, .integer = 1 };
    layout_compute(&l, &v, 1280, 960);
    /* TRS-80: integer scale across, pixels 1.5 times as tall. */
    assert_int_equal(l.scale, 3);
    assert_int_equal(l.screen.w, 1200);
    assert_int_equal(l.screen.h, 936);
    assert_true(inside(l.screen, (rect){ 0, 0, 1280, 960 }));
    v.aspect = 0;
    layout_compute(&l, &v, 1280, 960);
    assert_int_equal(l.screen.w, 1200);
    assert_int_equal(l.screen.h, 624);
    v.integer = 0;                        /* fractional: fills one side */
    layout_compute(&l, &v, 1280, 960);
    assert_int_equal(l.scale, 0);
    assert_int_equal(l.screen.w, 1280);
    /* Smaller than one pixel per pixel: shrinks instead of overflowing. */
    v.integer = 1;
    layout_compute(&l, &v, 200, 100);
    assert_true(inside(l.screen, (rect){ 0, 0, 200, 100 }));
}

static void test_layout_controllers(void **state)
{
    (void)state;
    layout l;
    view v = { .fb_w = 144, .fb_h = 224, .par_num = 13, .par_den = 6, .aspect = 1,
               .integer = 1, .pads = 2, .buttons = 1 };
    rect win = { 0, 0, 1600, 1000 };
    layout_compute(&l, &v, win.w, win.h);
    assert_true(l.panel[0].x + l.panel[0].w <= l.screen.x);       /* player 1 left */
    assert_true(l.panel[1].x >= l.screen.x + l.screen.w);         /* player 2 right */
    assert_true(l.button[0].y >= l.screen.y + l.screen.h);        /* buttons below */
    for (int p = 0; p < 2; p++) {
        assert_true(inside(l.panel[p], win));
        for (int i = 0; i < 12; i++) {
            rect k = l.key[p][i];
            assert_true(inside(k, l.panel[p]));
            assert_int_equal(layout_hit(&l, &v, k.x + k.w / 2, k.y + k.h / 2), p * 12 + i);
            for (int j = 0; j < i; j++)
                assert_false(overlap(k, l.key[p][j]));
        }
    }
    for (int i = 0; i < LAYOUT_BUTTONS; i++) {
        rect b = l.button[i];
        assert_true(inside(b, win));
        assert_int_equal(layout_hit(&l, &v, b.x + 1, b.y + 1), 24 + i);
    }
    assert_int_equal(layout_hit(&l, &v, l.screen.x + 5, l.screen.y + 5), -1);
    /* One controller: on the right of the screen. */
    v.pads = 1;
    layout_compute(&l, &v, win.w, win.h);
    assert_true(l.panel[0].x >= l.screen.x + l.screen.w);
    int w, h;
    assert_int_equal(layout_natural(&v, 2, 0, 0, &w, &h), 0);
    layout_compute(&l, &v, w, h);
    assert_int_equal(l.scale, 2);                 /* the window opens at that scale */
    assert_true(inside(l.panel[0], (rect){ 0, 0, w, h }));
    assert_true(inside(l.screen, (rect){ 0, 0, w, h }));
    assert_int_equal(l.panel[0].x + l.panel[0].w, w);   /* tight: nothing wasted */
    /* Within a limit: smaller keypads rather than a smaller screen. */
    int w4 = w;
    assert_int_equal(layout_natural(&v, 2, w4 - 1, 0, &w, &h), 0);
    layout_compute(&l, &v, w, h);
    assert_true(w < w4);
    assert_int_equal(l.scale, 2);
    assert_int_equal(layout_natural(&v, 9, 800, 600, &w, &h), -1);
    /* The screen comes first: a window too narrow for big keypads keeps
     * its integer scale with small ones. */
    layout_screen_size(&v, 3, &w, &h);
    layout_compute(&l, &v, w + LAYOUT_PANEL_W, h + LAYOUT_BAR_H + LAYOUT_STATUS_H);
    assert_int_equal(l.scale, 3);
    assert_int_equal(l.unit, 1);
}

/* Every integer scale opens at that scale, for every look's picture with
 * its border (Odin's and Ricochet's Apple II look, 296x208 at 32:35, were
 * one short: the rounded 1x height, 228, said 455 pixels could not hold 2x). */
static const int looks[][4] = {   /* fb w, h, pixel aspect */
    { 296, 208, 32, 35 }, { 336, 208, 6, 7 }, { 400, 208, 2, 3 }, { 208, 176, 1, 1 },
    { 144, 224, 13, 6 }, { 336, 216, 5, 6 }, { 656, 216, 5, 12 },
};

static void test_layout_natural_keeps_the_scale(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof looks / sizeof looks[0]; i++)
        for (int pads = 0; pads <= 2; pads += 2)
            for (int k = 1; k <= 6; k++) {
                view v = { looks[i][0], looks[i][1], looks[i][2], looks[i][3], 1, 1, pads, pads > 0 };
                int w, h;
                layout l;
                assert_int_equal(layout_natural(&v, k, 0, 0, &w, &h), 0);
                layout_compute(&l, &v, w, h);
                if (l.scale != k)
                    fail_msg("%dx%d at %d:%d, scale %d: window %dx%d shows scale %d", looks[i][0],
                             looks[i][1], looks[i][2], looks[i][3], k, w, h, l.scale);
            }
}

/* The status bar follows the window: 12 pixels (one unit) in Entrap's
 * window at --scale 1 (it took 48 of 307), at most 1/20 of the height and
 * never less than a unit per 240 pixels of it (up to the keypads' unit),
 * always under the screen. */
static void test_layout_status_scales(void **state)
{
    (void)state;
    view cga = { 336, 216, 5, 6, 1, 1, 0, 0 };
    layout l;
    int w, h;
    assert_int_equal(layout_natural(&cga, 1, 0, 0, &w, &h), 0);
    layout_compute(&l, &cga, w, h);
    assert_int_equal(h, 259 + 12);
    assert_int_equal(l.status.h, 12);
    assert_int_equal(l.status_unit, 1);
    for (size_t i = 0; i < sizeof looks / sizeof looks[0]; i++)
        for (int pads = 0; pads <= 2; pads += 2)
            for (int k = 1; k <= 8; k++) {
                view v = { looks[i][0], looks[i][1], looks[i][2], looks[i][3], 1, 1, pads, pads > 0 };
                assert_int_equal(layout_natural(&v, k, 0, 0, &w, &h), 0);
                layout_compute(&l, &v, w, h);
                int most = h / LAYOUT_STATUS_PART, least = h / (LAYOUT_STATUS_H * LAYOUT_STATUS_PART);
                if (l.status.h > (most > LAYOUT_STATUS_H ? most : LAYOUT_STATUS_H)
                    || l.status.h < LAYOUT_STATUS_H * (least < l.unit ? least : l.unit))
                    fail_msg("%dx%d, scale %d, pads %d: a bar of %d in a window %d high", looks[i][0],
                             looks[i][1], k, pads, l.status.h, h);
                assert_int_equal(l.status.h, LAYOUT_STATUS_H * l.status_unit);
                assert_int_equal(l.status.y + l.status.h, h);
                assert_true(l.screen.y + l.screen.h <= l.status.y);
            }
}

/* A window moved onto the desktop area: kept where it is when it fits,
 * pulled up and left when it hangs off, its top-left corner kept on the
 * desktop when it is the bigger. */
static void test_layout_keep_inside(void **state)
{
    (void)state;
    rect d = { 0, 24, 1280, 1000 };
    int x = 100, y = 100;
    layout_keep_inside(d, 800, 600, &x, &y);
    assert_int_equal(x, 100);
    assert_int_equal(y, 100);
    x = 240, y = 262;                      /* centred for 800x500, then grown */
    layout_keep_inside(d, 888, 1000, &x, &y);
    assert_int_equal(x, 240);
    assert_int_equal(y, 24);
    x = 900, y = 900;
    layout_keep_inside(d, 500, 300, &x, &y);
    assert_int_equal(x, 780);
    assert_int_equal(y, 724);
    x = -50, y = 0;
    layout_keep_inside(d, 2000, 2000, &x, &y);
    assert_int_equal(x, 0);
    assert_int_equal(y, 24);
}

/* Whether every word of the lines is in the box's lines, in order (a
 * wrapped help loses nothing). */
static int words_kept(const char *const *lines, int n, const hb_box *b)
{
    char all[16384] = "", got[16384] = "";
    for (int i = 0; i < n; i++)
        snprintf(all + strlen(all), sizeof all - strlen(all), "%s ", lines[i]);
    for (int i = 0; i < b->n; i++)
        snprintf(got + strlen(got), sizeof got - strlen(got), "%s ", b->line[i]);
    const char *p = got;
    for (char *w = strtok(all, " "); w; w = strtok(NULL, " ")) {
        p = strstr(p, w);
        if (!p)
            return 0;
        p += strlen(w);
    }
    return 1;
}

static void assert_box_fits(const hb_box *b, int win_w, int win_h)
{
    assert_true(b->scale >= 1);
    assert_true(inside(b->box, (rect){ 0, 0, win_w, win_h }));
    for (int i = 0; i < b->n; i++)
        assert_true(((int)strlen(b->line[i]) + 2) * 8 * b->scale <= b->box.w);
    assert_true((b->n + 1) * HB_LINE_H * b->scale <= b->box.h);
}

/* A help that fits stays as written, at the largest scale asked for that
 * holds it; one wider than the window wraps (the gallery's at 400x300, cut
 * on both sides before), losing no word. */
static void test_help_box_wraps(void **state)
{
    (void)state;
    static hb_box b;
    hb_view v = { 0, 0 };
    const char *small[] = { "HEADING", "a line", "another line" };
    hb_layout(&b, small, 3, 800, 600, 3, &v);
    assert_int_equal(b.scale, 3);
    assert_int_equal(b.n, 3);
    assert_int_equal(b.footer, 0);
    assert_string_equal(b.line[2], "another line");
    const char *gal[] = {
        "The gallery: choose a game (F1 or Esc closes this)", "",
        "A card shows the title's first screen in the look chosen (its empty border left out)",
        "remembered; Ctrl+G in a game comes back here." };
    hb_layout(&b, gal, 4, 400, 300, 2, &v);
    assert_int_equal(b.scale, 1);
    assert_box_fits(&b, 400, 300);
    assert_int_equal(b.footer, 0);
    assert_true(b.n > 4);
    assert_true(words_kept(gal, 4, &b));
    assert_int_equal(strncmp(b.line[b.heading], "", 1), 0);
}

/* A help taller than the window (a keypad title's 45 lines in an SDK
 * cartridge's 868x328 window: its heading and ends were cut) shows a page
 * under its heading, the last line naming the keys; the keys move it, and
 * the end shows the last line. */
static void test_help_box_pages(void **state)
{
    (void)state;
    static hb_box b;
    static char text[45][80];
    const char *lines[45];
    hb_view v = { 0, 0 };
    for (int i = 0; i < 45; i++) {
        snprintf(text[i], sizeof text[i], i ? "line %02d ......................................................... end" : "HELLO KEYS  (F1 closes)", i);
        lines[i] = text[i];
    }
    hb_layout(&b, lines, 45, 868, 328, 2, &v);
    assert_box_fits(&b, 868, 328);
    assert_int_equal(b.scale, 1);
    assert_int_equal(b.footer, 1);
    assert_string_equal(b.line[0], "HELLO KEYS  (F1 closes)");
    assert_non_null(strstr(b.line[b.n - 1], HB_KEYS));
    assert_non_null(strstr(b.line[b.n - 1], "of 44"));
    assert_non_null(strstr(b.line[1], "line 01"));
    int page = v.page;
    assert_int_equal(b.n, page + 2);
    hb_scroll(&v, HB_DOWN);
    hb_layout(&b, lines, 45, 868, 328, 2, &v);
    assert_non_null(strstr(b.line[1], "line 02"));
    hb_scroll(&v, HB_PAGE_DOWN);
    hb_layout(&b, lines, 45, 868, 328, 2, &v);
    assert_int_equal(v.top, page < 44 - page ? page : 44 - page);   /* a page on, or the end */
    hb_scroll(&v, HB_END);
    hb_layout(&b, lines, 45, 868, 328, 2, &v);
    assert_non_null(strstr(b.line[b.n - 2], "line 44"));
    assert_box_fits(&b, 868, 328);
    hb_scroll(&v, HB_HOME);
    hb_scroll(&v, HB_UP);
    hb_layout(&b, lines, 45, 868, 328, 2, &v);
    assert_int_equal(v.top, 0);
    assert_non_null(strstr(b.line[1], "line 01"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_integer_and_aspect),
        cmocka_unit_test(test_layout_controllers),
        cmocka_unit_test(test_layout_natural_keeps_the_scale),
        cmocka_unit_test(test_layout_keep_inside),
        cmocka_unit_test(test_layout_status_scales),
        cmocka_unit_test(test_help_box_wraps),
        cmocka_unit_test(test_help_box_pages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
