/* lr_state.h — the core's states (retro_serialize): a fixed-size,
 * versioned, little-endian block holding the core's own part (the carried
 * ROM it runs, the look, the picker, the typed-key queue and keyboard held
 * at the last poll) and the machine state of docs/state.md (with the trace
 * lines of its logical frame), zero-padded.
 * Layout: docs/libretro.md. */
#ifndef LIBRETRO_LR_STATE_H
#define LIBRETRO_LR_STATE_H

#include <stddef.h>
#include <stdint.h>
#include "libretro/lr_core.h"

#define LRS_MAGIC   "ANNEXLRC"
#define LRS_VERSION 4u
#define LRS_HEAD    96u            /* the core's part, then the machine state */
#define LRS_SIZE    40960u         /* fixed: every state of every title */

/* Writes c's state into buf (LRS_SIZE bytes). 0, or -1 with err. */
int lrs_save(const lrc *c, uint8_t *buf, char *err, size_t n);
/* Checks a state and applies it: all or nothing. A carried ROM other than
 * the one running is started first when the core was started without
 * content. 0, or -1 with one line in err (c unchanged). */
int lrs_load(lrc *c, const uint8_t *buf, size_t len, char *err, size_t n);

#endif
