/* drv_lr.c — the conformance runner's libretro adapter (docs/shells.md,
 * Conformance): plays a script of user actions (tests/conform/NAME.act)
 * into the core as RetroArch would — a front end that dlopens it and
 * answers its input_state calls (the keyboard by retro_key, the pointer
 * on its drawn keypads, the core option "always" showing them) frame by
 * frame.
 *
 * The other actions are the front end's: reset retro_reset; record the
 * core option annex_record turned on or off (the player's record and stop:
 * annex-NAME-NNN.mov in the current folder, as the front end gives no save
 * folder); save and load retro_serialize / retro_unserialize (a user's:
 * not the run-ahead's fast states); rewind RetroArch's, a frame back per
 * frame held (the desktop holds its key 6 frames a step); a title switch
 * unloads and loads the other ROM. The trace is the test affordance's
 * (ANNEX_LIBRETRO_TRACE), as the desktop's --trace.
 *
 *   drv_lr CORE.so ROMDIR SCRIPT.act SCREEN.png   (in a scratch folder) */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libretro.h>
#include "front/hidkey.h"
#include "front/png.h"
#include "emu/rom.h"
#include "libretro/lr_pad.h"
#include "tests/conform/act.h"

#define REWIND_MAX 256                 /* frames of snapshots kept */

static struct {
    void (*init)(void), (*deinit)(void), (*run)(void), (*reset)(void), (*unload)(void);
    void (*set_env)(retro_environment_t), (*set_video)(retro_video_refresh_t);
    void (*set_audio)(retro_audio_sample_batch_t), (*set_poll)(retro_input_poll_t);
    void (*set_state)(retro_input_state_t);
    bool (*load)(const struct retro_game_info *);
    size_t (*ssize)(void);
    bool (*ser)(void *, size_t), (*unser)(const void *, size_t);
} c;

static uint8_t held[HID_KEYS];         /* by HID usage */
static int ptr_down, ptr_x, ptr_y;
static uint32_t px[1024 * 1024];       /* the last frame */
static unsigned fw, fh;
static int pads;                       /* the title's keypads: drawn under the picture */
static int recording, record_changed;  /* the record option, and a change not yet read */

/* HID usages to retro_key, the keys the scripts use (letters, digits and
 * F1-F12 by range): every key the core polls (libretro/lr_input.c) and a
 * few it does not (Caps Lock, Num Lock, Super). */
static const struct { int usage; unsigned retrok; } named[] = {
    { HID_RETURN, RETROK_RETURN }, { HID_ESCAPE, RETROK_ESCAPE }, { HID_BACKSPACE, RETROK_BACKSPACE },
    { HID_TAB, RETROK_TAB }, { HID_SPACE, RETROK_SPACE }, { HID_PAUSE, RETROK_PAUSE },
    { HID_INSERT, RETROK_INSERT }, { HID_HOME, RETROK_HOME }, { 75, RETROK_PAGEUP },
    { 76, RETROK_DELETE }, { 77, RETROK_END }, { 78, RETROK_PAGEDOWN },
    { HID_RIGHT, RETROK_RIGHT }, { HID_LEFT, RETROK_LEFT }, { HID_DOWN, RETROK_DOWN }, { HID_UP, RETROK_UP },
    { HID_KP_DIVIDE, RETROK_KP_DIVIDE }, { HID_KP_MULTIPLY, RETROK_KP_MULTIPLY },
    { HID_KP_MINUS, RETROK_KP_MINUS }, { HID_KP_PLUS, RETROK_KP_PLUS }, { HID_KP_ENTER, RETROK_KP_ENTER },
    { HID_KP_0, RETROK_KP0 }, { HID_KP_PERIOD, RETROK_KP_PERIOD },
    { HID_LCTRL, RETROK_LCTRL }, { HID_LSHIFT, RETROK_LSHIFT }, { HID_LALT, RETROK_LALT },
    { HID_RCTRL, RETROK_RCTRL }, { HID_RSHIFT, RETROK_RSHIFT }, { HID_RALT, RETROK_RALT },
    { HID_LGUI, RETROK_LSUPER }, { HID_RGUI, RETROK_RSUPER }, { 45, RETROK_MINUS },
    { 46, RETROK_EQUALS }, { 47, RETROK_LEFTBRACKET }, { 48, RETROK_RIGHTBRACKET },
    { 49, RETROK_BACKSLASH }, { 51, RETROK_SEMICOLON }, { 52, RETROK_QUOTE }, { 53, RETROK_BACKQUOTE },
    { 54, RETROK_COMMA }, { 55, RETROK_PERIOD }, { 56, RETROK_SLASH }, { 57, RETROK_CAPSLOCK },
    { 70, RETROK_PRINT }, { 83, RETROK_NUMLOCK },
};

static int usage_of(unsigned k)
{
    if (k >= RETROK_a && k <= RETROK_z) return HID_A + (int)(k - RETROK_a);
    if (k >= RETROK_1 && k <= RETROK_9) return HID_1 + (int)(k - RETROK_1);
    if (k == RETROK_0) return HID_0;
    if (k >= RETROK_F1 && k <= RETROK_F12) return 58 + (int)(k - RETROK_F1);
    if (k >= RETROK_KP1 && k <= RETROK_KP9) return HID_KP_1 + (int)(k - RETROK_KP1);
    for (unsigned i = 0; i < sizeof named / sizeof named[0]; i++)
        if (named[i].retrok == k)
            return named[i].usage;
    return -1;
}

static int16_t input(unsigned port, unsigned device, unsigned index, unsigned id)
{
    (void)index;
    if (device == RETRO_DEVICE_KEYBOARD && port == 0) {
        int u = usage_of(id);
        return u >= 0 && held[u];
    }
    if (device == RETRO_DEVICE_POINTER && port == 0)
        return id == RETRO_DEVICE_ID_POINTER_X ? (int16_t)ptr_x : id == RETRO_DEVICE_ID_POINTER_Y ? (int16_t)ptr_y
             : id == RETRO_DEVICE_ID_POINTER_PRESSED ? (int16_t)ptr_down : 0;
    return 0;
}

static void video(const void *data, unsigned w, unsigned h, size_t pitch)
{
    if (!data || (size_t)w * h > sizeof px / sizeof px[0])
        return;
    for (unsigned y = 0; y < h; y++)
        memcpy(px + (size_t)y * w, (const uint8_t *)data + y * pitch, w * 4);
    fw = w;
    fh = h;
}

/* The keypads always shown, as a player who touches them sets the core;
 * the record option as the script last set it. */
static bool env(unsigned cmd, void *data)
{
    if (cmd == RETRO_ENVIRONMENT_GET_VARIABLE) {
        struct retro_variable *v = data;
        v->value = !strcmp(v->key, "annex_keypad") ? "always"
                 : !strcmp(v->key, "annex_record") ? (recording ? "on" : "off") : NULL;
        return v->value != NULL;
    }
    if (cmd == RETRO_ENVIRONMENT_GET_VARIABLE_UPDATE) {
        *(bool *)data = record_changed;
        record_changed = 0;
        return true;
    }
    return cmd == RETRO_ENVIRONMENT_SET_PIXEL_FORMAT || cmd == RETRO_ENVIRONMENT_SET_MEMORY_MAPS;
}

static size_t audio(const int16_t *data, size_t frames) { (void)data; return frames; }
static void poll_input(void) {}

static int load(const char *romdir, const char *title)
{
    static uint8_t rom[1 << 17];
    static struct rom r;
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/%s.rom", romdir, title);
    FILE *f = fopen(path, "rb");
    size_t len = f ? fread(rom, 1, sizeof rom, f) : 0;
    if (f) fclose(f);
    struct retro_game_info g = { path, rom, len, NULL };
    if (rom_parse(rom, len, path, &r, err, sizeof err)) {
        fprintf(stderr, "drv_lr: %s\n", err);
        return -1;
    }
    if (!c.load(&g)) {
        fprintf(stderr, "drv_lr: %s: the core did not load it\n", path);
        return -1;
    }
    pads = r.h.controllers;
    return 0;
}

/* ---- the script ---- */

static uint8_t *snap[REWIND_MAX], *slot;
static long frames;
static size_t ssize;

static void run_frames(int n)
{
    for (int i = 0; i < n; i++) {
        if (!snap[frames % REWIND_MAX])
            snap[frames % REWIND_MAX] = malloc(ssize);
        c.ser(snap[frames % REWIND_MAX], ssize);
        c.run();
        frames++;
    }
}

/* A touch on keypad `pad`'s key k where the core draws it. */
static void touch(int pad, int k, int down)
{
    lrp_geom g;
    ptr_down = down;
    if (!down || !fw)
        return;
    lrp_layout(&g, pads == 2 ? pad : 0, pads, (int)fw, (int)fh);
    int x = g.x + (k % 3) * g.kw + g.kw / 2, y = g.y + (k / 3) * g.kh + g.kh / 2;
    ptr_x = x * 0xfffe / (int)fw - 0x7fff;
    ptr_y = y * 0xfffe / (int)fh - 0x7fff;
}

static void rewind_steps(int n)
{
    long back = 6L * n < frames ? 6L * n : frames;
    if (back > REWIND_MAX - 1) back = REWIND_MAX - 1;
    frames -= back;
    c.unser(snap[frames % REWIND_MAX], ssize);
}

static int play(const act_script *s, const char *romdir)
{
    for (unsigned i = 0; i < s->n; i++) {
        const act_step *a = &s->step[i];
        switch (a->kind) {
        case ACT_WAIT:   run_frames(a->n); break;
        case ACT_DOWN:   for (int k = 0; k < a->keys.n; k++) held[a->keys.usage[k]] = 1; break;
        case ACT_UP:     for (int k = 0; k < a->keys.n; k++) held[a->keys.usage[k]] = 0; break;
        case ACT_PAD:    touch(a->pad, a->n, a->down); break;
        case ACT_RESET:  c.reset(); break;
        case ACT_RECORD: recording = !recording; record_changed = 1; break;
        case ACT_SAVE:   if (!slot) slot = malloc(ssize); c.ser(slot, ssize); break;
        case ACT_LOAD:   if (slot) c.unser(slot, ssize); break;
        case ACT_REWIND: rewind_steps(a->n); break;
        case ACT_SWITCH:
            c.unload();
            recording = 0;                 /* the option's movie was written at the unload */
            if (load(romdir, a->name))
                return -1;
            ssize = c.ssize();
            break;
        case ACT_END:    c.unload(); break;
        }
    }
    return 0;
}

#define SYM(f, name) do { *(void **)&c.f = dlsym(so, name); \
    if (!c.f) { fprintf(stderr, "drv_lr: %s: no %s\n", argv[1], name); return 1; } } while (0)

int main(int argc, char **argv)
{
    char err[512];
    act_script *s = malloc(sizeof *s);
    if (argc != 5 || !s) {
        fprintf(stderr, "usage: drv_lr CORE.so ROMDIR SCRIPT.act SCREEN.png\n");
        return 2;
    }
    if (act_load(argv[3], s, err, sizeof err)) {
        fprintf(stderr, "drv_lr: %s\n", err);
        return 2;
    }
    void *so = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!so) {
        fprintf(stderr, "drv_lr: %s\n", dlerror());
        return 1;
    }
    SYM(init, "retro_init"); SYM(deinit, "retro_deinit"); SYM(run, "retro_run");
    SYM(reset, "retro_reset"); SYM(unload, "retro_unload_game");
    SYM(set_env, "retro_set_environment"); SYM(set_video, "retro_set_video_refresh");
    SYM(set_audio, "retro_set_audio_sample_batch"); SYM(set_poll, "retro_set_input_poll");
    SYM(set_state, "retro_set_input_state"); SYM(load, "retro_load_game");
    SYM(ssize, "retro_serialize_size"); SYM(ser, "retro_serialize"); SYM(unser, "retro_unserialize");
    setenv("ANNEX_LIBRETRO_TRACE", "trace", 1);
    c.set_env(env);
    c.set_video(video);
    c.set_audio(audio);
    c.set_poll(poll_input);
    c.set_state(input);
    c.init();
    if (load(argv[2], s->title))
        return 1;
    ssize = c.ssize();
    int st = play(s, argv[2]);
    c.deinit();
    for (int i = 0; i < REWIND_MAX; i++)
        free(snap[i]);
    free(slot);
    free(s);
    /* the picture: the keypads' panel under it left out, as the desktop's --screenshot */
    int h = (int)fh - (pads ? LRP_PANEL_H : 0);
    if (!st && png_write(argv[4], px, (int)fw, h, err, sizeof err)) {
        fprintf(stderr, "drv_lr: %s\n", err);
        st = 1;
    }
    return st ? 1 : 0;
}
