/* fileio.h — the places annex keeps its files (XDG directories, the
 * executable's folder). Reading and writing whole files is the emulator's
 * util/fileio.h (included), text files util/textfile.h. */
#ifndef FRONT_PLACES_H
#define FRONT_PLACES_H

#include <stddef.h>
#include <stdint.h>
#include "util/fileio.h"

/* Creates the folder of `path` (the part before the last '/') and its
 * parents; 0 or -1. */
int plc_make_parent(const char *path);
/* $XDG_CONFIG_HOME/annex/annex.conf, else ~/.config/annex/annex.conf. */
int plc_config_path(char *buf, size_t n);
/* $XDG_DATA_HOME/annex, else ~/.local/share/annex (save RAM, states). */
int plc_data_dir(char *buf, size_t n);
/* The folder of the running executable, or "." when unknown. */
void plc_exe_dir(char *buf, size_t n);
int plc_exists(const char *path);
/* Save RAM from `path` into sram (a shorter file fills the start): 0, 1
 * when there is no file, or -1 with "PATH: reason" when it cannot be read
 * whole or is over `size` bytes (the caller then must not save over it). */
int plc_load_sram(const char *path, uint8_t *sram, size_t size, char *err, size_t n);

#endif
