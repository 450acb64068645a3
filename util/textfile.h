/* textfile.h — reads a whole text-like file (movies, settings, save RAM)
 * into a NUL-terminated buffer, with the one-line reasons every annex
 * program gives ("PATH: is a folder, not a file", "PATH: file too large
 * ..."). Native only; built on fio_read_file (util/fileio.h). */
#ifndef UTIL_TEXTFILE_H
#define UTIL_TEXTFILE_H

#include <stddef.h>

/* At most `max` bytes into a malloc'ed buffer (*data, free it) with a NUL
 * after the *len bytes read. 0, or -1 with "PATH: reason" in err. */
int txt_read(const char *path, size_t max, char **data, size_t *len,
             char *err, size_t n);

/* Cuts `text` into lines in place (each '\n' becomes a NUL; a last line
 * without one counts, an empty text has none): a malloc'ed array of
 * pointers into text (*lines, free it) and their count. 0, or -1 when out
 * of memory. */
int txt_lines(char *text, char ***lines, size_t *count);

#endif
