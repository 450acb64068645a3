/* testlib.h — what several cmocka programs share: a scratch folder per
 * program (made by tl_setup in $TMPDIR, else /tmp, removed with everything
 * in it by tl_teardown, both cmocka group fixtures), files written into it, the one-line error
 * check, and the ROM files of the build folder.
 *
 * The build folder is $ANNEX_BUILD, else the folder the tests were built
 * for (TEST_BUILD_DIR, set by mk/core.mk), else "build" (tests run from the
 * repository root). */
#ifndef TESTS_TESTLIB_H
#define TESTS_TESTLIB_H

#include <stddef.h>
#include <stdio.h>

/* cmocka group fixtures: make and remove the scratch folder. */
int tl_setup(void **state);
int tl_teardown(void **state);

/* The scratch folder, and NAME inside it (four rotating buffers, so a test
 * may hold a few paths at once). */
const char *tl_dir(void);
const char *tl_path(const char *name);

/* Writes a file whole, failing the test on any error. */
void tl_write_file(const char *path, const void *data, size_t len);
void tl_write_text(const char *path, const char *text);

/* A FIFO NAME in the scratch folder, with no writer: a reader that waits
 * for one would hang, so a 20 s alarm is armed that kills the program (the
 * test fails instead of hanging); tl_fifo_done() disarms it. */
const char *tl_fifo(const char *name);
void tl_fifo_done(void);

/* Names in the scratch folder, for "no temp file left behind". */
int tl_count_files(void);

/* An error message is one line that names the file and says why. */
void tl_assert_one_line(const char *err, const char *name, const char *why);

/* The ROM file NAME of the build folder: BUILD/rom/NAME (a static buffer,
 * overwritten by the next call). */
const char *tl_rom_path(const char *name);

/* The shared reference data (CPU tests, Othello and Ricochet files):
 * $ANNEX_SHARED/REL, else ../shared/REL (tests run from the repository
 * root); four rotating buffers. Scripts: tl_shared in tests/testlib.sh. */
const char *tl_shared(const char *rel);
/* That file opened for reading; a test that cannot open it fails, saying
 * where it looked. */
FILE *tl_open_shared(const char *rel);

#endif
