/* test_state.c — a machine state is checked field by field (emu/state.c,
 * docs/state.md "What a state is checked for"): a CRC-valid state whose
 * fields the machine cannot reach is refused with one line, never run.
 *
 * Each case takes a real state of the smoke ROM (build/rom/smoke.rom, or
 * $ANNEX_BUILD/rom/smoke.rom), rewrites one field of the payload, packs it
 * again with a correct header and zlib checksum, and tries it.
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
#include "emu/rom.h"

#ifndef TEST_BUILD_DIR
#define TEST_BUILD_DIR "build"
#endif

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
    (void)state;
    char err[512], path[512];
    const char *b = getenv("ANNEX_BUILD");
    snprintf(path, sizeof path, "%s/rom/smoke.rom", b && *b ? b : TEST_BUILD_DIR);
    if (rom_load(path, &r, err, sizeof err)) {
        fprintf(stderr, "%s (build it, or set ANNEX_BUILD)\n", err);
        return -1;
    }
    hw_init(&h);
    mach_init(&m, &h, r.image, r.h.size, r.h.crc);
    for (int n = 0; n < 30; n++)
        mach_frame(&m);
    if (mach_encode_state(&m, &good, &good_len, err, sizeof err))
        return -1;
    psize = good[14] | good[15] << 8 | (size_t)good[16] << 16;
    payload = malloc(psize);
    uLongf got = psize;
    return payload && uncompress(payload, &got, good + HDR, good_len - HDR) == Z_OK
           && got == psize ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(good);
    free(payload);
    return 0;
}

static void put(uint8_t *p, uint64_t v, unsigned width)
{
    for (unsigned i = 0; i < width; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* The good state with `width` bytes at payload offset `off` set to v (and
 * optionally a second field), packed again; decoded into m. */
static int try_state(size_t off, uint64_t v, unsigned width,
                     size_t off2, uint64_t v2, unsigned width2, char *err, size_t n)
{
    uint8_t *p = malloc(psize);
    uLongf zlen = compressBound(psize);
    uint8_t *file = malloc(HDR + zlen);
    assert_non_null(p);
    assert_non_null(file);
    memcpy(p, payload, psize);
    put(p + off, v, width);
    if (width2)
        put(p + off2, v2, width2);
    assert_int_equal(compress2(file + HDR, &zlen, p, psize, 1), Z_OK);
    memcpy(file, good, HDR);
    put(file + 18, zlen, 4);
    int st = mach_decode_state(&m, file, HDR + zlen, "x.state", err, n);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_state_repacked_loads),
        cmocka_unit_test(test_state_timing_refused),
        cmocka_unit_test(test_state_fields_refused),
        cmocka_unit_test(test_state_reachable_kept),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
