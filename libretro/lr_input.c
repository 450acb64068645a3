/* lr_input.c — see lr_input.h. */
#include "libretro/lr_input.h"

#include <string.h>
#include "libretro/lr_pad.h"

void lri_init(lri *in)
{
    memset(in, 0, sizeof *in);
}

/* ---- keyboard ---- */

/* The keys that type something: letters type upper case as on the
 * originals, SHIFT gives a US keyboard's second symbol. */
typedef struct keydef { uint16_t retrok; uint8_t plain, shifted; } keydef;
static const keydef keys[] = {
    { RETROK_a, 'A', 'A' }, { RETROK_b, 'B', 'B' }, { RETROK_c, 'C', 'C' },
    { RETROK_d, 'D', 'D' }, { RETROK_e, 'E', 'E' }, { RETROK_f, 'F', 'F' },
    { RETROK_g, 'G', 'G' }, { RETROK_h, 'H', 'H' }, { RETROK_i, 'I', 'I' },
    { RETROK_j, 'J', 'J' }, { RETROK_k, 'K', 'K' }, { RETROK_l, 'L', 'L' },
    { RETROK_m, 'M', 'M' }, { RETROK_n, 'N', 'N' }, { RETROK_o, 'O', 'O' },
    { RETROK_p, 'P', 'P' }, { RETROK_q, 'Q', 'Q' }, { RETROK_r, 'R', 'R' },
    { RETROK_s, 'S', 'S' }, { RETROK_t, 'T', 'T' }, { RETROK_u, 'U', 'U' },
    { RETROK_v, 'V', 'V' }, { RETROK_w, 'W', 'W' }, { RETROK_x, 'X', 'X' },
    { RETROK_y, 'Y', 'Y' }, { RETROK_z, 'Z', 'Z' },
    { RETROK_0, '0', ')' }, { RETROK_1, '1', '!' }, { RETROK_2, '2', '@' },
    { RETROK_3, '3', '#' }, { RETROK_4, '4', '$' }, { RETROK_5, '5', '%' },
    { RETROK_6, '6', '^' }, { RETROK_7, '7', '&' }, { RETROK_8, '8', '*' },
    { RETROK_9, '9', '(' },
    { RETROK_SPACE, ' ', ' ' }, { RETROK_MINUS, '-', '_' }, { RETROK_EQUALS, '=', '+' },
    { RETROK_LEFTBRACKET, '[', '{' }, { RETROK_RIGHTBRACKET, ']', '}' },
    { RETROK_BACKSLASH, '\\', '|' }, { RETROK_SEMICOLON, ';', ':' },
    { RETROK_QUOTE, '\'', '"' }, { RETROK_COMMA, ',', '<' }, { RETROK_PERIOD, '.', '>' },
    { RETROK_SLASH, '/', '?' }, { RETROK_BACKQUOTE, '`', '~' },
    { RETROK_RETURN, CON_K_ENTER, CON_K_ENTER }, { RETROK_KP_ENTER, CON_K_ENTER, CON_K_ENTER },
    { RETROK_BACKSPACE, CON_K_BACKSPACE, CON_K_BACKSPACE },
    { RETROK_ESCAPE, CON_K_ESC, CON_K_ESC }, { RETROK_PAUSE, CON_K_BREAK, CON_K_BREAK },
    { RETROK_HOME, CON_K_CLEAR, CON_K_CLEAR }, { RETROK_DELETE, CON_K_CLEAR, CON_K_CLEAR },
    { RETROK_UP, CON_K_UP, CON_K_UP }, { RETROK_DOWN, CON_K_DOWN, CON_K_DOWN },
    { RETROK_LEFT, CON_K_LEFT, CON_K_LEFT }, { RETROK_RIGHT, CON_K_RIGHT, CON_K_RIGHT },
    { RETROK_KP0, '0', '0' }, { RETROK_KP1, '1', '1' }, { RETROK_KP2, '2', '2' },
    { RETROK_KP3, '3', '3' }, { RETROK_KP4, '4', '4' }, { RETROK_KP5, '5', '5' },
    { RETROK_KP6, '6', '6' }, { RETROK_KP7, '7', '7' }, { RETROK_KP8, '8', '8' },
    { RETROK_KP9, '9', '9' }, { RETROK_KP_PERIOD, '.', '.' }, { RETROK_KP_DIVIDE, '/', '/' },
    { RETROK_KP_MULTIPLY, '*', '*' }, { RETROK_KP_MINUS, '-', '-' }, { RETROK_KP_PLUS, '+', '+' },
};
#define NKEYS (sizeof keys / sizeof keys[0])
typedef char keys_fit[NKEYS <= LRI_KEYS ? 1 : -1];

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

static void poll_keyboard(lri *in, retro_input_state_t cb)
{
    int shift = cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_LSHIFT)
             || cb(0, RETRO_DEVICE_KEYBOARD, 0, RETROK_RSHIFT);
    if (shift)
        in->held.keymod |= CON_KEYMOD_SHIFT;
    for (unsigned i = 0; i < NKEYS; i++) {
        int now = cb(0, RETRO_DEVICE_KEYBOARD, 0, keys[i].retrok) != 0;
        int was = in->down[i / 8] >> (i % 8) & 1;
        if (now && !was)
            push_key(in, shift ? keys[i].shifted : keys[i].plain);
        in->down[i / 8] = (uint8_t)((in->down[i / 8] & ~(1u << (i % 8))) | (unsigned)now << (i % 8));
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

static unsigned read_binds(retro_input_state_t cb, unsigned port, const bind *b, unsigned n)
{
    unsigned bits = 0;
    for (unsigned i = 0; i < n; i++)
        if (cb(port, RETRO_DEVICE_JOYPAD, 0, b[i].id))
            bits |= b[i].bit;
    return bits;
}

static void poll_pad(lri *in, retro_input_state_t cb, unsigned p)
{
    int layer = cb(p, RETRO_DEVICE_JOYPAD, 0, RETRO_DEVICE_ID_JOYPAD_L)
             || cb(p, RETRO_DEVICE_JOYPAD, 0, RETRO_DEVICE_ID_JOYPAD_R);
    if (layer) {
        in->held.pad[p] |= (uint16_t)read_binds(cb, p, pad_binds, NB(pad_binds));
        in->shown |= (uint8_t)(1u << p);
        return;
    }
    in->held.joy[p] |= (uint8_t)read_binds(cb, p, joy_binds, NB(joy_binds));
    in->held.buttons |= (uint8_t)read_binds(cb, p, button_binds, NB(button_binds));
}

/* A touch on a shown keypad holds that key. */
static void poll_pointer(lri *in, retro_input_state_t cb, const lri_view *v)
{
    if (!in->shown || !cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_PRESSED))
        return;
    int px = cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_X);
    int py = cb(0, RETRO_DEVICE_POINTER, 0, RETRO_DEVICE_ID_POINTER_Y);
    int x = (int)(((long)px + 0x7fff) * v->w / 0xfffe);
    int y = (int)(((long)py + 0x7fff) * v->h / 0xfffe);
    int shown = (in->shown & 3) == 3 ? 2 : 1;
    for (int c = 0; c < 2; c++) {
        if (!(in->shown >> c & 1))
            continue;
        int slot = shown == 2 ? c : 0;
        int k = lrp_hit(slot, shown, v->w, v->h, x, y);
        if (k >= 0)
            in->held.pad[c] |= (uint16_t)(1u << k);
    }
}

void lri_poll(lri *in, retro_input_state_t cb, const lri_view *v)
{
    memset(&in->held, 0, sizeof in->held);
    in->shown = 0;
    for (unsigned p = 0; p < 2; p++)
        poll_pad(in, cb, p);
    if (v->always)
        in->shown |= (uint8_t)((1u << (v->controllers > 1 ? 2 : 1)) - 1);
    if (!v->controllers)
        in->shown = 0;
    else if (v->controllers < 2)
        in->shown &= 1;
    poll_keyboard(in, cb);
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
