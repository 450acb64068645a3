/* fileio.h — the places annex keeps its files (XDG directories, the
 * executable's folder). Reading and writing whole files is the emulator's
 * emu/fileio.h (included), text files emu/textfile.h. */
#ifndef HOST_FILEIO_H
#define HOST_FILEIO_H

#include <stddef.h>
#include "emu/fileio.h"

/* Creates the folder of `path` (the part before the last '/') and its
 * parents; 0 or -1. */
int fio_make_parent(const char *path);
/* $XDG_CONFIG_HOME/annex/annex.conf, else ~/.config/annex/annex.conf. */
int fio_config_path(char *buf, size_t n);
/* $XDG_DATA_HOME/annex, else ~/.local/share/annex (save RAM, states). */
int fio_data_dir(char *buf, size_t n);
/* The folder of the running executable, or "." when unknown. */
void fio_exe_dir(char *buf, size_t n);
int fio_exists(const char *path);

#endif
