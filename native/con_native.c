/* con_native.c — the console primitives for the native build: they act on
 * the console state of the running native cartridge (native/native.h). */
#include "cart/console.h"
#include "emu/hw.h"
#include "native/native.h"

uint8_t con_mode(uint8_t profile, uint8_t cols, uint8_t rows,
                 uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    return hw_set_mode(nat_hw(), profile, cols, rows, cell_w, cell_h, attr);
}

void con_border(uint8_t colour) { nat_hw()->disp.border = colour; }
uint8_t con_machine(void) { return nat_hw()->machine; }

void con_put(uint8_t x, uint8_t y, uint8_t code, uint8_t attr)
{
    hw *h = nat_hw();
    int i = hw_cell(h, x, y);
    if (i >= 0) {
        h->disp.chars[i] = code;
        h->disp.attrs[i] = attr;
    }
}

uint8_t con_char(uint8_t x, uint8_t y)
{
    int i = hw_cell(nat_hw(), x, y);
    return i >= 0 ? nat_hw()->disp.chars[i] : 0;
}

uint8_t con_attr(uint8_t x, uint8_t y)
{
    int i = hw_cell(nat_hw(), x, y);
    return i >= 0 ? nat_hw()->disp.attrs[i] : 0;
}

void con_glyph(uint8_t code, const uint8_t *rows, uint8_t n)
{
    uint8_t *g = nat_hw()->disp.glyphs + (unsigned)code * CON_GLYPH_ROWS;
    for (uint8_t r = 0; r < CON_GLYPH_ROWS; r++)
        g[r] = r < n ? rows[r] : 0;
}

void con_wait_frame(void)
{
    nat_yield();             /* the host shows this frame, then resumes us */
    hw_latch(nat_hw());
}

void con_poll(void)
{
    nat_check();
    hw_latch(nat_hw());
}

uint32_t con_frame(void)        { return nat_hw()->frame; }
uint8_t  con_key(void)          { return nat_hw()->in.key; }
uint8_t  con_keymod(void)       { return nat_hw()->in.keymod; }
uint16_t con_pad(uint8_t n)     { return n < 2 ? nat_hw()->in.pad[n] : 0; }
uint8_t  con_joy(uint8_t n)     { return n < 2 ? nat_hw()->in.joy[n] : 0; }
uint8_t  con_buttons(void)      { return nat_hw()->in.buttons; }

void con_sound(uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames)
{
    hw_sound(nat_hw(), ch, hz, vol, frames);
}

void con_trace_char(char c) { hw_trace_char(nat_hw(), c); }
void con_print_char(char c) { hw_print_char(nat_hw(), c); }

uint8_t con_sram_get(uint16_t addr)
{
    return addr < CON_SRAM_SIZE ? nat_hw()->sram[addr] : 0;
}

void con_sram_set(uint16_t addr, uint8_t v) { hw_sram_set(nat_hw(), addr, v); }

void con_exit(uint8_t code)
{
    hw *h = nat_hw();
    h->exited = 1;
    h->exit_code = code;
    nat_exit();
}
