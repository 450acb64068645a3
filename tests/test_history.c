/* test_history.c — states and rewind from the input log (front/history.c):
 * on both engines a rewind gives the game as if it had been played to that
 * point (and on from there the same game), and a native state file saves,
 * loads and is refused when it is another version, another title or cut
 * short. Vice Versa under one of its movies. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <unistd.h>

#include "emu/engine.h"
#include "emu/movie_file.h"
#include "front/history.h"
#include "front/titles.h"
#include "tests/testlib.h"

#define MOVIE "tests/movies/vv-abe-first.mov"

typedef struct run { eng *e; mvf m; mov_player p; history h; } run;

/* The movie's input, logged as the window logs what it latches. */
static void feed(void *ctx, uint32_t frame, hw_input *out)
{
    run *r = ctx;
    mov_input(&r->p, frame, out);
    hist_frame(&r->h, frame, out);
}

static void open_run(run *r, int rom)
{
    char err[512];
    memset(r, 0, sizeof *r);
    const ttl_entry *t = ttl_find("vice-versa");
    r->e = rom ? eng_rom_open(tl_rom_path(t->rom), err, sizeof err)
               : eng_native_open(t->name, t->entry, err, sizeof err);
    if (!r->e)
        fail_msg("%s", err);
    if (mvf_load(&r->m, MOVIE, err, sizeof err))
        fail_msg("%s", err);
    mvf_play(&r->m, &r->p);
    hist_start(&r->h, r->e->hw.sram, r->e->hw.machine);
}

/* Input back to the movie (a rewind or load replaced it), from frame on. */
static void rewire(run *r)
{
    r->e->hw.input_fn = feed;
    r->e->hw.input_ctx = r;
}

static void run_to(run *r, uint32_t frame)
{
    rewire(r);
    while (r->e->hw.frame < frame) {
        int st = eng_frame(r->e, 60000);
        assert_true(st == ENG_FRAME || st == ENG_BUSY);
        if (st == ENG_FRAME)
            hist_displayed(&r->h, r->e);
    }
}

static void close_run(run *r)
{
    eng_close(r->e);
    mvf_free(&r->m);
    hist_free(&r->h);
}

/* What a game shows at a point: its frame and screen (one native title
 * runs at a time, so runs are compared one after the other). */
typedef struct point { uint32_t frame; hw_display d; } point;

static void mark(run *r, point *p)
{
    p->frame = r->e->hw.frame;
    p->d = r->e->hw.disp;
}

static void same_game(run *r, const point *p)
{
    assert_int_equal(r->e->hw.frame, p->frame);
    assert_memory_equal(r->e->hw.disp.chars, p->d.chars, sizeof p->d.chars);
    assert_memory_equal(r->e->hw.disp.attrs, p->d.attrs, sizeof p->d.attrs);
}

/* Played to 900, rewound to about 500 (the native build exactly, the ROM
 * to its last snapshot before), then on to 1200: the same game as one
 * played straight to each point. */
static void rewind_on(int rom)
{
    static run a, b;
    static point at, end;
    char err[512];
    open_run(&a, rom);
    run_to(&a, 900);
    if (hist_rewind(&a.h, a.e, 500, err, sizeof err))
        fail_msg("%s", err);
    mark(&a, &at);
    assert_true(at.frame <= 500 && at.frame + 200 > 500);
    run_to(&a, 1200);
    mark(&a, &end);
    /* Again, from the rewound game: rewinds go on back. */
    if (hist_rewind(&a.h, a.e, 100, err, sizeof err))
        fail_msg("%s", err);
    assert_true(a.e->hw.frame <= 100);
    close_run(&a);
    open_run(&b, rom);
    run_to(&b, at.frame);
    same_game(&b, &at);
    run_to(&b, 1200);
    same_game(&b, &end);
    close_run(&b);
}

static void test_rewind_native(void **state) { (void)state; rewind_on(0); }
static void test_rewind_rom(void **state) { (void)state; rewind_on(1); }

static void test_native_state_file(void **state)
{
    (void)state;
    static run a;
    static point saved, later;
    char dir[] = "/tmp/annex-hist-XXXXXX", path[80], err[512];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/s.nstate", dir);
    open_run(&a, 0);
    run_to(&a, 700);
    mark(&a, &saved);
    assert_int_equal(hist_save(&a.h, "vice-versa", path, err, sizeof err), 0);
    run_to(&a, 1000);
    mark(&a, &later);
    close_run(&a);
    open_run(&a, 0);
    run_to(&a, 50);
    if (hist_load(&a.h, a.e, "vice-versa", path, err, sizeof err))
        fail_msg("%s", err);
    same_game(&a, &saved);
    run_to(&a, 1000);
    same_game(&a, &later);
    /* Refused, each with its reason, and the game left as it was. */
    assert_int_equal(hist_load(&a.h, a.e, "odin", path, err, sizeof err), -1);
    assert_non_null(strstr(err, "not of odin"));
    FILE *f = fopen(path, "r+");
    fputs("annex-native-state 2", f);
    fclose(f);
    assert_int_equal(hist_load(&a.h, a.e, "vice-versa", path, err, sizeof err), -1);
    assert_non_null(strstr(err, "version 2"));
    run_to(&a, 1000);
    assert_int_equal(hist_save(&a.h, "vice-versa", path, err, sizeof err), 0);
    assert_int_equal(truncate(path, 300), 0);
    assert_int_equal(hist_load(&a.h, a.e, "vice-versa", path, err, sizeof err), -1);
    assert_non_null(strstr(err, "cut short"));
    same_game(&a, &later);
    unlink(path);
    rmdir(dir);
    close_run(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rewind_native),
        cmocka_unit_test(test_rewind_rom),
        cmocka_unit_test(test_native_state_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
