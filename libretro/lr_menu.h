/* lr_menu.h — the picker the core shows when RetroArch starts it without
 * content: the titles it carries (lr_roms.h), drawn as a console screen
 * (a hw_display the renderer draws like any title's) and driven by the
 * RetroPad or keyboard. */
#ifndef LIBRETRO_LR_MENU_H
#define LIBRETRO_LR_MENU_H

#include <stdint.h>
#include "emu/hw.h"

/* Picker controls, from the polled input. */
#define LRM_UP   0x01
#define LRM_DOWN 0x02
#define LRM_PICK 0x04

/* The picker's controls in `in` (joystick 1, console START, keys). */
uint8_t lrm_controls(const hw_input *in);
/* One poll: moves the selection on a control that went down since `*prev`.
 * Returns the carried ROM picked, or -1. */
int  lrm_step(uint8_t *sel, uint8_t *prev, uint8_t controls);
/* Draws the picker with `sel` highlighted into d. */
void lrm_draw(hw_display *d, uint8_t sel);

#endif
