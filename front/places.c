/* fileio.c — see fileio.h. */
#include "front/places.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int plc_make_parent(const char *path)
{
    char dir[4096];
    if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
        return -1;
    char *slash = strrchr(dir, '/');
    if (!slash || slash == dir)
        return 0;
    *slash = 0;
    for (char *p = dir + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            if (mkdir(dir, 0755) != 0 && errno != EEXIST)
                return -1;
            *p = '/';
        }
    return mkdir(dir, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

/* $VAR/suffix when VAR is set and absolute, else $HOME/fallback/suffix. */
static int xdg_path(char *buf, size_t n, const char *var, const char *fallback,
                    const char *suffix)
{
    const char *base = getenv(var), *home = getenv("HOME");
    int r;
    if (base && base[0] == '/')
        r = snprintf(buf, n, "%s/%s", base, suffix);
    else if (home && home[0])
        r = snprintf(buf, n, "%s/%s/%s", home, fallback, suffix);
    else
        return -1;
    return r < 0 || (size_t)r >= n ? -1 : 0;
}

int plc_config_path(char *buf, size_t n)
{
    return xdg_path(buf, n, "XDG_CONFIG_HOME", ".config", "annex/annex.conf");
}

int plc_data_dir(char *buf, size_t n)
{
    return xdg_path(buf, n, "XDG_DATA_HOME", ".local/share", "annex");
}

void plc_exe_dir(char *buf, size_t n)
{
    ssize_t len = readlink("/proc/self/exe", buf, n - 1);
    if (len <= 0) {
        snprintf(buf, n, ".");
        return;
    }
    buf[len] = 0;
    char *slash = strrchr(buf, '/');
    if (slash)
        *slash = 0;
}

int plc_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

int plc_load_sram(const char *path, uint8_t *sram, size_t size, char *err, size_t n)
{
    uint8_t *buf;
    size_t len;
    struct stat st;
    if (lstat(path, &st) != 0 && errno == ENOENT)
        return 1;
    int r = fio_read_file(path, size, &buf, &len, err, n);
    if (r == -2)
        snprintf(err, n, "%s: not a save RAM file (more than %zu bytes)", path, size);
    if (r)
        return -1;
    memcpy(sram, buf, len);
    free(buf);
    return 0;
}
