/* bus.c — the console's address space (see bus.h, docs/console.md). */
#include "emu/bus.h"

#include <string.h>

/* ---- I/O registers ---- */

static uint8_t input_reg(const hw_input *in, uint8_t r)
{
    switch (r) {
    case BUS_R_KEY:     return in->key;
    case BUS_R_KEYMOD:  return in->keymod;
    case BUS_R_PAD1_LO: return (uint8_t)in->pad[0];
    case BUS_R_PAD1_HI: return (uint8_t)(in->pad[0] >> 8);
    case BUS_R_PAD2_LO: return (uint8_t)in->pad[1];
    case BUS_R_PAD2_HI: return (uint8_t)(in->pad[1] >> 8);
    case BUS_R_JOY1:    return in->joy[0];
    case BUS_R_JOY2:    return in->joy[1];
    case BUS_R_BUTTONS: return in->buttons;
    default:            return 0;
    }
}

/* The extension byte at the EXT pointer ($FF past its end); a real CPU read
 * (step) moves the pointer on, wrapping at 64 KB. */
static uint8_t ext_read(bus *b, int step)
{
    uint16_t at = (uint16_t)(b->regs[BUS_R_EXT_LO] | b->regs[BUS_R_EXT_HI] << 8);
    if (step) {
        uint16_t next = (uint16_t)(at + 1u);
        b->regs[BUS_R_EXT_LO] = (uint8_t)next;
        b->regs[BUS_R_EXT_HI] = (uint8_t)(next >> 8);
    }
    return at < b->ext_size ? b->ext[at] : 0xFF;
}

/* latch: a real CPU read (reading FRAME's low byte latches the others). */
static uint8_t reg_read(bus *b, uint8_t r, int latch)
{
    hw *h = b->hw;
    if (r <= BUS_R_MODE_ATTR)
        return b->regs[r];
    if (r >= BUS_R_SOUND && r < BUS_R_SOUND + 12)
        return b->regs[r];
    if (r >= BUS_R_KEY && r <= BUS_R_BUTTONS)
        return input_reg(&h->in, r);
    switch (r) {
    case BUS_R_MODE_SET: return h->disp.mode_rejected;
    case BUS_R_BORDER:   return h->disp.border;
    case BUS_R_MACHINE:  return h->machine;
    case BUS_R_FRAME:
        if (latch) {
            b->frame_hi[0] = (uint8_t)(h->frame >> 8);
            b->frame_hi[1] = (uint8_t)(h->frame >> 16);
            b->frame_hi[2] = (uint8_t)(h->frame >> 24);
        }
        return (uint8_t)h->frame;
    case BUS_R_EXT_LO:
    case BUS_R_EXT_HI:
        return b->regs[r];
    case BUS_R_EXT_DATA:
        return ext_read(b, latch);
    case BUS_R_FRAME + 1:
    case BUS_R_FRAME + 2:
    case BUS_R_FRAME + 3:
        return b->frame_hi[r - BUS_R_FRAME - 1];
    default:
        return 0;
    }
}

/* Stops the CPU after the writing instruction (bus.h). */
static void stop_cpu(bus *b, uint8_t why)
{
    cpu_halt(b->cpu);
    /* EXIT wins over a WAIT written by the same instruction. */
    if (why > b->stop)
        b->stop = why;
}

static void sound_write(bus *b, uint8_t r, uint8_t v)
{
    b->regs[r] = v;
    uint8_t base = (uint8_t)(r & ~3u), ch = (uint8_t)((r - BUS_R_SOUND) >> 2);
    if ((r & 3u) == 3u)
        hw_sound(b->hw, ch, (uint16_t)(b->regs[base] | b->regs[base + 1] << 8),
                 b->regs[base + 2], v);
}

static void reg_write(bus *b, uint8_t r, uint8_t v)
{
    hw *h = b->hw;
    const uint8_t *m = b->regs;
    if (r <= BUS_R_MODE_ATTR || r == BUS_R_EXT_LO || r == BUS_R_EXT_HI) {
        b->regs[r] = v;
    } else if (r >= BUS_R_SOUND && r < BUS_R_SOUND + 12) {
        sound_write(b, r, v);
    } else if (r == BUS_R_MODE_SET) {
        hw_set_mode(h, m[BUS_R_MODE_PROFILE], m[BUS_R_MODE_COLS], m[BUS_R_MODE_ROWS],
                    m[BUS_R_MODE_CELLW], m[BUS_R_MODE_CELLH], m[BUS_R_MODE_ATTR]);
    } else if (r == BUS_R_BORDER) {
        h->disp.border = v;
    } else if (r == BUS_R_POLL) {
        hw_latch(h);
    } else if (r == BUS_R_WAIT) {
        hw_latch(h);
        b->wait_cycle = b->cpu->cycles;
        stop_cpu(b, BUS_STOP_WAIT);
    } else if (r == BUS_R_TRACE) {
        hw_trace_char(h, (char)v);
    } else if (r == BUS_R_PRINT) {
        hw_print_char(h, (char)v);
    } else if (r == BUS_R_EXIT) {
        h->exited = 1;
        h->exit_code = v;
        stop_cpu(b, BUS_STOP_EXIT);
    }
}

/* ---- callbacks ---- */

static uint8_t io_read(void *ctx, uint16_t a)
{
    bus *b = ctx;
    if ((a >> 8) == (BUS_IO_BASE >> 8))
        return reg_read(b, (uint8_t)a, 1);
    return 0xFF;                    /* unmapped */
}

static void io_write(void *ctx, uint16_t a, uint8_t v)
{
    bus *b = ctx;
    if (a >= BUS_SRAM_BASE && a < BUS_SRAM_BASE + CON_SRAM_SIZE)
        hw_sram_set(b->hw, (uint16_t)(a - BUS_SRAM_BASE), v);
    else if ((a >> 8) == (BUS_IO_BASE >> 8))
        reg_write(b, (uint8_t)a, v);
    /* ROM window and unmapped pages: writes are ignored. */
}

/* ---- the map ---- */

static void map_pages(bus *b, uint16_t base, uint8_t *mem, unsigned bytes, int writable)
{
    for (unsigned off = 0; off < bytes; off += 256) {
        unsigned p = (base + off) >> 8;
        b->map.rd[p] = mem + off;
        b->map.wr[p] = writable ? mem + off : NULL;
    }
}

static void build_map(bus *b)
{
    hw_display *d = &b->hw->disp;
    memset(b->map.rd, 0, sizeof b->map.rd);
    memset(b->map.wr, 0, sizeof b->map.wr);
    map_pages(b, 0x0000, b->ram, BUS_RAM_SIZE, 1);
    /* Save RAM reads are plain; writes call back to keep the dirty flag. */
    map_pages(b, BUS_SRAM_BASE, b->hw->sram, CON_SRAM_SIZE, 0);
    map_pages(b, BUS_CHARS_BASE, d->chars, CON_CELLS_MAX, 1);
    map_pages(b, BUS_ATTRS_BASE, d->attrs, CON_CELLS_MAX, 1);
    map_pages(b, BUS_GLYPHS_BASE, d->glyphs, HW_GLYPH_BYTES, 1);
    map_pages(b, BUS_ROM_BASE, b->rom, BUS_ROM_SIZE, 0);
}

void bus_init(bus *b, hw *h, cpu *c, const uint8_t *image, uint32_t size)
{
    memset(b, 0, sizeof *b);
    b->hw = h;
    b->cpu = c;
    if (size > BUS_ROM_SIZE + BUS_EXT_SIZE)
        size = BUS_ROM_SIZE + BUS_EXT_SIZE;
    if (size > BUS_ROM_SIZE) {
        b->ext_size = (uint16_t)(size - BUS_ROM_SIZE);
        memcpy(b->ext, image + BUS_ROM_SIZE, b->ext_size);
        size = BUS_ROM_SIZE;
    }
    memset(b->rom, 0xFF, sizeof b->rom);
    memcpy(b->rom + BUS_ROM_SIZE - size, image, size);
    b->map.io_read = io_read;
    b->map.io_write = io_write;
    b->map.ctx = b;
    bus_reset(b);
}

void bus_reset(bus *b)
{
    memset(b->ram, 0, sizeof b->ram);
    memset(b->regs, 0, sizeof b->regs);
    memset(b->frame_hi, 0, sizeof b->frame_hi);
    b->stop = BUS_RUN;
    b->wait_cycle = 0;
    build_map(b);
}

uint8_t bus_peek(bus *b, uint16_t a)
{
    const uint8_t *page = b->map.rd[a >> 8];
    if (page)
        return page[a & 0xFF];
    if ((a >> 8) == (BUS_IO_BASE >> 8))
        return reg_read(b, (uint8_t)a, 0);
    return 0xFF;
}
