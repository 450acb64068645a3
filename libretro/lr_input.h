/* lr_input.h — the console's input from RetroArch, read only by polling
 * input_state once per retro_run (a keyboard callback could not be held by
 * a state): the RetroPads (joysticks, console buttons and, while L or R is
 * held, the keypad bound key for button), the keyboard (each key as its
 * HID usage, meaning what front/keymap.h km_key says in the title: held
 * controls, typed keys one per logical frame from key-down edges and the
 * repeat) and the pointer on the on-screen keypad. docs/libretro.md has
 * the bindings. */
#ifndef LIBRETRO_LR_INPUT_H
#define LIBRETRO_LR_INPUT_H

#include <stdint.h>
#include <libretro.h>
#include "emu/hw.h"
#include "front/keymap.h"

#define LRI_QUEUE 16          /* typed keys waiting for a latch */
#define LRI_KEYS  96          /* bits for the keyboard keys polled */
#define LRI_ROWS  94          /* lr_input.c's table: the keys polled */
#define LRI_SHOWN_OSK 4       /* lri.shown: the on-screen keyboard (lr_osk.h) */

typedef struct lri {
    /* Kept in the core's state (lr_state.c): */
    uint8_t  queue[LRI_QUEUE];
    uint8_t  head, count;
    uint8_t  osk, osk_prev[2];     /* on-screen keyboard: cursor, each pad's controls at the last poll */
    uint8_t  down[LRI_KEYS / 8];   /* keys held at the last poll (bit i: row i of
                                    * lr_input.c's table; the last bit: SHIFT
                                    * went down alone) */
    uint8_t  gone[LRI_KEYS / 8];   /* keys kept from the cartridge until released:
                                    * pressed with Ctrl or Alt, or together with a
                                    * RetroPad button (RetroArch's own binding) */
    uint16_t pad_prev[2];          /* each RetroPad's buttons at the last poll */
    uint16_t pad_gone[2];          /* RetroPad buttons kept out until released:
                                    * pressed with Ctrl or Alt held */
    uint8_t  rep_row;              /* the key that repeats its typing: row + 1, 0 none */
    uint16_t rep_held;             /* polls it has been held since it went down */
    /* Controls held at a poll since the last latch: a press between two
     * latches still reads as held for one latch (the host's rule), so a
     * tap is never lost while the title computes for several frames. */
    hw_input pressed;
    /* Recomputed by every poll: */
    hw_input held;                 /* controls held (key unused) */
    uint8_t  shown;                /* keypads drawn: bit c for controller c;
                                    * LRI_SHOWN_OSK: the on-screen keyboard */
    int      pad_went;             /* a RetroPad button that acts in the title went down */
    uint8_t  mods;                 /* KM_CTRL, KM_ALT held */
} lri;

/* What the input means in the title: its keypads (drawn and hit) and
 * what the key map knows of it (front/keymap.h: what each key does). */
typedef struct lri_view {
    int w, h;                      /* the picture's size in pixels (without the keypads' panel) */
    int controllers;               /* the title's keypads (0-2) */
    int always;                    /* core option: keypad always shown */
    int osk;                       /* L/R opens the on-screen keyboard (a title without keypads) */
    const km_title *title;         /* the title's keys (km_key) */
} lri_view;

void lri_init(lri *in);
/* Reads the RetroPads, keyboard and pointer for the next retro_run. */
void lri_poll(lri *in, retro_input_state_t cb, const lri_view *v);
/* The hw_input_fn: the held controls and the next typed key. */
void lri_latch(void *ctx, uint32_t frame, hw_input *out);
/* The HID usage of RetroArch key `retrok` (front/hidkey.h), 0 for a key
 * the core does not poll. */
uint16_t lri_usage(unsigned retrok);
/* The core's key map: the defaults of every shell (front/keymap.c). */
const keymap *lri_keymap(void);

#endif
