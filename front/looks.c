/* looks.c — machine looks and their test cards (see looks.h). */
#include "front/looks.h"

#include <stdio.h>
#include <string.h>

/* The looks table's rows (cart/con_looks.def), in CON_PROF_* order, then
 * extra test cards of a look. */
#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) \
    { name, label, caption, id, CON_TUPLE mode, 0, CON_TUPLE colours },
const look looks[] = {
#include "cart/con_looks.def"
    { "apple2-lores", "Apple II", "Apple II lo-res colour: 40x48 blocks", CON_PROF_APPLE2, 40, 24, 7, 8, 1, 15, 0, 0 },
};
#undef CON_LOOK
const unsigned look_count = sizeof looks / sizeof looks[0];

const look *look_find(const char *name)
{
    for (unsigned i = 0; i < look_count; i++)
        if (!strcmp(looks[i].name, name))
            return &looks[i];
    return NULL;
}

const look *look_of(uint8_t profile)
{
    return profile < CON_PROF_COUNT ? &looks[profile] : NULL;
}

const char *look_profile_name(uint8_t profile)
{
    return profile < CON_PROF_COUNT ? looks[profile].name : "?";
}

size_t look_names_join(char *out, size_t n, const char *sep)
{
    size_t len = 0;
    if (n)
        *out = 0;
    for (unsigned p = 0; p < CON_PROF_COUNT; p++) {
        int k = snprintf(out + len, n - len, "%s%s", p ? sep : "", looks[p].name);
        if (k < 0 || (size_t)k >= n - len)
            return 0;
        len += (size_t)k;
    }
    return len;
}

const char *look_machine_names(void)
{
    static char names[CON_PROF_COUNT * 16];
    look_names_join(names, sizeof names, " ");
    return names;
}

/* Text at (x, y), cut at the right edge. */
static void put_text(hw *h, int x, int y, const char *s, uint8_t attr)
{
    for (; *s; s++, x++) {
        int i = hw_cell(h, (uint8_t)x, (uint8_t)y);
        if (i < 0)
            return;
        h->disp.chars[i] = (uint8_t)*s;
        h->disp.attrs[i] = attr;
    }
}

/* Codes first..last, wrapped over the rows from y; returns the next row. */
static int put_codes(hw *h, int y, int first, int last, uint8_t attr)
{
    int x = 0;
    for (int c = first; c <= last && y < h->disp.rows; c++) {
        int i = hw_cell(h, (uint8_t)x, (uint8_t)y);
        h->disp.chars[i] = (uint8_t)c;
        h->disp.attrs[i] = attr;
        if (++x == h->disp.cols) {
            x = 0;
            y++;
        }
    }
    return x ? y + 1 : y;
}

/* Apple II lo-res: each cell is two blocks, top in the foreground colour
 * (glyph 192 = upper half set), bottom in the background colour. */
static void lores_card(hw *h)
{
    uint8_t half[CON_GLYPH_ROWS] = { 0 };
    memset(half, 0xFF, h->disp.cell_h / 2);
    memcpy(h->disp.glyphs + CON_GLYPH_USER * CON_GLYPH_ROWS, half, sizeof half);
    for (int y = 0; y < h->disp.rows; y++)
        for (int x = 0; x < h->disp.cols; x++) {
            int i = hw_cell(h, (uint8_t)x, (uint8_t)y);
            uint8_t top = (uint8_t)((x / 2 + y) & 15), bottom = (uint8_t)((x / 2 + y + 8) & 15);
            h->disp.chars[i] = CON_GLYPH_USER;
            h->disp.attrs[i] = CON_ATTR(top, bottom);
        }
}

void look_test_card(const look *l, hw *h)
{
    static const uint8_t disc[8] = { 0x3C, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF, 0x7E, 0x3C };
    uint8_t paper = l->paper;
    hw_init(h);
    hw_set_mode(h, l->profile, l->cols, l->rows, l->cell_w, l->cell_h, CON_ATTR(l->ink, paper));
    h->disp.border = l->border;
    if (l->lores) {
        lores_card(h);
        return;
    }
    memcpy(h->disp.glyphs + (CON_GLYPH_USER + 1) * CON_GLYPH_ROWS, disc, sizeof disc);
    put_text(h, 0, 0, l->caption, CON_ATTR(14, paper));
    for (int c = 0; c < 16; c++) {   /* the palette: solid blocks, then discs on each colour */
        int i = hw_cell(h, (uint8_t)(c % h->disp.cols), (uint8_t)(1 + c / h->disp.cols));
        h->disp.chars[i] = 127;
        h->disp.attrs[i] = CON_ATTR(c, paper);
    }
    int y = 1 + (16 + h->disp.cols - 1) / h->disp.cols;
    for (int c = 0; c < 16 && c < h->disp.cols; c++) {
        int i = hw_cell(h, (uint8_t)c, (uint8_t)y);
        h->disp.chars[i] = CON_GLYPH_USER + 1;
        h->disp.attrs[i] = CON_ATTR(15 - c, c);
    }
    y = put_codes(h, y + 1, 32, 126, CON_ATTR(l->ink, paper));
    put_codes(h, y, CON_GLYPH_BLOCKS, CON_GLYPH_USER - 1, CON_ATTR(10, paper));
}
