/* app_int.h — the window's state, shared by app.c (setup and the frame
 * loop), app_events.c (keyboard, mouse, game controllers) and app_cmd.c
 * (the commands). The game and its rules are the player's (p,
 * front/player.h); the window translates events into its commands and
 * draws and plays what it made. */
#ifndef SDL_APP_INT_H
#define SDL_APP_INT_H

#include <SDL2/SDL.h>
#include "sdl/app.h"
#include "sdl/audio.h"
#include "front/config.h"
#include "front/layout.h"
#include "front/player.h"
#include "front/render.h"
#include "sdl/ui.h"

#define APP_PERIOD_NS 16667210.0   /* 29,830 cycles at 1,789,773 Hz */

/* Everything besides the emulated pixels that changes what the window
 * shows: a tick whose scene equals the last drawn one (and no new pixels)
 * draws and presents nothing. */
typedef struct scene {
    int      out_w, out_h;
    hw_input held;
    int      mouse_hit, help, help_top, paused, warp, recording, movie, ended;
    int      status_on;
    unsigned status_serial;
    int      scanlines, aspect, integer, pads, buttons;
} scene;

typedef struct app {
    host_opts     o;
    cfg           c;
    int           cfg_dirty;
    player        p;
    audio         au;
    SDL_Window   *win;
    SDL_Renderer *ren;
    ui            ui;
    view          v;
    layout        lay;
    hw_display    snap;              /* the last complete frame */
    uint32_t      fb[RENDER_MAX_PIXELS];
    int           fb_w, fb_h, fresh;
    int           sized_w, sized_h;  /* window size (points) annex last set */
    int           sized_for[3];      /* for this picture: fb_w, fb_h, aspect x1000 */
    int           refit;             /* size the window for the picture at the next draw */
    int           warp, help, quit, took_frame;
    int           to_gallery;        /* quit the game for the gallery (Ctrl+G) */
    hb_view       help_view;         /* the F1 help's scroll (a window too small for it) */
    int           rewind;            /* the rewind key is held */
    unsigned      rewind_tick;       /* ticks since the last rewind step */
    char          status[200];
    uint32_t      status_until;      /* SDL ticks */
    unsigned      status_serial;     /* bumps with every message */
    uint8_t       kb_count[KM_ACTIONS];
    int8_t        down_act[SDL_NUM_SCANCODES][KM_MAX_BINDS];
    int           mouse_hit;         /* layout_hit of the held mouse button, -1 none */
    hw_input      pad_in[2];         /* game controllers' input */
    SDL_GameController *gc[2];
    hw_input      held;              /* everything held, as last sent */
    int           shift_alone;
    int           redraw;            /* the window needs drawing whatever the scene says */
    scene         shown;             /* what the window shows now */
    app_stats     stats;
} app;

/* app_events.c */
void app_event(app *a, const SDL_Event *ev);
void app_release_all(app *a);
void app_update_held(app *a);
/* app_cmd.c */
void app_command(app *a, int action);
/* A line of the window's own in the status bar, printed too. */
void app_say(app *a, const char *fmt, ...);
/* The player's hooks (ctx: the app): its result lines, its new frames. */
void app_said(void *ctx, const char *line, int again);
void app_take_frame(void *ctx);

#endif
