/* pngcmp.c — compares the pixels of two PNG files (8-bit RGB or RGBA, not
 * interlaced: what annex and RetroArch write), whatever their encoders:
 * the RetroArch tests judge a run by its screenshot. Exit 0 when the sizes
 * and every pixel's R, G, B are equal, 1 with the first difference, 2 when
 * a file cannot be read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct img { unsigned w, h; unsigned char *rgb; } img;

static unsigned be32(const unsigned char *p)
{
    return (unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3];
}

static int paeth(int a, int b, int c)
{
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

static int load(const char *path, img *im)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    static unsigned char buf[1 << 24];
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    if (len < 33 || memcmp(buf, "\x89PNG\r\n\x1a\n", 8)) return -1;
    unsigned char *z = malloc(len);
    size_t zlen = 0, pos = 8;
    unsigned bpp = 0;
    while (pos + 12 <= len) {
        unsigned l = be32(buf + pos);
        const unsigned char *t = buf + pos + 4, *d = buf + pos + 8;
        if (pos + 12 + l > len) break;
        if (!memcmp(t, "IHDR", 4)) {
            im->w = be32(d); im->h = be32(d + 4);
            if (d[8] != 8 || (d[9] != 2 && d[9] != 6) || d[12]) { free(z); return -1; }
            bpp = d[9] == 2 ? 3 : 4;
        } else if (!memcmp(t, "IDAT", 4)) {
            memcpy(z + zlen, d, l);
            zlen += l;
        }
        pos += 12 + l;
    }
    if (!bpp || im->w > 8192 || im->h > 8192) { free(z); return -1; }
    size_t stride = (size_t)im->w * bpp;
    uLongf rawlen = (uLongf)((stride + 1) * im->h);
    unsigned char *raw = malloc(rawlen);
    int zr = uncompress(raw, &rawlen, z, (uLong)zlen);
    free(z);
    if (zr != Z_OK || rawlen != (stride + 1) * im->h) { free(raw); return -1; }
    unsigned char *px = calloc(stride * im->h + 1, 1);
    for (unsigned y = 0; y < im->h; y++) {
        unsigned char *r = raw + y * (stride + 1), *o = px + y * stride;
        const unsigned char *up = y ? o - stride : NULL;
        for (size_t x = 0; x < stride; x++) {
            int a = x >= bpp ? o[x - bpp] : 0, b = up ? up[x] : 0;
            int c = up && x >= bpp ? up[x - bpp] : 0, v = r[1 + x];
            switch (r[0]) {
            case 1: v += a; break;
            case 2: v += b; break;
            case 3: v += (a + b) / 2; break;
            case 4: v += paeth(a, b, c); break;
            }
            o[x] = (unsigned char)v;
        }
    }
    free(raw);
    im->rgb = malloc((size_t)im->w * im->h * 3);
    for (size_t i = 0; i < (size_t)im->w * im->h; i++)
        memcpy(im->rgb + 3 * i, px + bpp * i, 3);
    free(px);
    return 0;
}

int main(int argc, char **argv)
{
    img a, b;
    if (argc != 3) {
        fprintf(stderr, "usage: pngcmp A.png B.png\n");
        return 2;
    }
    for (int i = 1; i < 3; i++)
        if (load(argv[i], i == 1 ? &a : &b)) {
            fprintf(stderr, "pngcmp: %s: cannot read as an 8-bit RGB PNG\n", argv[i]);
            return 2;
        }
    if (a.w != b.w || a.h != b.h) {
        printf("pngcmp: sizes differ: %ux%u and %ux%u\n", a.w, a.h, b.w, b.h);
        return 1;
    }
    for (size_t i = 0; i < (size_t)a.w * a.h; i++)
        if (memcmp(a.rgb + 3 * i, b.rgb + 3 * i, 3)) {
            printf("pngcmp: pixel (%zu, %zu) differs\n", i % a.w, i / a.w);
            return 1;
        }
    return 0;
}
