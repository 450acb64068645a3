/* fuzz_cpu.c — libFuzzer harness: any bytes as a cartridge image, run by
 * the whole machine (CPU, bus, console registers: emu/machine.c) for up to
 * four frames. Nothing may crash, read out of bounds, or run on once the
 * machine has stopped. */
#include <stdint.h>
#include <stdlib.h>
#include "emu/machine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static hw h;
    static mach m;
    if (size == 0 || size > 32768)
        return 0;
    hw_init(&h);
    mach_init(&m, &h, data, (uint32_t)size, 0);
    int st = MACH_FRAME;
    for (int i = 0; i < 4 && st == MACH_FRAME; i++)
        st = mach_frame(&m);
    if (st != MACH_FRAME && mach_frame(&m) != st)
        abort();                     /* a stopped machine stays stopped */
    return 0;
}
