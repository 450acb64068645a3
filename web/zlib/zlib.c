/* zlib.c — see zlib.h: CRC-32, Adler-32 and zlib streams of stored blocks. */
#include "zlib.h"

#define STORED_MAX 65535u   /* bytes one stored block holds */

uLong crc32(uLong crc, const Bytef *buf, uInt len)
{
    if (!buf)
        return 0;
    crc = ~crc & 0xFFFFFFFFul;
    while (len--) {
        crc ^= *buf++;
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320ul & (0ul - (crc & 1)));
    }
    return ~crc & 0xFFFFFFFFul;
}

static uLong adler32(const Bytef *p, uLong len)
{
    uLong a = 1, b = 0;
    while (len--) {
        a = (a + *p++) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

uLong compressBound(uLong len)
{
    return 2 + len + 5 * (len / STORED_MAX + 1) + 4;
}

int compress2(Bytef *dest, uLongf *dest_len, const Bytef *src, uLong src_len, int level)
{
    (void)level;
    if (*dest_len < compressBound(src_len))
        return Z_BUF_ERROR;
    Bytef *o = dest;
    *o++ = 0x78;                     /* deflate, 32K window */
    *o++ = 0x01;                     /* header checksum: 0x7801 % 31 == 0 */
    uLong left = src_len;
    const Bytef *s = src;
    do {
        uLong n = left < STORED_MAX ? left : STORED_MAX;
        *o++ = left == n;            /* BFINAL on the last, BTYPE 00 */
        *o++ = (Bytef)n;  *o++ = (Bytef)(n >> 8);
        *o++ = (Bytef)~n; *o++ = (Bytef)(~n >> 8);
        for (uLong i = 0; i < n; i++)
            *o++ = *s++;
        left -= n;
    } while (left);
    uLong a = adler32(src, src_len);
    *o++ = (Bytef)(a >> 24); *o++ = (Bytef)(a >> 16); *o++ = (Bytef)(a >> 8); *o++ = (Bytef)a;
    *dest_len = (uLongf)(o - dest);
    return Z_OK;
}

int uncompress(Bytef *dest, uLongf *dest_len, const Bytef *src, uLong src_len)
{
    const Bytef *p = src, *end = src + src_len;
    uLong got = 0;
    if (src_len < 2 || (p[0] & 0x0F) != 8 || ((p[0] << 8) | p[1]) % 31)
        return Z_DATA_ERROR;
    p += 2;
    for (int last = 0; !last;) {
        if (end - p < 5 || (p[0] & 6) != 0)
            return Z_DATA_ERROR;     /* only stored blocks (see zlib.h) */
        last = p[0] & 1;
        uLong n = p[1] | (uLong)p[2] << 8;
        if ((n ^ 0xFFFF) != (p[3] | (uLong)p[4] << 8))
            return Z_DATA_ERROR;
        p += 5;
        if ((uLong)(end - p) < n)
            return Z_DATA_ERROR;
        if (*dest_len - got < n)
            return Z_BUF_ERROR;
        for (uLong i = 0; i < n; i++)
            dest[got++] = *p++;
    }
    if (end - p < 4)
        return Z_DATA_ERROR;
    uLong a = (uLong)p[0] << 24 | (uLong)p[1] << 16 | (uLong)p[2] << 8 | p[3];
    if (a != adler32(dest, got))
        return Z_DATA_ERROR;
    *dest_len = got;
    return Z_OK;
}

const char *zError(int err)
{
    return err == Z_BUF_ERROR ? "buffer error"
         : err == Z_DATA_ERROR ? "data error (or compressed by another annex: the page reads its own states)"
         : "zlib error";
}
