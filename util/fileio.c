/* fileio.c — see fileio.h. */
#include "util/fileio.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- reading ---- */

/* Reads f to its end, at most max + 1 bytes (one more than allowed tells
 * "too big"), growing from the size fstat gives: a 30-byte settings file
 * takes a 31-byte buffer, not the limit. */
static int read_all(FILE *f, size_t max, uint8_t **out, size_t *len)
{
    struct stat st;
    size_t cap = 4096, got = 0;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode))
        cap = (uintmax_t)st.st_size < max ? (size_t)st.st_size + 1 : max + 1;
    uint8_t *buf = malloc(cap);
    while (buf) {
        got += fread(buf + got, 1, cap - got, f);
        if (got < cap || cap > max)          /* the end, or over the limit */
            break;
        size_t more = cap <= max / 2 ? cap * 2 : max + 1;
        uint8_t *b = realloc(buf, more);
        if (!b)
            free(buf);
        buf = b;
        cap = more;
    }
    *out = buf;
    *len = got;
    return buf ? 0 : -1;
}

int fio_read_file(const char *path, size_t max, uint8_t **out, size_t *len,
                  char *err, size_t n)
{
    struct stat st;
    *out = NULL;
    *len = 0;
    /* O_NONBLOCK: opening a FIFO with no writer would wait forever; only a
     * regular file is read (a folder, a FIFO, a device is refused). */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, n, "%s: cannot read (%s)", path, strerror(errno));
        return -1;
    }
    int ok = fstat(fd, &st) == 0;
    if (!ok || !S_ISREG(st.st_mode)) {
        snprintf(err, n, !ok ? "%s: cannot read (no status)" : S_ISDIR(st.st_mode)
                 ? "%s: is a folder, not a file" : "%s: not a regular file (a pipe or a device)", path);
        close(fd);
        return -1;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        snprintf(err, n, "%s: cannot read (%s)", path, strerror(errno));
        close(fd);
        return -1;
    }
    uint8_t *buf;
    size_t got;
    int oom = read_all(f, max, &buf, &got);
    int bad = ferror(f) ? errno : 0;
    fclose(f);
    if (oom || bad) {
        free(buf);
        snprintf(err, n, oom ? "%s: out of memory" : "%s: cannot read (%s)", path, strerror(bad));
        return -1;
    }
    if (got > max) {
        free(buf);
        snprintf(err, n, "%s: file too large (more than %zu bytes)", path, max);
        return -2;
    }
    *out = buf;
    *len = got;
    return 0;
}

/* ---- where a write goes ---- */

/* The file a write to `path` replaces: a symlink is followed (relative
 * links from the link's folder), so the link stays a link. */
static int resolve(const char *path, char *t, size_t n)
{
    struct stat st;
    if (snprintf(t, n, "%s", path) >= (int)n)
        return -1;
    for (int hops = 0; lstat(t, &st) == 0 && S_ISLNK(st.st_mode); hops++) {
        char link[FIO_PATH_MAX];
        ssize_t l = hops < 40 ? readlink(t, link, sizeof link - 1) : -1;
        if (l < 0)
            return -1;
        link[l] = 0;
        char *slash = strrchr(t, '/');
        if (link[0] == '/' || !slash)
            slash = t - 1;
        size_t keep = (size_t)(slash + 1 - t);
        if (keep + (size_t)l >= n)
            return -1;
        memcpy(t + keep, link, (size_t)l + 1);
    }
    return 0;
}

/* The folder of a path, "." for a bare name. */
static void folder_of(const char *path, char *dir, size_t n)
{
    snprintf(dir, n, "%s", path);
    char *slash = strrchr(dir, '/');
    if (!slash)
        snprintf(dir, n, ".");
    else
        slash[slash == dir] = 0;             /* "/x" -> "/" */
}

/* Removes BASE.tmpPID files left by writers of this same file that were
 * killed (their process is gone); a live writer's temp file stays. */
static void sweep_temps(const char *target)
{
    char dir[FIO_PATH_MAX];
    folder_of(target, dir, sizeof dir);
    const char *slash = strrchr(target, '/'), *base = slash ? slash + 1 : target;
    size_t bl = strlen(base);
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        const char *p = e->d_name;
        if (strncmp(p, base, bl) || strncmp(p + bl, ".tmp", 4) || !p[bl + 4])
            continue;
        char *end;
        long pid = strtol(p + bl + 4, &end, 10);
        if (*end || pid <= 0 || pid == (long)getpid() || kill((pid_t)pid, 0) == 0 || errno != ESRCH)
            continue;
        char old[FIO_PATH_MAX + 256];
        snprintf(old, sizeof old, "%s/%s", dir, p);
        unlink(old);
    }
    closedir(d);
}

/* Flushes a folder's entries (the rename) to the disk. */
static void sync_folder(const char *target)
{
    char dir[FIO_PATH_MAX];
    folder_of(target, dir, sizeof dir);
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

static int fail(fio_out *o, char *err, size_t n, const char *why)
{
    snprintf(err, n, "%s: cannot write (%s)", o->name, why);
    return -1;
}

/* ---- writing ---- */

int fio_out_open(fio_out *o, const char *path, char *err, size_t n)
{
    struct stat st;
    memset(o, 0, sizeof *o);
    o->name = path;
    if (!strcmp(path, "-")) {
        o->f = stdout;
        o->direct = 1;
        return 0;
    }
    if (resolve(path, o->target, sizeof o->target))
        return fail(o, err, n, "cannot follow the link");
    int exists = stat(o->target, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        snprintf(err, n, "%s: is a folder, not a file", path);
        return -1;
    }
    if (exists && (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
        o->direct = 1;                       /* /dev/null, a pipe: write through */
        o->f = fopen(o->target, "w");
        return o->f ? 0 : fail(o, err, n, strerror(errno));
    }
    if (exists && !S_ISREG(st.st_mode))
        return fail(o, err, n, "not a regular file");
    sweep_temps(o->target);
    snprintf(o->tmp, sizeof o->tmp, "%s.tmp%ld", o->target, (long)getpid());
    int fd = open(o->tmp, O_WRONLY | O_CREAT | O_TRUNC, exists ? st.st_mode & 0777 : 0666);
    if (fd < 0)
        return fail(o, err, n, strerror(errno));
    o->f = fdopen(fd, "wb");
    if (!o->f) {
        close(fd);
        unlink(o->tmp);
        return fail(o, err, n, strerror(errno));
    }
    return 0;
}

int fio_out_close(fio_out *o, char *err, size_t n)
{
    if (!o->f)
        return 0;
    int ok = fflush(o->f) == 0, why = ok ? 0 : errno;
    if (!o->direct && ok && fsync(fileno(o->f)) != 0)
        ok = 0, why = errno;
    if (o->f != stdout && fclose(o->f) != 0 && ok)
        ok = 0, why = errno;
    o->f = NULL;
    if (!o->direct && ok && rename(o->tmp, o->target) != 0)
        ok = 0, why = errno;
    if (!o->direct && !ok)
        unlink(o->tmp);
    if (!ok)
        return fail(o, err, n, strerror(why));
    if (!o->direct)
        sync_folder(o->target);
    return 0;
}

void fio_out_abandon(fio_out *o)
{
    if (o->f && o->f != stdout) {
        fclose(o->f);
        if (!o->direct)
            unlink(o->tmp);
    }
    o->f = NULL;
}

int fio_write_atomic(const char *path, const void *data, size_t len,
                     char *err, size_t n)
{
    fio_out o;
    if (fio_out_open(&o, path, err, n))
        return -1;
    if (fwrite(data, 1, len, o.f) != len) {
        int why = errno;
        fio_out_abandon(&o);
        return fail(&o, err, n, strerror(why));
    }
    return fio_out_close(&o, err, n);
}

/* A folder a file can be made in: make and remove a probe file, the one
 * honest test (/proc and /sys pass access(W_OK) for root, yet refuse new
 * files; a path under a file is no folder at all). */
static int probe_folder(const char *dir, const char *name, char *err, size_t n)
{
    char probe[FIO_PATH_MAX + 32];
    snprintf(probe, sizeof probe, "%s/.annex-probe%ld", dir, (long)getpid());
    int fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0600);
    if (fd < 0) {
        snprintf(err, n, "%s: cannot write there (%s: %s)", name, dir, strerror(errno));
        return -1;
    }
    close(fd);
    unlink(probe);
    return 0;
}

int fio_check_writable(const char *path, char *err, size_t n)
{
    struct stat st;
    char target[FIO_PATH_MAX], dir[FIO_PATH_MAX];
    if (!strcmp(path, "-"))
        return 0;
    if (resolve(path, target, sizeof target)) {
        snprintf(err, n, "%s: cannot write (cannot follow the link)", path);
        return -1;
    }
    if (stat(target, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            snprintf(err, n, "%s: is a folder, not a file", path);
            return -1;
        }
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) {
            if (access(target, W_OK) == 0)
                return 0;
            snprintf(err, n, "%s: cannot write (%s)", path, strerror(errno));
            return -1;
        }
        if (!S_ISREG(st.st_mode)) {
            snprintf(err, n, "%s: cannot write (not a regular file)", path);
            return -1;
        }
    }
    folder_of(target, dir, sizeof dir);
    return probe_folder(dir, path, err, n);
}
