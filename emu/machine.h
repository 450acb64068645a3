/* machine.h — the annex console as a whole: the 6502 (emu/cpu.h), its bus
 * (emu/bus.h) and the shared console state (emu/hw.h), run frame by frame.
 *
 * Time: the clock is MACH_CLOCK_HZ and a displayed frame is exactly
 * MACH_FRAME_CYCLES cycles. Frame boundaries sit at whole multiples of
 * MACH_FRAME_CYCLES since power-on; an instruction that crosses a boundary
 * finishes, and its overshoot counts against the next frame, so frames
 * average exactly MACH_FRAME_CYCLES. A WAIT halts the CPU until the first
 * boundary after the write: the rest of that frame is idle.
 *
 * Machine states (docs/state.md) hold everything that makes the machine go
 * on: CPU registers and cycle count, RAM, registers, the console state (but
 * not the host's callbacks or its --machine choice).
 */
#ifndef EMU_MACHINE_H
#define EMU_MACHINE_H

#include <stddef.h>
#include <stdint.h>
#include "emu/bus.h"
#include "emu/cpu.h"
#include "emu/engine.h"
#include "emu/hw.h"

#define MACH_CLOCK_HZ     1789773u
#define MACH_FRAME_CYCLES 29830u

#define MACH_STATE_MAGIC   "ANNEXSTA"
#define MACH_STATE_VERSION 3u
#define MACH_STATE_OLDEST  2u            /* version 2: no trace_lines (loaded as HW_LINES_UNKNOWN) */
#define MACH_STATE_MAX     (1u << 20)    /* files beyond this are refused */

enum { MACH_FRAME = 0, MACH_EXIT = 1, MACH_ERROR = 2, MACH_PAUSED = 3 };

typedef struct mach {
    cpu      cpu;
    bus      bus;
    hw      *hw;
    uint32_t rom_crc;        /* ties machine states to their ROM */
    uint64_t frame_end;      /* absolute cycle of the next frame boundary */
    uint64_t frames;         /* displayed frames since power-on */
    uint8_t  halted;         /* a WAIT is idling the CPU */
    uint8_t  failed;         /* stopped by an error (error says why) */
    char     error[128];
} mach;

/* Builds the machine over `h` with a ROM image (1..ROM_IMAGE_MAX bytes,
 * see bus_init) and powers it on (hw is reset too; its callbacks, save RAM and machine choice stay).
 * The mach must not move afterwards (the CPU points at its bus). */
void mach_init(mach *m, hw *h, const uint8_t *image, uint32_t size, uint32_t rom_crc);
/* Power-cycle: CPU, RAM, registers and hw as at power-on; save RAM stays. */
void mach_reset(mach *m);
/* Runs to the next frame boundary. MACH_FRAME, MACH_EXIT (the cartridge
 * wrote EXIT: hw->exit_code), or MACH_ERROR (m->error, e.g. a JAM). Once
 * stopped, further calls return the same without running. */
int  mach_frame(mach *m);
/* The same, stopping early: at the first instruction boundary at or past
 * cycle `until` (one instruction: until = cpu.cycles + 1), or when someone
 * other than the bus halts the CPU (cpu_halt: a debugger's watchpoint).
 * MACH_PAUSED then, inside the frame; MACH_FRAME once the boundary is
 * reached. mach_frame is mach_run(m, UINT64_MAX): a run split into pieces
 * is the same run, instruction for instruction. */
int  mach_run(mach *m, uint64_t until);

/* The machine under a ROM engine (eng_rom_open), or NULL for another kind. */
mach *mach_of_engine(eng *e);

#endif
