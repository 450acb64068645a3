/* layout.c — see layout.h. */
#include "front/layout.h"

#include <string.h>

void layout_screen_size(const view *v, double k, int *w, int *h)
{
    double sx = k, sy = k;
    /* Integer scale on the short side of the pixel, the aspect on the other. */
    if (v->aspect && v->par_num > v->par_den)
        sx = k * v->par_num / v->par_den;
    else if (v->aspect && v->par_num < v->par_den)
        sy = k * v->par_den / v->par_num;
    *w = (int)(v->fb_w * sx + 0.5);
    *h = (int)(v->fb_h * sy + 0.5);
}

int layout_status_unit(int win_h)
{
    int u = win_h / (LAYOUT_STATUS_H * LAYOUT_STATUS_PART);
    return u < 1 ? 1 : u > LAYOUT_UNIT_MAX ? LAYOUT_UNIT_MAX : u;
}

/* The bar's unit with UI unit u: u, capped by the window's height. */
static int bar_unit(int u, int win_h)
{
    int cap = layout_status_unit(win_h);
    return u < cap ? u : cap;
}

/* The largest UI unit (keypad and label size) the window allows: the
 * keypads take at most 60% of the width (ui_unit then puts the screen
 * first). */
static int max_unit(const view *v, int win_w, int win_h)
{
    int u = LAYOUT_UNIT_MAX;
    while (u > 1 && ((v->pads && v->pads * LAYOUT_PANEL_W * u * 5 > win_w * 3)
                     || ((v->pads || v->buttons) && (LAYOUT_PANEL_H + LAYOUT_BAR_H + LAYOUT_STATUS_H) * u > win_h)))
        u--;
    return u;
}

/* Largest scale that fits aw x ah (integer when asked, else exact). */
static double fit(const view *v, int aw, int ah, int *k_out)
{
    int w1, h1;
    aw = aw > 1 ? aw : 1;
    ah = ah > 1 ? ah : 1;
    layout_screen_size(v, 1.0, &w1, &h1);
    double k = (double)aw / w1 < (double)ah / h1 ? (double)aw / w1 : (double)ah / h1;
    *k_out = 0;
    if (v->integer && k >= 1.0) {
        int k_int = (int)k, w, h;
        /* The 1x size is rounded on the aspect axis, so k from it can be
         * one short (Apple II: 208 lines are 227.5, rounded to 228, but
         * 2x is 455, not 456): try the next scale up. */
        layout_screen_size(v, k_int + 1, &w, &h);
        while (w <= aw && h <= ah)
            layout_screen_size(v, ++k_int + 1, &w, &h);
        layout_screen_size(v, k_int, &w, &h);
        while (k_int > 1 && (w > aw || h > ah))   /* rounding of the aspect axis */
            layout_screen_size(v, --k_int, &w, &h);
        *k_out = k_int;
        return k_int;
    }
    return k > 0.05 ? k : 0.05;
}

/* The screen's scale with UI unit u in a win_w x win_h window. */
static double fit_with(const view *v, int u, int win_w, int win_h, int *k_int)
{
    int pw = v->pads * LAYOUT_PANEL_W * u, bar = v->buttons ? LAYOUT_BAR_H * u : 0;
    return fit(v, win_w - pw, win_h - bar - LAYOUT_STATUS_H * bar_unit(u, win_h), k_int);
}

/* The screen comes first: bigger keypads only while they cost it nothing
 * (the same integer scale, or 3% of a fractional one). */
static int ui_unit(const view *v, int win_w, int win_h)
{
    int u = max_unit(v, win_w, win_h), k1, ku;
    double best = fit_with(v, 1, win_w, win_h, &k1);
    double need = v->integer && k1 ? best : best * 0.97;
    while (u > 1 && fit_with(v, u, win_w, win_h, &ku) < need)
        u--;
    return u;
}

static void place_keys(layout *l, int p)
{
    int u = l->unit;
    for (int i = 0; i < 12; i++) {
        rect *r = &l->key[p][i];
        r->w = LAYOUT_KEY_W * u;
        r->h = LAYOUT_KEY_H * u;
        r->x = l->panel[p].x + (LAYOUT_GAP + (i % 3) * (LAYOUT_KEY_W + LAYOUT_GAP)) * u;
        r->y = l->panel[p].y + (LAYOUT_HEAD + LAYOUT_GAP + (i / 3) * (LAYOUT_KEY_H + LAYOUT_GAP)) * u;
    }
}

static void place_buttons(layout *l)
{
    int u = l->unit, total = LAYOUT_BUTTONS * LAYOUT_BTN_W * u + (LAYOUT_BUTTONS - 1) * LAYOUT_GAP * u;
    int x = l->screen.x + (l->screen.w - total) / 2, y = l->screen.y + l->screen.h + LAYOUT_GAP * u;
    for (int i = 0; i < LAYOUT_BUTTONS; i++) {
        l->button[i] = (rect){ x, y, LAYOUT_BTN_W * u, LAYOUT_BTN_H * u };
        x += (LAYOUT_BTN_W + LAYOUT_GAP) * u;
    }
}

void layout_compute(layout *l, const view *v, int win_w, int win_h)
{
    memset(l, 0, sizeof *l);
    l->unit = ui_unit(v, win_w, win_h);
    int u = l->unit, pw = v->pads * LAYOUT_PANEL_W * u, bar = v->buttons ? LAYOUT_BAR_H * u : 0;
    double k = fit_with(v, u, win_w, win_h, &l->scale);
    l->status_unit = bar_unit(u, win_h);
    l->status = (rect){ 0, win_h - LAYOUT_STATUS_H * l->status_unit, win_w, LAYOUT_STATUS_H * l->status_unit };
    win_h = l->status.y;                 /* the rest is centred above it */
    layout_screen_size(v, k, &l->screen.w, &l->screen.h);
    int content_w = l->screen.w + pw, content_h = l->screen.h + bar;
    if (v->pads && LAYOUT_PANEL_H * u > content_h)
        content_h = LAYOUT_PANEL_H * u;
    int x0 = (win_w - content_w) / 2, y0 = (win_h - content_h) / 2;
    /* Two players: one controller each side; one: it sits on the right. */
    int left = v->pads == 2 ? LAYOUT_PANEL_W * u : 0;
    l->screen.x = x0 + left;
    l->screen.y = y0 + (content_h - l->screen.h - bar) / 2;
    for (int p = 0; p < v->pads; p++) {
        int px = p == 0 && v->pads == 2 ? x0 : l->screen.x + l->screen.w;
        l->panel[p] = (rect){ px, y0 + (content_h - LAYOUT_PANEL_H * u) / 2,
                              LAYOUT_PANEL_W * u, LAYOUT_PANEL_H * u };
        place_keys(l, p);
    }
    if (v->buttons)
        place_buttons(l);
}

/* The window for scale k with UI unit u. */
static void natural_with(const view *v, int k, int u, int *w, int *h)
{
    layout_screen_size(v, k, w, h);
    *w += v->pads * LAYOUT_PANEL_W * u;
    if (v->buttons)
        *h += LAYOUT_BAR_H * u;
    if (v->pads && *h < (LAYOUT_PANEL_H + LAYOUT_BAR_H) * u)
        *h = (LAYOUT_PANEL_H + LAYOUT_BAR_H) * u;
    /* The biggest bar the whole window's height then allows. */
    int s = u;
    while (s > 1 && layout_status_unit(*h + LAYOUT_STATUS_H * s) < s)
        s--;
    *h += LAYOUT_STATUS_H * s;
}

int layout_natural(const view *v, int scale, int max_w, int max_h, int *w, int *h)
{
    /* The biggest keypads with which layout_compute keeps this scale, so
     * the window opens tight around the screen and its controllers. */
    for (int u = LAYOUT_UNIT_MAX; u >= 1; u--) {
        layout l;
        natural_with(v, scale, u, w, h);
        if ((max_w && *w > max_w) || (max_h && *h > max_h))
            continue;
        layout_compute(&l, v, *w, *h);
        if (l.unit == u && (!v->integer || l.scale == scale))
            return 0;
    }
    natural_with(v, scale, 1, w, h);
    return -1;
}

void layout_keep_inside(rect d, int w, int h, int *x, int *y)
{
    if (*x + w > d.x + d.w)
        *x = d.x + d.w - w;
    if (*y + h > d.y + d.h)
        *y = d.y + d.h - h;
    *x = *x < d.x ? d.x : *x;
    *y = *y < d.y ? d.y : *y;
}

static int inside(const rect *r, int x, int y)
{
    return x >= r->x && x < r->x + r->w && y >= r->y && y < r->y + r->h;
}

int layout_hit(const layout *l, const view *v, int x, int y)
{
    for (int p = 0; p < v->pads; p++)
        for (int i = 0; i < 12; i++)
            if (inside(&l->key[p][i], x, y))
                return p * 12 + i;
    for (int i = 0; v->buttons && i < LAYOUT_BUTTONS; i++)
        if (inside(&l->button[i], x, y))
            return 24 + i;
    return -1;
}
