/* lr_osk.h — the on-screen keyboard of the libretro core: typed titles
 * (Odin, Entrap, Ricochet, Vice Versa's questions) played from a RetroPad
 * alone, which is all RetroArch's netplay carries (docs/libretro.md). A
 * grid of keys in the panel under the picture; the RetroPad's D-pad moves
 * its cursor and B types the key under it. */
#ifndef LIBRETRO_LR_OSK_H
#define LIBRETRO_LR_OSK_H

#include <stdint.h>

#define LRO_COLS 10
#define LRO_ROWS 5
#define LRO_KEYS (LRO_COLS * LRO_ROWS)

/* Navigation controls, held at a poll. */
enum { LRO_UP = 1, LRO_DOWN = 2, LRO_LEFT = 4, LRO_RIGHT = 8, LRO_TYPE = 16 };

/* One poll of a pad: the controls that went down since `*prev` move the
 * cursor (wrapping round the grid) or type; returns the console key typed
 * (0 for none). *cursor stays below LRO_KEYS. */
uint8_t lro_step(uint8_t *cursor, uint8_t *prev, uint8_t now);

/* Draws the keyboard, the cursor's key lit, in the bottom LRP_PANEL_H rows
 * of px (w x h, 0x00RRGGBB). */
void lro_draw(uint32_t *px, int w, int h, uint8_t cursor);

#endif
