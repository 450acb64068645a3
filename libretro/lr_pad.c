/* lr_pad.c — the on-screen keypad (see lr_pad.h). Keys sit in the
 * controller's 3 x 4 grid (1 2 3 / 4 5 6 / 7 8 9 / CLEAR 0 ENTER) at the
 * bottom of the frame, shrunk to fit the smallest console mode. */
#include "libretro/lr_pad.h"

#include <string.h>
#include "emu/hw.h"

#define KEY_W_MAX 58
#define KEY_H_MAX 14
#define GAP 2
typedef char panel_fits[LRP_PANEL_H == 4 * KEY_H_MAX + 5 * GAP ? 1 : -1];

/* Grid position of CON_PAD_* bit k: keys 1-9, then CLEAR, 0, ENTER. */
static void cell_of(int k, int *col, int *row) { *col = k % 3; *row = k / 3; }

void lrp_layout(lrp_geom *g, int c, int shown, int w, int h)
{
    int area = w / (shown > 1 ? 2 : 1);
    g->kw = (area - 4 * GAP) / 3;
    if (g->kw > KEY_W_MAX) g->kw = KEY_W_MAX;
    g->kh = (h / 2 - 5 * GAP) / 4;
    if (g->kh > KEY_H_MAX) g->kh = KEY_H_MAX;
    int pw = 3 * g->kw + 4 * GAP, ph = 4 * g->kh + 5 * GAP;
    g->x = (shown > 1 ? c * area : 0) + (area - pw) / 2 + GAP;
    g->y = h - ph + GAP;
}

static const char *const key_names[12] = {
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "CLEAR", "0", "ENTER"
};

static void box(uint32_t *px, int w, int x, int y, int bw, int bh, uint32_t rgb)
{
    for (int j = 0; j < bh; j++)
        for (int i = 0; i < bw; i++)
            px[(y + j) * w + x + i] = rgb;
}

/* The default 8x8 character generator, loaded once. */
static const uint8_t *font(void)
{
    static uint8_t glyphs[HW_GLYPH_BYTES];
    static int loaded;
    if (!loaded) {
        font_load_defaults(glyphs, CON_PROF_GENERIC, 8, 8);
        loaded = 1;
    }
    return glyphs;
}

/* A legend cut to `fit` characters: its start, and its last character
 * when that is a sign (MIN- and MIN+ read M- and M+, not MI and MI). */
void lrp_short(const char *s, int fit, char *out)
{
    int n = (int)strlen(s);
    if (fit < 0) fit = 0;
    if (n <= fit) {
        memcpy(out, s, (size_t)n + 1);
        return;
    }
    char last = s[n - 1];
    int sign = !((last >= 'A' && last <= 'Z') || (last >= 'a' && last <= 'z') || (last >= '0' && last <= '9'));
    int keep = sign && fit > 1 ? fit - 1 : fit;
    memcpy(out, s, (size_t)keep);
    if (keep < fit)
        out[keep++] = last;
    out[keep] = 0;
}

/* As many characters of s as fit in width bw, centred. */
static void label(uint32_t *px, int w, int x, int y, int bw, int bh,
                  const char *s, uint32_t rgb)
{
    char t[16];
    lrp_short(s, bw / 8 < 15 ? bw / 8 : 15, t);
    int n = (int)strlen(t);
    if (n <= 0 || bh < 8) return;
    int x0 = x + (bw - 8 * n) / 2, y0 = y + (bh - 8) / 2;
    for (int i = 0; i < n; i++) {
        const uint8_t *g = font() + (uint8_t)t[i] * CON_GLYPH_ROWS;
        for (int r = 0; r < 8; r++)
            for (int b = 0; b < 8; b++)
                if ((g[r] << b) & 0x80)
                    px[(y0 + r) * w + x0 + 8 * i + b] = rgb;
    }
}

void lrp_key(uint32_t *px, int w, int x, int y, int bw, int bh, const char *s, int lit)
{
    box(px, w, x, y, bw, bh, lit ? 0xE0C040 : 0x606060);
    label(px, w, x, y, bw, bh, s, lit ? 0x000000 : 0xFFFFFF);
}

void lrp_draw(uint32_t *px, int w, int h, int c, int shown,
              const char *const inlay[12], uint16_t held)
{
    lrp_geom g;
    lrp_layout(&g, c, shown, w, h);
    if (g.kw < 4 || g.kh < 4) return;
    box(px, w, g.x - GAP, g.y - GAP, 3 * g.kw + 4 * GAP, 4 * g.kh + 5 * GAP, 0x202020);
    for (int k = 0; k < 12; k++) {
        int col, row;
        cell_of(k, &col, &row);
        int x = g.x + col * (g.kw + GAP), y = g.y + row * (g.kh + GAP);
        const char *s = inlay && inlay[k] && inlay[k][0] ? inlay[k] : key_names[k];
        lrp_key(px, w, x, y, g.kw, g.kh, s, held >> k & 1);
    }
}

int lrp_hit(int c, int shown, int w, int h, int x, int y)
{
    lrp_geom g;
    lrp_layout(&g, c, shown, w, h);
    for (int k = 0; k < 12; k++) {
        int col, row;
        cell_of(k, &col, &row);
        int kx = g.x + col * (g.kw + GAP), ky = g.y + row * (g.kh + GAP);
        if (x >= kx && x < kx + g.kw && y >= ky && y < ky + g.kh)
            return k;
    }
    return -1;
}
