/* test_gallery.c — the gallery's data (front/gallery.c): the titles a
 * player may choose, without the smoke cartridge and entrap-bw; each with
 * its own looks, name, machine, year and controls; its picture in each
 * look, drawn never smaller than 1x; the last choice remembered; Ctrl+G's
 * card; the F1 help. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <unistd.h>

#include "cart/console.h"
#include "front/gallery.h"
#include "front/looks.h"
#include "front/render.h"

static int index_of(const gallery *g, const char *name)
{
    for (int i = 0; i < g->n; i++)
        if (!strcmp(g->t[i]->name, name))
            return i;
    return -1;
}

static void test_gallery_titles(void **state)
{
    (void)state;
    static gallery g;
    char buf[120];
    gal_init(&g);
    assert_int_equal(g.n, 5);
    assert_int_equal(index_of(&g, "smoke"), -1);
    assert_int_equal(index_of(&g, "entrap-bw"), -1);
    int odin = index_of(&g, "odin"), entrap = index_of(&g, "entrap"), vv = index_of(&g, "vice-versa");
    assert_true(odin >= 0 && entrap >= 0 && vv >= 0);
    assert_int_equal(g.nlooks[odin], 2);
    assert_int_equal(g.looks[odin][0], CON_PROF_TRS80);
    assert_int_equal(g.looks[odin][1], CON_PROF_APPLE2);
    assert_int_equal(g.looks[entrap][1], CON_PROF_CGA_MONO);   /* entrap-bw's look */
    assert_int_equal(g.nlooks[vv], 1);
    ttl_display(g.t[vv], buf, sizeof buf);
    assert_string_equal(buf, "Vice Versa");
    ttl_display(g.t[entrap], buf, sizeof buf);
    assert_string_equal(buf, "8088 Entrap");
    ttl_display(ttl_find("entrap-bw"), buf, sizeof buf);        /* its caption goes on after a comma */
    assert_string_equal(buf, "8088 Entrap");
    gal_machine_line(g.t[vv], buf, sizeof buf);
    assert_string_equal(buf, "VideoBrain, 1978");
    gal_controls_line(g.t[index_of(&g, "capture")], buf, sizeof buf);
    assert_string_equal(buf, "keyboard, mouse, gamepad");
    g.sel = odin;
    gal_next_look(&g);
    assert_int_equal(gal_profile(&g, odin), CON_PROF_APPLE2);
    gal_next_look(&g);
    assert_int_equal(gal_profile(&g, odin), CON_PROF_TRS80);
}

/* Each picture is the title's own screen in the look chosen: Odin's two
 * looks differ in size. */
static void test_gallery_pictures(void **state)
{
    (void)state;
    static gallery g;
    static uint32_t px[RENDER_MAX_PIXELS];
    char err[256];
    gal_pic p, p2;
    gal_init(&g);
    for (int i = 0; i < g.n; i++) {
        if (gal_picture(&g, i, px, &p, err, sizeof err))
            fail_msg("%s: %s", g.t[i]->name, err);
        int lit = 0;
        for (long k = 0; k < (long)p.w * p.h; k++)
            lit += px[k] != px[0];
        assert_true(lit > 100);                  /* not a blank screen */
    }
    int odin = index_of(&g, "odin");
    assert_int_equal(gal_picture(&g, odin, px, &p, err, sizeof err), 0);
    g.sel = odin;
    gal_next_look(&g);
    assert_int_equal(gal_picture(&g, odin, px, &p2, err, sizeof err), 0);
    assert_int_equal(p.w, 400);                  /* TRS-80: 64 x 6 + border */
    assert_int_equal(p.par_num * 3, p.par_den * 2);   /* pixels 1.5 times as tall */
    assert_int_equal(p2.w, 296);                 /* Apple II: 40 x 7 + border */
}

static int inside(rect r, rect box)
{
    return r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w && r.y + r.h <= box.y + box.h;
}

/* Every picture, in every look, is drawn at 1x or more (Odin's TRS-80
 * screen was shrunk to 0.8 by 0.7 until it read "CDIN ... PLEREE?"),
 * inside its card, for gallery windows from 800x600 to 1920x1080; in the
 * gallery's own window (1024x768) and bigger, nothing of the screen is
 * cut, and Odin's TRS-80 text is drawn at 2x. */
static void test_gallery_pictures_readable(void **state)
{
    (void)state;
    static gallery g;
    static uint32_t px[RENDER_MAX_PIXELS];
    static const int wins[][2] = { { 1024, 768 }, { 1600, 1000 }, { 1920, 1080 }, { 1024, 680 }, { 800, 600 } };
    char err[256], bad[4096] = "";
    gal_pic p;
    rect src, dst;
    int k;
    gal_init(&g);
    for (int i = 0; i < g.n; i++)
        for (g.look[i] = 0; g.look[i] < g.nlooks[i]; g.look[i]++) {
            assert_int_equal(gal_picture(&g, i, px, &p, err, sizeof err), 0);
            rect content = gal_content(px, p.w, p.h);
            assert_true(inside(content, (rect){ 0, 0, p.w, p.h }));
            for (size_t w = 0; w < sizeof wins / sizeof wins[0]; w++) {
                gal_grid d = gal_grid_of(g.n, gal_text_width(&g), wins[w][0], wins[w][1]);
                rect box = gal_picture_box(gal_card(&d, i), d.unit);
                const char *why = NULL;
                gal_place(&p, content, box, &src, &dst, &k);
                if (dst.w < src.w || dst.h < src.h)
                    why = "shrunk";
                else if (!inside(dst, box) || !inside(src, content))
                    why = "out of place";
                else if (w < 3 && (src.w != content.w || src.h != content.h))
                    why = "cut";
                else if (!strcmp(g.t[i]->name, "odin") && gal_profile(&g, i) == CON_PROF_TRS80 && w == 0 && k < 2)
                    why = "below 2x";
                if (why)
                    snprintf(bad + strlen(bad), sizeof bad - strlen(bad), "%s %s: %dx%d at %d,%d drawn %dx%d "
                             "(content %dx%d) in %dx%d; ", g.t[i]->name, look_profile_name(gal_profile(&g, i)),
                             src.w, src.h, src.x, src.y, dst.w, dst.h, content.w, content.h, wins[w][0], wins[w][1]);
                if (why)
                    snprintf(bad + strlen(bad), sizeof bad - strlen(bad), "%s\n", why);
            }
        }
    if (bad[0])
        fail_msg("%s", bad);
}

/* In every gallery window from its smallest (GAL_MIN_W x GAL_MIN_H; at
 * 400x300 captions and the key line were cut) up, each card's lines and
 * the key line are whole, and a picture cut at 1x shows its middle rows:
 * Entrap's card shows its pieces (white pixels), not the empty top rows of
 * its board. */
static void test_gallery_small_window(void **state)
{
    (void)state;
    static gallery g;
    static uint32_t px[RENDER_MAX_PIXELS];
    static const int wins[][2] = { { GAL_MIN_W, GAL_MIN_H }, { 800, 600 }, { 700, 500 }, { 1024, 768 } };
    char lines[GAL_LINES][GAL_LINE_MAX], err[256];
    gal_init(&g);
    for (size_t w = 0; w < sizeof wins / sizeof wins[0]; w++) {
        gal_grid d = gal_grid_of(g.n, gal_text_width(&g), wins[w][0], wins[w][1]);
        assert_true(((int)strlen(GAL_HINT) * 8 + 16) * d.unit <= wins[w][0]);
        for (int i = 0; i < g.n; i++) {
            rect card = gal_card(&d, i);
            gal_card_lines(&g, i, lines);
            for (int k = 0; k < GAL_LINES; k++)
                if (((int)strlen(lines[k]) * 8 + 12) * d.unit > card.w)
                    fail_msg("%dx%d: '%s' cut in a card %d wide", wins[w][0], wins[w][1], lines[k], card.w);
            assert_true(gal_picture_box(card, d.unit).h >= 64);
        }
    }
    int e = index_of(&g, "entrap"), white = 0, k;
    gal_pic p;
    rect src, dst, box = { 0, 0, 120, 40 };   /* a small card (400x300 had 27 rows): cut at 1x */
    assert_int_equal(gal_picture(&g, e, px, &p, err, sizeof err), 0);
    gal_place(&p, gal_content(px, p.w, p.h), box, &src, &dst, &k);
    assert_int_equal(k, 1);
    for (int y = src.y; y < src.y + src.h; y++)
        for (int x = src.x; x < src.x + src.w; x++)
            white += px[y * p.w + x] == 0xFFFFFF;
    assert_true(white > 20);
}

/* The content leaves out a uniform border, keeps a margin, and is the
 * whole picture when there is nothing on it. */
static void test_gallery_content(void **state)
{
    (void)state;
    static uint32_t px[40 * 30];
    rect r = gal_content(px, 40, 30);
    assert_int_equal(r.w * r.h, 40 * 30);
    px[10 * 40 + 20] = 0xFFFFFF;
    px[12 * 40 + 1] = 0xFFFFFF;
    r = gal_content(px, 40, 30);
    assert_int_equal(r.x, 0);
    assert_int_equal(r.y, 10 - GAL_MARGIN);
    assert_int_equal(r.w, 20 + GAL_MARGIN + 1);
    assert_int_equal(r.h, 3 + 2 * GAL_MARGIN);
}

/* Ctrl+G from a game lands on its card (not on the last pick
 * remembered), in the look played; entrap-bw is Entrap in cga-mono; an
 * unknown ROM has no card. */
static void test_gallery_select(void **state)
{
    (void)state;
    static gallery g;
    gal_init(&g);
    g.sel = index_of(&g, "odin");
    assert_int_equal(gal_select(&g, ttl_find("entrap"), CON_PROF_CGA), 0);
    assert_int_equal(g.sel, index_of(&g, "entrap"));
    assert_int_equal(gal_profile(&g, g.sel), CON_PROF_CGA);
    g.sel = index_of(&g, "odin");
    assert_int_equal(gal_select(&g, ttl_find("entrap-bw"), CON_PROF_CGA_MONO), 0);
    assert_int_equal(g.sel, index_of(&g, "entrap"));
    assert_int_equal(gal_profile(&g, g.sel), CON_PROF_CGA_MONO);
    assert_int_equal(gal_select(&g, ttl_find("odin"), CON_PROF_CGA), 0);   /* not Odin's look */
    assert_int_equal(g.sel, index_of(&g, "odin"));
    assert_int_equal(gal_select(&g, NULL, CON_PROF_CGA), -1);
    assert_int_equal(g.sel, index_of(&g, "odin"));
    /* A game run without --machine (the machine CON_MACHINE_ANY, as the
     * window passes it) is in its title's own look: `annex entrap-bw` is
     * Entrap's card in cga-mono, `annex entrap` in cga whatever was
     * chosen before. */
    assert_int_equal(gal_select(&g, ttl_find("entrap"), CON_PROF_CGA), 0);
    assert_int_equal(gal_select(&g, ttl_find("entrap-bw"), CON_MACHINE_ANY), 0);
    assert_int_equal(g.sel, index_of(&g, "entrap"));
    assert_int_equal(gal_profile(&g, g.sel), CON_PROF_CGA_MONO);
    assert_int_equal(gal_select(&g, ttl_find("entrap"), CON_MACHINE_ANY), 0);
    assert_int_equal(gal_profile(&g, g.sel), CON_PROF_CGA);
}

/* F1's help names every key the gallery takes, and what a card shows. */
static void test_gallery_help(void **state)
{
    (void)state;
    const char *lines[32];
    char all[2048] = "";
    int n = gal_help(lines, 32);
    assert_true(n > 5 && n < 32);
    for (int i = 0; i < n; i++) {
        assert_true(strlen(lines[i]) <= 52);      /* the box fits an 800-pixel window */
        strcat(all, lines[i]);
        strcat(all, "\n");
    }
    static const char *const want[] = { "Arrows", "Enter", "click", "\nM ", "\nR ", "F1", "Esc",
                                        "machine", "controls", "look", "Ctrl+G" };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        if (!strstr(all, want[i]))
            fail_msg("the help lacks '%s'", want[i]);
    assert_int_equal(gal_help(lines, 3), 3);
}

/* The last title, look and engine, saved and read back; a bad file or an
 * unknown title leaves the defaults. */
static void test_gallery_remembers(void **state)
{
    (void)state;
    static gallery g, back;
    char dir[] = "/tmp/annex-gal-XXXXXX", path[64], err[256];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/gallery", dir);
    gal_init(&g);
    g.sel = index_of(&g, "entrap");
    gal_next_look(&g);
    g.rom = 1;
    assert_int_equal(gal_save(&g, path, err, sizeof err), 0);
    gal_init(&back);
    assert_int_equal(gal_load(&back, path), 0);
    assert_int_equal(back.sel, g.sel);
    assert_int_equal(gal_profile(&back, back.sel), CON_PROF_CGA_MONO);
    assert_int_equal(back.rom, 1);
    FILE *f = fopen(path, "w");
    fputs("title smoke\nlook atari\nengine what\n", f);
    fclose(f);
    gal_init(&back);
    assert_int_equal(gal_load(&back, path), 0);
    assert_int_equal(back.sel, 0);
    assert_int_equal(back.rom, 0);
    unlink(path);
    assert_int_equal(gal_load(&back, path), -1);  /* none yet */
    assert_int_equal(rmdir(dir), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gallery_titles),
        cmocka_unit_test(test_gallery_pictures),
        cmocka_unit_test(test_gallery_remembers),
        cmocka_unit_test(test_gallery_pictures_readable),
        cmocka_unit_test(test_gallery_content),
        cmocka_unit_test(test_gallery_select),
        cmocka_unit_test(test_gallery_small_window),
        cmocka_unit_test(test_gallery_help),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
