/* fz_con.c — the console primitives for the differential fuzzers
 * (tests/sim/fz_*.c, docs/portability.md): portable C that gcc and cc65
 * compile alike, so the same program runs natively and under sim65 with
 * nothing else between the cart code and standard output. The screen lives
 * in RAM; there is no input (no key is ever pressed); each poll is one
 * frame; the trace goes to standard output as "FRAME LINE". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cart/console.h"

static uint8_t cols = 40, rows = 25;
static uint8_t chars[CON_CELLS_MAX], attrs[CON_CELLS_MAX];
static uint8_t sram[CON_SRAM_SIZE];
static uint32_t frame;
static char trace_line[80];
static uint8_t trace_len;

uint8_t con_mode(uint8_t profile, uint8_t c, uint8_t r, uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    if (!CON_MODE_OK(profile, c, r, cell_w, cell_h))
        return 1;
    cols = c;
    rows = r;
    memset(chars, ' ', sizeof chars);
    memset(attrs, attr, sizeof attrs);
    return 0;
}

void con_border(uint8_t colour) { (void)colour; }

static int16_t cell(uint8_t x, uint8_t y)
{
    return x >= cols || y >= rows ? -1 : (int16_t)((uint16_t)y * cols + x);
}

void con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr)
{
    int16_t i = cell(x, y);
    if (i >= 0) {
        chars[i] = code;
        attrs[i] = attr;
    }
}

uint8_t con_char(uint8_t x, uint8_t y) { int16_t i = cell(x, y); return i < 0 ? 0 : chars[i]; }
uint8_t con_attr(uint8_t x, uint8_t y) { int16_t i = cell(x, y); return i < 0 ? 0 : attrs[i]; }
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
    if (c == '\n') {
        trace_line[trace_len] = 0;
        printf("%lu %s\n", (unsigned long)frame, trace_line);
        trace_len = 0;
    } else if (trace_len < sizeof trace_line - 1) {
        trace_line[trace_len++] = c;
    }
}

void con_print_char(char c) { (void)c; }
uint8_t con_sram_get(uint16_t addr) { return addr < CON_SRAM_SIZE ? sram[addr] : 0; }
void con_sram_set(uint16_t addr, uint8_t v) { if (addr < CON_SRAM_SIZE) sram[addr] = v; }
void con_exit(uint8_t code) { exit(code); }
