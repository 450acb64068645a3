/* test_libretro.c — the libretro core through its API, as a front end
 * uses it: a tiny front end that dlopens build/libretro/annex_libretro.so
 * (the sanitizer build: build/san/libretro/) and calls retro_*. What
 * RetroArch itself does with the core: tests/check_libretro.sh. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <dlfcn.h>
#include <libretro.h>
#include "tests/testlib.h"
#include "cart/console.h"
#include "front/keyhelp.h"
#include "front/padmap.h"
#include "front/titles.h"
#include "libretro/lr_input.h"

#ifndef LR_CORE
#define LR_CORE "build/libretro/annex_libretro.so"
#endif

/* ---- the core's API, looked up once ---- */
static struct {
    void *so;
    void (*init)(void), (*deinit)(void), (*run)(void), (*reset)(void), (*unload)(void);
    void (*set_env)(retro_environment_t), (*set_video)(retro_video_refresh_t);
    void (*set_audio)(retro_audio_sample_batch_t), (*set_poll)(retro_input_poll_t);
    void (*set_state)(retro_input_state_t);
    void (*info)(struct retro_system_info *), (*av)(struct retro_system_av_info *);
    bool (*load)(const struct retro_game_info *);
    size_t (*ssize)(void);
    bool (*ser)(void *, size_t), (*unser)(const void *, size_t);
    void *(*mem)(unsigned);
    size_t (*memsize)(unsigned);
    unsigned (*api)(void);
} c;

/* ---- the front end ---- */
static uint32_t frame_hash;          /* FNV-1a of the last frame */
static unsigned fw, fh, audio_frames;
static char last_log[1024];
static int log_lines;
static uint16_t pad[2];              /* RetroPad ids held, per port */
static int16_t stick[2][2];          /* each RetroPad's left stick: x, y */
static unsigned key_down, key_down2; /* RETROK held (0: none) */
static int16_t ptr_x, ptr_y, ptr_down;
static const char *opt_look, *opt_scan, *opt_keypad;   /* core options; NULL: default */
static int opt_record, opt_changed;  /* the record option, and a change not yet read */
static int fast_states;              /* states restored as run-ahead and netplay do */
static const struct retro_core_options_v2 *opts;       /* as the core declared them */

static void on_log(enum retro_log_level level, const char *fmt, ...)
{
    (void)level;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_log, sizeof last_log, fmt, ap);
    va_end(ap);
    log_lines++;
}

static bool env(unsigned cmd, void *data)
{
    switch (cmd) {
    case RETRO_ENVIRONMENT_GET_LOG_INTERFACE:
        ((struct retro_log_callback *)data)->log = on_log;
        return true;
    case RETRO_ENVIRONMENT_GET_CORE_OPTIONS_VERSION:
        *(unsigned *)data = 2;
        return true;
    case RETRO_ENVIRONMENT_GET_VARIABLE: {
        struct retro_variable *v = data;
        v->value = !strcmp(v->key, "annex_look") ? opt_look
                 : !strcmp(v->key, "annex_scanlines") ? opt_scan
                 : !strcmp(v->key, "annex_keypad") ? opt_keypad
                 : !strcmp(v->key, "annex_record") ? (opt_record ? "on" : "off") : NULL;
        return v->value != NULL;
    }
    case RETRO_ENVIRONMENT_GET_VARIABLE_UPDATE:
        *(bool *)data = opt_changed;
        opt_changed = 0;
        return true;
    case RETRO_ENVIRONMENT_GET_SAVE_DIRECTORY:
        *(const char **)data = tl_dir();
        return true;
    case RETRO_ENVIRONMENT_GET_AUDIO_VIDEO_ENABLE:
        *(int *)data = 3 | (fast_states ? 4 : 0);
        return true;
    case RETRO_ENVIRONMENT_SET_PIXEL_FORMAT:
        return *(enum retro_pixel_format *)data == RETRO_PIXEL_FORMAT_XRGB8888;
    case RETRO_ENVIRONMENT_SET_CORE_OPTIONS_V2:
        opts = data;
        return true;
    case RETRO_ENVIRONMENT_SET_SUPPORT_NO_GAME:
    case RETRO_ENVIRONMENT_SET_GEOMETRY: case RETRO_ENVIRONMENT_SET_INPUT_DESCRIPTORS:
    case RETRO_ENVIRONMENT_SET_MEMORY_MAPS:
        return true;
    default:
        return false;
    }
}

static uint32_t last_px[656 * 1800];   /* the last frame's pixels, w x h */

static void video(const void *data, unsigned w, unsigned h, size_t pitch)
{
    uint32_t x = 2166136261u;
    for (unsigned y = 0; y < h; y++) {
        const uint8_t *row = (const uint8_t *)data + y * pitch;
        if ((size_t)(y + 1) * w <= sizeof last_px / sizeof last_px[0])
            memcpy(last_px + (size_t)y * w, row, w * 4);
        for (unsigned i = 0; i < w * 4; i++) {
            x ^= row[i];
            x *= 16777619u;
        }
    }
    frame_hash = x;
    fw = w;
    fh = h;
}

static size_t audio(const int16_t *data, size_t frames)
{
    (void)data;
    audio_frames = (unsigned)frames;
    return frames;
}

static void poll(void) {}

static int16_t input(unsigned port, unsigned device, unsigned index, unsigned id)
{
    if (device == RETRO_DEVICE_JOYPAD && port < 2)
        return pad[port] >> id & 1;
    if (device == RETRO_DEVICE_ANALOG && port < 2 && index == RETRO_DEVICE_INDEX_ANALOG_LEFT)
        return stick[port][id == RETRO_DEVICE_ID_ANALOG_Y];
    if (device == RETRO_DEVICE_KEYBOARD && port == 0)
        return (key_down && id == key_down) || (key_down2 && id == key_down2);
    if (device == RETRO_DEVICE_POINTER && port == 0)
        return id == RETRO_DEVICE_ID_POINTER_X ? ptr_x : id == RETRO_DEVICE_ID_POINTER_Y ? ptr_y
             : id == RETRO_DEVICE_ID_POINTER_PRESSED ? ptr_down : 0;
    return 0;
}

#define SYM(f, name) do { *(void **)&c.f = dlsym(c.so, name); \
    if (!c.f) { fprintf(stderr, "%s: no %s\n", LR_CORE, name); return -1; } } while (0)

static int group_setup(void **state)
{
    c.so = dlopen(LR_CORE, RTLD_NOW | RTLD_LOCAL);
    if (!c.so) {
        fprintf(stderr, "%s\n", dlerror());
        return -1;
    }
    SYM(init, "retro_init"); SYM(deinit, "retro_deinit"); SYM(run, "retro_run");
    SYM(reset, "retro_reset"); SYM(unload, "retro_unload_game");
    SYM(set_env, "retro_set_environment"); SYM(set_video, "retro_set_video_refresh");
    SYM(set_audio, "retro_set_audio_sample_batch"); SYM(set_poll, "retro_set_input_poll");
    SYM(set_state, "retro_set_input_state"); SYM(info, "retro_get_system_info");
    SYM(av, "retro_get_system_av_info"); SYM(load, "retro_load_game");
    SYM(ssize, "retro_serialize_size"); SYM(ser, "retro_serialize"); SYM(unser, "retro_unserialize");
    SYM(mem, "retro_get_memory_data"); SYM(memsize, "retro_get_memory_size");
    SYM(api, "retro_api_version");
    return tl_setup(state);
}

static int group_teardown(void **state)
{
    dlclose(c.so);
    return tl_teardown(state);
}

static int start(void **state)
{
    (void)state;
    c.set_env(env);
    c.set_video(video);
    c.set_audio(audio);
    c.set_poll(poll);
    c.set_state(input);
    c.init();
    memset(pad, 0, sizeof pad);
    key_down = key_down2 = 0;
    ptr_down = 0;
    opt_look = opt_scan = opt_keypad = NULL;
    opt_record = opt_changed = fast_states = 0;
    log_lines = 0;
    return 0;
}

static int stop(void **state)
{
    (void)state;
    c.unload();
    c.deinit();
    unsetenv("ANNEX_LIBRETRO_RECORD");
    unsetenv("ANNEX_LIBRETRO_TRACE");
    unsetenv("ANNEX_LIBRETRO_MOVIE");
    return 0;
}

static uint8_t *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static uint8_t buf[1 << 17];
    *len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    return buf;
}

static void load_rom(const char *name)
{
    size_t len;
    static uint8_t copy[1 << 17];
    uint8_t *p = read_all(tl_rom_path(name), &len);
    memcpy(copy, p, len);
    struct retro_game_info g = { tl_rom_path(name), copy, len, NULL };
    assert_true(c.load(&g));
}

static void run(int n)
{
    for (int i = 0; i < n; i++)
        c.run();
}

/* Presses RetroPad 1's button `id` for a frame, then runs `after` frames. */
static void tap(unsigned id, int after)
{
    pad[0] = (uint16_t)(1u << id);
    run(1);
    pad[0] = 0;
    run(after);
}

/* ---- tests ---- */

static void test_api(void **state)
{
    (void)state;
    struct retro_system_info si;
    c.info(&si);
    assert_int_equal(c.api(), RETRO_API_VERSION);
    assert_string_equal(si.valid_extensions, "annex|rom");
    assert_false(si.need_fullpath);
    load_rom("vice-versa.rom");
    struct retro_system_av_info av;
    c.av(&av);
    assert_int_equal(av.timing.sample_rate, 48000);
    assert_true(av.timing.fps > 59.99 && av.timing.fps < 60.0);
    run(2);
    assert_int_equal(audio_frames, 800);        /* 48 kHz stereo frames a video frame */
    assert_int_equal(fw, av.geometry.base_width);
    assert_int_equal(c.memsize(RETRO_MEMORY_SAVE_RAM), 1024);
    assert_non_null(c.mem(RETRO_MEMORY_SAVE_RAM));
    assert_int_equal(c.memsize(RETRO_MEMORY_SYSTEM_RAM), 0x5800);
}

/* Runs 300 frames with a pattern on the joystick, saving each frame's
 * hash into h (or checking it against h). */
static void run_pattern(uint32_t *h, int check)
{
    for (int i = 0; i < 300; i++) {
        pad[0] = i % 40 < 5 ? 1u << RETRO_DEVICE_ID_JOYPAD_B : 0;
        c.run();
        if (check)
            assert_int_equal(frame_hash, h[i]);
        h[i] = frame_hash;
    }
}

/* Saves a state, runs the pattern, loads the state and runs it again:
 * the same frames. */
static void save_run_load(void)
{
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_true(c.ser(s, n));
    uint32_t after[300];
    run_pattern(after, 0);
    assert_true(c.unser(s, n));
    run_pattern(after, 1);
    free(s);
}

/* A state holds everything: saved with typed keys still queued, loaded
 * back, the next frames are the same. */
static void test_state_continues(void **state)
{
    (void)state;
    load_rom("vice-versa.rom");
    run(130);
    key_down = RETROK_f;                         /* two keys in one poll: one waits */
    key_down2 = RETROK_0;
    run(1);
    key_down = key_down2 = 0;
    save_run_load();
}

static int count(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, what)); p++)
        n++;
    return n;
}

/* ... and with a button tapped while the title latched nothing (Capture
 * redraws for a few frames after SELECT A changed the level): the tap is
 * in the state and is latched after a load (what was latched: the
 * recording of the test affordance, cut back at the load, as run-ahead's
 * and netplay's states are while recording). */
static void test_state_holds_taps(void **state)
{
    (void)state;
    fast_states = 1;                  /* a replay of run-ahead's: the recording goes on */
    setenv("ANNEX_LIBRETRO_RECORD", tl_path("taps.mov"), 1);
    load_rom("capture.rom");
    run(150);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 3);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 0);
    save_run_load();
    c.unload();
    size_t len;
    char *mov = (char *)read_all(tl_path("taps.mov"), &len);
    mov[len] = 0;
    /* The tap saved in the state is held at the first latch after the
     * load (the pattern's first B, Capture's ENTER): that line does not
     * release it. */
    char *line = strstr(mov, "pad1=800");
    assert_non_null(line);
    *strchr(line, '\n') = 0;
    assert_int_equal(count(mov, "buttons=2"), 1);
    assert_null(strstr(line, "buttons"));
}

/* Fixed size: the picker's, every title's, at any point. */
static void test_state_fixed_size(void **state)
{
    (void)state;
    size_t picker;
    assert_true(c.load(NULL));
    picker = c.ssize();
    c.unload();
    load_rom("capture.rom");
    run(50);
    assert_int_equal(c.ssize(), picker);
    uint8_t *s = calloc(1, picker);
    assert_true(c.ser(s, picker));
    assert_false(c.ser(s, picker - 1));
    free(s);
}

/* Refused, with one line, and nothing changes: cut short, another
 * version, garbage, another title's. */
static void test_state_refused(void **state)
{
    (void)state;
    load_rom("capture.rom");
    run(60);
    size_t n = c.ssize();
    uint8_t *mine = malloc(n), *bad = malloc(n);
    assert_true(c.ser(mine, n));
    run(5);
    uint32_t h_ref;
    uint8_t *now = malloc(n);
    assert_true(c.ser(now, n));
    c.run();
    h_ref = frame_hash;
    assert_true(c.unser(now, n));

    int lines = log_lines;
    assert_false(c.unser(mine, n - 1));
    assert_int_equal(log_lines, lines + 1);
    assert_non_null(strstr(last_log, "truncated core state"));
    memcpy(bad, mine, n); bad[8] = 9;
    assert_false(c.unser(bad, n));
    assert_int_equal(log_lines, lines + 2);
    assert_non_null(strstr(last_log, "version 9 not supported"));
    memset(bad, 0x5A, n);
    assert_false(c.unser(bad, n));
    assert_int_equal(log_lines, lines + 3);
    assert_non_null(strstr(last_log, "not an annex core state"));
    memcpy(bad, mine, n); bad[100] ^= 0xFF;      /* inside the machine state's zlib stream */
    assert_false(c.unser(bad, n));
    assert_int_equal(log_lines, lines + 4);
    /* A state file cut short, as RetroArch hands it over: read into a
     * buffer of the full size, the rest zeros: cut inside the machine
     * state (its length at offset 57, from offset 64). */
    size_t cut = 64 + (mine[57] | (size_t)mine[58] << 8) / 2;
    memcpy(bad, mine, n); memset(bad + cut, 0, n - cut);
    assert_false(c.unser(bad, n));
    assert_int_equal(log_lines, lines + 5);
    assert_non_null(strstr(last_log, "state not loaded: "));
    memcpy(bad, mine, n); bad[84] = 255;         /* the repeating key: a row past the table */
    assert_false(c.unser(bad, n));
    assert_int_equal(log_lines, lines + 6);
    assert_non_null(strstr(last_log, "corrupt core state"));
    c.run();
    assert_int_equal(frame_hash, h_ref);         /* nothing changed */

    /* Vice Versa's state into Capture. */
    c.unload();
    c.deinit();
    start(NULL);
    load_rom("vice-versa.rom");
    run(10);
    assert_true(c.ser(bad, n));
    c.unload();
    c.deinit();
    start(NULL);
    load_rom("capture.rom");
    run(60);
    assert_false(c.unser(bad, n));
    assert_non_null(strstr(last_log, "machine state of another ROM"));
    free(mine); free(bad); free(now);
}

static void test_bad_content(void **state)
{
    (void)state;
    static uint8_t junk[300] = "not an annex ROM";
    struct retro_game_info g = { "junk.rom", junk, sizeof junk, NULL };
    assert_false(c.load(&g));
    assert_non_null(strstr(last_log, "junk.rom: not an annex ROM"));
    size_t len;
    uint8_t *rom = read_all(tl_rom_path("capture.rom"), &len);
    struct retro_game_info cut = { "cut.rom", rom, len - 1, NULL };
    assert_false(c.load(&cut));
    assert_non_null(strstr(last_log, "cut.rom: "));
}

/* No content: the picker; DOWN then START starts the second title, whose
 * state a core started without content also loads. */
static void test_picker(void **state)
{
    (void)state;
    assert_true(c.load(NULL));
    run(3);
    assert_int_equal(fw, 336);
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_true(c.ser(s, n));                   /* the picker's own state */
    uint32_t first = frame_hash;
    tap(RETRO_DEVICE_ID_JOYPAD_DOWN, 1);
    assert_int_not_equal(frame_hash, first);
    assert_true(c.unser(s, n));
    c.run();
    assert_int_equal(frame_hash, first);
    tap(RETRO_DEVICE_ID_JOYPAD_DOWN, 1);
    tap(RETRO_DEVICE_ID_JOYPAD_START, 0);
    assert_non_null(strstr(last_log, "running CAPTURE"));
    run(100);
    assert_true(c.ser(s, n));
    uint32_t h;
    c.run();
    h = frame_hash;
    c.unload();
    c.deinit();
    start(NULL);
    assert_true(c.load(NULL));
    run(2);
    assert_true(c.unser(s, n));                 /* switches to Capture */
    c.run();
    assert_int_equal(frame_hash, h);
    free(s);
}

/* Every title's geometry from the first frame: what retro_get_system_av_info
 * reports after loading is the size of the first frame, of the frames
 * once the title runs, and of the frames after a reset (not the power-on
 * mode's 336 x 216). */
static void test_geometry(void **state)
{
    static const char *const roms[] = { "capture.rom", "odin.rom", "entrap.rom",
                                         "ricochet.rom", "vice-versa.rom" };
    for (size_t i = 0; i < sizeof roms / sizeof roms[0]; i++) {
        start(state);
        load_rom(roms[i]);
        struct retro_system_av_info av;
        c.av(&av);
        unsigned w = av.geometry.base_width, h = av.geometry.base_height;
        run(1);
        assert_int_equal(fw, w);
        assert_int_equal(fh, h);
        run(300);
        assert_int_equal(fw, w);
        assert_int_equal(fh, h);
        c.reset();
        run(1);
        assert_int_equal(fw, w);
        assert_int_equal(fh, h);
        stop(state);
    }
    start(state);
    load_rom("capture.rom");                    /* its own mode, not power-on's */
    struct retro_system_av_info av;
    c.av(&av);
    assert_true(av.geometry.base_width != 336 || av.geometry.base_height != 216);
    stop(state);
}

/* The on-screen keypads sit in a panel under the picture: holding L adds
 * it (the picture's rows are unchanged: the board is never hidden), and
 * with the "always" option the geometry has it from the start. */
static void test_keypad_panel(void **state)
{
    load_rom("capture.rom");
    run(150);
    unsigned w = fw, h = fh;
    static uint32_t plain[656 * 600];
    memcpy(plain, last_px, (size_t)w * h * 4);
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_L;
    run(1);
    assert_int_equal(fw, w);
    assert_true(fh > h);
    assert_memory_equal(last_px, plain, (size_t)w * h * 4);
    pad[0] = 0;
    run(1);
    assert_int_equal(fh, h);
    stop(state);
    start(state);
    opt_keypad = "always";
    load_rom("capture.rom");
    struct retro_system_av_info av;
    c.av(&av);
    assert_true(av.geometry.base_height > h);
    run(150);
    assert_int_equal(fh, av.geometry.base_height);
    assert_memory_equal(last_px, plain, (size_t)w * h * 4);
}

/* Reset of a title started from the picker returns to the picker. */
static void test_picker_reset(void **state)
{
    (void)state;
    assert_true(c.load(NULL));
    run(3);
    tap(RETRO_DEVICE_ID_JOYPAD_START, 0);
    assert_non_null(strstr(last_log, "running "));
    run(100);
    assert_int_not_equal(fw, 336);
    c.reset();
    run(2);
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_true(c.ser(s, n));
    assert_int_equal(s[15], 0);                 /* the picker shows */
    assert_int_equal(fw, 336);
    free(s);
}

/* The keypad: L held with a button presses a key, the on-screen keypad
 * shows while L is held and the pointer presses its keys; the keyboard
 * types. What was latched is recorded by the test affordance. */
static void test_keypad_and_keys(void **state)
{
    (void)state;
    setenv("ANNEX_LIBRETRO_RECORD", tl_path("keys.mov"), 1);
    load_rom("capture.rom");
    run(150);                                    /* past the title's first screen */
    uint32_t plain = frame_hash;
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_L;
    run(1);
    assert_int_not_equal(frame_hash, plain);     /* the keypad is drawn */
    pad[0] |= 1u << RETRO_DEVICE_ID_JOYPAD_START;  /* + START: keypad ENTER */
    run(3);
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_L;
    run(3);
    ptr_down = 1;                                /* the middle of the bottom row: 0 */
    ptr_x = 0;
    ptr_y = 0x7fff - 0x7fff * 2 * 10 / (int)fh;
    run(3);
    ptr_down = 0;
    pad[0] = 0;
    run(3);
    key_down = RETROK_b;                         /* not one of keypad 2's letters */
    run(2);
    key_down = 0;
    run(3);
    c.unload();
    size_t len;
    char *mov = (char *)read_all(tl_path("keys.mov"), &len);
    mov[len] = 0;
    assert_non_null(strstr(mov, "pad1=800"));
    assert_non_null(strstr(mov, "pad1=400"));
    assert_non_null(strstr(mov, "key=B"));
}

/* Keys held for 3 frames, then released for 4. */
static void press(unsigned k, unsigned k2)
{
    key_down = k;
    key_down2 = k2;
    run(3);
    key_down = key_down2 = 0;
    run(4);
}

/* The recording of what was latched, after `play` on a title. */
static const char *played(const char *rom, void (*play)(void))
{
    start(NULL);
    setenv("ANNEX_LIBRETRO_RECORD", tl_path("kb.mov"), 1);
    load_rom(rom);
    run(150);
    play();
    stop(NULL);
    size_t len;
    char *mov = (char *)read_all(tl_path("kb.mov"), &len);
    mov[len] = 0;
    return mov;
}

/* ---- the player's rules (front/player.h), kept as the desktop keeps them ---- */

/* The record option, changed as in RetroArch's Quick Menu: the core reads
 * it at the next retro_run. */
static void set_record(int on)
{
    opt_record = on;
    opt_changed = 1;
    run(1);
}

/* A file of the save folder (the scratch folder here), whole, or NULL. */
static char *saved(const char *name)
{
    static char text[1 << 17];
    FILE *f = fopen(tl_path(name), "rb");
    if (!f)
        return NULL;
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = 0;
    return text;
}

/* Capture recorded with the option: SELECT A before the recording, then
 * SELECT A and GAME START in it (a reset between them, or not). */
static void record_capture(int reset_in_it)
{
    remove(tl_path("annex-capture-001.mov"));      /* another test's */
    load_rom("capture.rom");
    run(150);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 30);
    set_record(1);
    run(150);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 30);
    if (reset_in_it) {
        c.reset();
        run(150);
    }
    tap(RETRO_DEVICE_ID_JOYPAD_START, 30);
}

/* The option is the player's record and stop: on, the console
 * power-cycles and the movie (annex-NAME-NNN.mov in the save folder)
 * starts; off, it is written then and there, ending where it stopped,
 * not at the unload, and what follows is not in it. */
static void test_record_option(void **state)
{
    (void)state;
    record_capture(0);
    set_record(0);
    char *mov = saved("annex-capture-001.mov");
    assert_non_null(mov);
    assert_non_null(strstr(mov, "\ntitle capture\n"));
    assert_int_equal(count(mov, "buttons=2"), 1);    /* the one in the recording */
    assert_int_equal(count(mov, "buttons=1"), 1);
    char *end = strstr(mov, "\nend ");
    assert_non_null(end);
    unsigned long stop_end = strtoul(end + 5, NULL, 10);
    run(60);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 30);
    c.unload();
    mov = saved("annex-capture-001.mov");
    assert_int_equal(count(mov, "buttons=2"), 1);
    assert_int_equal(strtoul(strstr(mov, "\nend ") + 5, NULL, 10), stop_end);
}

/* A reset while recording starts the movie again at that power-on, on
 * blank save RAM (the player's rule): the movie holds only what followed
 * the reset, and played from power-on it makes the same picture. */
static void test_reset_recording(void **state)
{
    (void)state;
    record_capture(1);
    uint32_t recorded = frame_hash;
    set_record(0);
    c.unload();
    char *mov = saved("annex-capture-001.mov");
    assert_non_null(mov);
    assert_int_equal(count(mov, "buttons=2"), 0);  /* before the reset: gone */
    assert_int_equal(count(mov, "buttons=1"), 1);
    setenv("ANNEX_LIBRETRO_MOVIE", tl_path("annex-capture-001.mov"), 1);
    load_rom("capture.rom");
    run(150 + 31);                                 /* the frames after the reset */
    assert_int_equal(frame_hash, recorded);
}

/* The same for the test affordance's recording from the load (the
 * desktop's --record): a reset starts it again. */
static void test_reset_recording_from_load(void **state)
{
    (void)state;
    setenv("ANNEX_LIBRETRO_RECORD", tl_path("from-load.mov"), 1);
    load_rom("capture.rom");
    run(150);
    tap(RETRO_DEVICE_ID_JOYPAD_SELECT, 30);
    c.reset();
    run(150);
    tap(RETRO_DEVICE_ID_JOYPAD_START, 30);
    c.unload();
    char *mov = saved("from-load.mov");
    assert_non_null(mov);
    assert_int_equal(count(mov, "buttons=2"), 0);  /* before the reset: gone */
    assert_int_equal(count(mov, "buttons=1"), 1);
}

/* The save RAM RetroArch keeps (its .srm, written after the load) stays
 * through a reset, and a recording leaves it alone: the game runs on blank
 * save RAM, the .srm keeps what it held (as the desktop's NAME.sram). */
static void test_sram_held(void **state)
{
    (void)state;
    load_rom("capture.rom");
    uint8_t *sram = c.mem(RETRO_MEMORY_SAVE_RAM);
    memset(sram, 0xA5, 16);
    run(60);
    c.reset();
    run(60);
    assert_int_equal(sram[0], 0xA5);
    set_record(1);
    run(60);
    c.reset();
    run(60);
    assert_int_equal(sram[0], 0xA5);
}

/* The player's trace (ANNEX_LIBRETRO_TRACE, the desktop's --trace) of
 * Capture's movie, run plainly or with run-ahead's states (every frame one
 * more run and taken back): `path` holds it. */
static void traced(const char *path, int ahead)
{
    setenv("ANNEX_LIBRETRO_MOVIE", "tests/movies/cap-level1.mov", 1);
    setenv("ANNEX_LIBRETRO_TRACE", path, 1);
    load_rom("capture.rom");
    fast_states = 1;
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_non_null(s);
    for (int i = 0; i < 900; i++) {
        c.run();
        if (ahead) {
            assert_true(c.ser(s, n));
            c.run();
            assert_true(c.unser(s, n));
        }
    }
    free(s);
    c.unload();
}

/* The trace reads as the game played: the title's lines from power-on,
 * and the same, each line once, when run-ahead takes frames back. */
static void test_trace(void **state)
{
    (void)state;
    traced(tl_path("plain.trace"), 0);
    traced(tl_path("ahead.trace"), 1);
    char plain[1 << 16];
    snprintf(plain, sizeof plain, "%s", saved("plain.trace"));
    const char *head = "0 capture\n0 memory 0\n0 level 1\n";
    assert_true(!strncmp(plain, head, strlen(head)));
    assert_true(count(plain, "\n") > 10);
    assert_string_equal(saved("ahead.trace"), plain);
}

/* A state the user loads while recording is refused, as the desktop's
 * F7 (a movie replays from power-on); run-ahead's are taken. */
static void test_state_while_recording(void **state)
{
    (void)state;
    load_rom("capture.rom");
    run(60);
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_non_null(s);
    set_record(1);
    run(30);
    assert_true(c.ser(s, n));
    run(30);
    assert_false(c.unser(s, n));
    assert_non_null(strstr(last_log, "no state load while recording (the Record option stops the movie)"));
    fast_states = 1;
    assert_true(c.unser(s, n));
    set_record(0);
    fast_states = 0;
    assert_true(c.unser(s, n));
    free(s);
}

/* A field of a recorded frame ("joy1=1"), whole. */
static int has(const char *mov, const char *field)
{
    size_t n = strlen(field);
    for (const char *p = mov; (p = strstr(p, field)) != NULL; p++)
        if (p > mov && p[-1] == ' ' && (p[n] == ' ' || p[n] == '\n'))
            return 1;
    return 0;
}

static int occurrences(const char *mov, const char *field)
{
    int n = 0;
    for (const char *p = mov; (p = strstr(p, field)) != NULL; p++)
        n++;
    return n;
}

static void odin_keys(void)
{
    press(RETROK_LSHIFT, 0);                     /* SHIFT alone: Odin's SHIFT */
    press(RETROK_LSHIFT, RETROK_a);              /* SHIFT+A: A, no SHIFT */
    press(RETROK_LCTRL, RETROK_b);               /* Ctrl+B: nothing */
    press(RETROK_END, 0);                        /* BREAK */
    press(RETROK_UP, 0);                         /* no joystick: typed */
    press(RETROK_DELETE, 0);                     /* nothing (the desktop's: CLEAR is Home) */
}

static void vv_keys(void)
{
    press(RETROK_UP, 0);                         /* joystick 1 */
    press(RETROK_INSERT, 0);                     /* fire */
    press(RETROK_i, 0);                          /* joystick 2 up */
    press(RETROK_PAGEUP, 0);                     /* side button A: not read, nothing */
}

static void capture_keys(void)
{
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_DOWN;  /* the D-pad alone: keypad 8 */
    run(3);
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_B;     /* B: ENTER */
    run(3);
    pad[0] = 0;
    run(4);
    press(RETROK_5, 0);                          /* digits: keypad 1 */
    press(RETROK_KP7, 0);                        /* number pad by position: keypad 1's 1 */
    press(RETROK_q, 0);                          /* keypad 2's 1 */
    press(RETROK_F3, 0);                         /* SELECT A */
}

static void ricochet_keys(void)
{
    press(RETROK_SPACE, 0);                      /* typed in Ricochet */
    press(RETROK_INSERT, 0);                     /* fire */
    press(RETROK_i, 0);                          /* a letter: typed */
}

/* Every field of a space-separated list is in the recording ("!field":
 * is not). */
static void expect(const char *mov, const char *fields)
{
    char f[32];
    int len;
    for (const char *p = fields; sscanf(p, " %31s%n", f, &len) == 1; p += len) {
        int want = f[0] != '!';
        if (has(mov, f + !want) != want)
            fail_msg("%s %s in the recording", f + !want, want ? "missing" : "found");
    }
}

/* A held key repeats its typing as a keyboard's autorepeat does in the
 * window: half a second held, then 15 a second; a tap types once. */
static void odin_repeat(void)
{
    press(RETROK_b, 0);
    key_down = RETROK_a;
    run(60);                                     /* 30 polls, then every 4th: 8 */
    key_down = 0;
    run(60);
}

static void test_key_repeat(void **state)
{
    (void)state;
    const char *m = played("odin.rom", odin_repeat);
    assert_int_equal(occurrences(m, "key=B"), 1);
    assert_int_equal(occurrences(m, "key=A"), 9);
}

/* The keyboard as on the desktop (front/keymap.c's defaults): what each
 * key latches depends on what the title reads. */
static void test_keyboard(void **state)
{
    (void)state;
    const char *m = played("odin.rom", odin_keys);
    assert_int_equal(occurrences(m, "key=SHIFT"), 1);
    expect(m, "key=A !key=B key=BREAK key=UP !key=CLEAR");
    expect(played("vice-versa.rom", vv_keys), "joy1=1 !key=UP joy1=10 joy2=1 !key=I !joy1=20");
    m = played("capture.rom", capture_keys);
    expect(m, "pad1=80 pad1=800 pad1=10 pad1=1 pad2=1 !key=5");
    assert_non_null(strstr(m, "\ntitle capture\n"));   /* its registry name, as the window writes */
    expect(played("ricochet.rom", ricochet_keys), "key=SPACE joy1=10 key=I !joy2=1");
}

/* Keys held in steps of 3 frames: k with the modifier, then k alone (the
 * modifier let go first), then nothing for 4. */
static void then_alone(unsigned mod, unsigned k)
{
    key_down = mod;
    key_down2 = k;
    run(3);
    key_down = k;
    key_down2 = 0;
    run(3);
    key_down = 0;
    run(4);
}

/* Ctrl+k pressed and released, then Ctrl+k with Ctrl let go first. */
static void ctrl_then_alone(unsigned k)
{
    press(RETROK_LCTRL, k);
    then_alone(RETROK_LCTRL, k);
}

static void ricochet_ctrl(void) { ctrl_then_alone(RETROK_INSERT); }      /* launches */
static void vv_ctrl(void) { ctrl_then_alone(RETROK_SPACE); }             /* plays a disc */
static void capture_ctrl(void)
{
    ctrl_then_alone(RETROK_F3);                  /* the level */
    ctrl_then_alone(RETROK_KP_ENTER);            /* keypad ENTER */
    then_alone(RETROK_LALT, RETROK_KP8);         /* Alt likewise */
}

/* With game focus off Ctrl+Right is Ctrl and RetroPad 1's Right (RetroArch's
 * binding): Right held on, Ctrl let go first. */
static void vv_ctrl_pad(void)
{
    key_down = RETROK_LCTRL;
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_RIGHT;
    run(3);
    key_down = 0;
    run(3);
    pad[0] = 0;
    run(4);
}

/* The modifier rule (issue 29): a joystick, keypad or console-button key
 * pressed with Ctrl or Alt never reaches the cartridge, not even once the
 * modifier is let go while the key stays down (the desktop decides a key's
 * meaning when it is pressed). With game focus off the key is a RetroPad
 * button: the same for it. */
/* Entrap asks for Ctrl+Pause (the IBM PC's Ctrl+Break, its descriptor's
 * chords): that chord types BREAK, no other Ctrl key reaches it. */
static void entrap_chords(void)
{
    press(RETROK_LCTRL, RETROK_PAUSE);
    press(RETROK_LCTRL, RETROK_END);
    press(RETROK_LCTRL, RETROK_b);
}

static void test_modifiers(void **state)
{
    (void)state;
    const char *m = played("entrap.rom", entrap_chords);
    assert_int_equal(occurrences(m, "key=BREAK"), 1);
    expect(m, "!key=B");
    expect(played("ricochet.rom", ricochet_ctrl), "!joy1=10");
    expect(played("vice-versa.rom", vv_ctrl), "!joy1=10");
    expect(played("vice-versa.rom", vv_ctrl_pad), "!joy1=8");
    expect(played("capture.rom", capture_ctrl), "!buttons=2 !pad1=800 !pad1=80");
}

/* With game focus off RetroArch maps its RetroPad keys (Z is B) and also
 * reports the keyboard: a key that goes down with a RetroPad button that
 * acts is the RetroPad's alone. In Capture B is keypad 1's ENTER, and Z
 * (keypad 2's 7) must not also press keypad 2; a letter alone still does. */
/* RetroPad 1's buttons `bits` and key k held together for 3 frames, then
 * nothing for 4. */
static void pad_with_key(uint16_t bits, unsigned k)
{
    pad[0] = bits;
    key_down = k;
    run(3);
    pad[0] = 0;
    key_down = 0;
    run(4);
}

static void capture_focus_off(void)
{
    pad_with_key(1u << RETRO_DEVICE_ID_JOYPAD_B, RETROK_z);
    press(RETROK_c, 0);                          /* keypad 2's 9 */
}

/* In Odin no RetroPad button but L/R acts: Enter (RetroPad START in
 * RetroArch's binds) still types ENTER. */
static void odin_focus_off(void) { pad_with_key(1u << RETRO_DEVICE_ID_JOYPAD_START, RETROK_RETURN); }

static void test_retropad_keys(void **state)
{
    (void)state;
    expect(played("capture.rom", capture_focus_off), "pad1=800 !pad2=40 pad2=100");
    expect(played("odin.rom", odin_focus_off), "key=ENTER");
}

/* RetroPad 2 alone (port 1 of input_state) for local two-player: in
 * Capture's keypad 2 (the D-pad alone is 2 4 6 8, B ENTER, L held the
 * layer), in Vice Versa and Ricochet joystick 2. */
static void pad2_moves(void)
{
    pad[1] = 1u << RETRO_DEVICE_ID_JOYPAD_RIGHT;
    run(3);
    pad[1] = 1u << RETRO_DEVICE_ID_JOYPAD_B;
    run(3);
    pad[1] = 1u << RETRO_DEVICE_ID_JOYPAD_L | 1u << RETRO_DEVICE_ID_JOYPAD_Y;
    run(3);
    pad[1] = 0;
    run(4);
}

static void test_retropad2(void **state)
{
    (void)state;
    expect(played("capture.rom", pad2_moves), "pad2=20 pad2=800 pad2=1 !pad1=20 !pad1=800");
    expect(played("vice-versa.rom", pad2_moves), "joy2=8 joy2=10 !joy1=8 !joy1=10");
    expect(played("ricochet.rom", pad2_moves), "joy2=8 joy2=10 !joy1=8");
}

/* One RetroPad 1 button pressed and released with L held (the layer). */
static void with_l(unsigned id)
{
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_L | 1u << id;
    run(2);
    pad[0] = 1u << RETRO_DEVICE_ID_JOYPAD_L;
    run(2);
}

/* The on-screen keyboard of a title without keypads: L held shows it in
 * the panel under the picture, the D-pad moves its cursor, B types; the
 * cursor is in the state (a load puts it back). */
static void odin_osk(void)
{
    unsigned h = fh;
    fast_states = 1;                  /* run-ahead's state: the recording goes on */
    with_l(RETRO_DEVICE_ID_JOYPAD_RIGHT);        /* 1 -> 2 */
    assert_true(fh > h);                         /* the panel */
    with_l(RETRO_DEVICE_ID_JOYPAD_RIGHT);        /* -> 3 */
    with_l(RETRO_DEVICE_ID_JOYPAD_B);            /* types 3 */
    with_l(RETRO_DEVICE_ID_JOYPAD_DOWN);         /* -> E */
    size_t n = c.ssize();
    uint8_t *s = malloc(n);
    assert_true(c.ser(s, n));
    with_l(RETRO_DEVICE_ID_JOYPAD_RIGHT);        /* -> R, then away */
    assert_true(c.unser(s, n));                  /* back on E */
    with_l(RETRO_DEVICE_ID_JOYPAD_B);            /* types E */
    with_l(RETRO_DEVICE_ID_JOYPAD_UP);           /* -> 3 */
    with_l(RETRO_DEVICE_ID_JOYPAD_UP);           /* wraps to the bottom row: BRK */
    with_l(RETRO_DEVICE_ID_JOYPAD_LEFT);         /* SFT */
    with_l(RETRO_DEVICE_ID_JOYPAD_B);            /* types SHIFT */
    pad[0] = 0;
    run(4);
    assert_int_equal(fh, h);
    free(s);
}

static void test_osk(void **state)
{
    (void)state;
    const char *m = played("odin.rom", odin_osk);
    expect(m, "key=3 key=E !key=R key=SHIFT !pad1=20");
}

/* The core options: the look (Odin in its Apple II look instead of the
 * TRS-80's), scanlines (three rows per emulated row), the keypad always
 * shown (Capture's frame differs without L held). */
/* ---- the RetroPad half (libretro/lr_input.c, linked in) and the pad table ---- */

/* The RetroPad button at each standard position (front/padmap.h). */
static const unsigned retro_of[PM_BUTTONS] = {
    [PM_UP] = RETRO_DEVICE_ID_JOYPAD_UP, [PM_DOWN] = RETRO_DEVICE_ID_JOYPAD_DOWN,
    [PM_LEFT] = RETRO_DEVICE_ID_JOYPAD_LEFT, [PM_RIGHT] = RETRO_DEVICE_ID_JOYPAD_RIGHT,
    [PM_SOUTH] = RETRO_DEVICE_ID_JOYPAD_B, [PM_EAST] = RETRO_DEVICE_ID_JOYPAD_A,
    [PM_WEST] = RETRO_DEVICE_ID_JOYPAD_Y, [PM_NORTH] = RETRO_DEVICE_ID_JOYPAD_X,
    [PM_L] = RETRO_DEVICE_ID_JOYPAD_L, [PM_R] = RETRO_DEVICE_ID_JOYPAD_R,
    [PM_L2] = RETRO_DEVICE_ID_JOYPAD_L2, [PM_R2] = RETRO_DEVICE_ID_JOYPAD_R2,
    [PM_START] = RETRO_DEVICE_ID_JOYPAD_START, [PM_SELECT] = RETRO_DEVICE_ID_JOYPAD_SELECT,
    [PM_L3] = RETRO_DEVICE_ID_JOYPAD_L3, [PM_R3] = RETRO_DEVICE_ID_JOYPAD_R3,
};

/* What RetroPad p holding the standard buttons `held` latches (one poll
 * of this front end's input_state) in title t. */
static hw_input retropad_latch(const km_title *t, int p, unsigned held)
{
    lri in;
    lri_init(&in);
    lri_view v = { 144, 224, t->controllers, 0, !t->controllers, t };
    pad[p] = 0;
    for (int b = 0; b < PM_BUTTONS; b++)
        if (held >> b & 1)
            pad[p] |= (uint16_t)(1u << retro_of[b]);
    lri_poll(&in, input, &v);
    pad[p] = 0;
    hw_input out;
    lri_latch(&in, 0, &out);
    return out;
}

static void expect_table(const km_title *t, int p, unsigned held)
{
    hw_input want, got = retropad_latch(t, p, held);
    memset(&want, 0, sizeof want);
    pm_apply(t, p, held, &want);
    if (memcmp(got.joy, want.joy, 2) || memcmp(got.pad, want.pad, sizeof got.pad) || got.buttons != want.buttons)
        fail_msg("%s, pad %d, buttons %#x: joy %02x %02x pad %03x %03x buttons %02x, "
                 "the table's joy %02x %02x pad %03x %03x buttons %02x", t->name[0] ? t->name : "unknown ROM",
                 p + 1, held, got.joy[0], got.joy[1], got.pad[0], got.pad[1], got.buttons,
                 want.joy[0], want.joy[1], want.pad[0], want.pad[1], want.buttons);
}

/* Every standard button, alone and in the keypad layer (L held), on
 * either RetroPad, in every title and a ROM the registry does not know:
 * the core does what front/padmap.h's table says, as the window does
 * (test_app_events checks SDL's game controllers against the same table). */
static void test_pad_table(void **state)
{
    (void)state;
    for (unsigned i = 0; i <= ttl_count; i++) {
        km_title t = { "", 2, NULL, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
        if (i < ttl_count)
            t = km_title_of(&ttl_titles[i]);
        for (int p = 0; p < 2; p++)
            for (int b = 0; b < PM_BUTTONS; b++) {
                expect_table(&t, p, PM_BIT(b));
                expect_table(&t, p, PM_BIT(b) | PM_BIT(PM_L));
            }
    }
    /* The table itself (docs/host.md): Capture's North is SELECT B, its
     * right shoulder alone nothing; the layer's R2 is key 5. */
    km_title cap = km_title_of(ttl_find("capture"));
    assert_int_equal(retropad_latch(&cap, 0, PM_BIT(PM_NORTH)).buttons, CON_B_SEL_B);
    assert_int_equal(retropad_latch(&cap, 0, PM_BIT(PM_SOUTH)).pad[0], CON_PAD_ENTER);
    assert_int_equal(retropad_latch(&cap, 1, PM_BIT(PM_R) | PM_BIT(PM_R2)).pad[1], CON_PAD_KEY(5));
    /* The left stick past half way is the D-pad (Vice Versa's joystick 2). */
    km_title vv = km_title_of(ttl_find("vice-versa"));
    stick[1][0] = -20000;
    stick[1][1] = 20000;
    assert_int_equal(retropad_latch(&vv, 1, 0).joy[1], CON_J_LEFT | CON_J_DOWN);
    stick[1][0] = 15000;
    stick[1][1] = 0;
    assert_int_equal(retropad_latch(&vv, 1, 0).joy[1], 0);
    stick[1][0] = 0;
}

static void test_options(void **state)
{
    /* The look option: the title's own, then one value per machine look
     * (the profiles of cart/console.h), each named and labelled. */
    assert_non_null(opts);
    const struct retro_core_option_v2_definition *d = opts->definitions;
    assert_string_equal(d->key, "annex_look");
    assert_string_equal(d->values[0].value, "default");
    unsigned n = 1;
    for (; d->values[n].value; n++)
        assert_true(d->values[n].label && d->values[n].label[0]);
    assert_int_equal(n, CON_PROF_COUNT + 1);
    load_rom("odin.rom");
    run(200);
    unsigned w = fw, h = fh;
    stop(state);
    start(state);
    opt_look = "apple2";
    load_rom("odin.rom");
    run(200);
    assert_true(fw != w || fh != h);
    stop(state);
    start(state);
    opt_scan = "on";
    load_rom("odin.rom");
    run(200);
    assert_int_equal(fw, w);
    assert_int_equal(fh, 3 * h);
    struct retro_system_av_info av;              /* the window keeps its size */
    c.av(&av);
    assert_int_equal(av.geometry.base_height, h);
    stop(state);
    start(state);
    load_rom("capture.rom");
    run(150);
    uint32_t plain = frame_hash;
    stop(state);
    start(state);
    opt_keypad = "always";
    load_rom("capture.rom");
    run(150);
    assert_int_not_equal(frame_hash, plain);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_api, start, stop),
        cmocka_unit_test_setup_teardown(test_state_continues, start, stop),
        cmocka_unit_test_setup_teardown(test_state_holds_taps, start, stop),
        cmocka_unit_test_setup_teardown(test_state_fixed_size, start, stop),
        cmocka_unit_test_setup_teardown(test_state_refused, start, stop),
        cmocka_unit_test_setup_teardown(test_bad_content, start, stop),
        cmocka_unit_test_setup_teardown(test_picker, start, stop),
        cmocka_unit_test_setup_teardown(test_picker_reset, start, stop),
        cmocka_unit_test_setup_teardown(test_keypad_panel, start, stop),
        cmocka_unit_test(test_geometry),
        cmocka_unit_test_setup_teardown(test_keypad_and_keys, start, stop),
        cmocka_unit_test_setup_teardown(test_options, start, stop),
        cmocka_unit_test(test_keyboard),
        cmocka_unit_test(test_modifiers),
        cmocka_unit_test(test_retropad_keys),
        cmocka_unit_test(test_retropad2),
        cmocka_unit_test(test_pad_table),
        cmocka_unit_test(test_osk),
        cmocka_unit_test_setup_teardown(test_reset_recording, start, stop),
        cmocka_unit_test_setup_teardown(test_reset_recording_from_load, start, stop),
        cmocka_unit_test_setup_teardown(test_record_option, start, stop),
        cmocka_unit_test_setup_teardown(test_sram_held, start, stop),
        cmocka_unit_test_setup_teardown(test_trace, start, stop),
        cmocka_unit_test_setup_teardown(test_state_while_recording, start, stop),
        cmocka_unit_test(test_key_repeat),
    };
    return cmocka_run_group_tests(tests, group_setup, group_teardown);
}
