/* textfile.c — see textfile.h. */
#include "emu/textfile.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "emu/fileio.h"

int txt_read(const char *path, size_t max, char **data, size_t *len,
             char *err, size_t n)
{
    struct stat st;
    uint8_t *buf;
    /* fopen opens a folder; say what it is rather than a read error. */
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, n, "%s: is a folder, not a file", path);
        return -1;
    }
    if (fio_read_file(path, max, &buf, len, err, n))
        return -1;
    *data = realloc(buf, *len + 1);
    if (!*data) {
        free(buf);
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    (*data)[*len] = 0;
    return 0;
}

int txt_lines(char *text, char ***lines, size_t *count)
{
    size_t n = 1;
    for (const char *p = text; *p; p++)
        n += *p == '\n';
    *count = 0;
    *lines = calloc(n, sizeof **lines);
    if (!*lines)
        return -1;
    for (char *p = text; *p;) {
        (*lines)[(*count)++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = 0;
        p = nl + 1;
    }
    return 0;
}

int txt_out_open(txt_out *o, const char *path, const char *what, char *err, size_t n)
{
    memset(o, 0, sizeof *o);
    o->path = path;
    if (!strcmp(path, "-")) {
        o->f = stdout;
        return 0;
    }
    snprintf(o->tmp, sizeof o->tmp, "%s.tmp%ld", path, (long)getpid());
    o->f = fopen(o->tmp, "w");
    if (!o->f) {
        snprintf(err, n, "%s: cannot write the %s", path, what);
        return -1;
    }
    return 0;
}

int txt_out_close(txt_out *o, const char *what, char *err, size_t n)
{
    if (!o->f)
        return 0;
    int ok = o->f == stdout ? fflush(stdout) == 0 : fclose(o->f) == 0;
    if (ok && o->f != stdout)
        ok = rename(o->tmp, o->path) == 0;
    if (!ok) {
        if (o->f != stdout)
            remove(o->tmp);
        snprintf(err, n, "%s: cannot write the %s", o->path, what);
    }
    o->f = NULL;
    return ok ? 0 : -1;
}

void txt_out_abandon(txt_out *o)
{
    if (o->f && o->f != stdout) {
        fclose(o->f);
        remove(o->tmp);
    }
    o->f = NULL;
}
