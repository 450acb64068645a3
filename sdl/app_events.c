/* app_events.c — keyboard, mouse and game controllers into the live input
 * and host commands (docs/host.md, Keys). */
#include "sdl/app_int.h"
#include "sdl/keymap_sdl.h"
#include "front/padmap.h"

#include <string.h>

static void remember(app *a, int sc, int act)
{
    for (int i = 0; i < KM_MAX_BINDS; i++)
        if (a->down_act[sc][i] < 0) {
            a->down_act[sc][i] = (int8_t)act;
            a->kb_count[act]++;
            return;
        }
}

static void release_key(app *a, int sc)
{
    for (int i = 0; i < KM_MAX_BINDS; i++) {
        int act = a->down_act[sc][i];
        if (act >= 0 && a->kb_count[act])
            a->kb_count[act]--;
        a->down_act[sc][i] = -1;
    }
}

void app_release_all(app *a)
{
    memset(a->kb_count, 0, sizeof a->kb_count);
    memset(a->down_act, -1, sizeof a->down_act);
    a->mouse_hit = -1;
    a->warp = 0;
}

/* A key while the F1 help is shown: the help is modal, as the page's: Esc
 * or the help's key closes it, its scroll keys scroll it, and no other key
 * acts (nothing typed or held for the paused game, no other command). */
static void help_key(app *a, const SDL_KeyboardEvent *k)
{
    int sc = k->keysym.scancode, acts[8];
    uint8_t typed;
    km_title t = sess_keys(&a->p.s);
    if (ui_help_key(sc) >= 0) {
        hb_scroll(&a->help_view, ui_help_key(sc));
        return;
    }
    int n = km_key(&a->c.km, &t, kms_usage(k->keysym.scancode), kms_mods(k->keysym.mod), 0, acts, 8, &typed);
    for (int i = 0; i < n; i++)
        if (acts[i] == KM_HELP && !k->repeat)
            app_command(a, KM_HELP);
    if (sc == SDL_SCANCODE_ESCAPE && !k->repeat)
        a->help = 0;
}

static void key_down(app *a, const SDL_KeyboardEvent *k)
{
    int sc = k->keysym.scancode, acts[8];
    if (a->help) {
        a->shift_alone = 0;
        help_key(a, k);
        return;
    }
    if (!k->repeat)
        a->shift_alone = km_shift_alone(kms_usage(k->keysym.scancode), kms_mods(k->keysym.mod));
    if (a->p.ended && sc == SDL_SCANCODE_ESCAPE) {
        a->quit = 1;                    /* nothing left to type to */
        return;
    }
    km_title t = sess_keys(&a->p.s);
    uint8_t typed;
    int n = km_key(&a->c.km, &t, kms_usage(k->keysym.scancode), kms_mods(k->keysym.mod),
                   kms_char(k->keysym.sym), acts, 8, &typed);
    for (int i = 0; i < n; i++) {
        int act = acts[i];
        if (km_is_host(act)) {
            if (!k->repeat && (act == KM_WARP || act == KM_REWIND))
                remember(a, sc, act);
            else if (!k->repeat)
                app_command(a, act);
        } else if (km_is_held(act)) {
            if (!k->repeat)
                remember(a, sc, act);
        } else if (km_typed_action(act)) {
            input_type(&a->p.in, km_typed_action(act));
        }
    }
    if (typed)
        input_type(&a->p.in, typed);
}

static void key_up(app *a, const SDL_KeyboardEvent *k)
{
    int sc = k->keysym.scancode;
    release_key(a, sc);
    if (hid_is_shift(kms_usage(k->keysym.scancode)) && a->shift_alone)
        input_type(&a->p.in, CON_K_SHIFT);   /* Odin's "press SHIFT" */
    a->shift_alone = 0;
}

/* Window points to renderer pixels (hi-DPI). */
static void to_pixels(app *a, int *x, int *y)
{
    int ww = 0, wh = 0, pw = 0, ph = 0;
    SDL_GetWindowSize(a->win, &ww, &wh);
    SDL_GetRendererOutputSize(a->ren, &pw, &ph);
    if (ww > 0 && wh > 0) {
        *x = *x * pw / ww;
        *y = *y * ph / wh;
    }
}

static void mouse(app *a, const SDL_MouseButtonEvent *b)
{
    if (b->button != SDL_BUTTON_LEFT)
        return;
    if (b->type == SDL_MOUSEBUTTONUP) {
        a->mouse_hit = -1;
        return;
    }
    int x = b->x, y = b->y;
    to_pixels(a, &x, &y);
    a->mouse_hit = layout_hit(&a->lay, &a->v, x, y);
    if (a->mouse_hit == 24 + 4)
        app_command(a, KM_RESET);
}

/* ---- game controllers: the first is player 1, the second player 2 ---- */

static void open_pads(app *a)
{
    for (int p = 0; p < 2; p++)
        if (a->gc[p] && !SDL_GameControllerGetAttached(a->gc[p])) {
            SDL_GameControllerClose(a->gc[p]);
            a->gc[p] = NULL;
        }
    for (int i = 0, p = 0; i < SDL_NumJoysticks() && p < 2; i++) {
        if (!SDL_IsGameController(i))
            continue;
        SDL_Joystick *j = SDL_JoystickFromInstanceID(SDL_JoystickGetDeviceInstanceID(i));
        int taken = 0;
        for (int q = 0; q < 2; q++)
            taken |= a->gc[q] && SDL_GameControllerGetJoystick(a->gc[q]) == j && j;
        while (p < 2 && a->gc[p])
            p++;
        if (!taken && p < 2)
            a->gc[p] = SDL_GameControllerOpen(i);
    }
}

/* SDL's GameController buttons as the standard gamepad's (front/padmap.h). */
static const struct { SDL_GameControllerButton sdl; uint8_t pm; } sdl_buttons[] = {
    { SDL_CONTROLLER_BUTTON_DPAD_UP, PM_UP }, { SDL_CONTROLLER_BUTTON_DPAD_DOWN, PM_DOWN },
    { SDL_CONTROLLER_BUTTON_DPAD_LEFT, PM_LEFT }, { SDL_CONTROLLER_BUTTON_DPAD_RIGHT, PM_RIGHT },
    { SDL_CONTROLLER_BUTTON_A, PM_SOUTH }, { SDL_CONTROLLER_BUTTON_B, PM_EAST },
    { SDL_CONTROLLER_BUTTON_X, PM_WEST }, { SDL_CONTROLLER_BUTTON_Y, PM_NORTH },
    { SDL_CONTROLLER_BUTTON_LEFTSHOULDER, PM_L }, { SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, PM_R },
    { SDL_CONTROLLER_BUTTON_START, PM_START }, { SDL_CONTROLLER_BUTTON_BACK, PM_SELECT },
    { SDL_CONTROLLER_BUTTON_LEFTSTICK, PM_L3 }, { SDL_CONTROLLER_BUTTON_RIGHTSTICK, PM_R3 },
};

/* The standard buttons held on g: its buttons, the left stick past half
 * way as the D-pad, a trigger past half way as L2 / R2. */
static unsigned pad_held(SDL_GameController *g)
{
    unsigned held = 0;
    for (size_t i = 0; i < sizeof sdl_buttons / sizeof sdl_buttons[0]; i++)
        if (SDL_GameControllerGetButton(g, sdl_buttons[i].sdl))
            held |= PM_BIT(sdl_buttons[i].pm);
    int ax = SDL_GameControllerGetAxis(g, SDL_CONTROLLER_AXIS_LEFTX);
    int ay = SDL_GameControllerGetAxis(g, SDL_CONTROLLER_AXIS_LEFTY);
    held |= (ay < -16000 ? PM_BIT(PM_UP) : 0) | (ay > 16000 ? PM_BIT(PM_DOWN) : 0)
          | (ax < -16000 ? PM_BIT(PM_LEFT) : 0) | (ax > 16000 ? PM_BIT(PM_RIGHT) : 0);
    held |= SDL_GameControllerGetAxis(g, SDL_CONTROLLER_AXIS_TRIGGERLEFT) > 16000 ? PM_BIT(PM_L2) : 0;
    held |= SDL_GameControllerGetAxis(g, SDL_CONTROLLER_AXIS_TRIGGERRIGHT) > 16000 ? PM_BIT(PM_R2) : 0;
    return held;
}

/* Controller p's input: what its buttons do in the title (front/padmap.h). */
static void read_pad(app *a, int p)
{
    hw_input *in = &a->pad_in[p];
    memset(in, 0, sizeof *in);
    if (!a->gc[p])
        return;
    km_title t = sess_keys(&a->p.s);
    pm_apply(&t, p, pad_held(a->gc[p]), in);
}

void app_update_held(app *a)
{
    hw_input h;
    memset(&h, 0, sizeof h);
    for (int act = 0; act < KM_ACTIONS; act++)
        if (a->kb_count[act] && km_is_held(act))
            km_apply(act, &h);
    if (a->mouse_hit >= 0 && a->mouse_hit < 24 && a->mouse_hit / KM_PAD_KEYS < a->p.s.controllers)
        km_apply(KM_PAD1 + a->mouse_hit, &h);
    else if (a->mouse_hit >= 24 && a->mouse_hit < 28)
        km_apply(KM_START + a->mouse_hit - 24, &h);
    for (int p = 0; p < 2; p++) {
        h.pad[p] |= a->pad_in[p].pad[p];
        h.joy[p] |= a->pad_in[p].joy[p];
        h.buttons |= a->pad_in[p].buttons;
    }
    if (SDL_GetModState() & KMOD_SHIFT)
        h.keymod |= CON_KEYMOD_SHIFT;
    a->warp = a->kb_count[KM_WARP] > 0;
    a->rewind = a->kb_count[KM_REWIND] > 0;
    a->held = h;
    input_set_held(&a->p.in, &h);
}

void app_event(app *a, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT: a->quit = 1; break;
    case SDL_KEYDOWN: key_down(a, &ev->key); break;
    case SDL_KEYUP: key_up(a, &ev->key); break;
    case SDL_MOUSEBUTTONDOWN: case SDL_MOUSEBUTTONUP: mouse(a, &ev->button); break;
    case SDL_CONTROLLERDEVICEADDED: case SDL_CONTROLLERDEVICEREMOVED: open_pads(a); break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_FOCUS_LOST)
            app_release_all(a);         /* no key stuck down behind our back */
        a->redraw = 1;                  /* exposed, resized, moved: draw again */
        break;
    default: break;
    }
    if (ev->type == SDL_CONTROLLERBUTTONDOWN || ev->type == SDL_CONTROLLERBUTTONUP
        || ev->type == SDL_CONTROLLERAXISMOTION || ev->type == SDL_CONTROLLERDEVICEREMOVED)
        for (int p = 0; p < 2; p++)
            read_pad(a, p);
    /* Every press reaches the latch when it happens, not once per tick: a
     * press and its release in one tick (xdotool's zero-length taps, a
     * quick finger) still count (input_latch keeps what went down). */
    if (a->p.input_ready && ev->type != SDL_WINDOWEVENT && ev->type != SDL_QUIT && ev->type != SDL_MOUSEMOTION)
        app_update_held(a);
}
