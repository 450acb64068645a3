/* ui.c — see ui.h. */
#include "sdl/ui.h"

#include <stdio.h>
#include <string.h>
#include "emu/hw.h"

#define C_PANEL 0x202830
#define C_KEY   0x4A5260
#define C_LIT   0xE0B040
#define C_TEXT  0xFFFFFF
#define C_DIM   0xA0A8B0

static void set_colour(SDL_Renderer *r, uint32_t rgb, uint8_t a)
{
    SDL_SetRenderDrawColor(r, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, a);
}

/* The generic 8x8 character generator as an RGBA texture. */
static SDL_Texture *font_texture(SDL_Renderer *r)
{
    static uint8_t glyphs[HW_GLYPH_BYTES];
    static uint32_t px[128 * 128];
    font_load_defaults(glyphs, CON_PROF_GENERIC, 8, 8);
    for (int c = 0; c < 256; c++)
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++) {
                int on = (glyphs[c * CON_GLYPH_ROWS + y] << x) & 0x80;
                px[((c / 16) * 8 + y) * 128 + (c % 16) * 8 + x] = on ? 0xFFFFFFFFu : 0x00FFFFFFu;
            }
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 128, 128);
    if (t) {
        SDL_UpdateTexture(t, NULL, px, 128 * 4);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    }
    return t;
}

int ui_init(ui *u, SDL_Renderer *r)
{
    memset(u, 0, sizeof *u);
    u->r = r;
    u->font = font_texture(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    return u->font ? 0 : -1;
}

void ui_free(ui *u)
{
    if (u->font) SDL_DestroyTexture(u->font);
    if (u->screen) SDL_DestroyTexture(u->screen);
    memset(u, 0, sizeof *u);
}

int ui_text(ui *u, int x, int y, int scale, uint32_t rgb, const char *s)
{
    int x0 = x;
    SDL_SetTextureColorMod(u->font, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb);
    for (; *s; s++, x += 8 * scale) {
        uint8_t c = (uint8_t)*s;
        SDL_Rect src = { (c % 16) * 8, (c / 16) * 8, 8, 8 };
        SDL_Rect dst = { x, y, 8 * scale, 8 * scale };
        SDL_RenderCopy(u->r, u->font, &src, &dst);
    }
    return x - x0;
}

void ui_fill(ui *u, rect r, uint32_t rgb, uint8_t alpha)
{
    SDL_Rect s = { r.x, r.y, r.w, r.h };
    set_colour(u->r, rgb, alpha);
    SDL_RenderFillRect(u->r, &s);
}

static void scanlines(ui *u, int h, rect dst)
{
    static SDL_Rect lines[CON_ROWS_MAX * CON_CELLH_MAX + 64];
    int n = 0, row_px = dst.h / (h ? h : 1);
    if (row_px < 2)
        return;                    /* too small to show a gap */
    int t = row_px / 3 ? row_px / 3 : 1;
    for (int y = 0; y < h && n < (int)(sizeof lines / sizeof lines[0]); y++) {
        int bottom = dst.y + (int)((long)(y + 1) * dst.h / h);
        lines[n++] = (SDL_Rect){ dst.x, bottom - t, dst.w, t };
    }
    set_colour(u->r, 0, 110);
    SDL_RenderFillRects(u->r, lines, n);
}

void ui_screen(ui *u, const uint32_t *fb, int w, int h, rect dst, int fresh, int lines)
{
    if (!u->screen || u->tex_w != w || u->tex_h != h) {
        if (u->screen)
            SDL_DestroyTexture(u->screen);
        u->screen = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STREAMING, w, h);
        u->tex_w = w;
        u->tex_h = h;
        fresh = 1;
    }
    if (!u->screen)
        return;
    if (fresh)
        SDL_UpdateTexture(u->screen, NULL, fb, w * 4);
    SDL_Rect d = { dst.x, dst.y, dst.w, dst.h };
    SDL_RenderCopy(u->r, u->screen, NULL, &d);
    if (lines)
        scanlines(u, h, dst);
}

static void centred(ui *u, rect r, int y, int scale, uint32_t rgb, const char *s)
{
    int w = (int)strlen(s) * 8 * scale;
    ui_text(u, r.x + (r.w - w) / 2, y, scale, rgb, s);
}

static void key(ui *u, rect r, int unit, const char *name, const char *legend, int lit)
{
    ui_fill(u, r, lit ? C_LIT : C_KEY, 255);
    uint32_t ink = lit ? 0x000000 : C_TEXT;
    if (!legend) {               /* no inlay: the key's own name, large */
        int s = (int)strlen(name) * 16 * unit <= r.w - 4 * unit ? 2 * unit : unit;
        centred(u, r, r.y + (r.h - 8 * s) / 2, s, ink, name);
        return;
    }
    ui_text(u, r.x + 2 * unit, r.y + 2 * unit, unit, lit ? 0x303030 : C_DIM, name);
    centred(u, r, r.y + r.h - 12 * unit, unit, ink, legend);
}

void ui_pads(ui *u, const layout *l, int pads, const char *const inlay[12],
             const uint16_t held[2])
{
    static const char *const names[12] = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "CLEAR", "0", "ENTER" };
    int unit = l->unit;
    for (int p = 0; p < pads; p++) {
        ui_fill(u, l->panel[p], C_PANEL, 255);
        centred(u, l->panel[p], l->panel[p].y + 3 * unit, unit, C_DIM, p ? "PLAYER 2" : "PLAYER 1");
        for (int i = 0; i < 12; i++) {
            const char *legend = inlay && inlay[i] && inlay[i][0] ? inlay[i] : NULL;
            char cut[8];
            if (legend) {
                snprintf(cut, sizeof cut, "%s", legend);   /* at most 7 characters */
                legend = cut;
            }
            key(u, l->key[p][i], unit, names[i], legend, (held[p] >> i) & 1);
        }
    }
}

void ui_buttons(ui *u, const layout *l, uint8_t held, int reset_down)
{
    static const char *const names[LAYOUT_BUTTONS] = { "START", "SEL A", "SEL B", "OPTION", "RESET" };
    for (int i = 0; i < LAYOUT_BUTTONS; i++) {
        int lit = i < 4 ? (held >> i) & 1 : reset_down;
        ui_fill(u, l->button[i], lit ? C_LIT : C_KEY, 255);
        centred(u, l->button[i], l->button[i].y + (l->button[i].h - 8 * l->unit) / 2, l->unit,
                lit ? 0 : C_TEXT, names[i]);
    }
}

int ui_status_fit(int bar_w, int *scale, int msg_len, int flags_len)
{
    while (*scale > 1 && (msg_len + 2) * 8 * *scale > bar_w)
        (*scale)--;
    return (msg_len + flags_len + (msg_len ? 3 : 2)) * 8 * *scale <= bar_w;
}

void ui_status(ui *u, rect bar, int scale, const char *msg, const char *flags)
{
    char cut[256];
    int flags_on = ui_status_fit(bar.w, &scale, (int)strlen(msg), (int)strlen(flags));
    int cell = 8 * scale, fw = (int)strlen(flags) * cell;
    int room = (bar.w - 2 * cell) / cell;     /* only a bar narrower than the text at 1x cuts it */
    ui_fill(u, bar, C_PANEL, 255);
    snprintf(cut, sizeof cut, "%.*s", room > 0 ? room : 0, msg);
    int y = bar.y + (bar.h - cell) / 2;
    ui_text(u, bar.x + cell, y, scale, C_TEXT, cut);
    if (flags_on)
        ui_text(u, bar.x + bar.w - fw - cell, y, scale, C_LIT, flags);
}

void ui_box(ui *u, int win_w, int win_h, int scale, const char *const *lines, int n, hb_view *v)
{
    static hb_box b;
    hb_layout(&b, lines, n, win_w, win_h, scale, v);
    ui_fill(u, b.box, 0x000000, 245);      /* the game shows only as a shadow behind */
    for (int i = 0; i < b.n; i++)
        ui_text(u, b.box.x + 8 * b.scale, b.box.y + 5 * b.scale + i * HB_LINE_H * b.scale, b.scale,
                i < b.heading ? C_LIT : b.footer && i == b.n - 1 ? C_DIM : C_TEXT, b.line[i]);
}

int ui_help_key(SDL_Scancode sc)
{
    switch (sc) {
    case SDL_SCANCODE_UP:       return HB_UP;
    case SDL_SCANCODE_DOWN:     return HB_DOWN;
    case SDL_SCANCODE_PAGEUP:   return HB_PAGE_UP;
    case SDL_SCANCODE_PAGEDOWN: return HB_PAGE_DOWN;
    case SDL_SCANCODE_HOME:     return HB_HOME;
    case SDL_SCANCODE_END:      return HB_END;
    default:                    return -1;
    }
}
