/* hw.c — the console hardware state: modes, latches, trace, sound, save RAM. */
#include "emu/hw.h"

#include <string.h>

/* Power-on display: generic 40x25 of 8x8 cells, grey on black. */
#define BOOT_ATTR CON_ATTR(7, 0)

void hw_init(hw *h)
{
    memset(h, 0, sizeof *h);
    h->machine = CON_MACHINE_ANY;
    hw_reset(h);
}

void hw_reset(hw *h)
{
    memset(&h->disp, 0, sizeof h->disp);
    memset(&h->in, 0, sizeof h->in);
    memset(h->ch, 0, sizeof h->ch);
    h->frame = 0;
    h->exited = 0;
    h->exit_code = 0;
    h->trace_len = 0;
    h->trace_lines = 0;
    h->print_len = 0;
    hw_set_mode(h, CON_PROF_GENERIC, 40, 25, 8, 8, BOOT_ATTR);
}

uint8_t hw_set_mode(hw *h, uint8_t profile, uint8_t cols, uint8_t rows,
                    uint8_t cell_w, uint8_t cell_h, uint8_t attr)
{
    hw_display *d = &h->disp;
    if (!CON_MODE_OK(profile, cols, rows, cell_w, cell_h)) {
        d->mode_rejected = 1;
        return 1;
    }
    d->mode_rejected = 0;
    d->profile = profile;
    d->cols = cols;
    d->rows = rows;
    d->cell_w = cell_w;
    d->cell_h = cell_h;
    memset(d->chars, ' ', sizeof d->chars);
    memset(d->attrs, attr, sizeof d->attrs);
    font_load_defaults(d->glyphs, profile, cell_w, cell_h);
    return 0;
}

int hw_cell(const hw *h, uint8_t x, uint8_t y)
{
    if (x >= h->disp.cols || y >= h->disp.rows)
        return -1;
    return y * h->disp.cols + x;
}

void hw_latch(hw *h)
{
    h->frame++;
    h->trace_lines = 0;
    memset(&h->in, 0, sizeof h->in);
    if (h->input_fn)
        h->input_fn(h->input_ctx, h->frame, &h->in);
}

void hw_trace_char(hw *h, char c)
{
    if (c == '\n') {
        h->trace_line[h->trace_len] = 0;
        if (h->trace_fn)
            h->trace_fn(h->trace_ctx, h->frame, h->trace_line);
        h->trace_len = 0;
        if (h->trace_lines != HW_LINES_UNKNOWN)
            h->trace_lines++;
        return;
    }
    /* An over-long line is cut, never overrun: the trace stays line-based. */
    if (h->trace_len < HW_TRACE_LINE - 1)
        h->trace_line[h->trace_len++] = c;
}

void hw_print_char(hw *h, char c)
{
    if (c == '\f') {
        if (h->print_fn)
            h->print_fn(h->print_ctx, h->frame, h->print_page, h->print_len);
        h->print_len = 0;
    } else if (h->print_len < CON_PRINT_PAGE) {
        h->print_page[h->print_len++] = c;   /* a full page drops the rest */
    }
}

void hw_sound(hw *h, uint8_t ch, uint16_t hz, uint8_t vol, uint8_t frames)
{
    if (ch > CON_CH_NOISE)
        return;
    hw_channel *c = &h->ch[ch];
    c->hz = hz;
    c->vol = vol > 15 ? 15 : vol;
    c->frames = frames;
    c->serial++;
}

void hw_sound_tick(hw *h)
{
    for (int i = 0; i <= CON_CH_NOISE; i++)
        if (h->ch[i].frames && h->ch[i].frames != CON_DUR_HOLD)
            h->ch[i].frames--;
}

void hw_sram_set(hw *h, uint16_t addr, uint8_t v)
{
    if (addr < CON_SRAM_SIZE && h->sram[addr] != v) {
        h->sram[addr] = v;
        h->sram_dirty = 1;
    }
}
