/* app_cmd.c — the window's commands: the player's (front/player.h: pause,
 * frame step, states, recording, reset, rewind) and the window's own
 * (help, screenshots, paste, settings, gallery, quit) (docs/host.md). */
#include "sdl/app_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "front/png.h"

/* Shows a line in the status bar and prints it (again: the same line said
 * once more, e.g. a refused rewind step while the key is held, is kept on
 * screen rather than printed again). */
static void show(app *a, const char *line, int again)
{
    if (again && !strncmp(a->status, line, sizeof a->status - 1) && SDL_GetTicks() < a->status_until) {
        a->status_until = SDL_GetTicks() + 2500;
        return;
    }
    snprintf(a->status, sizeof a->status, "%s", line);
    a->status_until = SDL_GetTicks() + 2500;
    a->status_serial++;
    printf("annex: %s\n", a->status);
    fflush(stdout);
}

void app_say(app *a, const char *fmt, ...)
{
    char line[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    show(a, line, 0);
}

void app_said(void *ctx, const char *line, int again)
{
    show(ctx, line, again);
}

/* The frame the engine just finished becomes the one shown and heard; its
 * pixels are drawn again only when its display differs from the last. */
void app_take_frame(void *ctx)
{
    app *a = ctx;
    eng *e = a->p.s.e;
    a->stats.frames++;
    if (!a->fb_w || memcmp(&a->snap, &e->hw.disp, sizeof a->snap)) {
        memcpy(&a->snap, &e->hw.disp, sizeof a->snap);
        render_size(&a->snap, &a->fb_w, &a->fb_h);
        render_frame(&a->snap, a->fb);
        a->fresh = 1;
        a->stats.changes++;
    }
    synth_take(&a->au.syn, a->snap.profile, e->hw.ch);
    wav_frame(&a->p.s.wav, &e->hw);
    a->took_frame = 1;
}

/* Types the clipboard's text into the cartridge, one key per logical frame
 * (e.g. an OBF line into Odin's set-up). */
static void paste(app *a)
{
    char *text = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!text || !*text) {
        app_say(a, "nothing to paste");
    } else {
        int n = input_type_text(&a->p.in, text);
        app_say(a, "pasted %d keys", n);
    }
    SDL_free(text);
}

static void screenshot(app *a)
{
    char path[300], err[512];
    if (!a->fb_w) {
        app_say(a, "no frame yet");
        return;
    }
    if (pl_fresh_name(&a->p, "png", path, sizeof path)) {
        app_say(a, "no free screenshot name");
        return;
    }
    if (png_write(path, a->fb, a->fb_w, a->fb_h, err, sizeof err))
        app_say(a, "screenshot failed: %s", err);
    else
        app_say(a, "screenshot %s", path);
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
    player *p = &a->p;
    switch (action) {
    case KM_HELP:
        a->help = !a->help;
        a->help_view.top = 0;
        if (a->help)
            audio_pause(&a->au);      /* the help pauses the game (app.c run_engine) */
        break;
    case KM_PAUSE:
        pl_pause(p);
        if (p->paused)
            audio_pause(&a->au);
        break;
    case KM_ADVANCE: pl_frame_step(p); break;
    case KM_SCREENSHOT: screenshot(a); break;
    case KM_SAVE_STATE: pl_state_save(p, a->c.set.slot); break;
    case KM_LOAD_STATE: pl_state_load(p, a->c.set.slot); break;
    case KM_RECORD:
        if (p->recording) pl_stop(p);
        else pl_record(p, NULL, 1);
        break;
    case KM_RESET: pl_reset(p); break;
    case KM_PASTE: paste(a); break;
    case KM_GALLERY: a->to_gallery = a->quit = 1; break;
    case KM_QUIT: a->quit = 1; break;
    default: setting(a, action); break;
    }
}
