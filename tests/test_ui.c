/* test_ui.c — the window as the user sees it: it draws only when something
 * changed (yet every change), host messages sit in a status bar off the
 * emulated screen and reach the window, and the F1 help is the title's
 * (natively and from a ROM header). Windows use SDL's dummy video driver. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <SDL2/SDL.h>

#include "emu/movie_file.h"
#include "util/textfile.h"
#include "sdl/app.h"
#include "front/cli.h"
#include "front/places.h"
#include "front/input.h"
#include "front/gallery.h"
#include "front/helpbox.h"
#include "front/keyhelp.h"
#include "front/layout.h"
#include "front/session.h"
#include "sdl/ui.h"

static char scratch[] = "/tmp/annex-test-ui-XXXXXX";

/* A window run of `title` (NULL: opts as set) for `frames` frames, with
 * settings in the scratch folder; its stats. */
static const app_stats *run_window(host_opts *o, const char *title, long frames)
{
    char conf[600];
    snprintf(conf, sizeof conf, "%s/annex.conf", scratch);
    if (title)
        o->title = title;
    o->frames = frames;
    o->no_audio = 1;
    o->config = conf;
    o->scale = 2;
    o->machine_profile = CON_MACHINE_ANY;
    o->fullscreen = o->scanlines = -1;
    assert_int_equal(app_run(o), 0);
    return app_last_stats();
}

/* A title waiting for a key: a handful of presents over 120 ticks. */
static void test_idle_window_draws_little(void **state)
{
    (void)state;
    host_opts o;
    memset(&o, 0, sizeof o);
    const app_stats *st = run_window(&o, "capture", 120);
    assert_true(st->ticks >= 120);
    assert_true(st->frames >= 120);
    assert_true(st->presents >= 1);
    assert_true(st->presents <= st->ticks / 20);
    assert_true(st->uploads <= st->changes);
}

/* The display changes of the smoke movie, counted by running the engine
 * alone: the window must upload and present every one of them. */
static long movie_changes(const char *movie, long frames)
{
    char err[256];
    static hw_display prev;
    static mvf m;
    static mov_player pl;
    static input in;
    eng *e = eng_native_open("smoke", ttl_find("smoke")->entry, err, sizeof err);
    assert_non_null(e);
    assert_int_equal(mvf_load(&m, movie, err, sizeof err), 0);
    mvf_play(&m, &pl);
    input_init(&in);
    input_set_movie(&in, &pl);
    e->hw.input_fn = input_latch;
    e->hw.input_ctx = &in;
    memcpy(&prev, &e->hw.disp, sizeof prev);
    long changes = 1;                        /* the power-on picture */
    while (input_last(&in, NULL) < (uint32_t)frames) {
        int r = eng_frame(e, 60000);
        if (r != ENG_FRAME)
            break;
        changes += memcmp(&prev, &e->hw.disp, sizeof prev) != 0;
        memcpy(&prev, &e->hw.disp, sizeof prev);
    }
    eng_close(e);
    input_destroy(&in);
    mvf_free(&m);
    return changes;
}

static void test_changing_screen_presents_every_change(void **state)
{
    (void)state;
    long want = movie_changes("tests/movies/smoke.mov", 90);
    host_opts o;
    memset(&o, 0, sizeof o);
    o.movie = "tests/movies/smoke.mov";
    const app_stats *st = run_window(&o, "smoke", 90);
    assert_true(want > 5);
    assert_int_equal(st->changes, want);
    /* The power-on picture and the first frame may reach the first draw
     * together; after that every change is uploaded and presented. */
    assert_true(st->uploads >= want - 1 && st->uploads <= want);
    assert_true(st->presents >= st->uploads);
}

/* F6 on a native build saves its state (its input since power-on): the
 * message is in the window's status bar. */
static void test_message_in_window(void **state)
{
    (void)state;
    SDL_Event ev;
    assert_int_equal(SDL_Init(SDL_INIT_VIDEO), 0);
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.scancode = SDL_SCANCODE_F6;
    ev.key.keysym.sym = SDLK_F6;
    assert_int_equal(SDL_PushEvent(&ev), 1);
    host_opts o;
    memset(&o, 0, sizeof o);
    const app_stats *st = run_window(&o, "vice-versa", 20);
    SDL_Quit();
    assert_non_null(strstr(st->said, "state 1 saved"));
}

/* F1 pressed at the start and again half a second later: the help pauses
 * the game (Capture's timed clock must not run on behind it), so some 30
 * ticks pass with no frame run. */
static Uint32 press_f1(Uint32 interval, void *param)
{
    SDL_Event ev;
    (void)param;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_KEYDOWN;
    ev.key.state = SDL_PRESSED;
    ev.key.keysym.scancode = SDL_SCANCODE_F1;
    ev.key.keysym.sym = SDLK_F1;
    SDL_PushEvent(&ev);
    (void)interval;
    return 0;
}

static void test_help_pauses(void **state)
{
    (void)state;
    assert_int_equal(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER), 0);
    press_f1(0, NULL);
    SDL_TimerID t = SDL_AddTimer(500, press_f1, NULL);
    assert_true(t != 0);
    host_opts o;
    memset(&o, 0, sizeof o);
    const app_stats *st = run_window(&o, "capture", 60);
    SDL_Quit();
    assert_true(st->frames >= 60);
    assert_true(st->ticks >= st->frames + 20);
}

/* A status message is never cut for the flags (REC, PAUSED): it is drawn
 * whole, smaller when it must be, and the flags only where room is left. */
static void test_status_message_whole(void **state)
{
    (void)state;
    const char *msg = "recording annex-vice-versa-001.mov (power-cycled, blank save RAM)";
    int len = (int)strlen(msg), scale = 2;
    assert_false(ui_status_fit((len + 2) * 8, &scale, len, 4));    /* no room for " REC" */
    assert_int_equal(scale, 1);
    scale = 3;
    assert_true(ui_status_fit(2000, &scale, len, 4));
    assert_int_equal(scale, 3);                                    /* 68 x 24 fits 2000 */
    for (int w = 200; w <= 2000; w += 37)
        for (int s0 = 1; s0 <= 4; s0++) {
            int sc = s0, flags = ui_status_fit(w, &sc, len, 4);
            if ((len + 2) * 8 <= w)
                assert_true((len + 2) * 8 * sc <= w);              /* whole */
            if (flags)
                assert_true((len + 4 + 3) * 8 * sc <= w);          /* never over it */
        }
}

/* The status bar never covers the screen, the keypads or the buttons. */
static int overlap(rect a, rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void test_status_bar_off_the_screen(void **state)
{
    (void)state;
    static const int fb[][2] = { { 336, 216 }, { 144, 224 }, { 400, 208 } };
    for (int f = 0; f < 3; f++)
        for (int pads = 0; pads <= 2; pads++)
            for (int w = 200; w <= 2000; w += 150)
                for (int h = 300; h <= 1400; h += 125) {
                    layout l;
                    view v = { fb[f][0], fb[f][1], 1, 1, 1, (w + h) & 1, pads, pads > 0 };
                    layout_compute(&l, &v, w, h);
                    assert_true(l.status.h > 0);
                    assert_int_equal(l.status.y + l.status.h, h);
                    assert_false(overlap(l.status, l.screen));
                    for (int p = 0; p < pads; p++)
                        assert_false(overlap(l.status, l.panel[p]));
                    for (int b = 0; v.buttons && b < LAYOUT_BUTTONS; b++)
                        assert_false(overlap(l.status, l.button[b]));
                }
}

static int has_line(char lines[][KM_HELP_W], int n, const char *a, const char *b)
{
    for (int i = 0; i < n; i++)
        if (strstr(lines[i], a) && (!b || strstr(lines[i], b)))
            return 1;
    return 0;
}

/* Capture's help: its commands, its keypads with the inlay's legends, and
 * its CLEAR on the keypad's key (Keypad .), not the typed CLEAR (Home). */
static void test_help_is_the_titles(void **state)
{
    (void)state;
    static keymap k;
    char lines[64][KM_HELP_W];
    const ttl_entry *c = ttl_find("capture"), *o = ttl_find("odin");
    km_defaults(&k);
    km_title t = km_title_of(c);
    int n = km_help(&k, &t, &km_desktop, lines, 64);
    assert_true(has_line(lines, n, "Capture MG-302 KEYS", NULL));
    assert_true(has_line(lines, n, "GAME START (F2) starts", NULL));
    assert_true(has_line(lines, n, "P1 MIN-", "Keypad 7"));
    assert_true(has_line(lines, n, "P1 CLEAR", "Keypad ."));
    assert_true(has_line(lines, n, "P2 CLEAR", "V | F | R"));
    assert_false(has_line(lines, n, "Home", NULL));
    assert_false(has_line(lines, n, "joystick", NULL));   /* played on its keypads */
    km_title u = km_title_of(o);
    n = km_help(&k, &u, &km_desktop, lines, 64);
    assert_true(has_line(lines, n, "T tutor", NULL));
    assert_false(has_line(lines, n, "CLEAR key", NULL));  /* Odin reads no CLEAR */
    assert_true(has_line(lines, n, "BREAK key", "Pause, End"));
    assert_false(has_line(lines, n, "joystick", NULL));  /* Odin reads none */
    assert_false(has_line(lines, n, "P1 ", NULL));
    const ttl_entry *v = ttl_find("vice-versa");
    km_title w = km_title_of(v);
    n = km_help(&k, &w, &km_desktop, lines, 64);
    assert_true(has_line(lines, n, "joystick 1 fire", "Space"));
    assert_true(has_line(lines, n, "joystick 2 fire", "U"));
    assert_true(has_line(lines, n, "H at the roster", NULL));  /* the handicap option (issue 32) */
    for (int i = 0; i < n; i++)
        assert_true(strlen(lines[i]) < KM_HELP_W);
}

/* Every F1 help fits every window the program opens, down to the gallery's
 * 400x300 and an SDK cartridge's 868x328 (a keypad ROM the registry does
 * not know): the box inside the window, its heading first, and a help too
 * tall for it paged with the keys named. */
static void test_help_fits_small_windows(void **state)
{
    (void)state;
    static keymap k;
    static hb_box b;
    static const char *const inlay[12] = { 0 };
    char lines[64][KM_HELP_W];
    const char *ptrs[64];
    static const int sizes[][2] = { { 868, 328 }, { 400, 300 }, { 640, 480 }, { 1280, 960 } };
    km_defaults(&k);
    for (unsigned i = 0; i <= ttl_count; i++) {
        const ttl_entry *e = i < ttl_count ? &ttl_titles[i] : NULL;
        km_title t = e ? km_title_of(e)
                       : (km_title){ "HELLO", 1, inlay, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
        int n = km_help(&k, &t, &km_desktop, lines, 64);
        for (int j = 0; j < n; j++)
            ptrs[j] = lines[j];
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            hb_view v = { 0, 0 };
            hb_layout(&b, ptrs, n, sizes[s][0], sizes[s][1], 2, &v);
            assert_true(b.box.x >= 0 && b.box.y >= 0);
            assert_true(b.box.x + b.box.w <= sizes[s][0] && b.box.y + b.box.h <= sizes[s][1]);
            assert_non_null(strstr(b.line[0], t.name));
            if (b.footer)
                assert_non_null(strstr(b.line[b.n - 1], HB_KEYS));
        }
    }
    const char *gal[32];
    hb_view v = { 0, 0 };
    int n = gal_help(gal, 32);
    hb_layout(&b, gal, n, 400, 300, 1, &v);
    assert_true(b.box.x >= 0 && b.box.x + b.box.w <= 400 && b.box.y >= 0 && b.box.y + b.box.h <= 300);
    assert_int_equal(b.footer, 0);
}

/* A ROM under another file name is known by its header's title. */
static void test_rom_help_by_header(void **state)
{
    (void)state;
    char rom[4096], copy[700], err[512], *data;
    size_t len;
    const ttl_entry *c = ttl_find("capture");
    if (sess_find_rom(c, rom, sizeof rom) != 0)
        skip();
    snprintf(copy, sizeof copy, "%s/mine.rom", scratch);
    assert_int_equal(txt_read(rom, 1 << 20, &data, &len, err, sizeof err), 0);
    assert_int_equal(fio_write_atomic(copy, data, len, err, sizeof err), 0);
    free(data);
    host_opts o;
    memset(&o, 0, sizeof o);
    o.rom = copy;
    o.rom_flag = 1;
    o.machine_profile = CON_MACHINE_ANY;
    session s;
    assert_int_equal(sess_open(&s, &o, err, sizeof err), 0);
    assert_ptr_equal(s.title, c);
    assert_int_equal(s.controllers, 2);
    assert_string_equal(s.inlay[0], "MIN-");
    /* Its F1 help is headed by the title's name, as natively (not the
     * header's CAPTURE MG-302). */
    km_title t = sess_keys(&s);
    assert_string_equal(t.name, "Capture MG-302");
    sess_close(&s);
}

int main(void)
{
    if (!mkdtemp(scratch))
        return 1;
    setenv("XDG_CONFIG_HOME", scratch, 1);
    setenv("XDG_DATA_HOME", scratch, 1);
    if (!getenv("SDL_VIDEODRIVER"))
        setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_idle_window_draws_little),
        cmocka_unit_test(test_changing_screen_presents_every_change),
        cmocka_unit_test(test_message_in_window),
        cmocka_unit_test(test_status_bar_off_the_screen),
        cmocka_unit_test(test_help_pauses),
        cmocka_unit_test(test_status_message_whole),
        cmocka_unit_test(test_help_is_the_titles),
        cmocka_unit_test(test_rom_help_by_header),
        cmocka_unit_test(test_help_fits_small_windows),
    };
    int r = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0)
        fprintf(stderr, "test_ui: cannot remove %s\n", scratch);
    return r;
}
