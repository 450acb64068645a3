/* state.h — machine states: a whole mach saved to a file or a buffer and
 * loaded back (docs/state.md). */
#ifndef EMU_STATE_H
#define EMU_STATE_H

#include <stddef.h>
#include <stdint.h>
#include "emu/machine.h"

/* Machine states. 0, or -1 with one line in err; a failed load leaves the
 * machine as it was. */
int  st_save(const mach *m, const char *path, char *err, size_t n);
int  st_load(mach *m, const char *path, char *err, size_t n);
/* The same on memory buffers (tests, rewind): encode returns a malloc'd
 * file image in *out; decode checks and applies one. */
int  st_encode(const mach *m, uint8_t **out, size_t *len, char *err, size_t n);
int  st_decode(mach *m, const uint8_t *buf, size_t len, const char *name,
               char *err, size_t n);

#endif
