/* layout.h — where things go in the window (pure, tested): the emulated
 * screen scaled with its machine's pixel aspect, the keypad hand
 * controllers beside it, the console buttons below, and a status bar
 * under everything (docs/host.md). */
#ifndef FRONT_LAYOUT_H
#define FRONT_LAYOUT_H

typedef struct rect { int x, y, w, h; } rect;

/* Sizes in UI units (the label font is 8 units high). */
#define LAYOUT_KEY_W   60
#define LAYOUT_KEY_H   30
#define LAYOUT_GAP      4
#define LAYOUT_HEAD    14
#define LAYOUT_PANEL_W (3 * LAYOUT_KEY_W + 4 * LAYOUT_GAP)
#define LAYOUT_PANEL_H (LAYOUT_HEAD + 4 * LAYOUT_KEY_H + 5 * LAYOUT_GAP)
#define LAYOUT_BTN_W   64
#define LAYOUT_BTN_H   20
#define LAYOUT_BAR_H   (LAYOUT_BTN_H + 2 * LAYOUT_GAP)
#define LAYOUT_BUTTONS 5          /* START, SELECT A, SELECT B, OPTION, RESET */
/* The status bar along the window's bottom edge: host messages and flags
 * go there, never over the emulated screen. LAYOUT_STATUS_H units high,
 * in a unit that follows the window's height (layout_status_unit). */
#define LAYOUT_STATUS_H 12
#define LAYOUT_STATUS_PART 20     /* the bar takes at most 1/20 of the height */
#define LAYOUT_UNIT_MAX  4

typedef struct view {
    int fb_w, fb_h;               /* emulated pixels */
    int par_num, par_den;         /* pixel aspect (render_aspect) */
    int aspect, integer;          /* settings */
    int pads;                     /* controllers drawn: 0-2 */
    int buttons;                  /* console buttons drawn */
} view;

typedef struct layout {
    rect screen;
    int  unit;                    /* UI scale */
    int  scale;                   /* integer scale used (0: fractional fit) */
    rect panel[2];
    rect key[2][12];
    rect button[LAYOUT_BUTTONS];
    rect status;                  /* the status bar: the whole width */
    int  status_unit;             /* its text scale */
} layout;

/* The most the status bar's unit may be in a window win_h pixels high: the
 * largest that keeps the bar within 1/LAYOUT_STATUS_PART of the height (so
 * it scales with the window, 12 pixels high at --scale 1), at least 1, at
 * most LAYOUT_UNIT_MAX. The bar's unit is the UI unit, capped by it. */
int  layout_status_unit(int win_h);
/* Lays out a win_w x win_h (pixels) window. */
void layout_compute(layout *l, const view *v, int win_w, int win_h);
/* The window size showing the screen at integer scale `scale` with the
 * biggest keypads that fit in max_w x max_h (0: no limit). 0, or -1 when
 * none fits (w, h: the smallest keypads anyway). */
int  layout_natural(const view *v, int scale, int max_w, int max_h, int *w, int *h);
/* Moves a w x h window at (*x, *y) onto the desktop area d, the top-left
 * corner kept on it when the window is the bigger. */
void layout_keep_inside(rect d, int w, int h, int *x, int *y);
/* What is at (x, y): 0-11 player 1 keys, 12-23 player 2 keys, 24 + i
 * button i; -1 for nothing. */
int  layout_hit(const layout *l, const view *v, int x, int y);
/* The displayed size of the screen at scale k (aspect applied). */
void layout_screen_size(const view *v, double k, int *w, int *h);

#endif
