/* test_fileio.c — whole-file reads and atomic writes (util/fileio.c,
 * docs/promises.md): symlinks, devices and folders are never replaced,
 * a killed writer's temp file is swept, outputs are checked before a run,
 * and a read takes the file's size, not the limit's. */
#define _XOPEN_SOURCE 700         /* mknod, S_IFCHR */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util/fileio.h"

static char dir[64];

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/annex-fileio-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static const char *at(const char *name)
{
    static char buf[4][256];
    static int i;
    i = (i + 1) % 4;
    snprintf(buf[i], sizeof buf[i], "%s/%s", dir, name);
    return buf[i];
}

static void assert_content(const char *path, const char *want)
{
    uint8_t *buf;
    size_t len;
    char err[512];
    if (fio_read_file(path, 1 << 20, &buf, &len, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(len, strlen(want));
    assert_memory_equal(buf, want, len);
    free(buf);
}

static void assert_one_line(const char *err, const char *name, const char *why)
{
    if (!strstr(err, name) || !strstr(err, why) || strchr(err, '\n'))
        fail_msg("message \"%s\" should name %s and say \"%s\" on one line", err, name, why);
}

/* Files in the scratch folder whose name holds `part`. */
static int count(const char *part)
{
    int n = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        n += strstr(e->d_name, part) != NULL;
    closedir(d);
    return n;
}

/* A symlink stays a symlink: its target gets the data, absolute or
 * relative, even a dangling one. */
static void test_write_through_symlink(void **state)
{
    (void)state;
    char err[512];
    struct stat st;
    assert_int_equal(fio_write_atomic(at("real.txt"), "old", 3, err, sizeof err), 0);
    assert_int_equal(symlink(at("real.txt"), at("abs.lnk")), 0);
    assert_int_equal(symlink("real.txt", at("rel.lnk")), 0);
    assert_int_equal(symlink("rel.lnk", at("chain.lnk")), 0);
    assert_int_equal(symlink("new.txt", at("dangling.lnk")), 0);
    assert_int_equal(fio_write_atomic(at("abs.lnk"), "one", 3, err, sizeof err), 0);
    assert_content(at("real.txt"), "one");
    assert_int_equal(fio_write_atomic(at("chain.lnk"), "two", 3, err, sizeof err), 0);
    assert_content(at("real.txt"), "two");
    assert_int_equal(fio_write_atomic(at("dangling.lnk"), "three", 5, err, sizeof err), 0);
    assert_content(at("new.txt"), "three");
    const char *links[] = { "abs.lnk", "rel.lnk", "chain.lnk", "dangling.lnk" };
    for (int i = 0; i < 4; i++) {
        assert_int_equal(lstat(at(links[i]), &st), 0);
        assert_true(S_ISLNK(st.st_mode));
    }
    /* A loop of links is refused, not followed forever. */
    assert_int_equal(symlink("loop2.lnk", at("loop1.lnk")), 0);
    assert_int_equal(symlink("loop1.lnk", at("loop2.lnk")), 0);
    assert_int_equal(fio_write_atomic(at("loop1.lnk"), "x", 1, err, sizeof err), -1);
    assert_one_line(err, "loop1.lnk", "cannot write");
    assert_int_equal(count(".tmp"), 0);
}

/* A device is written through, never turned into a regular file; a
 * failing one (/dev/full) says why. A folder is refused. */
static void test_write_devices(void **state)
{
    (void)state;
    char err[512];
    struct stat st;
    /* A null device of our own (as root), so a /dev/null spoilt by another
     * program cannot fail this; else /dev/null when it is one. */
    const char *null = at("null");
    if (mknod(null, S_IFCHR | 0666, makedev(1, 3)) != 0)
        null = "/dev/null";
    if (stat(null, &st) == 0 && S_ISCHR(st.st_mode)) {
        assert_int_equal(fio_write_atomic(null, "x", 1, err, sizeof err), 0);
        assert_int_equal(stat(null, &st), 0);
        assert_true(S_ISCHR(st.st_mode));
    }
    if (stat("/dev/full", &st) == 0) {
        assert_int_equal(fio_write_atomic("/dev/full", "x", 1, err, sizeof err), -1);
        assert_one_line(err, "/dev/full", "cannot write");
        assert_int_equal(stat("/dev/full", &st), 0);
        assert_true(S_ISCHR(st.st_mode));
    }
    assert_int_equal(mkdir(at("folder"), 0755), 0);
    assert_int_equal(fio_write_atomic(at("folder"), "x", 1, err, sizeof err), -1);
    assert_one_line(err, "folder", "is a folder");
    assert_int_equal(stat(at("folder"), &st), 0);
    assert_true(S_ISDIR(st.st_mode));
}

/* A FIFO is written through: a reader at the other end gets the data. */
static void test_write_fifo(void **state)
{
    (void)state;
    char err[512], buf[16] = "";
    assert_int_equal(mkfifo(at("pipe"), 0600), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(fio_write_atomic(at("pipe"), "piped", 5, err, sizeof err) ? 1 : 0);
    FILE *f = fopen(at("pipe"), "r");
    assert_non_null(f);
    assert_int_equal(fread(buf, 1, sizeof buf - 1, f), 5);
    fclose(f);
    int ws;
    assert_int_equal(waitpid(pid, &ws, 0), pid);
    assert_int_equal(WEXITSTATUS(ws), 0);
    assert_string_equal(buf, "piped");
    struct stat st;
    assert_int_equal(stat(at("pipe"), &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
}

/* The permissions of the file replaced are kept. */
static void test_write_keeps_mode(void **state)
{
    (void)state;
    char err[512];
    struct stat st;
    assert_int_equal(fio_write_atomic(at("private"), "a", 1, err, sizeof err), 0);
    assert_int_equal(chmod(at("private"), 0600), 0);
    assert_int_equal(fio_write_atomic(at("private"), "b", 1, err, sizeof err), 0);
    assert_int_equal(stat(at("private"), &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
}

/* Writers killed in the middle of a save leave PATH.tmpPID; the next write
 * of the file removes them, but not the temp file of a live writer. */
static void test_killed_writers_swept(void **state)
{
    (void)state;
    char err[512], live[300];
    static char big[1 << 20];
    memset(big, 'x', sizeof big);
    const char *path = at("save.dat");
    for (int k = 0; k < 12; k++) {
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            for (;;)
                fio_write_atomic(path, big, sizeof big, err, sizeof err);
        }
        struct timespec t = { 0, 2000000 + k * 500000 };
        nanosleep(&t, NULL);
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
    /* At least make sure one stale file is there, as a kill can miss. */
    FILE *f = fopen(at("save.dat.tmp2147483000"), "w");
    assert_non_null(f);
    fclose(f);
    snprintf(live, sizeof live, "%s.tmp%ld", path, (long)getppid());
    f = fopen(live, "w");
    assert_non_null(f);
    fclose(f);
    assert_int_equal(fio_write_atomic(path, "ok", 2, err, sizeof err), 0);
    assert_content(path, "ok");
    assert_int_equal(count("save.dat.tmp"), 1);      /* only the live one */
    remove(live);
}

/* A read takes the file's size: a small file under a limit no allocator
 * could give (the old reader asked for the limit + 1 up front). A file
 * whose size stat does not know (/proc) is read whole too. */
static void test_read_sized_to_file(void **state)
{
    (void)state;
    char err[512];
    uint8_t *buf;
    size_t len;
    assert_int_equal(fio_write_atomic(at("small"), "tiny", 4, err, sizeof err), 0);
    assert_int_equal(fio_read_file(at("small"), SIZE_MAX / 2, &buf, &len, err, sizeof err), 0);
    assert_int_equal(len, 4);
    free(buf);
    assert_int_equal(fio_read_file(at("small"), 3, &buf, &len, err, sizeof err), -2);
    assert_one_line(err, "small", "file too large");
    assert_int_equal(fio_read_file("/proc/self/maps", 1 << 24, &buf, &len, err, sizeof err), 0);
    assert_true(len > 100);
    assert_non_null(memchr(buf, '\n', len));
    free(buf);
    assert_int_equal(fio_read_file(dir, 100, &buf, &len, err, sizeof err), -1);
    assert_one_line(err, dir, "is a folder");
}

/* Only a regular file is read: a FIFO with no writer is refused at once
 * (the old reader waited for a writer forever: the alarm kills the test),
 * and so is a device. */
static void test_read_refuses_fifo(void **state)
{
    (void)state;
    char err[512];
    uint8_t *buf;
    size_t len;
    assert_int_equal(mkfifo(at("in.fifo"), 0600), 0);
    alarm(20);
    assert_int_equal(fio_read_file(at("in.fifo"), 100, &buf, &len, err, sizeof err), -1);
    alarm(0);
    assert_one_line(err, "in.fifo", "not a regular file");
    assert_null(buf);
    assert_int_equal(fio_read_file("/dev/zero", 100, &buf, &len, err, sizeof err), -1);
    assert_one_line(err, "/dev/zero", "not a regular file");
    remove(at("in.fifo"));
}

/* Outputs are checked before a run: a folder that exists but takes no new
 * file (/proc, /sys), a path under a file, a missing folder. */
static void test_check_writable(void **state)
{
    (void)state;
    char err[512];
    assert_int_equal(fio_check_writable(at("fine.png"), err, sizeof err), 0);
    assert_int_equal(fio_check_writable("-", err, sizeof err), 0);
    assert_int_equal(fio_check_writable("/dev/null", err, sizeof err), 0);
    assert_int_equal(count("probe"), 0);
    const char *bad[] = { "/proc/x.png", "/sys/x.png", NULL, NULL, NULL };
    assert_int_equal(fio_write_atomic(at("afile"), "x", 1, err, sizeof err), 0);
    bad[2] = at("afile/x.png");
    bad[3] = at("nodir/x.png");
    bad[4] = dir;
    for (int i = 0; i < 5; i++) {
        struct stat st;
        if (i < 2 && stat(i ? "/sys" : "/proc", &st) != 0)
            continue;
        if (fio_check_writable(bad[i], err, sizeof err) != -1)
            fail_msg("%s: accepted", bad[i]);
        assert_one_line(err, bad[i], "");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_through_symlink),
        cmocka_unit_test(test_write_devices),
        cmocka_unit_test(test_write_fifo),
        cmocka_unit_test(test_write_keeps_mode),
        cmocka_unit_test(test_killed_writers_swept),
        cmocka_unit_test(test_read_sized_to_file),
        cmocka_unit_test(test_read_refuses_fifo),
        cmocka_unit_test(test_check_writable),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
