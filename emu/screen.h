/* screen.h — the console's picture as a value. What the player sees is a
 * function of the display state (the mode, the border, each visible cell's
 * code and attribute, the glyphs) and the look, which the host sets; two
 * engines under one look show the same picture exactly when these agree.
 * So runs are compared frame by frame through a hash of that state (annex
 * compare, --screens), not through rendered pixels, and scr_diff says where
 * two pictures first differ.
 */
#ifndef EMU_SCREEN_H
#define EMU_SCREEN_H

#include <stddef.h>
#include <stdint.h>
#include "emu/hw.h"

/* A hash of what the player sees: equal displays give equal hashes; cells
 * outside the mode and the mode_rejected flag are not part of it. */
uint64_t scr_hash(const hw_display *d);

/* 0 when a and b show the same picture (scr_hash's view); else 1 with the
 * first difference in `where` as one line, in reading order: the mode, the
 * border, a cell ("row 3 col 12: 'A' attr 0x1f / 'B' attr 0x1f", rows and
 * columns from 0), then a glyph ("glyph 200 row 5"). */
int      scr_diff(const hw_display *a, const hw_display *b, char *where, size_t n);

#endif
