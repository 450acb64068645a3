/* fuzz_state.c — libFuzzer harness: any bytes as a machine state
 * (emu/state.c). The ROM CRC in the header is set to the running machine's
 * so the fuzzer gets past it; a state that loads must run three frames in
 * bounded time (a frame of 10^16 cycles is caught by libFuzzer's -timeout)
 * and save and load again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "emu/machine.h"

static const uint8_t image[] = { 0x4C, 0x00, 0x80 };   /* $8000: JMP $8000 */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hw h;
    static mach m;
    char err[512];
    uint8_t *buf = malloc(size ? size : 1), *again;
    size_t len;
    memcpy(buf, data, size);
    hw_init(&h);
    mach_init(&m, &h, image, sizeof image, 0x12345678u);
    if (size >= 14) {
        buf[10] = 0x78; buf[11] = 0x56; buf[12] = 0x34; buf[13] = 0x12;
    }
    if (mach_decode_state(&m, buf, size, "fuzz", err, sizeof err) == 0) {
        for (int i = 0; i < 3; i++)
            mach_frame(&m);
        if (mach_encode_state(&m, &again, &len, err, sizeof err)
            || mach_decode_state(&m, again, len, "again", err, sizeof err))
            abort();                 /* what the machine reached must load */
        free(again);
    }
    free(buf);
    return 0;
}
