/* game.c — Lights Out, the starting game of a new annex cartridge: nine
 * lamps on the keypad's keys 1-9; a key switches its lamp and the lamps
 * beside it (not across a corner). Put every lamp out in as few presses as
 * you can: three puzzles, then the total. Make it your own (README.md).
 *
 * The rules of cart code hold here too (cart/console.h): fixed-width
 * types, no floats, no malloc, no clock; state set in code, not by static
 * initialisers, because the native program may start the game twice. */
#include "cart/console.h"
#include "cart/kit/kit.h"

#define LEVELS    3
#define LOOK      CON_PROF_VIDEOBRAIN   /* the descriptor's profile (title.mk) */
#define ATTR_TEXT CON_ATTR(15, 0)
#define PIC_LAMP  CON_GLYPH_USER        /* picture 0: four glyphs (kit_pictures) */
#define RESTART   10                    /* next_key(): CLEAR or Backspace */

/* Each puzzle is made by pressing these keys on a dark board, so pressing
 * them again solves it. */
static const char *const puzzles[LEVELS] = { "5", "19", "248" };

static uint8_t lamps[9];                /* 1 = lit, keys 1-9 */
static uint8_t attr_on, attr_off;       /* yellow and dark blue in the look's palette */
static uint8_t moves;
static kit_rep pad;

/* A round lamp: a disc 13 pixels across in the 16x16 picture. */
static uint8_t lamp_pixel(uint8_t pic, uint8_t x, uint8_t y)
{
    int16_t dx = (int16_t)((int16_t)x * 2 - 15), dy = (int16_t)((int16_t)y * 2 - 15);
    (void)pic;
    return dx * dx + dy * dy <= 169;
}

static void draw_lamp(uint8_t i)
{
    uint8_t x = (uint8_t)(11 + (i % 3) * 4), y = (uint8_t)(3 + (i / 3) * 3);
    uint8_t a = lamps[i] ? attr_on : attr_off;
    con_put(x, y, PIC_LAMP, a);
    con_put((uint8_t)(x + 1), y, PIC_LAMP + 1, a);
    con_put(x, (uint8_t)(y + 1), PIC_LAMP + 2, a);
    con_put((uint8_t)(x + 1), (uint8_t)(y + 1), PIC_LAMP + 3, a);
}

static void flip(uint8_t i)
{
    lamps[i] ^= 1;
    draw_lamp(i);
}

/* Key i + 1: its lamp and its neighbours in the 3x3 square. */
static void press(uint8_t i)
{
    uint8_t row = (uint8_t)(i / 3), col = (uint8_t)(i % 3);
    flip(i);
    if (row > 0)
        flip((uint8_t)(i - 3));
    if (row < 2)
        flip((uint8_t)(i + 3));
    if (col > 0)
        flip((uint8_t)(i - 1));
    if (col < 2)
        flip((uint8_t)(i + 1));
}

static uint8_t lit(void)
{
    uint8_t i, n = 0;
    for (i = 0; i < 9; ++i)
        n = (uint8_t)(n + lamps[i]);
    return n;
}

static void show_moves(void)
{
    con_puts(11, 13, "MOVES", ATTR_TEXT);
    con_putu(17, 13, moves, 3, ATTR_TEXT);
}

static void setup(uint8_t level)
{
    const char *p;
    uint8_t i;
    for (i = 0; i < 9; ++i) {
        lamps[i] = 0;
        draw_lamp(i);
    }
    for (p = puzzles[level]; *p; ++p)
        press((uint8_t)(*p - '1'));
    moves = 0;
    show_moves();
    con_puts(11, 1, "PUZZLE", ATTR_TEXT);
    con_putu(18, 1, (uint16_t)(level + 1), 1, ATTR_TEXT);
    con_trace("level ");
    con_trace_u16((uint16_t)(level + 1));
    con_trace_end();
}

/* One frame: a lamp key 1-9 (the keypad of controller 1, or a digit typed),
 * RESTART, or 0 for none. */
static uint8_t next_key(void)
{
    uint8_t k = kit_get(), n;
    uint16_t held = kit_rep_step(&pad, con_pad(0), 0);
    if (k >= '1' && k <= '9')
        return (uint8_t)(k - '0');
    if (k == CON_K_CLEAR || k == CON_K_BACKSPACE || (held & CON_PAD_CLEAR))
        return RESTART;
    for (n = 1; n <= 9; ++n)
        if (held & CON_PAD_KEY(n))
            return n;
    return 0;
}

/* Plays puzzle `level` until every lamp is out; returns the presses. */
static uint8_t play(uint8_t level)
{
    uint8_t k;
    setup(level);
    while (lit()) {
        k = next_key();
        if (k == RESTART) {
            con_trace("restart");
            con_trace_end();
            setup(level);
        } else if (k) {
            ++moves;
            con_trace("press ");
            con_trace_u16(k);
            con_trace_end();
            press((uint8_t)(k - 1));
            show_moves();
            con_sound(CON_CH_TONE0, (uint16_t)(300u + k * 40u), 10, 4);
        }
    }
    con_trace_pair("solved ", (int16_t)(level + 1), moves);
    con_trace_end();
    return moves;
}

void game_main(void)
{
    uint8_t level, look = con_machine() == CON_PROF_APPLE2 ? CON_PROF_APPLE2 : LOOK;
    uint16_t total = 0;
    con_mode(look, 40, 16, 8, 8, ATTR_TEXT);
    attr_on = look == CON_PROF_APPLE2 ? CON_ATTR(13, 0) : CON_ATTR(11, 0);
    attr_off = look == CON_PROF_APPLE2 ? CON_ATTR(2, 0) : CON_ATTR(4, 0);
    kit_init();
    kit_rep_reset(&pad);
    kit_pictures(PIC_LAMP, 1, lamp_pixel);
    con_puts(1, 15, "1-9 SWITCH   CLEAR AGAIN", ATTR_TEXT);
    for (level = 0; level < LEVELS; ++level) {
        total = (uint16_t)(total + play(level));
        kit_wait(30);
    }
    con_puts(11, 13, "ALL OUT IN    ", ATTR_TEXT);
    con_putu(22, 13, total, 3, ATTR_TEXT);
    con_trace("end ");
    con_trace_u16(total);
    con_trace_end();
    kit_wait(120);
}
