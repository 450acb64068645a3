/* render.h — the console picture as emulated pixels: a pure function from a
 * display state to an RGB framebuffer. The window scales it, screenshots and
 * the golden tests use it as it is (docs/host.md, Machine looks). */
#ifndef FRONT_RENDER_H
#define FRONT_RENDER_H

#include <stdint.h>
#include "emu/hw.h"

/* Border drawn around the cells, in emulated pixels, on every side. */
#define RENDER_BORDER 8
#define RENDER_MAX_W (CON_COLS_MAX * CON_CELLW_MAX + 2 * RENDER_BORDER)
#define RENDER_MAX_H (CON_ROWS_MAX * CON_CELLH_MAX + 2 * RENDER_BORDER)
#define RENDER_MAX_PIXELS (RENDER_MAX_W * RENDER_MAX_H)

/* Size in pixels of the picture of `d`, border included. */
void render_size(const hw_display *d, int *w, int *h);
/* Draws `d` into px (0x00RRGGBB, w*h from render_size, row-major). A display
 * outside the console's limits (never produced by hw_set_mode, but a ROM's
 * state or a torn copy could hold anything) draws as border only. */
void render_frame(const hw_display *d, uint32_t *px);
/* Pixel aspect of the profile's machine for this geometry: one emulated
 * pixel is num/den as wide as it is tall on the original monitor. */
void render_aspect(const hw_display *d, int *num, int *den);
/* The same for look `profile` (a CON_PROF_* value; another one: the
 * generic look's) and a screen more than 320 pixels wide or not (`wide`),
 * for a picture of that look drawn without its display (web/gallery.js). */
void render_look_aspect(uint8_t profile, int wide, int *num, int *den);
/* FNV-1a over the R, G, B bytes of every pixel: the golden-test hash. */
uint32_t render_hash(const uint32_t *px, int w, int h);

#endif
