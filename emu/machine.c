/* machine.c — CPU + bus + console state, frame by frame, and machine
 * states (see machine.h, docs/rom.md "Running a ROM: frames", docs/state.md). */
#include "emu/machine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "emu/rom.h"

/* ---- running ---- */

void mach_init(mach *m, hw *h, const uint8_t *image, uint32_t size, uint32_t rom_crc)
{
    memset(m, 0, sizeof *m);
    m->hw = h;
    m->rom_crc = rom_crc;
    bus_init(&m->bus, h, &m->cpu, image, size);
    mach_reset(m);
}

void mach_reset(mach *m)
{
    hw_reset(m->hw);
    bus_reset(&m->bus);
    cpu_init(&m->cpu, &m->bus.map);
    m->frame_end = MACH_FRAME_CYCLES;
    m->frames = 0;
    m->halted = 0;
    m->failed = 0;
    m->error[0] = 0;
}

/* The CPU came back because WAIT or EXIT halted it (bus.h), right after
 * the writing instruction. Returns 1 on EXIT. */
static int stopped(mach *m)
{
    cpu *c = &m->cpu;
    bus *b = &m->bus;
    uint8_t why = b->stop;
    b->stop = BUS_RUN;
    if (why == BUS_STOP_EXIT)
        return 1;
    /* WAIT: idle until the first boundary after the write. That is the end
     * of this frame, or of the next one when the writing instruction itself
     * crossed the boundary. */
    uint64_t until = (b->wait_cycle / MACH_FRAME_CYCLES + 1) * MACH_FRAME_CYCLES;
    if (until > c->cycles)
        c->cycles = until;
    return 0;
}

static int jammed(mach *m)
{
    snprintf(m->error, sizeof m->error, "CPU jammed at $%04X (opcode $%02X)",
             m->cpu.jam_addr, m->cpu.jam_op);
    m->failed = 1;
    return MACH_ERROR;
}

int mach_run(mach *m, uint64_t until)
{
    cpu *c = &m->cpu;
    const uint64_t end = m->frame_end;
    if (m->failed)
        return MACH_ERROR;
    if (m->hw->exited)
        return MACH_EXIT;
    if (until > end)
        until = end;
    while (c->cycles < until) {
        cpu_run(c, until);
        if (m->bus.stop != BUS_RUN) {
            if (stopped(m))
                return MACH_EXIT;
        } else if (c->jammed) {
            return jammed(m);
        } else if (c->cycles < until) {
            return MACH_PAUSED;       /* a halt the bus did not ask for */
        }
    }
    if (c->cycles < end)
        return MACH_PAUSED;
    m->frame_end = end + MACH_FRAME_CYCLES;
    m->frames++;
    /* A WAIT written past the boundary idles the whole next frame too. */
    m->halted = c->cycles >= m->frame_end;
    hw_sound_tick(m->hw);
    return MACH_FRAME;
}

int mach_frame(mach *m)
{
    return mach_run(m, UINT64_MAX);
}
