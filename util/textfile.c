/* textfile.c — see textfile.h. */
#include "util/textfile.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/fileio.h"

int txt_read(const char *path, size_t max, char **data, size_t *len,
             char *err, size_t n)
{
    uint8_t *buf;
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
