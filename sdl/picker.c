/* picker.c — the gallery (see picker.h, front/gallery.h): a card per title
 * with its picture in the look chosen (placed by gal_place: never drawn
 * smaller than 1x), its name, machine and year and its controls. Arrows
 * (or the mouse) choose, Enter or a click plays, M changes the title's
 * look, R switches between the native build and the ROM, F1 explains it
 * all, Esc quits; the choice is remembered for the next time. */
#include "sdl/picker.h"

#include <stdio.h>
#include "front/gallery.h"
#include "front/looks.h"
#include "front/render.h"

typedef struct card_pic {
    SDL_Texture *tex;
    gal_pic pic;
    rect content;         /* the part worth showing (gal_content) */
    uint8_t profile;      /* the look it shows */
} card_pic;

static card_pic pics[GAL_MAX];

/* The card's picture, made again when its look changed. */
static card_pic *picture(ui *u, const gallery *g, int i)
{
    static uint32_t px[RENDER_MAX_PIXELS];
    card_pic *p = &pics[i];
    char err[256];
    if (p->tex && p->profile == gal_profile(g, i))
        return p;
    if (p->tex)
        SDL_DestroyTexture(p->tex);
    p->tex = NULL;
    p->profile = gal_profile(g, i);
    if (gal_picture(g, i, px, &p->pic, err, sizeof err))
        return p;
    p->content = gal_content(px, p->pic.w, p->pic.h);
    p->tex = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_STATIC, p->pic.w, p->pic.h);
    if (p->tex)
        SDL_UpdateTexture(p->tex, NULL, px, p->pic.w * 4);
    return p;
}

static void draw_card(ui *u, const gallery *g, int i, rect r, int unit)
{
    char line[120];
    rect box = gal_picture_box(r, unit), src, dst;
    int k;
    if (i == g->sel)
        ui_fill(u, (rect){ r.x + 2 * unit, r.y + 2 * unit, r.w - 4 * unit, r.h - 4 * unit }, 0x3A4250, 255);
    card_pic *p = picture(u, g, i);
    if (p->tex && box.w > 0 && box.h > 0) {
        gal_place(&p->pic, p->content, box, &src, &dst, &k);
        SDL_RenderCopy(u->r, p->tex, &(SDL_Rect){ src.x, src.y, src.w, src.h },
                       &(SDL_Rect){ dst.x, dst.y, dst.w, dst.h });
    }
    int y = box.y + box.h + 2 * unit, cols = (r.w - 12 * unit) / (8 * unit);
    static const uint32_t ink[GAL_LINES] = { 0xFFFFFF, 0xE0B040, 0xA0A8B0, 0xA0A8B0 };
    char lines[GAL_LINES][GAL_LINE_MAX];
    gal_card_lines(g, i, lines);
    for (int k = 0; k < GAL_LINES; k++) {
        snprintf(line, sizeof line, "%.*s", cols, lines[k]);   /* whole at GAL_MIN_W and up */
        ui_text(u, r.x + 6 * unit, y + 10 * k * unit, unit, ink[k], line);
    }
}

static void draw(ui *u, const gallery *g, int win_w, int win_h, const char *message, int help,
                 hb_view *view)
{
    gal_grid d = gal_grid_of(g->n, gal_text_width(g), win_w, win_h);
    char line[160];
    SDL_SetRenderDrawColor(u->r, 16, 18, 24, 255);
    SDL_RenderClear(u->r);
    ui_text(u, 8 * d.unit, 8 * d.unit, 2 * d.unit, 0xE0B040, "ANNEX");
    ui_text(u, 104 * d.unit, 14 * d.unit, d.unit, 0xA0A8B0, "choose a game");
    for (int i = 0; i < g->n; i++)
        draw_card(u, g, i, gal_card(&d, i), d.unit);
    snprintf(line, sizeof line, "Engine: %s (R switches)", g->rom ? "the ROM in the emulator" : "the native build");
    ui_text(u, 8 * d.unit, win_h - 34 * d.unit, d.unit, 0xA0A8B0, line);
    if (message[0])
        ui_text(u, 8 * d.unit, win_h - 24 * d.unit, d.unit, 0xFF6060, message);
    ui_text(u, 8 * d.unit, win_h - 12 * d.unit, d.unit, 0xA0A8B0, GAL_HINT);
    if (help) {
        const char *lines[32];
        ui_box(u, win_w, win_h, d.unit, lines, gal_help(lines, 32), view);
    }
    SDL_RenderPresent(u->r);
}

/* The card under a point (window points scaled to pixels), or -1. */
static int card_at(SDL_Window *w, ui *u, const gallery *g, int x, int y)
{
    int ww, wh, pw, ph;
    SDL_GetWindowSize(w, &ww, &wh);
    SDL_GetRendererOutputSize(u->r, &pw, &ph);
    x = ww ? x * pw / ww : x;
    y = wh ? y * ph / wh : y;
    gal_grid d = gal_grid_of(g->n, gal_text_width(g), pw, ph);
    for (int i = 0; i < g->n; i++) {
        rect r = gal_card(&d, i);
        if (x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h)
            return i;
    }
    return -1;
}

/* 1 when the key chooses (Enter) or quits (Esc: *quit). */
static int on_key(SDL_Keycode k, gallery *g, int cols, int *quit)
{
    int n = g->n;
    switch (k) {
    case SDLK_LEFT:   g->sel = (g->sel + n - 1) % n; return 0;
    case SDLK_RIGHT:  g->sel = (g->sel + 1) % n; return 0;
    case SDLK_UP:     g->sel = g->sel >= cols ? g->sel - cols : g->sel; return 0;
    case SDLK_DOWN:   g->sel = g->sel + cols < n ? g->sel + cols : g->sel; return 0;
    case SDLK_m:      gal_next_look(g); return 0;
    case SDLK_r:      g->rom = !g->rom; return 0;
    case SDLK_RETURN: case SDLK_KP_ENTER: return 1;
    case SDLK_ESCAPE: *quit = 1; return 1;
    default:          return 0;
    }
}

static picker_choice chosen(gallery *g)
{
    char path[4200], err[512];
    picker_choice c = { -1, g->rom, gal_profile(g, g->sel) };
    for (unsigned i = 0; i < ttl_count; i++)
        if (&ttl_titles[i] == g->t[g->sel])
            c.title = (int)i;
    if (!gal_path(path, sizeof path) && gal_save(g, path, err, sizeof err))
        fprintf(stderr, "annex: %s\n", err);
    return c;
}

/* The gallery as left, or as remembered the first time; on the card of
 * the game just left. */
static void start_on(gallery *g, picker_choice from)
{
    static int ready;
    char path[4200];
    if (!ready) {
        gal_init(g);
        if (!gal_path(path, sizeof path))
            gal_load(g, path);
        for (int k = 0; from.machine != CON_MACHINE_ANY && k < g->nlooks[g->sel]; k++)
            if (g->looks[g->sel][k] == from.machine)
                g->look[g->sel] = k;       /* --machine NAME: that look, when the title has it */
        ready = 1;
    }
    if (from.title >= 0 && !gal_select(g, &ttl_titles[from.title], from.machine))
        g->rom = from.rom;
}

/* 1 when the event is F1 or, with the help shown, Esc or a scroll key:
 * the help opens, closes or scrolls (any other key closes it too, and
 * acts). */
static int help_key(const SDL_Event *ev, int *help, hb_view *v)
{
    SDL_Keycode k = ev->type == SDL_KEYDOWN ? ev->key.keysym.sym : SDLK_UNKNOWN;
    if (k == SDLK_F1 || (*help && k == SDLK_ESCAPE)) {
        *help = k == SDLK_F1 && !*help;
        v->top = 0;
        return 1;
    }
    if (*help && ev->type == SDL_KEYDOWN && ui_help_key(ev->key.keysym.scancode) >= 0) {
        hb_scroll(v, ui_help_key(ev->key.keysym.scancode));
        return 1;
    }
    if (ev->type == SDL_KEYDOWN || ev->type == SDL_MOUSEBUTTONDOWN)
        *help = 0;
    return 0;
}

/* Grows the window to the gallery's smallest when it is smaller. */
static void at_least_min(SDL_Window *w)
{
    int ww, wh;
    SDL_GetWindowSize(w, &ww, &wh);
    if (ww < GAL_MIN_W || wh < GAL_MIN_H)
        SDL_SetWindowSize(w, ww < GAL_MIN_W ? GAL_MIN_W : ww, wh < GAL_MIN_H ? GAL_MIN_H : wh);
}

static picker_choice run(SDL_Window *w, ui *u, const char *message, picker_choice from)
{
    static gallery g;      /* kept when the gallery comes back */
    hb_view view = { 0, 0 };
    picker_choice none = { -1, 0, from.machine };
    start_on(&g, from);
    if (!g.n)
        return none;
    /* Drawn after each event only (any may change it, exposing included):
     * a gallery left open costs nothing. */
    for (int dirty = 1, help = 0;;) {
        int pw, ph, quit = 0;
        SDL_GetRendererOutputSize(u->r, &pw, &ph);
        if (dirty)
            draw(u, &g, pw, ph, message, help, &view);
        SDL_Event ev;
        dirty = SDL_WaitEventTimeout(&ev, 1000);
        if (!dirty)
            continue;
        if (ev.type == SDL_QUIT)
            return none;
        if (ev.type == SDL_WINDOWEVENT && ev.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            at_least_min(w);                /* a window manager that ignored the minimum */
        if (help_key(&ev, &help, &view))
            continue;
        if (ev.type == SDL_KEYDOWN && on_key(ev.key.keysym.sym, &g, gal_grid_of(g.n, gal_text_width(&g), pw, ph).cols, &quit))
            return quit ? none : chosen(&g);
        if (ev.type == SDL_MOUSEBUTTONDOWN && ev.button.button == SDL_BUTTON_LEFT) {
            int r = card_at(w, u, &g, ev.button.x, ev.button.y);
            if (r >= 0) {
                g.sel = r;
                return chosen(&g);
            }
        }
    }
}

/* The gallery in a window no smaller than GAL_MIN_W x GAL_MIN_H (grown to
 * it when smaller); the game's own minimum comes back after. */
picker_choice picker_run(SDL_Window *w, ui *u, const char *message, picker_choice from)
{
    int min_w, min_h;
    SDL_GetWindowMinimumSize(w, &min_w, &min_h);
    SDL_SetWindowMinimumSize(w, GAL_MIN_W, GAL_MIN_H);
    at_least_min(w);
    picker_choice c = run(w, u, message, from);
    SDL_SetWindowMinimumSize(w, min_w, min_h);
    return c;
}

void picker_free(void)
{
    for (int i = 0; i < GAL_MAX; i++) {
        if (pics[i].tex)
            SDL_DestroyTexture(pics[i].tex);
        pics[i].tex = NULL;
    }
}
