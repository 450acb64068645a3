/* fuzz_webzlib.c — libFuzzer harness: the browser's inflater (web/zlib/,
 * under the wz_ names of tests/web/wz.c) against Debian's zlib on the same
 * bytes: both give the same output, or both refuse. The first byte picks
 * the case: even, the rest is a zlib stream as a user's file could hold;
 * odd, the rest is compressed by zlib (level from that byte) and then one
 * byte of the stream is changed (where and how: bytes 2-3), so that the
 * fuzzer also explores streams close to valid ones. Byte 1 sets the
 * output room (a too small room must be refused by both). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int wz_uncompress(unsigned char *d, unsigned long *dl, const unsigned char *s, unsigned long sl);

#define ROOM_MAX 70000u

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static unsigned char packed[ROOM_MAX + 1024], a[ROOM_MAX], b[ROOM_MAX];
    const unsigned char *src;
    uLongf la, lb = 0;
    unsigned long wl;
    size_t n;
    if (size < 4 || size > 60000)
        return 0;
    src = data + 4;
    n = size - 4;
    if (data[0] & 1) {
        uLongf pl = sizeof packed;
        if (compress2(packed, &pl, src, (uLong)n, (data[0] >> 1) % 10) != Z_OK)
            abort();
        if (data[0] & 0x20)
            packed[(data[2] | (size_t)data[3] << 8) % pl] ^= (unsigned char)(data[0] >> 6 | 1) << (data[3] & 7);
        src = packed;
        n = pl;
    }
    /* room: all of it, or a byte count from byte 1 (often too small); never
     * none: zlib then decodes into a byte of its own and says Z_OK with
     * nothing out, a case no reader of ours has */
    la = data[1] == 0xFF ? ROOM_MAX : (uLongf)data[1] * 97u + 1u;
    wl = la;
    int za = uncompress(a, &la, src, (uLong)n);
    int zb = wz_uncompress(b, &wl, src, (unsigned long)n);
    lb = (uLongf)wl;
    if ((za == Z_OK) != (zb == Z_OK))
        abort();                                /* one reads it, the other refuses */
    if (za == Z_OK && (la != lb || memcmp(a, b, la)))
        abort();                                /* both read it, differently */
    return 0;
}
