/* test_cpu.c — unit tests of the NMOS 6502 core (emu/cpu.c).
 *
 * Klaus Dormann's functional test and the SingleStepTests vectors come from
 * the shared data folder ($ANNEX_SHARED, default ../shared, relative to the
 * repo root where tests run). The hand-written tests cover what the vectors
 * leave out: ANC ALR ARR LAS ANE LXA, JAM, IRQ, NMI, RESET, BRK's B flag,
 * the page table, the trap detection, and halt requests and interrupt lines
 * raised from io callbacks.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "emu/cpu.h"
#include "tests/testlib.h"
#include "tools/cpuvec.h"

/* ---- a small machine: flat RAM through io callbacks, every access logged */

typedef struct access {
    uint16_t addr;
    uint8_t val;
    uint8_t write;
} access;

typedef struct machine {
    uint8_t ram[65536];
    access log[64];
    int nlog;
    cpu_bus bus;
    cpu cpu;
} machine;

static uint8_t m_read(void *ctx, uint16_t a)
{
    machine *m = ctx;
    if (m->nlog < 64)
        m->log[m->nlog] = (access){ a, m->ram[a], 0 };
    m->nlog++;
    return m->ram[a];
}

static void m_write(void *ctx, uint16_t a, uint8_t v)
{
    machine *m = ctx;
    if (m->nlog < 64)
        m->log[m->nlog] = (access){ a, v, 1 };
    m->nlog++;
    m->ram[a] = v;
}

/* A machine with the program at $0200, PC there, S=$FF, P=U (I clear),
 * vectors NMI=$3000 RESET=$1000 IRQ/BRK=$2000, and no reset pending. */
static machine *new_machine(const uint8_t *prog, size_t len)
{
    machine *m = calloc(1, sizeof *m);
    assert_non_null(m);
    memcpy(m->ram + 0x200, prog, len);
    m->ram[0xFFFA] = 0x00; m->ram[0xFFFB] = 0x30;
    m->ram[0xFFFC] = 0x00; m->ram[0xFFFD] = 0x10;
    m->ram[0xFFFE] = 0x00; m->ram[0xFFFF] = 0x20;
    m->bus.io_read = m_read;
    m->bus.io_write = m_write;
    m->bus.ctx = m;
    cpu_init(&m->cpu, &m->bus);
    m->cpu.pending = 0;
    m->cpu.pc = 0x200;
    m->cpu.s = 0xFF;
    m->cpu.p = CPU_U;
    return m;
}

/* Runs a two-byte immediate instruction with the given A, X, P. */
static machine *imm(uint8_t op, uint8_t operand, uint8_t a, uint8_t x, uint8_t p)
{
    const uint8_t prog[] = { op, operand };
    machine *m = new_machine(prog, sizeof prog);
    m->cpu.a = a;
    m->cpu.x = x;
    m->cpu.p = (uint8_t)(p | CPU_U);
    assert_int_equal(cpu_step(&m->cpu), 2);
    assert_int_equal(m->cpu.pc, 0x202);
    return m;
}

/* ---- Klaus Dormann's functional test -------------------------------------- */

static void test_klaus_functional(void **state)
{
    static uint8_t ram[65536];
    static cpu_bus bus;
    cpu c;
    int i;
    (void)state;
    FILE *f = tl_open_shared("cpu-tests/6502_functional_test.bin");
    assert_int_equal(fread(ram, 1, sizeof ram, f), 65536);
    fclose(f);
    /* The fast path: every page plain memory. */
    for (i = 0; i < 256; i++)
        bus.rd[i] = bus.wr[i] = ram + 256 * i;
    cpu_init(&c, &bus);
    c.pending = 0;
    c.pc = 0x0400;
    c.s = 0xFD;
    c.stop_on_trap = 1;
    cpu_run(&c, 200000000);
    assert_false(c.jammed);
    assert_true(c.trapped);
    assert_int_equal(c.trap_addr, 0x3469);
    assert_int_equal(c.cycles, 96241367);
    assert_int_equal(c.instructions, 30646177);
}

/* ---- SingleStepTests vectors -------------------------------------------- */

static void run_vectors(const char *dir, long want)
{
    cpuvec_stats st = { 0, 0, 0 };
    assert_int_equal(cpuvec_run_path(tl_shared(dir), &st, stdout), 0);
    assert_int_equal(st.failed, 0);
    assert_int_equal(st.passed, want);
}

static void test_vectors_documented(void **state) { (void)state; run_vectors("cpu-tests/singlestep/documented", 151 * 50); }
static void test_vectors_undocumented(void **state) { (void)state; run_vectors("cpu-tests/singlestep/undocumented", 81 * 50); }
static void test_vectors_unstable(void **state) { (void)state; run_vectors("cpu-tests/singlestep/unstable", 5 * 50); }

/* ---- undocumented opcodes the vectors do not cover ---------------------- */

static void test_anc(void **state)
{
    (void)state;
    machine *m = imm(0x0B, 0x81, 0xF0, 0, 0);
    assert_int_equal(m->cpu.a, 0x80);
    assert_int_equal(m->cpu.p, CPU_U | CPU_N | CPU_C);  /* C copies N */
    free(m);
    m = imm(0x2B, 0xF0, 0x0F, 0, CPU_C);
    assert_int_equal(m->cpu.a, 0x00);
    assert_int_equal(m->cpu.p, CPU_U | CPU_Z);
    free(m);
}

static void test_alr(void **state)
{
    (void)state;
    machine *m = imm(0x4B, 0x03, 0xFF, 0, 0);
    assert_int_equal(m->cpu.a, 0x01);
    assert_int_equal(m->cpu.p, CPU_U | CPU_C);
    free(m);
    m = imm(0x4B, 0xFE, 0x81, 0, CPU_C | CPU_N);
    assert_int_equal(m->cpu.a, 0x40);
    assert_int_equal(m->cpu.p, CPU_U);
    free(m);
}

static void test_arr_binary(void **state)
{
    (void)state;
    /* (A & imm) >> 1 with C in bit 7; C = bit 6, V = bit 6 ^ bit 5. */
    machine *m = imm(0x6B, 0xFF, 0xFF, 0, CPU_C);
    assert_int_equal(m->cpu.a, 0xFF);
    assert_int_equal(m->cpu.p, CPU_U | CPU_N | CPU_C);
    free(m);
    m = imm(0x6B, 0x40, 0xFF, 0, 0);
    assert_int_equal(m->cpu.a, 0x20);
    assert_int_equal(m->cpu.p, CPU_U | CPU_V);
    free(m);
    m = imm(0x6B, 0x01, 0xFF, 0, 0);
    assert_int_equal(m->cpu.a, 0x00);
    assert_int_equal(m->cpu.p, CPU_U | CPU_Z);
    free(m);
}

static void test_arr_decimal(void **state)
{
    (void)state;
    /* $FF & $FF = $FF: ROR gives $7F; both nibbles adjust: $D5, C=1.
     * N is the old carry, Z and V come from the value before adjusting. */
    machine *m = imm(0x6B, 0xFF, 0xFF, 0, CPU_D);
    assert_int_equal(m->cpu.a, 0xD5);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D | CPU_C);
    free(m);
    /* $05: ROR gives $02, low nibble 5+1 > 5 adjusts to $08; high does not. */
    m = imm(0x6B, 0x05, 0xFF, 0, CPU_D);
    assert_int_equal(m->cpu.a, 0x08);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D);
    free(m);
    /* $80 with C=1: ROR gives $C0 (N=1 from C), V = bit 6 of ($80 ^ $C0);
     * high nibble 8 > 5 adjusts: $C0 + $60 = $20, C=1. */
    m = imm(0x6B, 0x80, 0x80, 0, CPU_D | CPU_C);
    assert_int_equal(m->cpu.a, 0x20);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D | CPU_N | CPU_V | CPU_C);
    free(m);
    /* High nibble 5 is odd: 5 + 1 > 5 adjusts ($28 + $60 = $88, C=1);
     * high nibble 4 does not ($20, C=0). V = bit 6 of ($50 ^ $28). */
    m = imm(0x6B, 0x50, 0xFF, 0, CPU_D);
    assert_int_equal(m->cpu.a, 0x88);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D | CPU_V | CPU_C);
    free(m);
    m = imm(0x6B, 0x40, 0xFF, 0, CPU_D);
    assert_int_equal(m->cpu.a, 0x20);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D | CPU_V);
    free(m);
    /* $02 with C=0: ROR gives $01, Z=0; nothing adjusts. */
    m = imm(0x6B, 0x02, 0x03, 0, CPU_D);
    assert_int_equal(m->cpu.a, 0x01);
    assert_int_equal(m->cpu.p, CPU_U | CPU_D);
    free(m);
}

static void test_ane_lxa(void **state)
{
    (void)state;
    /* ANE: A = (A | $EE) & X & imm */
    machine *m = imm(0x8B, 0xFF, 0x00, 0xFF, 0);
    assert_int_equal(m->cpu.a, 0xEE);
    assert_int_equal(m->cpu.x, 0xFF);
    assert_int_equal(m->cpu.p, CPU_U | CPU_N);
    free(m);
    m = imm(0x8B, 0x11, 0x00, 0xFF, CPU_N);
    assert_int_equal(m->cpu.a, 0x00);
    assert_int_equal(m->cpu.p, CPU_U | CPU_Z);
    free(m);
    /* LXA: A = X = (A | $EE) & imm */
    m = imm(0xAB, 0xFF, 0x01, 0x00, 0);
    assert_int_equal(m->cpu.a, 0xEF);
    assert_int_equal(m->cpu.x, 0xEF);
    assert_int_equal(m->cpu.p, CPU_U | CPU_N);
    free(m);
    m = imm(0xAB, 0x33, 0x00, 0x55, 0);
    assert_int_equal(m->cpu.a, 0x22);
    assert_int_equal(m->cpu.x, 0x22);
    assert_int_equal(m->cpu.p, CPU_U);
    free(m);
}

static void test_las(void **state)
{
    (void)state;
    /* LAS $12F0,Y with Y=$20 crosses a page: 5 cycles, dummy read at $1210. */
    const uint8_t prog[] = { 0xBB, 0xF0, 0x12, 0xBB, 0x00, 0x13 };
    machine *m = new_machine(prog, sizeof prog);
    m->ram[0x1310] = 0x3C;
    m->ram[0x1320] = 0xFF;
    m->cpu.y = 0x20;
    m->cpu.s = 0xF0;
    assert_int_equal(cpu_step(&m->cpu), 5);
    assert_int_equal(m->log[3].addr, 0x1210);
    assert_int_equal(m->cpu.a, 0x30);
    assert_int_equal(m->cpu.x, 0x30);
    assert_int_equal(m->cpu.s, 0x30);
    assert_int_equal(m->cpu.p, CPU_U);
    assert_int_equal(cpu_step(&m->cpu), 4);  /* no crossing */
    assert_int_equal(m->cpu.a, 0x30);
    free(m);
}

/* ---- JAM ------------------------------------------------------------------ */

static void test_jam(void **state)
{
    static const uint8_t jams[12] = { 0x02, 0x12, 0x22, 0x32, 0x42, 0x52,
                                      0x62, 0x72, 0x92, 0xB2, 0xD2, 0xF2 };
    int i;
    (void)state;
    for (i = 0; i < 12; i++) {
        const uint8_t prog[] = { 0xA9, 0x01, jams[i], 0xA9, 0x02 };
        machine *m = new_machine(prog, sizeof prog);
        assert_int_equal(cpu_step(&m->cpu), 2);
        assert_false(m->cpu.jammed);
        assert_int_equal(cpu_step(&m->cpu), 1);
        assert_true(m->cpu.jammed);
        assert_int_equal(m->cpu.jam_addr, 0x0202);
        assert_int_equal(m->cpu.jam_op, jams[i]);
        /* Stopped: nothing more happens, not even for interrupts. */
        cpu_nmi(&m->cpu);
        assert_int_equal(cpu_step(&m->cpu), 0);
        assert_int_equal(cpu_run(&m->cpu, 1000), 0);
        assert_int_equal(m->cpu.a, 0x01);
        assert_int_equal(m->cpu.cycles, 3);
        /* RESET revives it. */
        cpu_reset(&m->cpu);
        assert_int_equal(cpu_step(&m->cpu), 7);
        assert_false(m->cpu.jammed);
        assert_int_equal(m->cpu.pc, 0x1000);
        free(m);
    }
}

/* ---- interrupts ----------------------------------------------------------- */

static void test_irq_masked_then_taken(void **state)
{
    const uint8_t prog[] = { 0xEA, 0x58, 0xEA, 0xEA };  /* NOP CLI NOP NOP */
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    m->cpu.p = CPU_U | CPU_I | CPU_C;
    cpu_irq(&m->cpu, 1);
    assert_int_equal(cpu_step(&m->cpu), 2);  /* masked: NOP runs */
    assert_int_equal(m->cpu.pc, 0x201);
    assert_int_equal(cpu_step(&m->cpu), 2);  /* CLI */
    /* CLI clears I after the poll: one more instruction runs first. */
    assert_int_equal(cpu_step(&m->cpu), 2);
    assert_int_equal(m->cpu.pc, 0x203);
    m->nlog = 0;
    assert_int_equal(cpu_step(&m->cpu), 7);
    assert_int_equal(m->cpu.pc, 0x2000);
    assert_int_equal(m->cpu.s, 0xFC);
    assert_int_equal(m->cpu.p, CPU_U | CPU_I | CPU_C);
    /* Pushed: return address $0203 and P with B clear, bit 5 set. */
    assert_int_equal(m->ram[0x1FF], 0x02);
    assert_int_equal(m->ram[0x1FE], 0x03);
    assert_int_equal(m->ram[0x1FD], CPU_U | CPU_C);
    /* Bus: two reads at PC, three pushes, the vector. */
    assert_int_equal(m->nlog, 7);
    assert_int_equal(m->log[0].addr, 0x203);
    assert_int_equal(m->log[1].addr, 0x203);
    assert_true(m->log[2].write && m->log[3].write && m->log[4].write);
    assert_int_equal(m->log[4].addr, 0x1FD);
    assert_int_equal(m->log[5].addr, 0xFFFE);
    assert_int_equal(m->log[6].addr, 0xFFFF);
    /* I now set: the still-asserted line is masked in the handler. */
    m->ram[0x2000] = 0xEA;
    assert_int_equal(cpu_step(&m->cpu), 2);
    assert_int_equal(m->cpu.pc, 0x2001);
    free(m);
}

static void test_irq_cli_sei(void **state)
{
    /* CLI; SEI with the IRQ line held: each changes I after its poll, so
     * CLI's poll sees I=1 and SEI's sees I=0: the IRQ enters after SEI and
     * pushes P with I set. */
    const uint8_t prog[] = { 0x58, 0x78, 0xEA };
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    m->cpu.p = CPU_U | CPU_I;
    cpu_irq(&m->cpu, 1);
    assert_int_equal(cpu_step(&m->cpu), 2);  /* CLI */
    assert_int_equal(cpu_step(&m->cpu), 2);  /* SEI */
    assert_int_equal(m->cpu.pc, 0x202);
    assert_int_equal(cpu_step(&m->cpu), 7);  /* IRQ */
    assert_int_equal(m->cpu.pc, 0x2000);
    assert_int_equal(m->ram[0x1FD], CPU_U | CPU_I);
    /* Line released: even with I clear, no further interrupt. */
    cpu_irq(&m->cpu, 0);
    m->cpu.p = CPU_U;
    m->ram[0x2000] = 0xEA;
    assert_int_equal(cpu_step(&m->cpu), 2);
    assert_int_equal(m->cpu.pc, 0x2001);
    free(m);
}

static void test_nmi_edge(void **state)
{
    const uint8_t prog[] = { 0xEA, 0xEA };
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    m->cpu.p = CPU_U | CPU_I | CPU_D;
    m->ram[0x3000] = 0xEA;
    m->ram[0x3001] = 0xEA;
    cpu_nmi(&m->cpu);
    assert_int_equal(cpu_step(&m->cpu), 7);  /* I does not mask NMI */
    assert_int_equal(m->cpu.pc, 0x3000);
    assert_int_equal(m->ram[0x1FF], 0x02);
    assert_int_equal(m->ram[0x1FE], 0x00);
    assert_int_equal(m->ram[0x1FD], CPU_U | CPU_I | CPU_D);  /* B clear */
    /* An edge is serviced once. */
    assert_int_equal(cpu_step(&m->cpu), 2);
    assert_int_equal(m->cpu.pc, 0x3001);
    free(m);
}

static void test_reset(void **state)
{
    const uint8_t prog[] = { 0xEA };
    int i;
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    cpu_init(&m->cpu, &m->bus);  /* power-up: a RESET is pending */
    m->cpu.pc = 0x0200;
    m->nlog = 0;
    assert_int_equal(cpu_step(&m->cpu), 7);
    assert_int_equal(m->cpu.pc, 0x1000);
    assert_int_equal(m->cpu.s, 0xFD);  /* $00 - 3, no writes */
    assert_true(m->cpu.p & CPU_I);
    assert_int_equal(m->nlog, 7);
    for (i = 0; i < 7; i++)
        assert_false(m->log[i].write);
    assert_int_equal(m->log[2].addr, 0x0100);
    assert_int_equal(m->log[3].addr, 0x01FF);
    assert_int_equal(m->log[4].addr, 0x01FE);
    assert_int_equal(m->log[5].addr, 0xFFFC);
    assert_int_equal(m->log[6].addr, 0xFFFD);
    assert_int_equal(m->cpu.cycles, 7);
    assert_int_equal(m->cpu.instructions, 0);
    free(m);
}

static void test_brk_pushes_b(void **state)
{
    const uint8_t prog[] = { 0x00, 0xAA };
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    m->cpu.p = CPU_U | CPU_N;
    assert_int_equal(cpu_step(&m->cpu), 7);
    assert_int_equal(m->cpu.pc, 0x2000);
    assert_int_equal(m->ram[0x1FF], 0x02);
    assert_int_equal(m->ram[0x1FE], 0x02);  /* skips the padding byte */
    assert_int_equal(m->ram[0x1FD], CPU_U | CPU_N | CPU_B);
    assert_int_equal(m->cpu.p, CPU_U | CPU_N | CPU_I);  /* B not in P */
    free(m);
}

/* ---- the page table and the run loop ------------------------------------ */

static uint8_t bank[2][256];
static cpu_bus *switch_bus;

/* A write to $FF00 maps bank[v & 1] at $8000: a page-table change from
 * inside an instruction must take effect at once. */
static void bank_write(void *ctx, uint16_t a, uint8_t v)
{
    (void)ctx;
    if (a == 0xFF00)
        switch_bus->rd[0x80] = bank[v & 1];
}

static uint8_t bank_read(void *ctx, uint16_t a)
{
    (void)ctx;
    return (uint8_t)(a >> 8);  /* unmapped: the high address byte */
}

static void test_page_table_bank_switch(void **state)
{
    static uint8_t ram[256 * 4];
    static cpu_bus bus;
    /* LDA $8000; LDX #1; STX $FF00; LDY $8000; LDA $9000 */
    static const uint8_t prog[] = { 0xAD, 0x00, 0x80, 0xA2, 0x01, 0x8E, 0x00, 0xFF,
                                    0xAC, 0x00, 0x80, 0xAD, 0x00, 0x90 };
    cpu c;
    int i;
    (void)state;
    memset(&bus, 0, sizeof bus);
    for (i = 0; i < 4; i++)
        bus.rd[i] = bus.wr[i] = ram + 256 * i;
    memcpy(ram + 0x200, prog, sizeof prog);
    bank[0][0] = 0x11;
    bank[1][0] = 0x22;
    bus.rd[0x80] = bank[0];
    bus.io_read = bank_read;
    bus.io_write = bank_write;
    switch_bus = &bus;
    cpu_init(&c, &bus);
    c.pending = 0;
    c.pc = 0x200;
    assert_int_equal(cpu_run(&c, 4 + 2 + 4 + 4 + 4), 18);
    assert_int_equal(c.instructions, 5);
    assert_int_equal(c.a, 0x90);
    assert_int_equal(c.y, 0x22);
}

static void test_run_budget_and_trap(void **state)
{
    /* loop: INX; BNE loop; here: BEQ here (a trap: branch to itself) */
    const uint8_t prog[] = { 0xE8, 0xD0, 0xFD, 0xF0, 0xFE };
    (void)state;
    machine *m = new_machine(prog, sizeof prog);
    /* Without stop_on_trap the budget ends the run (it may overshoot by
     * less than one instruction). */
    uint64_t ran = cpu_run(&m->cpu, 100);
    assert_true(ran >= 100 && ran < 100 + 7);
    assert_int_equal(m->cpu.cycles, ran);
    free(m);
    m = new_machine(prog, sizeof prog);
    m->cpu.stop_on_trap = 1;
    cpu_run(&m->cpu, 100000);
    assert_true(m->cpu.trapped);
    assert_int_equal(m->cpu.trap_addr, 0x0203);
    /* 256 INX, 255 taken BNEs (3 cycles, same page), one not taken, and
     * the trap BEQ once (3 cycles). */
    assert_int_equal(m->cpu.cycles, 256 * 2 + 255 * 3 + 2 + 3);
    assert_int_equal(m->cpu.instructions, 256 * 2 + 1);
    free(m);
}

/* ---- requests from io callbacks: halt, interrupt lines ----------------- */

static uint8_t line_ram[0xFF00];
static cpu_bus line_bus;
static cpu line_cpu;

/* $FF00 <- v: halt; $FF01 <- v: NMI; $FF02 <- v: IRQ line = v. */
static void line_write(void *ctx, uint16_t a, uint8_t v)
{
    (void)ctx;
    if (a == 0xFF00)
        cpu_halt(&line_cpu);
    else if (a == 0xFF01)
        cpu_nmi(&line_cpu);
    else if (a == 0xFF02)
        cpu_irq(&line_cpu, v);
}

static uint8_t line_read(void *ctx, uint16_t a)
{
    (void)ctx;
    return a == 0xFFFA || a == 0xFFFE ? 0x00 : a == 0xFFFB ? 0x30 : a == 0xFFFF ? 0x20 : 0xEA;
}

/* RAM everywhere but page $FF (io); prog at $0200; NOPs at $2000/$3000. */
static cpu *line_machine(const uint8_t *prog, size_t len)
{
    memset(line_ram, 0xEA, sizeof line_ram);
    memcpy(line_ram + 0x200, prog, len);
    memset(&line_bus, 0, sizeof line_bus);
    for (int i = 0; i < 0xFF; i++)
        line_bus.rd[i] = line_bus.wr[i] = line_ram + 256 * i;
    line_bus.io_read = line_read;
    line_bus.io_write = line_write;
    cpu_init(&line_cpu, &line_bus);
    line_cpu.pending = 0;
    line_cpu.pc = 0x200;
    line_cpu.s = 0xFF;
    line_cpu.p = CPU_U;
    return &line_cpu;
}

static void test_halt_from_io(void **state)
{
    /* LDA #1; STA $FF00 (halt); LDA #2 */
    const uint8_t prog[] = { 0xA9, 0x01, 0x8D, 0x00, 0xFF, 0xA9, 0x02 };
    (void)state;
    cpu *c = line_machine(prog, sizeof prog);
    /* It stops right after the writing instruction, well before the budget. */
    assert_int_equal(cpu_run(c, 1000), 2 + 4);
    assert_int_equal(c->pc, 0x0205);
    assert_int_equal(c->a, 0x01);
    assert_int_equal(c->instructions, 2);
    assert_false(c->jammed);
    assert_int_equal(c->pending, 0);          /* the request is consumed */
    assert_int_equal(cpu_run(c, 8), 2);       /* and the CPU carries on */
    assert_int_equal(c->a, 0x02);
    /* A request made outside cpu_run: the next call returns at once. */
    cpu_halt(c);
    assert_int_equal(cpu_run(c, 1000), 0);
    assert_int_equal(c->pc, 0x0207);
    assert_int_equal(cpu_step(c), 2);
}

static void test_halt_before_interrupt(void **state)
{
    /* STA $FF01 (NMI) with the budget ending on it: the NMI waits for the
     * next run. A pending NMI and a halt: the halt comes first. */
    const uint8_t prog[] = { 0x8D, 0x01, 0xFF, 0x8D, 0x00, 0xFF };
    (void)state;
    cpu *c = line_machine(prog, sizeof prog);
    assert_int_equal(cpu_run(c, 4), 4);       /* the budget ends it */
    assert_int_equal(c->pending, CPU_PENDING_NMI);
    assert_int_equal(cpu_run(c, c->cycles + 1), 7);   /* the NMI entry */
    assert_int_equal(c->pc, 0x3000);
    c = line_machine(prog, sizeof prog);
    c->pending = CPU_PENDING_NMI;
    cpu_halt(c);
    assert_int_equal(cpu_run(c, 1000), 0);
    assert_int_equal(c->pending, CPU_PENDING_NMI);
    assert_int_equal(c->pc, 0x0200);
}

static void test_lines_from_io(void **state)
{
    /* LDA #1; STA $FF01 (NMI edge); LDA #2: the NMI enters right after the
     * STA, inside the same cpu_run. */
    const uint8_t prog[] = { 0xA9, 0x01, 0x8D, 0x01, 0xFF, 0xA9, 0x02 };
    (void)state;
    cpu *c = line_machine(prog, sizeof prog);
    assert_int_equal(cpu_run(c, 2 + 4 + 7), 2 + 4 + 7);
    assert_int_equal(c->pc, 0x3000);
    assert_int_equal(c->a, 0x01);
    /* IRQ: LDX #1; STX $FF02 (line up, I clear): taken after the STX. */
    const uint8_t irq[] = { 0xA2, 0x01, 0x8E, 0x02, 0xFF, 0xA2, 0x02 };
    c = line_machine(irq, sizeof irq);
    assert_int_equal(cpu_run(c, 2 + 4 + 7), 2 + 4 + 7);
    assert_int_equal(c->pc, 0x2000);
    assert_int_equal(c->x, 0x01);
    /* Held but masked by I: the handler's NOPs run. */
    assert_int_equal(cpu_run(c, c->cycles + 4), 4);
    assert_int_equal(c->pc, 0x2002);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_klaus_functional),
        cmocka_unit_test(test_vectors_documented),
        cmocka_unit_test(test_vectors_undocumented),
        cmocka_unit_test(test_vectors_unstable),
        cmocka_unit_test(test_anc),
        cmocka_unit_test(test_alr),
        cmocka_unit_test(test_arr_binary),
        cmocka_unit_test(test_arr_decimal),
        cmocka_unit_test(test_ane_lxa),
        cmocka_unit_test(test_las),
        cmocka_unit_test(test_jam),
        cmocka_unit_test(test_irq_masked_then_taken),
        cmocka_unit_test(test_irq_cli_sei),
        cmocka_unit_test(test_nmi_edge),
        cmocka_unit_test(test_reset),
        cmocka_unit_test(test_brk_pushes_b),
        cmocka_unit_test(test_page_table_bank_switch),
        cmocka_unit_test(test_run_budget_and_trap),
        cmocka_unit_test(test_halt_from_io),
        cmocka_unit_test(test_halt_before_interrupt),
        cmocka_unit_test(test_lines_from_io),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
