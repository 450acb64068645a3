/* testlib.c — the helpers several test programs share (see testlib.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tests/testlib.h"

#ifndef TEST_BUILD_DIR
#define TEST_BUILD_DIR "build"
#endif

static char scratch[200];

/* In $TMPDIR (the test runner's scratch folder), else /tmp. */
int tl_setup(void **state)
{
    const char *tmp = getenv("TMPDIR");
    (void)state;
    if (snprintf(scratch, sizeof scratch, "%s/annex-test.XXXXXX", tmp && *tmp ? tmp : "/tmp")
        >= (int)sizeof scratch)
        return -1;
    return mkdtemp(scratch) ? 0 : -1;
}

/* Removes a folder and everything in it; symbolic links are removed, never
 * followed. */
static void remove_tree(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    struct stat st;
    char path[512];
    while (d && (e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
            remove_tree(path);
        else
            remove(path);
    }
    if (d)
        closedir(d);
    rmdir(dir);
}

int tl_teardown(void **state)
{
    (void)state;
    remove_tree(scratch);
    return 0;
}

const char *tl_dir(void) { return scratch; }

const char *tl_path(const char *name)
{
    static char path[4][256];
    static int next;
    char *p = path[next++ & 3];
    snprintf(p, sizeof path[0], "%s/%s", scratch, name);
    return p;
}

const char *tl_fifo(const char *name)
{
    const char *path = tl_path(name);
    unlink(path);
    assert_int_equal(mkfifo(path, 0600), 0);
    alarm(20);
    return path;
}

void tl_fifo_done(void)
{
    alarm(0);
}

void tl_write_file(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

void tl_write_text(const char *path, const char *text)
{
    tl_write_file(path, text, strlen(text));
}

int tl_count_files(void)
{
    DIR *d = opendir(scratch);
    struct dirent *e;
    int n = 0;
    assert_non_null(d);
    while ((e = readdir(d)) != NULL)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

void tl_assert_one_line(const char *err, const char *name, const char *why)
{
    if (!strstr(err, name) || !strstr(err, why) || strchr(err, '\n'))
        fail_msg("message \"%s\" should name %s and say \"%s\" on one line", err, name, why);
}

const char *tl_rom_path(const char *name)
{
    static char path[512];
    const char *b = getenv("ANNEX_BUILD");
    snprintf(path, sizeof path, "%s/rom/%s", b && *b ? b : TEST_BUILD_DIR, name);
    return path;
}

const char *tl_shared(const char *rel)
{
    static char path[4][1024];
    static int next;
    const char *dir = getenv("ANNEX_SHARED");
    char *p = path[next++ & 3];
    snprintf(p, sizeof path[0], "%s/%s", dir && *dir ? dir : "../shared", rel);
    return p;
}

FILE *tl_open_shared(const char *rel)
{
    const char *path = tl_shared(rel);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s (set ANNEX_SHARED to the shared folder)", path);
    return f;
}
