/* lr_core.h — the annex libretro core's one instance: the player it
 * drives (front/player.h: the ROM's engine, the input latch, recorder,
 * reset, save RAM, trace and the title's identity), the input it latches
 * from RetroArch, the no-content picker and what it shows and plays.
 * lr_api.c is the libretro API over it and lr_state.c its states; this
 * file calls neither (no cycle: lr_api -> lr_state -> lr_core). */
#ifndef LIBRETRO_LR_CORE_H
#define LIBRETRO_LR_CORE_H

#include <stdint.h>
#include "emu/machine.h"
#include "emu/rom.h"
#include "front/keymap.h"
#include "front/player.h"
#include "front/render.h"
#include "front/synth.h"
#include "libretro/lr_feed.h"
#include "libretro/lr_input.h"

#define LRC_NO_ROM 0xFF            /* builtin: content from a file */

typedef struct lrc {
    rom      rom;                  /* the content (its header: keypads, inlays) */
    int      content;              /* started with a ROM file (else the picker) */
    int      running;              /* a ROM runs (else the picker shows) */
    uint8_t  builtin;              /* index in lr_roms[], or LRC_NO_ROM */
    player   pl;                   /* the game played, while running */
    km_title keys;                 /* what its keys do (sess_keys: the registry's
                                    * entry for its ROM header, under any file name) */
    uint8_t  pick, pick_prev;      /* picker: selection, buttons held last poll */
    hw_display menu;               /* the picker's screen */
    /* The picture the title settles in (lrc_start): its first mode after
     * power-on's, and the frame it is set by. Until then the core shows
     * black at that size, so the window opens at the title's size. */
    hw_display settled;
    uint64_t settle_frames;
    lri      in;
    synth    syn;
    uint8_t  sram[CON_SRAM_SIZE];  /* the save RAM RetroArch keeps (host_opts.sram_held) */
    /* Core options. */
    uint8_t  opt_machine;          /* CON_PROF_* or CON_MACHINE_ANY: applies at the next start */
    int      opt_keypad_always, opt_scanlines, opt_record;
    lrf      feed;                 /* the test affordance (lr_feed.h) */
    pl_hooks hooks;                /* what the player says goes to RetroArch */
    char     save_dir[4096];       /* RetroArch's: movies and printed pages ("" the current folder) */
} lrc;

extern lrc lr;

/* Starts ROM content (a carried ROM: builtin is its index) in the player,
 * the title played before ended first. 0, or -1 with one line in err: a
 * ROM that is not one leaves the running title as it was; a failed open
 * (the test affordance's movie unreadable) leaves none (the picker). */
int  lrc_start(lrc *c, const uint8_t *buf, size_t len, const char *name,
               uint8_t builtin, char *err, size_t n);
/* Ends the title played (its movie and trace written); the picker shows. */
void lrc_stop(lrc *c);
/* Power-cycles the running title (pl_reset), in the look of the options
 * (pl_pick_look); a title started from the picker (no content) returns to
 * the picker instead. */
void lrc_reset(lrc *c);
/* The record option's command: starts a movie (pl_record, power-cycled)
 * or stops it (pl_stop). */
void lrc_record(lrc *c, int on);
/* The running title's engine and machine; its look (hw.machine). */
eng  *lrc_eng(lrc *c);
mach *lrc_mach(lrc *c);

#endif
