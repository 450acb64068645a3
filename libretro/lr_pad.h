/* lr_pad.h — the on-screen keypad of the libretro core: the hand
 * controller's twelve keys with the title's inlay legends, drawn into the
 * frame (FreeIntv's overlay) and hit by the pointer (docs/libretro.md). */
#ifndef LIBRETRO_LR_PAD_H
#define LIBRETRO_LR_PAD_H

#include <stdint.h>

/* Where the keypad of controller `c` (0, 1) lies in a w x h frame with
 * `shown` keypads (1 or 2); key k (0-11, the CON_PAD_* bit order) is the
 * rectangle x, y, kw, kh. */
typedef struct lrp_geom { int x, y, kw, kh; } lrp_geom;
/* The height of the panel the keypads fill at the bottom of a frame (the
 * core adds it under the picture). */
#define LRP_PANEL_H (4 * 14 + 5 * 2)
void lrp_layout(lrp_geom *g, int c, int shown, int w, int h);

/* Draws keypad `c` with its legends (NULL entries: the key's own name) and
 * the keys in `held` (CON_PAD_* bits) lit, over px (w x h, 0x00RRGGBB). */
void lrp_draw(uint32_t *px, int w, int h, int c, int shown,
              const char *const inlay[12], uint16_t held);

/* The legend s as drawn in `fit` characters (out: fit + 1 bytes): its
 * start, keeping a final sign (MIN- "M-", MIN+ "M+": keys stay distinct). */
void lrp_short(const char *s, int fit, char *out);

/* One key: a bw x bh cell at x, y with legend s (cut to fit), lit or not;
 * also the on-screen keyboard's (lr_osk.c). */
void lrp_key(uint32_t *px, int w, int x, int y, int bw, int bh, const char *s, int lit);

/* The key (0-11) of keypad `c` under pixel (x, y), or -1. */
int  lrp_hit(int c, int shown, int w, int h, int x, int y);

#endif
