/* test_png.c — the screenshot encoder (front/png.c): the chunks and their
 * CRCs, and pixels that inflate back as written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <zlib.h>

#include "front/png.h"

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void test_png(void **state)
{
    (void)state;
    uint32_t px[6] = { 0xFF0000, 0x00FF00, 0x0000FF, 0x123456, 0xFFFFFF, 0x000000 };
    size_t len;
    uint8_t *png = png_encode(px, 3, 2, &len);
    assert_non_null(png);
    assert_memory_equal(png, "\x89PNG\r\n\x1a\n", 8);
    assert_int_equal(get32(png + 8), 13);
    assert_memory_equal(png + 12, "IHDR", 4);
    assert_int_equal(get32(png + 16), 3);
    assert_int_equal(get32(png + 20), 2);
    assert_int_equal(get32(png + 29), (uint32_t)crc32(0, png + 12, 17));
    uint32_t idat_len = get32(png + 33);
    assert_memory_equal(png + 37, "IDAT", 4);
    assert_int_equal(get32(png + 41 + idat_len), (uint32_t)crc32(0, png + 37, idat_len + 4));
    uint8_t raw[2 * (1 + 9)];
    uLongf raw_len = sizeof raw;
    assert_int_equal(uncompress(raw, &raw_len, png + 41, idat_len), Z_OK);
    assert_int_equal(raw_len, sizeof raw);
    assert_int_equal(raw[0], 0);
    assert_memory_equal(raw + 1, "\xff\x00\x00\x00\xff\x00\x00\x00\xff", 9);
    assert_memory_equal(raw + 11, "\x12\x34\x56\xff\xff\xff\x00\x00\x00", 9);
    assert_memory_equal(png + len - 8, "IEND", 4);
    free(png);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_png),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
