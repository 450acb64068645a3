/* annex_web.c — the C side of the page (docs/web.md): one session of one
 * engine (a title's native build on a fiber, or a ROM in the emulator),
 * driven frame by frame from JavaScript. Everything the desktop does with
 * pixels, sound, input and files is the front-end core's code (front/): render.c,
 * synth.c, input.c (movie playback), record.c, the engine's states,
 * session.c's title rules and emu/headless.c; the keyboard goes through the
 * key map (web/web_keys.c); files live in Emscripten's in-memory file
 * system, where the page puts what it fetched or the user picked.
 *
 * Calls that may swap to the cartridge's fiber (aw_open*, aw_close,
 * aw_frame, aw_reset, aw_movie_play, aw_headless) return nothing: their
 * outcome is read with aw_status() and aw_error() after the call, as an
 * Asyncify swap from the outermost call does not carry a return value. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <emscripten.h>

#include "emu/engine.h"
#include "emu/headless.h"
#include "emu/movie_file.h"
#include "emu/rom.h"
#include "front/input.h"
#include "front/record.h"
#include "front/render.h"
#include "front/session.h"
#include "front/synth.h"
#include "front/titles.h"
#include "web/web_keys.h"

#define API EMSCRIPTEN_KEEPALIVE

/* Trace lines and printed pages go to the page (web/annex.js). */
EM_JS(void, js_trace, (uint32_t frame, const char *line), {
    if (Module.onTrace) Module.onTrace(frame, UTF8ToString(line));
});
EM_JS(void, js_print, (const char *page, int len), {
    if (Module.onPrint) Module.onPrint(UTF8ToString(page, len));
});

static struct {
    eng       *e;
    const ttl_entry *title;    /* native: its registry entry */
    const ttl_entry *known;    /* the registry's entry of what runs: native, or a
                                * ROM by its header (ttl_by_header), or NULL */
    input      in;
    synth      syn;
    mvf        movie;           /* being played (input.movie points into it) */
    mov_player player;
    recorder   rec;
    int        recording;
    char       rom_path[256];   /* ROM: its file, to reopen for a movie */
    uint32_t   movie_stop;      /* first logical frame not part of the movie run; 0 = none */
    int        movie_done;      /* it was reached: the page pauses there */
    hw_display at_stop;         /* the screen at that latch (as annex --headless keeps) */
    hw_display shown;           /* the screen the page shows now (aw_changed) */
    int        shown_valid;
    uint64_t   cycles;          /* of the last aw_headless run */
    int        status;          /* ENG_* of the last frame */
    int        booted;          /* a ROM's start-up has run (aw_frame) since power-on */
    char       err[512];        /* one line, "" = fine */
    const char *line;           /* the last command's result line (aw_line) */
    char       info[1024];      /* aw_info() */
    uint32_t   px[RENDER_MAX_PIXELS];
    int16_t    audio[SYNTH_FRAME * 4];
} S;

static void set_err(const char *s) { snprintf(S.err, sizeof S.err, "%s", s); }

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    (void)ctx;
    js_trace(frame, line);
}

static void on_print(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    (void)ctx; (void)frame;
    js_print(page, len);
}

/* The live input (front/input.c), except at the latch that ends a movie:
 * as `annex --headless` there, its screen is kept and its input is none;
 * the live input takes over after it. */
static void on_latch(void *ctx, uint32_t frame, hw_input *out)
{
    if (S.movie_stop && frame >= S.movie_stop && !S.movie_done) {
        memcpy(&S.at_stop, &S.e->hw.disp, sizeof S.at_stop);
        S.movie_done = 1;
        input_set_movie(&S.in, NULL);
        memset(out, 0, sizeof *out);
        return;
    }
    input_latch(ctx, frame, out);
}

/* The live session's callbacks: input (keys, movie) and output to the page. */
static void hook(eng *e)
{
    e->hw.input_fn = on_latch;      e->hw.input_ctx = &S.in;
    e->hw.trace_fn = on_trace;      e->hw.trace_ctx = NULL;
    e->hw.print_fn = on_print;      e->hw.print_ctx = NULL;
}

static void stop_movie(void)
{
    input_set_movie(&S.in, NULL);
    mvf_free(&S.movie);
    S.movie_stop = 0;
    S.movie_done = 0;
}

API void aw_close(void)
{
    if (S.recording) {
        input_set_recorder(&S.in, NULL);
        rec_free(&S.rec);
        S.recording = 0;
    }
    stop_movie();
    eng_close(S.e);
    S.e = NULL;
    S.title = NULL;
}

/* Opens an engine in the look `machine` (CON_PROF_*, or CON_MACHINE_ANY);
 * the previous session ends first, so the new one may be native too. */
static void open_engine(const char *name, const char *rom_path, int machine)
{
    char err[512] = "";
    const ttl_entry *t = rom_path ? NULL : ttl_find(name);
    /* A bad ROM or name leaves the running game as it was. */
    eng *e = rom_path ? eng_rom_open(rom_path, err, sizeof err) : NULL;
    if (!rom_path && !t)
        snprintf(err, sizeof err, "unknown title '%s'", name);
    set_err(err);
    if (err[0])
        return;
    if (rom_path && rom_path != S.rom_path)
        snprintf(S.rom_path, sizeof S.rom_path, "%s", rom_path);
    aw_close();                   /* one native title at a time */
    if (t)
        e = eng_native_open(t->name, t->entry, err, sizeof err);
    set_err(err);
    input_destroy(&S.in);
    input_init(&S.in);
    synth_init(&S.syn, 100);
    S.e = e;
    S.title = t;
    S.shown_valid = 0;
    S.booted = 0;
    if (!S.e)
        return;
    S.e->hw.machine = (uint8_t)machine;
    hook(S.e);
    S.status = ENG_FRAME;
    S.known = wk_open(&S.in, S.e, S.title);
}

API void aw_open_native(const char *name, int machine) { open_engine(name, NULL, machine); }
API void aw_open_rom(const char *path, int machine) { open_engine(NULL, path, machine); }

API int aw_status(void) { return S.status; }
API const char *aw_error(void) { return S.err; }

/* One displayed frame; a native frame may stop at its deadline (ENG_BUSY:
 * the sound's durations go on counting, as on the desktop). */
/* A ROM runs its start-up code for some machine frames before its first
 * latch (Capture 64, Vice Versa 70, Entrap 43); the native build's first
 * frame is its start-up, and it latches logical frame 1 at the start of its
 * second. So that input given at the same displayed frames gives the same
 * game on both engines (docs/web.md), the page runs a ROM's start-up
 * inside its first displayed frame after power-on or a reset: machine
 * frames until the one that would latch, which is undone (a snapshot before
 * each) and runs as the next displayed frame, with its input. While it
 * probes, no input is taken (no typed key spent) and the trace lines of
 * the undone frame are dropped (the rerun writes them again). A ROM that
 * never latches runs on after BOOT_FRAMES. */
#define BOOT_FRAMES 600
#define BOOT_LINES  32

static struct {
    uint32_t frame[BOOT_LINES];
    char     line[BOOT_LINES][HW_TRACE_LINE];
    int      n;
} held_lines;

static void no_input(void *ctx, uint32_t frame, hw_input *out)
{
    (void)ctx; (void)frame;
    memset(out, 0, sizeof *out);
}

static void hold_line(void *ctx, uint32_t frame, const char *line)
{
    (void)ctx;
    if (held_lines.n == BOOT_LINES) {      /* more than a start-up writes: passed on */
        js_trace(frame, line);
        return;
    }
    held_lines.frame[held_lines.n] = frame;
    snprintf(held_lines.line[held_lines.n++], HW_TRACE_LINE, "%s", line);
}

/* One machine frame of the start-up; 1 when it latched (and was undone). */
static int boot_frame(int timeout_ms)
{
    uint8_t *snap = NULL;
    size_t len = 0;
    char err[256];
    if (S.e->ops->snapshot(S.e, &snap, &len, err, sizeof err))
        return 1;                          /* no snapshot: the frame runs as a live one */
    held_lines.n = 0;
    S.e->hw.input_fn = no_input;
    S.e->hw.trace_fn = hold_line;
    S.status = eng_frame(S.e, timeout_ms);
    hook(S.e);
    int latched = S.status == ENG_FRAME && S.e->hw.frame > 0;
    int undone = latched && !S.e->ops->restore(S.e, snap, len, err, sizeof err);
    for (int i = 0; !undone && i < held_lines.n; i++)
        js_trace(held_lines.frame[i], held_lines.line[i]);
    free(snap);
    return latched || S.status != ENG_FRAME;
}

API void aw_frame(int timeout_ms)
{
    if (!S.e) {
        S.status = ENG_ERROR;
        return;
    }
    if (S.e->kind == ENG_ROM && S.e->hw.frame == 0 && !S.booted) {
        S.booted = 1;                      /* the start-up, once per power-on or reset */
        for (int i = 0; i < BOOT_FRAMES && !boot_frame(timeout_ms); i++) {}
        if (S.status != ENG_FRAME || S.e->hw.frame > 0)
            return;                        /* the boot hit an error or could not be undone */
        S.status = ENG_FRAME;
    } else
        S.status = eng_frame(S.e, timeout_ms);
    if (S.status == ENG_FRAME)
        synth_take(&S.syn, S.e->hw.disp.profile, S.e->hw.ch);
    else
        synth_tick(&S.syn);
    if (S.status == ENG_ERROR)
        snprintf(S.err, sizeof S.err, "%s: %s", S.e->name, S.e->error);
}

/* Power-cycles the console. While recording, the movie starts again from
 * this power-on on blank save RAM (the player's rule, front/record.h), so
 * it still replays to the same end (docs/movie.md). */
API void aw_reset(void)
{
    char err[512] = "";
    if (!S.e || !S.e->ops->reset)
        return;
    stop_movie();                      /* its frames counted from the old power-on */
    S.e->ops->reset(S.e);
    S.status = ENG_FRAME;
    S.booted = 0;
    set_err(S.e->error);
    if (S.recording && rec_power_cycled(&S.rec, S.e->hw.sram, err, sizeof err))
        set_err(err);
    S.line = rec_reset_line(S.recording);
}

/* The result line of the last aw_reset, as the desktop says it. */
API const char *aw_line(void) { return S.line ? S.line : ""; }

/* Whether the look may change: not while recording (a movie has one
 * look); a refusal is the player's line in aw_error(). */
API int aw_look_ok(void)
{
    if (S.recording)
        rec_refused("look change", S.err, sizeof S.err);
    return !S.recording;
}

/* ---- picture and sound ---- */

/* The screen to show: the live one, or (at_stop) the one the movie ended on. */
static hw_display *disp(int at_stop) { return at_stop && S.movie_done ? &S.at_stop : &S.e->hw.disp; }

/* Draws the current screen, or the one where the movie ended while the
 * page waits there (at_stop); returns the pixels (0x00RRGGBB). */
API uint32_t *aw_render(int at_stop)
{
    if (S.e)
        render_frame(disp(at_stop), S.px);
    return S.px;
}

/* Whether that screen differs from the one shown last (then it is the one
 * shown): an idle page draws nothing while the screen stands still. */
API int aw_changed(int at_stop)
{
    if (!S.e)
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
    if (S.e) {
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

API int aw_type(int key) { return input_type(&S.in, (uint8_t)key); }
/* Pasted text as the keys that type it (front/input.c). */
API int aw_type_text(const char *s) { return input_type_text(&S.in, s); }
API uint32_t aw_logical_frame(void) { return S.e ? S.e->hw.frame : 0; }
/* The input the cartridge latched last: what = 0 key, 1 keymod, 2-3 the
 * keypads, 4-5 the joysticks, 6 the buttons (the page's tests). */
API int aw_latched(int what)
{
    hw_input h;
    input_last(&S.in, &h);
    int v[7] = { h.key, h.keymod, h.pad[0], h.pad[1], h.joy[0], h.joy[1], h.buttons };
    return what >= 0 && what < 7 ? v[what] : 0;
}

/* ---- save RAM: the page keeps it (localStorage) ---- */

API uint8_t *aw_sram(void) { return S.e ? S.e->hw.sram : NULL; }
API int aw_sram_size(void) { return CON_SRAM_SIZE; }
/* Whether the cartridge wrote save RAM since the last call. */
API int aw_sram_dirty(void)
{
    if (!S.e || !S.e->hw.sram_dirty)
        return 0;
    S.e->hw.sram_dirty = 0;
    return 1;
}

/* ---- machine states (ROM only), movies ---- */

API int aw_has_states(void) { return S.e && S.e->ops->save_state; }

static void state_op(const char *path, int load)
{
    char err[512] = "";
    if (!S.e)
        set_err("no title running");
    else if (!S.e->ops->save_state)
        snprintf(S.err, sizeof S.err, "%s: the native build has no machine states (use the ROM)", path);
    else if (load && S.recording)     /* a movie replays from power-on: no state in it */
        rec_refused("state load", S.err, sizeof S.err);
    else {
        if (load ? S.e->ops->load_state(S.e, path, err, sizeof err)
                 : S.e->ops->save_state(S.e, path, err, sizeof err))
            ; /* err says why; the running game is untouched */
        set_err(err);
    }
}

API void aw_save_state(const char *path) { state_op(path, 0); }
API void aw_load_state(const char *path) { state_op(path, 1); }

/* Plays a movie from power-on with blank save RAM, as `annex --movie`: its
 * machine line sets the look unless the page chose one. A bad movie is one
 * line in aw_error() and the running game goes on. */
API void aw_movie_play(const char *path, int machine)
{
    mvf m;
    char err[512];
    if (mvf_load(&m, path, err, sizeof err) || sess_movie_title(S.known, &m, path, err, sizeof err)) {
        set_err(err);                  /* another title's movie is refused, as by annex */
        mvf_free(&m);
        return;
    }
    const ttl_entry *t = S.title;
    if (t)
        open_engine(t->name, NULL, machine);
    else if (S.e)
        open_engine(NULL, S.rom_path, machine);   /* a ROM: from its file */
    if (!S.e) {
        mvf_free(&m);
        return;
    }
    memset(S.e->hw.sram, 0, sizeof S.e->hw.sram);
    if (S.e->hw.machine == CON_MACHINE_ANY)
        S.e->hw.machine = m.machine;
    S.movie = m;
    mvf_play(&S.movie, &S.player);
    input_set_movie(&S.in, &S.player);
    S.movie_stop = hl_stop_frame(-1, m.last_frame, m.end_frame);
}

/* The movie's stop frame (0: none); whether it was reached: 1 once, when
 * the page should pause on its screen, then 2. */
API uint32_t aw_movie_stop(void) { return S.movie_stop; }
API int aw_movie_done(void)
{
    int d = S.movie_done;
    if (d == 1)
        S.movie_done = 2;
    return d;
}

/* Whether a movie still drives the input (then the live input is ignored). */
API int aw_movie_active(void) { return S.in.movie && !input_movie_over(&S.in); }

/* The recorder writes as it goes (front/record.h) into the page's memory
 * file system; aw_record_stop moves the file where the page wants it. */
#define REC_PATH "/annex-recording.mov"

/* The movie names its title by the registry's name (docs/movie.md): `name`
 * (the page's pick), else the title the registry knows running (a ROM file
 * by its header), else a ROM's own header title. */
API void aw_record_start(const char *name)
{
    char err[512] = "";
    if (!S.e || S.recording)
        return;
    if (!name || !name[0])
        name = S.known ? S.known->name : S.e->name;
    if (rec_start(&S.rec, name, S.e->hw.machine, REC_PATH, err, sizeof err)) {
        set_err(err);
        return;
    }
    S.recording = 1;
    input_set_recorder(&S.in, &S.rec);
}

/* Ends the recording into `path` (then offered as a download). */
API void aw_record_stop(const char *path)
{
    char err[512] = "";
    if (!S.recording)
        return;
    input_set_recorder(&S.in, NULL);
    S.recording = 0;
    if (rec_finish(&S.rec, err, sizeof err) == 0 && rename(REC_PATH, path) != 0)
        snprintf(err, sizeof err, "%s: cannot write the movie", path);
    set_err(err);
}

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
    if (!S.e)
        return "{}";
    const rom_header *rh = rom_of_engine(S.e);
    size_t n = info_str(snprintf(S.info, sizeof S.info, "{\"name\":"), S.e->name);
    n += (size_t)snprintf(S.info + n, sizeof S.info - n, ",\"native\":%d,\"controllers\":%d,\"inlay\":[",
                          rh == NULL, rh ? rh->controllers : S.title->controllers);
    for (int k = 0; k < 12 && n + 4 < sizeof S.info; k++) {
        if (k)
            S.info[n++] = ',';
        n = info_str(n, rh ? rh->inlay[k] : S.title->inlay[k] ? S.title->inlay[k] : "");
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
