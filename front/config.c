/* config.c — see config.h. */
#include "front/config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

/* The action a "key ACTION" name binds, or -1. */
static int key_action(const char *name)
{
    const char *a = name + 4;
    while (*a == ' ')
        a++;
    return km_action(a);
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
        int action = key_action(name);
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

/* A line's slot: what it sets, one line each in the file. Settings are
 * 0..NSETTINGS-1, a key action a is NSETTINGS + a. */
#define NSLOTS (NSETTINGS + KM_ACTIONS)

/* The slot a line names (whatever its value), or -1; the value's place in
 * the line in *vs, *ve. */
static int slot_named(const char *line, const char **vs, const char **ve)
{
    char name[80], val[256];
    if (blank(line) || !split_at(line, name, sizeof name, val, sizeof val, vs, ve))
        return -1;
    if (!strncmp(name, "key ", 4)) {
        int action = key_action(name);
        return action < 0 ? -1 : (int)NSETTINGS + action;
    }
    for (size_t i = 0; i < NSETTINGS; i++)
        if (!strcmp(name, setting_info[i].name))
            return (int)i;
    return -1;
}

/* The slot a line sets with a value it accepts, or -1. */
static int slot_of(const char *line)
{
    static cfg scratch;
    const char *vs, *ve, *why;
    int i = slot_named(line, &vs, &ve);
    return i >= 0 && !cfg_apply_line(&scratch, line, &why) ? i : -1;
}

/* A key with its modifiers, as the file names it ("Ctrl+F1"). */
static void bind_text(const km_bind *b, char *buf, size_t n)
{
    snprintf(buf, n, "%s%s%s", b->mods & KM_CTRL ? "Ctrl+" : "", b->mods & KM_ALT ? "Alt+" : "",
             hid_name(b->usage));
}

/* One key for two actions on two lines: the later line takes it, and the
 * earlier line's action loses it (one key, one meaning). Only the lines
 * that set each action's keys count (set_by), in their order, so the file
 * written back (those lines in their places) means the same. Reports each
 * key taken; the count. */
static int take_keys(cfg *c, const size_t *set_by, FILE *report)
{
    int bad = 0;
    for (size_t l = 0; l < c->nlines; l++)
        for (int a = 0; a < KM_ACTIONS; a++) {
            if (set_by[NSETTINGS + (size_t)a] != l)
                continue;
            for (int i = 0; i < c->km.n[a]; i++)
                for (int o = 0; o < KM_ACTIONS; o++) {
                    size_t by = set_by[NSETTINGS + (size_t)o];
                    char key[64];
                    if (o == a || by >= l || !km_unbind(&c->km, o, c->km.b[a][i]))
                        continue;
                    bind_text(&c->km.b[a][i], key, sizeof key);
                    fprintf(report, "%s:%lu: %s is bound on line %lu too (%s); the later line counts: "
                            "%s does %s, not %s\n", c->path, (unsigned long)(l + 1), key,
                            (unsigned long)(by + 1), km_action_name(o), key, km_action_name(a),
                            km_action_name(o));
                    bad++;
                }
        }
    return bad;
}

/* The name a slot has in the file, for reports ("scale", "key pad1.1"). */
static void slot_text(size_t s, char *buf, size_t n)
{
    if (s < NSETTINGS)
        snprintf(buf, n, "%s", setting_info[s].name);
    else
        snprintf(buf, n, "key %s", km_action_name((int)(s - NSETTINGS)));
}

/* Applies line l and reports it when it is bad, or when it sets what an
 * earlier good line set (set_by[]: the good line that set each slot last,
 * the one cited). 1 when reported. */
static int report_line(cfg *c, size_t l, size_t *set_by, FILE *report)
{
    const char *why = "bad line", *vs, *ve;
    unsigned long n = (unsigned long)(l + 1);
    int s = slot_named(c->lines[l], &vs, &ve), bad = 0;
    char name[64];
    if (cfg_apply_line(c, c->lines[l], &why)) {
        fprintf(report, "%s:%lu: %s (line ignored)\n", c->path, n, why);
        return 1;
    }
    if (s < 0)
        return 0;
    if (set_by[s] < l) {
        slot_text((size_t)s, name, sizeof name);
        fprintf(report, "%s:%lu: %s set again (also on line %lu; the last good one counts, "
                "and saving keeps one line)\n", c->path, n, name, (unsigned long)(set_by[s] + 1));
        bad = 1;
    }
    set_by[s] = l;
    return bad;
}

int cfg_load(cfg *c, const char *path, FILE *report)
{
    char err[512];
    size_t len;
    struct stat sb;
    snprintf(c->path, sizeof c->path, "%s", path);
    if (stat(path, &sb) != 0 && errno == ENOENT)
        return 0;                          /* made at the first save */
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
    size_t set_by[NSLOTS];
    for (size_t i = 0; i < NSLOTS; i++)
        set_by[i] = c->nlines;
    for (size_t l = 0; l < c->nlines; l++)
        bad += report_line(c, l, set_by, report);
    bad += take_keys(c, set_by, report);
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

static void put_setting(char **buf, size_t *len, size_t *cap, const settings *s, size_t i,
                        const char *eol)
{
    char line[128], v[16];
    value_text(s, i, v, sizeof v);
    snprintf(line, sizeof line, "%s = %s%s", setting_info[i].name, v, eol);
    put(buf, len, cap, line);
}

/* A line with the value now in force in its value's place (name, spacing,
 * comment and line ending kept). */
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
static void put_template(char **buf, size_t *len, size_t *cap, const cfg *c, const settings *w)
{
    put(buf, len, cap, "# annex settings (docs/host.md). Lines: NAME = VALUE, key ACTION = KEY[, KEY...]\n");
    for (size_t i = 0; i < NSETTINGS; i++)
        put_setting(buf, len, cap, w, i, "\n");
    put(buf, len, cap, "# Key bindings (SDL key names; Ctrl+ and Alt+ prefixes). The defaults:\n");
    for (int a = 0; a < KM_ACTIONS; a++) {
        char keys[200], line[300];
        km_keys_text(&c->km, a, keys, sizeof keys);
        snprintf(line, sizeof line, "# key %s = %s\n", km_action_name(a), keys);
        put(buf, len, cap, line);
    }
}

/* Where each slot's lines are: the first that names it (good or bad) and
 * the last good one, which decided it at loading; nlines for none. */
typedef struct places { size_t first[NSLOTS], good[NSLOTS]; } places;

static void find_places(const cfg *c, places *pl)
{
    const char *vs, *ve;
    for (size_t i = 0; i < NSLOTS; i++)
        pl->first[i] = pl->good[i] = c->nlines;
    for (size_t l = 0; l < c->nlines; l++) {
        int s = slot_named(c->lines[l], &vs, &ve);
        if (s >= 0 && pl->first[s] == c->nlines)
            pl->first[s] = l;
        if (s >= 0 && slot_of(c->lines[l]) == s)
            pl->good[s] = l;
    }
}

/* Slot i, written once, in the place of its first line: the line that
 * decided it as written while the value is the one it gave (a bad line
 * alone stays as the user wrote it; key lines never change in a run),
 * else the first line with the new value (w's) in its place. */
static void put_in_place(char **buf, size_t *len, size_t *cap, const cfg *c, const settings *w,
                         const places *pl, size_t i)
{
    const char *vs, *ve, *first = c->lines[pl->first[i]];
    if (i < NSETTINGS && value(w, i) != value(&c->file, i)) {
        slot_named(first, &vs, &ve);
        put_updated(buf, len, cap, w, i, first, vs, ve);
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
    settings w = c->set;                   /* what is saved: one-run values are not */
    for (size_t i = 0; i < NSETTINGS; i++)
        if (c->once & (1u << i))
            *field(&w, i) = value(&c->file, i);
    if (buf)
        buf[0] = 0;
    if (!c->nlines) {
        put_template(&buf, &len, &cap, c, &w);
        return buf;
    }
    /* Never two lines for one slot: a setting's fold into its first line;
     * an action's keys stay on the line that set them (which key two lines
     * share goes by the order of those lines, take_keys). */
    find_places(c, &pl);
    for (size_t l = 0; l < c->nlines; l++) {
        int s = slot_named(c->lines[l], &vs, &ve);
        if (l + 1 == c->nlines && !c->lines[l][0])
            break;                         /* the newline ending the file */
        if (s < 0) {
            put(&buf, &len, &cap, c->lines[l]);
            put(&buf, &len, &cap, "\n");
        } else if (l == (s < (int)NSETTINGS || pl.good[s] == c->nlines ? pl.first[s] : pl.good[s])) {
            put_in_place(&buf, &len, &cap, c, &w, &pl, (size_t)s);
        }
    }
    /* Added lines end as the file's first line does (CRLF stays CRLF). */
    size_t l0 = strlen(c->lines[0]);
    const char *eol = l0 && c->lines[0][l0 - 1] == '\r' ? "\r\n" : "\n";
    for (size_t i = 0; i < NSETTINGS; i++)
        if (pl.first[i] == c->nlines)
            put_setting(&buf, &len, &cap, &w, i, eol);
    return buf;
}

int cfg_run_only(cfg *c, const char *name, int v)
{
    for (size_t i = 0; i < NSETTINGS; i++)
        if (!strcmp(name, setting_info[i].name)) {
            *field(&c->set, i) = v;
            c->once |= 1u << i;
            return 0;
        }
    return -1;
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
