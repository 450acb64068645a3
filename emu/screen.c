/* screen.c — see screen.h. */
#include "emu/screen.h"

#include <stdio.h>
#include <string.h>

/* A word at a time (FNV-style multiply and fold): a frame's hash costs
 * about a microsecond, so every frame of a run can be hashed. */
static uint64_t mix(uint64_t h, const uint8_t *p, size_t n)
{
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * 0x100000001b3ull;
        h ^= h >> 29;
    }
    for (; n; p++, n--)
        h = (h ^ *p) * 0x100000001b3ull;
    return h;
}

static size_t cells(const hw_display *d)
{
    size_t n = (size_t)d->cols * d->rows;
    return n <= CON_CELLS_MAX ? n : CON_CELLS_MAX;
}

uint64_t scr_hash(const hw_display *d)
{
    const uint8_t mode[6] = { d->profile, d->cols, d->rows, d->cell_w, d->cell_h, d->border };
    uint64_t h = mix(0xcbf29ce484222325ull, mode, sizeof mode);
    h = mix(h, d->chars, cells(d));
    h = mix(h, d->attrs, cells(d));
    return mix(h, d->glyphs, sizeof d->glyphs);
}

static char shown(uint8_t c)
{
    return c >= 32 && c < 127 && c != '\'' ? (char)c : '?';
}

static int cell_diff(const hw_display *a, const hw_display *b, char *where, size_t n)
{
    for (size_t i = 0; i < cells(a); i++) {
        if (a->chars[i] == b->chars[i] && a->attrs[i] == b->attrs[i])
            continue;
        snprintf(where, n, "row %u col %u: code %u '%c' attr 0x%02x / code %u '%c' attr 0x%02x",
                 (unsigned)(i / a->cols), (unsigned)(i % a->cols), a->chars[i], shown(a->chars[i]),
                 a->attrs[i], b->chars[i], shown(b->chars[i]), b->attrs[i]);
        return 1;
    }
    return 0;
}

int scr_diff(const hw_display *a, const hw_display *b, char *where, size_t n)
{
    if (a->profile != b->profile || a->cols != b->cols || a->rows != b->rows
        || a->cell_w != b->cell_w || a->cell_h != b->cell_h) {
        snprintf(where, n, "mode: profile %u %ux%u cells %ux%u / profile %u %ux%u cells %ux%u",
                 a->profile, a->cols, a->rows, a->cell_w, a->cell_h,
                 b->profile, b->cols, b->rows, b->cell_w, b->cell_h);
        return 1;
    }
    if (a->border != b->border) {
        snprintf(where, n, "border: 0x%02x / 0x%02x", a->border, b->border);
        return 1;
    }
    if (cell_diff(a, b, where, n))
        return 1;
    for (size_t i = 0; i < sizeof a->glyphs; i++)
        if (a->glyphs[i] != b->glyphs[i]) {
            snprintf(where, n, "glyph %u row %u: 0x%02x / 0x%02x", (unsigned)(i / CON_GLYPH_ROWS),
                     (unsigned)(i % CON_GLYPH_ROWS), a->glyphs[i], b->glyphs[i]);
            return 1;
        }
    where[0] = 0;
    return 0;
}
