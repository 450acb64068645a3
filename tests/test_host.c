/* test_host.c — the host's pure parts: the renderer (golden hashes of every
 * machine look), PNG, files, config, key map, input queue and movie
 * recording, sound synthesis, window layout, command line, headless helpers.
 * No window or audio device is opened. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>
#include <zlib.h>
#include <SDL2/SDL.h>

#include "emu/headless.h"
#include "emu/movie.h"
#include "emu/movie_file.h"
#include "host/app_int.h"
#include "host/audio.h"
#include "host/cli.h"
#include "host/config.h"
#include "emu/textfile.h"
#include "host/fileio.h"
#include "host/input.h"
#include "host/keymap.h"
#include "host/layout.h"
#include "host/looks.h"
#include "host/png.h"
#include "host/record.h"
#include "host/render.h"
#include "host/session.h"
#include "host/synth.h"

static uint32_t fb[RENDER_MAX_PIXELS];
static hw H;

static char tmpdir[64];

static int make_tmpdir(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "/tmp/test_host.XXXXXX");
    return mkdtemp(tmpdir) ? 0 : -1;
}

static int remove_tmpdir(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

static void tmp_path(char *buf, size_t n, const char *name)
{
    snprintf(buf, n, "%s/%s", tmpdir, name);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* ------------------------------------------------------------ render --- */

/* The golden pixels: a test card per look (host/looks.c), hashed with
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

/* --------------------------------------------------------------- png --- */

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void test_png(void **state)
{
    (void)state;
    uint32_t px[6] = { 0xFF0000, 0x00FF00, 0x0000FF, 0x123456, 0xFFFFFF, 0x000000 };
    size_t len;
    uint8_t *png = png_encode(px, 3, 2, &len);
    assert_non_null(png);
    assert_memory_equal(png, "\x89PNG\r\n\x1a\n", 8);
    assert_int_equal(get32(png + 8), 13);
    assert_memory_equal(png + 12, "IHDR", 4);
    assert_int_equal(get32(png + 16), 3);
    assert_int_equal(get32(png + 20), 2);
    assert_int_equal(get32(png + 29), (uint32_t)crc32(0, png + 12, 17));
    uint32_t idat_len = get32(png + 33);
    assert_memory_equal(png + 37, "IDAT", 4);
    assert_int_equal(get32(png + 41 + idat_len), (uint32_t)crc32(0, png + 37, idat_len + 4));
    uint8_t raw[2 * (1 + 9)];
    uLongf raw_len = sizeof raw;
    assert_int_equal(uncompress(raw, &raw_len, png + 41, idat_len), Z_OK);
    assert_int_equal(raw_len, sizeof raw);
    assert_int_equal(raw[0], 0);
    assert_memory_equal(raw + 1, "\xff\x00\x00\x00\xff\x00\x00\x00\xff", 9);
    assert_memory_equal(raw + 11, "\x12\x34\x56\xff\xff\xff\x00\x00\x00", 9);
    assert_memory_equal(png + len - 8, "IEND", 4);
    free(png);
}

/* ------------------------------------------------------------ fileio --- */

static void test_atomic_write(void **state)
{
    (void)state;
    char path[128], err[256], *data;
    size_t len;
    tmp_path(path, sizeof path, "sub/dir/file.txt");
    assert_int_equal(fio_make_parent(path), 0);
    assert_int_equal(fio_write_atomic(path, "hello", 5, err, sizeof err), 0);
    assert_int_equal(txt_read(path, 100, &data, &len, err, sizeof err), 0);
    assert_int_equal(len, 5);
    assert_string_equal(data, "hello");
    free(data);
    assert_int_equal(txt_read(path, 3, &data, &len, err, sizeof err), -1);
    assert_non_null(strstr(err, "too large"));
    tmp_path(path, sizeof path, "missing/x");
    assert_int_equal(fio_write_atomic(path, "x", 1, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
}

static void test_xdg_paths(void **state)
{
    (void)state;
    char buf[256];
    setenv("XDG_CONFIG_HOME", "/cfg", 1);
    assert_int_equal(fio_config_path(buf, sizeof buf), 0);
    assert_string_equal(buf, "/cfg/annex/annex.conf");
    unsetenv("XDG_CONFIG_HOME");
    setenv("HOME", "/home/u", 1);
    assert_int_equal(fio_config_path(buf, sizeof buf), 0);
    assert_string_equal(buf, "/home/u/.config/annex/annex.conf");
    setenv("XDG_DATA_HOME", "relative", 1);     /* not absolute: ignored, per the spec */
    assert_int_equal(fio_data_dir(buf, sizeof buf), 0);
    assert_string_equal(buf, "/home/u/.local/share/annex");
}

/* ------------------------------------------------------------ config --- */

static void test_config_lines(void **state)
{
    (void)state;
    static cfg c;
    const char *why = NULL;
    cfg_defaults(&c);
    assert_int_equal(cfg_apply_line(&c, "scale = 3", &why), 0);
    assert_int_equal(c.set.scale, 3);
    assert_int_equal(cfg_apply_line(&c, "  scanlines=on  ", &why), 0);
    assert_int_equal(c.set.scanlines, 1);
    assert_int_equal(cfg_apply_line(&c, "# comment", &why), 0);
    assert_int_equal(cfg_apply_line(&c, "", &why), 0);
    assert_int_equal(cfg_apply_line(&c, "volume = 101", &why), -1);
    assert_non_null(strstr(why, "range"));
    assert_int_equal(cfg_apply_line(&c, "fullscreen = maybe", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "colour = red", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "just words", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "key pad1.enter = Return, Ctrl+E", &why), 0);
    int acts[4];
    assert_int_equal(km_find(&c.km, SDL_SCANCODE_RETURN, 0, acts, 4), 1);
    assert_int_equal(acts[0], KM_PAD1 + 11);
    assert_int_equal(cfg_apply_line(&c, "key pad1.enter = Nokey", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "key fly = F1", &why), -1);
    assert_non_null(strstr(why, "action"));
}

static void test_config_file(void **state)
{
    (void)state;
    static cfg c;
    char path[128], rpath[128], report[512] = "";
    tmp_path(path, sizeof path, "annex.conf");
    tmp_path(rpath, sizeof rpath, "report.txt");
    write_text(path, "# mine\nvolume = 30\nbogus line\nkey warp = Tab\nscale = 2\n");
    FILE *r = fopen(rpath, "w+");
    cfg_defaults(&c);
    assert_int_equal(cfg_load(&c, path, r), 1);
    rewind(r);
    assert_non_null(fgets(report, sizeof report, r));
    fclose(r);
    char want[160];
    snprintf(want, sizeof want, "%s:3: ", path);
    assert_ptr_equal(strstr(report, want), report);        /* FILE:LINE: reason */
    assert_int_equal(c.set.volume, 30);
    assert_int_equal(c.set.scale, 2);
    c.set.volume = 80;
    c.set.fullscreen = 1;
    char err[256];
    assert_int_equal(cfg_save(&c, err, sizeof err), 0);
    cfg_free(&c);
    char *text;
    size_t len;
    assert_int_equal(txt_read(path, 4096, &text, &len, err, sizeof err), 0);
    /* The user's lines stay, the settings are updated in place, new ones appended. */
    assert_string_equal(text, "# mine\nvolume = 80\nbogus line\nkey warp = Tab\nscale = 2\n"
                              "scanlines = off\nfullscreen = on\naspect = on\ninteger = on\nslot = 1\n");
    free(text);
}

/* A config that cannot be read (here one too big to be a config) is
 * reported and never overwritten: the path is forgotten, so nothing is
 * saved over it. */
static void test_config_unreadable(void **state)
{
    (void)state;
    static cfg c;
    char path[128], rpath[128];
    tmp_path(path, sizeof path, "huge.conf");
    tmp_path(rpath, sizeof rpath, "report2.txt");
    write_text(path, "volume = 10\n");
    assert_int_equal(truncate(path, (off_t)CFG_MAX + 1), 0);
    FILE *r = fopen(rpath, "w+");
    cfg_defaults(&c);
    assert_int_equal(cfg_load(&c, path, r), 1);
    fclose(r);
    assert_int_equal(c.path[0], 0);
    cfg_free(&c);
    assert_int_equal(remove(path), 0);
}

static void test_config_template(void **state)
{
    (void)state;
    static cfg c;
    cfg_defaults(&c);
    char *text = cfg_format(&c);
    assert_non_null(strstr(text, "volume = 60\n"));
    assert_non_null(strstr(text, "# key pad1.1 = Keypad 7\n"));
    assert_non_null(strstr(text, "# key fullscreen = F11, Alt+Return\n"));
    /* The template reads back without a bad line. */
    static cfg back;
    char path[128];
    tmp_path(path, sizeof path, "template.conf");
    write_text(path, text);
    cfg_defaults(&back);
    assert_int_equal(cfg_load(&back, path, stderr), 0);
    cfg_free(&back);
    free(text);
}

/* ------------------------------------------------------------ keymap --- */

static int find1(const keymap *k, int sc, uint8_t mods)
{
    int acts[4];
    return km_find(k, (uint16_t)sc, mods, acts, 4) ? acts[0] : -1;
}

static void test_keymap_defaults(void **state)
{
    (void)state;
    static keymap k;
    km_defaults(&k);
    /* Keypads by position: the PC keypad's top row is the controller's 1 2 3. */
    assert_int_equal(find1(&k, SDL_SCANCODE_KP_7, 0), KM_PAD1 + 0);
    assert_int_equal(find1(&k, SDL_SCANCODE_KP_3, 0), KM_PAD1 + 8);
    assert_int_equal(find1(&k, SDL_SCANCODE_KP_PERIOD, 0), KM_PAD1 + 9);
    assert_int_equal(find1(&k, SDL_SCANCODE_KP_0, 0), KM_PAD1 + 10);
    assert_int_equal(find1(&k, SDL_SCANCODE_KP_ENTER, 0), KM_PAD1 + 11);
    assert_int_equal(find1(&k, SDL_SCANCODE_Q, 0), KM_PAD2 + 0);
    assert_int_equal(find1(&k, SDL_SCANCODE_V, 0), KM_PAD2 + 9);
    assert_int_equal(find1(&k, SDL_SCANCODE_R, 0), KM_PAD2 + 11);
    assert_int_equal(find1(&k, SDL_SCANCODE_F2, 0), KM_START);
    assert_int_equal(find1(&k, SDL_SCANCODE_SPACE, 0), KM_JOY1 + 4);
    /* Modifier bindings first, then the plain key. */
    assert_int_equal(find1(&k, SDL_SCANCODE_R, KM_CTRL), KM_RECORD);
    assert_int_equal(find1(&k, SDL_SCANCODE_W, KM_CTRL), KM_PAD2 + 1);
    assert_int_equal(find1(&k, SDL_SCANCODE_RETURN, KM_ALT), KM_FULLSCREEN);
    assert_int_equal(find1(&k, SDL_SCANCODE_RETURN, 0), -1);
    assert_int_equal(find1(&k, SDL_SCANCODE_LCTRL, KM_CTRL), KM_JOY1 + 4);
    /* Joystick 2 (Vice Versa's white player) on I J K L, fire U. */
    assert_int_equal(find1(&k, SDL_SCANCODE_I, 0), KM_JOY2 + 0);
    assert_int_equal(find1(&k, SDL_SCANCODE_K, 0), KM_JOY2 + 1);
    assert_int_equal(find1(&k, SDL_SCANCODE_J, 0), KM_JOY2 + 2);
    assert_int_equal(find1(&k, SDL_SCANCODE_L, 0), KM_JOY2 + 3);
    assert_int_equal(find1(&k, SDL_SCANCODE_U, 0), KM_JOY2 + 4);
    assert_int_equal(find1(&k, SDL_SCANCODE_L, KM_CTRL), KM_SCANLINES);
    /* Every action has a unique name that maps back to it, and no default
     * key does two things at once. */
    for (int a = 0; a < KM_ACTIONS; a++) {
        assert_int_equal(km_action(km_action_name(a)), a);
        for (int i = 0; i < k.n[a]; i++) {
            int acts[4];
            assert_int_equal(km_find(&k, k.b[a][i].scancode, k.b[a][i].mods, acts, 4), 1);
        }
    }
}

static void test_keymap_apply(void **state)
{
    (void)state;
    hw_input in;
    memset(&in, 0, sizeof in);
    km_apply(KM_PAD1 + 9, &in);
    km_apply(KM_PAD2 + 11, &in);
    km_apply(KM_JOY1 + 4, &in);
    km_apply(KM_JOY2 + 3, &in);
    km_apply(KM_OPTION, &in);
    assert_int_equal(in.pad[0], CON_PAD_CLEAR);
    assert_int_equal(in.pad[1], CON_PAD_ENTER);
    assert_int_equal(in.joy[0], CON_J_FIRE);
    assert_int_equal(in.joy[1], CON_J_RIGHT);
    assert_int_equal(in.buttons, CON_B_OPTION);
    assert_int_equal(km_typed_action(KM_BREAK), CON_K_BREAK);
    assert_int_equal(km_typed_action(KM_CLEAR), CON_K_CLEAR);
    assert_true(km_is_host(KM_SCREENSHOT) && !km_is_held(KM_SCREENSHOT));
    assert_true(km_is_held(KM_START) && !km_is_host(KM_START));
}

static void test_keymap_typed(void **state)
{
    (void)state;
    assert_int_equal(km_typed(SDLK_a, 0), 'A');
    assert_int_equal(km_typed(SDLK_a, 1), 'A');
    assert_int_equal(km_typed(SDLK_1, 0), '1');
    assert_int_equal(km_typed(SDLK_1, 1), '!');
    assert_int_equal(km_typed(SDLK_SLASH, 1), '?');
    assert_int_equal(km_typed(SDLK_RETURN, 0), CON_K_ENTER);
    assert_int_equal(km_typed(SDLK_KP_ENTER, 0), CON_K_ENTER);
    assert_int_equal(km_typed(SDLK_BACKSPACE, 0), CON_K_BACKSPACE);
    assert_int_equal(km_typed(SDLK_ESCAPE, 0), CON_K_ESC);
    assert_int_equal(km_typed(SDLK_LEFT, 0), CON_K_LEFT);
    assert_int_equal(km_typed(SDLK_KP_5, 0), '5');
    assert_int_equal(km_typed(SDLK_SPACE, 0), ' ');
    assert_int_equal(km_typed(SDLK_F1, 0), 0);
    assert_int_equal(km_typed(SDLK_LSHIFT, 0), 0);
}

static void test_keymap_help(void **state)
{
    (void)state;
    static keymap k;
    char lines[48][KM_HELP_W];
    km_defaults(&k);
    km_title t0 = { "T", 0, NULL, NULL }, t2 = { "T", 2, NULL, NULL };
    int n0 = km_help(&k, &t0, lines, 48), n2 = km_help(&k, &t2, lines, 48);
    assert_int_equal(n2, n0 + 8 - 10); /* four rows per keypad; no joysticks (8 lines), typed BREAK, CLEAR */
    assert_non_null(strstr(lines[1], "P1 1      2      3"));
    assert_non_null(strstr(lines[1], "Keypad 7 | Keypad 8 | Keypad 9"));
    int joy2 = 0;
    n0 = km_help(&k, &t0, lines, 48);
    for (int i = 0; i < n0; i++)
        joy2 |= strstr(lines[i], "joystick 2") && strstr(lines[i], "I / K / J / L");
    assert_true(joy2);
    for (int i = 0; i < n0; i++)
        assert_true(strlen(lines[i]) < KM_HELP_W);
}

/* ------------------------------------------------------------- input --- */

static void test_input_queue(void **state)
{
    (void)state;
    static input in;
    hw_input out, held;
    input_init(&in);
    memset(&held, 0, sizeof held);
    held.pad[0] = CON_PAD_KEY(5);
    held.joy[0] = CON_J_UP;
    input_set_held(&in, &held);
    /* A storm of keys: the first 64 are kept, one per logical frame. */
    int refused = 0;
    for (int i = 0; i < INPUT_QUEUE + 36; i++)
        refused += input_type(&in, (uint8_t)('A' + i % 26)) != 0;
    assert_int_equal(refused, 36);
    for (int f = 1; f <= INPUT_QUEUE; f++) {
        input_latch(&in, (uint32_t)f, &out);
        assert_int_equal(out.key, 'A' + (f - 1) % 26);
        assert_int_equal(out.pad[0], CON_PAD_KEY(5));
        assert_int_equal(out.joy[0], CON_J_UP);
    }
    input_latch(&in, INPUT_QUEUE + 1, &out);
    assert_int_equal(out.key, 0);
    assert_int_equal(input_last(&in, NULL), INPUT_QUEUE + 1);
    input_type(&in, 'X');
    input_clear_keys(&in);
    input_latch(&in, INPUT_QUEUE + 2, &out);
    assert_int_equal(out.key, 0);
    /* Pasted text: upper case, a line break is ENTER, the rest skipped. */
    const uint8_t want[] = { 'X', '-', 'O', ' ', 'B', CON_K_ENTER };
    assert_int_equal(input_type_text(&in, "x-o b\r\n\t\x80"), 6);
    for (unsigned f = 0; f < sizeof want; f++) {
        input_latch(&in, INPUT_QUEUE + 3 + f, &out);
        assert_int_equal(out.key, want[f]);
    }
    input_destroy(&in);
}

/* A press shorter than a frame: down and up between two latches, it reads
 * as held for exactly one latch (issue 14: quick taps were lost). */
static void test_input_short_press(void **state)
{
    (void)state;
    static input in;
    hw_input out, held, none;
    input_init(&in);
    memset(&none, 0, sizeof none);
    held = none;
    held.buttons = CON_B_START;
    held.pad[1] = CON_PAD_ENTER;
    held.joy[0] = CON_J_FIRE;
    held.keymod = CON_KEYMOD_SHIFT;
    input_set_held(&in, &held);
    input_set_held(&in, &none);
    input_latch(&in, 1, &out);
    assert_int_equal(out.buttons, CON_B_START);
    assert_int_equal(out.pad[1], CON_PAD_ENTER);
    assert_int_equal(out.joy[0], CON_J_FIRE);
    assert_int_equal(out.keymod, CON_KEYMOD_SHIFT);
    input_latch(&in, 2, &out);
    assert_memory_equal(&out, &none, sizeof out);
    /* held across latches: held at each; released: gone at the next */
    held = none;
    held.joy[1] = CON_J_LEFT;
    input_set_held(&in, &held);
    input_latch(&in, 3, &out);
    input_latch(&in, 4, &out);
    assert_int_equal(out.joy[1], CON_J_LEFT);
    input_set_held(&in, &none);
    input_latch(&in, 5, &out);
    assert_int_equal(out.joy[1], 0);
    /* what a movie played meanwhile held does not leak into live input */
    held.joy[1] = CON_J_UP;
    input_set_held(&in, &held);
    input_set_held(&in, &none);
    input_set_movie(&in, NULL);
    input_latch(&in, 6, &out);
    assert_int_equal(out.joy[1], 0);
    input_destroy(&in);
}

static const char *lines_next(void *ctx)
{
    char **p = ctx;
    char *line = *p;
    if (!line || !*line)
        return NULL;
    char *nl = strchr(line, '\n');
    if (nl) {
        *nl = 0;
        *p = nl + 1;
    } else {
        *p = line + strlen(line);
    }
    return line;
}

/* What is recorded plays back as the same input, frame by frame. */
static void test_record_roundtrip(void **state)
{
    (void)state;
    static input in;
    static recorder rec;
    hw_input live[40], held;
    input_init(&in);
    char path[128], err[256], *text;
    size_t len;
    tmp_path(path, sizeof path, "rec.mov");
    assert_int_equal(rec_start(&rec, "smoke", CON_PROF_TRS80, path, err, sizeof err), 0);
    input_set_recorder(&in, &rec);
    memset(&held, 0, sizeof held);
    for (uint32_t f = 1; f <= 40; f++) {
        if (f == 3) input_type(&in, 'H');
        if (f == 4) input_type(&in, CON_K_ENTER);
        if (f == 5) { input_type(&in, '#'); input_type(&in, '='); }   /* two keys: frames 5, 6 */
        if (f == 10) { held.pad[1] = CON_PAD_ENTER; held.keymod = 1; }
        if (f == 12) { held.joy[1] = 0x7F; held.buttons = 0x0F; }
        if (f == 20) memset(&held, 0, sizeof held);
        input_set_held(&in, &held);
        if (f == 25) {                     /* a tap inside one frame is recorded */
            hw_input tap = held;
            tap.joy[0] = CON_J_FIRE;
            input_set_held(&in, &tap);
            input_set_held(&in, &held);
        }
        input_latch(&in, f, &live[f - 1]);
    }
    input_set_recorder(&in, NULL);
    assert_int_equal(live[24].joy[0], CON_J_FIRE);
    assert_int_equal(live[25].joy[0], 0);
    assert_int_equal(rec_finish(&rec, err, sizeof err), 0);
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    assert_ptr_equal(strstr(text, "annex-movie 1\ntitle smoke\nmachine trs80\n"), text);
    assert_non_null(strstr(text, "\nend 41\n"));
    mov_player p;
    char *cursor = text;
    mov_start(&p, lines_next, &cursor);
    for (uint32_t f = 1; f <= 40; f++) {
        hw_input got;
        mov_input(&p, f, &got);
        assert_memory_equal(&got, &live[f - 1], sizeof got);
    }
    assert_null(p.error);
    assert_int_equal(p.end_frame, 41);
    assert_int_equal(p.machine, CON_PROF_TRS80);   /* it replays in that look */
    free(text);
    input_destroy(&in);
}

/* ------------------------------------------------------------- synth --- */

static int16_t samples[4 * SYNTH_FRAME];

static long energy(synth *s, int n)
{
    long e = 0;
    synth_render(s, samples, n);
    for (int i = 0; i < n; i++)
        e += labs((long)samples[i]);
    return e;
}

static void test_synth_silence_and_duration(void **state)
{
    (void)state;
    static synth s;
    hw_channel ch[3];
    memset(ch, 0, sizeof ch);
    synth_init(&s, 100);
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    ch[0] = (hw_channel){ .hz = 440, .vol = 15, .frames = 2, .serial = 1 };
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_true(synth_active(&s));
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);              /* two frames: over */
    assert_false(synth_active(&s));
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    /* Started and counted down to 0 in the same frame: still heard once. */
    ch[0].frames = 0;
    ch[0].serial = 2;
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    /* Held until stopped. */
    ch[0].frames = CON_DUR_HOLD;
    ch[0].serial = 3;
    synth_take(&s, CON_PROF_GENERIC, ch);
    for (int i = 0; i < 300; i++)
        synth_tick(&s);
    assert_true(synth_active(&s));
    /* Master volume 0: silent. */
    s.volume = 0;
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
}

static void test_synth_phase_restart(void **state)
{
    (void)state;
    static synth a, b;
    hw_channel ch[3];
    int16_t first[64];
    memset(ch, 0, sizeof ch);
    ch[0] = (hw_channel){ .hz = 1000, .vol = 15, .frames = CON_DUR_HOLD, .serial = 1 };
    synth_init(&a, 100);
    synth_take(&a, CON_PROF_ATARI, ch);
    synth_render(&a, samples, 123);         /* somewhere mid-period */
    ch[0].serial = 2;                       /* restarted: same phase as a fresh start */
    synth_take(&a, CON_PROF_ATARI, ch);
    synth_render(&a, first, 64);
    synth_init(&b, 100);
    synth_take(&b, CON_PROF_ATARI, ch);
    synth_render(&b, samples, 64);
    assert_memory_equal(first, samples, sizeof first);
}

static void test_synth_profiles(void **state)
{
    (void)state;
    hw_channel ch[3];
    memset(ch, 0, sizeof ch);
    ch[0] = (hw_channel){ .hz = 300, .vol = 15, .frames = 10, .serial = 1 };
    ch[2] = (hw_channel){ .hz = 4000, .vol = 15, .frames = 10, .serial = 1 };
    for (uint8_t p = 0; p < CON_PROF_COUNT; p++) {
        static synth s;
        synth_init(&s, 100);
        synth_take(&s, p, ch);
        assert_true(energy(&s, SYNTH_FRAME) > 0);
    }
    /* The VideoBrain's 2-bit DAC: only four levels per channel. */
    static synth v;
    ch[2].frames = 0;
    ch[2].serial = 0;
    synth_init(&v, 100);
    synth_take(&v, CON_PROF_VIDEOBRAIN, ch);
    synth_render(&v, samples, SYNTH_FRAME);
    int16_t levels[8];
    int nl = 0;
    for (int i = 0; i < SYNTH_FRAME; i++) {
        int seen = 0;
        for (int j = 0; j < nl; j++)
            seen |= levels[j] == samples[i];
        if (!seen && nl < 8)
            levels[nl++] = samples[i];
    }
    assert_int_equal(nl, 4);
}

static void test_audio_rate_control(void **state)
{
    (void)state;
    /* Exactly a frame's samples near the target, 1% either way off it. */
    assert_int_equal(audio_frame_samples(3 * SYNTH_FRAME), SYNTH_FRAME);
    assert_true(audio_frame_samples(0) > SYNTH_FRAME);
    assert_true(audio_frame_samples(10 * SYNTH_FRAME) < SYNTH_FRAME);
    assert_true(audio_frame_samples(0) - SYNTH_FRAME <= SYNTH_FRAME / 100);
}

/* ------------------------------------------------------------ layout --- */

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

/* --------------------------------------------------------------- cli --- */

static int parse(host_opts *o, char *err, const char *a0, ...)
{
    char *argv[16] = { "annex" };
    int argc = 1;
    va_list ap;
    va_start(ap, a0);
    for (const char *a = a0; a && argc < 15; a = va_arg(ap, const char *))
        argv[argc++] = (char *)a;
    va_end(ap);
    return cli_parse(argc, argv, o, err, 256);
}

static void test_cli(void **state)
{
    (void)state;
    host_opts o;
    char err[256];
    assert_int_equal(parse(&o, err, "smoke", "--rom", NULL), 0);
    assert_string_equal(o.title, "smoke");
    assert_true(o.rom_flag && !o.rom);
    assert_int_equal(parse(&o, err, "--rom", "x.rom", "--machine", "trs80", NULL), 0);
    assert_string_equal(o.rom, "x.rom");
    assert_int_equal(o.machine_profile, CON_PROF_TRS80);
    assert_int_equal(parse(&o, err, "--headless", "smoke", "--movie", "m", "--frames", "90",
                           "--trace", "t", "--screenshot", "s.png", "--screen", NULL), 0);
    assert_true(o.headless && o.screen);
    assert_int_equal(o.frames, 90);
    assert_int_equal(parse(&o, err, NULL), 0);
    assert_null(o.title);
    assert_int_equal(o.machine_profile, CON_MACHINE_ANY);
    assert_int_equal(parse(&o, err, "--frobnicate", NULL), 2);
    assert_non_null(strstr(err, "--frobnicate"));
    assert_int_equal(parse(&o, err, "smoke", "--frames", "ten", NULL), 2);
    assert_int_equal(parse(&o, err, "smoke", "--movie", NULL), 2);
    assert_int_equal(parse(&o, err, "smoke", "--machine", "c64", NULL), 2);
    assert_non_null(strstr(err, "c64"));
    assert_int_equal(parse(&o, err, "smoke", "--machine", "apple2-lores", NULL), 2);
    assert_int_equal(parse(&o, err, "--headless", NULL), 2);
    assert_int_equal(parse(&o, err, "--rom", NULL), 2);
    assert_int_equal(parse(&o, err, "a", "b", NULL), 2);
    assert_int_equal(parse(&o, err, "--headless", "--testcard", "--machine", "apple2-lores", NULL), 0);
}

/* ---------------------------------------------------------- headless --- */

static void test_stop_frame(void **state)
{
    (void)state;
    assert_int_equal(hl_stop_frame(-1, 0, 0), HL_DEFAULT_FRAMES);
    assert_int_equal(hl_stop_frame(-1, 80, 0), 80 + HL_DEFAULT_FRAMES);
    assert_int_equal(hl_stop_frame(-1, 80, 90), 90);
    assert_int_equal(hl_stop_frame(100, 80, 0), 101);
    assert_int_equal(hl_stop_frame(100, 80, 90), 90);
    assert_int_equal(hl_stop_frame(50, 80, 90), 51);
    assert_int_equal(hl_stop_frame(0, 80, 0), 0);    /* until the cartridge ends */
    assert_int_equal(hl_stop_frame(0, 80, 90), 90);
}

static void test_print_screen(void **state)
{
    (void)state;
    char path[128], text[512] = "";
    hw_init(&H);
    hw_set_mode(&H, CON_PROF_GENERIC, 8, 4, 8, 8, 0);
    memcpy(H.disp.chars, "HI!", 3);
    H.disp.chars[8] = CON_GLYPH_BLOCKS + 5;
    H.disp.chars[9] = CON_GLYPH_BLOCKS;
    H.disp.chars[10] = CON_GLYPH_USER + 1;
    H.disp.chars[11] = 7;
    H.disp.chars[12] = 'x';
    tmp_path(path, sizeof path, "screen.txt");
    FILE *f = fopen(path, "w+");
    hl_print_screen(f, &H.disp);
    rewind(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = 0;
    assert_string_equal(text, "HI!\n# * x\n\n\n");
}

static void test_movie_load_errors(void **state)
{
    (void)state;
    mvf m;
    char path[128], err[256];
    tmp_path(path, sizeof path, "bad.mov");
    write_text(path, "annex-movie 1\ntitle smoke\n3 key=H\n2 key=I\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    char want[200];
    snprintf(want, sizeof want, "%s:4: frame numbers must increase", path);
    assert_string_equal(err, want);
    write_text(path, "annex-movie 1\n5 pad1=zz\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: ", path);
    assert_ptr_equal(strstr(err, want), err);
    write_text(path, "annex-movie 1\n5 key=A\n9 mod=1\nend 20\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), 0);
    assert_int_equal(m.last_frame, 9);
    assert_int_equal(m.end_frame, 20);
    assert_int_equal(m.machine, CON_MACHINE_ANY);
    mvf_free(&m);
    tmp_path(path, sizeof path, "missing.mov");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    assert_non_null(strstr(err, "missing.mov"));
    assert_int_equal(mvf_load(&m, tmpdir, err, sizeof err), -1);
    assert_non_null(strstr(err, "is a folder"));
}

/* `machine NAME`: a header line naming a look; anything else is refused. */
static void test_movie_machine_line(void **state)
{
    (void)state;
    mvf m;
    char path[128], err[256], want[200];
    tmp_path(path, sizeof path, "look.mov");
    write_text(path, "annex-movie 1\ntitle odin\nmachine apple2\n# c\n4 key=A\nend 9\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), 0);
    assert_int_equal(m.machine, CON_PROF_APPLE2);
    assert_int_equal(m.last_frame, 4);
    mvf_free(&m);
    write_text(path, "annex-movie 1\nmachine c64\n4 key=A\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: expected: machine NAME", path);
    assert_ptr_equal(strstr(err, want), err);
    write_text(path, "annex-movie 1\n4 key=A\nmachine trs80\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:3: machine must come before the first event", path);
    assert_string_equal(err, want);
    /* The movie's names are annex --machine's. */
    for (unsigned i = 0; i < look_count; i++)
        if (!looks[i].lores)
            assert_int_equal(mov_machine_profile(looks[i].name), looks[i].profile);
    assert_null(mov_machine_name(CON_MACHINE_ANY));
}

static void test_session_unknown_title(void **state)
{
    (void)state;
    static session s;
    host_opts o;
    char err[512];
    assert_int_equal(parse(&o, err, "no-such-title", NULL), 0);
    assert_int_equal(sess_open(&s, &o, err, sizeof err), 2);
    assert_non_null(strstr(err, "unknown title 'no-such-title'"));
    assert_non_null(strstr(err, "smoke"));
}


/* -------------------------------------------------- window key events --- */

static app K;

static void keys_setup(int controllers)
{
    memset(&K, 0, sizeof K);
    cfg_defaults(&K.c);
    input_init(&K.in);
    app_release_all(&K);
    K.s.controllers = (uint8_t)controllers;
}

static void press(SDL_Scancode sc, SDL_Keycode sym, uint16_t mod, int down)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    ev.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.key.keysym.scancode = sc;
    ev.key.keysym.sym = sym;
    ev.key.keysym.mod = mod;
    app_event(&K, &ev);
    app_update_held(&K);
}

static hw_input latch(uint32_t frame)
{
    hw_input out;
    input_latch(&K.in, frame, &out);
    return out;
}

static void test_keys_keypad_title(void **state)
{
    (void)state;
    keys_setup(2);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 1);       /* player 1 key 1, held */
    press(SDL_SCANCODE_R, SDLK_r, 0, 1);             /* player 2 ENTER */
    hw_input in = latch(1);
    assert_int_equal(in.pad[0], CON_PAD_KEY(1));
    assert_int_equal(in.pad[1], CON_PAD_ENTER);
    assert_int_equal(in.key, 0);                     /* keypad keys do not type */
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 0);
    press(SDL_SCANCODE_R, SDLK_r, 0, 0);
    press(SDL_SCANCODE_F2, SDLK_F2, 0, 1);
    press(SDL_SCANCODE_UP, SDLK_UP, 0, 1);
    in = latch(2);
    assert_int_equal(in.pad[0] | in.pad[1], 0);
    assert_int_equal(in.buttons, CON_B_START);
    assert_int_equal(in.joy[0], CON_J_UP);
    assert_int_equal(in.key, CON_K_UP);              /* arrows also type */
    /* Clicking a key on the drawn keypad holds it. */
    view v = { .fb_w = 144, .fb_h = 224, .par_num = 1, .par_den = 1, .integer = 1, .pads = 2, .buttons = 1 };
    layout_compute(&K.lay, &v, 1200, 800);
    K.v = v;
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = K.lay.key[1][10].x + 2;
    ev.button.y = K.lay.key[1][10].y + 2;
    K.mouse_hit = layout_hit(&K.lay, &K.v, ev.button.x, ev.button.y);   /* no window: pixels = points */
    app_update_held(&K);
    assert_int_equal(latch(3).pad[1], CON_PAD_0);
    app_release_all(&K);
    app_update_held(&K);
    assert_int_equal(latch(4).pad[1], 0);
    input_destroy(&K.in);
}

/* A game controller through SDL's GameController API (a virtual one, so
 * the test needs no hardware): it is opened when it appears, and its
 * buttons and stick reach the latched input as player 1's. */
static void test_game_controller(void **state)
{
    (void)state;
#if !SDL_VERSION_ATLEAST(2, 24, 0)
    skip();  /* virtual game controllers came with SDL 2.24 */
#else
    SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI, "0");
    assert_int_equal(SDL_Init(SDL_INIT_GAMECONTROLLER), 0);
    SDL_VirtualJoystickDesc d;
    SDL_zero(d);
    d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    d.naxes = SDL_CONTROLLER_AXIS_MAX;
    d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    d.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
    d.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
    d.name = "annex test pad";
    int idx = SDL_JoystickAttachVirtualEx(&d);
    assert_true(idx >= 0);
    assert_true(SDL_IsGameController(idx));
    keys_setup(1);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERDEVICEADDED;
    ev.cdevice.which = idx;
    app_event(&K, &ev);
    assert_non_null(K.gc[0]);
    assert_null(K.gc[1]);
    SDL_Joystick *j = SDL_GameControllerGetJoystick(K.gc[0]);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_A, 1);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_START, 1);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_LEFTX, -32000);
    SDL_GameControllerUpdate();
    ev.type = SDL_CONTROLLERBUTTONDOWN;
    app_event(&K, &ev);
    app_update_held(&K);
    hw_input in = latch(1);
    assert_int_equal(in.joy[0], CON_J_FIRE | CON_J_LEFT);
    assert_int_equal(in.joy[1], 0);
    assert_int_equal(in.buttons, CON_B_START);
    /* A keypad title: the pad also presses keypad keys (A = ENTER, left = 4). */
    assert_int_equal(in.pad[0], CON_PAD_ENTER | CON_PAD_KEY(4));
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_A, 0);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_START, 0);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_LEFTX, 0);
    SDL_GameControllerUpdate();
    ev.type = SDL_CONTROLLERBUTTONUP;
    app_event(&K, &ev);
    app_update_held(&K);
    in = latch(2);
    assert_int_equal(in.joy[0] | in.buttons | in.pad[0], 0);
    SDL_GameControllerClose(K.gc[0]);
    SDL_JoystickDetachVirtual(idx);
    input_destroy(&K.in);
    SDL_Quit();
#endif
}

static void test_keys_keyboard_title(void **state)
{
    (void)state;
    keys_setup(0);
    press(SDL_SCANCODE_Q, SDLK_q, 0, 1);             /* no controllers: Q types */
    press(SDL_SCANCODE_Q, SDLK_q, 0, 0);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 1);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 0);
    press(SDL_SCANCODE_PAUSE, SDLK_PAUSE, 0, 1);     /* BREAK */
    press(SDL_SCANCODE_HOME, SDLK_HOME, 0, 1);       /* CLEAR */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, KMOD_LSHIFT, 1);
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, 0, 0);   /* alone: SHIFT */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, KMOD_LSHIFT, 1);
    press(SDL_SCANCODE_1, SDLK_1, KMOD_LSHIFT, 1);   /* with a key: '!', no SHIFT */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, 0, 0);
    press(SDL_SCANCODE_L, SDLK_l, KMOD_LCTRL, 1);    /* Ctrl+L: a command, not typed */
    assert_int_equal(K.c.set.scanlines, 1);
    press(SDL_SCANCODE_RETURN, SDLK_RETURN, 0, 1);
    press(SDL_SCANCODE_RETURN, SDLK_RETURN, 0, 0);
    press(SDL_SCANCODE_I, SDLK_i, 0, 1);             /* joystick 2 up, and still typed */
    press(SDL_SCANCODE_U, SDLK_u, 0, 1);             /* joystick 2 fire */
    const uint8_t want[] = { 'Q', '7', CON_K_BREAK, CON_K_CLEAR, CON_K_SHIFT, '!', CON_K_ENTER, 'I', 'U', 0 };
    assert_int_equal(K.held.joy[1], CON_J_UP | CON_J_FIRE);
    assert_int_equal(K.held.joy[0], 0);
    for (uint32_t f = 0; f < sizeof want; f++)
        assert_int_equal(latch(f + 1).key, want[f]);
    /* Warp while Tab is held. */
    press(SDL_SCANCODE_TAB, SDLK_TAB, 0, 1);
    assert_true(K.warp);
    press(SDL_SCANCODE_TAB, SDLK_TAB, 0, 0);
    assert_false(K.warp);
    input_destroy(&K.in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_looks),
        cmocka_unit_test(test_game_controller),
        cmocka_unit_test(test_render_pixels),
        cmocka_unit_test(test_render_bad_mode),
        cmocka_unit_test(test_render_aspect),
        cmocka_unit_test(test_png),
        cmocka_unit_test(test_atomic_write),
        cmocka_unit_test(test_xdg_paths),
        cmocka_unit_test(test_config_lines),
        cmocka_unit_test(test_config_file),
        cmocka_unit_test(test_config_unreadable),
        cmocka_unit_test(test_config_template),
        cmocka_unit_test(test_keymap_defaults),
        cmocka_unit_test(test_keymap_apply),
        cmocka_unit_test(test_keymap_typed),
        cmocka_unit_test(test_keymap_help),
        cmocka_unit_test(test_input_queue),
        cmocka_unit_test(test_input_short_press),
        cmocka_unit_test(test_record_roundtrip),
        cmocka_unit_test(test_synth_silence_and_duration),
        cmocka_unit_test(test_synth_phase_restart),
        cmocka_unit_test(test_synth_profiles),
        cmocka_unit_test(test_audio_rate_control),
        cmocka_unit_test(test_layout_integer_and_aspect),
        cmocka_unit_test(test_layout_controllers),
        cmocka_unit_test(test_cli),
        cmocka_unit_test(test_stop_frame),
        cmocka_unit_test(test_print_screen),
        cmocka_unit_test(test_movie_load_errors),
        cmocka_unit_test(test_movie_machine_line),
        cmocka_unit_test(test_session_unknown_title),
        cmocka_unit_test(test_keys_keypad_title),
        cmocka_unit_test(test_keys_keyboard_title),
    };
    return cmocka_run_group_tests(tests, make_tmpdir, remove_tmpdir);
}
