/* lr_roms.h — the titles' ROMs carried inside the core for its picker,
 * generated from the built ROMs (build/rom/NAME.rom) at build time (mk/libretro.mk). */
#ifndef LIBRETRO_LR_ROMS_H
#define LIBRETRO_LR_ROMS_H

#include <stddef.h>
#include <stdint.h>

typedef struct lr_rom {
    const char *file;
    const uint8_t *data;
    size_t len;
} lr_rom;

extern const lr_rom lr_roms[];
extern const unsigned lr_rom_count;

#endif
