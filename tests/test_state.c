/* test_state.c — machine states (emu/state.c, docs/state.md) of the smoke
 * ROM (BUILD/rom/smoke.rom, tests/testlib.h):
 *  - a state saved mid-run and restored into a fresh machine continues the
 *    same run; a spoiled or foreign state, or a file that is missing or too
 *    big, is refused with one line and the machine left as it was;
 *  - each field is checked ("What a state is checked for"): a CRC-valid
 *    state whose fields the machine cannot reach is refused, never run.
 *    Each such case takes a real state, rewrites one field of the payload,
 *    packs it again with a correct header and zlib checksum, and tries it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <zlib.h>

#include "emu/machine.h"
#include "emu/state.h"
#include "emu/rom.h"
#include "tests/testlib.h"

#define HDR 22u          /* docs/state.md: magic, version, CRC, sizes */

/* Payload offsets, in the order docs/state.md lists the fields. */
enum {
    P_PC = 0, P_P = 6, P_CYCLES = 7, P_INSNS = 15, P_PENDING = 23, P_IDELAY = 24,
    P_JAMMED = 25, P_FRAME_END = 29, P_FRAMES = 37, P_HALTED = 45,
    P_HW = 46 + 256 + 3 + BUS_RAM_SIZE,
    P_MODE_REJ = P_HW + 6,
    P_INPUT = P_MODE_REJ + 1 + 2 * CON_CELLS_MAX + HW_GLYPH_BYTES,
    P_CH = P_INPUT + 9 + 4,
    P_EXITED = P_CH + 3 * 8 + CON_SRAM_SIZE,
};

static rom r;
static hw h;
static mach m;
static uint8_t *good;             /* a state after 30 frames */
static size_t good_len;
static uint8_t *payload;
static size_t psize;

static int setup(void **state)
{
    char err[512];
    if (tl_setup(state))
        return -1;
    if (rom_load(tl_rom_path("smoke.rom"), &r, err, sizeof err)) {
        fprintf(stderr, "%s (build it, or set ANNEX_BUILD)\n", err);
        return -1;
    }
    hw_init(&h);
    mach_init(&m, &h, r.image, r.h.size, r.h.crc);
    for (int n = 0; n < 30; n++)
        mach_frame(&m);
    if (st_encode(&m, &good, &good_len, err, sizeof err))
        return -1;
    psize = good[14] | good[15] << 8 | (size_t)good[16] << 16;
    payload = malloc(psize);
    uLongf got = psize;
    return payload && uncompress(payload, &got, good + HDR, good_len - HDR) == Z_OK
           && got == psize ? 0 : -1;
}

static int teardown(void **state)
{
    free(good);
    free(payload);
    return tl_teardown(state);
}

/* ---- field by field ------------------------------------------------------------ */

static void put(uint8_t *p, uint64_t v, unsigned width)
{
    for (unsigned i = 0; i < width; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* A payload of `plen` bytes packed into a state file of `version` with a
 * correct header (malloc'd; its length in *len). */
static uint8_t *pack(const uint8_t *p, size_t plen, unsigned version, size_t *len)
{
    uLongf zlen = compressBound(plen);
    uint8_t *file = malloc(HDR + zlen);
    assert_non_null(file);
    assert_int_equal(compress2(file + HDR, &zlen, p, plen, 1), Z_OK);
    memcpy(file, good, HDR);
    put(file + 8, version, 2);
    put(file + 14, plen, 4);
    put(file + 18, zlen, 4);
    *len = HDR + zlen;
    return file;
}

/* The good state with `width` bytes at payload offset `off` set to v (and
 * optionally a second field), packed again; decoded into m. */
static int try_state(size_t off, uint64_t v, unsigned width,
                     size_t off2, uint64_t v2, unsigned width2, char *err, size_t n)
{
    uint8_t *p = malloc(psize);
    size_t len;
    assert_non_null(p);
    memcpy(p, payload, psize);
    put(p + off, v, width);
    if (width2)
        put(p + off2, v2, width2);
    uint8_t *file = pack(p, psize, MACH_STATE_VERSION, &len);
    int st = st_decode(&m, file, len, "x.state", err, n);
    free(p);
    free(file);
    return st;
}

static void refused(size_t off, uint64_t v, unsigned width, size_t off2, uint64_t v2,
                    unsigned width2, const char *why)
{
    char err[512] = "";
    static mach m0;
    m0 = m;
    if (try_state(off, v, width, off2, v2, width2, err, sizeof err) != -1)
        fail_msg("offset %zu = %llu accepted", off, (unsigned long long)v);
    if (!strstr(err, "x.state: corrupt machine state") || !strstr(err, why) || strchr(err, '\n'))
        fail_msg("\"%s\" should say \"%s\"", err, why);
    assert_memory_equal(&m0, &m, sizeof m);
}

/* The repacking itself is sound: the untouched payload loads. */
static void test_state_repacked_loads(void **state)
{
    (void)state;
    char err[512];
    assert_int_equal(try_state(P_PC, payload[P_PC], 1, 0, 0, 0, err, sizeof err), 0);
    assert_int_equal(m.frames, 30);
    assert_int_equal(m.frame_end, 31ull * MACH_FRAME_CYCLES);
}

/* A version 2 state (no trace line count: docs/state.md) still loads, its
 * count unknown; the rest of the machine as in the version 3 file. */
static void test_state_version2_loads(void **state)
{
    (void)state;
    char err[512];
    size_t at = psize - (2 + CON_PRINT_PAGE) - 2;      /* trace_lines, before the printer page */
    uint8_t *p = malloc(psize);
    size_t len;
    assert_non_null(p);
    memcpy(p, payload, at);
    memcpy(p + at, payload + at + 2, psize - at - 2);
    uint8_t *file = pack(p, psize - 2, 2, &len);
    h.trace_lines = 7;
    assert_int_equal(st_decode(&m, file, len, "v2.state", err, sizeof err), 0);
    assert_int_equal(h.trace_lines, HW_LINES_UNKNOWN);
    assert_int_equal(m.frames, 30);
    put(file + 14, psize, 4);                         /* a version 3 size in a version 2 file */
    assert_int_equal(st_decode(&m, file, len, "v2.state", err, sizeof err), -1);
    tl_assert_one_line(err, "v2.state", "corrupt machine state");
    assert_int_equal(try_state(P_PC, payload[P_PC], 1, 0, 0, 0, err, sizeof err), 0);
    assert_int_not_equal(h.trace_lines, HW_LINES_UNKNOWN);   /* version 3 says it */
    free(p);
    free(file);
}

/* The hang of issue 12: a frame boundary far ahead of the cycle count (or
 * near 2^64, where adding a frame wraps). */
static void test_state_timing_refused(void **state)
{
    (void)state;
    const uint64_t F = MACH_FRAME_CYCLES;
    refused(P_CYCLES, 0, 8, P_FRAME_END, F * 1000000000000ull, 8, "bad frame timing");
    refused(P_FRAME_END, UINT64_MAX - 5, 8, 0, 0, 0, "bad frame timing");
    refused(P_FRAME_END, (UINT64_MAX / F) * F, 8, 0, 0, 0, "bad frame timing");
    refused(P_FRAME_END, 32 * F, 8, 0, 0, 0, "bad frame timing");
    refused(P_FRAMES, 31, 8, 0, 0, 0, "bad frame timing");
    /* Consistent but beyond any run, where the sums could wrap. */
    refused(P_FRAMES, (UINT64_MAX / F) - 1, 8, P_FRAME_END, (UINT64_MAX / F) * F, 8,
            "bad frame timing");
    refused(P_CYCLES, 0, 8, 0, 0, 0, "bad cycle count");
    refused(P_CYCLES, 32 * F + 1, 8, 0, 0, 0, "bad cycle count");
    refused(P_CYCLES, UINT64_MAX, 8, 0, 0, 0, "bad cycle count");
    refused(P_INSNS, 31 * F, 8, 0, 0, 0, "bad cycle count");
    refused(P_HALTED, 1, 1, 0, 0, 0, "bad halt flag");
    refused(P_HALTED, 2, 1, 0, 0, 0, "bad halt flag");
}

static void test_state_fields_refused(void **state)
{
    (void)state;
    refused(P_P, 0x00, 1, 0, 0, 0, "bad status register");
    refused(P_P, 0x30, 1, 0, 0, 0, "bad status register");
    refused(P_PENDING, 0x08, 1, 0, 0, 0, "bad pending interrupts");
    refused(P_IDELAY, 0x01, 1, 0, 0, 0, "bad interrupt delay");
    refused(P_IDELAY, 0x90, 1, 0, 0, 0, "bad interrupt delay");
    refused(P_JAMMED, 2, 1, 0, 0, 0, "bad jam flag");
    refused(P_HW + 1, 200, 1, 0, 0, 0, "bad display mode");
    refused(P_MODE_REJ, 2, 1, 0, 0, 0, "bad flag");
    refused(P_EXITED, 7, 1, 0, 0, 0, "bad flag");
    refused(P_CH + 2, 16, 1, 0, 0, 0, "bad sound volume");
}

/* What the machine can reach is kept: any input mask, a halted CPU. */
static void test_state_reachable_kept(void **state)
{
    (void)state;
    char err[512];
    assert_int_equal(try_state(P_INPUT + 2, 0xFFFF, 2, 0, 0, 0, err, sizeof err), 0);
    assert_int_equal(m.hw->in.pad[0], 0xFFFF);
    assert_int_equal(try_state(P_CYCLES, 31ull * MACH_FRAME_CYCLES, 8, P_HALTED, 1, 1,
                               err, sizeof err), 0);
    assert_int_equal(mach_frame(&m), MACH_FRAME);
}

/* ---- a run saved and restored ------------------------------------------------- */

/* The smoke ROM with a fixed script: keys, a think broken by BREAK, a full
 * think, controls, then Q. The input is a function of the frame only, so a
 * restored machine gets the same. */
static void smoke_input(void *ctx, uint32_t frame, hw_input *in)
{
    (void)ctx;
    switch (frame) {
    case 3:  in->key = 'H'; break;
    case 5:  in->key = 'T'; break;
    case 12: in->key = CON_K_BREAK; break;
    case 20: in->key = 'T'; break;
    case 60: in->pad[0] = CON_PAD_ENTER; in->joy[1] = CON_J_FIRE; break;
    case 61: in->buttons = CON_B_OPTION; break;
    case 70: in->key = 'Q'; break;
    default: break;
    }
}

#define TRACE_MAX 200
typedef struct trace_log {
    int  n;
    char line[TRACE_MAX][HW_TRACE_LINE + 12];
} trace_log;

static void log_line(void *ctx, uint32_t frame, const char *line)
{
    trace_log *t = ctx;
    if (t->n < TRACE_MAX)
        snprintf(t->line[t->n], sizeof t->line[0], "%lu %s", (unsigned long)frame, line);
    t->n++;
}

typedef struct smoke {
    rom       r;
    hw        h;
    mach      m;
    trace_log t;
} smoke;

/* A ROM file of the build folder ($ANNEX_BUILD, else TEST_BUILD_DIR). */
static smoke *smoke_boot(void)
{
    char err[512];
    smoke *s = calloc(1, sizeof *s);
    assert_non_null(s);
    if (rom_load(tl_rom_path("smoke.rom"), &s->r, err, sizeof err))
        fail_msg("%s (build it, or set ANNEX_BUILD to the build folder)", err);
    hw_init(&s->h);
    s->h.input_fn = smoke_input;
    s->h.trace_fn = log_line;
    s->h.trace_ctx = &s->t;
    mach_init(&s->m, &s->h, s->r.image, s->r.h.size, s->r.h.crc);
    return s;
}

static int smoke_finish(smoke *s)
{
    for (int n = 0; n < 5000; n++) {
        int st = mach_frame(&s->m);
        if (st == MACH_EXIT)
            return n;
        assert_int_equal(st, MACH_FRAME);
    }
    fail_msg("the smoke ROM did not end");
    return 0;
}

static void assert_same_machine(const smoke *a, const smoke *b)
{
    const cpu *x = &a->m.cpu, *y = &b->m.cpu;
    assert_int_equal(x->pc, y->pc);
    assert_int_equal(x->a, y->a);
    assert_int_equal(x->x, y->x);
    assert_int_equal(x->y, y->y);
    assert_int_equal(x->s, y->s);
    assert_int_equal(x->p, y->p);
    assert_int_equal(x->cycles, y->cycles);
    assert_int_equal(x->instructions, y->instructions);
    assert_int_equal(a->m.frames, b->m.frames);
    assert_memory_equal(a->m.bus.ram, b->m.bus.ram, sizeof a->m.bus.ram);
    assert_memory_equal(a->m.bus.regs, b->m.bus.regs, sizeof a->m.bus.regs);
    assert_memory_equal(&a->h.disp, &b->h.disp, sizeof a->h.disp);
    assert_memory_equal(a->h.sram, b->h.sram, sizeof a->h.sram);
    assert_memory_equal(a->h.ch, b->h.ch, sizeof a->h.ch);
    assert_int_equal(a->h.frame, b->h.frame);
    assert_int_equal(a->h.exit_code, b->h.exit_code);
}

/* Saves mid-run (in the middle of a think), continues; a fresh machine
 * restored from the state gives the same trace from there on, and ends
 * with the same RAM, registers and cycle count. */
static void test_state_restore_continues(void **state)
{
    (void)state;
    char err[512];
    const char *path = tl_path("smoke.state");
    smoke *a = smoke_boot();
    /* A poll of the think takes some 7 displayed frames. */
    for (int n = 0; n < 100; n++)
        assert_int_equal(mach_frame(&a->m), MACH_FRAME);
    assert_false(a->m.halted);
    uint32_t latch = a->h.frame;
    assert_true(latch > 20 && latch < 52);        /* inside the second think */
    int before = tl_count_files();
    assert_int_equal(st_save(&a->m, path, err, sizeof err), 0);
    assert_int_equal(tl_count_files(), before + 1);  /* atomic: no temp left */
    int mark = a->t.n;
    smoke_finish(a);
    assert_true(a->t.n < TRACE_MAX);
    assert_true(a->t.n - mark > 5);
    assert_string_equal(a->t.line[a->t.n - 1], "70 end 70");

    /* A fresh machine that first ran elsewhere, then restored. */
    smoke *b = smoke_boot();
    for (int n = 0; n < 7; n++)
        assert_int_equal(mach_frame(&b->m), MACH_FRAME);
    b->t.n = 0;
    assert_int_equal(st_load(&b->m, path, err, sizeof err), 0);
    assert_int_equal(b->h.frame, latch);
    smoke_finish(b);
    assert_int_equal(b->t.n, a->t.n - mark);
    for (int i = 0; i < b->t.n; i++)
        assert_string_equal(b->t.line[i], a->t.line[mark + i]);
    assert_same_machine(a, b);
    /* The same state from memory, into a third machine. */
    uint8_t *buf;
    size_t len;
    assert_int_equal(st_encode(&a->m, &buf, &len, err, sizeof err), 0);
    smoke *c = smoke_boot();
    assert_int_equal(st_decode(&c->m, buf, len, "mem", err, sizeof err), 0);
    assert_int_equal(mach_frame(&c->m), MACH_EXIT);
    assert_same_machine(a, c);
    free(buf);
    free(a);
    free(b);
    free(c);
}

/* Tries a spoiled state on `s`; it must fail with one line naming `name`
 * and saying `why`, and leave the machine as it was. */
static void refuse_state(smoke *s, const uint8_t *buf, size_t len, const char *name,
                         const char *why)
{
    static mach m0;
    static hw h0;
    char err[512] = "";
    memcpy(&m0, &s->m, sizeof m0);
    memcpy(&h0, &s->h, sizeof h0);
    assert_int_equal(st_decode(&s->m, buf, len, name, err, sizeof err), -1);
    tl_assert_one_line(err, name, why);
    assert_memory_equal(&m0, &s->m, sizeof m0);
    assert_memory_equal(&h0, &s->h, sizeof h0);
}

static void test_state_refused(void **state)
{
    (void)state;
    char err[512];
    uint8_t *buf;
    size_t len;
    smoke *s = smoke_boot();
    for (int n = 0; n < 30; n++)
        mach_frame(&s->m);
    assert_int_equal(st_encode(&s->m, &buf, &len, err, sizeof err), 0);
    assert_memory_equal(buf, MACH_STATE_MAGIC, 8);
    smoke *t = smoke_boot();
    mach_frame(&t->m);

    /* Another ROM: the smoke image with one byte changed. */
    static rom other;
    other = s->r;
    other.image[0] ^= 1;
    static hw oh;
    static mach om;
    hw_init(&oh);
    mach_init(&om, &oh, other.image, other.h.size, rom_crc32(other.image, other.h.size));
    mach_frame(&om);
    static mach om0;
    memcpy(&om0, &om, sizeof om);
    assert_int_equal(st_decode(&om, buf, len, "s.state", err, sizeof err), -1);
    tl_assert_one_line(err, "s.state", "machine state of another ROM");
    assert_memory_equal(&om0, &om, sizeof om);

    uint8_t *bad = malloc(len + 1);
    assert_non_null(bad);
    memcpy(bad, buf, len);
    char why[64];
    bad[8] = MACH_STATE_VERSION + 1;
    snprintf(why, sizeof why, "machine state version %u not supported", MACH_STATE_VERSION + 1);
    refuse_state(t, bad, len, "v.state", why);
    bad[8] = MACH_STATE_OLDEST - 1;    /* a format older than the oldest read */
    snprintf(why, sizeof why, "machine state version %u not supported", MACH_STATE_OLDEST - 1);
    refuse_state(t, bad, len, "v.state", why);
    bad[8] = MACH_STATE_VERSION;
    bad[0] = 'X';
    refuse_state(t, bad, len, "m.state", "not an annex machine state");
    bad[0] = 'A';
    refuse_state(t, bad, 0, "e.state", "not an annex machine state");
    refuse_state(t, bad, 15, "h.state", "truncated machine state");
    refuse_state(t, bad, len - 9, "t.state", "truncated machine state");
    bad[len] = 0;
    refuse_state(t, bad, len + 1, "o.state", "corrupt machine state");
    bad[len / 2] ^= 0x55;
    refuse_state(t, bad, len, "c.state", "corrupt machine state");
    bad[len / 2] ^= 0x55;
    bad[14] ^= 1;                                  /* payload size */
    refuse_state(t, bad, len, "p.state", "corrupt machine state");
    bad[14] ^= 1;

    /* Every byte spoiled in turn (the stream every 5th): refused, never a
     * crash, the machine untouched. */
    for (size_t i = 0; i < len; i += i < 22 ? 1 : 5) {
        bad[i] ^= 0xA5;
        refuse_state(t, bad, len, "x.state", "x.state: ");
        bad[i] ^= 0xA5;
    }
    /* Files: missing, too big. */
    static mach t0;
    memcpy(&t0, &t->m, sizeof t0);
    const char *path = tl_path("none.state");
    assert_int_equal(st_load(&t->m, path, err, sizeof err), -1);
    tl_assert_one_line(err, path, "cannot read");
    /* A FIFO with no writer is refused at once, not waited on. */
    path = tl_fifo("state.fifo");
    assert_int_equal(st_load(&t->m, path, err, sizeof err), -1);
    tl_fifo_done();
    tl_assert_one_line(err, path, "not a regular file");
    path = tl_path("big.state");
    uint8_t *big = calloc(1, MACH_STATE_MAX + 1);
    assert_non_null(big);
    tl_write_file(path, big, MACH_STATE_MAX + 1);
    assert_int_equal(st_load(&t->m, path, err, sizeof err), -1);
    tl_assert_one_line(err, path, "not an annex machine state");
    assert_memory_equal(&t0, &t->m, sizeof t0);
    remove(path);
    /* A save into a folder that does not exist: one line, nothing left. */
    int before = tl_count_files();
    path = tl_path("no/such.state");
    assert_int_equal(st_save(&t->m, path, err, sizeof err), -1);
    tl_assert_one_line(err, path, "cannot write");
    assert_int_equal(tl_count_files(), before);
    free(big);
    free(bad);
    free(buf);
    free(s);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_state_repacked_loads),
        cmocka_unit_test(test_state_version2_loads),
        cmocka_unit_test(test_state_timing_refused),
        cmocka_unit_test(test_state_fields_refused),
        cmocka_unit_test(test_state_reachable_kept),
        cmocka_unit_test(test_state_restore_continues),
        cmocka_unit_test(test_state_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
