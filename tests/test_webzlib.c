/* test_webzlib.c — the web build's zlib (web/zlib/, docs/web.md) against
 * the real one: the same CRC-32; its streams read by zlib; zlib's streams
 * (every level, so stored, fixed and dynamic blocks) read by it; and bad
 * streams refused, never overrun. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <zlib.h>

unsigned long wz_crc32(unsigned long crc, const unsigned char *buf, unsigned len);
unsigned long wz_compressBound(unsigned long len);
int wz_compress2(unsigned char *d, unsigned long *dl, const unsigned char *s, unsigned long sl, int level);
int wz_uncompress(unsigned char *d, unsigned long *dl, const unsigned char *s, unsigned long sl);

#define N 200000u

/* Test data: text-like runs and noise, so every block type shows up. */
static unsigned char *sample(unsigned seed)
{
    unsigned char *p = malloc(N);
    uint32_t x = seed * 2654435761u + 1;
    for (unsigned i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        p[i] = (i / 4096) % 3 == 0 ? (unsigned char)(x >> 24) : (unsigned char)("annex 6502 "[i % 11] + (i / 8192) % 2);
    }
    return p;
}

static void test_crc(void **st)
{
    (void)st;
    unsigned char *p = sample(1);
    assert_int_equal(wz_crc32(0, p, N), crc32(0, p, N));
    assert_int_equal(wz_crc32(wz_crc32(0, p, 100), p + 100, 50), crc32(crc32(0, p, 100), p + 100, 50));
    free(p);
}

static void test_zlib_reads_ours(void **st)
{
    (void)st;
    unsigned char *p = sample(2), *z = malloc(wz_compressBound(N)), *back = malloc(N);
    unsigned long zl = wz_compressBound(N), bl = N;
    assert_int_equal(wz_compress2(z, &zl, p, N, 1), 0);
    assert_int_equal(uncompress(back, &bl, z, zl), Z_OK);
    assert_int_equal(bl, N);
    assert_memory_equal(back, p, N);
    free(p); free(z); free(back);
}

static void test_ours_reads_zlib(void **st)
{
    (void)st;
    for (int level = 0; level <= 9; level++) {
        unsigned char *p = sample((unsigned)level + 3), *z = malloc(compressBound(N)), *back = malloc(N);
        uLongf zl = compressBound(N);
        unsigned long bl = N;
        assert_int_equal(compress2(z, &zl, p, N, level), Z_OK);
        assert_int_equal(wz_uncompress(back, &bl, z, zl), 0);
        assert_int_equal(bl, N);
        assert_memory_equal(back, p, N);
        /* Bad streams: every truncation and a flipped byte are refused. */
        for (unsigned long cut = 0; cut < zl; cut += zl / 37 + 1) {
            bl = N;
            assert_int_not_equal(wz_uncompress(back, &bl, z, cut), 0);
        }
        z[zl / 2] ^= 0x55;
        bl = N;
        assert_int_not_equal(wz_uncompress(back, &bl, z, zl), 0);
        bl = N / 2;          /* too small an output: refused, not overrun */
        z[zl / 2] ^= 0x55;
        assert_int_not_equal(wz_uncompress(back, &bl, z, zl), 0);
        free(p); free(z); free(back);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_crc),
        cmocka_unit_test(test_zlib_reads_ours),
        cmocka_unit_test(test_ours_reads_zlib),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
