/* fz_con.c — the console primitives for the differential fuzzers
 * (tests/sim/fz_*.c, docs/portability.md): portable C that gcc and cc65
 * compile alike, so the same program runs natively and under sim65 with
 * nothing else between the cart code and standard output. Nothing is
 * kept (the screen reads as blank; each draw is only hashed), no key is
 * pressed (but those a path driver types: fz_con_type), each
 * poll is one frame, and the trace goes to standard output as
 * "FRAME LINE". */
#include <stdio.h>
#include <stdlib.h>
#include "cart/console.h"

static uint32_t frame;
static uint8_t line_start = 1;

uint8_t con_mode(uint8_t profile, uint8_t c, uint8_t r, uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    (void)attr;
    return !CON_MODE_OK(profile, c, r, cell_w, cell_h);
}

void con_border(uint8_t colour) { (void)colour; }
/* Every draw, hashed (FNV-1a over x, y, code, attr): the path drivers
 * (tests/sim/pt_lib.c) compare what a function drew. */
uint32_t fz_con_drawn;

static void drawn(uint8_t b)
{
    fz_con_drawn = (fz_con_drawn ^ b) * 16777619ul;
}

void con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr)
{
    drawn(x);
    drawn(y);
    drawn(code);
    drawn(attr);
}
uint8_t con_char(uint8_t x, uint8_t y) { (void)x; (void)y; return ' '; }
uint8_t con_attr(uint8_t x, uint8_t y) { (void)x; (void)y; return 0; }
void con_glyph(uint8_t code, const uint8_t *src, uint8_t n) { (void)code; (void)src; (void)n; }
/* The machine a title asks for: any, unless a path driver says (fz_con_machine). */
static uint8_t machine = CON_MACHINE_ANY;
void fz_con_machine(uint8_t m) { machine = m; }
uint8_t con_machine(void) { return machine; }
/* Keys a path driver types (fz_con_type): one every 64 frames, so a title
 * that flushes or waits sees them one at a time; none for the fuzzers. A
 * program still waiting long after its last key stops, not hangs. */
static const char *keys;
static uint16_t idle;

void fz_con_type(const char *k)
{
    keys = k;
    idle = 0;
}

static void next_frame(void)
{
    ++frame;
    if (keys && !*keys && ++idle > 20000u) {
        printf("fz_con: still waiting after the last typed key\n");
        exit(3);
    }
}

void con_poll(void) { next_frame(); }
void con_wait_frame(void) { next_frame(); }
uint32_t con_frame(void)    { return frame; }
uint8_t  con_key(void)
{
    if (!keys || !*keys || (frame & 63) != 0)
        return CON_K_NONE;
    idle = 0;
    return (uint8_t)*keys++;
}
uint8_t  con_keymod(void)   { return 0; }
uint16_t con_pad(uint8_t n) { (void)n; return 0; }
uint8_t  con_joy(uint8_t n) { (void)n; return 0; }
uint8_t  con_buttons(void)  { return 0; }
void con_sound(uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames) { (void)ch; (void)hz; (void)vol; (void)frames; }

void con_trace_char(char c)
{
    if (line_start)
        printf("%lu ", (unsigned long)frame);
    line_start = c == '\n';
    putchar(c);
}

void con_print_char(char c) { (void)c; }
uint8_t con_sram_get(uint16_t addr) { (void)addr; return 0; }
void con_sram_set(uint16_t addr, uint8_t v) { (void)addr; (void)v; }
void con_exit(uint8_t code) { exit(code); }
