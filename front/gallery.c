/* gallery.c — see gallery.h. */
#include "front/gallery.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/engine.h"
#include "emu/headless.h"
#include "front/looks.h"
#include "front/places.h"
#include "front/render.h"
#include "util/fileio.h"
#include "util/textfile.h"

void gal_init(gallery *g)
{
    memset(g, 0, sizeof *g);
    for (unsigned i = 0; i < ttl_count && g->n < GAL_MAX; i++) {
        const ttl_entry *t = &ttl_titles[i];
        char w[32];
        int len, k = 0;
        if (t->hidden)
            continue;
        for (const char *s = t->looks; k < GAL_LOOKS && sscanf(s, " %31s%n", w, &len) == 1; s += len)
            if (look_find(w))
                g->looks[g->n][k++] = look_find(w)->profile;
        if (!k)
            g->looks[g->n][k++] = t->profile;
        g->nlooks[g->n] = k;
        g->t[g->n++] = t;
    }
}

void gal_machine_line(const ttl_entry *t, char *buf, size_t n)
{
    if (t->year)
        snprintf(buf, n, "%s, %u", t->machine, (unsigned)t->year);
    else
        snprintf(buf, n, "%s", t->machine);
}

void gal_controls_line(const ttl_entry *t, char *buf, size_t n)
{
    char w[32];
    int len;
    size_t used = 0;
    buf[0] = 0;
    for (const char *s = t->controls; used < n && sscanf(s, " %31s%n", w, &len) == 1; s += len) {
        int r = snprintf(buf + used, n - used, "%s%s", used ? ", " : "", w);
        used += r > 0 ? (size_t)r : 0;
    }
}

/* Whether card i is of title t's machine and has t's own look. */
static int card_has(const gallery *g, int i, const ttl_entry *t)
{
    int look = 0;
    for (int k = 0; k < g->nlooks[i]; k++)
        look |= g->looks[i][k] == t->profile;
    return look && g->t[i]->machine && t->machine && !strcmp(g->t[i]->machine, t->machine);
}

int gal_select(gallery *g, const ttl_entry *t, uint8_t profile)
{
    int card = -1;
    for (int i = 0; i < g->n && card < 0; i++)
        if (g->t[i] == t)
            card = i;
    for (int i = 0; i < g->n && card < 0 && t; i++)
        if (card_has(g, i, t))
            card = i;
    if (card < 0)
        return -1;
    g->sel = card;
    if (profile == CON_MACHINE_ANY)
        profile = t->profile;              /* no --machine: the title's own look */
    for (int k = 0; k < g->nlooks[card]; k++)
        if (g->looks[card][k] == profile)
            g->look[card] = k;
    return 0;
}

void gal_next_look(gallery *g)
{
    if (g->n)
        g->look[g->sel] = (g->look[g->sel] + 1) % g->nlooks[g->sel];
}

uint8_t gal_profile(const gallery *g, int i) { return g->looks[i][g->look[i]]; }

int gal_picture(const gallery *g, int i, uint32_t *px, gal_pic *p, char *err, size_t n)
{
    static hw_display last;
    const ttl_entry *t = g->t[i];
    eng *e = eng_native_open(t->name, t->entry, err, n);
    if (!e)
        return -1;
    e->hw.machine = gal_profile(g, i);
    hl_opts o = { .frames = GAL_FRAMES, .last_screen = &last };
    hl_result r;
    int st = hl_run(e, &o, &r);
    eng_close(e);
    if (st) {
        snprintf(err, n, "%s", r.error);
        return -1;
    }
    render_size(&last, &p->w, &p->h);
    render_aspect(&last, &p->par_num, &p->par_den);
    render_frame(&last, px);
    return 0;
}

rect gal_content(const uint32_t *px, int w, int h)
{
    int x0 = w, y0 = h, x1 = -1, y1 = -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            if (px[(long)y * w + x] != px[0]) {
                x0 = x < x0 ? x : x0;
                x1 = x > x1 ? x : x1;
                y0 = y < y0 ? y : y0;
                y1 = y > y1 ? y : y1;
            }
    if (x1 < 0)
        return (rect){ 0, 0, w, h };
    x0 = x0 > GAL_MARGIN ? x0 - GAL_MARGIN : 0;
    y0 = y0 > GAL_MARGIN ? y0 - GAL_MARGIN : 0;
    x1 = x1 + GAL_MARGIN < w ? x1 + GAL_MARGIN : w - 1;
    y1 = y1 + GAL_MARGIN < h ? y1 + GAL_MARGIN : h - 1;
    return (rect){ x0, y0, x1 - x0 + 1, y1 - y0 + 1 };
}

void gal_card_lines(const gallery *g, int i, char lines[GAL_LINES][GAL_LINE_MAX])
{
    ttl_display(g->t[i], lines[0], GAL_LINE_MAX);
    gal_machine_line(g->t[i], lines[1], GAL_LINE_MAX);
    gal_controls_line(g->t[i], lines[2], GAL_LINE_MAX);
    snprintf(lines[3], GAL_LINE_MAX, "%s%s", look_profile_name(gal_profile(g, i)),
             g->nlooks[i] > 1 ? " (M: look)" : "");
}

int gal_text_width(const gallery *g)
{
    char lines[GAL_LINES][GAL_LINE_MAX];
    int w = 0;
    for (int i = 0; i < g->n; i++) {
        gal_card_lines(g, i, lines);
        for (int k = 0; k < GAL_LINES; k++)
            w = (int)strlen(lines[k]) > w ? (int)strlen(lines[k]) : w;
    }
    return w;
}

gal_grid gal_grid_of(int ncards, int text_w, int win_w, int win_h)
{
    gal_grid d;
    d.unit = win_w >= 1200 && win_h >= 800 ? 2 : 1;
    d.cols = ncards <= 2 ? ncards : win_w * 3 >= win_h * 4 ? 3 : 2;
    /* fewer columns rather than a card's line cut (6 units of margins) */
    while (d.cols > 1 && (win_w - 16 * d.unit) / d.cols < (text_w * 8 + 12) * d.unit)
        d.cols--;
    d.cols = d.cols < 1 ? 1 : d.cols;
    d.rows = (ncards + d.cols - 1) / d.cols;
    d.x0 = 8 * d.unit;
    d.y0 = 28 * d.unit;
    d.cw = (win_w - 2 * d.x0) / d.cols;
    d.ch = (win_h - d.y0 - 40 * d.unit) / (d.rows ? d.rows : 1);
    return d;
}

rect gal_card(const gal_grid *d, int i)
{
    return (rect){ d->x0 + (i % d->cols) * d->cw, d->y0 + (i / d->cols) * d->ch, d->cw, d->ch };
}

rect gal_picture_box(rect card, int unit)
{
    int text = GAL_LINES * 10 * unit + 2 * unit;
    return (rect){ card.x + 4 * unit, card.y + 4 * unit, card.w - 8 * unit, card.h - 8 * unit - text };
}

/* One axis cut to the box at 1x: the picture's pixels that fit (n of
 * them drawn over `drawn` screen pixels). */
static void cut(int *n, int *drawn, int room)
{
    if (*drawn <= room)
        return;
    int was = *drawn;
    *n = room > 0 ? (int)((long)*n * room / was) : 0;
    *drawn = room > 0 ? room : 0;
}

void gal_place(const gal_pic *p, rect content, rect box, rect *src, rect *dst, int *scale)
{
    view v = { content.w, content.h, p->par_num, p->par_den, 1, 1, 0, 0 };
    int k = 1, w, h;
    layout_screen_size(&v, 2, &w, &h);
    while (w <= box.w && h <= box.h)
        layout_screen_size(&v, ++k + 1, &w, &h);
    layout_screen_size(&v, k, &w, &h);
    *src = content;
    cut(&src->w, &w, box.w);
    cut(&src->h, &h, box.h);
    src->y += (content.h - src->h) / 2;     /* the middle rows, not the top */
    *dst = (rect){ box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h };
    *scale = k;
}

int gal_help(const char **lines, int max)
{
    static const char *const help[] = {
        "The gallery: choose a game (F1 or Esc closes this)",
        "",
        "Arrows, mouse  choose a card",
        "Enter, click   play the card's title",
        "M              the title's next look (machine)",
        "R              the engine: the ROM in the emulator",
        "               or the native build (the same game)",
        "F1             this help",
        "Esc            quit",
        "",
        "A card shows the title's first screen in the look",
        "chosen (its empty border left out; never drawn",
        "below 1x: cut, not shrunk), its name, machine and",
        "year, its controls and its look. The choice is",
        "remembered; Ctrl+G in a game comes back here.",
    };
    int n = 0;
    for (; n < max && n < (int)(sizeof help / sizeof help[0]); n++)
        lines[n] = help[n];
    return n;
}

int gal_load(gallery *g, const char *path)
{
    char *text, err[256], *save = NULL;
    size_t len;
    if (!plc_exists(path) || txt_read(path, 4096, &text, &len, err, sizeof err))
        return -1;
    char title[64] = "", look[32] = "", engine[16] = "";
    for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        sscanf(l, "title %63s", title);
        sscanf(l, "look %31s", look);
        sscanf(l, "engine %15s", engine);
    }
    free(text);
    for (int i = 0; i < g->n; i++) {
        if (strcmp(g->t[i]->name, title))
            continue;
        g->sel = i;
        for (int k = 0; k < g->nlooks[i]; k++)
            if (look_find(look) && look_find(look)->profile == g->looks[i][k])
                g->look[i] = k;
    }
    g->rom = !strcmp(engine, "rom");
    return 0;
}

int gal_save(const gallery *g, const char *path, char *err, size_t n)
{
    char text[256];
    if (!g->n)
        return 0;
    int len = snprintf(text, sizeof text, "title %s\nlook %s\nengine %s\n", g->t[g->sel]->name,
                       look_profile_name(gal_profile(g, g->sel)), g->rom ? "rom" : "native");
    if (plc_make_parent(path)) {
        snprintf(err, n, "%s: cannot make its folder", path);
        return -1;
    }
    return fio_write_atomic(path, text, (size_t)len, err, n);
}

int gal_path(char *buf, size_t n)
{
    char dir[4096];
    if (plc_data_dir(dir, sizeof dir))
        return -1;
    snprintf(buf, n, "%s/gallery", dir);
    return 0;
}
