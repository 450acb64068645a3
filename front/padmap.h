/* padmap.h — what a gamepad's buttons do, in every shell: the standard
 * gamepad's buttons (SDL's GameController, RetroArch's RetroPad and the
 * browser Gamepad API's "standard" mapping name the same buttons by
 * position) into the console's actions (front/keymap.h) in the title
 * played, as its descriptor says it reads them. One table for every shell
 * (docs/host.md, Gamepads). */
#ifndef FRONT_PADMAP_H
#define FRONT_PADMAP_H

#include "emu/hw.h"
#include "front/keymap.h"

/* The buttons, by position (SDL / RetroPad / Gamepad API index). */
enum {
    PM_UP, PM_DOWN, PM_LEFT, PM_RIGHT,   /* the D-pad; the left stick is the D-pad */
    PM_SOUTH,                            /* A / B / 0 */
    PM_EAST,                             /* B / A / 1 */
    PM_WEST,                             /* X / Y / 2 */
    PM_NORTH,                            /* Y / X / 3 */
    PM_L, PM_R,                          /* shoulders: either held is the keypad layer */
    PM_L2, PM_R2,                        /* triggers */
    PM_START, PM_SELECT,                 /* Start / Back, Select */
    PM_L3, PM_R3,                        /* stick clicks: nothing */
    PM_BUTTONS
};
#define PM_BIT(b) (1u << (b))

/* Whether `held` (PM_BIT) holds L or R: the keypad layer. */
int pm_layer(unsigned held);
/* The keypad key (keymap.h's order: 0-8 keys 1-9, 9 CLEAR, 10 key 0,
 * 11 ENTER) button b is in the layer (layer != 0) or beside the joystick,
 * whatever the title; -1: none. */
int pm_key(int b, int layer);
/* The actions pad `player` (0, 1) holding `held` starts in title t, only
 * those t reads (km_reads): its joystick, the console buttons, its keypad
 * (the layer: only the keypad). Returns the count (at most max). */
int pm_actions(const km_title *t, int player, unsigned held, int *acts, int max);
/* Sets those actions' bits in `in` (km_apply). */
void pm_apply(const km_title *t, int player, unsigned held, hw_input *in);
/* The buttons that act in title t for pad `player`, alone or in the layer
 * (L and R when the layer has a key the title reads). */
unsigned pm_acting(const km_title *t, int player);

#endif
