/* test_compare.c — the comparison behind `annex compare` (front/compare.c):
 * the first differing event of two traces, two runs of the smoke
 * cartridge that agree under the same movie and part ways, at the right
 * event and with both screens, under different movies, and two runs with
 * the same trace whose screens differ (a glyph changed behind the
 * cartridge's back): a screen divergence at that frame, and where. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>
#include "front/compare.h"

void smoke_main(void);   /* cart/smoke/smoke.c */

static void fill(cmp_trace *t, int n)
{
    char text[32];
    for (int i = 0; i < n; i++) {
        snprintf(text, sizeof text, "event %d", i);
        assert_int_equal(cmp_trace_add(t, (uint32_t)(10 * i), text), 0);
    }
}

static void test_first_diff(void **state)
{
    (void)state;
    cmp_trace a = { 0 }, b = { 0 };
    fill(&a, 500);                     /* grows past the first allocation */
    fill(&b, 500);
    assert_int_equal(cmp_first_diff(&a, &b), -1);
    strcpy(b.ev[321].text, "event x");            /* a mutated event */
    assert_int_equal(cmp_first_diff(&a, &b), 321);
    strcpy(b.ev[321].text, a.ev[321].text);
    b.ev[77].frame++;                             /* same text, another frame */
    assert_int_equal(cmp_first_diff(&a, &b), 77);
    b.ev[77].frame--;
    b.n = 400;                                    /* one trace ends early */
    assert_int_equal(cmp_first_diff(&a, &b), 400);
    assert_int_equal(cmp_first_diff(&b, &a), 400);
    cmp_trace_free(&a);
    cmp_trace_free(&b);
}

static eng *open_smoke(void *ctx, char *err, size_t n)
{
    (void)ctx;
    return eng_native_open("smoke", smoke_main, err, n);
}

/* Writes the smoke movie with the key typed at frame 3 replaced. */
static void write_movie(const char *path, const char *key)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "annex-movie 1\ntitle smoke\n3 key=%s\n4 key=i\n5 key=ENTER\n7 pad1=1\n"
               "9 pad1=0 buttons=1\n10 buttons=0\n80 key=Q\nend 81\n", key);
    fclose(f);
}

/* The report as cmp_print writes it (free it). */
static char *printed(const cmp_report *r)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    assert_non_null(f);
    cmp_print(f, r);
    fclose(f);
    return out;
}

static void test_engines(void **state)
{
    (void)state;
    char m1[] = "/tmp/annex-cmp-XXXXXX", m2[] = "/tmp/annex-cmp-XXXXXX", err[600];
    int f1 = mkstemp(m1), f2 = mkstemp(m2);
    assert_true(f1 >= 0 && f2 >= 0);
    close(f1);
    close(f2);
    write_movie(m1, "H");
    write_movie(m2, "J");
    static cmp_report r;
    cmp_target a = { open_smoke, NULL, "one", m1, 0, NULL }, b = { open_smoke, NULL, "two", m1, 0, NULL };
    assert_int_equal(cmp_engines(&a, &b, &r, err, sizeof err), 0);
    assert_true(r.identical);
    assert_int_equal(r.index, -1);
    assert_true(r.events > 4);

    b.movie = m2;                                 /* J instead of H at frame 3 */
    assert_int_equal(cmp_engines(&a, &b, &r, err, sizeof err), 0);
    assert_false(r.identical);
    assert_true(r.side[0].has_event && r.side[1].has_event);
    assert_int_equal(r.side[0].event.frame, 3);
    assert_int_equal(r.side[1].event.frame, 3);
    assert_string_equal(r.side[0].event.text, "key 72");
    assert_string_equal(r.side[1].event.text, "key 74");
    assert_true(r.side[0].screen.cols > 0 && r.side[1].screen.cols > 0);
    char *out = printed(&r);
    assert_non_null(strstr(out, "first divergence at trace event"));
    assert_non_null(strstr(out, "one     frame 3: key 72"));
    assert_non_null(strstr(out, "two screen there:"));
    free(out);

    write_movie(m2, "H\n2 key=X");                /* frames out of order: bad input */
    assert_int_equal(cmp_engines(&a, &b, &r, err, sizeof err), 2);
    assert_non_null(strstr(err, "frame numbers must increase"));
    unlink(m1);
    unlink(m2);
}

/* The smoke cartridge whose glyph 255 gets a row behind its back once it
 * has latched frame 40: the screen differs from the end of frame 40 on,
 * the trace never. */
static eng_ops glitch_ops;
static const eng_ops *smoke_ops;
static int glitch_frame(eng *e, int timeout_ms)
{
    int st = smoke_ops->frame(e, timeout_ms);
    if (e->hw.frame == 40)
        e->hw.disp.glyphs[255 * CON_GLYPH_ROWS + 3] = 0xFF;
    return st;
}

static eng *open_smoke_glitch(void *ctx, char *err, size_t n)
{
    eng *e = open_smoke(ctx, err, n);
    if (e) {
        smoke_ops = e->ops;
        glitch_ops = *e->ops;
        glitch_ops.frame = glitch_frame;
        e->ops = &glitch_ops;
    }
    return e;
}

static void test_screens(void **state)
{
    (void)state;
    char m[] = "/tmp/annex-cmp-XXXXXX", err[600];
    int fd = mkstemp(m);
    assert_true(fd >= 0);
    close(fd);
    write_movie(m, "H");
    static cmp_report r;
    cmp_target a = { open_smoke, NULL, "one", m, 0, NULL }, b = { open_smoke_glitch, NULL, "two", m, 0, NULL };
    assert_int_equal(cmp_engines(&a, &a, &r, err, sizeof err), 0);
    assert_true(r.identical);
    assert_int_equal(r.screens, 81);             /* frames 0-80: Q at 80 ends the cartridge */
    assert_int_equal(cmp_engines(&a, &b, &r, err, sizeof err), 0);
    assert_false(r.identical);
    assert_int_equal(r.what, CMP_SCREEN);
    assert_int_equal(r.frame, 40);
    assert_int_equal(r.index, -1);
    assert_string_equal(r.where, "glyph 255 row 3: 0x00 / 0xff");
    assert_true(r.side[0].has_screen && r.side[1].has_screen);
    char *out = printed(&r);
    assert_non_null(strstr(out, "first divergence on the screen at the end of frame 40 (of 81;"));
    assert_non_null(strstr(out, "first difference (one / two): glyph 255 row 3"));
    free(out);
    unlink(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_diff),
        cmocka_unit_test(test_engines),
        cmocka_unit_test(test_screens),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
