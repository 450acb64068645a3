/* lr_input.c — see lr_input.h. */
#include "libretro/lr_input.h"

#include <string.h>
#include "libretro/lr_osk.h"
#include "libretro/lr_pad.h"
#include "front/padmap.h"

void lri_init(lri *in)
{
    memset(in, 0, sizeof *in);
}

/* ---- keyboard ---- */

/* RetroArch's keys in the one key space (front/hidkey.h): a retro_key and
 * its USB HID usage, one row per key polled. What a key does is front/'s
 * (km_key): the core keeps no meaning of its own. Ctrl and Alt are read
 * as modifiers, not rows. */
typedef struct keyrow { uint16_t retrok; uint8_t usage; } keyrow;
#define K(k, u) { RETROK_##k, u }
static const keyrow keys[] = {
    K(a, 4), K(b, 5), K(c, 6), K(d, 7), K(e, 8), K(f, 9), K(g, 10), K(h, 11), K(i, 12),
    K(j, 13), K(k, 14), K(l, 15), K(m, 16), K(n, 17), K(o, 18), K(p, 19), K(q, 20),
    K(r, 21), K(s, 22), K(t, 23), K(u, 24), K(v, 25), K(w, 26), K(x, 27), K(y, 28), K(z, 29),
    K(1, 30), K(2, 31), K(3, 32), K(4, 33), K(5, 34), K(6, 35), K(7, 36), K(8, 37),
    K(9, 38), K(0, 39), K(RETURN, 40), K(ESCAPE, 41), K(BACKSPACE, 42), K(TAB, 43),
    K(SPACE, 44), K(MINUS, 45), K(EQUALS, 46), K(LEFTBRACKET, 47), K(RIGHTBRACKET, 48),
    K(BACKSLASH, 49), K(SEMICOLON, 51), K(QUOTE, 52), K(BACKQUOTE, 53), K(COMMA, 54),
    K(PERIOD, 55), K(SLASH, 56), K(F1, 58), K(F2, 59), K(F3, 60), K(F4, 61), K(F5, 62),
    K(F6, 63), K(F7, 64), K(F8, 65), K(F9, 66), K(F10, 67), K(F11, 68), K(F12, 69),
    K(PRINT, 70), K(PAUSE, 72), K(INSERT, 73), K(HOME, 74), K(PAGEUP, 75), K(DELETE, 76),
    K(END, 77), K(PAGEDOWN, 78), K(RIGHT, 79), K(LEFT, 80), K(DOWN, 81), K(UP, 82),
    K(KP_DIVIDE, 84), K(KP_MULTIPLY, 85), K(KP_MINUS, 86), K(KP_PLUS, 87), K(KP_ENTER, 88),
    K(KP1, 89), K(KP2, 90), K(KP3, 91), K(KP4, 92), K(KP5, 93), K(KP6, 94), K(KP7, 95),
    K(KP8, 96), K(KP9, 97), K(KP0, 98), K(KP_PERIOD, 99), K(LSHIFT, HID_LSHIFT),
    K(RSHIFT, HID_RSHIFT),
};
#define NKEYS (sizeof keys / sizeof keys[0])
/* The last bit of `down`: SHIFT went down and nothing else since. */
#define SHIFT_ALONE (LRI_KEYS - 1)
typedef char keys_fit[NKEYS == LRI_ROWS && NKEYS <= SHIFT_ALONE ? 1 : -1];

uint16_t lri_usage(unsigned retrok)
{
    for (unsigned i = 0; i < NKEYS; i++)
        if (keys[i].retrok == retrok)
            return keys[i].usage;
    return 0;
}

/* The default keys, the window's and the page's (the digit row is player
 * 1's keypad by number there too: front/keymap.c). */
const keymap *lri_keymap(void)
{
    static keymap k;
    static int made;
    if (!made) {
        km_defaults(&k);
        made = 1;
    }
    return &k;
}

static void push_key(lri *in, uint8_t k)
{
    if (in->count < LRI_QUEUE)     /* a storm beyond the queue is dropped */
        in->queue[(in->head + in->count++) % LRI_QUEUE] = k;
}

static int bit_of(const uint8_t *b, unsigned i) { return b[i / 8] >> (i % 8) & 1; }
static void set_bit(uint8_t *b, unsigned i, int on)
{
    b[i / 8] = (uint8_t)((b[i / 8] & ~(1u << (i % 8))) | (unsigned)(on != 0) << (i % 8));
}

/* Key `usage` held with `mods` in the title (km_key): its held actions
 * (when `hold`) and, on its down edge, the keys it types. Host commands
 * are RetroArch's own, so they do nothing here, as in the cartridge.
 * Returns whether it typed. */
static int press(lri *in, const km_title *t, uint16_t usage, uint8_t mods, int edge, int hold)
{
    int typing = 0;
    int acts[8];
    uint8_t typed;
    int n = km_key(lri_keymap(), t, usage, mods, 0, acts, 8, &typed);
    for (int i = 0; i < n; i++) {
        if (hold && km_is_held(acts[i]))
            km_apply(acts[i], &in->held);
        if (edge && km_typed_action(acts[i])) {
            push_key(in, km_typed_action(acts[i]));
            typing = 1;
        }
    }
    if (edge && typed)
        push_key(in, typed);
    return typing || (edge && typed);
}

/* A typing key held repeats, as a keyboard's autorepeat does in the window
 * (counted in polls, so a state or a replay repeats alike): after about
 * half a second, then 15 times a second. The last key pressed repeats. */
#define REPEAT_DELAY 30
#define REPEAT_EVERY 4
static void repeat(lri *in, const km_title *t, uint8_t mods)
{
    unsigned i = in->rep_row - 1u;
    if (!in->rep_row || !bit_of(in->down, i) || bit_of(in->gone, i) || mods & KM_CHORD) {
        in->rep_row = 0;
        return;
    }
    if (++in->rep_held >= REPEAT_DELAY && (in->rep_held - REPEAT_DELAY) % REPEAT_EVERY == 0)
        press(in, t, keys[i].usage, mods, 1, 0);
}

/* Key i at this poll. A key pressed with Ctrl or Alt held means what
 * km_key says of the chord (nothing, unless the title asks for it: its
 * typed key) and then nothing until released, as on the desktop; a key
 * pressed in the same poll as a RetroPad button that acts in the title
 * (with game focus off RetroArch maps that key to the RetroPad: it is the
 * RetroPad's, as VICE's default "keyboard pass-through: off" has it) is
 * kept out until released. That RetroPad half is RetroArch's alone. */
static void poll_key(lri *in, unsigned i, int now, int was, uint8_t mods, const km_title *t)
{
    if (!now) {
        set_bit(in->gone, i, 0);
        return;
    }
    if (!was && (mods & KM_CHORD || in->pad_went)) {
        set_bit(in->gone, i, 1);
        if (!in->pad_went)
            press(in, t, keys[i].usage, mods, 1, 0);
    }
    /* A key held since a press without Ctrl or Alt keeps that press's
     * meaning when one goes down beside it, as on the desktop. */
    uint8_t as_pressed = was ? (uint8_t)(mods & ~KM_CHORD) : mods;
    if (!bit_of(in->gone, i) && press(in, t, keys[i].usage, as_pressed, !was, 1) && !was) {
        in->rep_row = (uint8_t)(i + 1);
        in->rep_held = 0;
    } else if (!was)
        in->rep_row = 0;                   /* a new key stops the repeat */
}

/* A SHIFT pressed and released alone types SHIFT (Odin's "press SHIFT"). */
static void poll_keyboard(lri *in, retro_input_state_t cb, const km_title *t)
{
    int shift = cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LSHIFT)
             || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RSHIFT);
    uint8_t mods = (uint8_t)(in->mods | (shift ? KM_SHIFT : 0));
    int shift_was = 0, other = 0;
    if (shift)
        in->held.keymod |= CON_KEYMOD_SHIFT;
    for (unsigned i = 0; i < NKEYS; i++) {
        int now = cb(0, RETRO_DEVICE_KEYBOARD, 0, keys[i].retrok) != 0;
        int was = bit_of(in->down, i);
        set_bit(in->down, i, now);
        if (hid_is_shift(keys[i].usage)) {
            shift_was |= was;
            continue;
        }
        other |= now && !was;
        poll_key(in, i, now, was, mods, t);
    }
    repeat(in, t, mods);
    if (other || in->mods)
        set_bit(in->down, SHIFT_ALONE, 0);
    else if (shift && !shift_was)
        set_bit(in->down, SHIFT_ALONE, 1);
    else if (!shift && shift_was && bit_of(in->down, SHIFT_ALONE)) {
        push_key(in, CON_K_SHIFT);
        set_bit(in->down, SHIFT_ALONE, 0);
    }
}

/* ---- RetroPads ---- */

/* The RetroPad's buttons (by RETRO_DEVICE_ID_JOYPAD_*) as the standard
 * gamepad's: what they do is front/padmap.h's, the desktop's too. */
static const uint8_t retropad[16] = {
    [RETRO_DEVICE_ID_JOYPAD_B] = PM_SOUTH, [RETRO_DEVICE_ID_JOYPAD_Y] = PM_WEST,
    [RETRO_DEVICE_ID_JOYPAD_SELECT] = PM_SELECT, [RETRO_DEVICE_ID_JOYPAD_START] = PM_START,
    [RETRO_DEVICE_ID_JOYPAD_UP] = PM_UP, [RETRO_DEVICE_ID_JOYPAD_DOWN] = PM_DOWN,
    [RETRO_DEVICE_ID_JOYPAD_LEFT] = PM_LEFT, [RETRO_DEVICE_ID_JOYPAD_RIGHT] = PM_RIGHT,
    [RETRO_DEVICE_ID_JOYPAD_A] = PM_EAST, [RETRO_DEVICE_ID_JOYPAD_X] = PM_NORTH,
    [RETRO_DEVICE_ID_JOYPAD_L] = PM_L, [RETRO_DEVICE_ID_JOYPAD_R] = PM_R,
    [RETRO_DEVICE_ID_JOYPAD_L2] = PM_L2, [RETRO_DEVICE_ID_JOYPAD_R2] = PM_R2,
    [RETRO_DEVICE_ID_JOYPAD_L3] = PM_L3, [RETRO_DEVICE_ID_JOYPAD_R3] = PM_R3,
};

/* The standard buttons of RetroPad buttons `ids` (bit id). */
static unsigned standard(unsigned ids)
{
    unsigned held = 0;
    for (unsigned id = 0; id < 16; id++)
        if (ids >> id & 1)
            held |= PM_BIT(retropad[id]);
    return held;
}

/* The keypad keys of the layer held (the on-screen keyboard's controls in
 * a title without keypads, which reads none of them). */
static uint16_t layer_keys(unsigned held)
{
    uint16_t k = 0;
    for (int b = 0; b < PM_BUTTONS; b++)
        if (held & PM_BIT(b) && pm_key(b, 1) >= 0)
            k |= (uint16_t)(1u << pm_key(b, 1));
    return k;
}

/* The left stick past half way is the D-pad, as on the desktop. */
static unsigned stick(retro_input_state_t cb, unsigned p)
{
    int x = cb(p, RETRO_DEVICE_ANALOG, RETRO_DEVICE_INDEX_ANALOG_LEFT, RETRO_DEVICE_ID_ANALOG_X);
    int y = cb(p, RETRO_DEVICE_ANALOG, RETRO_DEVICE_INDEX_ANALOG_LEFT, RETRO_DEVICE_ID_ANALOG_Y);
    return (y < -16000 ? PM_BIT(PM_UP) : 0) | (y > 16000 ? PM_BIT(PM_DOWN) : 0)
         | (x < -16000 ? PM_BIT(PM_LEFT) : 0) | (x > 16000 ? PM_BIT(PM_RIGHT) : 0);
}

/* The buttons that act in the title (front/padmap.h), and L and R when
 * they open the on-screen keyboard. */
static unsigned acting(unsigned p, const lri_view *v)
{
    return pm_acting(v->title, (int)p) | (v->osk ? PM_BIT(PM_L) | PM_BIT(PM_R) : 0);
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
    unsigned held = standard(now) | stick(cb, p);
    if (standard(went & now) & acting(p, v))
        in->pad_went = 1;
    pm_apply(v->title, (int)p, held, &in->held);
    if (pm_layer(held)) {
        in->shown |= (uint8_t)(1u << p);
        if (v->osk)
            in->held.pad[p] |= layer_keys(held);
    }
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
    in->mods = (uint8_t)((cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LCTRL) || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RCTRL) ? KM_CTRL : 0)
             | (cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LALT) || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RALT) ? KM_ALT : 0)
             | (cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LSUPER) || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RSUPER) ? KM_GUI : 0));
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
    poll_keyboard(in, cb, v->title);
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
