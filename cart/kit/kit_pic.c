/* kit_pic.c — square pictures as glyph quadrants (kit.h): a board square of
 * 2x2 cells drawn from one 16x16 pixel function. */
#include "cart/kit/kit.h"

/* Quadrant q (0 TL, 1 TR, 2 BL, 3 BR) of picture pic as glyph `code`. */
static void quadrant(uint8_t code, uint8_t pic, uint8_t q, kit_pixel_fn pixel)
{
    static uint8_t rows[8];
    uint8_t x, y, bits;
    for (y = 0; y < 8; ++y) {
        bits = 0;
        for (x = 0; x < 8; ++x)
            if (pixel(pic, (uint8_t)((q & 1) * 8 + x), (uint8_t)((q >> 1) * 8 + y)))
                bits |= (uint8_t)(0x80 >> x);
        rows[y] = bits;
    }
    con_glyph(code, rows, 8);
}

void kit_pictures(uint8_t code, uint8_t n, kit_pixel_fn pixel)
{
    uint8_t pic, q;
    for (pic = 0; pic < n; ++pic)
        for (q = 0; q < 4; ++q)
            quadrant((uint8_t)(code + pic * 4 + q), pic, q, pixel);
}
