/* cpu.h — NMOS 6502 CPU core.
 *
 * The CPU knows nothing of the machine around it (in the spirit of floooh's
 * chips/m6502.h): it sees memory only through a cpu_bus, a plain-data page
 * table plus two callbacks. A page whose rd[] (or wr[]) entry is non-NULL is
 * plain memory accessed directly (the fast path); a NULL entry sends the access
 * to io_read (io_write). ROM is a page with rd set and wr NULL; the machine's
 * io_write ignores writes there.
 *
 * Accuracy: every bus access the real chip makes is made, in order — dummy
 * reads, the dummy write of read-modify-write instructions, stack reads of
 * RESET — one access per cycle, so the cycle count is the number of accesses
 * and the bus activity matches silicon cycle by cycle. Whole instructions run
 * per call, though: interrupt lines are sampled between instructions (see
 * docs/cpu.md for what that leaves out).
 *
 * All names are prefixed cpu_. The struct fields are public: tests, tools and
 * debuggers read and set the registers directly.
 */
#ifndef EMU_CPU_H
#define EMU_CPU_H

#include <stdint.h>

/* Status register bits. */
enum {
    CPU_C = 0x01, CPU_Z = 0x02, CPU_I = 0x04, CPU_D = 0x08,
    CPU_B = 0x10, /* exists only in bytes pushed by PHP/BRK */
    CPU_U = 0x20, /* always reads as 1 */
    CPU_V = 0x40, CPU_N = 0x80
};

/* The memory map, as plain data the machine owns and may change at any time
 * (bank switching = rewriting rd[]/wr[] entries, even from io_write). rd[p]
 * points at the 256 bytes of page p. */
typedef struct cpu_bus {
    uint8_t *rd[256];
    uint8_t *wr[256];
    uint8_t (*io_read)(void *ctx, uint16_t addr);
    void (*io_write)(void *ctx, uint16_t addr, uint8_t val);
    void *ctx;
} cpu_bus;

/* cpu.pending bits. */
enum {
    CPU_PENDING_IRQ = 0x01,   /* the IRQ line's level (cpu_irq) */
    CPU_PENDING_NMI = 0x02,   /* an NMI edge not yet serviced (cpu_nmi) */
    CPU_PENDING_RESET = 0x04, /* the RESET sequence runs next (cpu_reset) */
    CPU_PENDING_HALT = 0x08   /* cpu_run returns at the next boundary (cpu_halt) */
};

typedef struct cpu {
    /* Registers. p always has U set and B clear. */
    uint16_t pc;
    uint8_t a, x, y, s, p;

    /* Bus cycles since cpu_init. During an io callback it is the index of
     * the cycle being performed (cycles completed before this access), and
     * pc is where the instruction's next byte would be fetched; the other
     * registers are those of the last return from cpu_run. A callback must
     * not change registers or counters (cpu_irq/cpu_nmi/cpu_halt are fine). */
    uint64_t cycles;
    uint64_t instructions; /* instructions executed (not interrupt entries) */

    const cpu_bus *bus;

    /* Input lines and the halt request, sampled between instructions:
     * CPU_PENDING_* bits, one byte so the run loop tests them all with one
     * load. */
    uint8_t pending;
    uint8_t i_delay;       /* internal: I as polled after CLI/SEI/PLP */

    /* A JAM (KIL) opcode stops the CPU until cpu_reset. */
    uint8_t jammed;
    uint8_t jam_op;
    uint16_t jam_addr;     /* address of the JAM opcode */

    /* Trap detection (test programs end in JMP * or a branch to itself):
     * trapped/trap_addr are set whenever a JMP abs or a taken branch jumps to
     * its own address; cpu_run returns right after it if stop_on_trap. */
    uint8_t stop_on_trap;
    uint8_t trapped;
    uint16_t trap_addr;
} cpu;

/* Powers the CPU up on bus: registers cleared, S=$00, P=$24 (so after the
 * RESET sequence S=$FD), and a RESET pending: the first cpu_step runs it.
 * To start elsewhere (test programs): set pending = 0, then pc, s, p. */
void cpu_init(cpu *c, const cpu_bus *bus);

/* Asks for the 7-cycle RESET sequence (also clears a JAM). */
void cpu_reset(cpu *c);

/* Sets the IRQ line level (nonzero = asserted). Level-triggered and masked by
 * I, as on the chip: the machine holds it until the device is acknowledged. */
void cpu_irq(cpu *c, int level);

/* An NMI edge: serviced before the next instruction, I notwithstanding. */
void cpu_nmi(cpu *c);

/* Asks cpu_run to return at the next instruction boundary, before any
 * interrupt entry: for the machine's io_write to stop the CPU right after
 * the instruction that wrote a register (registers and counters are then
 * those after it). The return consumes the request; one made outside
 * cpu_run makes the next call return 0 at once. */
void cpu_halt(cpu *c);

/* Executes one instruction, or services a pending RESET/NMI/IRQ, and returns
 * the cycles it took. A JAM opcode takes 1 cycle (its fetch) and sets jammed;
 * a jammed CPU does nothing and returns 0. */
int cpu_step(cpu *c);

/* Runs whole instructions until c->cycles >= until_cycle (it may end a few
 * cycles past it), the CPU jams, a halt request (cpu_halt), or a trap with
 * stop_on_trap. Returns the cycles run. The fast way to run: registers live
 * in locals inside. */
uint64_t cpu_run(cpu *c, uint64_t until_cycle);

#endif
