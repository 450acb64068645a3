/* annex_web.c — the C side of the page (docs/web.md): the player
 * (front/player.h) driven frame by frame from JavaScript, as the desktop
 * drives it. The player owns the game and its rules: the engine (a
 * title's native build on a fiber, or a ROM in the emulator), the input
 * latch and the typed keys, the recorder, states, reset, save RAM, the
 * trace and the movie played; its result lines go to the page (onSay).
 * Here is only what a browser asks for: the picture and sound (front/
 * render.c, synth.c), save RAM in the page's storage and a written movie
 * handed on as a download (the player's hooks), and files that live in
 * Emscripten's in-memory file system, where the page puts what it fetched
 * or the user picked. The keyboard goes through the key map
 * (web/web_keys.c).
 *
 * Calls that may swap to the cartridge's fiber (aw_open*, aw_close,
 * aw_frame, aw_reset, aw_rewind, aw_load_state, aw_record, aw_movie_play,
 * aw_headless) return nothing: their outcome is read with aw_status() and
 * aw_error() after the call, as an Asyncify swap from the outermost call
 * does not carry a return value. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <emscripten.h>

#include "emu/engine.h"
#include "emu/headless.h"
#include "front/player.h"
#include "front/render.h"
#include "front/synth.h"
#include "web/web_keys.h"

#define API EMSCRIPTEN_KEEPALIVE
#define TRACE_PATH "/player.trace"   /* the player's --trace (aw_trace_file) */
#define REC_PATH   "/rec.mov"   /* a recording, handed to the page when written */
#define QUICK_SLOT 1            /* F6 / F7 and the Save button */
#define FILE_SLOT  2            /* a state file the user picked (Load) */

/* The player's hooks into the page (web/main.js). */
EM_JS(void, js_say, (const char *line), {
    if (Module.onSay) Module.onSay(UTF8ToString(line));
});
EM_JS(void, js_print, (const char *page, int len), {
    if (Module.onPrint) Module.onPrint(UTF8ToString(page, len));
});
EM_JS(void, js_movie, (const char *path), {
    if (Module.onMovie) Module.onMovie(UTF8ToString(path));
});
EM_JS(void, js_sram_load, (const char *name, uint8_t *sram, int n), {
    if (Module.onSramLoad) Module.onSramLoad(UTF8ToString(name), sram, n);
});
EM_JS(void, js_sram_save, (const char *name, const uint8_t *sram, int n), {
    if (Module.onSramSave) Module.onSramSave(UTF8ToString(name), sram, n);
});

static struct {
    player     p;
    synth      syn;
    char       rom_path[256];   /* the ROM run ("" natively), to reopen for a movie */
    char       movie_path[256];
    int        stop_seen;       /* the movie's stop was reported (aw_movie_done) */
    hw_display shown;           /* the screen the page shows now (aw_changed) */
    int        shown_valid;
    uint64_t   cycles;          /* of the last aw_headless run */
    int        status;          /* ENG_* of the last frame */
    char       err[512];        /* one line, "" = fine */
    char       info[1024];      /* aw_info() */
    uint32_t   px[RENDER_MAX_PIXELS];
    int16_t    audio[SYNTH_FRAME * 4];
} S;

static void set_err(const char *s) { snprintf(S.err, sizeof S.err, "%s", s); }
static eng *E(void) { return S.p.s.e; }

static void said(void *ctx, const char *line, int again)
{
    (void)ctx; (void)again;
    js_say(line);
}

/* The engine made a picture (a frame, a reset, a state load): its sound. */
static void took(void *ctx)
{
    (void)ctx;
    synth_take(&S.syn, E()->hw.disp.profile, E()->hw.ch);
}

static void on_print(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    (void)ctx; (void)frame;
    js_print(page, len);
}

static void movie_written(void *ctx, const char *path) { (void)ctx; js_movie(path); }
static void sram_load(void *ctx, const char *name, uint8_t *sram, size_t n)
{
    (void)ctx;
    js_sram_load(name, sram, (int)n);
}
static void sram_save(void *ctx, const char *name, const uint8_t *sram, size_t n)
{
    (void)ctx;
    js_sram_save(name, sram, (int)n);
}

static const pl_hooks hooks = { said, took, NULL };
static const pl_shell shell = { sram_load, sram_save, movie_written, 1 };

API void aw_close(void)
{
    pl_close(&S.p, 0);
}

/* Whether `title` or the ROM file `rom` would open (a bad one leaves the
 * running game as it was, as the player's switch would not: it ends the
 * game first). */
static int opens(const char *title, const char *rom, char *err, size_t n)
{
    if (!rom) {
        if (!ttl_find(title))
            snprintf(err, n, "unknown title '%s'", title);
        return ttl_find(title) != NULL;
    }
    eng *e = eng_rom_open(rom, err, n);
    eng_close(e);
    return e != NULL;
}

/* Opens a title's native build (rom NULL) or a ROM file, in the look
 * `machine` (CON_PROF_*, or CON_MACHINE_ANY), with a movie or none. */
static void open_game(const char *title, const char *rom, const char *movie, int machine)
{
    char err[512] = "";
    const ttl_entry *t = rom ? NULL : ttl_find(title);
    if (rom && rom != S.rom_path)
        snprintf(S.rom_path, sizeof S.rom_path, "%s", rom);
    if (!rom)
        S.rom_path[0] = 0;
    host_opts o = { .frames = -1, .title = t ? t->name : NULL, .rom = rom ? S.rom_path : NULL,
                    .movie = movie, .trace = TRACE_PATH, .machine_profile = (uint8_t)machine };
    synth_init(&S.syn, 100);
    S.shown_valid = 0;
    S.stop_seen = 0;
    S.status = ENG_FRAME;
    int st = pl_is_open(&S.p) ? pl_pick_title(&S.p, &o, err, sizeof err)
                              : pl_open_shell(&S.p, &o, hooks, &shell, err, sizeof err);
    set_err(err);
    if (st)
        return;
    E()->hw.print_fn = on_print;      /* printed pages: downloads */
    E()->hw.print_ctx = NULL;
    wk_open(&S.p.in, sess_keys(&S.p.s));
}

static void open_checked(const char *title, const char *rom, int machine)
{
    if (opens(title, rom, S.err, sizeof S.err))
        open_game(title, rom, NULL, machine);
}

API void aw_open_native(const char *name, int machine) { open_checked(name, NULL, machine); }
API void aw_open_rom(const char *path, int machine) { open_checked(NULL, path, machine); }

API int aw_status(void) { return S.status; }
API const char *aw_error(void) { return S.err; }

/* One displayed frame (pl_run); a native frame may stop at its deadline
 * (ENG_BUSY: the sound's durations go on counting, as on the desktop). */
API void aw_frame(int timeout_ms)
{
    if (!pl_is_open(&S.p)) {
        S.status = ENG_ERROR;
        return;
    }
    int r = pl_run(&S.p, timeout_ms, 0);
    S.status = r != PL_IDLE ? r : S.p.ended ? ENG_EXIT : ENG_BUSY;    /* paused: nothing ran */
    if (r == ENG_BUSY)
        synth_tick(&S.syn);
    if (r == ENG_ERROR)
        snprintf(S.err, sizeof S.err, "%s: %s", E()->name, E()->error);
}

/* The page's clock (ms): save RAM goes to the page's storage a second
 * after it last changed (pl_poll). */
API void aw_poll(double now_ms) { pl_poll(&S.p, (uint32_t)(uint64_t)now_ms); }

/* Power-cycles the console (pl_reset: while recording, the movie starts
 * again here). */
API void aw_reset(void)
{
    set_err("");
    if (pl_is_open(&S.p))
        pl_reset(&S.p);
}

/* F9 and F10: the player's pause and its one frame (pl_pause,
 * pl_frame_step); the page's own holds (help, gallery, a hidden page) are
 * the page's. */
API void aw_pause(void) { if (pl_is_open(&S.p)) pl_pause(&S.p); }
API int aw_paused(void) { return S.p.paused; }
API void aw_frame_step(void) { if (pl_is_open(&S.p)) pl_frame_step(&S.p); }

/* One step back while the rewind key is held (pl_rewind_step: refused
 * while recording). */
API void aw_rewind(void)
{
    if (pl_is_open(&S.p))
        pl_rewind_step(&S.p);
}

/* The player's last result line (also said through onSay). */
API const char *aw_line(void) { return S.p.line; }

/* Whether the look may change: not while recording (a movie has one
 * look); a refusal is the player's line in aw_error(). */
API int aw_look_ok(void)
{
    if (S.p.recording)
        rec_refused("look change", S.err, sizeof S.err);
    return !S.p.recording;
}

/* ---- picture and sound ---- */

/* The screen to show: the live one, or (at_stop) the one the movie ended on. */
static hw_display *disp(int at_stop) { return at_stop && S.p.movie_stopped ? &S.p.stop_disp : &E()->hw.disp; }

/* Draws the current screen, or the one where the movie ended while the
 * page waits there (at_stop); returns the pixels (0x00RRGGBB). */
API uint32_t *aw_render(int at_stop)
{
    if (E())
        render_frame(disp(at_stop), S.px);
    return S.px;
}

/* Whether that screen differs from the one shown last (then it is the one
 * shown): an idle page draws nothing while the screen stands still. */
API int aw_changed(int at_stop)
{
    if (!E())
        return 0;
    const hw_display *d = disp(at_stop);
    if (S.shown_valid && memcmp(d, &S.shown, sizeof S.shown) == 0)
        return 0;
    memcpy(&S.shown, d, sizeof S.shown);
    S.shown_valid = 1;
    return 1;
}

/* Size and pixel aspect of that screen: what = 0 w, 1 h, 2 aspect
 * numerator, 3 denominator. */
API int aw_geometry(int what, int at_stop)
{
    int v[4] = { 0, 0, 1, 1 };
    if (E()) {
        render_size(disp(at_stop), &v[0], &v[1]);
        render_aspect(disp(at_stop), &v[2], &v[3]);
    }
    return what >= 0 && what < 4 ? v[what] : 0;
}

API int16_t *aw_audio(int n)
{
    if (n > (int)(sizeof S.audio / sizeof S.audio[0]))
        n = sizeof S.audio / sizeof S.audio[0];
    synth_render(&S.syn, S.audio, n);
    return S.audio;
}

/* ---- input ---- */

API int aw_type(int key) { return input_type(&S.p.in, (uint8_t)key); }
/* Pasted text as the keys that type it (front/input.c). */
API int aw_type_text(const char *s) { return input_type_text(&S.p.in, s); }
API uint32_t aw_logical_frame(void) { return E() ? E()->hw.frame : 0; }
/* The input the cartridge latched last: what = 0 key, 1 keymod, 2-3 the
 * keypads, 4-5 the joysticks, 6 the buttons (the page's tests). */
API int aw_latched(int what)
{
    hw_input h;
    input_last(&S.p.in, &h);
    int v[7] = { h.key, h.keymod, h.pad[0], h.pad[1], h.joy[0], h.joy[1], h.buttons };
    return what >= 0 && what < 7 ? v[what] : 0;
}

/* ---- save RAM: the page keeps it (the player's sram hooks) ---- */

API uint8_t *aw_sram(void) { return E() ? E()->hw.sram : NULL; }
API int aw_sram_size(void) { return CON_SRAM_SIZE; }
/* Whether the player keeps this game's save RAM (not during a movie or
 * a recording), and its name in the page's storage. */
API int aw_sram_kept(void) { return S.p.sram_save; }
API const char *aw_name(void) { return S.p.s.name; }

/* ---- states (the player's slots), the trace, movies ---- */

/* Copies file `from` to `to` whole: 0, or -1 with err. */
static int copy_file(const char *from, const char *to)
{
    uint8_t *data = NULL;
    size_t len = 0;
    char err[512] = "";
    int st = fio_read_file(from, 64u << 20, &data, &len, err, sizeof err)
          || fio_write_atomic(to, data, len, err, sizeof err);
    free(data);
    set_err(err);
    return st ? -1 : 0;
}

/* The player's last line, as an error unless it is `ok`. */
static void result(const char *ok)
{
    set_err(strcmp(S.p.line, ok) ? S.p.line : "");
}

/* F6: the quick slot; `path` (if not "") gets a copy (the Save button's
 * download). */
API void aw_save_state(const char *path)
{
    char slot[4400], ok[64];
    set_err("no title running");
    if (!pl_is_open(&S.p))
        return;
    pl_state_save(&S.p, QUICK_SLOT);
    snprintf(ok, sizeof ok, "state %d saved", QUICK_SLOT);
    result(ok);
    if (!S.err[0] && path[0] && !pl_state_file(&S.p, QUICK_SLOT, slot, sizeof slot))
        copy_file(slot, path);
}

/* F7 (path ""): the quick slot; else the state file `path` (the Load
 * button) through a slot of its own. */
API void aw_load_state(const char *path)
{
    char slot[4400], ok[64];
    int n = path[0] ? FILE_SLOT : QUICK_SLOT;
    set_err("no title running");
    if (!pl_is_open(&S.p))
        return;
    set_err("");
    if (path[0] && (pl_state_file(&S.p, n, slot, sizeof slot) || copy_file(path, slot)))
        return;
    pl_state_load(&S.p, n);
    snprintf(ok, sizeof ok, "state %d loaded", n);
    result(ok);
}

/* The trace so far (the player's --trace file), to read: "" without one. */
API const char *aw_trace_file(void)
{
    fio_out *t = &S.p.s.trace;
    if (!t->f)
        return "";
    fflush(t->f);
    return t->direct ? t->name : t->tmp;
}

/* Plays a movie from power-on with blank save RAM, as `annex --movie`, to
 * where `annex --headless` stops it: its machine line sets the look unless
 * the page chose one. A bad movie, or another title's, is one line in
 * aw_error() and the running game goes on. */
API void aw_movie_play(const char *path, int machine)
{
    char err[512] = "";
    if (!pl_is_open(&S.p)) {
        set_err("no title running");
        return;
    }
    if (sess_check_movie(S.p.s.title, path, err, sizeof err)) {
        set_err(err);
        return;
    }
    snprintf(S.movie_path, sizeof S.movie_path, "%s", path);
    const ttl_entry *t = S.p.s.rom_path[0] ? NULL : S.p.s.title;
    open_game(t ? t->name : NULL, t ? NULL : S.rom_path, S.movie_path, machine);
}

/* The movie's stop frame (0: none); whether it was reached: 1 once, when
 * the page should pause on its screen, then 2. */
API uint32_t aw_movie_stop(void) { return S.p.movie_stop; }
API int aw_movie_done(void)
{
    if (!S.p.movie_stopped)
        return 0;
    int d = S.stop_seen ? 2 : 1;
    S.stop_seen = 1;
    return d;
}

/* Whether a movie still drives the input (then the live input is ignored). */
API int aw_movie_active(void) { return S.p.s.has_movie && !input_movie_over(&S.p.in); }

/* Starts recording (pl_record: from power-on, blank save RAM; the movie
 * names the title by the registry's name) or stops it; the movie written
 * goes to the page (onMovie). */
API void aw_record(void)
{
    set_err("");
    if (!pl_is_open(&S.p))
        return;
    if (S.p.recording)
        pl_stop(&S.p);
    else if (pl_record(&S.p, REC_PATH, 1))
        set_err(S.p.line);
}
API int aw_recording(void) { return S.p.recording; }

/* ---- what the page shows about the session ---- */

/* Appends s to S.info as a JSON string (a ROM header's text is anything
 * printable, quotes included); other bytes become '?'. */
static size_t info_str(size_t n, const char *s)
{
    if (n + 2 >= sizeof S.info)
        return n;
    S.info[n++] = '"';
    for (; *s && n + 4 < sizeof S.info; s++) {
        if (*s == '"' || *s == '\\')
            S.info[n++] = '\\';
        S.info[n++] = *s >= 32 && *s < 127 ? *s : '?';
    }
    S.info[n++] = '"';
    S.info[n] = 0;
    return n;
}

/* {"name":..., "native":0|1, "controllers":N, "inlay":[12 labels]} */
API const char *aw_info(void)
{
    const session *s = &S.p.s;
    if (!s->e)
        return "{}";
    size_t n = info_str(snprintf(S.info, sizeof S.info, "{\"name\":"), s->e->name);
    n += (size_t)snprintf(S.info + n, sizeof S.info - n, ",\"native\":%d,\"controllers\":%d,\"inlay\":[",
                          !s->rom_path[0], s->controllers);
    for (int k = 0; k < 12 && n + 4 < sizeof S.info; k++) {
        if (k)
            S.info[n++] = ',';
        n = info_str(n, s->inlay[k] ? s->inlay[k] : "");
    }
    snprintf(S.info + n, sizeof S.info - n, "]}");
    return S.info;
}

/* ---- headless, as `annex --headless` (tests/web/node_trace.cjs, bench/web.sh) ---- */

/* Emulated cycles of the last aw_headless run of a ROM. */
API double aw_cycles(void) { return (double)S.cycles; }

/* Runs a title (native when rom_path is NULL) under a movie (or none) to
 * its stop and writes the trace to trace_path; frames as --frames (-1: the
 * default, 0: until the cartridge ends). */
API void aw_headless(const char *name, const char *rom_path, const char *movie,
                     const char *trace_path, long frames)
{
    char err[512] = "";
    aw_close();
    const ttl_entry *t = rom_path ? NULL : ttl_find(name);
    eng *e = rom_path ? eng_rom_open(rom_path, err, sizeof err)
           : t ? eng_native_open(t->name, t->entry, err, sizeof err) : NULL;
    if (!e) {
        set_err(err[0] ? err : "unknown title");
        S.status = HL_BAD_INPUT;
        return;
    }
    FILE *f = fopen(trace_path, "w");
    hl_opts o = { .movie = movie, .frames = frames, .trace = f, .max_displayed = HL_GAME_GUARD };
    hl_result r;
    S.status = f ? hl_run(e, &o, &r) : HL_FAILED;
    S.cycles = f ? r.cycles : 0;
    set_err(f ? r.error : "cannot write the trace");
    if (f)
        fclose(f);
    eng_close(e);
}
