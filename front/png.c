/* png.c — a minimal PNG writer: IHDR, one IDAT, IEND (see png.h). */
#include "front/png.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "front/places.h"

static uint8_t *put32(uint8_t *d, uint32_t v)
{
    d[0] = (uint8_t)(v >> 24); d[1] = (uint8_t)(v >> 16);
    d[2] = (uint8_t)(v >> 8);  d[3] = (uint8_t)v;
    return d + 4;
}

/* Length, type, data, CRC-32 of type + data. */
static uint8_t *put_chunk(uint8_t *d, const char *type, const uint8_t *data, uint32_t len)
{
    d = put32(d, len);
    memcpy(d, type, 4);
    if (len)
        memcpy(d + 4, data, len);
    uint32_t crc = (uint32_t)crc32(0L, d, len + 4);
    return put32(d + 4 + len, crc);
}

/* Scanlines with filter byte 0 (none) before each row. */
static uint8_t *raw_rows(const uint32_t *px, int w, int h, size_t *len)
{
    *len = (size_t)h * (1 + 3 * (size_t)w);
    uint8_t *raw = malloc(*len), *d = raw;
    if (!raw)
        return NULL;
    for (int y = 0; y < h; y++) {
        *d++ = 0;
        for (int x = 0; x < w; x++) {
            uint32_t p = px[(size_t)y * w + x];
            *d++ = (uint8_t)(p >> 16); *d++ = (uint8_t)(p >> 8); *d++ = (uint8_t)p;
        }
    }
    return raw;
}

uint8_t *png_encode(const uint32_t *px, int w, int h, size_t *len)
{
    static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    size_t raw_len;
    uint8_t *raw = raw_rows(px, w, h, &raw_len);
    uLongf z_len = compressBound((uLong)raw_len);
    uint8_t *z = raw ? malloc(z_len) : NULL;
    uint8_t *out = z ? malloc(z_len + 64) : NULL;
    if (!out || compress2(z, &z_len, raw, (uLong)raw_len, 9) != Z_OK) {
        free(raw); free(z); free(out);
        return NULL;
    }
    uint8_t ihdr[13], *d = out;
    put32(put32(ihdr, (uint32_t)w), (uint32_t)h);
    ihdr[8] = 8; ihdr[9] = 2; ihdr[10] = ihdr[11] = ihdr[12] = 0;  /* 8-bit RGB */
    memcpy(d, sig, 8);
    d = put_chunk(d + 8, "IHDR", ihdr, 13);
    d = put_chunk(d, "IDAT", z, (uint32_t)z_len);
    d = put_chunk(d, "IEND", NULL, 0);
    *len = (size_t)(d - out);
    free(raw);
    free(z);
    return out;
}

int png_write(const char *path, const uint32_t *px, int w, int h,
              char *err, size_t n)
{
    size_t len;
    uint8_t *png = png_encode(px, w, h, &len);
    if (!png) {
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    int r = fio_write_atomic(path, png, len, err, n);
    free(png);
    return r;
}
