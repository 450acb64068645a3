/* test_console.c — the console state (emu/hw.c, font, palette), the movie
 * format (emu/movie.c) and the native runner (native/native.c) with the smoke
 * cartridge. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/engine.h"
#include "emu/hw.h"

void smoke_main(void);   /* cart/smoke/smoke.c */
#include "emu/movie.h"

/* ---------------------------------------------------------------- hw --- */

static void test_mode_limits(void **state)
{
    (void)state;
    hw h;
    hw_init(&h);
    assert_int_equal(h.disp.cols, 40);
    assert_int_equal(h.disp.rows, 25);
    assert_int_equal(h.machine, CON_MACHINE_ANY);
    assert_int_equal(hw_set_mode(&h, CON_PROF_TRS80, 64, 16, 6, 12, 0x10), 0);
    assert_int_equal(h.disp.cols, 64);
    assert_int_equal(h.disp.attrs[64 * 16 - 1], 0x10);
    assert_int_equal(h.disp.chars[0], ' ');
    /* 81 columns, 2049 cells, cell sizes and profile out of range: rejected,
     * and the previous mode stays. */
    assert_int_equal(hw_set_mode(&h, CON_PROF_CGA, 81, 25, 8, 8, 0), 1);
    assert_int_equal(hw_set_mode(&h, CON_PROF_CGA, 80, 26, 8, 8, 0), 1);
    assert_int_equal(hw_set_mode(&h, CON_PROF_CGA, 40, 25, 9, 8, 0), 1);
    assert_int_equal(hw_set_mode(&h, CON_PROF_CGA, 40, 25, 8, 17, 0), 1);
    assert_int_equal(hw_set_mode(&h, CON_PROF_COUNT, 40, 25, 8, 8, 0), 1);
    assert_int_equal(h.disp.mode_rejected, 1);
    assert_int_equal(h.disp.cols, 64);
    assert_int_equal(hw_set_mode(&h, CON_PROF_CGA, 80, 25, 8, 8, 0), 0);
    assert_int_equal(h.disp.mode_rejected, 0);
    assert_int_equal(hw_cell(&h, 79, 24), 80 * 25 - 1);
    assert_int_equal(hw_cell(&h, 80, 0), -1);
    assert_int_equal(hw_cell(&h, 0, 25), -1);
}

static void test_block_glyphs(void **state)
{
    (void)state;
    hw h;
    hw_init(&h);
    hw_set_mode(&h, CON_PROF_TRS80, 64, 16, 6, 12, 0);
    const uint8_t *g = h.disp.glyphs;
    /* bit 0 = top-left third: rows 0-3, left 3 pixels of 6 */
    const uint8_t *tl = g + (CON_GLYPH_BLOCKS + 1) * CON_GLYPH_ROWS;
    assert_int_equal(tl[0], 0xE0);
    assert_int_equal(tl[3], 0xE0);
    assert_int_equal(tl[4], 0x00);
    /* bit 5 = bottom-right: rows 8-11, pixels 3-5 */
    const uint8_t *br = g + (CON_GLYPH_BLOCKS + 32) * CON_GLYPH_ROWS;
    assert_int_equal(br[7], 0x00);
    assert_int_equal(br[8], 0x1C);
    assert_int_equal(br[11], 0x1C);
    /* the 6x12 font is used in tall cells: 'A' has pixels, space none */
    int a = 0, sp = 0;
    for (int r = 0; r < 12; r++) {
        a |= g['A' * CON_GLYPH_ROWS + r];
        sp |= g[' ' * CON_GLYPH_ROWS + r];
    }
    assert_true(a != 0);
    assert_int_equal(sp, 0);
    assert_int_equal(g[127 * CON_GLYPH_ROWS + 11], 0xFF);
    assert_int_equal(g[127 * CON_GLYPH_ROWS + 12], 0x00);
    assert_int_equal(g[200 * CON_GLYPH_ROWS + 3], 0x00);
}

static void test_palettes(void **state)
{
    (void)state;
    assert_int_equal(palette_of(CON_PROF_CGA)[14], 0xFFFF55);
    assert_int_equal(palette_of(CON_PROF_VIDEOBRAIN)[4], 0x0000A0);
    assert_int_equal(palette_of(CON_PROF_APPLE2)[9], 0xE66F00);
    assert_int_equal(palette_of(CON_PROF_ARCADIA)[4], 0x00FF00);
    assert_int_equal(palette_of(CON_PROF_TRS80)[0], 0x000000);
}

typedef struct { char lines[64][HW_TRACE_LINE + 16]; int n; } trace_log;

static void log_trace(void *ctx, uint32_t frame, const char *line)
{
    trace_log *t = ctx;
    if (t->n < 64)
        snprintf(t->lines[t->n++], sizeof t->lines[0], "%lu %s", (unsigned long)frame, line);
}

static void test_trace_and_sram(void **state)
{
    (void)state;
    hw h;
    trace_log t = { .n = 0 };
    hw_init(&h);
    h.trace_fn = log_trace;
    h.trace_ctx = &t;
    hw_latch(&h);
    hw_latch(&h);
    for (const char *s = "move f5\n"; *s; s++)
        hw_trace_char(&h, *s);
    for (int i = 0; i < 300; i++)        /* an over-long line is cut, not overrun */
        hw_trace_char(&h, 'x');
    hw_trace_char(&h, '\n');
    assert_int_equal(t.n, 2);
    assert_string_equal(t.lines[0], "2 move f5");
    assert_int_equal(strlen(t.lines[1]), 2 + HW_TRACE_LINE - 1);
    assert_int_equal(h.sram_dirty, 0);
    hw_sram_set(&h, 5, 0);               /* no change: stays clean */
    assert_int_equal(h.sram_dirty, 0);
    hw_sram_set(&h, 5, 9);
    hw_sram_set(&h, CON_SRAM_SIZE, 9);   /* outside: ignored */
    assert_int_equal(h.sram_dirty, 1);
    h.sram_dirty = 0;
    hw_reset(&h);                        /* the battery keeps save RAM */
    assert_int_equal(h.sram[5], 9);
    assert_int_equal(h.frame, 0);
}

static void test_sound(void **state)
{
    (void)state;
    hw h;
    hw_init(&h);
    hw_sound(&h, CON_CH_TONE1, 440, 20, 2);
    assert_int_equal(h.ch[1].vol, 15);
    uint32_t serial = h.ch[1].serial;
    hw_sound_tick(&h);
    hw_sound_tick(&h);
    hw_sound_tick(&h);
    assert_int_equal(h.ch[1].frames, 0);
    hw_sound(&h, CON_CH_NOISE, 1000, 3, CON_DUR_HOLD);
    hw_sound_tick(&h);
    assert_int_equal(h.ch[2].frames, CON_DUR_HOLD);
    hw_sound(&h, 3, 1, 1, 1);            /* no such channel: ignored */
    assert_int_equal(h.ch[1].serial, serial);
}

/* ------------------------------------------------------------- movie --- */

static void test_movie_lines(void **state)
{
    (void)state;
    mov_event ev;
    const char *why = NULL;
    assert_int_equal(mov_parse_line("annex-movie 1", &ev, &why), MOV_SKIP);
    assert_int_equal(mov_parse_line("  # note", &ev, &why), MOV_SKIP);
    assert_int_equal(mov_parse_line("", &ev, &why), MOV_SKIP);
    assert_int_equal(mov_parse_line("12 key=ENTER pad1=80c joy2=1f buttons=3 mod=1\n", &ev, &why), MOV_EVENT);
    assert_int_equal(ev.frame, 12);
    assert_int_equal(ev.in.key, CON_K_ENTER);
    assert_int_equal(ev.in.pad[0], 0x80c);
    assert_int_equal(ev.in.joy[1], 0x1f);
    assert_int_equal(ev.in.buttons, 3);
    assert_int_equal(ev.fields, MOV_F_KEY | MOV_F_PAD1 | MOV_F_JOY2 | MOV_F_BUTTONS | MOV_F_MOD);
    assert_int_equal(mov_parse_line("3 key=a", &ev, &why), MOV_EVENT);
    assert_int_equal(ev.in.key, 'a');
    assert_int_equal(mov_parse_line("3 key=$7e", &ev, &why), MOV_EVENT);
    assert_int_equal(ev.in.key, 0x7e);
    assert_int_equal(mov_parse_line("end 250", &ev, &why), MOV_END);
    assert_int_equal(ev.frame, 250);
    const char *bad[] = { "end", "end 0", "end x", "end 5 6", "x 1", "0 key=A", "5 key=", "5 key=NOPE", "5 joy1=100",
                          "5 pad1=12345", "5 bogus=1", "5 joy1", "5 joy1=zz",
                          "99999999999 key=A" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why = NULL;
        assert_int_equal(mov_parse_line(bad[i], &ev, &why), MOV_ERROR);
        assert_non_null(why);
    }
}

typedef struct { const char **lines; int i; } line_src;
static const char *next_src(void *ctx)
{
    line_src *s = ctx;
    return s->lines[s->i] ? s->lines[s->i++] : NULL;
}

static void test_movie_player(void **state)
{
    (void)state;
    const char *lines[] = { "annex-movie 1", "2 key=A joy1=1", "end 9", "4 joy1=0 key=B", "4 key=C", NULL };
    line_src src = { lines, 0 };
    mov_player p;
    hw_input in;
    mov_start(&p, next_src, &src);
    mov_input(&p, 1, &in);
    assert_int_equal(in.key, 0);
    assert_int_equal(in.joy[0], 0);
    mov_input(&p, 2, &in);
    assert_int_equal(in.key, 'A');
    assert_int_equal(in.joy[0], 1);
    assert_int_equal(p.end_frame, 9);
    mov_input(&p, 3, &in);              /* held persists, the key does not */
    assert_int_equal(in.key, 0);
    assert_int_equal(in.joy[0], 1);
    /* the same frame twice is an error: frames must increase */
    mov_input(&p, 4, &in);
    assert_non_null(p.error);
}

/* Where a run stops: the `end` frame, else the last event + the tail, known
 * only once every line is read; a broken movie gives none. */
static void test_movie_stop_frame(void **state)
{
    (void)state;
    const char *tail[] = { "5 key=A", "40 joy1=1", NULL };
    const char *ended[] = { "5 key=A", "end 30", NULL };
    const char *bad[] = { "5 key=A", "3 key=B", NULL };
    line_src a = { tail, 0 }, b = { ended, 0 }, c = { bad, 0 };
    mov_player p;
    hw_input in;
    mov_start(&p, next_src, &a);
    assert_int_equal(mov_stop_frame(&p), 0);
    mov_input(&p, 5, &in);
    assert_int_equal(mov_stop_frame(&p), 0);
    mov_input(&p, 40, &in);
    assert_int_equal(mov_stop_frame(&p), 40 + MOV_DEFAULT_TAIL);
    mov_start(&p, next_src, &b);
    mov_input(&p, 5, &in);
    assert_int_equal(mov_stop_frame(&p), 30);
    mov_start(&p, next_src, &c);
    mov_input(&p, 5, &in);
    assert_non_null(p.error);
    assert_int_equal(mov_stop_frame(&p), 0);
}

static void test_movie_format(void **state)
{
    (void)state;
    hw_input prev = { 0 }, in = { 0 };
    char buf[MOV_LINE_MAX];
    mov_event ev;
    const char *why;
    assert_int_equal(mov_format(buf, 7, &prev, &in), 0);
    in.key = CON_K_LEFT;
    in.pad[1] = 0x0801;
    in.buttons = 5;
    assert_int_equal(mov_format(buf, 7, &prev, &in), 1);
    assert_string_equal(buf, "7 key=LEFT pad2=801 buttons=5");
    assert_int_equal(mov_parse_line(buf, &ev, &why), MOV_EVENT);
    assert_memory_equal(&ev.in, &in, sizeof in);
    in.key = ' ';
    mov_format(buf, 8, &in, &in);
    assert_string_equal(buf, "8 key=SPACE");
}

/* ------------------------------------------------------------ native --- */

typedef struct { FILE *f; char line[MOV_LINE_MAX]; } file_src;
static const char *next_file(void *ctx)
{
    file_src *s = ctx;
    return fgets(s->line, sizeof s->line, s->f);
}

typedef struct { mov_player p; } movie_in;
static void movie_input(void *ctx, uint32_t frame, hw_input *out)
{
    mov_input(&((movie_in *)ctx)->p, frame, out);
}

/* Runs the smoke title natively under its movie; returns the trace. */
static void run_smoke(trace_log *t, int *frames)
{
    char err[200];
    file_src fs = { fopen("tests/movies/smoke.mov", "r"), "" };
    assert_non_null(fs.f);
    movie_in mi;
    mov_start(&mi.p, next_file, &fs);
    eng *e = eng_native_open("smoke", smoke_main, err, sizeof err);
    assert_non_null(e);
    e->hw.input_fn = movie_input;
    e->hw.input_ctx = &mi;
    e->hw.trace_fn = log_trace;
    e->hw.trace_ctx = t;
    int r, n = 0;
    while ((r = eng_frame(e, -1)) == ENG_FRAME && n < 10000)
        n++;
    assert_int_equal(r, ENG_EXIT);
    assert_int_equal(e->hw.exited, 1);
    *frames = n;
    eng_close(e);
    fclose(fs.f);
}

static void test_native_smoke(void **state)
{
    (void)state;
    static trace_log a, b;
    int fa, fb;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    run_smoke(&a, &fa);
    run_smoke(&b, &fb);
    assert_string_equal(a.lines[0], "0 start");
    assert_string_equal(a.lines[a.n - 1], "80 end 80");
    /* running a title twice in one process gives the same game */
    assert_int_equal(a.n, b.n);
    for (int i = 0; i < a.n; i++)
        assert_string_equal(a.lines[i], b.lines[i]);
    assert_int_equal(fa, fb);
    int saw_break = 0;
    for (int i = 0; i < a.n; i++)
        saw_break |= strcmp(a.lines[i], "62 think-break 512") == 0;
    assert_true(saw_break);
}

static void test_native_stop_midway(void **state)
{
    (void)state;
    char err[200];
    eng *e = eng_native_open("smoke", smoke_main, err, sizeof err);
    assert_non_null(e);
    /* a second native title cannot run at the same time */
    assert_null(eng_native_open("smoke", smoke_main, err, sizeof err));
    assert_non_null(strstr(err, "already running"));
    for (int i = 0; i < 5; i++)
        assert_int_equal(eng_frame(e, -1), ENG_FRAME);
    e->ops->reset(e);
    assert_int_equal(e->hw.frame, 0);
    assert_int_equal(eng_frame(e, -1), ENG_FRAME);
    eng_close(e);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mode_limits),
        cmocka_unit_test(test_block_glyphs),
        cmocka_unit_test(test_palettes),
        cmocka_unit_test(test_trace_and_sram),
        cmocka_unit_test(test_sound),
        cmocka_unit_test(test_movie_lines),
        cmocka_unit_test(test_movie_player),
        cmocka_unit_test(test_movie_stop_frame),
        cmocka_unit_test(test_movie_format),
        cmocka_unit_test(test_native_smoke),
        cmocka_unit_test(test_native_stop_midway),
    };
    return cmocka_run_group_tests_name("console", tests, NULL, NULL);
}
