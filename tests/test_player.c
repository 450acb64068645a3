/* test_player.c — the player's commands (front/player.h), driven directly
 * as a shell drives them, with their result lines: the --trace file after a
 * rewind, a state load or a reset reads as the game played (it repeated
 * the whole game after each: 39 copies of a 30-line game); recording
 * across a reset gives a movie that plays to the same trace; what a
 * recording refuses; the movie's title is the registry's; switching title
 * while recording writes the movie; the hooks of a shell that keeps its
 * own files (pl_shell). The smoke cartridge traces every key
 * it is typed, so a trace shows every stretch of play. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/headless.h"
#include "front/places.h"
#include "front/player.h"
#include "tests/testlib.h"
#include "util/textfile.h"

/* Opens `title` (and `more` options) with --trace FILE, with states and
 * save RAM in a folder of its own (the smoke cartridge counts its boots
 * in save RAM: every game starts from blank save RAM). */
static void open_game(player *p, const char *title, const char *more, const char *trace)
{
    static char *argv[8], data[600];
    static host_opts o;
    static int games;
    char err[512];
    int argc = 0;
    snprintf(data, sizeof data, "%s/data%d", tl_dir(), ++games);
    setenv("XDG_DATA_HOME", data, 1);
    argv[argc++] = "annex";
    argv[argc++] = (char *)title;
    if (more)
        argv[argc++] = (char *)more;
    argv[argc++] = "--trace";
    argv[argc++] = (char *)trace;
    assert_int_equal(cli_parse(argc, argv, &o, err, sizeof err), 0);
    if (pl_open(p, &o, (pl_hooks){ NULL, NULL, NULL }, err, sizeof err))
        fail_msg("%s", err);
}

/* Plays to logical frame `to`, typing a key at every frame ending in 5
 * (A at 5, B at 15 ...): the same script whatever point it resumes from. */
static void play(player *p, uint32_t to)
{
    uint32_t typed = UINT32_MAX;
    while (p->s.e->hw.frame < to) {
        uint32_t f = p->s.e->hw.frame;
        if (f % 10 == 5 && f != typed) {
            input_type(&p->in, (uint8_t)('A' + f / 10 % 12));
            typed = f;
        }
        assert_int_equal(pl_run(p, 60000, 0), ENG_FRAME);
    }
}

static char *slurp(const char *path)
{
    char *text, err[512];
    size_t len;
    if (txt_read(path, 1u << 24, &text, &len, err, sizeof err))
        fail_msg("%s", err);
    return text;
}

static void assert_same_file(const char *want, const char *got)
{
    char *a = slurp(want), *b = slurp(got);
    if (strcmp(a, b))
        fail_msg("%s differs from %s:\n--- want\n%.600s\n--- got\n%.600s", got, want, a, b);
    free(a);
    free(b);
}

/* A scratch file's path that stays (tl_path's buffers rotate). */
static const char *keep(const char *name)
{
    static char paths[8][600];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, 600, "%s", tl_path(name));
    return p;
}

/* The trace of one uninterrupted game to frame 130 of `title`. */
static const char *reference(const char *title, const char *more)
{
    static player p;
    const char *path = keep(more ? "ref-rom.tr" : "ref.tr");
    open_game(&p, title, more, path);
    play(&p, 130);
    assert_int_equal(pl_close(&p, 0), 0);
    return path;
}

/* A rewind in the middle: the trace is still the game played. */
static void rewind_game(const char *more, int steps)
{
    static player p;
    const char *want = reference("smoke", more), *got = keep("rw.tr");
    open_game(&p, "smoke", more, got);
    play(&p, 125);
    for (int i = 0; i < steps; i++)
        pl_rewind_step(&p);
    assert_non_null(strstr(p.line, "rewind: frame "));
    assert_true(p.s.e->hw.frame < 125);
    play(&p, 130);
    assert_int_equal(pl_close(&p, 0), 0);
    assert_same_file(want, got);
}

static void test_trace_after_rewind_native(void **state) { (void)state; rewind_game(NULL, 2); }
static void test_trace_after_rewind_rom(void **state) { (void)state; rewind_game("--rom", 2); }

/* F5 at frame `save`, on to `load`, F7: the trace as if played once. */
static void state_game(const char *more, uint32_t save, uint32_t load)
{
    static player p;
    const char *want = reference("smoke", more), *got = keep("st.tr");
    open_game(&p, "smoke", more, got);
    play(&p, save);
    pl_state_save(&p, 3);
    assert_string_equal(p.line, "state 3 saved");
    play(&p, load);
    assert_true(p.s.tlog.n > 0);                  /* lines written since the state */
    pl_state_load(&p, 3);
    assert_string_equal(p.line, "state 3 loaded");
    assert_int_equal(p.s.e->hw.frame, save);
    play(&p, 130);
    assert_int_equal(pl_close(&p, 0), 0);
    assert_same_file(want, got);
}

static void test_trace_after_state_load_native(void **state) { (void)state; state_game(NULL, 52, 125); }
static void test_trace_after_state_load_rom(void **state) { (void)state; state_game("--rom", 52, 125); }

/* The trace of `movie` by the headless runner, into `out`. */
static void headless_trace(const char *title, const char *movie, const char *out)
{
    static player p;
    static host_opts o;
    char err[512];
    char *argv[] = { "annex", "--headless", (char *)title, NULL };
    assert_int_equal(cli_parse(3, argv, &o, err, sizeof err), 0);
    assert_int_equal(sess_open(&p.s, &o, err, sizeof err), 0);
    FILE *f = fopen(out, "w");
    assert_non_null(f);
    hl_opts h = { .movie = movie, .frames = -1, .trace = f };
    hl_result r;
    assert_int_equal(hl_run(p.s.e, &h, &r), HL_OK);
    fclose(f);
    sess_close(&p.s);
}

/* Recording across a reset: the movie starts again at that power-on, and
 * it plays to the trace the window wrote (which started again too). */
static void test_record_across_reset(void **state)
{
    (void)state;
    static player p;
    const char *trace = keep("rec.tr"), *movie = keep("rec.mov"), *hl = keep("rec-hl.tr");
    open_game(&p, "smoke", NULL, trace);
    play(&p, 30);
    assert_int_equal(pl_record(&p, movie, 1), 0);
    assert_non_null(strstr(p.line, "recording "));
    play(&p, 40);
    pl_reset(&p);
    assert_string_equal(p.line, "reset: the movie starts again here (blank save RAM)");
    play(&p, 70);
    pl_state_load(&p, 1);
    assert_string_equal(p.line, "no state load while recording (Ctrl+R stops the movie)");
    pl_rewind_step(&p);
    assert_string_equal(p.line, "no rewind while recording (Ctrl+R stops the movie)");
    pl_pick_look(&p, CON_PROF_APPLE2);
    assert_string_equal(p.line, "no look change while recording (Ctrl+R stops the movie)");
    assert_int_equal(pl_stop(&p), 0);
    assert_non_null(strstr(p.line, "rec.mov written"));
    assert_int_equal(pl_close(&p, 0), 0);
    char *text = slurp(movie);
    assert_non_null(strstr(text, "\ntitle smoke\n"));
    assert_non_null(strstr(text, "\nend 71\n"));
    free(text);
    headless_trace("smoke", movie, hl);
    assert_same_file(hl, trace);
}

/* A shell that restores the engine itself (RetroArch's run-ahead and
 * netplay): pl_restored after the restore cuts the trace and the
 * recording back to the state, so the trace is the game played once and
 * the movie plays to it. */
static void test_shell_restore(void **state)
{
    (void)state;
    static player p;
    const char *want = reference("smoke", "--rom"), *got = keep("sh.tr");
    const char *movie = keep("sh.mov"), *hl = keep("sh-hl.tr");
    char err[512];
    uint8_t *snap;
    size_t len;
    open_game(&p, "smoke", "--rom", got);
    assert_int_equal(pl_record(&p, movie, 0), 0);
    play(&p, 52);
    eng *e = p.s.e;
    assert_int_equal(e->ops->snapshot(e, &snap, &len, err, sizeof err), 0);
    play(&p, 125);
    assert_int_equal(pl_may_restore(&p), -1);           /* a user's: refused */
    assert_string_equal(p.line, "no state load while recording (Ctrl+R stops the movie)");
    assert_int_equal(e->ops->restore(e, snap, len, err, sizeof err), 0);
    pl_restored(&p);                                     /* a replay's: taken */
    free(snap);
    play(&p, 130);
    assert_int_equal(pl_close(&p, 0), 0);
    assert_same_file(want, got);
    headless_trace("smoke", movie, hl);
    assert_same_file(hl, got);
}

/* Save RAM the shell holds (host_opts.sram_held) and a ROM given as
 * bytes: the game's writes reach the shell's copy; a recording leaves it
 * alone, as it leaves the file. */
static void test_sram_held(void **state)
{
    (void)state;
    static player p;
    static host_opts o;
    static uint8_t held[CON_SRAM_SIZE], before[CON_SRAM_SIZE];
    char *rom, err[512];
    size_t len;
    assert_int_equal(txt_read(tl_rom_path("smoke.rom"), 1u << 20, &rom, &len, err, sizeof err), 0);
    memset(&o, 0, sizeof o);
    o.frames = -1;
    o.machine_profile = CON_MACHINE_ANY;
    o.rom = "content";
    o.rom_flag = 1;
    o.rom_data = (const uint8_t *)rom;
    o.rom_len = len;
    o.sram_held = held;
    if (pl_open(&p, &o, (pl_hooks){ NULL, NULL, NULL }, err, sizeof err))
        fail_msg("%s", err);
    free(rom);                                          /* the engine has its copy */
    assert_string_equal(p.s.title->name, "smoke");
    play(&p, 20);
    memset(before, 0, sizeof before);
    assert_memory_not_equal(held, before, sizeof held); /* the boot count */
    memcpy(before, held, sizeof held);
    assert_int_equal(pl_record(&p, keep("held.mov"), 1), 0);
    play(&p, 40);
    assert_memory_equal(held, before, sizeof held);
    assert_int_equal(pl_close(&p, 0), 0);
}

/* Pause and frame step say what they did; a paused game runs nothing
 * until a step. */
static void test_pause_and_step(void **state)
{
    (void)state;
    static player p;
    open_game(&p, "smoke", NULL, keep("p.tr"));
    play(&p, 10);
    pl_frame_step(&p);
    assert_string_equal(p.line, "frame step: pause first");
    pl_pause(&p);
    assert_string_equal(p.line, "paused (F10: one frame)");
    uint32_t f = p.s.e->hw.frame;
    assert_int_equal(pl_run(&p, 60000, 0), PL_IDLE);
    pl_frame_step(&p);
    assert_string_equal(p.line, "one frame");
    assert_int_equal(pl_run(&p, 60000, 0), ENG_FRAME);
    assert_int_equal(pl_run(&p, 60000, 0), PL_IDLE);
    assert_true(p.s.e->hw.frame > f);
    pl_pause(&p);
    assert_string_equal(p.line, "running");
    assert_int_equal(pl_close(&p, 0), 0);
}

/* A renamed ROM records under its registry name; switching title while
 * recording writes the movie first, and it plays (the title check
 * passes). */
static void test_title_switch_while_recording(void **state)
{
    (void)state;
    static player p;
    static char buf[70000];
    FILE *f = fopen(tl_rom_path("smoke.rom"), "rb");
    assert_non_null(f);
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    const char *rom = keep("my cart.rom"), *movie = keep("sw.mov");
    tl_write_file(rom, buf, len);
    open_game(&p, rom, NULL, keep("sw.tr"));
    assert_int_equal(pl_record(&p, movie, 1), 0);
    play(&p, 40);
    static host_opts o;
    char err[512];
    char *argv[] = { "annex", "vice-versa", NULL };
    assert_int_equal(cli_parse(2, argv, &o, err, sizeof err), 0);
    assert_int_equal(pl_pick_title(&p, &o, err, sizeof err), 0);
    assert_string_equal(p.s.title->name, "vice-versa");
    char *text = slurp(movie);
    assert_non_null(strstr(text, "\ntitle smoke\n"));
    free(text);
    assert_int_equal(sess_check_movie(ttl_find("smoke"), movie, err, sizeof err), 0);
    assert_int_equal(pl_pick_engine(&p, 1, err, sizeof err), 0);
    assert_non_null(p.s.e->ops->save_state);        /* the ROM now */
    assert_int_equal(pl_close(&p, 0), 0);
}

/* The other result lines: an empty slot, a look change (the console
 * power-cycles in it), a state load that fails (the game goes on). */
static void test_state_and_look_lines(void **state)
{
    (void)state;
    static player p;
    open_game(&p, "smoke", "--rom", keep("l.tr"));
    play(&p, 20);
    pl_state_load(&p, 7);
    assert_string_equal(p.line, "state slot 7 is empty");
    pl_pick_look(&p, CON_PROF_APPLE2);
    assert_string_equal(p.line, "look apple2: power-cycled");
    assert_int_equal(p.s.e->hw.machine, CON_PROF_APPLE2);
    assert_int_equal(p.s.e->hw.frame, 0);
    play(&p, 10);
    fflush(p.s.trace.f);                       /* the trace began again at the power-on */
    char *text = slurp(p.s.trace.tmp);
    assert_non_null(strstr(text, "0 machine 2\n"));
    assert_null(strstr(text, "key 66"));      /* typed at frame 16 before it */
    int keys = 0;
    for (const char *at = text; (at = strstr(at, "key 65")) != NULL; at++)
        keys++;
    free(text);
    assert_int_equal(keys, 1);
    pl_state_save(&p, 2);
    char path[700];
    snprintf(path, sizeof path, "%s/annex/states/smoke-2.state", getenv("XDG_DATA_HOME"));
    tl_write_text(path, "not a state");
    pl_state_load(&p, 2);
    assert_non_null(strstr(p.line, "state 2 not loaded: "));
    play(&p, 20);                              /* the game goes on */
    assert_int_equal(pl_close(&p, 0), 0);
}

/* --frames N: the run is done once frame N is latched, not before. */
static void test_frames_done(void **state)
{
    (void)state;
    static player p;
    static host_opts o;
    char err[512];
    char *argv[] = { "annex", "smoke", "--frames", "20", NULL };
    assert_int_equal(cli_parse(4, argv, &o, err, sizeof err), 0);
    assert_int_equal(pl_open(&p, &o, (pl_hooks){ NULL, NULL, NULL }, err, sizeof err), 0);
    while (!p.done) {
        assert_true(p.s.e->hw.frame < 20);
        assert_int_equal(pl_run(&p, 60000, 0), ENG_FRAME);
    }
    assert_int_equal(p.s.e->hw.frame, 20);
    assert_int_equal(pl_close(&p, 0), 0);
}

/* What a shell that keeps its own files saw of the player (pl_shell). */
static struct {
    char loaded[64], saved[64], movie[600];
    int saves;
} seen;

static void shell_load(void *ctx, const char *name, uint8_t *sram, size_t n)
{
    (void)ctx;
    snprintf(seen.loaded, sizeof seen.loaded, "%s", name);
    memset(sram, 0, n);
}

static void shell_save(void *ctx, const char *name, const uint8_t *sram, size_t n)
{
    (void)ctx; (void)sram; (void)n;
    snprintf(seen.saved, sizeof seen.saved, "%s", name);
    seen.saves++;
}

static void shell_movie(void *ctx, const char *path)
{
    (void)ctx;
    snprintf(seen.movie, sizeof seen.movie, "%s", path);
}

/* Opens smoke with `more` (a --movie or NULL) through pl_open_shell. */
static void open_shell(player *p, const char *movie, const char *trace)
{
    static host_opts o;
    static const pl_shell sh = { shell_load, shell_save, shell_movie, 1 };
    char err[512], *argv[] = { "annex", "smoke", "--trace", (char *)trace, "--movie", (char *)movie, NULL };
    assert_int_equal(cli_parse(movie ? 6 : 4, argv, &o, err, sizeof err), 0);
    if (pl_open_shell(p, &o, (pl_hooks){ NULL, NULL, NULL }, &sh, err, sizeof err))
        fail_msg("%s", err);
}

/* Save RAM the game wrote less than a second before a recording starts
 * is saved then, not dropped with the blank save RAM the movie runs on. */
static void test_sram_before_record(void **state)
{
    (void)state;
    static player p;
    memset(&seen, 0, sizeof seen);
    open_shell(&p, NULL, keep("sr.tr"));
    pl_poll(&p, 0);
    play(&p, 10);                                      /* the smoke cartridge counts its boot */
    pl_poll(&p, 500);
    assert_int_equal(seen.saves, 0);
    assert_int_equal(pl_record(&p, keep("sr.mov"), 1), 0);
    assert_int_equal(seen.saves, 1);
    assert_int_equal(pl_close(&p, 0), 0);
    assert_int_equal(seen.saves, 1);                   /* none from the recording */
}

/* A shell that keeps its own files (pl_shell): save RAM comes from it
 * and goes to it a second after the cartridge changed it (no NAME.sram
 * file), a recording written is handed to it, and a movie played stops
 * where `annex --headless` stops it, with its trace. */
static void test_shell_hooks(void **state)
{
    (void)state;
    static player p;
    char path[700];
    const char *movie = keep("sh.mov"), *trace = keep("sh.tr"), *hl = keep("sh-hl.tr");
    memset(&seen, 0, sizeof seen);
    open_game(&p, "smoke", NULL, keep("sh0.tr"));      /* a data folder of its own */
    assert_int_equal(pl_close(&p, 0), 0);
    open_shell(&p, NULL, trace);
    assert_string_equal(seen.loaded, "smoke");
    pl_poll(&p, 0);
    play(&p, 10);                                      /* the smoke cartridge counts its boot */
    pl_poll(&p, 500);
    assert_int_equal(seen.saves, 0);
    pl_poll(&p, 1200);
    assert_int_equal(seen.saves, 1);
    assert_string_equal(seen.saved, "smoke");
    snprintf(path, sizeof path, "%s/annex/smoke.sram", getenv("XDG_DATA_HOME"));
    assert_false(plc_exists(path));
    assert_int_equal(pl_record(&p, movie, 1), 0);
    play(&p, 40);
    assert_int_equal(pl_stop(&p), 0);
    assert_string_equal(seen.movie, movie);
    assert_int_equal(pl_close(&p, 0), 0);
    headless_trace("smoke", movie, hl);
    open_shell(&p, movie, trace);
    uint32_t stop = p.movie_stop;
    assert_true(stop > 40);
    while (p.movie_stopped != 2)
        assert_int_equal(pl_run(&p, 60000, 0), ENG_FRAME);
    char line[64];
    snprintf(line, sizeof line, "movie over at frame %lu", (unsigned long)stop);
    assert_string_equal(p.line, line);
    assert_true(p.s.e->hw.frame >= stop);
    fflush(p.s.trace.f);
    char *got = slurp(p.s.trace.tmp), *want = slurp(hl), *cut = got;
    while (*cut && (uint32_t)strtoul(cut, NULL, 10) < stop)   /* the lines of the movie's run */
        cut = strchr(cut, '\n') + 1;
    *cut = 0;
    assert_string_equal(got, want);
    free(got);
    free(want);
    assert_int_equal(pl_close(&p, 0), 0);
}
/* F5 in the middle of a logical frame, F7 later (issue 29): the state
 * says how many of that frame's lines were written when it was saved
 * (docs/state.md, trace_lines), so the lines the frame wrote after it go
 * and the replay writes them once. Here F5 comes before the smoke ROM's
 * boot lines of frame 0, and F7 after them: they are in the trace once,
 * as in the game played once (rec-reset in the conformance test). */
static void test_trace_after_mid_frame_state(void **state) { (void)state; state_game("--rom", 0, 30); }

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trace_after_rewind_native),
        cmocka_unit_test(test_trace_after_rewind_rom),
        cmocka_unit_test(test_trace_after_state_load_native),
        cmocka_unit_test(test_trace_after_state_load_rom),
        cmocka_unit_test(test_record_across_reset),
        cmocka_unit_test(test_pause_and_step),
        cmocka_unit_test(test_title_switch_while_recording),
        cmocka_unit_test(test_state_and_look_lines),
        cmocka_unit_test(test_frames_done),
        cmocka_unit_test(test_trace_after_mid_frame_state),
        cmocka_unit_test(test_shell_restore),
        cmocka_unit_test(test_sram_held),
        cmocka_unit_test(test_sram_before_record),
        cmocka_unit_test(test_shell_hooks),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
