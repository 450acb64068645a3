/* render.c — character cells to emulated pixels (see render.h). */
#include "front/render.h"

static int mode_ok(const hw_display *d)
{
    return CON_MODE_OK(d->profile, d->cols, d->rows, d->cell_w, d->cell_h);
}

void render_size(const hw_display *d, int *w, int *h)
{
    /* An invalid mode keeps the power-on size so the window does not jump. */
    int cols = 40, rows = 25, cw = 8, ch = 8;
    if (mode_ok(d)) {
        cols = d->cols; rows = d->rows; cw = d->cell_w; ch = d->cell_h;
    }
    *w = cols * cw + 2 * RENDER_BORDER;
    *h = rows * ch + 2 * RENDER_BORDER;
}

static void fill(uint32_t *px, int n, uint32_t rgb)
{
    for (int i = 0; i < n; i++)
        px[i] = rgb;
}

/* One cell: glyph rows 0..cell_h-1, the leftmost cell_w bits of each. */
static void draw_cell(const hw_display *d, const uint32_t *pal, int i,
                      uint32_t *dst, int stride)
{
    const uint8_t *g = d->glyphs + (unsigned)d->chars[i] * CON_GLYPH_ROWS;
    uint32_t fg = pal[d->attrs[i] & 15], bg = pal[d->attrs[i] >> 4];
    for (int y = 0; y < d->cell_h; y++, dst += stride) {
        uint8_t bits = g[y];
        for (int x = 0; x < d->cell_w; x++)
            dst[x] = (bits << x) & 0x80 ? fg : bg;
    }
}

void render_frame(const hw_display *d, uint32_t *px)
{
    int w, h;
    render_size(d, &w, &h);
    const uint32_t *pal = palette_of(d->profile);
    fill(px, w * h, pal[d->border & 15]);
    if (!mode_ok(d))
        return;
    for (int r = 0; r < d->rows; r++)
        for (int c = 0; c < d->cols; c++) {
            uint32_t *dst = px + (RENDER_BORDER + r * d->cell_h) * w
                               + RENDER_BORDER + c * d->cell_w;
            draw_cell(d, pal, r * d->cols + c, dst, w);
        }
}

/* Each machine's picture filled a 4:3 monitor; the pixel shapes follow from
 * its native resolution (the looks table, cart/con_looks.def; docs/host.md
 * has the reasons). */
void render_look_aspect(uint8_t profile, int wide, int *num, int *den)
{
#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) { CON_TUPLE aspect },
    static const uint8_t aspects[CON_PROF_COUNT][3] = {
#include "cart/con_looks.def"
    };
#undef CON_LOOK
    const uint8_t *a = aspects[profile < CON_PROF_COUNT ? profile : CON_PROF_GENERIC];
    *num = a[0];
    *den = wide ? a[2] : a[1];
}

void render_aspect(const hw_display *d, int *num, int *den)
{
    render_look_aspect(d->profile, mode_ok(d) && d->cols * d->cell_w > 320, num, den);
}

uint32_t render_hash(const uint32_t *px, int w, int h)
{
    uint32_t x = 2166136261u;
    for (long i = 0; i < (long)w * h; i++)
        for (int s = 16; s >= 0; s -= 8) {
            x ^= (px[i] >> s) & 0xFF;
            x *= 16777619u;
        }
    return x;
}
