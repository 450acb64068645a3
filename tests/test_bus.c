/* test_bus.c — the console around the CPU: the bus and its registers
 * (emu/bus.c, docs/console.md) and frames (emu/machine.c, docs/rom.md
 * "Running a ROM: frames"). Each test runs a tiny hand-assembled 6502
 * program as a ROM image through mach_init/mach_frame and looks at RAM, the
 * console state and the CPU.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/machine.h"
#include "emu/rom.h"

#define F MACH_FRAME_CYCLES

/* ---- a console running a hand-assembled program ---------------------------- */

#define LO(a) ((a) & 0xFF)
#define HI(a) ((a) >> 8)
#define LDA_I(v) 0xA9, (v)
#define LDA(a)   0xAD, LO(a), HI(a)
#define STA(a)   0x8D, LO(a), HI(a)
#define LDX_I(v) 0xA2, (v)
#define INC_Z(z) 0xE6, (z)
#define COPY(from, to) LDA(from), STA(to)
#define SPIN     0xB8, 0x50, 0xFE                  /* CLV; BVC * */
#define EXIT(v)  LDA_I(v), STA(0x5C41)
#define R(r)     (0x5C00 + (r))

typedef struct rig {
    hw       h;
    mach     m;
    uint32_t base;              /* where the image starts */
    int      inputs;            /* input_fn calls */
    uint32_t input_frame[8];
    int      lines;             /* trace lines */
    uint32_t line_frame[8];
    char     line[8][HW_TRACE_LINE];
} rig;

/* A scripted input: every field derived from the frame number. */
static void script_input(void *ctx, uint32_t frame, hw_input *in)
{
    rig *r = ctx;
    if (r->inputs < 8)
        r->input_frame[r->inputs] = frame;
    r->inputs++;
    in->key = (uint8_t)('A' + frame);
    in->keymod = (uint8_t)(frame & 1);
    in->pad[0] = (uint16_t)(0x0A00 + frame);
    in->pad[1] = (uint16_t)(0x0B00 + frame);
    in->joy[0] = (uint8_t)(0x10 | frame);
    in->joy[1] = (uint8_t)(0x40 | frame);
    in->buttons = (uint8_t)frame;
}

static void record_trace(void *ctx, uint32_t frame, const char *line)
{
    rig *r = ctx;
    if (r->lines < 8) {
        r->line_frame[r->lines] = frame;
        snprintf(r->line[r->lines], HW_TRACE_LINE, "%s", line);
    }
    r->lines++;
}

/* Powers on a console whose ROM is `size` bytes: the program at the start
 * of the image, the RESET vector pointing at it, the rest $EA. */
static rig *boot_sized(const uint8_t *prog, size_t len, uint32_t size)
{
    static uint8_t image[BUS_ROM_SIZE + BUS_EXT_SIZE];
    uint32_t win = size < BUS_ROM_SIZE ? size : BUS_ROM_SIZE;
    rig *r = calloc(1, sizeof *r);
    assert_non_null(r);
    assert_true(len + 6 <= win);
    r->base = 0x10000u - win;
    memset(image, 0xEA, win);
    memcpy(image, prog, len);
    for (uint32_t i = win; i < size; i++)          /* the extension: a pattern */
        image[i] = (uint8_t)((i - win) ^ 0x5A);
    for (int v = 0; v < 3; v++) {
        image[win - 6 + 2 * v] = (uint8_t)r->base;
        image[win - 5 + 2 * v] = (uint8_t)(r->base >> 8);
    }
    hw_init(&r->h);
    r->h.input_fn = script_input;
    r->h.input_ctx = r;
    r->h.trace_fn = record_trace;
    r->h.trace_ctx = r;
    mach_init(&r->m, &r->h, image, size, rom_crc32(image, size));
    return r;
}

static rig *boot(const uint8_t *prog, size_t len) { return boot_sized(prog, len, 256); }

/* Runs until the program writes EXIT; returns the displayed frames. */
static int run_to_exit(rig *r)
{
    for (int n = 1; n < 1000; n++) {
        int st = mach_frame(&r->m);
        if (st == MACH_EXIT)
            return n;
        if (st == MACH_ERROR)
            fail_msg("machine stopped: %s", r->m.error);
    }
    fail_msg("no EXIT within 1000 frames");
    return 0;
}

static uint8_t ram(rig *r, uint16_t a) { return r->m.bus.ram[a]; }

static void test_bus_mode(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(20), STA(R(0)), LDA_I(10), STA(R(1)), LDA_I(6), STA(R(2)),
        LDA_I(8), STA(R(3)), LDA_I(2), STA(R(4)), LDA_I(0x1F), STA(R(5)),
        STA(R(6)), COPY(R(6), 0x10), COPY(R(0), 0x11),
        LDA_I(200), STA(R(0)), STA(R(6)),               /* 200 columns: rejected */
        COPY(R(6), 0x12), COPY(R(0), 0x13), COPY(R(5), 0x14), COPY(R(4), 0x15),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    /* Power-on: generic 40x25 of 8x8 cells, registers zero. */
    assert_int_equal(r->h.disp.cols, 40);
    assert_int_equal(r->h.disp.rows, 25);
    assert_int_equal(bus_peek(&r->m.bus, R(0)), 0);
    run_to_exit(r);
    const hw_display *d = &r->h.disp;
    assert_int_equal(ram(r, 0x10), 0);             /* applied */
    assert_int_equal(ram(r, 0x11), 20);            /* registers read back */
    assert_int_equal(ram(r, 0x12), 1);             /* the second was rejected */
    assert_int_equal(ram(r, 0x13), 200);
    assert_int_equal(ram(r, 0x14), 0x1F);
    assert_int_equal(ram(r, 0x15), 2);
    assert_int_equal(d->cols, 20);                 /* the valid mode stays */
    assert_int_equal(d->rows, 10);
    assert_int_equal(d->cell_w, 6);
    assert_int_equal(d->cell_h, 8);
    assert_int_equal(d->profile, 2);
    assert_int_equal(d->mode_rejected, 1);
    for (unsigned i = 0; i < CON_CELLS_MAX; i++)
        assert_true(d->chars[i] == ' ' && d->attrs[i] == 0x1F);
    static uint8_t glyphs[HW_GLYPH_BYTES];
    font_load_defaults(glyphs, 2, 6, 8);
    assert_memory_equal(d->glyphs, glyphs, sizeof glyphs);
    free(r);
}

static void test_bus_display_memory(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('X'), STA(0x6000), LDA_I('Y'), STA(0x67FF), LDA_I(0x12), STA(0x6800),
        STA(0x6FFF), LDA_I(0xAA), STA(0x7000 + 16 * 65), STA(0x7FFF),
        COPY(0x6000, 0x10), COPY(0x6800, 0x11), COPY(0x7000 + 16 * 65, 0x12),
        LDA_I(5), STA(R(7)), COPY(R(7), 0x13), EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(r->h.disp.border, 0);
    run_to_exit(r);
    const hw_display *d = &r->h.disp;
    assert_int_equal(d->chars[0], 'X');
    assert_int_equal(d->chars[2047], 'Y');
    assert_int_equal(d->attrs[0], 0x12);
    assert_int_equal(d->attrs[2047], 0x12);
    assert_int_equal(d->glyphs[16 * 65], 0xAA);
    assert_int_equal(d->glyphs[HW_GLYPH_BYTES - 1], 0xAA);
    assert_int_equal(ram(r, 0x10), 'X');
    assert_int_equal(ram(r, 0x11), 0x12);
    assert_int_equal(ram(r, 0x12), 0xAA);
    assert_int_equal(d->border, 5);                /* BORDER */
    assert_int_equal(ram(r, 0x13), 5);
    free(r);
}

static void test_bus_machine(void **state)
{
    (void)state;
    static const uint8_t prog[] = { COPY(R(8), 0x10), LDA_I(1), STA(R(8)), COPY(R(8), 0x11),
                                    EXIT(0), SPIN };
    rig *r = boot(prog, sizeof prog);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), CON_MACHINE_ANY);
    assert_int_equal(ram(r, 0x11), CON_MACHINE_ANY);  /* read-only */
    free(r);
    r = boot(prog, sizeof prog);
    r->h.machine = CON_PROF_APPLE2;
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), CON_PROF_APPLE2);
    free(r);
}

static void test_bus_input_latching(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(R(0x10), 0x10), COPY(R(0x18), 0x11),      /* nothing latched yet */
        STA(R(0x1E)),                                   /* POLL: frame 1 */
        COPY(R(0x10), 0x20), COPY(R(0x11), 0x21), COPY(R(0x12), 0x22),
        COPY(R(0x13), 0x23), COPY(R(0x14), 0x24), COPY(R(0x15), 0x25),
        COPY(R(0x16), 0x26), COPY(R(0x17), 0x27), COPY(R(0x18), 0x28),
        COPY(R(0x1E), 0x29), COPY(R(0x1F), 0x2A),      /* write-only: read 0 */
        STA(R(0x1F)),                                   /* WAIT: frame 2 */
        COPY(R(0x10), 0x30), COPY(R(0x18), 0x31),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    /* The WAIT halted the CPU: the frame ends at its boundary exactly and
     * the reads after it have not run. */
    assert_int_equal(r->m.cpu.cycles, F);
    assert_int_equal(r->inputs, 2);
    assert_int_equal(ram(r, 0x30), 0);
    assert_int_equal(r->m.cpu.pc, r->base + 2 * 6 + 3 + 11 * 6 + 3);
    assert_int_equal(run_to_exit(r), 1);
    assert_int_equal(r->inputs, 2);                /* asked once per latch */
    assert_int_equal(r->input_frame[0], 1);
    assert_int_equal(r->input_frame[1], 2);
    assert_int_equal(r->h.frame, 2);
    assert_int_equal(ram(r, 0x10), 0);
    assert_int_equal(ram(r, 0x11), 0);
    static const uint8_t want1[] = { 'B', 1, 0x01, 0x0A, 0x01, 0x0B, 0x11, 0x41, 1, 0, 0 };
    assert_memory_equal(&r->m.bus.ram[0x20], want1, sizeof want1);
    assert_int_equal(ram(r, 0x30), 'C');
    assert_int_equal(ram(r, 0x31), 2);
    free(r);
}

static void test_bus_frame_counter(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(R(0x21), 0x10),                       /* nothing latched: 0 */
        COPY(R(0x20), 0x11),                       /* latches bytes 1-3 */
        STA(R(0x1E)),                              /* POLL: $443322FF -> $44332300 */
        COPY(R(0x21), 0x12), COPY(R(0x23), 0x13),  /* still the latched bytes */
        COPY(R(0x20), 0x14), COPY(R(0x21), 0x15), COPY(R(0x22), 0x16), COPY(R(0x23), 0x17),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    r->h.frame = 0x443322FFu;
    run_to_exit(r);
    static const uint8_t want[] = { 0, 0xFF, 0x22, 0x44, 0x00, 0x23, 0x33, 0x44 };
    assert_memory_equal(&r->m.bus.ram[0x10], want, sizeof want);
    free(r);
}

static void test_bus_sound(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(0x34), STA(R(0x34)), LDA_I(0x12), STA(R(0x35)), LDA_I(20), STA(R(0x36)),
        STA(R(0x1F)),                                     /* frame 1: not started */
        LDA_I(5), STA(R(0x37)),                           /* DUR starts tone 1 */
        COPY(R(0x34), 0x10), COPY(R(0x36), 0x11), COPY(R(0x37), 0x12),
        STA(R(0x1F)),
        LDA_I(0xB8), STA(R(0x38)), LDA_I(0x0B), STA(R(0x39)), LDA_I(6), STA(R(0x3A)),
        LDA_I(255), STA(R(0x3B)),                         /* noise held */
        LDA_I(0), STA(R(0x37)),                           /* tone 1 stopped */
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->h.ch[1].serial, 0);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    const hw_channel *c = &r->h.ch[1];
    assert_int_equal(c->serial, 1);
    assert_int_equal(c->hz, 0x1234);
    assert_int_equal(c->vol, 15);                  /* volume 0-15 */
    assert_int_equal(c->frames, 4);                /* one frame played */
    assert_int_equal(r->h.ch[0].serial, 0);
    assert_int_equal(ram(r, 0x10), 0x34);          /* registers read as written */
    assert_int_equal(ram(r, 0x11), 20);
    assert_int_equal(ram(r, 0x12), 5);
    run_to_exit(r);
    assert_int_equal(r->h.ch[2].hz, 3000);
    assert_int_equal(r->h.ch[2].vol, 6);
    assert_int_equal(r->h.ch[2].frames, CON_DUR_HOLD);
    assert_int_equal(c->serial, 2);
    assert_int_equal(c->frames, 0);
    free(r);
}

static void test_bus_trace_exit(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('H'), STA(R(0x40)), LDA_I('I'), STA(R(0x40)), LDA_I('\n'), STA(R(0x40)),
        STA(R(0x1E)), LDA_I('X'), STA(R(0x40)), LDA_I('\n'), STA(R(0x40)),
        COPY(R(0x40), 0x10), COPY(R(0x41), 0x11),
        EXIT(42), INC_Z(0x12), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(r->lines, 2);
    assert_string_equal(r->line[0], "HI");
    assert_int_equal(r->line_frame[0], 0);
    assert_string_equal(r->line[1], "X");
    assert_int_equal(r->line_frame[1], 1);
    assert_int_equal(ram(r, 0x10), 0);
    assert_int_equal(ram(r, 0x11), 0);
    /* Stopped right after the EXIT store: the INC did not run. */
    assert_true(r->h.exited);
    assert_int_equal(r->h.exit_code, 42);
    assert_int_equal(ram(r, 0x12), 0);
    assert_int_equal(r->m.cpu.pc, r->base + sizeof prog - 5);
    uint64_t cycles = r->m.cpu.cycles, ins = r->m.cpu.instructions;
    assert_int_equal(ins, 6 + 1 + 4 + 4 + 2);
    /* Further frames do nothing. */
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(r->m.cpu.cycles, cycles);
    /* A power cycle starts it again. */
    mach_reset(&r->m);
    assert_false(r->h.exited);
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    free(r);
}

typedef struct page_log {
    int      pages;
    uint32_t frame;
    uint16_t len;
    char     text[CON_PRINT_PAGE];
} page_log;

static void record_page(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    page_log *p = ctx;
    p->pages++;
    p->frame = frame;
    p->len = len;
    memcpy(p->text, page, len);
}

/* PRINT ($5C42): a form feed hands the page to the host; a page keeps
 * CON_PRINT_PAGE characters and drops the rest. */
static void test_bus_printer(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I('A'), STA(R(0x42)), LDA_I('B'), STA(R(0x42)), STA(R(0x1E)),
        LDA_I('\f'), STA(R(0x42)), LDA_I('C'), STA(R(0x42)), EXIT(0), SPIN
    };
    page_log log = { 0 };
    rig *r = boot(prog, sizeof prog);
    r->h.print_fn = record_page;
    r->h.print_ctx = &log;
    assert_int_equal(mach_frame(&r->m), MACH_EXIT);
    assert_int_equal(log.pages, 1);
    assert_int_equal(log.len, 2);
    assert_memory_equal(log.text, "AB", 2);
    assert_int_equal(log.frame, 1);
    assert_int_equal(r->h.print_len, 1);        /* "C": the next page, not yet ended */
    mach_reset(&r->m);
    assert_int_equal(r->h.print_len, 0);
    for (int i = 0; i < (int)CON_PRINT_PAGE + 100; i++)
        hw_print_char(&r->h, (char)('a' + i % 26));
    hw_print_char(&r->h, '\f');
    assert_int_equal(log.pages, 2);
    assert_int_equal(log.len, CON_PRINT_PAGE);
    assert_int_equal(log.text[CON_PRINT_PAGE - 1], 'a' + (CON_PRINT_PAGE - 1) % 26);
    free(r);
}

static void test_bus_save_ram(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(3), STA(0x5805),                     /* the value it holds: not dirty */
        STA(R(0x1F)),
        LDA_I(7), STA(0x5800), LDA_I(9), STA(0x5BFF),
        COPY(0x5800, 0x10), COPY(0x5BFF, 0x11), EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    r->h.sram[5] = 3;
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_false(r->h.sram_dirty);
    run_to_exit(r);
    assert_true(r->h.sram_dirty);
    assert_int_equal(r->h.sram[0], 7);
    assert_int_equal(r->h.sram[CON_SRAM_SIZE - 1], 9);
    assert_int_equal(ram(r, 0x10), 7);
    assert_int_equal(ram(r, 0x11), 9);
    /* Battery-backed: a power cycle keeps it, RAM is cleared. */
    mach_reset(&r->m);
    assert_int_equal(r->h.sram[0], 7);
    assert_int_equal(ram(r, 0x10), 0);
    free(r);
}

static void test_bus_unmapped_and_rom(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        COPY(0x5D00, 0x10), COPY(0x5FFF, 0x11),    /* unmapped: $FF */
        COPY(R(0x50), 0x12), COPY(R(0xFF), 0x13),  /* unlisted registers: $00 */
        COPY(0x8000, 0x14), COPY(0xFEFF, 0x15),    /* below a 256-byte image: $FF */
        LDA_I(0x77), STA(0x5D00), STA(R(0x50)), STA(0xFF00), STA(0x8000),
        COPY(0xFF00, 0x16), COPY(0x5D00, 0x17), COPY(R(0x50), 0x18),
        EXIT(0), SPIN
    };
    rig *r = boot(prog, sizeof prog);
    run_to_exit(r);
    static const uint8_t want[] = { 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0xAD, 0xFF, 0 };
    assert_memory_equal(&r->m.bus.ram[0x10], want, sizeof want);
    assert_int_equal(bus_peek(&r->m.bus, 0xFF00), 0xAD);   /* the ROM is intact */
    assert_int_equal(bus_peek(&r->m.bus, 0xFFFD), 0xFF);   /* RESET vector high byte */
    assert_int_equal(bus_peek(&r->m.bus, 0x8000), 0xFF);
    free(r);
}

static void test_bus_rom_window(void **state)
{
    (void)state;
    /* A 16 KB image sits at $C000-$FFFF; $8000-$BFFF read $FF. */
    static const uint8_t prog[] = { COPY(0xC000, 0x10), COPY(0xBFFF, 0x11),
                                    COPY(0xE000, 0x12), EXIT(0), SPIN };
    rig *r = boot_sized(prog, sizeof prog, 0x4000);
    assert_int_equal(r->base, 0xC000);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), 0xAD);
    assert_int_equal(ram(r, 0x11), 0xFF);
    assert_int_equal(ram(r, 0x12), 0xEA);
    free(r);
    /* A full 32 KB image fills the window. */
    r = boot_sized(prog, sizeof prog, BUS_ROM_SIZE);
    assert_int_equal(r->base, 0x8000);
    assert_int_equal(bus_peek(&r->m.bus, 0x8000), 0xAD);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x11), 0xEA);
    free(r);
}

/* The bytes past 32 KB are the extension: EXT_LO/HI point into it, each CPU
 * read of EXT_DATA gives a byte and moves on, $FF past its end; a debugger's
 * peek moves nothing. */
static void test_bus_extension(void **state)
{
    (void)state;
    static const uint8_t prog[] = {
        LDA_I(0x20), STA(R(BUS_R_EXT_LO)), LDA_I(0x01), STA(R(BUS_R_EXT_HI)),
        COPY(R(BUS_R_EXT_DATA), 0x10), COPY(R(BUS_R_EXT_DATA), 0x11),
        COPY(R(BUS_R_EXT_LO), 0x12), COPY(R(BUS_R_EXT_HI), 0x13),
        LDA_I(299 & 0xFF), STA(R(BUS_R_EXT_LO)), LDA_I(299 >> 8), STA(R(BUS_R_EXT_HI)),
        COPY(R(BUS_R_EXT_DATA), 0x14), COPY(R(BUS_R_EXT_DATA), 0x15),
        EXIT(0), SPIN };
    rig *r = boot_sized(prog, sizeof prog, BUS_ROM_SIZE + 300);
    assert_int_equal(r->base, 0x8000);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), (0x120 ^ 0x5A) & 0xFF);
    assert_int_equal(ram(r, 0x11), (0x121 ^ 0x5A) & 0xFF);
    assert_int_equal(ram(r, 0x12), 0x22);
    assert_int_equal(ram(r, 0x13), 0x01);
    assert_int_equal(ram(r, 0x14), (299 ^ 0x5A) & 0xFF);
    assert_int_equal(ram(r, 0x15), 0xFF);             /* past the end */
    assert_int_equal(bus_peek(&r->m.bus, R(BUS_R_EXT_DATA)), 0xFF);
    assert_int_equal(bus_peek(&r->m.bus, R(BUS_R_EXT_LO)), 301 & 0xFF);   /* peek: no step */
    free(r);
    /* Without an extension every read is $FF. */
    r = boot_sized(prog, sizeof prog, BUS_ROM_SIZE);
    run_to_exit(r);
    assert_int_equal(ram(r, 0x10), 0xFF);
    assert_int_equal(ram(r, 0x14), 0xFF);
    free(r);
}

static void test_jam_stops(void **state)
{
    (void)state;
    static const uint8_t prog[] = { LDA_I(1), 0x12, SPIN };
    rig *r = boot(prog, sizeof prog);
    assert_int_equal(mach_frame(&r->m), MACH_ERROR);
    assert_string_equal(r->m.error, "CPU jammed at $FF02 (opcode $12)");
    assert_int_equal(mach_frame(&r->m), MACH_ERROR);
    free(r);
}

/* ---- frames ----------------------------------------------------------------- */

static void test_frames_exact(void **state)
{
    (void)state;
    /* A busy loop never waits: every frame still ends at its boundary,
     * overshooting by less than one instruction, so frames average exactly
     * MACH_FRAME_CYCLES. */
    static const uint8_t prog[] = { SPIN };
    rig *r = boot(prog, sizeof prog);
    for (uint64_t k = 1; k <= 300; k++) {
        assert_int_equal(mach_frame(&r->m), MACH_FRAME);
        assert_int_equal(r->m.frames, k);
        assert_in_range(r->m.cpu.cycles, k * F, k * F + 6);
        assert_int_equal(r->m.frame_end, (k + 1) * F);
    }
    free(r);
}

static void test_frames_wait(void **state)
{
    (void)state;
    static const uint8_t prog[] = { INC_Z(0), STA(R(0x1F)), 0xB8, 0x50, 0xF8 };
    rig *r = boot(prog, sizeof prog);
    for (uint64_t k = 1; k <= 100; k++) {
        assert_int_equal(mach_frame(&r->m), MACH_FRAME);
        assert_int_equal(r->m.cpu.cycles, k * F);     /* idle to the boundary */
        assert_int_equal(ram(r, 0), k);               /* one pass per frame */
        assert_int_equal(r->h.frame, k);
        assert_false(r->m.halted);
    }
    free(r);
}

/* A WAIT whose write cycle is the boundary's first cycle belongs to the
 * next frame: the CPU idles through all of it. One cycle earlier, it ends
 * the current frame. */
static void test_frames_wait_at_boundary(void **state)
{
    (void)state;
    static const uint8_t prog[] = { STA(R(0x1F)), INC_Z(0), SPIN };
    /* RESET takes 7 cycles; the STA's write is its 4th. */
    rig *r = boot(prog, sizeof prog);
    r->m.cpu.cycles = F - 7 - 4;                  /* write at cycle F - 1 */
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->m.cpu.cycles, F);
    assert_false(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(ram(r, 0), 1);
    free(r);

    r = boot(prog, sizeof prog);
    r->m.cpu.cycles = F - 7 - 3;                  /* write at cycle F */
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(r->m.cpu.cycles, 2 * F);
    assert_true(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);   /* the idle frame */
    assert_int_equal(r->m.cpu.cycles, 2 * F);
    assert_int_equal(r->m.frames, 2);
    assert_int_equal(ram(r, 0), 0);
    assert_false(r->m.halted);
    assert_int_equal(mach_frame(&r->m), MACH_FRAME);
    assert_int_equal(ram(r, 0), 1);
    free(r);
}

/* mach_run: a frame run one instruction at a time is the frame mach_frame
 * runs (same cycles, RAM, latches, WAITs); a halt the bus did not ask for
 * (a debugger's) pauses inside the frame. */
static void test_frames_in_pieces(void **state)
{
    (void)state;
    static const uint8_t prog[] = { INC_Z(0), LDA(R(0x10)), STA(0x0200), STA(R(0x1F)), 0xB8, 0x50, 0xF2 };
    rig *a = boot(prog, sizeof prog), *b = boot(prog, sizeof prog);
    for (int k = 1; k <= 20; k++) {
        assert_int_equal(mach_frame(&a->m), MACH_FRAME);
        int st, steps = 0;
        while ((st = mach_run(&b->m, b->m.cpu.cycles + 1)) == MACH_PAUSED)
            steps++;
        assert_int_equal(st, MACH_FRAME);
        assert_true(steps > 3);
        assert_int_equal(b->m.cpu.cycles, a->m.cpu.cycles);
        assert_int_equal(b->m.frames, a->m.frames);
        assert_memory_equal(b->m.bus.ram, a->m.bus.ram, BUS_RAM_SIZE);
        assert_int_equal(b->h.frame, a->h.frame);
    }
    cpu_halt(&b->m.cpu);                              /* as a watchpoint does */
    uint64_t at = b->m.cpu.cycles;
    assert_int_equal(mach_run(&b->m, UINT64_MAX), MACH_PAUSED);
    assert_int_equal(b->m.cpu.cycles, at);
    assert_int_equal(mach_run(&b->m, UINT64_MAX), MACH_FRAME);
    assert_int_equal(mach_frame(&a->m), MACH_FRAME);
    assert_int_equal(b->m.cpu.cycles, a->m.cpu.cycles);
    free(a);
    free(b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bus_mode),
        cmocka_unit_test(test_bus_display_memory),
        cmocka_unit_test(test_bus_machine),
        cmocka_unit_test(test_bus_input_latching),
        cmocka_unit_test(test_bus_frame_counter),
        cmocka_unit_test(test_bus_sound),
        cmocka_unit_test(test_bus_trace_exit),
        cmocka_unit_test(test_bus_printer),
        cmocka_unit_test(test_bus_save_ram),
        cmocka_unit_test(test_bus_unmapped_and_rom),
        cmocka_unit_test(test_bus_rom_window),
        cmocka_unit_test(test_bus_extension),
        cmocka_unit_test(test_jam_stops),
        cmocka_unit_test(test_frames_exact),
        cmocka_unit_test(test_frames_wait),
        cmocka_unit_test(test_frames_wait_at_boundary),
        cmocka_unit_test(test_frames_in_pieces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
