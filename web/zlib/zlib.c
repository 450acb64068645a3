/* zlib.c — see zlib.h: CRC-32, Adler-32, zlib streams of stored blocks
 * written, and any zlib stream read. */
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

/* ---- inflate (RFC 1951), after Mark Adler's puff.c: canonical Huffman
 * codes decoded a bit at a time (states are small; speed does not matter) */

typedef struct {
    const Bytef *in; uLong in_len, in_pos;
    Bytef *out; uLong out_len, out_pos;
    unsigned bitbuf, bitcnt;
    int err;
} inf;

typedef struct { short count[16], symbol[288]; } huff;

static unsigned bits(inf *s, int need)
{
    unsigned long v = s->bitbuf;
    while ((int)s->bitcnt < need) {
        if (s->in_pos >= s->in_len) {
            s->err = Z_DATA_ERROR;
            return 0;
        }
        v |= (unsigned long)s->in[s->in_pos++] << s->bitcnt;
        s->bitcnt += 8;
    }
    s->bitbuf = (unsigned)(v >> need);
    s->bitcnt -= (unsigned)need;
    return (unsigned)(v & ((1ul << need) - 1));
}

/* Builds a code from lengths; 0, or -1 when over-subscribed. */
static int build(huff *h, const short *len, int n)
{
    short offs[16];
    for (int i = 0; i < 16; i++)
        h->count[i] = 0;
    for (int i = 0; i < n; i++)
        h->count[len[i]]++;
    int left = 1;
    for (int i = 1; i < 16; i++) {
        left = (left << 1) - h->count[i];
        if (left < 0)
            return -1;
    }
    offs[1] = 0;
    for (int i = 1; i < 15; i++)
        offs[i + 1] = (short)(offs[i] + h->count[i]);
    for (int i = 0; i < n; i++)
        if (len[i])
            h->symbol[offs[len[i]]++] = (short)i;
    return 0;
}

static int decode(inf *s, const huff *h)
{
    int code = 0, first = 0, index = 0;
    for (int len = 1; len < 16 && !s->err; len++) {
        code |= (int)bits(s, 1);
        int count = h->count[len];
        if (code - count < first)
            return h->symbol[index + (code - first)];
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    s->err = Z_DATA_ERROR;
    return 0;
}

static const short lbase[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
    35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const short lext[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
    3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const short dbase[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
    257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const short dext[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

static void put(inf *s, Bytef b)
{
    if (s->out_pos >= s->out_len)
        s->err = Z_BUF_ERROR;
    else
        s->out[s->out_pos++] = b;
}

/* The literals and matches of one Huffman block. */
static void codes(inf *s, const huff *lit, const huff *dist)
{
    for (;;) {
        int sym = decode(s, lit);
        if (s->err || sym == 256)
            return;
        if (sym < 256) {
            put(s, (Bytef)sym);
            continue;
        }
        sym -= 257;
        if (sym >= 29) {
            s->err = Z_DATA_ERROR;
            return;
        }
        uLong len = (uLong)lbase[sym] + bits(s, lext[sym]);
        int d = decode(s, dist);
        if (s->err || d >= 30) {
            s->err = Z_DATA_ERROR;
            return;
        }
        uLong back = (uLong)dbase[d] + bits(s, dext[d]);
        if (back > s->out_pos) {
            s->err = Z_DATA_ERROR;
            return;
        }
        while (len-- && !s->err)
            put(s, s->out[s->out_pos - back]);
    }
}

static void fixed(inf *s)
{
    static huff lit, dist;
    static int built;
    if (!built) {
        short len[288];
        for (int i = 0; i < 288; i++)
            len[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
        build(&lit, len, 288);
        for (int i = 0; i < 30; i++)
            len[i] = 5;
        build(&dist, len, 30);
        built = 1;
    }
    codes(s, &lit, &dist);
}

static void dynamic(inf *s)
{
    static const short order[19] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };
    short len[320] = { 0 };
    huff lencode, lit, dist;
    int nlen = (int)bits(s, 5) + 257, ndist = (int)bits(s, 5) + 1, ncode = (int)bits(s, 4) + 4;
    if (nlen > 286 || ndist > 30)
        goto bad;
    for (int i = 0; i < ncode; i++)
        len[order[i]] = (short)bits(s, 3);
    if (build(&lencode, len, 19))
        goto bad;
    for (int i = 0; i < nlen + ndist && !s->err;) {
        int sym = decode(s, &lencode), rep = 0;
        short v = 0;
        if (sym < 16) {
            len[i++] = (short)sym;
            continue;
        }
        if (sym == 16) {
            if (i == 0)
                goto bad;
            v = len[i - 1];
            rep = 3 + (int)bits(s, 2);
        } else
            rep = sym == 17 ? 3 + (int)bits(s, 3) : 11 + (int)bits(s, 7);
        if (i + rep > nlen + ndist)
            goto bad;
        while (rep--)
            len[i++] = v;
    }
    if (s->err || build(&lit, len, nlen) || build(&dist, len + nlen, ndist))
        goto bad;
    codes(s, &lit, &dist);
    return;
bad:
    s->err = Z_DATA_ERROR;
}

static void stored(inf *s)
{
    s->bitbuf = s->bitcnt = 0;                 /* to a byte boundary */
    if (s->in_len - s->in_pos < 4) {
        s->err = Z_DATA_ERROR;
        return;
    }
    const Bytef *p = s->in + s->in_pos;
    uLong n = p[0] | (uLong)p[1] << 8;
    if ((n ^ 0xFFFF) != (p[2] | (uLong)p[3] << 8) || s->in_len - s->in_pos - 4 < n) {
        s->err = Z_DATA_ERROR;
        return;
    }
    s->in_pos += 4;
    while (n-- && !s->err)
        put(s, s->in[s->in_pos++]);
}

/* As zlib's: the header (deflate, a window of at most 32 KB, no preset
 * dictionary), the blocks, then the Adler-32 right after them; bytes after
 * that are not read (zlib ignores them too: tests/fuzz/fuzz_webzlib.c). */
int uncompress(Bytef *dest, uLongf *dest_len, const Bytef *src, uLong src_len)
{
    if (src_len < 6 || (src[0] & 0x0F) != 8 || (src[0] >> 4) > 7 || ((src[0] << 8) | src[1]) % 31
        || (src[1] & 0x20))
        return Z_DATA_ERROR;
    inf s = { src, src_len, 2, dest, *dest_len, 0, 0, 0, 0 };
    for (int last = 0; !last && !s.err;) {
        last = (int)bits(&s, 1);
        unsigned type = bits(&s, 2);
        if (type == 0) stored(&s);
        else if (type == 1) fixed(&s);
        else if (type == 2) dynamic(&s);
        else s.err = Z_DATA_ERROR;
    }
    if (s.err)
        return s.err;
    if (src_len - s.in_pos < 4)
        return Z_DATA_ERROR;
    const Bytef *p = src + s.in_pos;
    uLong a = (uLong)p[0] << 24 | (uLong)p[1] << 16 | (uLong)p[2] << 8 | p[3];
    if (a != adler32(dest, s.out_pos))
        return Z_DATA_ERROR;
    *dest_len = s.out_pos;
    return Z_OK;
}

const char *zError(int err)
{
    return err == Z_BUF_ERROR ? "buffer error"
         : err == Z_DATA_ERROR ? "data error"
         : "zlib error";
}
