/* smoke.c — the smoke cartridge: exercises every part of the console API
 * and reports what it saw on the trace port, so one movie proves that the
 * native build, the ROM and sim65 behave the same.
 *
 * It shows a screen, echoes typed keys, reports keypad / joystick / console
 * button changes, does a deterministic "think" with con_poll() (BREAK stops
 * it early), plays tones, counts boots in save RAM, and ends on Q or after
 * 600 logical frames.
 */
#include "cart/console.h"

#define ATTR_TEXT   CON_ATTR(15, 1)
#define ATTR_TITLE  CON_ATTR(14, 1)
#define GLYPH_DISC  CON_GLYPH_USER
#define SRAM_MAGIC  0xA5
#define LAST_FRAME  600u

static const uint8_t disc[8] = { 0x3C, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF, 0x7E, 0x3C };

static uint16_t pads[2];
static uint8_t joys[2], buttons;
static uint8_t line;          /* next echo row */

static void trace_kv(const char *key, uint16_t v)
{
    con_trace(key);
    con_trace_char(' ');
    con_trace_u16(v);
    con_trace_end();
}

/* Save RAM: byte 0 marks it formatted, byte 1 counts boots. */
static void count_boot(void)
{
    uint8_t boots;
    if (con_sram_get(0) != SRAM_MAGIC) {
        con_sram_set(0, SRAM_MAGIC);
        con_sram_set(1, 0);
    }
    boots = (uint8_t)(con_sram_get(1) + 1);
    con_sram_set(1, boots);
    trace_kv("boots", boots);
}

/* The screen is drawn in the look the user asked for (--machine), so a
 * per-look run checks that look's pixels on every target. */
static void draw_screen(void)
{
    uint8_t i, prof = con_machine();
    if (prof >= CON_PROF_COUNT)
        prof = CON_PROF_GENERIC;
    trace_kv("bad-mode", con_mode(prof, 200, 25, 8, 8, ATTR_TEXT));
    trace_kv("mode", con_mode(prof, 40, 25, 8, 8, ATTR_TEXT));
    con_border(1);
    con_glyph(GLYPH_DISC, disc, sizeof disc);
    con_puts(1, 1, "ANNEX SMOKE CARTRIDGE", ATTR_TITLE);
    for (i = 0; i < 8; ++i)
        con_put((uint8_t)(1 + 2 * i), 3, GLYPH_DISC, CON_ATTR(i, 1));
    for (i = 0; i < 6; ++i)
        con_put((uint8_t)(20 + i), 3, (uint8_t)(CON_GLYPH_BLOCKS + (1u << i)), ATTR_TEXT);
    con_puts(1, 5, "TYPE, PRESS, Q QUITS", ATTR_TEXT);
    trace_kv("readback", con_char(1, 1));
    trace_kv("attr", con_attr(1, 1));
    trace_kv("outside", con_char(40, 0));
}

static void echo_key(uint8_t k)
{
    trace_kv("key", k);
    con_put((uint8_t)(1 + (line & 31)), 7, k >= ' ' && k < 127 ? k : '?', ATTR_TEXT);
    ++line;
    con_sound(CON_CH_TONE0, (uint16_t)(200u + k * 4u), 8, 6);
}

static void watch_controls(void)
{
    uint8_t n;
    for (n = 0; n < 2; ++n) {
        if (con_pad(n) != pads[n]) {
            pads[n] = con_pad(n);
            trace_kv(n ? "pad2" : "pad1", pads[n]);
        }
        if (con_joy(n) != joys[n]) {
            joys[n] = con_joy(n);
            trace_kv(n ? "joy2" : "joy1", joys[n]);
        }
    }
    if (con_buttons() != buttons) {
        buttons = con_buttons();
        trace_kv("buttons", buttons);
        con_sound(CON_CH_NOISE, 3000, 6, 4);
    }
}

/* A deterministic computation that polls like a thinking opponent: a
 * 16-bit LCG mixed into a checksum, with a poll every 256 steps. */
static void think(void)
{
    uint16_t x = 1, sum = 0, i;
    for (i = 1; i != 0 && i <= 8192u; ++i) {
        x = (uint16_t)(x * 25173u + 13849u);
        sum ^= (uint16_t)(x >> 3);
        if ((i & 255u) == 0) {
            con_poll();
            if (con_key() == CON_K_BREAK) {
                trace_kv("think-break", i);
                break;
            }
        }
    }
    trace_kv("think", sum);
    con_putu(30, 9, sum, 5, ATTR_TEXT);
}

void smoke_main(void)
{
    uint8_t k;
    pads[0] = pads[1] = 0;
    joys[0] = joys[1] = 0;
    buttons = 0;
    line = 0;
    con_trace("start");
    con_trace_end();
    count_boot();
    draw_screen();
    trace_kv("machine", con_machine());
    for (;;) {
        con_wait_frame();
        k = con_key();
        if (k == 'Q')
            break;
        if (k == 'T')
            think();
        else if (k)
            echo_key(k);
        watch_controls();
        con_putu(30, 1, (uint16_t)con_frame(), 5, ATTR_TEXT);
        if (con_frame() >= LAST_FRAME)
            break;
    }
    trace_kv("end", (uint16_t)con_frame());
}
