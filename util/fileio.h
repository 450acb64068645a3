/* fileio.h — whole files in and out, for everything annex reads and writes
 * (ROMs, machine states, movies, settings, save RAM, traces, pictures).
 * The host's places for its files (XDG folders) are front/places.h.
 *
 * What a write promises (docs/promises.md):
 * - atomic: the data goes to PATH.tmpPID beside the file, is flushed to the
 *   disk (fsync), renamed over it, and the folder is flushed too, so a
 *   reader, a crash or a power loss sees the old file or the new one whole;
 * - a symlink is followed and its target replaced (the link stays);
 *   "-" is standard output, and a character device or a FIFO (/dev/null, a
 *   pipe) is written through in place; anything else that is not a regular
 *   file (a folder, a socket, a block device) is refused, never replaced;
 * - temp files left by a killed writer of the same file are removed by the
 *   next write of it.
 */
#ifndef UTIL_FILEIO_H
#define UTIL_FILEIO_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define FIO_PATH_MAX 4096

/* Reads a whole file of at most `max` bytes into a malloc'd buffer (*out,
 * free it), sized to the file, not the limit. A bigger file gives -2, an
 * unreadable one -1, each with "PATH: reason" in err. Only a regular file
 * is read: a folder, a FIFO or a device gives -1 at once, never waiting
 * for a writer. */
int fio_read_file(const char *path, size_t max, uint8_t **out, size_t *len,
                  char *err, size_t n);

/* A file written as a stream (a trace, a recording), atomically as above. */
typedef struct fio_out {
    FILE *f;                       /* write here; NULL when not open */
    int direct;                    /* written in place: "-", a device, a FIFO */
    const char *name;              /* the path as given, for messages */
    char target[FIO_PATH_MAX];     /* the file replaced (symlinks followed) */
    char tmp[FIO_PATH_MAX + 32];
} fio_out;

/* 0, or -1 with "PATH: reason" in err. */
int  fio_out_open(fio_out *o, const char *path, char *err, size_t n);
/* Flushes, syncs and renames into place; 0, or -1 with "PATH: cannot write
 * (reason)" (the temp file removed). Nothing to do when not open. */
int  fio_out_close(fio_out *o, char *err, size_t n);
/* Closes and removes the temp file (a run that failed). */
void fio_out_abandon(fio_out *o);

/* The whole of data written to path as above. 0, or -1 with err. */
int fio_write_atomic(const char *path, const void *data, size_t len,
                     char *err, size_t n);

/* Whether fio_out_open / fio_write_atomic can write `path`, checked before
 * a run so a bad path costs one line, not the run: a file can be made in
 * its folder (tried, not guessed), or it is a writable device or FIFO, or
 * "-". 0, or -1 with "PATH: reason" in err. */
int fio_check_writable(const char *path, char *err, size_t n);

#endif
