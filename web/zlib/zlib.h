/* zlib.h — the part of zlib's API the emulator uses (emu/rom.c: crc32;
 * emu/machine.c: machine states), for the web build, where Debian's
 * emscripten has no zlib without downloading its port (docs/web.md).
 *
 * Same formats as zlib: compress2() writes a valid zlib stream of stored
 * (uncompressed) deflate blocks, which any zlib reads; uncompress() reads
 * any zlib stream (stored, fixed and dynamic Huffman blocks), so states
 * move both ways between the page and the desktop annex. */
#ifndef WEB_ZLIB_ZLIB_H
#define WEB_ZLIB_ZLIB_H

#include <stddef.h>

typedef unsigned char Bytef;
typedef unsigned int  uInt;
typedef unsigned long uLong;
typedef uLong         uLongf;

#define Z_NULL        0
#define Z_OK          0
#define Z_DATA_ERROR  (-3)
#define Z_BUF_ERROR   (-5)
#define Z_BEST_SPEED  1

uLong crc32(uLong crc, const Bytef *buf, uInt len);
uLong compressBound(uLong len);
int   compress2(Bytef *dest, uLongf *dest_len, const Bytef *src, uLong src_len, int level);
int   uncompress(Bytef *dest, uLongf *dest_len, const Bytef *src, uLong src_len);
const char *zError(int err);

#endif
