/* fileio.h — atomic writes (temp + rename), and the places annex keeps its
 * files (XDG directories, the executable's folder). Whole files are read
 * with the emulator's txt_read (emu/textfile.h). */
#ifndef FILEIO_H
#define FILEIO_H

#include <stddef.h>

/* Writes data to path through a temporary file in the same folder, so a
 * reader never sees a half-written file. 0, or -1 with a reason in err. */
int fio_write_atomic(const char *path, const void *data, size_t len,
                     char *err, size_t n);
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
/* Whether a file can be written at `path` (by fio_write_atomic: its folder
 * exists and is writable, and it is not a folder). 0, or -1 with err. */
int fio_writable(const char *path, char *err, size_t n);

#endif
