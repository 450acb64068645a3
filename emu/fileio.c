/* fileio.c — see fileio.h. */
#include "emu/fileio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int fio_read_file(const char *path, size_t max, uint8_t **out, size_t *len,
                  char *err, size_t n)
{
    *out = NULL;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, n, "%s: cannot read (%s)", path, strerror(errno));
        return -1;
    }
    /* One byte more than allowed tells "too big" without trusting fstat. */
    uint8_t *buf = malloc(max + 1);
    if (!buf) {
        fclose(f);
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    size_t got = fread(buf, 1, max + 1, f);
    int bad = ferror(f) ? errno : 0;
    fclose(f);
    if (bad) {
        free(buf);
        snprintf(err, n, "%s: cannot read (%s)", path, strerror(bad));
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

int fio_write_atomic(const char *path, const void *data, size_t len,
                   char *err, size_t n)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 32);
    if (!tmp) {
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    snprintf(tmp, plen + 32, "%s.tmp%ld", path, (long)getpid());
    FILE *f = fopen(tmp, "wb");
    int ok = f != NULL;
    if (ok) {
        ok = fwrite(data, 1, len, f) == len;
        ok &= fclose(f) == 0;
    }
    if (ok && rename(tmp, path) != 0)
        ok = 0;
    if (!ok) {
        snprintf(err, n, "%s: cannot write (%s)", path, strerror(errno));
        remove(tmp);
    }
    free(tmp);
    return ok ? 0 : -1;
}
