/* lr_core.h — the annex libretro core's one instance: the ROM it runs on
 * the emulated console (emu/machine.h), the input it latches, the
 * no-content picker and what it shows and plays. lr_api.c is the libretro
 * API over it and lr_state.c its states; this file calls neither (no
 * cycle: lr_api -> lr_state -> lr_core). */
#ifndef LIBRETRO_LR_CORE_H
#define LIBRETRO_LR_CORE_H

#include <stdint.h>
#include "emu/machine.h"
#include "emu/rom.h"
#include "front/keymap.h"
#include "front/render.h"
#include "front/synth.h"
#include "libretro/lr_feed.h"
#include "libretro/lr_input.h"

#define LRC_NO_ROM 0xFF            /* builtin: content from a file */

typedef struct lrc {
    rom      rom;                  /* the content */
    int      content;              /* started with a ROM file (else the picker) */
    int      running;              /* a ROM runs (else the picker shows) */
    uint8_t  builtin;              /* index in lr_roms[], or LRC_NO_ROM */
    uint8_t  machine;              /* the look the title started in (hw.machine) */
    km_title keys;                 /* what its keys do (the registry's entry for its
                                    * ROM header, front/titles.h ttl_by_header) */
    const char *name;              /* its registry name ("capture"), else its header's
                                    * title: a recorded movie's title line */
    uint8_t  pick, pick_prev;      /* picker: selection, buttons held last poll */
    /* The picture the title settles in (lrc_start): its first mode after
     * power-on's, and the frame it is set by. Until then the core shows
     * black at that size, so the window opens at the title's size. */
    hw_display settled;
    uint64_t settle_frames;
    hw       hw;
    mach     m;
    lri      in;
    synth    syn;
    /* Core options. */
    uint8_t  opt_machine;          /* CON_PROF_* or CON_MACHINE_ANY: applies at the next start */
    int      opt_keypad_always, opt_scanlines;
    lrf      feed;                 /* the test affordance (lr_feed.h) */
    int      stopped_said;         /* the machine's stop was logged */
} lrc;

extern lrc lr;

/* Starts ROM content (a carried ROM: builtin is its index). 0, or -1 with
 * one line in err; the running title is left as it was on failure. */
int  lrc_start(lrc *c, const uint8_t *buf, size_t len, const char *name,
               uint8_t builtin, char *err, size_t n);
/* Power-cycles the running title in the look of the options; a title
 * started from the picker (no content) returns to the picker instead. */
void lrc_reset(lrc *c);

#endif
