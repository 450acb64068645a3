/* picker.c — see picker.h. Up/Down (or the mouse) choose, Enter or a click
 * plays the native build, R plays the ROM, M changes the look, Esc quits. */
#include "sdl/picker.h"

#include <stdio.h>
#include "front/titles.h"
#include "front/looks.h"

#define ROW_H 12    /* text rows are 12 units apart */

static int picker_unit(int win_w, int win_h)
{
    int u = win_w / 640 < win_h / 400 ? win_w / 640 : win_h / 400;
    return u < 1 ? 1 : u;
}

static int row_y(int unit, int i) { return (40 + i * 2 * ROW_H) * unit; }

static void draw(ui *u, int win_w, int win_h, int sel, const char *message, uint8_t machine)
{
    char line[120];
    int unit = picker_unit(win_w, win_h);
    SDL_SetRenderDrawColor(u->r, 16, 18, 24, 255);
    SDL_RenderClear(u->r);
    ui_text(u, 16 * unit, 12 * unit, 2 * unit, 0xE0B040, "ANNEX");
    for (unsigned i = 0; i < ttl_count; i++) {
        int y = row_y(unit, (int)i);
        if ((int)i == sel)
            ui_fill(u, (rect){ 8 * unit, y - 3 * unit, win_w - 16 * unit, 2 * ROW_H * unit }, 0x3A4250, 255);
        ui_text(u, 16 * unit, y, unit, 0xFFFFFF, ttl_titles[i].name);
        ui_text(u, 24 * unit, y + ROW_H * unit - 2 * unit, unit, 0xA0A8B0, ttl_titles[i].caption);
    }
    snprintf(line, sizeof line, "Look: %s", machine == CON_MACHINE_ANY ? "the title's own" : look_profile_name(machine));
    ui_text(u, 16 * unit, win_h - 40 * unit, unit, 0xA0A8B0, line);
    if (message[0])
        ui_text(u, 16 * unit, win_h - 28 * unit, unit, 0xFF6060, message);
    ui_text(u, 16 * unit, win_h - 16 * unit, unit, 0xA0A8B0,
            "Up/Down choose, Enter or click: play, R: play the ROM, M: look, Esc: quit");
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
    for (unsigned i = 0; i < ttl_count; i++) {
        int top = row_y(unit, (int)i) - 3 * unit;
        if (y >= top && y < top + 2 * ROW_H * unit)
            return (int)i;
    }
    return -1;
}

/* The next look: the title's own, then each --machine look in turn. */
static uint8_t next_look(uint8_t machine)
{
    unsigned i = 0;
    if (machine != CON_MACHINE_ANY)
        while (i < look_count && looks[i].profile != machine)
            i++;
    for (i = machine == CON_MACHINE_ANY ? 0 : i + 1; i < look_count; i++)
        if (!looks[i].lores)
            return looks[i].profile;
    return CON_MACHINE_ANY;
}

static int on_key(SDL_Keycode k, int *sel, picker_choice *c)
{
    int n = (int)ttl_count;
    switch (k) {
    case SDLK_UP:     *sel = (*sel + n - 1) % n; return 0;
    case SDLK_DOWN:   *sel = (*sel + 1) % n; return 0;
    case SDLK_m:      c->machine = next_look(c->machine); return 0;
    case SDLK_RETURN: case SDLK_KP_ENTER: c->title = *sel; return 1;
    case SDLK_r:      c->title = *sel; c->rom = 1; return 1;
    case SDLK_ESCAPE: return 1;
    default:          return 0;
    }
}

picker_choice picker_run(SDL_Window *w, ui *u, const char *message, uint8_t machine)
{
    static int sel;        /* kept when the picker comes back after a failed choice */
    picker_choice c = { -1, 0, machine };
    /* Drawn after each event only (any may change it, exposing included):
     * a picker left open costs nothing. */
    for (int dirty = 1;;) {
        int pw, ph;
        if (dirty) {
            SDL_GetRendererOutputSize(u->r, &pw, &ph);
            draw(u, pw, ph, sel, message, c.machine);
        }
        SDL_Event ev;
        dirty = SDL_WaitEventTimeout(&ev, 1000);
        if (!dirty)
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
