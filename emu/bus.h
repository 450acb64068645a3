/* bus.h — the annex console's address space (docs/console.md, Memory map)
 * as a cpu_bus: a page table over RAM, the ROM window and the display
 * memory of the shared console state (hw), and io callbacks for the save
 * RAM writes, the I/O registers and the unmapped pages.
 *
 * Plain memory is reached through the page table (the CPU's fast path):
 * RAM, display characters/attributes, glyph RAM, and reads of save RAM and
 * of the ROM window. Only save RAM writes (for the dirty flag), the $5Cxx
 * registers and the unmapped pages call back.
 *
 * Stopping the CPU: WAIT and EXIT must stop the CPU right after the
 * instruction that wrote them. The write asks the CPU to halt (cpu_halt):
 * cpu_run returns at the next instruction boundary, and the machine
 * (emu/machine.c) sees bus.stop and carries on.
 */
#ifndef EMU_BUS_H
#define EMU_BUS_H

#include <stdint.h>
#include "emu/cpu.h"
#include "emu/hw.h"

#define BUS_RAM_SIZE    0x5800u   /* $0000-$57FF */
#define BUS_SRAM_BASE   0x5800u
#define BUS_IO_BASE     0x5C00u
#define BUS_CHARS_BASE  0x6000u
#define BUS_ATTRS_BASE  0x6800u
#define BUS_GLYPHS_BASE 0x7000u
#define BUS_ROM_BASE    0x8000u
#define BUS_ROM_SIZE    0x8000u
#define BUS_EXT_SIZE    0x4000u   /* the cartridge extension: image bytes past 32 KB */

/* I/O registers (offsets in the $5Cxx page). */
enum {
    BUS_R_MODE_COLS = 0x00, BUS_R_MODE_ROWS = 0x01, BUS_R_MODE_CELLW = 0x02,
    BUS_R_MODE_CELLH = 0x03, BUS_R_MODE_PROFILE = 0x04, BUS_R_MODE_ATTR = 0x05,
    BUS_R_MODE_SET = 0x06, BUS_R_BORDER = 0x07, BUS_R_MACHINE = 0x08,
    BUS_R_KEY = 0x10, BUS_R_KEYMOD = 0x11, BUS_R_PAD1_LO = 0x12,
    BUS_R_PAD1_HI = 0x13, BUS_R_PAD2_LO = 0x14, BUS_R_PAD2_HI = 0x15,
    BUS_R_JOY1 = 0x16, BUS_R_JOY2 = 0x17, BUS_R_BUTTONS = 0x18,
    BUS_R_POLL = 0x1E, BUS_R_WAIT = 0x1F,
    BUS_R_FRAME = 0x20,                      /* 0x20-0x23 */
    BUS_R_SOUND = 0x30,                      /* 0x30-0x3B: 3 x FREQ_LO FREQ_HI VOL DUR */
    BUS_R_TRACE = 0x40, BUS_R_EXIT = 0x41, BUS_R_PRINT = 0x42,
    BUS_R_EXT_LO = 0x48, BUS_R_EXT_HI = 0x49, BUS_R_EXT_DATA = 0x4A
};

/* Why the CPU was stopped (bus.stop). */
enum { BUS_RUN = 0, BUS_STOP_WAIT = 1, BUS_STOP_EXIT = 2 };

typedef struct bus {
    cpu_bus  map;                 /* handed to the CPU */
    hw      *hw;
    cpu     *cpu;                 /* halted by WAIT and EXIT */

    /* Register file: the mode and sound registers as written. */
    uint8_t  regs[256];
    uint8_t  frame_hi[3];         /* FRAME bytes 1-3 latched by reading byte 0 */

    uint8_t  stop;                /* BUS_RUN / BUS_STOP_* */
    uint64_t wait_cycle;          /* bus cycle of the WAIT write */

    uint8_t  ram[BUS_RAM_SIZE];
    uint8_t  rom[BUS_ROM_SIZE];   /* the window: $FF, image at the top */
    uint8_t  ext[BUS_EXT_SIZE];   /* the extension, read through EXT_DATA */
    uint16_t ext_size;            /* its bytes (0: none) */
} bus;

/* Maps the console for `h` with a ROM image of 1..BUS_ROM_SIZE +
 * BUS_EXT_SIZE bytes: up to 32 KB at the top of the window, the bytes past
 * 32 KB as the extension (EXT_LO/HI/DATA registers; docs/console.md). RAM
 * and registers are cleared. The bus must not move afterwards (the page
 * table points into it and into *h). */
void bus_init(bus *b, hw *h, cpu *c, const uint8_t *image, uint32_t size);
/* Power-on: RAM and registers cleared, no stop; the ROM stays. */
void bus_reset(bus *b);

/* The CPU's view of one byte, without side effects on registers (for tests
 * and debuggers: io pages are read as io_read would, minus latching). */
uint8_t bus_peek(bus *b, uint16_t addr);

#endif
