/* png.h — writes the emulated pixels as a PNG (8-bit RGB, zlib-deflated). */
#ifndef FRONT_PNG_H
#define FRONT_PNG_H

#include <stddef.h>
#include <stdint.h>

/* Encodes w*h pixels of 0x00RRGGBB into a malloc'ed PNG; NULL when out of
 * memory. */
uint8_t *png_encode(const uint32_t *px, int w, int h, size_t *len);
/* Encodes and writes atomically; 0, or -1 with a reason in err. */
int png_write(const char *path, const uint32_t *px, int w, int h,
              char *err, size_t n);

#endif
