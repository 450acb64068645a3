/* app_int.h — the window's state, shared by app.c (setup and the frame
 * loop), app_events.c (keyboard, mouse, game controllers) and app_cmd.c
 * (the host commands). */
#ifndef SDL_APP_INT_H
#define SDL_APP_INT_H

#include <SDL2/SDL.h>
#include "sdl/app.h"
#include "sdl/audio.h"
#include "front/config.h"
#include "front/input.h"
#include "front/history.h"
#include "front/layout.h"
#include "front/record.h"
#include "front/render.h"
#include "front/session.h"
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
    session       s;
    input         in;
    int           input_ready;
    audio         au;
    recorder      rec;
    int           recording;
    char          rec_path[4096];
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
    int           paused, advance, warp, help, ended, quit, took_frame;
    int           to_gallery;        /* quit the game for the gallery (Ctrl+G) */
    hb_view       help_view;         /* the F1 help's scroll (a window too small for it) */
    int           rewind;            /* the rewind key is held */
    unsigned      rewind_tick;       /* ticks since the last rewind step */
    history       hist;              /* the game's input since power-on (rewind, native states) */
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
    int           sram_save, sram_pending;
    uint32_t      sram_since;
    char          sram_path[4200];
    uint8_t       sram[CON_SRAM_SIZE];  /* copied at frame ends: the cartridge may be running */
    char          print_note[600];   /* what the printer did, said at the frame's end */
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
void app_say(app *a, const char *fmt, ...);
void app_take_frame(app *a);
/* hw.print_fn of the window without --print: each page into a fresh
 * annex-NAME-NNN.txt (ctx: the app). */
void app_print_page(void *ctx, uint32_t frame, const char *page, uint16_t len);
void app_reset(app *a);
/* Stops recording and writes the movie; -1 (and a line on stderr) when it
 * cannot be written. */
int  app_stop_recording(app *a);
/* Starts recording (path NULL: a fresh annex-NAME-NNN.mov); power_cycle
 * unless the console has just been switched on. */
int  app_start_recording(app *a, const char *path, int power_cycle);
void app_save_sram(app *a);

#endif
