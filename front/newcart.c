/* newcart.c — see newcart.h. */
#include "front/newcart.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "front/places.h"

#define NC_NAME_MAX 32
#define NC_FILE_MAX (1u << 20)

static int is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int nc_template_dir(char *buf, size_t n)
{
    char exe[FIO_PATH_MAX];
    const char *fmt[] = { "%s/../share/annex/template", "%s/../sdk/template", NULL };
    plc_exe_dir(exe, sizeof exe);
    for (int i = 0; fmt[i]; i++) {
        snprintf(buf, n, fmt[i], exe);
        if (is_dir(buf))
            return 0;
    }
    return -1;
}

static int name_ok(const char *s)
{
    size_t len = strlen(s);
    if (len < 1 || len > NC_NAME_MAX || s[0] < 'a' || s[0] > 'z')
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-'))
            return 0;
    return 1;
}

typedef struct nc_subst {
    const char *name;
    char header[NC_NAME_MAX + 1];
} nc_subst;

/* text with the placeholders replaced, into a malloc'd buffer; NULL when
 * out of memory. */
static char *expand(const uint8_t *text, size_t len, const nc_subst *s, size_t *out_len)
{
    size_t cap = len + 1, used = 0;
    for (size_t i = 0; i < len; i++)
        if (text[i] == '@')
            cap += NC_NAME_MAX;
    char *out = malloc(cap);
    if (!out)
        return NULL;
    for (size_t i = 0; i < len; i++) {
        const char *rep = NULL;
        size_t skip = 0;
        if (len - i >= 6 && !memcmp(text + i, "@NAME@", 6))
            rep = s->name, skip = 6;
        else if (len - i >= 8 && !memcmp(text + i, "@HEADER@", 8))
            rep = s->header, skip = 8;
        if (rep) {
            memcpy(out + used, rep, strlen(rep));
            used += strlen(rep);
            i += skip - 1;
        } else {
            out[used++] = (char)text[i];
        }
    }
    *out_len = used;
    return out;
}

static int copy_file(const char *from, const char *to, const nc_subst *s, char *err, size_t n)
{
    uint8_t *text;
    size_t len, out_len;
    if (fio_read_file(from, NC_FILE_MAX, &text, &len, err, n))
        return -1;
    char *out = expand(text, len, s, &out_len);
    free(text);
    if (!out) {
        snprintf(err, n, "%s: out of memory", from);
        return -1;
    }
    int r = fio_write_atomic(to, out, out_len, err, n);
    free(out);
    return r;
}

/* The folder `to` made, then every entry of `from` copied into it. */
static int copy_tree(const char *from, const char *to, const nc_subst *s, char *err, size_t n)
{
    DIR *d = opendir(from);
    if (!d) {
        snprintf(err, n, "%s: cannot read (%s)", from, strerror(errno));
        return -1;
    }
    if (mkdir(to, 0777)) {
        snprintf(err, n, "%s: %s", to, errno == EEXIST ? "already exists" : strerror(errno));
        closedir(d);
        return -1;
    }
    struct dirent *e;
    int r = 0;
    while (!r && (e = readdir(d)) != NULL) {
        char src[FIO_PATH_MAX], dst[FIO_PATH_MAX];
        if (e->d_name[0] == '.')
            continue;
        snprintf(src, sizeof src, "%s/%s", from, e->d_name);
        snprintf(dst, sizeof dst, "%s/%s", to, e->d_name);
        r = is_dir(src) ? copy_tree(src, dst, s, err, n) : copy_file(src, dst, s, err, n);
    }
    closedir(d);
    return r;
}

int nc_create(const char *tpl, const char *dir, char *err, size_t n)
{
    nc_subst s;
    const char *slash = strrchr(dir, '/');
    s.name = slash ? slash + 1 : dir;
    if (!name_ok(s.name)) {
        snprintf(err, n, "%s: a cartridge name is a lower-case letter, then letters, digits and '-' (at most %d)",
                 dir, NC_NAME_MAX);
        return -1;
    }
    size_t i = 0;
    for (; s.name[i]; i++)
        s.header[i] = s.name[i] == '-' ? ' ' : (char)(s.name[i] >= 'a' && s.name[i] <= 'z' ? s.name[i] - 'a' + 'A' : s.name[i]);
    s.header[i] = 0;
    return copy_tree(tpl, dir, &s, err, n);
}

int nc_main(int argc, char **argv)
{
    char tpl[FIO_PATH_MAX], err[FIO_PATH_MAX + 256];
    if (argc != 2 || argv[1][0] == '-') {
        fprintf(stderr, "annex new: usage: annex new NAME (a folder NAME with a new cartridge; docs/sdk.md)\n");
        return 2;
    }
    if (nc_template_dir(tpl, sizeof tpl)) {
        fprintf(stderr, "annex new: %s: no cartridge template (install annex with make install)\n", tpl);
        return 2;
    }
    if (nc_create(tpl, argv[1], err, sizeof err)) {
        fprintf(stderr, "annex new: %s\n", err);
        return 2;
    }
    printf("%s: a new cartridge. Next: cd %s && make && annex %s.rom (README.md there)\n",
           argv[1], argv[1], strrchr(argv[1], '/') ? strrchr(argv[1], '/') + 1 : argv[1]);
    return 0;
}
