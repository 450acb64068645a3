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

void gal_name(const ttl_entry *t, char *buf, size_t n)
{
    size_t len = strcspn(t->caption, ":");
    const char *paren = strstr(t->caption, " (");
    if (paren && (size_t)(paren - t->caption) < len)
        len = (size_t)(paren - t->caption);
    snprintf(buf, n, "%.*s", (int)len, t->caption);
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

void gal_next_look(gallery *g)
{
    if (g->n)
        g->look[g->sel] = (g->look[g->sel] + 1) % g->nlooks[g->sel];
}

uint8_t gal_profile(const gallery *g, int i) { return g->looks[i][g->look[i]]; }

int gal_picture(const gallery *g, int i, uint32_t *px, int *w, int *h, char *err, size_t n)
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
    render_size(&last, w, h);
    render_frame(&last, px);
    return 0;
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
