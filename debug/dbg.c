/* dbg.c — see dbg.h. */
#include "debug/dbg.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "debug/dis.h"
#include "util/textfile.h"

#define SRC_MAX (4u << 20)

/* ---- open ---- */

/* PATH with its extension replaced: ROM.rom -> ROM.dbg. */
static void sibling(const char *rom, const char *ext, char *out, size_t n)
{
    const char *dot = strrchr(rom, '.'), *slash = strrchr(rom, '/');
    size_t base = dot && (!slash || dot > slash) ? (size_t)(dot - rom) : strlen(rom);
    snprintf(out, n, "%.*s%s", (int)base, rom, ext);
}

static int frame_var(void *ctx, const char *name, long *out);

int dbg_open(dbg *d, const char *rom, const char *movie, const char *trace, char *err, size_t n)
{
    char dbgf[4200], lblf[4200];
    memset(d, 0, sizeof *d);
    snprintf(d->rom, sizeof d->rom, "%s", rom);
    if (tgt_open(&d->t, rom, movie, trace, err, n))
        return -1;
    sibling(rom, ".dbg", dbgf, sizeof dbgf);
    sibling(rom, ".lbl", lblf, sizeof lblf);
    d->has_info = access(dbgf, R_OK) == 0;
    if (dbi_load(&d->info, d->has_info ? dbgf : NULL, access(lblf, R_OK) ? NULL : lblf, err, n)) {
        dbg_close(d);
        return -1;
    }
    d->src = calloc((size_t)d->info.nfiles + 1, sizeof *d->src);
    d->src_tried = calloc((size_t)d->info.nfiles + 1, 1);
    if (!d->src || !d->src_tried) {
        snprintf(err, n, "out of memory");
        dbg_close(d);
        return -1;
    }
    d->t.info = &d->info;
    d->t.var_fn = frame_var;
    d->t.var_ctx = d;
    return 0;
}

void dbg_close(dbg *d)
{
    tgt_close(&d->t);
    for (int i = 0; d->src && i < d->info.nfiles; i++)
        free(d->src[i]);
    free(d->src);
    free(d->src_tried);
    dbi_free(&d->info);
    memset(d, 0, sizeof *d);
}

const char *dbg_source(dbg *d, int file)
{
    if (file < 0 || file >= d->info.nfiles || !d->info.files[file])
        return NULL;
    if (!d->src_tried[file]) {
        char err[256];
        size_t len;
        d->src_tried[file] = 1;
        if (txt_read(d->info.files[file], SRC_MAX, &d->src[file], &len, err, sizeof err))
            d->src[file] = NULL;
    }
    return d->src[file];
}

/* ---- names ---- */

void dbg_where(const dbg *d, const dbi_line *l, char *buf, size_t n)
{
    if (!l || l->file < 0 || l->file >= d->info.nfiles)
        snprintf(buf, n, "%s", "");
    else
        snprintf(buf, n, "%s:%lu", d->info.files[l->file], (unsigned long)l->line);
}

void dbg_addr_name(const dbg *d, uint16_t addr, char *buf, size_t n)
{
    const dbi_func *f = dbi_func_of(&d->info, addr);
    if (f) {
        if (addr == f->start)
            snprintf(buf, n, "_%s", f->name);
        else
            snprintf(buf, n, "_%s+$%X", f->name, (unsigned)(addr - f->start));
        return;
    }
    const dbi_label *l = dbi_label_below(&d->info, addr);
    if (l && addr - l->addr < 0x400) {
        if (addr == l->addr)
            snprintf(buf, n, "%s", l->name);
        else
            snprintf(buf, n, "%s+$%X", l->name, (unsigned)(addr - l->addr));
    } else {
        snprintf(buf, n, "$%04X", addr);
    }
}

/* ---- the call stack ---- */

static uint8_t peek(void *ctx, uint16_t a)
{
    return tgt_peek(ctx, a);
}

/* Where frame `f` was entered: its function's start, or its label's. */
static long entry_of(const dbg *d, const dbg_frame *f)
{
    if (f->func)
        return f->func->start;
    const dbi_label *l = dbi_label_below(&d->info, f->pc);
    return l ? l->addr : -1;
}

/* The stack slot, at or above `from`, of the word returning from frame f:
 * strict (a JSR to its entry), else the first JSR-shaped word. */
static int find_return(dbg *d, const dbg_frame *f, int from, int strict)
{
    long entry = entry_of(d, f);
    for (int i = from; i < 0xFF; i++) {
        uint16_t ret = (uint16_t)(tgt_peek(&d->t, (uint16_t)(0x100 + i))
                                  | tgt_peek(&d->t, (uint16_t)(0x101 + i)) << 8);
        uint16_t jsr = (uint16_t)(ret - 2);
        if (tgt_peek(&d->t, jsr) != 0x20)
            continue;
        long to = dis_target(jsr, peek, &d->t);
        if (!strict || to == entry || (!f->func && to <= f->pc && to >= entry))
            return i;
    }
    return -1;
}

static void describe(dbg *d, dbg_frame *f, uint16_t pc)
{
    f->pc = pc;
    f->func = dbi_func_of(&d->info, pc);
    f->line = dbi_line_of(&d->info, pc);
    const dbi_label *l = dbi_label_below(&d->info, pc);
    f->label = l ? l->name : NULL;
    f->ret_slot = -1;
}

/* What a cc65 runtime routine does to the C stack: bytes pushed (negative:
 * popped); y is the last LDY #imm (addysp, subysp). */
static int c_stack_effect(const char *name, int y)
{
    size_t n = strlen(name);
    if (!strcmp(name, "pusha") || !strcmp(name, "popa"))
        return name[0] == 'p' && name[1] == 'u' ? 1 : -1;
    if (!strcmp(name, "pusheax") || !strcmp(name, "pushl") || !strcmp(name, "pushlysp"))
        return 4;
    if (!strncmp(name, "push", 4))
        return 2;
    if (!strcmp(name, "popeax"))
        return -4;
    if (!strcmp(name, "popax"))
        return -2;
    if (!strncmp(name, "tos", 3))
        return n > 3 && !strcmp(name + n - 3, "eax") && strcmp(name + n - 4, "0eax") ? -4 : -2;
    if (!strncmp(name, "incsp", 5))
        return -atoi(name + 5);
    if (!strncmp(name, "decsp", 5))
        return atoi(name + 5);
    if (!strcmp(name, "addysp"))
        return -y;
    if (!strcmp(name, "subysp"))
        return y;
    if (n > 5 && !strcmp(name + n - 5, "spidx"))    /* staspidx, staxspidx, steaxspidx */
        return -2;
    return 0;
}

/* Bytes the C stack holds above the line's own base at pc: what the code
 * from the start of pc's span of its C line up to pc pushed (a call's
 * arguments, an expression's temporaries), read off the runtime calls. */
static int pushed_before(dbg *d, uint16_t pc)
{
    int line = d->info.line_at[pc], total = 0, y = 0;
    uint16_t a = pc;
    if (line == DBI_NONE)
        return 0;
    while (!d->info.line_start[a] && a > 0 && d->info.line_at[a - 1] == line && pc - a < 512)
        a--;
    /* The prologue's push makes the base, it is not above it. */
    const dbi_func *f = dbi_func_of(&d->info, pc);
    if (f && a < dbi_func_body(&d->info, f) && pc >= dbi_func_body(&d->info, f))
        a = dbi_func_body(&d->info, f);
    while (a < pc) {
        uint8_t op = tgt_peek(&d->t, a);
        if (op == 0xA0)                                   /* LDY #imm */
            y = tgt_peek(&d->t, (uint16_t)(a + 1));
        if (op == 0x20) {
            const dbi_label *l = dbi_label_below(&d->info, (uint16_t)dis_target(a, peek, &d->t));
            if (l && l->addr == (uint16_t)dis_target(a, peek, &d->t))
                total += c_stack_effect(l->name, y);
        }
        a = (uint16_t)(a + dis_len(op));
    }
    return total > 0 ? total : 0;
}

/* Bytes a C function's prologue pushes (its last argument, fastcall). */
static int prologue_push(dbg *d, const dbi_func *f)
{
    if (!f || dbi_func_body(&d->info, f) == f->start || tgt_peek(&d->t, f->start) != 0x20)
        return 0;
    const dbi_label *l = dbi_label_below(&d->info, (uint16_t)dis_target(f->start, peek, &d->t));
    return l ? c_stack_effect(l->name, 0) : 0;
}

static uint16_t sp_of(dbg *d)
{
    const dbi_label *l = dbi_label_named(&d->info, "sp");
    uint16_t a = l ? l->addr : 0;
    return (uint16_t)(tgt_peek(&d->t, a) | tgt_peek(&d->t, (uint16_t)(a + 1)) << 8);
}

int dbg_stack(dbg *d, dbg_frame *out, int max)
{
    const cpu *c = &d->t.m->cpu;
    int n = 1, from = c->s + 1;
    describe(d, &out[0], c->pc);
    out[0].sp = (uint16_t)(sp_of(d) + pushed_before(d, c->pc));
    while (n < max && from < 0xFF) {
        dbg_frame *f = &out[n - 1];
        int slot = find_return(d, f, from, 1);
        if (slot < 0)
            slot = find_return(d, f, from, 0);
        if (slot < 0)
            break;
        f->ret_slot = slot;
        uint16_t ret = (uint16_t)(tgt_peek(&d->t, (uint16_t)(0x100 + slot))
                                  | tgt_peek(&d->t, (uint16_t)(0x101 + slot)) << 8);
        describe(d, &out[n], (uint16_t)(ret - 2));
        /* The caller's base: the callee's, less its prologue's push, plus
         * what the caller's line had pushed before the JSR. */
        out[n].sp = (uint16_t)(f->sp + prologue_push(d, f->func) + pushed_before(d, out[n].pc));
        n++;
        from = slot + 2;
    }
    return n;
}

/* ---- variables ---- */

/* The function's source declarations (from the file of its first line). */
static int decls(dbg *d, const dbi_func *f, cdecl_var *params, int *np, cdecl_var *locals, int *nl)
{
    const dbi_line *l = dbi_line_of(&d->info, f->start);
    const char *src = l ? dbg_source(d, l->file) : NULL;
    *np = *nl = 0;
    return src ? cdecl_func(src, f->name, params, np, locals, nl, DBG_VARS_MAX) : -1;
}

static const cdecl_var *decl_named(const cdecl_var *v, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(v[i].name, name))
            return &v[i];
    return NULL;
}

static int bytes_of(const cdecl_var *v)
{
    int one = v->size ? v->size : 1;
    if (v->count > 0)
        return one * v->count > 256 ? 256 : one * v->count;
    return v->count < 0 ? 16 : one;
}

static void unknown_decl(cdecl_var *v, const char *name, int size)
{
    memset(v, 0, sizeof *v);
    snprintf(v->name, sizeof v->name, "%s", name);
    snprintf(v->type, sizeof v->type, "?");
    v->size = size;
}

int dbg_vars(dbg *d, const dbg_frame *f, dbg_var *out, int max)
{
    if (!f->func)
        return 0;
    static cdecl_var params[DBG_VARS_MAX], locals[DBG_VARS_MAX];
    int np, nl, k = 0, ids[DBG_VARS_MAX];
    decls(d, f->func, params, &np, locals, &nl);
    int na = dbi_func_csyms(&d->info, f->func, ids, DBG_VARS_MAX);
    for (int i = 0; i < na && k < max; i++) {
        const dbi_csym *c = &d->info.csyms[ids[i]];
        const cdecl_var *v = decl_named(params, np, c->name);
        dbg_var *o = &out[k++];
        if (v) o->decl = *v;
        else unknown_decl(&o->decl, c->name, 1);
        o->kind = DBG_VAR_ARG;
        o->addr = (uint16_t)(f->sp + c->offs);
        o->bytes = bytes_of(&o->decl);
    }
    int labels[DBG_VARS_MAX], ns = dbi_func_statics(&d->info, f->func, labels, DBG_VARS_MAX);
    for (int i = 0; i < ns && k < max; i++) {
        const dbi_label *l = &d->info.labels[labels[i]];
        dbg_var *o = &out[k++];
        /* Paired by order only when the counts agree: else the labels. */
        if (ns == nl) o->decl = locals[i];
        else unknown_decl(&o->decl, l->name, 1);
        o->kind = DBG_VAR_LOCAL;
        o->addr = l->addr;
        o->bytes = bytes_of(&o->decl);
    }
    return k;
}

/* The gap to the next label: the size of an object the source could not. */
static int gap_after(const dbg *d, uint16_t addr)
{
    for (int i = 0; i < d->info.nlabels; i++)
        if (d->info.labels[i].addr > addr)
            return d->info.labels[i].addr - addr > 256 ? 256 : d->info.labels[i].addr - addr;
    return 1;
}

int dbg_global(dbg *d, const char *name, dbg_var *out)
{
    const dbi_label *l = dbi_label_named(&d->info, name);
    if (!l)
        return -1;
    memset(out, 0, sizeof *out);
    out->kind = DBG_VAR_GLOBAL;
    out->addr = l->addr;
    const char *cname = l->name[0] == '_' ? l->name + 1 : l->name;
    for (int i = 0; i < d->info.nfiles; i++) {
        const char *src = dbg_source(d, i);
        if (src && !cdecl_global(src, cname, &out->decl)) {
            out->bytes = out->decl.count < 0 ? gap_after(d, l->addr) : bytes_of(&out->decl);
            return 0;
        }
    }
    unknown_decl(&out->decl, cname, 1);
    out->bytes = gap_after(d, l->addr);
    if (out->bytes > 1)
        out->decl.count = out->bytes;
    return 0;
}

int dbg_var_named(dbg *d, int frame, const char *name, dbg_var *out)
{
    dbg_frame f[DBG_FRAMES_MAX];
    dbg_var v[DBG_VARS_MAX];
    int n = dbg_stack(d, f, DBG_FRAMES_MAX);
    int k = frame >= 0 && frame < n ? dbg_vars(d, &f[frame], v, DBG_VARS_MAX) : 0;
    for (int i = 0; i < k; i++)
        if (!strcmp(v[i].decl.name, name)) {
            *out = v[i];
            return 0;
        }
    /* A global: a C name with a debug file (a label alone is an address). */
    if (!d->has_info || dbg_global(d, name, out))
        return -1;
    return strcmp(out->decl.type, "?") || dbi_label_named(&d->info, name)->name[0] == '_' ? 0 : -1;
}

static long read_int(dbg *d, uint16_t a, int size, int is_signed)
{
    unsigned long v = 0;
    for (int i = size - 1; i >= 0; i--)
        v = v << 8 | tgt_peek(&d->t, (uint16_t)(a + i));
    if (is_signed && size < 8 && (v >> (8 * size - 1)) & 1)
        return (long)v - (1L << (8 * size));
    return (long)v;
}

static void scalar(dbg *d, uint16_t a, const cdecl_var *v, char *buf, size_t n)
{
    int size = v->size ? v->size : 1;
    long x = read_int(d, a, size, v->is_signed);
    unsigned long u = (unsigned long)read_int(d, a, size, 0);
    if (v->is_ptr)
        snprintf(buf, n, "$%04lX", u);
    else
        snprintf(buf, n, "%ld ($%0*lX)", x, 2 * size, u);
}

void dbg_value(dbg *d, const dbg_var *v, char *buf, size_t n)
{
    if (v->decl.count == 0) {
        scalar(d, v->addr, &v->decl, buf, n);
        return;
    }
    int one = v->decl.size ? v->decl.size : 1, shown = v->bytes / one;
    size_t k = (size_t)snprintf(buf, n, "{");
    for (int i = 0; i < shown && i < 16 && k < n; i++) {
        long x = read_int(d, (uint16_t)(v->addr + i * one), one, v->decl.is_signed);
        k += (size_t)snprintf(buf + k, n - k, "%s%ld", i ? ", " : " ", x);
    }
    if (k < n)
        snprintf(buf + k, n - k, "%s }", shown > 16 ? ", ..." : "");
}

/* An argument or local of the selected frame, for expressions: its value
 * (scalars; a global stays an address, as labels are). */
static int frame_var(void *ctx, const char *name, long *out)
{
    dbg *d = ctx;
    dbg_var v;
    if (dbg_var_named(d, d->frame, name, &v) || v.kind == DBG_VAR_GLOBAL || v.decl.count != 0)
        return -1;
    int size = v.decl.size ? v.decl.size : 1;
    *out = read_int(d, v.addr, size, v.decl.is_signed && !v.decl.is_ptr);
    return 0;
}

/* ---- locations ---- */

static int file_line(dbg *d, const char *loc, const char *colon, uint16_t *out, int max,
                     uint32_t *line_out, char *err, size_t n)
{
    char file[1024];
    snprintf(file, sizeof file, "%.*s", (int)(colon - loc), loc);
    int fi = dbi_file_find(&d->info, file);
    if (fi == DBI_NONE) {
        snprintf(err, n, "%s: not a source file of this ROM's debug information", file);
        return -1;
    }
    uint32_t line = (uint32_t)strtoul(colon + 1, NULL, 10);
    int k = dbi_line_addrs(&d->info, fi, &line, out, max);
    if (!k) {
        snprintf(err, n, "%s: no code at or after line %s", file, colon + 1);
        return -1;
    }
    if (line_out)
        *line_out = line;
    return k;
}

int dbg_resolve(dbg *d, const char *loc, uint16_t *out, int max, uint32_t *line_out,
                char *err, size_t n)
{
    const char *colon = strrchr(loc, ':');
    if (colon && isdigit((unsigned char)colon[1]))
        return file_line(d, loc, colon, out, max, line_out, err, n);
    const dbi_func *f = dbi_func_named(&d->info, loc);
    if (f) {
        out[0] = dbi_func_body(&d->info, f);
        if (line_out) {
            const dbi_line *l = dbi_line_of(&d->info, out[0]);
            *line_out = l ? l->line : 0;
        }
        return 1;
    }
    ex_env env;
    long v;
    tgt_env(&d->t, &env);
    if (ex_eval(loc, &env, &v, err, n))
        return -1;
    if (line_out)
        *line_out = 0;
    out[0] = (uint16_t)v;
    return 1;
}
