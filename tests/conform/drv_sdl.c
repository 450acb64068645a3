/* drv_sdl.c — the conformance runner's desktop adapter (docs/shells.md,
 * Conformance): plays a script of user actions (tests/conform/NAME.act)
 * through the real window — app_run, its frame loop, app_event and the
 * gallery — by handing it synthesized SDL events where it reads them.
 *
 * Linked with -Wl,--wrap for SDL_PollEvent and SDL_WaitEventTimeout (the
 * loop's and the gallery's event reads: the script's events come first),
 * SDL_Delay (no pacing: the run is as fast as the machine), pl_run and
 * pl_rewind_step (the script's clock: frames shown, rewind steps made).
 * The ROM runs (--rom), as in the page and the core: a frame is then
 * 29,830 cycles in every shell, whatever the cartridge computes (that
 * the native build plays the same game is `annex compare`'s check).
 *
 *   drv_sdl SCRIPT.act TRACE SCREEN.png   (in a scratch folder, HOME too:
 *   the movie Ctrl+R writes lands there as annex-TITLE-001.mov) */
#define SDL_MAIN_HANDLED
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <SDL2/SDL.h>
#include "front/cli.h"
#include "front/config.h"
#include "front/gallery.h"
#include "front/hidkey.h"
#include "front/layout.h"
#include "front/player.h"
#include "front/render.h"
#include "sdl/app.h"
#include "tests/conform/act.h"

int __real_SDL_PollEvent(SDL_Event *ev);
int __real_SDL_WaitEventTimeout(SDL_Event *ev, int ms);
int __real_pl_run(player *p, int budget_ms, int hold);
void __real_pl_rewind_step(player *p);

static act_script S;
static unsigned step;               /* the next action */
static long frames, until;          /* frames shown; the wait's end */
static int rewinds, rewinds_due;    /* steps made; the held rewind's end */
static int in_gallery;              /* the script waits for the gallery */
static player *P;                   /* the game, as the loop last ran it */
static SDL_Event q[64];
static int qn, qi;
static int rep_usage;               /* the key that repeats (act.h), 0 none */
static long rep_frames;             /* frames it has been held */
static int rep_due;                 /* its repeat comes before the next frame */

static void push(SDL_Event ev)
{
    if (qn < (int)(sizeof q / sizeof q[0]))
        q[qn++] = ev;
}

/* Whether a usage is a modifier key (no typematic repeat of its own). */
static int modifier(int usage)
{
    return usage >= HID_LCTRL && usage <= HID_RGUI;
}

/* A key as SDL's keyboard layer sends it: the modifier state first; a
 * repeat (act.h) as a key down marked repeat. */
static void key_event(int usage, int down, int repeat)
{
    static const struct { int usage; SDL_Keymod mod; } mods[] = {
        { HID_LCTRL, KMOD_LCTRL }, { HID_LSHIFT, KMOD_LSHIFT }, { HID_LALT, KMOD_LALT },
        { HID_LGUI, KMOD_LGUI }, { HID_RCTRL, KMOD_RCTRL }, { HID_RSHIFT, KMOD_RSHIFT },
        { HID_RALT, KMOD_RALT }, { HID_RGUI, KMOD_RGUI },
    };
    SDL_Keymod m = SDL_GetModState();
    for (unsigned i = 0; i < sizeof mods / sizeof mods[0]; i++)
        if (mods[i].usage == usage)
            m = down ? (SDL_Keymod)(m | mods[i].mod) : (SDL_Keymod)(m & ~mods[i].mod);
    SDL_SetModState(m);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    ev.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.key.repeat = (Uint8)repeat;
    ev.key.keysym.scancode = (SDL_Scancode)usage;      /* SDL's scancodes are HID usages */
    ev.key.keysym.sym = SDL_GetKeyFromScancode((SDL_Scancode)usage);
    ev.key.keysym.mod = (Uint16)m;
    push(ev);
}

static void key(int usage, int down)
{
    if (down && !modifier(usage)) {
        rep_usage = usage;
        rep_frames = 0;
        rep_due = 0;
    } else if (!down && usage == rep_usage) {
        rep_usage = rep_due = 0;
    }
    key_event(usage, down, 0);
}

/* The combination's keys down (modifiers first) or up (modifiers last). */
static void chord(const act_keys *k, int down)
{
    for (int i = 0; i < k->n; i++)
        key(k->usage[down ? i : k->n - 1 - i], down);
}

static SDL_Window *window(void)
{
    for (Uint32 id = 1; id < 16; id++)
        if (SDL_GetWindowFromID(id))
            return SDL_GetWindowFromID(id);
    return NULL;
}

/* A left click (down, or up) on keypad pad's key k, where the window draws
 * it now (the view as sdl/app.c's set_view makes it, default settings). */
static void click(int pad, int k, int down)
{
    cfg c;
    layout lay;
    view v = { 0 };
    int w = 0, h = 0;
    cfg_defaults(&c);
    render_size(&P->s.e->hw.disp, &v.fb_w, &v.fb_h);
    render_aspect(&P->s.e->hw.disp, &v.par_num, &v.par_den);
    v.aspect = c.set.aspect;
    v.integer = c.set.integer;
    v.pads = P->s.controllers;
    v.buttons = P->s.controllers > 0;
    cfg_free(&c);
    SDL_GetRendererOutputSize(SDL_GetRenderer(window()), &w, &h);
    layout_compute(&lay, &v, w, h);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.button.x = lay.key[pad][k].x + lay.key[pad][k].w / 2;
    ev.button.y = lay.key[pad][k].y + lay.key[pad][k].h / 2;
    push(ev);
}

/* The gallery's cards from the title played to the one named: Right
 * presses, then Enter. */
static void pick(const char *name)
{
    static gallery g;
    int from = 0, to = 0;
    gal_init(&g);
    for (int i = 0; i < g.n; i++) {
        if (!strcmp(g.t[i]->name, P->s.name)) from = i;
        if (!strcmp(g.t[i]->name, name)) to = i;
    }
    for (int i = 0; i < (to - from + g.n) % g.n; i++) {
        key(HID_RIGHT, 1);
        key(HID_RIGHT, 0);
    }
    key(HID_RETURN, 1);
    key(HID_RETURN, 0);
}

/* The desktop's way to each action (its keys: front/keymap.c). */
static void act(const act_step *a)
{
    act_keys k = { 0 };
    switch (a->kind) {
    case ACT_WAIT:   until = frames + a->n; break;
    case ACT_DOWN:   chord(&a->keys, 1); break;
    case ACT_UP:     chord(&a->keys, 0); break;
    case ACT_PAD:    click(a->pad, a->n, a->down); break;
    case ACT_RESET:  k = act_chord("F12"); break;
    case ACT_RECORD: k = act_chord("Ctrl+R"); break;
    case ACT_SAVE:   k = act_chord("F6"); break;
    case ACT_LOAD:   k = act_chord("F7"); break;
    case ACT_REWIND:
        rewinds_due = rewinds + a->n;
        chord(&(act_keys){ 2, { HID_LCTRL, HID_BACKSPACE } }, 1);
        break;
    case ACT_SWITCH: k = act_chord("Ctrl+G"); in_gallery = 1; break;
    case ACT_END:    push((SDL_Event){ .type = SDL_QUIT }); break;
    }
    if (k.n) {
        chord(&k, 1);
        chord(&k, 0);
    }
}

/* Queues the actions due now: up to the next wait, rewind or gallery. */
static void due(int from_gallery)
{
    if (in_gallery) {
        if (!from_gallery)
            return;
        in_gallery = 0;
        pick(S.step[step - 1].name);
    }
    if (rewinds_due) {
        if (rewinds < rewinds_due)
            return;
        rewinds_due = 0;
        chord(&(act_keys){ 2, { HID_LCTRL, HID_BACKSPACE } }, 0);
    }
    while (frames >= until && !rewinds_due && !in_gallery && step < S.n)
        act(&S.step[step++]);
}

static int next(SDL_Event *ev, int from_gallery)
{
    if (qi == qn) {
        qi = qn = 0;
        due(from_gallery);
        if (rep_due && rep_usage)       /* after this moment's actions: a release first */
            key_event(rep_usage, 1, 1);
        rep_due = 0;
    }
    if (qi == qn)
        return 0;
    *ev = q[qi++];
    return 1;
}

int __wrap_SDL_PollEvent(SDL_Event *ev)
{
    return next(ev, 0) || __real_SDL_PollEvent(ev);
}

int __wrap_SDL_WaitEventTimeout(SDL_Event *ev, int ms)
{
    (void)ms;
    return next(ev, 1) || __real_SDL_WaitEventTimeout(ev, 1);
}

void __wrap_SDL_Delay(Uint32 ms)
{
    (void)ms;
}

int __wrap_pl_run(player *p, int budget_ms, int hold)
{
    P = p;
    int r = __real_pl_run(p, budget_ms, hold);
    frames += r == ENG_FRAME;
    if (r == ENG_FRAME && rep_usage && ++rep_frames >= ACT_REPEAT_DELAY
        && (rep_frames - ACT_REPEAT_DELAY) % ACT_REPEAT_EVERY == 0)
        rep_due = 1;
    return r;
}

void __wrap_pl_rewind_step(player *p)
{
    __real_pl_rewind_step(p);
    rewinds++;
}

int main(int argc, char **argv)
{
    char err[512];
    host_opts o;
    if (argc != 4) {
        fprintf(stderr, "usage: drv_sdl SCRIPT.act TRACE SCREEN.png\n");
        return 2;
    }
    if (act_load(argv[1], &S, err, sizeof err)) {
        fprintf(stderr, "drv_sdl: %s\n", err);
        return 2;
    }
    char *args[] = { "annex", S.title, "--rom", "--no-audio", "--trace", argv[2], "--screenshot", argv[3], NULL };
    if (cli_parse(8, args, &o, err, sizeof err)) {
        fprintf(stderr, "drv_sdl: %s\n", err);
        return 2;
    }
    return app_run(&o);
}
