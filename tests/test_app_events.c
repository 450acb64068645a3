/* test_app_events.c — the window's key, mouse and game controller events
 * (sdl/app_events.c) as the console's input: keypad titles, keyboard
 * titles, a virtual game controller. No window is opened. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <SDL2/SDL.h>

#include "sdl/app_int.h"
#include "front/input.h"
#include "front/keymap.h"
#include "front/layout.h"
#include "front/padmap.h"
#include "front/titles.h"

static app K;

static void keys_setup(int controllers)
{
    memset(&K, 0, sizeof K);
    cfg_defaults(&K.c);
    input_init(&K.p.in);
    app_release_all(&K);
    K.p.input_ready = 1;
    K.p.s.controllers = (uint8_t)controllers;
}

/* One key event, as the window's loop hands it over (no update between). */
static void key_event(SDL_Scancode sc, SDL_Keycode sym, uint16_t mod, int down)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    ev.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    ev.key.keysym.scancode = sc;
    ev.key.keysym.sym = sym;
    ev.key.keysym.mod = mod;
    app_event(&K, &ev);
}

static void event(SDL_Scancode sc, SDL_Keycode sym, int down)
{
    key_event(sc, sym, 0, down);
}

/* A key event, then the held controls as the loop updates them. */
static void press(SDL_Scancode sc, SDL_Keycode sym, uint16_t mod, int down)
{
    key_event(sc, sym, mod, down);
    app_update_held(&K);
}

static hw_input latch(uint32_t frame)
{
    hw_input out;
    input_latch(&K.p.in, frame, &out);
    return out;
}

/* A left click on key k of drawn keypad p (two keypads laid out in a
 * 1200x800 window; no window: pixels = points). */
static SDL_Event click_on(int p, int k)
{
    view v = { .fb_w = 144, .fb_h = 224, .par_num = 1, .par_den = 1, .integer = 1, .pads = 2, .buttons = 1 };
    layout_compute(&K.lay, &v, 1200, 800);
    K.v = v;
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_MOUSEBUTTONDOWN;
    ev.button.button = SDL_BUTTON_LEFT;
    ev.button.x = K.lay.key[p][k].x + 2;
    ev.button.y = K.lay.key[p][k].y + 2;
    return ev;
}

static void test_keys_keypad_title(void **state)
{
    (void)state;
    keys_setup(2);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 1);       /* player 1 key 1, held */
    press(SDL_SCANCODE_R, SDLK_r, 0, 1);             /* player 2 ENTER */
    hw_input in = latch(1);
    assert_int_equal(in.pad[0], CON_PAD_KEY(1));
    assert_int_equal(in.pad[1], CON_PAD_ENTER);
    assert_int_equal(in.key, 0);                     /* keypad keys do not type */
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 0);
    press(SDL_SCANCODE_R, SDLK_r, 0, 0);
    press(SDL_SCANCODE_F2, SDLK_F2, 0, 1);
    press(SDL_SCANCODE_UP, SDLK_UP, 0, 1);
    in = latch(2);
    assert_int_equal(in.pad[0] | in.pad[1], 0);
    assert_int_equal(in.buttons, CON_B_START);
    assert_int_equal(in.joy[0], CON_J_UP);
    assert_int_equal(in.key, CON_K_UP);              /* arrows also type */
    /* Clicking a key on the drawn keypad holds it. */
    SDL_Event ev = click_on(1, 10);
    K.mouse_hit = layout_hit(&K.lay, &K.v, ev.button.x, ev.button.y);
    app_update_held(&K);
    assert_int_equal(latch(3).pad[1], CON_PAD_0);
    app_release_all(&K);
    app_update_held(&K);
    assert_int_equal(latch(4).pad[1], 0);
    input_destroy(&K.p.in);
}

#if SDL_VERSION_ATLEAST(2, 24, 0)
/* A virtual game controller (SDL's GameController buttons and axes). */
static int attach_pad(void)
{
    SDL_VirtualJoystickDesc d;
    SDL_zero(d);
    d.version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION;
    d.type = SDL_JOYSTICK_TYPE_GAMECONTROLLER;
    d.naxes = SDL_CONTROLLER_AXIS_MAX;
    d.nbuttons = SDL_CONTROLLER_BUTTON_MAX;
    d.button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1;
    d.axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1;
    d.name = "annex test pad";
    int idx = SDL_JoystickAttachVirtualEx(&d);
    assert_true(idx >= 0);
    assert_true(SDL_IsGameController(idx));
    return idx;
}

#endif

/* A game controller through SDL's GameController API (a virtual one, so
 * the test needs no hardware): it is opened when it appears, and its
 * buttons and stick reach the latched input as player 1's. */
static void test_game_controller(void **state)
{
    (void)state;
#if !SDL_VERSION_ATLEAST(2, 24, 0)
    skip();  /* virtual game controllers came with SDL 2.24 */
#else
    SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI, "0");
    assert_int_equal(SDL_Init(SDL_INIT_GAMECONTROLLER), 0);
    int idx = attach_pad();
    keys_setup(1);
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERDEVICEADDED;
    ev.cdevice.which = idx;
    app_event(&K, &ev);
    assert_non_null(K.gc[0]);
    assert_null(K.gc[1]);
    SDL_Joystick *j = SDL_GameControllerGetJoystick(K.gc[0]);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_A, 1);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_START, 1);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_LEFTX, -32000);
    SDL_GameControllerUpdate();
    ev.type = SDL_CONTROLLERBUTTONDOWN;
    app_event(&K, &ev);
    app_update_held(&K);
    hw_input in = latch(1);
    assert_int_equal(in.joy[0], CON_J_FIRE | CON_J_LEFT);
    assert_int_equal(in.joy[1], 0);
    assert_int_equal(in.buttons, CON_B_START);
    /* A keypad title: the pad also presses keypad keys (A = ENTER, left = 4). */
    assert_int_equal(in.pad[0], CON_PAD_ENTER | CON_PAD_KEY(4));
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_A, 0);
    SDL_JoystickSetVirtualButton(j, SDL_CONTROLLER_BUTTON_START, 0);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_LEFTX, 0);
    SDL_GameControllerUpdate();
    ev.type = SDL_CONTROLLERBUTTONUP;
    app_event(&K, &ev);
    app_update_held(&K);
    in = latch(2);
    assert_int_equal(in.joy[0] | in.buttons | in.pad[0], 0);
    SDL_GameControllerClose(K.gc[0]);
    SDL_JoystickDetachVirtual(idx);
    input_destroy(&K.p.in);
    SDL_Quit();
#endif
}

static void test_keys_keyboard_title(void **state)
{
    (void)state;
    keys_setup(0);
    press(SDL_SCANCODE_Q, SDLK_q, 0, 1);             /* no controllers: Q types */
    press(SDL_SCANCODE_Q, SDLK_q, 0, 0);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 1);
    press(SDL_SCANCODE_KP_7, SDLK_KP_7, 0, 0);
    press(SDL_SCANCODE_PAUSE, SDLK_PAUSE, 0, 1);     /* BREAK */
    press(SDL_SCANCODE_HOME, SDLK_HOME, 0, 1);       /* CLEAR */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, KMOD_LSHIFT, 1);
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, 0, 0);   /* alone: SHIFT */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, KMOD_LSHIFT, 1);
    press(SDL_SCANCODE_1, SDLK_1, KMOD_LSHIFT, 1);   /* with a key: '!', no SHIFT */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, 0, 0);
    press(SDL_SCANCODE_Q, SDLK_q, KMOD_MODE, 1);     /* AltGr+Q (a layout's @): Alt, nothing */
    press(SDL_SCANCODE_Q, SDLK_q, KMOD_MODE, 0);
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, KMOD_LGUI, 1);   /* Super+Space: the system's */
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, KMOD_LGUI, 0);
    press(SDL_SCANCODE_L, SDLK_l, KMOD_LCTRL, 1);    /* Ctrl+L: a command, not typed */
    assert_int_equal(K.c.set.scanlines, 1);
    press(SDL_SCANCODE_RETURN, SDLK_RETURN, 0, 1);
    press(SDL_SCANCODE_RETURN, SDLK_RETURN, 0, 0);
    press(SDL_SCANCODE_I, SDLK_i, 0, 1);             /* joystick 2 up, and still typed */
    press(SDL_SCANCODE_U, SDLK_u, 0, 1);             /* joystick 2 fire */
    const uint8_t want[] = { 'Q', '7', CON_K_BREAK, CON_K_CLEAR, CON_K_SHIFT, '!', CON_K_ENTER, 'I', 'U', 0 };
    assert_int_equal(K.held.joy[1], CON_J_UP | CON_J_FIRE);
    assert_int_equal(K.held.joy[0], 0);
    for (uint32_t f = 0; f < sizeof want; f++)
        assert_int_equal(latch(f + 1).key, want[f]);
    /* Warp while Tab is held. */
    press(SDL_SCANCODE_TAB, SDLK_TAB, 0, 1);
    assert_true(K.warp);
    press(SDL_SCANCODE_TAB, SDLK_TAB, 0, 0);
    assert_false(K.warp);
    input_destroy(&K.p.in);
}

/* The F1 help is modal, as the page's: while it is shown a typed key, a
 * joystick key and a command's key do nothing (nothing queued or held
 * for the paused game); the scroll keys scroll it; F1 or Esc closes it, and
 * Esc types no ESC. */
static void test_keys_help_modal(void **state)
{
    (void)state;
    keys_setup(0);
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 1);
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 0);
    assert_true(K.help);
    press(SDL_SCANCODE_Q, SDLK_q, 0, 1);             /* would type Q */
    press(SDL_SCANCODE_Q, SDLK_q, 0, 0);
    press(SDL_SCANCODE_I, SDLK_i, 0, 1);             /* would hold joystick 2 up */
    assert_int_equal(K.held.joy[1], 0);
    press(SDL_SCANCODE_I, SDLK_i, 0, 0);
    press(SDL_SCANCODE_L, SDLK_l, KMOD_LCTRL, 1);    /* would toggle the scanlines */
    assert_int_equal(K.c.set.scanlines, 0);
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, KMOD_LSHIFT, 1);   /* would type SHIFT */
    press(SDL_SCANCODE_LSHIFT, SDLK_LSHIFT, 0, 0);
    press(SDL_SCANCODE_PAGEDOWN, SDLK_PAGEDOWN, 0, 1);   /* the help's own key */
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 1);
    assert_false(K.help);
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 0);
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 1);
    press(SDL_SCANCODE_F1, SDLK_F1, 0, 0);
    press(SDL_SCANCODE_ESCAPE, SDLK_ESCAPE, 0, 1);
    press(SDL_SCANCODE_ESCAPE, SDLK_ESCAPE, 0, 0);
    assert_false(K.help);
    assert_int_equal(latch(1).key, 0);               /* no Q, no SHIFT, no ESC */
    input_destroy(&K.p.in);
}

/* A title of the registry, as the window opens it (sess_open). */
static void keys_title(const char *name)
{
    keys_setup(0);
    K.p.s.title = ttl_find(name);
    assert_non_null(K.p.s.title);
    K.p.s.controllers = K.p.s.title->controllers;
}

#if SDL_VERSION_ATLEAST(2, 24, 0)
/* SDL's GameController button at each standard position (padmap.h); the
 * triggers are axes. */
static const SDL_GameControllerButton sdl_of[PM_BUTTONS] = {
    [PM_UP] = SDL_CONTROLLER_BUTTON_DPAD_UP, [PM_DOWN] = SDL_CONTROLLER_BUTTON_DPAD_DOWN,
    [PM_LEFT] = SDL_CONTROLLER_BUTTON_DPAD_LEFT, [PM_RIGHT] = SDL_CONTROLLER_BUTTON_DPAD_RIGHT,
    [PM_SOUTH] = SDL_CONTROLLER_BUTTON_A, [PM_EAST] = SDL_CONTROLLER_BUTTON_B,
    [PM_WEST] = SDL_CONTROLLER_BUTTON_X, [PM_NORTH] = SDL_CONTROLLER_BUTTON_Y,
    [PM_L] = SDL_CONTROLLER_BUTTON_LEFTSHOULDER, [PM_R] = SDL_CONTROLLER_BUTTON_RIGHTSHOULDER,
    [PM_L2] = SDL_CONTROLLER_BUTTON_INVALID, [PM_R2] = SDL_CONTROLLER_BUTTON_INVALID,
    [PM_START] = SDL_CONTROLLER_BUTTON_START, [PM_SELECT] = SDL_CONTROLLER_BUTTON_BACK,
    [PM_L3] = SDL_CONTROLLER_BUTTON_LEFTSTICK, [PM_R3] = SDL_CONTROLLER_BUTTON_RIGHTSTICK,
};

/* Controller p holds the standard buttons `held` (a trigger at rest is the
 * raw axis' minimum), as one event. */
static void hold_pad(int p, unsigned held)
{
    SDL_Joystick *j = SDL_GameControllerGetJoystick(K.gc[p]);
    for (int b = 0; b < PM_BUTTONS; b++)
        if (sdl_of[b] != SDL_CONTROLLER_BUTTON_INVALID)
            SDL_JoystickSetVirtualButton(j, sdl_of[b], held >> b & 1);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_TRIGGERLEFT, held & PM_BIT(PM_L2) ? 32767 : -32768);
    SDL_JoystickSetVirtualAxis(j, SDL_CONTROLLER_AXIS_TRIGGERRIGHT, held & PM_BIT(PM_R2) ? 32767 : -32768);
    SDL_GameControllerUpdate();
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERBUTTONDOWN;
    app_event(&K, &ev);
    app_update_held(&K);
}

/* What controller p holding `held` latches in the title set up, then
 * released (nothing left held). */
static hw_input pad_latch(int p, unsigned held)
{
    hold_pad(p, held);
    hw_input in = latch(1);
    hold_pad(p, 0);
    latch(2);
    hw_input none = latch(3);
    assert_int_equal(none.joy[0] | none.joy[1] | none.pad[0] | none.pad[1] | none.buttons, 0);
    return in;
}

static void open_two_pads(void)
{
    SDL_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.type = SDL_CONTROLLERDEVICEADDED;
    app_event(&K, &ev);
    assert_non_null(K.gc[0]);
    assert_non_null(K.gc[1]);
}

static void expect_table(const ttl_entry *e, int p, unsigned held)
{
    km_title t = sess_keys(&K.p.s);
    hw_input want, got = pad_latch(p, held);
    memset(&want, 0, sizeof want);
    pm_apply(&t, p, held, &want);
    if (memcmp(got.joy, want.joy, 2) || memcmp(got.pad, want.pad, sizeof got.pad) || got.buttons != want.buttons)
        fail_msg("%s, pad %d, buttons %#x: joy %02x %02x pad %03x %03x buttons %02x, "
                 "the table's joy %02x %02x pad %03x %03x buttons %02x", e ? e->name : "unknown ROM",
                 p + 1, held, got.joy[0], got.joy[1], got.pad[0], got.pad[1], got.buttons,
                 want.joy[0], want.joy[1], want.pad[0], want.pad[1], want.buttons);
}

/* Every standard button, alone and in the keypad layer (L held), on
 * either controller, in every title and a ROM the registry does not know:
 * the window does what front/padmap.h's table says (the libretro core's
 * test_libretro checks the RetroPad against the same table). */
static void test_pad_table(void **state)
{
    (void)state;
    SDL_SetHint(SDL_HINT_JOYSTICK_HIDAPI, "0");
    assert_int_equal(SDL_Init(SDL_INIT_GAMECONTROLLER), 0);
    int idx[2] = { attach_pad(), attach_pad() };
    for (unsigned i = 0; i <= ttl_count; i++) {
        const ttl_entry *e = i < ttl_count ? &ttl_titles[i] : NULL;
        if (e)
            keys_title(e->name);
        else
            keys_setup(2);
        open_two_pads();
        for (int p = 0; p < 2; p++)
            for (int b = 0; b < PM_BUTTONS; b++) {
                expect_table(e, p, PM_BIT(b));
                expect_table(e, p, PM_BIT(b) | PM_BIT(PM_L));
            }
        for (int p = 0; p < 2; p++)
            SDL_GameControllerClose(K.gc[p]);
        input_destroy(&K.p.in);
    }
    /* The table itself, as docs/host.md gives it: in Capture North is
     * SELECT B, South ENTER, R alone nothing, the layer's L2 key 0 and R2
     * key 5; in
     * Vice Versa South is fire and START does nothing (it reads none). */
    keys_title("capture");
    open_two_pads();
    assert_int_equal(pad_latch(0, PM_BIT(PM_NORTH)).buttons, CON_B_SEL_B);
    assert_int_equal(pad_latch(0, PM_BIT(PM_L) | PM_BIT(PM_L2)).pad[0], CON_PAD_0);
    assert_int_equal(pad_latch(0, PM_BIT(PM_SOUTH)).pad[0], CON_PAD_ENTER);
    hw_input r = pad_latch(0, PM_BIT(PM_R));
    assert_int_equal(r.buttons | r.pad[0] | r.joy[0], 0);
    assert_int_equal(pad_latch(1, PM_BIT(PM_R) | PM_BIT(PM_R2)).pad[1], CON_PAD_KEY(5));
    for (int p = 0; p < 2; p++)
        SDL_GameControllerClose(K.gc[p]);
    input_destroy(&K.p.in);
    keys_title("vice-versa");
    open_two_pads();
    assert_int_equal(pad_latch(1, PM_BIT(PM_SOUTH)).joy[1], CON_J_FIRE);
    assert_int_equal(pad_latch(0, PM_BIT(PM_START)).buttons, 0);
    for (int p = 0; p < 2; p++)
        SDL_GameControllerClose(K.gc[p]);
    input_destroy(&K.p.in);
    SDL_JoystickDetachVirtual(idx[1]);
    SDL_JoystickDetachVirtual(idx[0]);
    SDL_Quit();
}
#else
static void test_pad_table(void **state)
{
    (void)state;
    skip();  /* virtual game controllers came with SDL 2.24 */
}
#endif

/* One key, one meaning: a host shortcut never presses the joystick
 * (Vice Versa's Ctrl+L or Alt held left fire and a side button held), a
 * joystick key does not type too, and a key the title's manual types
 * (Ricochet's SPACE and letters, Odin's arrows and SPACE) is that key only. */
static void test_keys_one_meaning(void **state)
{
    (void)state;
    keys_title("vice-versa");
    press(SDL_SCANCODE_LCTRL, SDLK_LCTRL, KMOD_LCTRL, 1);
    assert_int_equal(K.held.joy[0], 0);
    press(SDL_SCANCODE_L, SDLK_l, KMOD_LCTRL, 1);    /* scanlines, only */
    assert_int_equal(K.c.set.scanlines, 1);
    assert_int_equal(K.held.joy[0] | K.held.joy[1], 0);
    press(SDL_SCANCODE_L, SDLK_l, KMOD_LCTRL, 0);
    press(SDL_SCANCODE_LCTRL, SDLK_LCTRL, 0, 0);
    press(SDL_SCANCODE_LALT, SDLK_LALT, KMOD_LALT, 1);
    press(SDL_SCANCODE_RCTRL, SDLK_RCTRL, KMOD_RCTRL | KMOD_LALT, 1);
    assert_int_equal(K.held.joy[0], 0);
    press(SDL_SCANCODE_RCTRL, SDLK_RCTRL, KMOD_LALT, 0);
    press(SDL_SCANCODE_LALT, SDLK_LALT, 0, 0);
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, 0, 1);     /* Vice Versa: fire, not typed */
    press(SDL_SCANCODE_U, SDLK_u, 0, 1);             /* joystick 2 fire, not typed */
    assert_int_equal(K.held.joy[0], CON_J_FIRE);
    assert_int_equal(K.held.joy[1], CON_J_FIRE);
    assert_int_equal(latch(1).key, 0);
    input_destroy(&K.p.in);

    keys_title("ricochet");
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, 0, 1);     /* its manual's SPACE */
    press(SDL_SCANCODE_L, SDLK_l, 0, 1);             /* L launch, not joystick 2 right */
    assert_int_equal(K.held.joy[0] | K.held.joy[1], 0);
    press(SDL_SCANCODE_INSERT, SDLK_INSERT, 0, 1);   /* its keyboard fire */
    press(SDL_SCANCODE_UP, SDLK_UP, 0, 1);
    assert_int_equal(K.held.joy[0], CON_J_FIRE | CON_J_UP);
    assert_int_equal(latch(1).key, ' ');
    assert_int_equal(latch(2).key, 'L');
    assert_int_equal(latch(3).key, 0);
    input_destroy(&K.p.in);

    keys_title("odin");                              /* reads no joystick */
    press(SDL_SCANCODE_UP, SDLK_UP, 0, 1);
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, 0, 1);
    assert_int_equal(K.held.joy[0], 0);
    assert_int_equal(latch(1).key, CON_K_UP);
    assert_int_equal(latch(2).key, ' ');
    input_destroy(&K.p.in);
}

/* Ctrl or Alt held with a joystick, keypad or console-button key (or the
 * typed BREAK) never reaches the cartridge: they are the host shortcuts'
 * modifiers. Only a combination the title's descriptor asks for does
 * (Entrap's Ctrl+Pause, the IBM PC's Ctrl+Break). */
static void test_keys_modifiers(void **state)
{
    (void)state;
    keys_title("ricochet");
    press(SDL_SCANCODE_INSERT, SDLK_INSERT, KMOD_LCTRL, 1);  /* Ctrl+Insert: no launch */
    press(SDL_SCANCODE_UP, SDLK_UP, KMOD_LALT, 1);
    assert_int_equal(K.held.joy[0], 0);
    press(SDL_SCANCODE_INSERT, SDLK_INSERT, 0, 0);
    press(SDL_SCANCODE_UP, SDLK_UP, 0, 0);
    press(SDL_SCANCODE_INSERT, SDLK_INSERT, 0, 1);           /* alone: fire */
    assert_int_equal(K.held.joy[0], CON_J_FIRE);
    press(SDL_SCANCODE_INSERT, SDLK_INSERT, 0, 0);
    press(SDL_SCANCODE_END, SDLK_END, KMOD_RCTRL, 1);        /* not BREAK */
    assert_int_equal(latch(1).key, 0);
    input_destroy(&K.p.in);

    keys_title("vice-versa");
    press(SDL_SCANCODE_SPACE, SDLK_SPACE, KMOD_LCTRL, 1);    /* Ctrl+Space: no disc */
    press(SDL_SCANCODE_U, SDLK_u, KMOD_LALT, 1);
    press(SDL_SCANCODE_K, SDLK_k, KMOD_LCTRL | KMOD_LALT, 1);
    assert_int_equal(K.held.joy[0] | K.held.joy[1], 0);
    assert_int_equal(latch(1).key, 0);
    input_destroy(&K.p.in);

    keys_title("capture");
    press(SDL_SCANCODE_F3, SDLK_F3, KMOD_LCTRL, 1);          /* Ctrl+F3: the level stays */
    press(SDL_SCANCODE_KP_ENTER, SDLK_KP_ENTER, KMOD_LCTRL, 1);
    press(SDL_SCANCODE_Q, SDLK_q, KMOD_RALT, 1);
    assert_int_equal(K.held.buttons, 0);
    assert_int_equal(K.held.pad[0] | K.held.pad[1], 0);
    assert_int_equal(latch(1).buttons, 0);
    press(SDL_SCANCODE_KP_ENTER, SDLK_KP_ENTER, 0, 0);
    press(SDL_SCANCODE_KP_ENTER, SDLK_KP_ENTER, 0, 1);       /* alone: ENTER */
    assert_int_equal(K.held.pad[0], CON_PAD_ENTER);
    input_destroy(&K.p.in);

    keys_title("entrap");
    press(SDL_SCANCODE_END, SDLK_END, KMOD_LALT, 1);         /* Alt+End: nothing */
    press(SDL_SCANCODE_PAUSE, SDLK_PAUSE, KMOD_LCTRL, 1);    /* Ctrl+Break: BREAK */
    assert_int_equal(latch(1).key, CON_K_BREAK);
    assert_int_equal(latch(2).key, 0);
    input_destroy(&K.p.in);
}

/* The key names of front/hidkey.c are SDL's for every HID usage (SDL's
 * scancodes are the usages), both ways: an annex.conf means the same keys. */
static void test_keys_names_are_sdls(void **state)
{
    (void)state;
    for (int u = 0; u < HID_KEYS; u++) {
        const char *sdl = SDL_GetScancodeName((SDL_Scancode)u);
        assert_string_equal(hid_name((uint16_t)u), sdl);
        if (sdl[0])
            assert_int_equal(hid_usage(sdl), SDL_GetScancodeFromName(sdl));
    }
}

/* Every press counts: a press and its release handed over in one tick (as
 * xdotool's zero-length `key Up` does) reach the next latch, once; so does
 * a click on a drawn keypad key released before the tick. */
static void test_keys_taps_count(void **state)
{
    (void)state;
    keys_title("vice-versa");
    event(SDL_SCANCODE_UP, SDLK_UP, 1);
    event(SDL_SCANCODE_UP, SDLK_UP, 0);
    event(SDL_SCANCODE_SPACE, SDLK_SPACE, 1);
    event(SDL_SCANCODE_SPACE, SDLK_SPACE, 0);
    app_update_held(&K);                             /* the loop's, after its events */
    assert_int_equal(latch(1).joy[0], CON_J_UP | CON_J_FIRE);
    assert_int_equal(latch(2).joy[0], 0);            /* once */
    input_destroy(&K.p.in);
    keys_title("capture");
    SDL_Event ev = click_on(0, 11);
    app_event(&K, &ev);
    ev.type = SDL_MOUSEBUTTONUP;
    app_event(&K, &ev);
    app_update_held(&K);
    assert_int_equal(latch(1).pad[0], CON_PAD_ENTER);
    input_destroy(&K.p.in);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keys_keypad_title),
        cmocka_unit_test(test_game_controller),
        cmocka_unit_test(test_pad_table),
        cmocka_unit_test(test_keys_keyboard_title),
        cmocka_unit_test(test_keys_help_modal),
        cmocka_unit_test(test_keys_one_meaning),
        cmocka_unit_test(test_keys_taps_count),
        cmocka_unit_test(test_keys_modifiers),
        cmocka_unit_test(test_keys_names_are_sdls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
