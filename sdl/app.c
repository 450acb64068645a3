/* app.c — the window: setup, the frame loop, drawing, teardown.
 *
 * Each host tick (60 Hz, the console's 29,830-cycle frame): events are read
 * into the player's input, the player runs one frame (the cartridge latches
 * that input at its first latch of the frame, so input lags by at most the
 * tick it arrived in), the frame is drawn and its sound queued. A native
 * frame that takes longer than the tick (the computer thinking) returns
 * ENG_BUSY: the window keeps drawing the last complete frame and stays
 * responsive. The game's rules are the player's (front/player.h). */
#include "sdl/app.h"
#include "sdl/app_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/textfile.h"
#include "front/places.h"
#include "front/png.h"
#include "front/keyhelp.h"
#include "sdl/picker.h"

#define BUSY_TIMEOUT_MS 12     /* a tick's worth of waiting for a native frame */
#define WARP_BUDGET_MS  15

static app A;

const app_stats *app_last_stats(void)
{
    return &A.stats;
}

static void load_config(app *a)
{
    char path[4096];
    cfg_defaults(&a->c);
    if (a->o.config)
        snprintf(path, sizeof path, "%s", a->o.config);
    else if (plc_config_path(path, sizeof path))
        return;                          /* no HOME: defaults, nothing saved */
    cfg_load(&a->c, path, stderr);
    if (a->o.scale) cfg_run_only(&a->c, "scale", a->o.scale);
    if (a->o.fullscreen > 0) cfg_run_only(&a->c, "fullscreen", 1);
    if (a->o.scanlines > 0) cfg_run_only(&a->c, "scanlines", 1);
}

static void set_view(app *a)
{
    a->v.fb_w = a->fb_w;
    a->v.fb_h = a->fb_h;
    render_aspect(&a->snap, &a->v.par_num, &a->v.par_den);
    a->v.aspect = a->c.set.aspect;
    a->v.integer = a->c.set.integer;
    a->v.pads = a->p.s.e ? a->p.s.controllers : 0;
    a->v.buttons = a->p.s.e && a->p.s.controllers > 0;
}

/* The usable desktop (without panels), where the window must stay. */
static SDL_Rect desktop(app *a)
{
    SDL_Rect desk = { 0, 0, 1280, 800 };
    int d = a->win ? SDL_GetWindowDisplayIndex(a->win) : 0;
    SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &desk);
    return desk;
}

/* The window size for the configured scale, or the largest that fits 85%
 * of the desktop; a configured scale too big for the desktop falls back
 * to the largest that fits it. */
static void natural_size(app *a, int *w, int *h)
{
    SDL_Rect desk = desktop(a);
    int k = a->c.set.scale ? a->c.set.scale : 8;
    int max_w = a->c.set.scale ? desk.w : desk.w * 85 / 100;
    int max_h = a->c.set.scale ? desk.h : desk.h * 85 / 100;
    set_view(a);
    for (; k >= 1; k--)
        if (!layout_natural(&a->v, k, max_w, max_h, w, h))
            return;
}

/* Keeps the whole window, frame included, on the desktop: a window that
 * grew for a new mode never hangs off the bottom of the screen. */
static void keep_on_desktop(app *a)
{
    SDL_Rect d = desktop(a);
    int x, y, w, h, top = 0, left = 0, bottom = 0, right = 0;
    SDL_GetWindowPosition(a->win, &x, &y);
    SDL_GetWindowSize(a->win, &w, &h);
    SDL_GetWindowBordersSize(a->win, &top, &left, &bottom, &right);
    int nx = x - left, ny = y - top;
    layout_keep_inside((rect){ d.x, d.y, d.w, d.h }, w + left + right, h + top + bottom, &nx, &ny);
    if (nx != x - left || ny != y - top)
        SDL_SetWindowPosition(a->win, nx + left, ny + top);
}

static int open_window(app *a)
{
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "0");
    a->win = SDL_CreateWindow("annex", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 800, 500,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (a->win)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_ACCELERATED);
    if (a->win && !a->ren)
        a->ren = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->ren || ui_init(&a->ui, a->ren)) {
        fprintf(stderr, "annex: cannot open a window: %s\n", SDL_GetError());
        return -1;
    }
    return 0;
}

/* Sizes the window for the game (in points: hi-DPI screens get the same
 * physical size with more pixels), and remembers for which picture. */
static void size_window(app *a, int first)
{
    int w, h, pw, ph, ww, wh;
    natural_size(a, &w, &h);
    SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &pw, &ph);
    if (ww > 0 && pw > ww) {
        w = w * ww / pw;
        h = h * wh / ph;
    }
    SDL_SetWindowSize(a->win, w, h);
    keep_on_desktop(a);
    SDL_GetWindowSize(a->win, &a->sized_w, &a->sized_h);
    a->sized_for[0] = a->fb_w;
    a->sized_for[1] = a->fb_h;
    a->sized_for[2] = a->v.par_num * 1000 / a->v.par_den;
    if (!first)
        return;
    SDL_SetWindowMinimumSize(a->win, 160, 120);
    SDL_SetWindowPosition(a->win, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
    if (a->c.set.fullscreen)
        SDL_SetWindowFullscreen(a->win, SDL_WINDOW_FULLSCREEN_DESKTOP);
}

/* The cartridge changed its picture's size or pixel shape (a new mode):
 * the window follows, as long as the user has not sized it by hand, made
 * it fullscreen or maximized it. Leaving fullscreen refits it too. */
static void follow_picture(app *a)
{
    int ww, wh;
    if (a->refit) {
        a->refit = 0;
        size_window(a, 0);
        return;
    }
    if (a->fb_w == a->sized_for[0] && a->fb_h == a->sized_for[1]
        && a->v.par_num * 1000 / a->v.par_den == a->sized_for[2])
        return;
    SDL_GetWindowSize(a->win, &ww, &wh);
    if ((SDL_GetWindowFlags(a->win) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED))
        || ww != a->sized_w || wh != a->sized_h) {
        a->sized_for[0] = a->fb_w;            /* the user's size stays */
        a->sized_for[1] = a->fb_h;
        a->sized_for[2] = a->v.par_num * 1000 / a->v.par_den;
        return;
    }
    size_window(a, 0);
}

/* ---- the frame loop ---- */

/* Rewind while the key is held: a step every 6 ticks (10 a second), so a
 * player can follow it. */
static void rewind_held(app *a)
{
    if (a->rewind_tick++ % 6 == 0)
        pl_rewind_step(&a->p);
}

static void run_engine(app *a)
{
    a->took_frame = 0;
    if (a->rewind) {
        rewind_held(a);
        return;
    }
    a->rewind_tick = 0;
    uint32_t start = SDL_GetTicks();
    int r;
    do                            /* the F1 help pauses: a timed clock waits */
        r = pl_run(&a->p, a->warp ? WARP_BUDGET_MS : BUSY_TIMEOUT_MS, a->help);
    while (r == ENG_FRAME && a->warp && !a->p.done && SDL_GetTicks() - start < WARP_BUDGET_MS);
    if (a->p.done)
        a->quit = 1;              /* --frames: a scripted run is over */
}

static void sound(app *a)
{
    if (a->p.paused || a->help)
        return;
    if (!a->took_frame) {
        synth_tick(&a->au.syn);   /* thinking: the durations still run out */
        wav_frame(&a->p.s.wav, NULL);
    }
    audio_frame(&a->au);
}

/* The F1 help of the title being played (a ROM the registry does not know
 * gets its header's name, keypads and legends, and the generic lines). */
static void help_overlay(app *a, int w, int h)
{
    char lines[64][KM_HELP_W];
    const char *ptrs[64];
    km_title t = sess_keys(&a->p.s);
    int n = km_help(&a->c.km, &t, &km_desktop, lines, 64);
    for (int i = 0; i < n; i++)
        ptrs[i] = lines[i];
    ui_box(&a->ui, w, h, a->lay.unit, ptrs, n, &a->help_view);
}

/* The status bar (messages and flags, outside the emulated screen) and
 * the F1 help over everything. */
static void overlay(app *a, int w, int h)
{
    char flags[80];
    int unit = a->lay.status_unit, on = !SDL_TICKS_PASSED(SDL_GetTicks(), a->status_until);
    snprintf(flags, sizeof flags, "%s%s%s%s%s", a->rewind ? " REWIND" : "",
             a->p.paused || a->help ? " PAUSED" : "", a->warp ? " WARP" : "",
             a->p.recording ? " REC" : "", a->p.s.has_movie ? " MOVIE" : "");
    ui_status(&a->ui, a->lay.status, unit, on ? a->status : "", flags);
    if (a->help)
        help_overlay(a, w, h);
}

static void draw_scene(app *a)
{
    int w, h;
    set_view(a);
    follow_picture(a);
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    layout_compute(&a->lay, &a->v, w, h);
    SDL_SetRenderDrawColor(a->ren, 16, 18, 24, 255);
    SDL_RenderClear(a->ren);
    ui_screen(&a->ui, a->fb, a->fb_w, a->fb_h, a->lay.screen, a->fresh, a->c.set.scanlines);
    a->fresh = 0;
    ui_pads(&a->ui, &a->lay, a->v.pads, a->p.s.inlay, a->held.pad);
    if (a->v.buttons)
        ui_buttons(&a->ui, &a->lay, a->held.buttons, a->mouse_hit == 24 + 4);
    overlay(a, w, h);
}

/* The scene of now (see scene in app_int.h). */
static void current_scene(app *a, scene *sc)
{
    memset(sc, 0, sizeof *sc);
    SDL_GetRendererOutputSize(a->ren, &sc->out_w, &sc->out_h);
    sc->held = a->held;
    sc->mouse_hit = a->mouse_hit;
    sc->help = a->help;
    sc->help_top = a->help_view.top;
    sc->paused = a->p.paused;
    sc->warp = a->warp;
    sc->recording = a->p.recording;
    sc->movie = a->p.s.has_movie;
    sc->ended = a->p.ended;
    sc->status_on = a->status[0] && !SDL_TICKS_PASSED(SDL_GetTicks(), a->status_until);
    sc->status_serial = a->status_serial;
    sc->scanlines = a->c.set.scanlines;
    sc->aspect = a->c.set.aspect;
    sc->integer = a->c.set.integer;
    sc->pads = a->p.s.controllers;
    sc->buttons = a->p.s.controllers > 0;
}

/* Draws and presents the window only when its picture would change: new
 * emulated pixels, a different scene, or the window system asking. */
static void draw(app *a)
{
    scene now;
    current_scene(a, &now);
    if (!a->fresh && !a->redraw && !a->refit && !memcmp(&now, &a->shown, sizeof now))
        return;
    a->stats.uploads += a->fresh;
    draw_scene(a);
    SDL_RenderPresent(a->ren);
    a->stats.presents++;
    snprintf(a->stats.said, sizeof a->stats.said, "%s", now.status_on ? a->status : "");
    a->shown = now;
    a->redraw = 0;
}

/* Sleeps to the next tick; a late host catches up rather than bursting. */
static void pace(app *a, double *next)
{
    double now = (double)SDL_GetPerformanceCounter() * 1e9 / (double)SDL_GetPerformanceFrequency();
    *next += APP_PERIOD_NS;
    int fast = a->warp && !a->p.paused && !a->p.ended;
    if (fast || *next < now - 4 * APP_PERIOD_NS)
        *next = now;
    else if (*next > now)
        SDL_Delay((Uint32)((*next - now) / 1e6));
}

static void loop(app *a)
{
    double next = (double)SDL_GetPerformanceCounter() * 1e9 / (double)SDL_GetPerformanceFrequency();
    while (!a->quit) {
        SDL_Event ev;
        while (SDL_PollEvent(&ev))
            app_event(a, &ev);
        if (a->quit)
            break;                /* the game ends at the user's frame: no frame after a quit or Ctrl+G */
        app_update_held(a);
        a->stats.ticks++;
        run_engine(a);
        sound(a);
        pl_poll(&a->p, SDL_GetTicks());
        draw(a);
        pace(a, &next);
    }
}

/* ---- start and end ---- */

/* Opens what the command line (or the picker) names, with its movie,
 * state and outputs: 0, or the exit status with one line in err. */
static int open_session(app *a, char *err, size_t n)
{
    return pl_open(&a->p, &a->o, (pl_hooks){ app_said, app_take_frame, a }, err, n);
}

/* The picker, until a title opens (a message says why one did not);
 * 1 when the user quits. */
static int choose_title(app *a, picker_choice from)
{
    char msg[1024] = "";
    while (!pl_is_open(&a->p)) {
        picker_choice c = picker_run(a->win, &a->ui, msg, from);
        from.title = -1;
        if (c.title < 0)
            return 1;
        a->o.title = ttl_titles[c.title].name;
        a->o.rom_flag = c.rom;
        a->o.machine_profile = c.machine;
        open_session(a, msg, sizeof msg);
    }
    return 0;
}

/* The window as drawn, overlays and all (tests and the README). */
static int window_shot(app *a, const char *path)
{
    int w, h;
    char err[512];
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    uint32_t *px = malloc((size_t)w * (size_t)h * 4);
    int st = !px || SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_RGB888, px, w * 4) != 0;
    if (st)
        fprintf(stderr, "annex: %s: cannot read the window: %s\n", path, SDL_GetError());
    else if ((st = png_write(path, px, w, h, err, sizeof err)) != 0)
        fprintf(stderr, "annex: %s\n", err);
    free(px);
    return st;
}

/* The gallery's window: 1024x768, or 85% of a smaller desktop. */
static void gallery_window(app *a)
{
    SDL_Rect d = desktop(a);
    if (SDL_GetWindowFlags(a->win) & SDL_WINDOW_FULLSCREEN_DESKTOP)
        return;
    SDL_SetWindowSize(a->win, d.w * 85 / 100 < 1024 ? d.w * 85 / 100 : 1024,
                      d.h * 85 / 100 < 768 ? d.h * 85 / 100 : 768);
    SDL_SetWindowPosition(a->win, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED);
}

/* Ends the game being played: --screenshot, then the player's end (the
 * movie, save RAM, the engine, the trace and print files). Returns the
 * exit status. */
static int end_session(app *a, int status)
{
    char err[512];
    if (pl_is_open(&a->p) && !status && a->o.screenshot
        && png_write(a->o.screenshot, a->fb, a->fb_w, a->fb_h, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        status = 1;
    }
    return pl_close(&a->p, status);
}

static int finish(app *a, int status)
{
    char err[512];
    const char *say = getenv("ANNEX_STATS");
    if (say && *say && strcmp(say, "0") && a->win)
        fprintf(stderr, "annex: stats: %ld ticks, %ld frames, %ld changed, %ld uploads, %ld presents\n",
                a->stats.ticks, a->stats.frames, a->stats.changes, a->stats.uploads, a->stats.presents);
    status = end_session(a, status);
    if ((a->cfg_dirty || !plc_exists(a->c.path)) && a->c.path[0] && cfg_save(&a->c, err, sizeof err))
        fprintf(stderr, "annex: %s\n", err);
    cfg_free(&a->c);
    audio_close(&a->au);
    picker_free();
    ui_free(&a->ui);
    if (a->ren) SDL_DestroyRenderer(a->ren);
    if (a->win) SDL_DestroyWindow(a->win);
    SDL_Quit();
    return status;
}

/* Back to the gallery from a game (Ctrl+G): the game ends as at a quit,
 * the gallery's window size, then the next title chosen. 1 when the user
 * quits in the gallery. */
static int back_to_gallery(app *a)
{
    picker_choice from = { -1, a->p.s.rom_path[0] != 0, a->p.s.e->hw.machine };
    for (unsigned i = 0; i < ttl_count; i++)
        if (&ttl_titles[i] == a->p.s.title)
            from.title = (int)i;          /* its card (none for an unknown ROM) */
    end_session(a, 0);
    SDL_SetWindowTitle(a->win, "annex");
    a->to_gallery = a->quit = a->help = 0;
    a->o.title = NULL;
    a->o.rom = NULL;
    a->o.movie = a->o.record = a->o.state = NULL;  /* the command line's, for its first game only */
    a->fb_w = 0;
    app_release_all(a);
    gallery_window(a);
    return choose_title(a, from);
}

int app_run(const host_opts *o)
{
    app *a = &A;
    memset(a, 0, sizeof *a);
    a->o = *o;
    app_release_all(a);
    /* Bad input (title, ROM, movie, state, output paths) is reported
     * before any window opens. */
    if (o->title || o->rom_flag) {
        char err[1024];
        int st = open_session(a, err, sizeof err);
        if (st) {
            fprintf(stderr, "annex: %s\n", err);
            return finish(a, st);
        }
    }
    load_config(a);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "annex: cannot open a window: %s\n", SDL_GetError());
        return finish(a, 1);
    }
    if (open_window(a))
        return finish(a, 1);
    if (!pl_is_open(&a->p))
        gallery_window(a);
    if (!pl_is_open(&a->p) && choose_title(a, (picker_choice){ -1, 0, a->o.machine_profile }))
        return finish(a, 0);
    if (!o->no_audio)
        audio_open(&a->au, a->c.set.volume);
    else
        synth_init(&a->au.syn, a->c.set.volume);
    for (int first = 1;; first = 0) {
        char title[160];
        sess_window_title(&a->p.s, title, sizeof title);
        SDL_SetWindowTitle(a->win, title);
        size_window(a, first);
        loop(a);
        if (!a->to_gallery)
            break;
        if (back_to_gallery(a))
            return finish(a, 0);
    }
    int st = 0;
    if (o->window_shot) {
        a->fresh = 1;
        draw_scene(a);     /* read before presenting: after it the back buffer is undefined */
        st = window_shot(a, o->window_shot);
    }
    return finish(a, st);
}
