/* fuzz_state.c — libFuzzer harness: machine states (emu/state.c), two ways
 * from each input:
 *   1. the bytes as a state file (the ROM CRC in the header set to the
 *      running machine's so the fuzzer gets past it);
 *   2. the bytes as patches, 4 bytes each (a 24-bit offset into the payload,
 *      a byte), over a real state's payload, packed again with a valid
 *      header and zlib stream, so every field check is reached (random
 *      bytes seldom make a valid zlib stream).
 * A state that loads must run a frame in bounded time (a frame of
 * 10^16 cycles is caught by libFuzzer's -timeout), and save and load again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "emu/machine.h"
#include "emu/state.h"

#define HDR 22u
#define CRC 0x12345678u

static const uint8_t image[] = { 0x4C, 0x00, 0x80 };   /* $8000: JMP $8000 */
static hw h;
static mach m;
static uint8_t *base;          /* a real state's payload */
static size_t base_len;

static void boot(void)
{
    hw_init(&h);
    mach_init(&m, &h, image, sizeof image, CRC);
}

static void try_state(const uint8_t *buf, size_t len)
{
    char err[512];
    uint8_t *again;
    size_t n;
    boot();
    if (st_decode(&m, buf, len, "fuzz", err, sizeof err))
        return;
    mach_frame(&m);
    if (st_encode(&m, &again, &n, err, sizeof err)
        || st_decode(&m, again, n, "again", err, sizeof err))
        abort();                     /* what the machine reached must load */
    free(again);
}

/* The payload of the power-on state, once. */
static void take_base(void)
{
    char err[512];
    uint8_t *file;
    size_t len;
    boot();
    mach_frame(&m);
    if (st_encode(&m, &file, &len, err, sizeof err))
        abort();
    base_len = file[14] | file[15] << 8 | (size_t)file[16] << 16;
    base = malloc(base_len);
    uLongf got = base_len;
    if (!base || uncompress(base, &got, file + HDR, len - HDR) != Z_OK || got != base_len)
        abort();
    free(file);
}

static void try_patched(const uint8_t *data, size_t size)
{
    uint8_t *p = malloc(base_len);
    uLongf zlen = compressBound(base_len);
    uint8_t *file = malloc(HDR + zlen);
    memcpy(p, base, base_len);
    for (size_t i = 0; i + 4 <= size; i += 4)
        p[((size_t)data[i] | (size_t)data[i + 1] << 8 | (size_t)data[i + 2] << 16) % base_len] = data[i + 3];
    if (compress2(file + HDR, &zlen, p, base_len, 1) != Z_OK)
        abort();
    memcpy(file, MACH_STATE_MAGIC, 8);
    file[8] = (uint8_t)MACH_STATE_VERSION;
    file[9] = (uint8_t)(MACH_STATE_VERSION >> 8);
    for (int i = 0; i < 4; i++) {
        file[10 + i] = (uint8_t)(CRC >> (8 * i));
        file[14 + i] = (uint8_t)(base_len >> (8 * i));
        file[18 + i] = (uint8_t)(zlen >> (8 * i));
    }
    try_state(file, HDR + zlen);
    free(p);
    free(file);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!base)
        take_base();
    uint8_t *buf = malloc(size ? size : 1);
    memcpy(buf, data, size);
    if (size >= 14)
        for (int i = 0; i < 4; i++)
            buf[10 + i] = (uint8_t)(CRC >> (8 * i));
    try_state(buf, size);
    free(buf);
    try_patched(data, size);
    return 0;
}
