/* font.c — the console's character generator: what MODE_SET loads into
 * glyph RAM (docs/console.md, The display). The ASCII fonts are Debian's
 * console fonts, converted at build time by tools/mkfont. */
#include "emu/hw.h"

#include <string.h>

extern const uint8_t font_8x8_w, font_8x8_h, font_8x8[95][8];
extern const uint8_t font_6x12_w, font_6x12_h, font_6x12[95][12];

/* A row byte with the leftmost n pixels set. */
static uint8_t left_bits(uint8_t n) { return (uint8_t)(0xFF00u >> n); }

static void load_ascii(uint8_t *glyphs, uint8_t cell_h)
{
    /* Tall cells (the TRS-80's 6x12) get the 6x12 font, the rest 8x8. */
    int tall = cell_h >= font_6x12_h;
    uint8_t fh = tall ? font_6x12_h : font_8x8_h;
    uint8_t top = (uint8_t)((cell_h > fh ? cell_h - fh : 0) / 2);
    for (int c = 32; c < 127; c++) {
        uint8_t *g = glyphs + c * CON_GLYPH_ROWS;
        for (uint8_t r = 0; r < fh && top + r < CON_GLYPH_ROWS; r++)
            g[top + r] = tall ? font_6x12[c - 32][r] : font_8x8[c - 32][r];
    }
}

/* 2x3 block graphics: code 128 + bits, bit 0 top-left … bit 5 bottom-right. */
static void load_blocks(uint8_t *glyphs, uint8_t cell_w, uint8_t cell_h)
{
    uint8_t lw = (uint8_t)((cell_w + 1) / 2);
    uint8_t left = left_bits(lw), right = (uint8_t)(left_bits(cell_w) & ~left);
    for (int bits = 0; bits < 64; bits++) {
        uint8_t *g = glyphs + (CON_GLYPH_BLOCKS + bits) * CON_GLYPH_ROWS;
        for (uint8_t y = 0; y < cell_h; y++) {
            int band = y * 3 / cell_h;
            int l = bits >> (band * 2) & 1, r = bits >> (band * 2 + 1) & 1;
            g[y] = (uint8_t)((l ? left : 0) | (r ? right : 0));
        }
    }
}

void font_load_defaults(uint8_t *glyphs, uint8_t profile,
                        uint8_t cell_w, uint8_t cell_h)
{
    (void)profile;  /* every profile shares the generator; the cell picks the font */
    memset(glyphs, 0, HW_GLYPH_BYTES);
    load_ascii(glyphs, cell_h);
    memset(glyphs + 127 * CON_GLYPH_ROWS, 0xFF, cell_h);
    load_blocks(glyphs, cell_w, cell_h);
}
