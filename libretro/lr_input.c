/* lr_input.c — see lr_input.h. */
#include "libretro/lr_input.h"

#include <stdio.h>
#include <string.h>
#include "libretro/lr_osk.h"
#include "libretro/lr_pad.h"

void lri_init(lri *in)
{
    memset(in, 0, sizeof *in);
}

/* ---- keyboard ---- */

/* What a keyboard key does: the console key it types (plain and with
 * SHIFT: letters upper case as on the originals, a US keyboard's second
 * symbols), and the control it holds instead in titles that read it. The
 * holds are the desktop's default keymap (front/keymap.c, docs/host.md:
 * one key, one meaning): arrows, Space, Insert, Page Up/Down joystick 1;
 * I J K L, U, O, P joystick 2; the numeric keypad keypad 1 by position;
 * Q W E / A S D / Z X C, V, F, R keypad 2; F2-F5 the console buttons.
 * Here also the digit row is keypad 1 by number. One row per key, so this
 * table can move to front/ with the desktop's (issue 29). */
enum { H_NONE, H_JOY1, H_JOY2, H_PAD1, H_PAD2, H_BUTTON };
typedef struct keydef { uint16_t retrok; uint8_t plain, shifted, hold; uint16_t bit; } keydef;
#define T(k, p, s) { RETROK_##k, p, s, H_NONE, 0 }
#define J1(k, p, s, b) { RETROK_##k, p, s, H_JOY1, CON_J_##b }
#define J2(k, p, b) { RETROK_##k, p, p, H_JOY2, CON_J_##b }
#define P1(k, p, s, key) { RETROK_##k, p, s, H_PAD1, CON_PAD_##key }
#define P2(k, p, key) { RETROK_##k, p, p, H_PAD2, CON_PAD_##key }
#define BTN(k, b) { RETROK_##k, 0, 0, H_BUTTON, CON_B_##b }
static const keydef keys[] = {
    T(b, 'B', 'B'), T(g, 'G', 'G'), T(h, 'H', 'H'),
    T(m, 'M', 'M'), T(n, 'N', 'N'), T(t, 'T', 'T'), T(y, 'Y', 'Y'),
    P2(q, 'Q', KEY(1)), P2(w, 'W', KEY(2)), P2(e, 'E', KEY(3)), P2(a, 'A', KEY(4)),
    P2(s, 'S', KEY(5)),
    P2(d, 'D', KEY(6)), P2(z, 'Z', KEY(7)), P2(x, 'X', KEY(8)), P2(c, 'C', KEY(9)),
    P2(v, 'V', CLEAR), P2(f, 'F', 0), P2(r, 'R', ENTER),
    J2(i, 'I', UP), J2(k, 'K', DOWN), J2(j, 'J', LEFT), J2(l, 'L', RIGHT), J2(u, 'U', FIRE),
    J2(o, 'O', SIDE_A), J2(p, 'P', SIDE_B),
    P1(0, '0', ')', 0), P1(1, '1', '!', KEY(1)), P1(2, '2', '@', KEY(2)),
    P1(3, '3', '#', KEY(3)), P1(4, '4', '$', KEY(4)), P1(5, '5', '%', KEY(5)),
    P1(6, '6', '^', KEY(6)), P1(7, '7', '&', KEY(7)), P1(8, '8', '*', KEY(8)),
    P1(9, '9', '(', KEY(9)),
    J1(SPACE, ' ', ' ', FIRE), J1(INSERT, 0, 0, FIRE), J1(PAGEUP, 0, 0, SIDE_A),
    J1(PAGEDOWN, 0, 0, SIDE_B),
    J1(UP, CON_K_UP, CON_K_UP, UP), J1(DOWN, CON_K_DOWN, CON_K_DOWN, DOWN),
    J1(LEFT, CON_K_LEFT, CON_K_LEFT, LEFT), J1(RIGHT, CON_K_RIGHT, CON_K_RIGHT, RIGHT),
    T(MINUS, '-', '_'), T(EQUALS, '=', '+'),
    T(LEFTBRACKET, '[', '{'), T(RIGHTBRACKET, ']', '}'),
    T(BACKSLASH, '\\', '|'), T(SEMICOLON, ';', ':'),
    T(QUOTE, '\'', '"'), T(COMMA, ',', '<'), T(PERIOD, '.', '>'),
    T(SLASH, '/', '?'), T(BACKQUOTE, '`', '~'),
    T(RETURN, CON_K_ENTER, CON_K_ENTER), T(BACKSPACE, CON_K_BACKSPACE, CON_K_BACKSPACE),
    T(ESCAPE, CON_K_ESC, CON_K_ESC), T(PAUSE, CON_K_BREAK, CON_K_BREAK),
    T(END, CON_K_BREAK, CON_K_BREAK),
    T(HOME, CON_K_CLEAR, CON_K_CLEAR), T(DELETE, CON_K_CLEAR, CON_K_CLEAR),
    P1(KP7, '7', '7', KEY(1)), P1(KP8, '8', '8', KEY(2)), P1(KP9, '9', '9', KEY(3)),
    P1(KP4, '4', '4', KEY(4)), P1(KP5, '5', '5', KEY(5)), P1(KP6, '6', '6', KEY(6)),
    P1(KP1, '1', '1', KEY(7)), P1(KP2, '2', '2', KEY(8)), P1(KP3, '3', '3', KEY(9)),
    P1(KP_PERIOD, '.', '.', CLEAR), P1(KP0, '0', '0', 0),
    P1(KP_ENTER, CON_K_ENTER, CON_K_ENTER, ENTER),
    T(KP_DIVIDE, '/', '/'), T(KP_MULTIPLY, '*', '*'), T(KP_MINUS, '-', '-'), T(KP_PLUS, '+', '+'),
    BTN(F2, START), BTN(F3, SEL_A), BTN(F4, SEL_B), BTN(F5, OPTION),
    T(LSHIFT, 0, 0), T(RSHIFT, 0, 0),
};
#define NKEYS (sizeof keys / sizeof keys[0])
/* The last bit of `down`: SHIFT went down and nothing else since. */
#define SHIFT_ALONE (LRI_KEYS - 1)
typedef char keys_fit[NKEYS <= SHIFT_ALONE ? 1 : -1];

uint8_t lri_key_of(unsigned retrok, int shift)
{
    for (unsigned i = 0; i < NKEYS; i++)
        if (keys[i].retrok == retrok)
            return shift ? keys[i].shifted : keys[i].plain;
    return 0;
}

static void push_key(lri *in, uint8_t k)
{
    if (in->count < LRI_QUEUE)     /* a storm beyond the queue is dropped */
        in->queue[(in->head + in->count++) % LRI_QUEUE] = k;
}

/* Whether the title's typed keys ("A-Z Space", front/titles.h) include c. */
static int typed_has(const char *typed, uint8_t c)
{
    char w[16];
    int len;
    for (const char *s = typed ? typed : ""; sscanf(s, " %15s%n", w, &len) == 1; s += len)
        if ((!strcmp(w, "Space") && c == ' ')
            || (strlen(w) == 3 && w[1] == '-' && c >= (uint8_t)w[0] && c <= (uint8_t)w[2])
            || (strlen(w) == 1 && c == (uint8_t)w[0]))
            return 1;
    return 0;
}

/* Whether key k holds its control in this title (the desktop's rule: a
 * joystick the title does not read, or a key its manual types, leaves the
 * key to type). */
static int holds(const keydef *k, const lri_view *v)
{
    switch (k->hold) {
    case H_JOY1: return v->joysticks != 0 && !typed_has(v->typed, k->plain);
    case H_JOY2: return (v->joysticks < 0 || v->joysticks > 1) && !typed_has(v->typed, k->plain);
    case H_PAD1: return v->controllers > 0;
    case H_PAD2: return v->controllers > 1;
    case H_BUTTON: return 1;
    default: return 0;
    }
}

static void hold(hw_input *h, const keydef *k)
{
    switch (k->hold) {
    case H_JOY1: h->joy[0] |= (uint8_t)k->bit; break;
    case H_JOY2: h->joy[1] |= (uint8_t)k->bit; break;
    case H_PAD1: h->pad[0] |= k->bit; break;
    case H_PAD2: h->pad[1] |= k->bit; break;
    default: h->buttons |= (uint8_t)k->bit; break;
    }
}

static int bit_of(const uint8_t *b, unsigned i) { return b[i / 8] >> (i % 8) & 1; }
static void set_bit(uint8_t *b, unsigned i, int on)
{
    b[i / 8] = (uint8_t)((b[i / 8] & ~(1u << (i % 8))) | (unsigned)(on != 0) << (i % 8));
}

/* Whether key i goes to the cartridge at this poll. A key pressed with
 * Ctrl or Alt held (the host's shortcuts' modifiers: the desktop's rule),
 * or in the same poll as a RetroPad button that acts in the title (with
 * game focus off RetroArch maps that key to the RetroPad too: it is the
 * RetroPad's, as VICE's default "keyboard pass-through: off" has it), is
 * kept out until it is released; nothing goes in while Ctrl or Alt is held.
 * The modifier half is the desktop's km_press (front/keymap.h): once the
 * core maps its keys through front/'s one key table (issue 29), it calls
 * that instead; the RetroPad half stays here (RetroArch only). */
static int reaches(lri *in, unsigned i, int now, int was, int mods)
{
    if (now && !was && (mods || in->pad_went))
        set_bit(in->gone, i, 1);
    if (!now)
        set_bit(in->gone, i, 0);
    return now && !mods && !bit_of(in->gone, i);
}

/* Key-down edges type (a key that holds a control in this title does not,
 * unless the title is unknown: then it does both, as on the desktop); a
 * SHIFT pressed and released alone types SHIFT (Odin's "press SHIFT"). */
static void poll_keyboard(lri *in, retro_input_state_t cb, const lri_view *v)
{
    int shift = cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LSHIFT)
             || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RSHIFT);
    int mods = in->mods;
    int shift_was = 0, other = 0;
    if (shift)
        in->held.keymod |= CON_KEYMOD_SHIFT;
    for (unsigned i = 0; i < NKEYS; i++) {
        const keydef *k = &keys[i];
        int now = cb(0, RETRO_DEVICE_KEYBOARD, 0, k->retrok) != 0;
        int was = bit_of(in->down, i);
        set_bit(in->down, i, now);
        if (k->retrok == RETROK_LSHIFT || k->retrok == RETROK_RSHIFT) {
            shift_was |= was;
            continue;
        }
        other |= now && !was;
        if (!reaches(in, i, now, was, mods))
            continue;
        int held = holds(k, v);
        if (held)
            hold(&in->held, k);
        if (!was && k->plain && (!held || (v->joysticks < 0 && k->hold <= H_JOY2)))
            push_key(in, shift ? k->shifted : k->plain);
    }
    if (other || mods)
        set_bit(in->down, SHIFT_ALONE, 0);
    else if (shift && !shift_was)
        set_bit(in->down, SHIFT_ALONE, 1);
    else if (!shift && shift_was && bit_of(in->down, SHIFT_ALONE)) {
        push_key(in, CON_K_SHIFT);
        set_bit(in->down, SHIFT_ALONE, 0);
    }
}

/* ---- RetroPads ---- */

typedef struct bind { uint8_t id; uint16_t bit; } bind;
/* Controller p's joystick from RetroPad p. */
static const bind joy_binds[] = {
    { RETRO_DEVICE_ID_JOYPAD_UP, CON_J_UP }, { RETRO_DEVICE_ID_JOYPAD_DOWN, CON_J_DOWN },
    { RETRO_DEVICE_ID_JOYPAD_LEFT, CON_J_LEFT }, { RETRO_DEVICE_ID_JOYPAD_RIGHT, CON_J_RIGHT },
    { RETRO_DEVICE_ID_JOYPAD_B, CON_J_FIRE }, { RETRO_DEVICE_ID_JOYPAD_A, CON_J_SIDE_A },
    { RETRO_DEVICE_ID_JOYPAD_Y, CON_J_SIDE_B },
};
/* The console's buttons, from either RetroPad. */
static const bind button_binds[] = {
    { RETRO_DEVICE_ID_JOYPAD_START, CON_B_START }, { RETRO_DEVICE_ID_JOYPAD_SELECT, CON_B_SEL_A },
    { RETRO_DEVICE_ID_JOYPAD_X, CON_B_SEL_B }, { RETRO_DEVICE_ID_JOYPAD_L2, CON_B_OPTION },
};
/* While L or R is held: the keypad, one button per key (the controller's
 * grid on the D-pad and face buttons). */
static const bind pad_binds[] = {
    { RETRO_DEVICE_ID_JOYPAD_Y, CON_PAD_KEY(1) }, { RETRO_DEVICE_ID_JOYPAD_UP, CON_PAD_KEY(2) },
    { RETRO_DEVICE_ID_JOYPAD_X, CON_PAD_KEY(3) }, { RETRO_DEVICE_ID_JOYPAD_LEFT, CON_PAD_KEY(4) },
    { RETRO_DEVICE_ID_JOYPAD_R2, CON_PAD_KEY(5) }, { RETRO_DEVICE_ID_JOYPAD_RIGHT, CON_PAD_KEY(6) },
    { RETRO_DEVICE_ID_JOYPAD_B, CON_PAD_KEY(7) }, { RETRO_DEVICE_ID_JOYPAD_DOWN, CON_PAD_KEY(8) },
    { RETRO_DEVICE_ID_JOYPAD_A, CON_PAD_KEY(9) }, { RETRO_DEVICE_ID_JOYPAD_SELECT, CON_PAD_CLEAR },
    { RETRO_DEVICE_ID_JOYPAD_L2, CON_PAD_0 }, { RETRO_DEVICE_ID_JOYPAD_START, CON_PAD_ENTER },
};
#define NB(a) (sizeof a / sizeof a[0])

/* The RetroPad buttons of a binding table (bit id). */
static unsigned ids_of(const bind *b, unsigned n)
{
    unsigned ids = 0;
    for (unsigned i = 0; i < n; i++)
        ids |= 1u << b[i].id;
    return ids;
}

/* The console bits of the RetroPad buttons held (`now`: bit id). */
static unsigned read_binds(unsigned now, const bind *b, unsigned n)
{
    unsigned bits = 0;
    for (unsigned i = 0; i < n; i++)
        if (now >> b[i].id & 1)
            bits |= b[i].bit;
    return bits;
}

/* In a title with keypads, the RetroPad without L/R is also its keypad's
 * cursor keys and ENTER, as a game controller is on the desktop: D-pad
 * 2 4 6 8, B ENTER, A CLEAR, Y 5 (Capture plays on the D-pad alone). */
static const bind dpad_binds[] = {
    { RETRO_DEVICE_ID_JOYPAD_UP, CON_PAD_KEY(2) }, { RETRO_DEVICE_ID_JOYPAD_LEFT, CON_PAD_KEY(4) },
    { RETRO_DEVICE_ID_JOYPAD_RIGHT, CON_PAD_KEY(6) }, { RETRO_DEVICE_ID_JOYPAD_DOWN, CON_PAD_KEY(8) },
    { RETRO_DEVICE_ID_JOYPAD_B, CON_PAD_ENTER }, { RETRO_DEVICE_ID_JOYPAD_A, CON_PAD_CLEAR },
    { RETRO_DEVICE_ID_JOYPAD_Y, CON_PAD_KEY(5) },
};

/* The RetroPad buttons that act in the title: L and R always (the keypad
 * layer or the on-screen keyboard); the joystick's when the title reads
 * that joystick; with keypads, the D-pad and face buttons (keypad keys) and
 * the console buttons (read only by keypad titles among those carried; by
 * any title the core does not know). */
static unsigned acting(unsigned p, const lri_view *v)
{
    if (v->controllers > (int)p)
        return 0xFFFFu;
    unsigned a = 1u << RETRO_DEVICE_ID_JOYPAD_L | 1u << RETRO_DEVICE_ID_JOYPAD_R;
    if (v->joysticks < 0 || v->joysticks > (int)p)
        a |= ids_of(joy_binds, NB(joy_binds));
    if (v->controllers > 0 || v->joysticks < 0)
        a |= ids_of(button_binds, NB(button_binds));
    return a;
}

static void poll_pad(lri *in, retro_input_state_t cb, unsigned p, const lri_view *v)
{
    unsigned now = 0;
    for (unsigned id = 0; id < 16; id++)
        if (cb(p, RETRO_DEVICE_JOYPAD, 0, id))
            now |= 1u << id;
    unsigned went = now & ~in->pad_prev[p];
    in->pad_prev[p] = (uint16_t)now;
    /* With game focus off a key RetroArch binds to the RetroPad is the
     * RetroPad: pressed with Ctrl or Alt it stays out too, until released. */
    if (in->mods)
        in->pad_gone[p] |= (uint16_t)went;
    in->pad_gone[p] &= (uint16_t)now;
    now &= ~(unsigned)in->pad_gone[p];
    if (went & now & acting(p, v))
        in->pad_went = 1;
    int layer = now & (1u << RETRO_DEVICE_ID_JOYPAD_L | 1u << RETRO_DEVICE_ID_JOYPAD_R);
    if (layer) {
        in->held.pad[p] |= (uint16_t)read_binds(now, pad_binds, NB(pad_binds));
        in->shown |= (uint8_t)(1u << p);
        return;
    }
    in->held.joy[p] |= (uint8_t)read_binds(now, joy_binds, NB(joy_binds));
    in->held.buttons |= (uint8_t)read_binds(now, button_binds, NB(button_binds));
    if (v->controllers > (int)p)
        in->held.pad[p] |= (uint16_t)read_binds(now, dpad_binds, NB(dpad_binds));
}

/* A touch on a shown keypad holds that key. */
static void poll_pointer(lri *in, retro_input_state_t cb, const lri_view *v)
{
    if (!in->shown || !cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_PRESSED))
        return;
    int px = cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_X);
    int py = cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_Y);
    int fh = v->h + LRP_PANEL_H;      /* the keypads' panel under the picture */
    int x = (int)(((long)px + 0x7fff) * v->w / 0xfffe);
    int y = (int)(((long)py + 0x7fff) * fh / 0xfffe);
    int shown = (in->shown & 3) == 3 ? 2 : 1;
    for (int c = 0; c < 2; c++) {
        if (!(in->shown >> c & 1))
            continue;
        int slot = shown == 2 ? c : 0;
        int k = lrp_hit(slot, shown, v->w, fh, x, y);
        if (k >= 0)
            in->held.pad[c] |= (uint16_t)(1u << k);
    }
}

/* In a title without keypads the L/R layer is the on-screen keyboard: the
 * layer's keys 2 4 6 8 (the D-pad) move its cursor, 7 (B) types. Either
 * pad drives the one cursor. */
static void poll_osk(lri *in)
{
    int open = 0;
    for (int p = 0; p < 2; p++) {
        uint16_t k = in->held.pad[p];
        uint8_t nav = (uint8_t)((k & CON_PAD_KEY(2) ? LRO_UP : 0) | (k & CON_PAD_KEY(8) ? LRO_DOWN : 0)
                    | (k & CON_PAD_KEY(4) ? LRO_LEFT : 0) | (k & CON_PAD_KEY(6) ? LRO_RIGHT : 0)
                    | (k & CON_PAD_KEY(7) ? LRO_TYPE : 0));
        if (in->shown >> p & 1) {
            uint8_t typed = lro_step(&in->osk, &in->osk_prev[p], nav);
            if (typed)
                push_key(in, typed);
            open = 1;
        } else
            in->osk_prev[p] = 0;
        in->held.pad[p] = 0;
    }
    in->shown = open ? LRI_SHOWN_OSK : 0;
}

void lri_poll(lri *in, retro_input_state_t cb, const lri_view *v)
{
    memset(&in->held, 0, sizeof in->held);
    in->shown = 0;
    in->pad_went = 0;
    in->mods = cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LCTRL) || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RCTRL)
            || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LALT) || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RALT);
    for (unsigned p = 0; p < 2; p++)
        poll_pad(in, cb, p, v);
    if (v->osk)
        poll_osk(in);
    if (v->always)
        in->shown |= (uint8_t)((1u << (v->controllers > 1 ? 2 : 1)) - 1);
    if (!v->controllers)
        in->shown &= LRI_SHOWN_OSK;
    else if (v->controllers < 2)
        in->shown &= 1;
    poll_keyboard(in, cb, v);
    poll_pointer(in, cb, v);
    for (int p = 0; p < 2; p++) {
        in->pressed.pad[p] |= in->held.pad[p];
        in->pressed.joy[p] |= in->held.joy[p];
    }
    in->pressed.buttons |= in->held.buttons;
    in->pressed.keymod |= in->held.keymod;
}

void lri_latch(void *ctx, uint32_t frame, hw_input *out)
{
    lri *in = ctx;
    (void)frame;
    *out = in->held;
    for (int p = 0; p < 2; p++) {
        out->pad[p] |= in->pressed.pad[p];
        out->joy[p] |= in->pressed.joy[p];
    }
    out->buttons |= in->pressed.buttons;
    out->keymod |= in->pressed.keymod;
    memset(&in->pressed, 0, sizeof in->pressed);
    out->key = 0;
    if (in->count) {
        out->key = in->queue[in->head];
        in->head = (uint8_t)((in->head + 1) % LRI_QUEUE);
        in->count--;
    }
}
