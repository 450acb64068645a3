/* dbi.c — see dbi.h. The debug file's format: cc65's doc/debugging, "Debug
 * info": one record per line, `TYPE<TAB>key=value,key=value`, lists
 * joined with '+', strings in double quotes; ids count from 0 per type. */
#include "debug/dbi.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "util/textfile.h"

#define DBI_FILE_MAX (64u << 20)
#define ADDRS 65536

/* ---- one record ---- */

#define MAX_KEYS 24
typedef struct rec {
    const char *type;
    int nk;
    char *key[MAX_KEYS], *val[MAX_KEYS];
} rec;

/* Splits "type\tk=v,k="s,t",k=a+b" in place. */
static void rec_split(char *s, rec *r)
{
    r->nk = 0;
    r->type = s;
    while (*s && *s != '\t' && *s != ' ')
        s++;
    if (!*s)
        return;
    *s++ = 0;
    while (*s && r->nk < MAX_KEYS) {
        char *k = s, *v;
        while (*s && *s != '=')
            s++;
        if (!*s)
            return;
        *s++ = 0;
        v = s;
        if (*s == '"') {
            v = ++s;
            while (*s && *s != '"')
                s++;
            if (*s)
                *s++ = 0;
        } else {
            while (*s && *s != ',')
                s++;
        }
        if (*s == ',')
            *s++ = 0;
        r->key[r->nk] = k;
        r->val[r->nk++] = v;
    }
}

static const char *get(const rec *r, const char *key)
{
    for (int i = 0; i < r->nk; i++)
        if (!strcmp(r->key[i], key))
            return r->val[i];
    return NULL;
}

static long num(const rec *r, const char *key, long dflt)
{
    const char *v = get(r, key);
    return v ? strtol(v, NULL, 0) : dflt;
}

/* ---- growable tables indexed by id ---- */

typedef struct seg_t { long start; int rw; } seg_t;
typedef struct span_t { int seg; long start, size; } span_t;
typedef struct sym_t { long val, size; int seg, scope, lab; char *name; } sym_t;

typedef struct tables {
    seg_t *seg; int nseg;
    span_t *span; int nspan;
    sym_t *sym; int nsym;
} tables;

static int grow(void **a, int *n, int id, size_t size)
{
    if (id < 0 || id > 10000000)
        return -1;
    if (id < *n)
        return 0;
    int m = id + 1 > 2 * *n ? id + 1 : 2 * *n;
    void *p = realloc(*a, (size_t)m * size);
    if (!p)
        return -1;
    memset((char *)p + (size_t)*n * size, 0, (size_t)(m - *n) * size);
    *a = p;
    *n = m;
    return 0;
}

static void *slot_at(void **a, int *n, int id, size_t size)
{
    return grow(a, n, id, size) ? NULL : (char *)*a + (size_t)id * size;
}
#define SLOT(arr, cnt, id) slot_at((void **)&(arr), &(cnt), (id), sizeof *(arr))

/* Appends a zeroed element to a list of *n with room *cap. */
static void *push(void **a, int *n, int *cap, size_t size)
{
    if (*n == *cap) {
        int c = *cap ? 2 * *cap : 256;
        void *p = realloc(*a, (size_t)c * size);
        if (!p)
            return NULL;
        *a = p;
        *cap = c;
    }
    void *e = (char *)*a + (size_t)*n * size;
    memset(e, 0, size);
    (*n)++;
    return e;
}
#define PUSH(d, arr, cnt, k) push((void **)&(d)->arr, &(d)->cnt, &(d)->cap[k], sizeof *(d)->arr)

static char *dup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = malloc(n);
    if (p)
        memcpy(p, s, n);
    return p;
}

/* ---- the records we use ---- */

static int on_file(dbi *d, const rec *r)
{
    int id = (int)num(r, "id", -1);
    char **slot = SLOT(d->files, d->nfiles, id);
    if (!slot || !get(r, "name"))
        return -1;
    free(*slot);
    return (*slot = dup(get(r, "name"))) ? 0 : -1;
}

static int on_seg(tables *t, const rec *r)
{
    seg_t *s = SLOT(t->seg, t->nseg, (int)num(r, "id", -1));
    if (!s)
        return -1;
    s->start = num(r, "start", 0);
    const char *ty = get(r, "type"), *name = get(r, "name");
    /* Data, not code run from RAM (EXTCODE is writable too). */
    s->rw = ty && !strcmp(ty, "rw") && !(name && strstr(name, "CODE"));
    return 0;
}

static int on_span(tables *t, const rec *r)
{
    span_t *s = SLOT(t->span, t->nspan, (int)num(r, "id", -1));
    if (!s)
        return -1;
    s->seg = (int)num(r, "seg", 0);
    s->start = num(r, "start", 0);
    s->size = num(r, "size", 0);
    return 0;
}

static int on_sym(tables *t, const rec *r)
{
    sym_t *s = SLOT(t->sym, t->nsym, (int)num(r, "id", -1));
    const char *ty = get(r, "type"), *name = get(r, "name");
    if (!s || !name)
        return -1;
    s->lab = ty && !strcmp(ty, "lab") && get(r, "val");
    s->val = num(r, "val", 0);
    s->size = num(r, "size", 0);
    s->seg = (int)num(r, "seg", -1);
    s->scope = (int)num(r, "scope", -1);
    free(s->name);
    return (s->name = dup(name)) ? 0 : -1;
}

/* The C lines and functions come after everything they refer to is read:
 * kept as raw records until then. */
typedef struct later { char **recs; int n, cap; } later;

static int keep(later *l, char *line)
{
    if (l->n == l->cap) {
        int cap = l->cap ? 2 * l->cap : 1024;
        char **p = realloc(l->recs, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        l->recs = p;
        l->cap = cap;
    }
    l->recs[l->n++] = line;
    return 0;
}

static void mark_span(dbi *d, const tables *t, uint16_t *sizes, long span_id, int line)
{
    if (span_id < 0 || span_id >= t->nspan)
        return;
    const span_t *sp = &t->span[span_id];
    if (sp->seg < 0 || sp->seg >= t->nseg || sp->size <= 0)
        return;
    long a = t->seg[sp->seg].start + sp->start;
    for (long i = 0; i < sp->size && a + i < ADDRS; i++) {
        long x = a + i;
        /* The narrowest span wins (a line's code inside another's). */
        if (d->line_at[x] == DBI_NONE || sizes[x] >= sp->size) {
            d->line_at[x] = line;
            sizes[x] = (uint16_t)(sp->size > 0xFFFF ? 0xFFFF : sp->size);
        }
    }
    if (a < ADDRS)
        d->line_start[a] = 1;
}

static int on_line(dbi *d, const tables *t, uint16_t *sizes, const rec *r)
{
    const char *spans = get(r, "span");
    if (num(r, "type", 0) != 1 || !spans)
        return 0;                     /* assembler lines: the labels say enough */
    dbi_line *l = PUSH(d, lines, nlines, 0);
    if (!l)
        return -1;
    l->file = (int)num(r, "file", 0);
    l->line = (uint32_t)num(r, "line", 0);
    int idx = d->nlines - 1;
    for (const char *p = spans; *p; ) {
        char *end;
        long id = strtol(p, &end, 10);
        mark_span(d, t, sizes, id, idx);
        p = *end == '+' ? end + 1 : end;
        if (end == p && *p)
            break;
    }
    return 0;
}

static int on_scope(dbi *d, const tables *t, const rec *r)
{
    const char *name = get(r, "name"), *ty = get(r, "type");
    long sym = num(r, "sym", -1);
    if (!name || !ty || strcmp(ty, "scope") || sym < 0 || sym >= t->nsym || !t->sym[sym].lab)
        return 0;
    dbi_func *f = PUSH(d, funcs, nfuncs, 1);
    if (!f)
        return -1;
    f->name = dup(name[0] == '_' ? name + 1 : name);
    f->scope = (int)num(r, "id", -1);
    f->start = (uint16_t)t->sym[sym].val;
    long size = t->sym[sym].size ? t->sym[sym].size : num(r, "size", 1);
    f->end = (uint16_t)(t->sym[sym].val + size > 0xFFFF ? 0xFFFF : t->sym[sym].val + size);
    return f->name ? 0 : -1;
}

static int on_csym(dbi *d, const tables *t, const rec *r)
{
    const char *name = get(r, "name"), *sc = get(r, "sc");
    if (!name || !sc)
        return 0;
    dbi_csym *c = PUSH(d, csyms, ncsyms, 2);
    if (!c)
        return -1;
    c->name = dup(name);
    c->scope = (int)num(r, "scope", -1);
    c->sc = !strcmp(sc, "auto") ? DBI_SC_AUTO : !strcmp(sc, "static") ? DBI_SC_STATIC
          : !strcmp(sc, "reg") ? DBI_SC_REG : DBI_SC_EXT;
    c->offs = (int)num(r, "offs", 0);
    c->label = DBI_NONE;
    long sym = num(r, "sym", -1);
    if (sym >= 0 && sym < t->nsym && t->sym[sym].lab)
        c->label = (int)sym;          /* a sym id for now: made a label index below */
    return c->name ? 0 : -1;
}

/* ---- labels ---- */

static int add_label(dbi *d, const char *name, long addr, int scope, int rw)
{
    if (addr < 0 || addr >= ADDRS)
        return 0;
    dbi_label *l = PUSH(d, labels, nlabels, 3);
    if (!l)
        return -1;
    l->name = dup(name);
    l->addr = (uint16_t)addr;
    l->scope = scope;
    l->rw = (uint8_t)rw;
    return l->name ? 0 : -1;
}

static int by_addr(const void *a, const void *b)
{
    const dbi_label *x = a, *y = b;
    return x->addr != y->addr ? (x->addr < y->addr ? -1 : 1) : strcmp(x->name, y->name);
}

static int func_by_start(const void *a, const void *b)
{
    const dbi_func *x = a, *y = b;
    return x->start < y->start ? -1 : x->start > y->start;
}

/* Labels from the debug file's syms; csyms then point at their label. */
static int dbg_labels(dbi *d, const tables *t)
{
    int *label_of = calloc((size_t)t->nsym + 1, sizeof *label_of);
    if (!label_of)
        return -1;
    for (int i = 0; i < t->nsym; i++) {
        const sym_t *s = &t->sym[i];
        label_of[i] = DBI_NONE;
        if (!s->lab || !s->name)
            continue;
        int rw = s->seg >= 0 && s->seg < t->nseg && t->seg[s->seg].rw;
        if (add_label(d, s->name, s->val, s->scope, rw)) {
            free(label_of);
            return -1;
        }
        label_of[i] = d->nlabels - 1;
    }
    for (int i = 0; i < d->ncsyms; i++)
        if (d->csyms[i].label != DBI_NONE)
            d->csyms[i].label = label_of[d->csyms[i].label];
    free(label_of);
    return 0;
}

/* A whole text file cut into lines (free both). 0, or -1 with a reason. */
static int read_lines(const char *path, char **text, char ***lines, size_t *count, char *err, size_t n)
{
    size_t len;
    if (txt_read(path, DBI_FILE_MAX, text, &len, err, n))
        return -1;
    if (txt_lines(*text, lines, count)) {
        free(*text);
        snprintf(err, n, "%s: out of memory", path);
        return -1;
    }
    return 0;
}

/* "al 00EA91 .addeq0sp" lines: the labels the debug file lacks. */
static int lbl_labels(dbi *d, const char *path, char *err, size_t n)
{
    char *text, **lines;
    size_t count;
    if (read_lines(path, &text, &lines, &count, err, n))
        return -1;
    int have = d->nlabels, st = 0;
    for (size_t i = 0; i < count && !st; i++) {
        unsigned addr;
        char name[128];
        /* __BSS_RUN__ and the like: the linker's segment bounds, not code. */
        if (sscanf(lines[i], "al %x .%127s", &addr, name) != 2 || !strncmp(name, "__", 2))
            continue;
        int dupl = 0;
        for (int j = 0; j < have && !dupl; j++)
            dupl = d->labels[j].addr == addr && !strcmp(d->labels[j].name, name);
        if (!dupl)
            st = add_label(d, name, (long)addr, DBI_NONE, addr < 0x8000u);
    }
    free(lines);
    free(text);
    if (st)
        snprintf(err, n, "%s: out of memory", path);
    return st;
}

/* ---- load ---- */

static int parse_dbg(dbi *d, const char *path, char *err, size_t n)
{
    char *text, **lines;
    size_t count;
    if (read_lines(path, &text, &lines, &count, err, n))
        return -1;
    tables t = { 0 };
    later lines_c = { 0 }, scopes = { 0 }, csyms = { 0 };
    uint16_t *sizes = calloc(ADDRS, sizeof *sizes);
    int st = sizes ? 0 : -1, version = 0;
    for (size_t i = 0; i < count && !st; i++) {
        char *s = lines[i];
        if (!strncmp(s, "version\t", 8)) version = 1;
        else if (!strncmp(s, "line\t", 5)) st = keep(&lines_c, s);
        else if (!strncmp(s, "scope\t", 6)) st = keep(&scopes, s);
        else if (!strncmp(s, "csym\t", 5)) st = keep(&csyms, s);
        else {
            rec r;
            rec_split(s, &r);
            if (!strcmp(r.type, "file")) st = on_file(d, &r);
            else if (!strcmp(r.type, "seg")) st = on_seg(&t, &r);
            else if (!strcmp(r.type, "span")) st = on_span(&t, &r);
            else if (!strcmp(r.type, "sym")) st = on_sym(&t, &r);
        }
    }
    for (int i = 0; i < lines_c.n && !st; i++) {
        rec r;
        rec_split(lines_c.recs[i], &r);
        st = on_line(d, &t, sizes, &r);
    }
    for (int i = 0; i < scopes.n && !st; i++) {
        rec r;
        rec_split(scopes.recs[i], &r);
        st = on_scope(d, &t, &r);
    }
    for (int i = 0; i < csyms.n && !st; i++) {
        rec r;
        rec_split(csyms.recs[i], &r);
        st = on_csym(d, &t, &r);
    }
    if (!st)
        st = dbg_labels(d, &t);
    if (st)
        snprintf(err, n, "%s: out of memory or a bad record", path);
    else if (!version) {
        snprintf(err, n, "%s: not a cc65 debug file (no version line)", path);
        st = -1;
    }
    for (int i = 0; i < t.nsym; i++)
        free(t.sym[i].name);
    free(t.sym); free(t.seg); free(t.span);
    free(lines_c.recs); free(scopes.recs); free(csyms.recs);
    free(sizes);
    free(lines);
    free(text);
    return st;
}

static int alloc_maps(dbi *d)
{
    d->line_at = malloc(ADDRS * sizeof *d->line_at);
    d->func_at = malloc(ADDRS * sizeof *d->func_at);
    d->line_start = calloc(ADDRS, 1);
    if (!d->line_at || !d->func_at || !d->line_start)
        return -1;
    for (int i = 0; i < ADDRS; i++)
        d->line_at[i] = d->func_at[i] = DBI_NONE;
    return 0;
}

int dbi_load(dbi *d, const char *dbg_path, const char *lbl_path, char *err, size_t n)
{
    memset(d, 0, sizeof *d);
    if (alloc_maps(d)) {
        snprintf(err, n, "out of memory");
        return -1;
    }
    if (dbg_path && parse_dbg(d, dbg_path, err, n))
        return -1;
    if (lbl_path && lbl_labels(d, lbl_path, err, n))
        return -1;
    if (d->nfuncs)
        qsort(d->funcs, (size_t)d->nfuncs, sizeof *d->funcs, func_by_start);
    for (int i = 0; i < d->nfuncs; i++)
        for (unsigned a = d->funcs[i].start; a < d->funcs[i].end; a++)
            d->func_at[a] = i;
    /* csyms hold label indexes: sort, then follow each label to its place. */
    int *place = malloc(((size_t)d->nlabels + 1) * sizeof *place);
    if (!place) {
        snprintf(err, n, "out of memory");
        return -1;
    }
    for (int i = 0; i < d->nlabels; i++)
        d->labels[i].id = i;
    if (d->nlabels)
        qsort(d->labels, (size_t)d->nlabels, sizeof *d->labels, by_addr);
    for (int i = 0; i < d->nlabels; i++)
        place[d->labels[i].id] = i;
    for (int i = 0; i < d->ncsyms; i++)
        if (d->csyms[i].label != DBI_NONE)
            d->csyms[i].label = place[d->csyms[i].label];
    free(place);
    return 0;
}

void dbi_free(dbi *d)
{
    for (int i = 0; i < d->nfiles; i++) free(d->files[i]);
    for (int i = 0; i < d->nfuncs; i++) free(d->funcs[i].name);
    for (int i = 0; i < d->ncsyms; i++) free(d->csyms[i].name);
    for (int i = 0; i < d->nlabels; i++) free(d->labels[i].name);
    free(d->files); free(d->lines); free(d->funcs); free(d->csyms); free(d->labels);
    free(d->line_at); free(d->line_start); free(d->func_at);
    memset(d, 0, sizeof *d);
}

/* ---- lookups ---- */

const dbi_line *dbi_line_of(const dbi *d, uint16_t addr)
{
    int i = d->line_at ? d->line_at[addr] : DBI_NONE;
    return i == DBI_NONE ? NULL : &d->lines[i];
}

const dbi_func *dbi_func_of(const dbi *d, uint16_t addr)
{
    int i = d->func_at ? d->func_at[addr] : DBI_NONE;
    return i == DBI_NONE ? NULL : &d->funcs[i];
}

const dbi_func *dbi_func_named(const dbi *d, const char *name)
{
    for (int i = 0; i < d->nfuncs; i++)
        if (!strcmp(d->funcs[i].name, name))
            return &d->funcs[i];
    return NULL;
}

static int local_label(const char *s)
{
    if (s[0] != 'L' || !s[1])
        return 0;
    for (s++; *s; s++)
        if (!isxdigit((unsigned char)*s))
            return 0;
    return 1;
}

/* Which of several labels at one address names it best: a C name
 * (_name), a runtime routine's (name), a linker symbol (__NAME__), a
 * local label (L1234). */
static int rank(const char *s)
{
    if (local_label(s)) return 0;
    if (s[0] == '_' && s[1] == '_') return 1;
    return s[0] == '_' ? 3 : 2;
}

const dbi_label *dbi_label_below(const dbi *d, uint16_t addr)
{
    int lo = 0, hi = d->nlabels - 1, best = -1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (d->labels[mid].addr <= addr) { best = mid; lo = mid + 1; }
        else hi = mid - 1;
    }
    if (best < 0)
        return NULL;
    int pick = best;
    for (int i = best; i >= 0 && d->labels[i].addr == d->labels[best].addr; i--)
        if (rank(d->labels[i].name) > rank(d->labels[pick].name))
            pick = i;
    return &d->labels[pick];
}

const dbi_label *dbi_label_named(const dbi *d, const char *name)
{
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < d->nlabels; i++) {
            const char *s = d->labels[i].name;
            if (pass ? (s[0] == '_' && !strcmp(s + 1, name)) : !strcmp(s, name))
                return &d->labels[i];
        }
    return NULL;
}

int dbi_file_find(const dbi *d, const char *name)
{
    size_t ln = strlen(name);
    for (int i = 0; i < d->nfiles; i++) {
        const char *f = d->files[i];
        if (!f)
            continue;
        size_t lf = strlen(f);
        if (lf >= ln && !strcmp(f + lf - ln, name) && (lf == ln || f[lf - ln - 1] == '/'))
            return i;
        /* name may be longer: an absolute path ending in the file's own. */
        if (ln > lf && !strcmp(name + ln - lf, f) && name[ln - lf - 1] == '/')
            return i;
    }
    return DBI_NONE;
}

static int line_addrs(const dbi *d, int file, uint32_t line, uint16_t *out, int max)
{
    int n = 0;
    for (unsigned a = 0; a < ADDRS && n < max; a++) {
        int i = d->line_at[a];
        if (i != DBI_NONE && d->line_start[a] && d->lines[i].file == file && d->lines[i].line == line)
            out[n++] = (uint16_t)a;
    }
    return n;
}

int dbi_line_addrs(const dbi *d, int file, uint32_t *line, uint16_t *out, int max)
{
    uint32_t best = 0;
    for (int i = 0; i < d->nlines; i++)
        if (d->lines[i].file == file && d->lines[i].line >= *line
            && (!best || d->lines[i].line < best))
            best = d->lines[i].line;
    if (!best)
        return 0;
    *line = best;
    return line_addrs(d, file, best, out, max);
}

int dbi_func_csyms(const dbi *d, const dbi_func *f, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < d->ncsyms && n < max; i++)
        if (d->csyms[i].scope == f->scope && d->csyms[i].sc == DBI_SC_AUTO)
            out[n++] = i;
    return n;
}

uint16_t dbi_func_body(const dbi *d, const dbi_func *f)
{
    int ids[1];
    return dbi_func_csyms(d, f, ids, 1) ? (uint16_t)(f->start + 3) : f->start;
}

static unsigned label_number(const char *s)
{
    return (unsigned)strtoul(s + 1, NULL, 16);
}

int dbi_func_statics(const dbi *d, const dbi_func *f, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < d->nlabels && n < max; i++)
        if (d->labels[i].scope == f->scope && d->labels[i].rw && local_label(d->labels[i].name))
            out[n++] = i;
    /* Declaration order is cc65's numbering order. */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && label_number(d->labels[out[j - 1]].name)
                                 > label_number(d->labels[out[j]].name); j--) {
            int x = out[j]; out[j] = out[j - 1]; out[j - 1] = x;
        }
    return n;
}
