/* ioreg.h — the console's I/O registers ($5C00-$5CFF) by name, as
 * docs/console.md lists them: for the monitor's `io` command and for names
 * in expressions ("[KEY]==$0D"). */
#ifndef DEBUG_IOREG_H
#define DEBUG_IOREG_H

#include <stdint.h>

typedef struct ioreg {
    const char *name;
    uint16_t    addr;
    uint8_t     readable;    /* 0: write-only (a read gives nothing of it) */
    const char *what;
} ioreg;

extern const ioreg ioreg_table[];
extern const int ioreg_count;

/* The register called name (case-insensitive), or NULL. */
const ioreg *ioreg_named(const char *name);

#endif
