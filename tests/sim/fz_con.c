/* fz_con.c — the console primitives for the differential fuzzers
 * (tests/sim/fz_*.c, docs/portability.md): portable C that gcc and cc65
 * compile alike, so the same program runs natively and under sim65 with
 * nothing else between the cart code and standard output. Nothing is
 * kept (the screen reads as blank; each draw is only hashed), no key is ever pressed, each
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
uint8_t con_machine(void) { return CON_MACHINE_ANY; }
void con_poll(void) { ++frame; }
void con_wait_frame(void) { ++frame; }
uint32_t con_frame(void)    { return frame; }
uint8_t  con_key(void)      { return CON_K_NONE; }
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
