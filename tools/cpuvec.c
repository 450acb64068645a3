/* cpuvec.c — SingleStepTests vector runner (see cpuvec.h). */
#include "tools/cpuvec.h"

#include "emu/cpu.h"

#include <cjson/cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Failures printed per file; the rest are only counted. */
#define MAX_REPORTS_PER_FILE 3
/* No 6502 instruction makes more than 8 accesses; room to spare. */
#define MAX_LOG 32

typedef struct bus_entry {
    uint16_t addr;
    uint8_t val;
    uint8_t write;
} bus_entry;

typedef struct vec_machine {
    uint8_t ram[65536];
    bus_entry log[MAX_LOG];
    int nlog;  /* accesses made, may exceed MAX_LOG */
    cpu_bus bus;
    cpu cpu;
} vec_machine;

static void log_access(vec_machine *m, uint16_t a, uint8_t v, int write)
{
    if (m->nlog < MAX_LOG) {
        m->log[m->nlog].addr = a;
        m->log[m->nlog].val = v;
        m->log[m->nlog].write = (uint8_t)write;
    }
    m->nlog++;
}

static uint8_t vec_read(void *ctx, uint16_t a)
{
    vec_machine *m = ctx;
    log_access(m, a, m->ram[a], 0);
    return m->ram[a];
}

static void vec_write(void *ctx, uint16_t a, uint8_t v)
{
    vec_machine *m = ctx;
    log_access(m, a, v, 1);
    m->ram[a] = v;
}

/* Reads an integer member; -1 when absent or not a number. */
static long num(const cJSON *obj, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsNumber(it) ? (long)it->valuedouble : -1;
}

/* Checks one test; returns NULL when it passes, else a short description of
 * the first mismatch in buf. */
static const char *run_test(vec_machine *m, const cJSON *t, char *buf, size_t len)
{
    const cJSON *ini = cJSON_GetObjectItemCaseSensitive(t, "initial");
    const cJSON *fin = cJSON_GetObjectItemCaseSensitive(t, "final");
    const cJSON *cyc = cJSON_GetObjectItemCaseSensitive(t, "cycles");
    const cJSON *ram_i = cJSON_GetObjectItemCaseSensitive(ini, "ram");
    const cJSON *ram_f = cJSON_GetObjectItemCaseSensitive(fin, "ram");
    const cJSON *cell;
    static const char *const regs[] = { "pc", "s", "a", "x", "y", "p" };
    long want[6], got[6];
    int i, ncyc;

    if (!cJSON_IsObject(ini) || !cJSON_IsObject(fin) || !cJSON_IsArray(cyc) ||
        !cJSON_IsArray(ram_i) || !cJSON_IsArray(ram_f))
        return "malformed test";

    cJSON_ArrayForEach(cell, ram_i) {
        const cJSON *ca = cJSON_GetArrayItem(cell, 0), *cv = cJSON_GetArrayItem(cell, 1);
        if (!cJSON_IsNumber(ca) || !cJSON_IsNumber(cv))
            return "malformed ram cell";
        m->ram[(uint16_t)ca->valuedouble] = (uint8_t)cv->valuedouble;
    }
    for (i = 0; i < 6; i++) {
        want[i] = num(ini, regs[i]);
        if (want[i] < 0)
            return "malformed registers";
    }
    cpu_init(&m->cpu, &m->bus);
    m->cpu.pending = 0;
    m->cpu.pc = (uint16_t)want[0];
    m->cpu.s = (uint8_t)want[1];
    m->cpu.a = (uint8_t)want[2];
    m->cpu.x = (uint8_t)want[3];
    m->cpu.y = (uint8_t)want[4];
    m->cpu.p = (uint8_t)want[5];
    m->nlog = 0;

    int took = cpu_step(&m->cpu);

    got[0] = m->cpu.pc; got[1] = m->cpu.s; got[2] = m->cpu.a;
    got[3] = m->cpu.x; got[4] = m->cpu.y; got[5] = m->cpu.p;
    for (i = 0; i < 6; i++) {
        want[i] = num(fin, regs[i]);
        if (got[i] != want[i]) {
            snprintf(buf, len, "%s=$%02lX, want $%02lX", regs[i], (unsigned long)got[i],
                     (unsigned long)want[i]);
            return buf;
        }
    }
    cJSON_ArrayForEach(cell, ram_f) {
        const cJSON *ca = cJSON_GetArrayItem(cell, 0), *cv = cJSON_GetArrayItem(cell, 1);
        if (!cJSON_IsNumber(ca) || !cJSON_IsNumber(cv))
            return "malformed ram cell";
        uint16_t ad = (uint16_t)ca->valuedouble;
        if (m->ram[ad] != (uint8_t)cv->valuedouble) {
            snprintf(buf, len, "ram[$%04X]=$%02X, want $%02X", ad, m->ram[ad],
                     (unsigned)(uint8_t)cv->valuedouble);
            return buf;
        }
    }
    ncyc = cJSON_GetArraySize(cyc);
    if (took != ncyc || m->nlog != ncyc) {
        snprintf(buf, len, "%d cycles (%d bus accesses), want %d", took, m->nlog, ncyc);
        return buf;
    }
    for (i = 0; i < ncyc; i++) {
        const cJSON *e = cJSON_GetArrayItem(cyc, i);
        const cJSON *ea = cJSON_GetArrayItem(e, 0), *ev = cJSON_GetArrayItem(e, 1);
        const cJSON *ek = cJSON_GetArrayItem(e, 2);
        if (!cJSON_IsNumber(ea) || !cJSON_IsNumber(ev) || !cJSON_IsString(ek))
            return "malformed cycle";
        int wr = strcmp(ek->valuestring, "write") == 0;
        const bus_entry *g = &m->log[i];
        if (g->addr != (uint16_t)ea->valuedouble || g->val != (uint8_t)ev->valuedouble ||
            g->write != wr) {
            snprintf(buf, len, "cycle %d: $%04X $%02X %s, want $%04X $%02X %s", i + 1,
                     g->addr, g->val, g->write ? "write" : "read",
                     (unsigned)ea->valuedouble, (unsigned)(uint8_t)ev->valuedouble,
                     ek->valuestring);
            return buf;
        }
    }
    return NULL;
}

/* Zeroes what a test touched so the next starts from a clean RAM. */
static void clean_ram(vec_machine *m, const cJSON *t)
{
    const cJSON *fin = cJSON_GetObjectItemCaseSensitive(t, "final");
    const cJSON *cell;
    int i;
    if (m->nlog > MAX_LOG) {
        memset(m->ram, 0, sizeof m->ram);
        return;
    }
    for (i = 0; i < m->nlog; i++)
        m->ram[m->log[i].addr] = 0;
    cJSON_ArrayForEach(cell, cJSON_GetObjectItemCaseSensitive(fin, "ram")) {
        const cJSON *ca = cJSON_GetArrayItem(cell, 0);
        if (cJSON_IsNumber(ca))
            m->ram[(uint16_t)ca->valuedouble] = 0;
    }
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (!f)
        return NULL;
    for (;;) {
        if (n + 65536 + 1 > cap) {
            char *nb;
            cap = cap ? cap * 2 : 131072;
            nb = realloc(buf, cap);
            if (!nb) { free(buf); fclose(f); return NULL; }
            buf = nb;
        }
        size_t r = fread(buf + n, 1, cap - n - 1, f);
        n += r;
        if (r == 0)
            break;
    }
    if (ferror(f)) { free(buf); fclose(f); return NULL; }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The file and its folder ("documented/69.json"): names the opcode and
 * its set without the long prefix. */
static const char *short_name(const char *path)
{
    const char *p = path + strlen(path);
    int slashes = 0;
    while (p > path) {
        if (p[-1] == '/' && ++slashes == 2)
            break;
        p--;
    }
    return p;
}

static int run_file(const char *path, cpuvec_stats *st, FILE *report)
{
    static vec_machine m;  /* 64 KiB: not on the stack */
    size_t len;
    char *text = slurp(path, &len);
    cJSON *root, *t;
    int reported = 0;
    long failed = 0;
    char buf[160];

    if (!text) {
        fprintf(stderr, "cputest: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    root = cJSON_ParseWithLength(text, len);
    free(text);
    if (!cJSON_IsArray(root)) {
        fprintf(stderr, "cputest: %s: not a JSON array of tests\n", path);
        cJSON_Delete(root);
        return -1;
    }
    memset(&m, 0, sizeof m);
    m.bus.io_read = vec_read;
    m.bus.io_write = vec_write;
    m.bus.ctx = &m;
    cJSON_ArrayForEach(t, root) {
        const char *why = run_test(&m, t, buf, sizeof buf);
        if (!why) {
            st->passed++;
        } else {
            st->failed++;
            failed++;
            if (report && reported < MAX_REPORTS_PER_FILE) {
                const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
                fprintf(report, "FAIL %s: %s: %s\n", short_name(path),
                        cJSON_IsString(name) ? name->valuestring : "?", why);
                reported++;
            }
        }
        clean_ram(&m, t);
    }
    if (report && failed > reported)
        fprintf(report, "FAIL %s: ... %ld more failures\n", short_name(path), failed - reported);
    st->files++;
    cJSON_Delete(root);
    return 0;
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_dir(const char *path, cpuvec_stats *st, FILE *report)
{
    DIR *d = opendir(path);
    struct dirent *e;
    char **names = NULL;
    size_t n = 0, cap = 0, i;
    int rc = 0;

    if (!d) {
        fprintf(stderr, "cputest: cannot open %s: %s\n", path, strerror(errno));
        return -1;
    }
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            char **nn = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof *names);
            if (!nn) { rc = -1; break; }
            names = nn;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        if (!names[n]) { rc = -1; break; }
        snprintf(names[n], len, "%s/%s", path, e->d_name);
        n++;
    }
    closedir(d);
    if (n)
        qsort(names, n, sizeof *names, cmp_str);
    for (i = 0; i < n; i++) {
        struct stat sb;
        if (rc == 0 && stat(names[i], &sb) == 0) {
            if (S_ISDIR(sb.st_mode))
                rc = run_dir(names[i], st, report);
            else if (ends_with(names[i], ".json"))
                rc = run_file(names[i], st, report);
        }
        free(names[i]);
    }
    free(names);
    if (rc)
        fprintf(stderr, "cputest: error while reading %s\n", path);
    return rc;
}

int cpuvec_run_path(const char *path, cpuvec_stats *st, FILE *report)
{
    struct stat sb;
    if (stat(path, &sb) != 0) {
        fprintf(stderr, "cputest: cannot read %s: %s\n", path, strerror(errno));
        return -1;
    }
    return S_ISDIR(sb.st_mode) ? run_dir(path, st, report) : run_file(path, st, report);
}
