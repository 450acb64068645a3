/* fuzz_rom.c — libFuzzer harness: any bytes as a ROM file (emu/rom.c).
 * A ROM the parser accepts must encode back to the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "emu/rom.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static rom r;
    static uint8_t back[ROM_FILE_MAX];
    char err[512];
    if (rom_parse(data, size, "fuzz", &r, err, sizeof err) == 0) {
        size_t len = rom_encode(&r, back);
        /* Text fields keep what precedes the first NUL; shown as '?' when
         * not printable, so only the image and sizes must round-trip. */
        if (len != size || memcmp(back + ROM_HEADER_SIZE, data + ROM_HEADER_SIZE, r.h.size))
            abort();
    }
    return 0;
}
