/* helpbox.c — see helpbox.h. */
#include "front/helpbox.h"

#include <stdio.h>
#include <string.h>

static int longest(const char *const *lines, int n)
{
    int w = 0;
    for (int i = 0; i < n; i++) {
        int lw = (int)strlen(lines[i]);
        w = lw > w ? lw : w;
    }
    return w;
}

/* Where a cut line's rest starts: under the text after the line's first
 * gap of two spaces ("F1      this help": the column of "this"), else two
 * in, and never past half the width. */
static int hang(const char *s, int cols)
{
    const char *gap = strstr(s, "  ");
    int at = 2;
    if (gap) {
        while (*gap == ' ')
            gap++;
        at = *gap ? (int)(gap - s) : 2;
    }
    return at < cols / 2 ? at : 2;
}

/* Adds s wrapped at `cols` characters (at the last space that fits, else
 * cut), the rest of a cut line under its text (hang); returns the lines
 * added. */
static int wrap(hb_box *b, const char *s, int cols)
{
    int added = 0, indent = 0, under = hang(s, cols);
    do {
        int room = cols - indent, len = (int)strlen(s);
        int take = len <= room ? len : room;
        if (len > room)
            for (int k = room; k > room / 2; k--)
                if (s[k] == ' ') { take = k; break; }
        if (b->n < HB_LINES) {
            snprintf(b->line[b->n++], HB_COLS, "%*s%.*s", indent, "", take, s);
            added++;
        }
        s += take;
        while (*s == ' ')
            s++;
        indent = under;
    } while (*s);
    return added;
}

void hb_layout(hb_box *b, const char *const *lines, int n, int win_w, int win_h, int scale, hb_view *v)
{
    int w = longest(lines, n);
    /* As written, at the largest scale where it all fits. */
    for (; scale > 1 && ((w + 2) * 8 * scale > win_w || (n + 1) * HB_LINE_H * scale > win_h); scale--)
        ;
    int cols = win_w / 8 - 2, rows = win_h / HB_LINE_H - 1;
    cols = cols < 8 ? 8 : cols > HB_COLS - 1 ? HB_COLS - 1 : cols;
    rows = rows < 3 ? 3 : rows;
    b->scale = scale;
    b->n = b->footer = 0;
    b->heading = n ? wrap(b, lines[0], cols) : 0;
    for (int i = 1; i < n; i++)
        wrap(b, lines[i], cols);
    int body = b->n - b->heading;
    v->page = body;
    if (b->n <= rows) {
        v->top = 0;
    } else {
        /* A page at a time: the heading, a page of the body, the hint. */
        v->page = rows - b->heading - 1 > 1 ? rows - b->heading - 1 : 1;
        v->top = v->top < 0 ? 0 : v->top > body - v->page ? body - v->page : v->top;
        memmove(b->line[b->heading], b->line[b->heading + v->top], sizeof b->line[0] * (size_t)v->page);
        b->n = b->heading + v->page;
        snprintf(b->line[b->n++], HB_COLS, "%.*s: %d-%d of %d", cols - 16, HB_KEYS,
                 v->top + 1, v->top + v->page, body);
        b->footer = 1;
    }
    w = 0;
    for (int i = 0; i < b->n; i++) {
        int lw = (int)strlen(b->line[i]);
        w = lw > w ? lw : w;
    }
    b->box.w = (w + 2) * 8 * scale;
    b->box.h = (b->n + 1) * HB_LINE_H * scale;
    b->box.x = (win_w - b->box.w) / 2;
    b->box.y = (win_h - b->box.h) / 2;
}

void hb_scroll(hb_view *v, int key)
{
    int page = v->page > 1 ? v->page - 1 : 1;
    switch (key) {
    case HB_UP:        v->top--; break;
    case HB_DOWN:      v->top++; break;
    case HB_PAGE_UP:   v->top -= page; break;
    case HB_PAGE_DOWN: v->top += page; break;
    case HB_HOME:      v->top = 0; break;
    case HB_END:       v->top = HB_LINES; break;
    }
}
