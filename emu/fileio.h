/* fileio.h — whole files in and out, for everything annex reads and writes
 * (ROMs, machine states, movies, settings, save RAM, pictures): reading with
 * a size limit, and writing atomically, so a reader never sees half a file.
 * The host's places for its files (XDG folders) are host/fileio.h. */
#ifndef EMU_FILEIO_H
#define EMU_FILEIO_H

#include <stddef.h>
#include <stdint.h>

/* Reads a whole file of at most `max` bytes into a malloc'd buffer (*out,
 * free it); a bigger file gives -2, an unreadable one -1, each with
 * "PATH: reason" in err. */
int fio_read_file(const char *path, size_t max, uint8_t **out, size_t *len,
                  char *err, size_t n);
/* Writes data to path through a temp file in the same folder and renames
 * it. 0, or -1 with "PATH: reason" in err. */
int fio_write_atomic(const char *path, const void *data, size_t len,
                     char *err, size_t n);

#endif
