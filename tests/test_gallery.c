/* test_gallery.c — the gallery's data (front/gallery.c): the titles a
 * player may choose, without the smoke cartridge and entrap-bw; each with
 * its own looks, name, machine, year and controls; its picture in each
 * look; the last choice remembered. */
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
    gal_name(g.t[vv], buf, sizeof buf);
    assert_string_equal(buf, "Vice Versa");
    gal_name(g.t[entrap], buf, sizeof buf);
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
    int w, h, w2, h2;
    gal_init(&g);
    for (int i = 0; i < g.n; i++) {
        if (gal_picture(&g, i, px, &w, &h, err, sizeof err))
            fail_msg("%s: %s", g.t[i]->name, err);
        int lit = 0;
        for (long p = 0; p < (long)w * h; p++)
            lit += px[p] != px[0];
        assert_true(lit > 100);                  /* not a blank screen */
    }
    int odin = index_of(&g, "odin");
    assert_int_equal(gal_picture(&g, odin, px, &w, &h, err, sizeof err), 0);
    g.sel = odin;
    gal_next_look(&g);
    assert_int_equal(gal_picture(&g, odin, px, &w2, &h2, err, sizeof err), 0);
    assert_int_equal(w, 400);                    /* TRS-80: 64 x 6 + border */
    assert_int_equal(w2, 296);                   /* Apple II: 40 x 7 + border */
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
