/* picker.c — see picker.h. Up/Down (or the mouse) choose, Enter or a click
 * plays the native build, R plays the ROM, Esc quits. */
#include "host/picker.h"

#include "cart/titles.h"

#define ROW_H 12    /* text rows are 12 units apart */

static int picker_unit(int win_w, int win_h)
{
    int u = win_w / 640 < win_h / 400 ? win_w / 640 : win_h / 400;
    return u < 1 ? 1 : u;
}

static int row_y(int unit, int i) { return (40 + i * 2 * ROW_H) * unit; }

static void draw(ui *u, int win_w, int win_h, int sel)
{
    int unit = picker_unit(win_w, win_h);
    SDL_SetRenderDrawColor(u->r, 16, 18, 24, 255);
    SDL_RenderClear(u->r);
    ui_text(u, 16 * unit, 12 * unit, 2 * unit, 0xE0B040, "ANNEX");
    for (unsigned i = 0; i < cart_title_count; i++) {
        int y = row_y(unit, (int)i);
        if ((int)i == sel)
            ui_fill(u, (rect){ 8 * unit, y - 3 * unit, win_w - 16 * unit, 2 * ROW_H * unit }, 0x3A4250, 255);
        ui_text(u, 16 * unit, y, unit, 0xFFFFFF, cart_titles[i].name);
        ui_text(u, 24 * unit, y + ROW_H * unit - 2 * unit, unit, 0xA0A8B0, cart_titles[i].caption);
    }
    ui_text(u, 16 * unit, win_h - 16 * unit, unit, 0xA0A8B0,
            "Up/Down choose, Enter or click: play, R: play the ROM, Esc: quit");
    SDL_RenderPresent(u->r);
}

/* The title under a click (window points scaled to pixels), or -1. */
static int row_at(SDL_Window *w, ui *u, int x, int y)
{
    int ww, wh, pw, ph;
    SDL_GetWindowSize(w, &ww, &wh);
    SDL_GetRendererOutputSize(u->r, &pw, &ph);
    y = ww ? y * ph / (wh ? wh : 1) : y;
    (void)x;
    int unit = picker_unit(pw, ph);
    for (unsigned i = 0; i < cart_title_count; i++) {
        int top = row_y(unit, (int)i) - 3 * unit;
        if (y >= top && y < top + 2 * ROW_H * unit)
            return (int)i;
    }
    return -1;
}

static int on_key(SDL_Keycode k, int *sel, picker_choice *c)
{
    int n = (int)cart_title_count;
    switch (k) {
    case SDLK_UP:     *sel = (*sel + n - 1) % n; return 0;
    case SDLK_DOWN:   *sel = (*sel + 1) % n; return 0;
    case SDLK_RETURN: case SDLK_KP_ENTER: c->title = *sel; return 1;
    case SDLK_r:      c->title = *sel; c->rom = 1; return 1;
    case SDLK_ESCAPE: return 1;
    default:          return 0;
    }
}

picker_choice picker_run(SDL_Window *w, ui *u)
{
    picker_choice c = { -1, 0 };
    int sel = 0;
    for (;;) {
        int pw, ph;
        SDL_GetRendererOutputSize(u->r, &pw, &ph);
        draw(u, pw, ph, sel);
        SDL_Event ev;
        if (!SDL_WaitEventTimeout(&ev, 100))
            continue;
        if (ev.type == SDL_QUIT)
            return c;
        if (ev.type == SDL_KEYDOWN && on_key(ev.key.keysym.sym, &sel, &c))
            return c;
        if (ev.type == SDL_MOUSEMOTION) {
            int r = row_at(w, u, ev.motion.x, ev.motion.y);
            sel = r >= 0 ? r : sel;
        }
        if (ev.type == SDL_MOUSEBUTTONDOWN && ev.button.button == SDL_BUTTON_LEFT) {
            int r = row_at(w, u, ev.button.x, ev.button.y);
            if (r >= 0) {
                c.title = r;
                return c;
            }
        }
    }
}
