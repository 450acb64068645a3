/* app_cmd.c — the host commands: pause, frame advance, screenshots, state
 * slots, movie recording, reset, settings (docs/host.md). */
#include "sdl/app_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "front/places.h"
#include "front/png.h"

void app_say(app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->status, sizeof a->status, fmt, ap);
    va_end(ap);
    a->status_until = SDL_GetTicks() + 2500;
    a->status_serial++;
    printf("annex: %s\n", a->status);
    fflush(stdout);
}

/* The frame the engine just finished becomes the one shown and heard; its
 * pixels are drawn again only when its display differs from the last. */
void app_take_frame(app *a)
{
    a->stats.frames++;
    if (!a->fb_w || memcmp(&a->snap, &a->s.e->hw.disp, sizeof a->snap)) {
        memcpy(&a->snap, &a->s.e->hw.disp, sizeof a->snap);
        render_size(&a->snap, &a->fb_w, &a->fb_h);
        render_frame(&a->snap, a->fb);
        a->fresh = 1;
        a->stats.changes++;
    }
    synth_take(&a->au.syn, a->snap.profile, a->s.e->hw.ch);
    wav_frame(&a->s.wav, &a->s.e->hw);
    a->took_frame = 1;
    if (a->s.e->hw.sram_dirty) {
        a->s.e->hw.sram_dirty = 0;
        memcpy(a->sram, a->s.e->hw.sram, CON_SRAM_SIZE);
        if (a->sram_save && !a->sram_pending) {
            a->sram_pending = 1;
            a->sram_since = SDL_GetTicks();
        }
    }
    if (a->print_note[0]) {
        app_say(a, "%s", a->print_note);
        a->print_note[0] = 0;
    }
}

void app_save_sram(app *a)
{
    char err[512];
    a->sram_pending = 0;
    if (!a->sram_save)
        return;
    if (plc_make_parent(a->sram_path) || fio_write_atomic(a->sram_path, a->sram, CON_SRAM_SIZE, err, sizeof err))
        fprintf(stderr, "annex: cannot save the save RAM: %s\n", a->sram_path);
}

/* A file name in the current folder not used yet: annex-NAME-NNN.EXT. */
static int fresh_name(const app *a, const char *ext, char *buf, size_t n)
{
    for (int i = 1; i < 10000; i++) {
        snprintf(buf, n, "annex-%s-%03d.%s", a->s.name, i, ext);
        if (!plc_exists(buf))
            return 0;
    }
    return -1;
}

/* Types the clipboard's text into the cartridge, one key per logical frame
 * (e.g. an OBF line into Odin's set-up). */
static void paste(app *a)
{
    char *text = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!text || !*text) {
        app_say(a, "nothing to paste");
    } else {
        int n = input_type_text(&a->in, text);
        app_say(a, "pasted %d keys", n);
    }
    SDL_free(text);
}

/* Called by the cartridge's thread (natively) or the emulator: only files
 * and the note, which app_take_frame says once the frame is over. */
void app_print_page(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    app *a = ctx;
    char path[300], err[512];
    (void)frame;
    if (fresh_name(a, "txt", path, sizeof path))
        snprintf(a->print_note, sizeof a->print_note, "no free name for the printed page");
    else if (fio_write_atomic(path, page, len, err, sizeof err))
        snprintf(a->print_note, sizeof a->print_note, "printing failed: %s", err);
    else
        snprintf(a->print_note, sizeof a->print_note, "printed %s", path);
}

static void screenshot(app *a)
{
    char path[300], err[512];
    if (!a->fb_w) {
        app_say(a, "no frame yet");
        return;
    }
    if (fresh_name(a, "png", path, sizeof path)) {
        app_say(a, "no free screenshot name");
        return;
    }
    if (png_write(path, a->fb, a->fb_w, a->fb_h, err, sizeof err))
        app_say(a, "screenshot failed: %s", err);
    else
        app_say(a, "screenshot %s", path);
}

/* A slot's file: NAME-N.state for the ROM's machine states, NAME-N.nstate
 * for the native build's (its input since power-on: front/history.h). */
static int state_path(app *a, char *buf, size_t n)
{
    char dir[4096];
    if (plc_data_dir(dir, sizeof dir))
        return -1;
    snprintf(buf, n, "%s/states/%s-%d.%s", dir, a->s.name, a->c.set.slot,
             a->s.e->ops->save_state ? "state" : "nstate");
    return plc_make_parent(buf);
}

static void state(app *a, int save)
{
    eng *e = a->s.e;
    char path[4400], tmp[4500], err[512] = "";
    int native = !e->ops->save_state;
    if (state_path(a, path, sizeof path)) {
        app_say(a, "no folder for states (set HOME or XDG_DATA_HOME)");
        return;
    }
    if (save && native) {
        if (hist_save(&a->hist, a->s.name, path, err, sizeof err))
            app_say(a, "state %d not saved: %s", a->c.set.slot, err);
        else
            app_say(a, "state %d saved", a->c.set.slot);
        return;
    }
    if (save) {
        /* The engine writes a temporary file that replaces the slot whole. */
        snprintf(tmp, sizeof tmp, "%s.tmp", path);
        if (e->ops->save_state(e, tmp, err, sizeof err) || rename(tmp, path)) {
            remove(tmp);
            app_say(a, "state %d not saved: %s", a->c.set.slot, err);
        } else {
            app_say(a, "state %d saved", a->c.set.slot);
        }
        return;
    }
    if (a->recording)                 /* a movie replays from power-on: no state in it */
        app_say(a, "no state load while recording (Ctrl+R stops the movie)");
    else if (!plc_exists(path))
        app_say(a, "state slot %d is empty", a->c.set.slot);
    else if (native ? hist_load(&a->hist, e, a->s.name, path, err, sizeof err)
                    : e->ops->load_state(e, path, err, sizeof err)) {
        e->hw.input_fn = input_latch;      /* a replay that failed half-way: the game goes on */
        e->hw.input_ctx = &a->in;
        app_say(a, "state %d not loaded: %s", a->c.set.slot, err);
    } else {
        if (native) {
            e->hw.input_fn = input_latch;
            e->hw.input_ctx = &a->in;
        } else {
            hist_start(&a->hist, e->hw.sram, e->hw.machine);
            a->hist.no_power_on = 1;       /* rewind reaches back to this load */
        }
        input_clear_keys(&a->in);
        a->ended = 0;
        app_take_frame(a);
        app_say(a, "state %d loaded", a->c.set.slot);
    }
}

/* Power-cycles the console. While recording, the movie starts again from
 * this power-on on blank save RAM, as Ctrl+R starts one, so it still
 * replays to the same end (docs/movie.md). */
void app_reset(app *a)
{
    char err[512];
    if (a->s.has_movie) {
        input_set_movie(&a->in, NULL);     /* its frames counted from the old power-on */
        a->s.has_movie = 0;
    }
    a->s.e->ops->reset(a->s.e);
    a->ended = 0;
    input_clear_keys(&a->in);
    if (a->recording) {
        memset(a->s.e->hw.sram, 0, CON_SRAM_SIZE);
        if (rec_restart(&a->rec, err, sizeof err))
            app_say(a, "movie not written: %s", err);
    }
    hist_start(&a->hist, a->s.e->hw.sram, a->s.e->hw.machine);
    app_take_frame(a);
}

/* A movie replays from power-on on blank save RAM (as headless runs do),
 * so recording power-cycles the console with save RAM cleared and stops
 * saving it for the rest of the session. */
int app_start_recording(app *a, const char *path, int power_cycle)
{
    char name[300], err[512];
    if (!path) {
        if (fresh_name(a, "mov", name, sizeof name))
            return -1;
        path = name;
    }
    if (rec_start(&a->rec, a->s.title ? a->s.title->name : a->s.name, a->s.e->hw.machine,
                  path, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        return -1;
    }
    a->recording = 1;
    if (power_cycle)
        app_reset(a);            /* the cartridge is parked at its start after this */
    a->sram_save = 0;
    a->sram_pending = 0;
    memset(a->s.e->hw.sram, 0, CON_SRAM_SIZE);
    input_set_recorder(&a->in, &a->rec);
    snprintf(a->rec_path, sizeof a->rec_path, "%s", path);
    app_say(a, "recording %s (power-cycled, blank save RAM)", a->rec_path);
    return 0;
}

int app_stop_recording(app *a)
{
    char err[512];
    if (!a->recording)
        return 0;
    input_set_recorder(&a->in, NULL);
    a->recording = 0;
    if (rec_finish(&a->rec, err, sizeof err)) {
        fprintf(stderr, "annex: movie not written: %s\n", err);
        app_say(a, "movie not written: %s", err);
        return -1;
    }
    app_say(a, "movie %s written", a->rec_path);
    return 0;
}

static void setting(app *a, int action)
{
    settings *s = &a->c.set;
    a->cfg_dirty = 1;
    switch (action) {
    case KM_SCANLINES: s->scanlines = !s->scanlines; app_say(a, "scanlines %s", s->scanlines ? "on" : "off"); break;
    case KM_VOL_UP: s->volume = s->volume >= 90 ? 100 : s->volume + 10; break;
    case KM_VOL_DOWN: s->volume = s->volume <= 10 ? 0 : s->volume - 10; break;
    case KM_NEXT_SLOT: s->slot = s->slot % 9 + 1; app_say(a, "state slot %d", s->slot); break;
    case KM_FULLSCREEN:
        s->fullscreen = !s->fullscreen;
        SDL_SetWindowFullscreen(a->win, s->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        a->refit = !s->fullscreen;   /* back in a window: fit the picture of now */
        break;
    default: break;
    }
    if (action == KM_VOL_UP || action == KM_VOL_DOWN) {
        a->au.syn.volume = s->volume;
        app_say(a, "volume %d", s->volume);
    }
}

void app_command(app *a, int action)
{
    switch (action) {
    case KM_HELP:
        a->help = !a->help;
        a->help_view.top = 0;
        if (a->help)
            audio_pause(&a->au);      /* the help pauses the game (app.c run_engine) */
        break;
    case KM_PAUSE:
        a->paused = !a->paused;
        if (a->paused)
            audio_pause(&a->au);
        app_say(a, a->paused ? "paused (F10: one frame)" : "running");
        break;
    case KM_ADVANCE: if (a->paused) a->advance = 1; break;
    case KM_SCREENSHOT: screenshot(a); break;
    case KM_SAVE_STATE: state(a, 1); break;
    case KM_LOAD_STATE: state(a, 0); break;
    case KM_RECORD:
        if (a->recording) app_stop_recording(a);
        else if (app_start_recording(a, NULL, 1)) app_say(a, "cannot record");
        break;
    case KM_RESET:
        app_reset(a);
        app_say(a, a->recording ? "reset: the movie starts again here (blank save RAM)" : "reset");
        break;
    case KM_PASTE: paste(a); break;
    case KM_GALLERY: a->to_gallery = a->quit = 1; break;
    case KM_QUIT: a->quit = 1; break;
    default: setting(a, action); break;
    }
}
