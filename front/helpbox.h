/* helpbox.h — an F1 help box (the game's and the gallery's) in any window
 * the program opens (pure, tested): the lines at the largest text scale,
 * up to the one asked for, where all of them fit as written; else at 1x
 * with long lines wrapped to the window's width (a cut line goes on under
 * its text, past its first two-space gap); and when even that is taller than the window, a page
 * at a time under the heading, the last line naming the keys that scroll
 * it (docs/host.md, F1 help). */
#ifndef FRONT_HELPBOX_H
#define FRONT_HELPBOX_H

#include "front/layout.h"

#define HB_LINES  160   /* wrapped lines at most (more are left out) */
#define HB_COLS   128   /* characters a line at most, with its NUL */
#define HB_LINE_H 10    /* a line's height in units: 8-pixel glyphs, 2 apart */

/* The scroll state kept while the help is open: the first body line shown
 * (clamped by hb_layout) and the lines a page shows (set by it). */
typedef struct hb_view { int top, page; } hb_view;

/* What to draw: n lines, each at (box.x + 8*scale, box.y + 5*scale + i *
 * HB_LINE_H*scale); the first `heading` are the heading, the last is the
 * scroll hint when `footer`. */
typedef struct hb_box {
    rect box;
    int  scale, n, heading, footer;
    char line[HB_LINES][HB_COLS];
} hb_box;

/* Lays out `lines` (lines[0]: the heading) in a win_w x win_h window at
 * text scale `scale` at most. The box always lies inside the window. */
void hb_layout(hb_box *b, const char *const *lines, int n, int win_w, int win_h, int scale, hb_view *v);

/* The keys that scroll a paged help. */
enum { HB_UP, HB_DOWN, HB_PAGE_UP, HB_PAGE_DOWN, HB_HOME, HB_END };
/* Moves the view by one of them (hb_layout clamps it to the text). */
void hb_scroll(hb_view *v, int key);
/* The hint's keys, as the last line of a paged help names them. */
#define HB_KEYS "Up/Down, PgUp/PgDn scroll"

#endif
