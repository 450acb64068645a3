/* config.c — see config.h. */
#include "front/config.h"

#include <stdlib.h>
#include <string.h>
#include "util/textfile.h"
#include "front/places.h"


enum { S_INT, S_BOOL };
static const struct setting {
    const char *name;
    size_t off;
    int kind, lo, hi;
} setting_info[] = {
    { "scale",      offsetof(settings, scale),      S_INT,  0, 16 },
    { "scanlines",  offsetof(settings, scanlines),  S_BOOL, 0, 1 },
    { "volume",     offsetof(settings, volume),     S_INT,  0, 100 },
    { "fullscreen", offsetof(settings, fullscreen), S_BOOL, 0, 1 },
    { "aspect",     offsetof(settings, aspect),     S_BOOL, 0, 1 },
    { "integer",    offsetof(settings, integer),    S_BOOL, 0, 1 },
    { "slot",       offsetof(settings, slot),       S_INT,  1, 9 },
};
#define NSETTINGS (sizeof setting_info / sizeof setting_info[0])

static int *field(settings *s, size_t i) { return (int *)(void *)((char *)s + setting_info[i].off); }
static int value(const settings *s, size_t i) { return *(const int *)(const void *)((const char *)s + setting_info[i].off); }

void cfg_defaults(cfg *c)
{
    memset(c, 0, sizeof *c);
    c->set = (settings){ .scale = 0, .scanlines = 0, .volume = 60, .fullscreen = 0,
                         .aspect = 1, .integer = 1, .slot = 1 };
    c->file = c->set;
    km_defaults(&c->km);
}

/* Where a line's trailing comment starts: the first '#' after a space or
 * tab (so "key pad1.1 = A,#" binds the # key), back over the spaces before
 * it; the end of the line when there is none. */
static const char *comment_at(const char *line)
{
    const char *h = line;
    while ((h = strchr(h, '#')) != NULL && h > line && h[-1] != ' ' && h[-1] != '\t')
        h++;
    if (!h)
        h = line + strlen(line);
    while (h > line && (h[-1] == ' ' || h[-1] == '\t' || h[-1] == '\r'))
        h--;
    return h;
}

/* "  name = value  # comment" → trimmed name and value, and where the value
 * lies in the line ([*vs, *ve)); 0 without '=' before the comment. */
static int split_at(const char *line, char *name, size_t nn, char *val, size_t vn,
                    const char **vs, const char **ve)
{
    const char *end = comment_at(line), *eq = strchr(line, '=');
    if (!eq || eq >= end)
        return 0;
    const char *s = line, *e = eq;
    while (*s == ' ' || *s == '\t') s++;
    while (e > s && (e[-1] == ' ' || e[-1] == '\t')) e--;
    snprintf(name, nn, "%.*s", (int)(e - s), s);
    s = eq + 1;
    while (s < end && (*s == ' ' || *s == '\t')) s++;
    snprintf(val, vn, "%.*s", (int)(end - s), s);
    *vs = s;
    *ve = end;
    return 1;
}

static int split(const char *line, char *name, size_t nn, char *val, size_t vn)
{
    const char *vs, *ve;
    return split_at(line, name, nn, val, vn, &vs, &ve);
}

static int set_value(settings *st, size_t i, const char *val, const char **why)
{
    const struct setting *s = &setting_info[i];
    if (s->kind == S_BOOL) {
        if (!strcmp(val, "on") || !strcmp(val, "1") || !strcmp(val, "yes")) *field(st, i) = 1;
        else if (!strcmp(val, "off") || !strcmp(val, "0") || !strcmp(val, "no")) *field(st, i) = 0;
        else { *why = "expected on or off"; return -1; }
        return 0;
    }
    char *end;
    long v = strtol(val, &end, 10);
    if (!*val || *end) {
        *why = "not a number";
        return -1;
    }
    if (v < s->lo || v > s->hi) {
        *why = "number out of range";
        return -1;
    }
    *field(st, i) = (int)v;
    return 0;
}

static int blank(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r')
        s++;
    return !*s || *s == '#';
}

int cfg_apply_line(cfg *c, const char *line, const char **why)
{
    char name[80], val[256];
    if (blank(line))
        return 0;
    if (!split(line, name, sizeof name, val, sizeof val)) {
        *why = "expected NAME = VALUE or key ACTION = KEYS";
        return -1;
    }
    if (!strncmp(name, "key ", 4)) {
        const char *a = name + 4;
        while (*a == ' ')
            a++;
        int action = km_action(a);
        if (action < 0) {
            *why = "unknown action (see the F1 help or docs/host.md)";
            return -1;
        }
        return km_set(&c->km, action, val, why);
    }
    for (size_t i = 0; i < NSETTINGS; i++)
        if (!strcmp(name, setting_info[i].name))
            return set_value(&c->set, i, val, why);
    *why = "unknown setting";
    return -1;
}

/* Index of the setting a line names (whatever its value), or -1; the
 * value's place in the line in *vs, *ve. */
static int setting_named(const char *line, const char **vs, const char **ve)
{
    char name[80], val[256];
    if (blank(line) || !split_at(line, name, sizeof name, val, sizeof val, vs, ve))
        return -1;
    for (size_t i = 0; i < NSETTINGS; i++)
        if (!strcmp(name, setting_info[i].name))
            return (int)i;
    return -1;
}

/* The setting a line sets with a value it accepts, or -1. */
static int setting_of(const char *line)
{
    const char *vs, *ve, *why;
    settings scratch;
    int i = setting_named(line, &vs, &ve);
    char val[256];
    if (i < 0)
        return -1;
    snprintf(val, sizeof val, "%.*s", (int)(ve - vs), vs);
    return set_value(&scratch, (size_t)i, val, &why) ? -1 : i;
}

/* Applies line l and reports it when it is bad, or when it sets a
 * setting an earlier line named (first[]: each setting's first line). 1
 * when reported. */
static int report_line(cfg *c, size_t l, size_t *first, FILE *report)
{
    const char *why = "bad line", *vs, *ve;
    unsigned long n = (unsigned long)(l + 1);
    int s = setting_named(c->lines[l], &vs, &ve), bad = 0;
    if (cfg_apply_line(c, c->lines[l], &why)) {
        fprintf(report, "%s:%lu: %s (line ignored)\n", c->path, n, why);
        bad = 1;
    } else if (s >= 0 && first[s] < l) {
        fprintf(report, "%s:%lu: %s set again (also on line %lu; the last good one counts, "
                "and saving keeps one line)\n", c->path, n, setting_info[s].name,
                (unsigned long)(first[s] + 1));
        bad = 1;
    }
    if (s >= 0 && first[s] > l)
        first[s] = l;
    return bad;
}

int cfg_load(cfg *c, const char *path, FILE *report)
{
    char err[512];
    size_t len;
    snprintf(c->path, sizeof c->path, "%s", path);
    if (!plc_exists(path))
        return 0;
    int st = txt_read(path, CFG_MAX, &c->text, &len, err, sizeof err);
    const char *nul = st ? NULL : memchr(c->text, 0, len);
    if (nul) {
        snprintf(err, sizeof err, "%s: a NUL byte at offset %zu, not a text file", path,
                 (size_t)(nul - c->text));
        st = -1;
    }
    if (!st && (st = txt_lines(c->text, &c->lines, &c->nlines)) != 0)
        snprintf(err, sizeof err, "%s: out of memory", path);
    if (st) {
        /* Forget the path: saving the settings would replace a file we
         * could not read, and the user's lines would be lost. */
        fprintf(report, "annex: %s (settings not read, and not saved)\n", err);
        c->path[0] = 0;
        return 1;
    }
    int bad = 0;
    size_t first[NSETTINGS];
    for (size_t i = 0; i < NSETTINGS; i++)
        first[i] = c->nlines;
    for (size_t l = 0; l < c->nlines; l++)
        bad += report_line(c, l, first, report);
    c->file = c->set;
    return bad;
}

static void put(char **buf, size_t *len, size_t *cap, const char *s)
{
    size_t n = strlen(s);
    if (!*buf)
        return;
    if (*len + n + 1 > *cap) {
        while (*len + n + 1 > *cap)
            *cap *= 2;
        char *b = realloc(*buf, *cap);
        if (!b) { free(*buf); *buf = NULL; return; }
        *buf = b;
    }
    memcpy(*buf + *len, s, n + 1);
    *len += n;
}

static void value_text(const settings *s, size_t i, char *buf, size_t n)
{
    int v = value(s, i);
    if (setting_info[i].kind == S_BOOL)
        snprintf(buf, n, "%s", v ? "on" : "off");
    else
        snprintf(buf, n, "%d", v);
}

static void put_setting(char **buf, size_t *len, size_t *cap, const settings *s, size_t i)
{
    char line[128], v[16];
    value_text(s, i, v, sizeof v);
    snprintf(line, sizeof line, "%s = %s\n", setting_info[i].name, v);
    put(buf, len, cap, line);
}

/* A line with the value now in force in its value's place (name, spacing
 * and comment kept). */
static void put_updated(char **buf, size_t *len, size_t *cap, const settings *s, size_t i,
                        const char *line, const char *vs, const char *ve)
{
    char v[16], head[512];
    value_text(s, i, v, sizeof v);
    snprintf(head, sizeof head, "%.*s", (int)(vs - line), line);
    put(buf, len, cap, head);
    put(buf, len, cap, v);
    put(buf, len, cap, ve);
    put(buf, len, cap, "\n");
}

/* A new file: the settings, then every key binding as a comment to edit. */
static void put_template(char **buf, size_t *len, size_t *cap, const cfg *c)
{
    put(buf, len, cap, "# annex settings (docs/host.md). Lines: NAME = VALUE, key ACTION = KEY[, KEY...]\n");
    for (size_t i = 0; i < NSETTINGS; i++)
        put_setting(buf, len, cap, &c->set, i);
    put(buf, len, cap, "# Key bindings (SDL key names; Ctrl+ and Alt+ prefixes). The defaults:\n");
    for (int a = 0; a < KM_ACTIONS; a++) {
        char keys[200], line[300];
        km_keys_text(&c->km, a, keys, sizeof keys);
        snprintf(line, sizeof line, "# key %s = %s\n", km_action_name(a), keys);
        put(buf, len, cap, line);
    }
}

/* Where each setting's lines are: the first that names it (good or bad)
 * and the last good one, which decided it at loading; nlines for none. */
typedef struct places { size_t first[NSETTINGS], good[NSETTINGS]; } places;

static void find_places(const cfg *c, places *pl)
{
    const char *vs, *ve;
    for (size_t i = 0; i < NSETTINGS; i++)
        pl->first[i] = pl->good[i] = c->nlines;
    for (size_t l = 0; l < c->nlines; l++) {
        int s = setting_named(c->lines[l], &vs, &ve);
        if (s >= 0 && pl->first[s] == c->nlines)
            pl->first[s] = l;
        if (s >= 0 && setting_of(c->lines[l]) == s)
            pl->good[s] = l;
    }
}

/* Setting i, written once, in the place of its first line: the line that
 * decided it as written while the value is the one it gave (a bad line
 * alone stays as the user wrote it), else the first line with the new
 * value in its place. */
static void put_in_place(char **buf, size_t *len, size_t *cap, const cfg *c, const places *pl, size_t i)
{
    const char *vs, *ve, *first = c->lines[pl->first[i]];
    if (value(&c->set, i) != value(&c->file, i)) {
        setting_named(first, &vs, &ve);
        put_updated(buf, len, cap, &c->set, i, first, vs, ve);
        return;
    }
    put(buf, len, cap, pl->good[i] < c->nlines ? c->lines[pl->good[i]] : first);
    put(buf, len, cap, "\n");
}

char *cfg_format(const cfg *c)
{
    size_t len = 0, cap = 4096;
    char *buf = malloc(cap);
    const char *vs, *ve;
    places pl;
    if (buf)
        buf[0] = 0;
    if (!c->nlines) {
        put_template(&buf, &len, &cap, c);
        return buf;
    }
    /* Never two lines for one setting: later ones fold into the first. */
    find_places(c, &pl);
    for (size_t l = 0; l < c->nlines; l++) {
        int s = setting_named(c->lines[l], &vs, &ve);
        if (l + 1 == c->nlines && !c->lines[l][0])
            break;                         /* the newline ending the file */
        if (s < 0) {
            put(&buf, &len, &cap, c->lines[l]);
            put(&buf, &len, &cap, "\n");
        } else if (pl.first[s] == l) {
            put_in_place(&buf, &len, &cap, c, &pl, (size_t)s);
        }
    }
    for (size_t i = 0; i < NSETTINGS; i++)
        if (pl.first[i] == c->nlines)
            put_setting(&buf, &len, &cap, &c->set, i);
    return buf;
}

int cfg_save(const cfg *c, char *err, size_t n)
{
    char *text = cfg_format(c);
    if (!text) {
        snprintf(err, n, "%s: out of memory", c->path);
        return -1;
    }
    int st = plc_make_parent(c->path) ? -1 : 0;
    if (st)
        snprintf(err, n, "%s: cannot create its folder", c->path);
    else
        st = fio_write_atomic(c->path, text, strlen(text), err, n);
    free(text);
    return st;
}

void cfg_free(cfg *c)
{
    free(c->text);
    free(c->lines);
    c->text = NULL;
    c->lines = NULL;
    c->nlines = 0;
}
