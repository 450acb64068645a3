/* lr_api.c — the annex libretro core (docs/libretro.md): the libretro API
 * over its one instance (lr_core.h), an emulated console running an annex
 * ROM. Video is the renderer's emulated pixels (front/render.h) with the on-screen keypad, audio the
 * synthesiser's (front/synth.h), input polled once per retro_run
 * (lr_input.h), states lr_state.h; the game itself is the player's
 * (front/player.h), as on the desktop. No SDL, no native title code. */
#include "libretro/lr_core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <libretro.h>
#include "emu/movie.h"
#include "front/looks.h"
#include "libretro/lr_feed.h"
#include "libretro/lr_menu.h"
#include "libretro/lr_osk.h"
#include "libretro/lr_pad.h"
#include "libretro/lr_roms.h"
#include "libretro/lr_state.h"

static retro_environment_t   env_cb;
static retro_video_refresh_t video_cb;
static retro_audio_sample_batch_t audio_cb;
static retro_input_poll_t    poll_cb;
static retro_input_state_t   input_cb;
static retro_log_printf_t    log_cb;

static uint32_t fb[RENDER_MAX_W * (RENDER_MAX_H + LRP_PANEL_H) * 3];   /* x3: scanlines */
#define LR_MAX_H ((RENDER_MAX_H + LRP_PANEL_H) * 3)
static int geom_w, geom_h, geom_num, geom_den;   /* as last told to the front end */
static uint64_t displayed;                   /* retro_run calls since the start */
/* RetroArch reads its .srm into lr.sram after the load: the console takes
 * it before the first frame, unless a state (RetroArch's auto-load) came
 * first and brought its own save RAM. */
static int srm_due;

static void say(enum retro_log_level lvl, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (log_cb)
        log_cb(lvl, "annex: %s\n", line);
    else
        fprintf(stderr, "annex: %s\n", line);
}

/* ---- core options (v2) ---- */

#define OPT_LOOK     "annex_look"
#define OPT_KEYPAD   "annex_keypad"
#define OPT_SCAN     "annex_scanlines"
#define OPT_RECORD   "annex_record"

static struct retro_core_option_v2_definition opt_defs[] = {
    { OPT_LOOK, "Look (next start)", NULL,
      "The machine look for titles that have several (Odin, Ricochet); applies when the title starts or is reset.",
      NULL, NULL, { { NULL, NULL } }, "default" },      /* values: list_looks */
    { OPT_KEYPAD, "On-screen keypad", NULL,
      "Shown while L or R is held (pointer or touch presses its keys), or always for titles with keypads.",
      NULL, NULL, { { "hold", "While L or R is held" }, { "always", "Always" }, { NULL, NULL } }, "hold" },
    { OPT_SCAN, "Scanlines", NULL,
      "Darkens the bottom third of every emulated row, as the annex window does (Ctrl+L); the window keeps its size (best at 3x scale).",
      NULL, NULL, { { "off", "Off" }, { "on", "On" }, { NULL, NULL } }, "off" },
    { OPT_RECORD, "Record an annex movie", NULL,
      "On: the console power-cycles on blank save RAM and records an annex movie (annex-NAME-NNN.mov in RetroArch's save folder) that the desktop and the page play; a reset starts it again. Off: the movie is written. RetroArch's rewind and state loads are refused while recording.",
      NULL, NULL, { { "off", "Off" }, { "on", "On" }, { NULL, NULL } }, "off" },
    { NULL, NULL, NULL, NULL, NULL, NULL, { { NULL, NULL } }, NULL },
};
static struct retro_core_options_v2 opts_v2 = { NULL, opt_defs };
static char look_v0[256] = "Look (next start); default";
static struct retro_variable opt_v0[] = {
    { OPT_LOOK, look_v0 },
    { OPT_KEYPAD, "On-screen keypad; hold|always" },
    { OPT_SCAN, "Scanlines; off|on" },
    { OPT_RECORD, "Record an annex movie; off|on" },
    { NULL, NULL },
};

/* The look option's values: the looks of front/looks.c (one per profile,
 * named and captioned as in the window), after the title's own. */
static void list_looks(void)
{
    static char labels[CON_PROF_COUNT + 1][48];
    struct retro_core_option_value *v = opt_defs[0].values;
    unsigned n = 0;
    if (v[0].value)
        return;
    v[n++] = (struct retro_core_option_value){ "default", "Title's own" };
    for (unsigned i = 0; i < look_count && n <= CON_PROF_COUNT; i++) {
        const look *l = &looks[i];
        if (strcmp(look_profile_name(l->profile), l->name))
            continue;                          /* another test card of a profile */
        snprintf(labels[n], sizeof labels[n], "%.*s", (int)strcspn(l->caption, ":"), l->caption);
        v[n] = (struct retro_core_option_value){ l->name, labels[n] };
        n++;
        snprintf(look_v0 + strlen(look_v0), sizeof look_v0 - strlen(look_v0), "|%s", l->name);
    }
}

static const char *opt_get(const char *key)
{
    struct retro_variable v = { key, NULL };
    return env_cb && env_cb(RETRO_ENVIRONMENT_GET_VARIABLE, &v) && v.value ? v.value : "";
}

static void read_options(void)
{
    const char *look = opt_get(OPT_LOOK);
    lr.opt_machine = strcmp(look, "default") ? mov_machine_profile(look) : CON_MACHINE_ANY;
    lr.opt_keypad_always = !strcmp(opt_get(OPT_KEYPAD), "always");
    lr.opt_scanlines = !strcmp(opt_get(OPT_SCAN), "on");
    lr.opt_record = !strcmp(opt_get(OPT_RECORD), "on");
}

/* ---- input descriptors: the pad table (front/padmap.h, docs/host.md) ---- */

#define D(p, id, text) { p, RETRO_DEVICE_JOYPAD, 0, RETRO_DEVICE_ID_JOYPAD_##id, text }
#define PAD(p) \
    D(p, UP, "Joystick up / keypad 2 (L/R held)"), D(p, DOWN, "Joystick down / keypad 8"), \
    D(p, LEFT, "Joystick left / keypad 4"), D(p, RIGHT, "Joystick right / keypad 6"), \
    D(p, B, "Fire / keypad ENTER; 7 (L/R held)"), D(p, A, "Side button A / keypad CLEAR; 9"), \
    D(p, Y, "Side button B / keypad 5; 1"), D(p, X, "SELECT B / keypad 3"), \
    D(p, START, "GAME START / keypad ENTER"), D(p, SELECT, "SELECT A / keypad CLEAR"), \
    D(p, L2, "OPTION / keypad 0"), D(p, R2, "Keypad 5 (L/R held)"), \
    D(p, L, "Keypad layer / on-screen keyboard (typed titles)"), \
    D(p, R, "Keypad layer / on-screen keyboard (typed titles)"), \
    { p, RETRO_DEVICE_ANALOG, RETRO_DEVICE_INDEX_ANALOG_LEFT, RETRO_DEVICE_ID_ANALOG_X, "Joystick left / right (the D-pad)" }, \
    { p, RETRO_DEVICE_ANALOG, RETRO_DEVICE_INDEX_ANALOG_LEFT, RETRO_DEVICE_ID_ANALOG_Y, "Joystick up / down (the D-pad)" }
static struct retro_input_descriptor descs[] = { PAD(0), PAD(1), { 0, 0, 0, 0, NULL } };

/* Each port is a RetroPad or a keyboard (the typed titles'): a keyboard
 * device in the list is what RetroArch's "Auto enable game focus: Detect"
 * looks for, with the keyboard callback below. */
static const struct retro_controller_description port_types[] = {
    { "RetroPad", RETRO_DEVICE_JOYPAD }, { "Keyboard", RETRO_DEVICE_KEYBOARD },
};
static const struct retro_controller_info ports[] = {
    { port_types, 2 }, { port_types, 2 }, { NULL, 0 },
};

/* RetroArch's keyboard events are not used: the keys are read by polling
 * (lr_input.h), which states, run-ahead and netplay replay. Registering
 * the callback is what turns game focus on under "Detect". */
static void key_event(bool down, unsigned keycode, uint32_t character, uint16_t mods)
{
    (void)down; (void)keycode; (void)character; (void)mods;
}

/* ---- the libretro API ---- */

unsigned retro_api_version(void) { return RETRO_API_VERSION; }

void retro_set_environment(retro_environment_t cb)
{
    env_cb = cb;
    bool yes = true;
    cb(RETRO_ENVIRONMENT_SET_SUPPORT_NO_GAME, &yes);
    struct retro_log_callback l;
    if (cb(RETRO_ENVIRONMENT_GET_LOG_INTERFACE, &l))
        log_cb = l.log;
    cb(RETRO_ENVIRONMENT_SET_CONTROLLER_INFO, (void *)ports);
    unsigned version = 0;
    list_looks();
    if (cb(RETRO_ENVIRONMENT_GET_CORE_OPTIONS_VERSION, &version) && version >= 2)
        cb(RETRO_ENVIRONMENT_SET_CORE_OPTIONS_V2, &opts_v2);
    else
        cb(RETRO_ENVIRONMENT_SET_VARIABLES, (void *)opt_v0);
}
void retro_set_video_refresh(retro_video_refresh_t cb) { video_cb = cb; }
void retro_set_audio_sample(retro_audio_sample_t cb) { (void)cb; }
void retro_set_audio_sample_batch(retro_audio_sample_batch_t cb) { audio_cb = cb; }
void retro_set_input_poll(retro_input_poll_t cb) { poll_cb = cb; }
void retro_set_input_state(retro_input_state_t cb) { input_cb = cb; }
void retro_set_controller_port_device(unsigned port, unsigned device) { (void)port; (void)device; }

void retro_get_system_info(struct retro_system_info *info)
{
    memset(info, 0, sizeof *info);
    info->library_name = "annex";
    info->library_version = LR_VERSION;
    info->valid_extensions = "annex|rom";
    info->need_fullpath = false;
    info->block_extract = false;
}

/* The display the picture shows: the title's settled one until the title
 * reaches it (lrc_start). */
static const hw_display *shown_display(void)
{
    if (!lr.running)
        return &lr.menu;
    return lrc_mach(&lr)->frames < lr.settle_frames ? &lr.settled : &lrc_eng(&lr)->hw.disp;
}

/* The keypads' panel under the picture: while they are shown (L or R
 * held), or always with the option in a title that has keypads, so they
 * never hide the board. */
static int panel_h(void)
{
    int on = lr.running && (lr.in.shown || (lr.opt_keypad_always && lr.rom.h.controllers));
    return on ? LRP_PANEL_H : 0;
}

/* The geometry told to the front end: the emulated picture's size and the
 * keypads' panel (the scanlines' frame is three times as tall but keeps
 * this size: the window does not grow), at the look's aspect. */
static void frame_geometry(const hw_display *d, int *w, int *h, int *num, int *den)
{
    render_size(d, w, h);
    *h += panel_h();
    render_aspect(d, num, den);
}

static float aspect_of(int w, int h, int num, int den)
{
    return (float)((double)w * num / ((double)h * den));
}

void retro_get_system_av_info(struct retro_system_av_info *info)
{
    int w, h, num, den;
    frame_geometry(shown_display(), &w, &h, &num, &den);
    memset(info, 0, sizeof *info);
    info->geometry.base_width = (unsigned)w;
    info->geometry.base_height = (unsigned)h;
    info->geometry.max_width = RENDER_MAX_W;
    info->geometry.max_height = LR_MAX_H;
    info->geometry.aspect_ratio = aspect_of(w, h, num, den);
    info->timing.fps = (double)MACH_CLOCK_HZ / MACH_FRAME_CYCLES;
    info->timing.sample_rate = SYNTH_RATE;
    geom_w = w; geom_h = h; geom_num = num; geom_den = den;
}

/* The player's result lines: RetroArch's log and its on-screen message. */
static void pl_said(void *ctx, const char *line, int again)
{
    (void)ctx;
    struct retro_message msg = { line, 180 };
    if (!again)
        say(RETRO_LOG_INFO, "%s", line);
    env_cb(RETRO_ENVIRONMENT_SET_MESSAGE, &msg);
}

void retro_init(void)
{
    memset(&lr, 0, sizeof lr);
    lr.builtin = LRC_NO_ROM;
    lr.hooks = (pl_hooks){ pl_said, NULL, NULL };
    lri_init(&lr.in);
    synth_init(&lr.syn, 100);
}

void retro_deinit(void)
{
    lrc_stop(&lr);
    lrf_close(&lr.feed);
}

static void started(void)
{
    say(RETRO_LOG_INFO, "running %s (ROM CRC %08lX)", lr.rom.h.title, (unsigned long)lr.rom.h.crc);
}

bool retro_load_game(const struct retro_game_info *game)
{
    char err[512];
    enum retro_pixel_format fmt = RETRO_PIXEL_FORMAT_XRGB8888;
    if (!env_cb(RETRO_ENVIRONMENT_SET_PIXEL_FORMAT, &fmt)) {
        say(RETRO_LOG_ERROR, "the front end has no XRGB8888 video");
        return false;
    }
    env_cb(RETRO_ENVIRONMENT_SET_INPUT_DESCRIPTORS, descs);
    struct retro_keyboard_callback kb = { key_event };
    env_cb(RETRO_ENVIRONMENT_SET_KEYBOARD_CALLBACK, &kb);
    read_options();
    if (lrf_open(&lr.feed, err, sizeof err)) {
        say(RETRO_LOG_ERROR, "%s", err);
        return false;
    }
    const char *dir = NULL;
    lr.save_dir[0] = 0;
    if (env_cb(RETRO_ENVIRONMENT_GET_SAVE_DIRECTORY, &dir) && dir)
        snprintf(lr.save_dir, sizeof lr.save_dir, "%s", dir);
    memset(lr.sram, 0, sizeof lr.sram);
    displayed = 0;
    srm_due = 1;
    if (!game) {                         /* no content: the picker */
        lr.content = 0;
        lr.running = 0;
        return true;
    }
    const char *name = game->path && *game->path ? game->path : "content";
    if (!game->data || lrc_start(&lr, game->data, game->size, name, LRC_NO_ROM, err, sizeof err)) {
        say(RETRO_LOG_ERROR, "%s", game->data ? err : "no content data");
        lrf_close(&lr.feed);
        return false;
    }
    lr.content = 1;
    started();
    struct retro_memory_descriptor md = { RETRO_MEMDESC_SYSTEM_RAM, lrc_mach(&lr)->bus.ram, 0, 0, 0, 0,
                                          BUS_RAM_SIZE, "RAM" };
    struct retro_memory_map mm = { &md, 1 };
    env_cb(RETRO_ENVIRONMENT_SET_MEMORY_MAPS, &mm);
    return true;
}

bool retro_load_game_special(unsigned type, const struct retro_game_info *info, size_t num)
{
    (void)type; (void)info; (void)num;
    return false;
}

void retro_unload_game(void)
{
    uint32_t frame = lr.running ? lrc_eng(&lr)->hw.frame : 0;
    say(RETRO_LOG_INFO, "%s: %llu frames displayed, logical frame %lu",
        lr.running ? lr.rom.h.title : "picker", (unsigned long long)displayed, (unsigned long)frame);
    lrc_stop(&lr);                       /* the movie and the trace written */
    lrf_close(&lr.feed);
    /* The title's frame stays what a late screenshot shows (fb). */
}

unsigned retro_get_region(void) { return RETRO_REGION_NTSC; }

void retro_reset(void)
{
    read_options();
    lrc_reset(&lr);
}

/* ---- a frame ---- */

static void check_options(void)
{
    bool changed = false;
    if (env_cb(RETRO_ENVIRONMENT_GET_VARIABLE_UPDATE, &changed) && changed) {
        read_options();
        lrc_record(&lr, lr.opt_record);
    }
}

static void run_picker(void)
{
    lrm_draw(&lr.menu, lr.pick);
    uint8_t ctl = lrm_controls(&lr.in.held);
    if (lr.in.count) {                   /* a typed key steers too */
        hw_input k;
        lri_latch(&lr.in, 0, &k);
        ctl |= lrm_controls(&k);
    }
    int picked = lrm_step(&lr.pick, &lr.pick_prev, ctl);
    char err[512];
    if (picked >= 0) {
        if (lrc_start(&lr, lr_roms[picked].data, lr_roms[picked].len, lr_roms[picked].file,
                      (uint8_t)picked, err, sizeof err))
            say(RETRO_LOG_ERROR, "%s", err);
        else
            started();
    }
}

/* Scanlines: each emulated row three times, the third darkened. */
static void scanlines(int w, int h)
{
    for (int y = h - 1; y >= 0; y--) {
        uint32_t *src = fb + (size_t)y * w, *dst = fb + (size_t)y * 3 * w;
        memmove(dst, src, (size_t)w * sizeof *fb);
        memcpy(dst + w, dst, (size_t)w * sizeof *fb);
        for (int x = 0; x < w; x++)
            dst[2 * w + x] = (dst[x] >> 1) & 0x7F7F7F;
    }
}

static void present(void)
{
    int w, h, num, den;
    const hw_display *d = shown_display();
    render_size(d, &w, &h);
    if (d != &lr.settled)
        render_frame(d, fb);
    else
        memset(fb, 0, (size_t)w * h * sizeof *fb);
    memset(fb + (size_t)w * h, 0, (size_t)w * panel_h() * sizeof *fb);
    h += panel_h();
    int shown = (lr.in.shown & 3) == 3 ? 2 : 1;
    for (int c = 0; c < 2; c++)
        if (lr.running && lr.in.shown >> c & 1) {
            const char *inlay[12];
            for (int k = 0; k < 12; k++)
                inlay[k] = lr.rom.h.inlay[k];
            lrp_draw(fb, w, h, shown == 2 ? c : 0, shown, inlay, lr.in.held.pad[c]);
        }
    if (lr.running && lr.in.shown & LRI_SHOWN_OSK)
        lro_draw(fb, w, h, lr.in.osk);
    if (lr.opt_scanlines)
        scanlines(w, h);
    frame_geometry(d, &w, &h, &num, &den);
    if (w != geom_w || h != geom_h || num != geom_num || den != geom_den) {
        struct retro_game_geometry g = { (unsigned)w, (unsigned)h, RENDER_MAX_W, LR_MAX_H,
                                         aspect_of(w, h, num, den) };
        env_cb(RETRO_ENVIRONMENT_SET_GEOMETRY, &g);
        geom_w = w; geom_h = h; geom_num = num; geom_den = den;
    }
    video_cb(fb, (unsigned)w, (unsigned)(lr.opt_scanlines ? 3 * h : h), (size_t)w * sizeof *fb);
}

static void play(void)
{
    static int16_t mono[SYNTH_FRAME], stereo[2 * SYNTH_FRAME];
    if (lr.running)
        synth_take(&lr.syn, lrc_eng(&lr)->hw.disp.profile, lrc_eng(&lr)->hw.ch);
    else
        memset(&lr.syn.ch, 0, sizeof lr.syn.ch);
    synth_render(&lr.syn, mono, SYNTH_FRAME);
    for (int i = 0; i < SYNTH_FRAME; i++)
        stereo[2 * i] = stereo[2 * i + 1] = mono[i];
    audio_cb(stereo, SYNTH_FRAME);
}

void retro_run(void)
{
    check_options();
    poll_cb();
    int w, h;
    render_size(shown_display(), &w, &h);
    /* The picker reads joystick 1 and START (lr_menu.h), whatever the pad. */
    static const km_title picker = { "", 0, NULL, NULL, 1, NULL, "start", NULL };
    lri_view v = { w, h, lr.running ? lr.rom.h.controllers : 0, lr.opt_keypad_always,
                   lr.running && !lr.rom.h.controllers, lr.running ? &lr.keys : &picker };
    if (!lr.running || lrf_reads(&lr.feed, lrc_mach(&lr)->frames))
        lri_poll(&lr.in, input_cb, &v);
    else {
        memset(&lr.in.held, 0, sizeof lr.in.held);
        lr.in.shown = 0;
    }
    if (!lr.running)
        run_picker();
    else if (!lrf_stopped(&lr.feed, lrc_eng(&lr)->hw.frame)) {
        if (srm_due)
            pl_sram_replaced(&lr.pl);
        srm_due = 0;
        pl_run(&lr.pl, 0, 0);
    }
    if (++displayed == 1)                /* a front-end's tests wait for it */
        say(RETRO_LOG_INFO, "%s: the first frame runs", lr.running ? lr.rom.h.title : "picker");
    present();
    play();
}

/* ---- states and memory ---- */

size_t retro_serialize_size(void) { return LRS_SIZE; }

bool retro_serialize(void *data, size_t size)
{
    char err[512];
    if (size < LRS_SIZE || lrs_save(&lr, data, err, sizeof err)) {
        say(RETRO_LOG_ERROR, "cannot save the state: %s", size < LRS_SIZE ? "buffer too small" : err);
        return false;
    }
    return true;
}

/* RetroArch's run-ahead and netplay restore states of the game going on
 * (GET_AUDIO_VIDEO_ENABLE's bit 2, "fast savestates", while they do); a
 * user's state load and RetroArch's rewind are the player's state load,
 * refused while recording. */
#define AV_FAST_SAVESTATES 4
static int replaying(void)
{
    int av = 0;
    return env_cb(RETRO_ENVIRONMENT_GET_AUDIO_VIDEO_ENABLE, &av) && (av & AV_FAST_SAVESTATES);
}

bool retro_unserialize(const void *data, size_t size)
{
    char err[512];
    if (lr.running && !replaying() && pl_may_restore(&lr.pl))
        return false;
    if (lrs_load(&lr, data, size, err, sizeof err)) {
        say(RETRO_LOG_ERROR, "state not loaded: %s", err);
        return false;
    }
    srm_due = 0;
    if (lr.running)
        pl_restored(&lr.pl);
    return true;
}

void retro_cheat_reset(void) {}
void retro_cheat_set(unsigned index, bool enabled, const char *code)
{
    (void)index; (void)enabled; (void)code;
}

void *retro_get_memory_data(unsigned id)
{
    if (id == RETRO_MEMORY_SAVE_RAM)
        return lr.sram;
    if (id == RETRO_MEMORY_SYSTEM_RAM)
        return lr.running ? lrc_mach(&lr)->bus.ram : NULL;
    return NULL;
}

size_t retro_get_memory_size(unsigned id)
{
    if (id == RETRO_MEMORY_SAVE_RAM)
        return CON_SRAM_SIZE;
    if (id == RETRO_MEMORY_SYSTEM_RAM)
        return lr.running ? BUS_RAM_SIZE : 0;
    return 0;
}
