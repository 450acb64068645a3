/* mon.c — see mon.h. One function per command; the table at the end
 * names them, their aliases and their help lines. */
#include "debug/mon.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "debug/dis.h"
#include "debug/ioreg.h"

#define ARGS_MAX 8

typedef struct args {
    int   n;
    char *v[ARGS_MAX];
    const char *rest;        /* the text after the command word */
    const char *cond;        /* after " if ", or "" */
} args;

static int err(FILE *out, const char *fmt, const char *what)
{
    fprintf(out, "error: ");
    fprintf(out, fmt, what);
    fputc('\n', out);
    return -1;
}

static int eval(dbg *d, const char *s, long *v, FILE *out)
{
    ex_env env;
    char why[200];
    tgt_env(&d->t, &env);
    if (ex_eval(s, &env, v, why, sizeof why))
        return err(out, "%s", why);
    return 0;
}

/* ---- showing where we are ---- */

static const char *label_at(void *ctx, uint16_t a)
{
    const dbg *d = ctx;
    const dbi_label *l = dbi_label_below(&d->info, a);
    return l && l->addr == a ? l->name : NULL;
}

/* The peek context of dis_one is the tgt; names come from the dbg. */
typedef struct dis_ctx { dbg *d; } dis_ctx;
static uint8_t dpeek(void *ctx, uint16_t a) { return tgt_peek(&((dis_ctx *)ctx)->d->t, a); }
static const char *dname(void *ctx, uint16_t a) { return label_at(((dis_ctx *)ctx)->d, a); }

static const char *source_line(dbg *d, const dbi_line *l, char *buf, size_t n)
{
    const char *src = l ? dbg_source(d, l->file) : NULL;
    buf[0] = 0;
    if (!src)
        return buf;
    for (uint32_t k = 1; k < l->line && src; k++) {
        src = strchr(src, '\n');
        if (src)
            src++;
    }
    if (!src)
        return buf;
    while (*src == ' ' || *src == '\t')
        src++;
    size_t len = strcspn(src, "\n");
    snprintf(buf, n, "%.*s", (int)(len < n ? len : n - 1), src);
    return buf;
}

/* "$8B1C  A0 05     LDY #$05" */
static int dis_line(dbg *d, uint16_t a, FILE *out)
{
    dis_ctx c = { d };
    char text[128];
    int len = dis_one(a, dpeek, dname, &c, text, sizeof text);
    fprintf(out, "  $%04X  ", a);
    for (int i = 0; i < 3; i++) {
        if (i < len) fprintf(out, "%02X ", tgt_peek(&d->t, (uint16_t)(a + i)));
        else fprintf(out, "   ");
    }
    fprintf(out, " %s\n", text);
    return len;
}

/* A span header: the label and the C line that start at a. */
static void span_header(dbg *d, uint16_t a, FILE *out)
{
    const dbi_label *l = dbi_label_below(&d->info, a);
    if (l && l->addr == a && l->name[0] != 'L')
        fprintf(out, "%s:\n", l->name);
    const dbi_line *ln = dbi_line_of(&d->info, a);
    if (ln && d->info.line_start[a]) {
        char where[1100], src[200];
        dbg_where(d, ln, where, sizeof where);
        fprintf(out, "; %s: %s\n", where, source_line(d, ln, src, sizeof src));
    }
}

static void where(dbg *d, FILE *out)
{
    const cpu *c = &d->t.m->cpu;
    char name[128], at[1100], src[200];
    const dbi_line *l = dbi_line_of(&d->info, c->pc);
    dbg_addr_name(d, c->pc, name, sizeof name);
    dbg_where(d, l, at, sizeof at);
    fprintf(out, "at $%04X", c->pc);
    if (name[0] != '$')
        fprintf(out, " %s", name);
    if (l)
        fprintf(out, "  %s: %s", at, source_line(d, l, src, sizeof src));
    fprintf(out, "\n");
    dis_line(d, c->pc, out);
}

void mon_stopped(dbg *d, FILE *out)
{
    tgt *t = &d->t;
    switch (t->reason) {
    case TGT_STOP_BREAK:
        fprintf(out, "breakpoint %d, frame %lu\n", t->hit_id, (unsigned long)tgt_frame(t));
        break;
    case TGT_STOP_WATCH:
        fprintf(out, "watchpoint %d: %s $%04X = $%02X, frame %lu\n", t->hit_id,
                t->hit_write ? "write" : "read", t->hit_addr, t->hit_val,
                (unsigned long)tgt_frame(t));
        break;
    case TGT_STOP_FRAME:
        fprintf(out, "frame %lu latched\n", (unsigned long)tgt_frame(t));
        break;
    case TGT_STOP_PAUSE:
        fprintf(out, "paused, frame %lu\n", (unsigned long)tgt_frame(t));
        break;
    case TGT_STOP_END:
        fprintf(out, "%s (frame %lu)\n", t->msg, (unsigned long)tgt_frame(t));
        break;
    default:
        break;
    }
    if (t->cond_err[0])
        fprintf(out, "condition: %s\n", t->cond_err);
    where(d, out);
}

/* ---- commands ---- */

static int c_regs(dbg *d, args *a, FILE *out)
{
    cpu *c = &d->t.m->cpu;
    for (int i = 0; i < a->n; i++) {          /* r A=$10 X=3 */
        char *eq = strchr(a->v[i], '=');
        long v;
        if (!eq)
            return err(out, "expected REG=VALUE: %s", a->v[i]);
        *eq = 0;
        if (eval(d, eq + 1, &v, out))
            return -1;
        for (char *p = a->v[i]; *p; p++)
            *p = (char)toupper((unsigned char)*p);
        if (!strcmp(a->v[i], "A")) c->a = (uint8_t)v;
        else if (!strcmp(a->v[i], "X")) c->x = (uint8_t)v;
        else if (!strcmp(a->v[i], "Y")) c->y = (uint8_t)v;
        else if (!strcmp(a->v[i], "S")) c->s = (uint8_t)v;
        else if (!strcmp(a->v[i], "P")) c->p = (uint8_t)((v | CPU_U) & ~CPU_B);
        else if (!strcmp(a->v[i], "PC")) c->pc = (uint16_t)v;
        else return err(out, "no register %s (A X Y S P PC)", a->v[i]);
    }
    char flags[9] = "NV-BDIZC";
    for (int i = 0; i < 8; i++)
        if (!(c->p & (0x80 >> i)))
            flags[i] = '.';
    flags[2] = '-';
    flags[3] = '.';
    fprintf(out, "  PC=$%04X A=$%02X X=$%02X Y=$%02X S=$%02X P=$%02X [%s]  cycles %llu  frame %lu\n",
            c->pc, c->a, c->x, c->y, c->s, c->p, flags, (unsigned long long)c->cycles,
            (unsigned long)tgt_frame(&d->t));
    return 0;
}

static int range(dbg *d, args *a, long dflt_len, long *lo, long *hi, FILE *out)
{
    if (a->n < 1)
        return err(out, "%s", "an address is needed");
    if (eval(d, a->v[0], lo, out))
        return -1;
    *hi = *lo + dflt_len - 1;
    if (a->n > 1 && eval(d, a->v[1], hi, out))
        return -1;
    if (*hi < *lo)
        *hi = *lo + *hi - 1;                /* a length */
    if (*hi > 0xFFFF)
        *hi = 0xFFFF;
    return 0;
}

static int c_mem(dbg *d, args *a, FILE *out)
{
    long lo, hi;
    if (range(d, a, 64, &lo, &hi, out))
        return -1;
    for (long r = lo; r <= hi; r += 16) {
        char ascii[17];
        fprintf(out, "  $%04lX ", r);
        for (int i = 0; i < 16; i++) {
            if (r + i > hi) { fprintf(out, "   "); ascii[i] = ' '; continue; }
            uint8_t b = tgt_peek(&d->t, (uint16_t)(r + i));
            fprintf(out, " %02X", b);
            ascii[i] = b >= 32 && b < 127 ? (char)b : '.';
        }
        ascii[16] = 0;
        fprintf(out, "  %s\n", ascii);
    }
    return 0;
}

static int c_poke(dbg *d, args *a, FILE *out)
{
    long addr, v;
    if (a->n < 2)
        return err(out, "%s", "usage: > ADDR BYTE...");
    if (eval(d, a->v[0], &addr, out))
        return -1;
    for (int i = 1; i < a->n; i++) {
        if (eval(d, a->v[i], &v, out))
            return -1;
        if (tgt_poke(&d->t, (uint16_t)(addr + i - 1), (uint8_t)v))
            return err(out, "%s: not RAM (ROM and registers cannot be written)", a->v[0]);
    }
    return 0;
}

static int c_dis(dbg *d, args *a, FILE *out)
{
    long lo = d->t.m->cpu.pc, count = 16;
    if (a->n > 0) {
        uint16_t at[1];
        char why[200];
        if (dbg_resolve(d, a->v[0], at, 1, NULL, why, sizeof why) < 0)
            return err(out, "%s", why);
        lo = at[0];
    }
    if (a->n > 1 && eval(d, a->v[1], &count, out))
        return -1;
    uint16_t pc = (uint16_t)lo;
    for (long i = 0; i < count; i++) {
        span_header(d, pc, out);
        pc = (uint16_t)(pc + dis_line(d, pc, out));
    }
    return 0;
}

static int c_break(dbg *d, args *a, FILE *out)
{
    uint16_t at[16];
    uint32_t line = 0;
    char why[300];
    if (a->n < 1)
        return err(out, "%s", "usage: break LOCATION [if CONDITION]");
    int k = dbg_resolve(d, a->v[0], at, 16, &line, why, sizeof why);
    if (k < 0)
        return err(out, "%s", why);
    for (int i = 0; i < k; i++) {
        char what[TGT_WHAT_MAX], name[128];
        snprintf(what, sizeof what, "%s", a->v[0]);
        int id = tgt_break(&d->t, at[i], a->cond, what, 0);
        if (id < 0)
            return err(out, "%s", "too many breakpoints");
        dbg_addr_name(d, at[i], name, sizeof name);
        fprintf(out, "breakpoint %d at $%04X %s", id, at[i], name);
        if (line) fprintf(out, " (line %lu)", (unsigned long)line);
        if (a->cond[0]) fprintf(out, " if %s", a->cond);
        fprintf(out, "\n");
    }
    return 0;
}

/* watch [r|w|rw] WHAT [if COND]: WHAT is ADDR, ADDR-ADDR, ADDR LEN or a C
 * global (its whole object). */
static int c_watch(dbg *d, args *a, FILE *out)
{
    int mode = TGT_WATCH_W, i = 0;
    if (a->n > 0 && (!strcmp(a->v[0], "r") || !strcmp(a->v[0], "w") || !strcmp(a->v[0], "rw"))) {
        mode = !strcmp(a->v[0], "r") ? TGT_WATCH_R : !strcmp(a->v[0], "w") ? TGT_WATCH_W
             : TGT_WATCH_R | TGT_WATCH_W;
        i = 1;
    }
    if (i >= a->n)
        return err(out, "%s", "usage: watch [r|w|rw] ADDR[-ADDR]|NAME [if CONDITION]");
    long lo, hi;
    dbg_var g;
    char *dash = strchr(a->v[i] + 1, '-');
    if (dash) {
        *dash = 0;
        if (eval(d, a->v[i], &lo, out) || eval(d, dash + 1, &hi, out))
            return -1;
        *dash = '-';
    } else if (!dbg_var_named(d, d->frame, a->v[i], &g) || !dbg_global(d, a->v[i], &g)) {
        lo = g.addr;
        hi = g.addr + (g.bytes > 0 ? g.bytes : 1) - 1;
    } else {
        if (eval(d, a->v[i], &lo, out))
            return -1;
        hi = lo;
        if (i + 1 < a->n && eval(d, a->v[i + 1], &hi, out) == 0)
            hi = lo + hi - 1;
    }
    int id = tgt_watch(&d->t, (uint16_t)lo, (uint16_t)hi, mode, a->cond, a->v[i]);
    if (id < 0)
        return err(out, "%s", "too many watchpoints");
    fprintf(out, "watchpoint %d: %s $%04lX-$%04lX (%s)%s%s\n", id,
            mode == TGT_WATCH_R ? "read" : mode == TGT_WATCH_W ? "write" : "read/write",
            lo, hi, a->v[i], a->cond[0] ? " if " : "", a->cond);
    return 0;
}

static int c_list_bp(dbg *d, args *a, FILE *out)
{
    (void)a;
    int any = 0;
    for (int i = 0; i < TGT_BP_MAX; i++) {
        const tgt_bp *b = &d->t.bp[i];
        if (!b->id)
            continue;
        char name[128];
        dbg_addr_name(d, b->addr, name, sizeof name);
        fprintf(out, "  %d  break $%04X %s  (%s)%s%s%s  hits %u\n", b->id, b->addr, name, b->what,
                b->enabled ? "" : " disabled", b->cond[0] ? " if " : "", b->cond, b->hits);
        any = 1;
    }
    for (int i = 0; i < TGT_WP_MAX; i++) {
        const tgt_wp *w = &d->t.wp[i];
        if (!w->id)
            continue;
        fprintf(out, "  %d  watch %s $%04X-$%04X (%s)%s%s  hits %u\n", w->id,
                w->mode == 1 ? "r" : w->mode == 2 ? "w" : "rw", w->lo, w->hi, w->what,
                w->cond[0] ? " if " : "", w->cond, w->hits);
        any = 1;
    }
    if (!any)
        fprintf(out, "  no breakpoints or watchpoints\n");
    return 0;
}

static int id_arg(dbg *d, args *a, FILE *out, long *id)
{
    *id = 0;
    return a->n > 0 ? eval(d, a->v[0], id, out) : 0;
}

static int c_delete(dbg *d, args *a, FILE *out)
{
    long id;
    if (id_arg(d, a, out, &id))
        return -1;
    return tgt_delete(&d->t, (int)id) ? err(out, "no breakpoint %s", a->v[0]) : 0;
}

static int c_enable(dbg *d, args *a, FILE *out, int on)
{
    long id;
    if (id_arg(d, a, out, &id))
        return -1;
    return tgt_enable(&d->t, (int)id, on) ? err(out, "no breakpoint %s", a->v[0]) : 0;
}
static int c_en(dbg *d, args *a, FILE *out) { return c_enable(d, a, out, 1); }
static int c_dis_bp(dbg *d, args *a, FILE *out) { return c_enable(d, a, out, 0); }

static int run(dbg *d, int how, uint32_t arg, FILE *out)
{
    d->frame = 0;
    tgt_run(&d->t, how, arg);
    mon_stopped(d, out);
    return 0;
}

static long count_arg(dbg *d, args *a, FILE *out)
{
    long n = 1;
    if (a->n > 0 && eval(d, a->v[0], &n, out))
        return -1;
    return n < 1 ? 1 : n;
}

/* Steps N times, showing only the last stop (or the first that is not a step). */
static int steps(dbg *d, args *a, FILE *out, int how)
{
    long n = count_arg(d, a, out);
    if (n < 0)
        return -1;
    d->frame = 0;
    for (long i = 0; i < n; i++)
        if (tgt_run(&d->t, how, 0) != TGT_STOP_STEP)
            break;
    mon_stopped(d, out);
    return 0;
}

static int c_cont(dbg *d, args *a, FILE *out) { (void)a; return run(d, TGT_RUN_CONT, 0, out); }
static int c_stepi(dbg *d, args *a, FILE *out) { return steps(d, a, out, TGT_RUN_INSN); }
static int c_next(dbg *d, args *a, FILE *out) { return steps(d, a, out, TGT_RUN_NEXT); }
static int c_step(dbg *d, args *a, FILE *out) { return steps(d, a, out, TGT_RUN_STEP); }

static int c_finish(dbg *d, args *a, FILE *out)
{
    (void)a;
    dbg_frame f[2];
    if (dbg_stack(d, f, 2) < 2 || f[0].ret_slot < 0)
        return err(out, "%s", "no caller to return to");
    return run(d, TGT_RUN_FINISH, (uint32_t)f[0].ret_slot + 1, out);
}

static int c_frame(dbg *d, args *a, FILE *out)
{
    long f;
    if (a->n < 1)
        return err(out, "%s", "usage: toframe N (a logical frame, as in the trace)");
    if (eval(d, a->v[0], &f, out))
        return -1;
    if (f <= (long)tgt_frame(&d->t))
        return err(out, "frame %s has been latched already", a->v[0]);
    return run(d, TGT_RUN_FRAME, (uint32_t)f, out);
}

static int c_nextframe(dbg *d, args *a, FILE *out)
{
    (void)a;
    return run(d, TGT_RUN_FRAME, tgt_frame(&d->t) + 1, out);
}

static int c_until(dbg *d, args *a, FILE *out)
{
    uint16_t at[16];
    char why[300];
    if (a->n < 1)
        return err(out, "%s", "usage: until LOCATION");
    int k = dbg_resolve(d, a->v[0], at, 16, NULL, why, sizeof why);
    if (k < 0)
        return err(out, "%s", why);
    for (int i = 0; i < k; i++)
        tgt_break(&d->t, at[i], "", a->v[0], 1);
    d->frame = 0;
    tgt_run(&d->t, TGT_RUN_CONT, 0);
    for (int i = 0; i < TGT_BP_MAX; i++)      /* the others of the set go too */
        if (d->t.bp[i].id && d->t.bp[i].temp)
            tgt_delete(&d->t, d->t.bp[i].id);
    mon_stopped(d, out);
    return 0;
}

static void frame_line(dbg *d, int i, const dbg_frame *f, FILE *out)
{
    char name[128], at[1100];
    dbg_addr_name(d, f->pc, name, sizeof name);
    dbg_where(d, f->line, at, sizeof at);
    fprintf(out, "  #%d  $%04X in %s(", i, f->pc, f->func ? f->func->name : name[0] != '$' ? name : "??");
    if (f->func) {
        dbg_var v[DBG_VARS_MAX];
        int n = dbg_vars(d, f, v, DBG_VARS_MAX);
        for (int k = 0, first = 1; k < n; k++) {
            if (v[k].kind != DBG_VAR_ARG)
                continue;
            char val[200];
            dbg_value(d, &v[k], val, sizeof val);
            fprintf(out, "%s%s=%s", first ? "" : ", ", v[k].decl.name, val);
            first = 0;
        }
    }
    fprintf(out, ")%s%s\n", at[0] ? " at " : "", at);
}

static int c_bt(dbg *d, args *a, FILE *out)
{
    (void)a;
    dbg_frame f[DBG_FRAMES_MAX];
    int n = dbg_stack(d, f, DBG_FRAMES_MAX);
    for (int i = 0; i < n; i++)
        frame_line(d, i, &f[i], out);
    return 0;
}

static void show_var(dbg *d, const dbg_var *v, FILE *out)
{
    static const char *const kind[] = { "arg", "local", "global" };
    char val[400];
    dbg_value(d, v, val, sizeof val);
    fprintf(out, "  %-6s %s %s = %s  @$%04X\n", kind[v->kind], v->decl.type, v->decl.name, val, v->addr);
}

static int c_locals(dbg *d, args *a, FILE *out)
{
    long want = d->frame;
    if (a->n > 0 && eval(d, a->v[0], &want, out))
        return -1;
    dbg_frame f[DBG_FRAMES_MAX];
    int n = dbg_stack(d, f, DBG_FRAMES_MAX);
    if (want < 0 || want >= n)
        return err(out, "no frame %s (bt lists them)", a->v[0]);
    if (!f[want].func)
        return err(out, "%s", "no C function there");
    dbg_var v[DBG_VARS_MAX];
    int k = dbg_vars(d, &f[want], v, DBG_VARS_MAX);
    fprintf(out, "  frame #%ld %s:\n", want, f[want].func->name);
    for (int i = 0; i < k; i++)
        show_var(d, &v[i], out);
    return 0;
}

/* print NAME: an argument or local of the selected frame, a global; else
 * an expression. */
static int c_print(dbg *d, args *a, FILE *out)
{
    if (!a->rest[0])
        return err(out, "%s", "usage: print NAME|EXPRESSION");
    dbg_var v;
    if (!dbg_var_named(d, d->frame, a->rest, &v)) {
        show_var(d, &v, out);
        return 0;
    }
    long x;
    if (eval(d, a->rest, &x, out))
        return -1;
    fprintf(out, "  %ld ($%lX)\n", x, (unsigned long)x & 0xFFFFFFFFul);
    return 0;
}

/* frame [N], up, down: the frame print, locals and list look at. */
static int select_frame(dbg *d, long want, FILE *out)
{
    dbg_frame f[DBG_FRAMES_MAX];
    int n = dbg_stack(d, f, DBG_FRAMES_MAX);
    if (want < 0 || want >= n) {
        fprintf(out, "error: no frame %ld (0-%d)\n", want, n - 1);
        return -1;
    }
    d->frame = (int)want;
    frame_line(d, d->frame, &f[d->frame], out);
    return 0;
}

static int c_frame_sel(dbg *d, args *a, FILE *out)
{
    long want = d->frame;
    if (a->n > 0 && eval(d, a->v[0], &want, out))
        return -1;
    return select_frame(d, want, out);
}
static int c_up(dbg *d, args *a, FILE *out) { (void)a; return select_frame(d, d->frame + 1, out); }
static int c_down(dbg *d, args *a, FILE *out) { (void)a; return select_frame(d, d->frame - 1, out); }

static int c_io(dbg *d, args *a, FILE *out)
{
    (void)a;
    for (int i = 0; i < ioreg_count; i++) {
        const ioreg *r = &ioreg_table[i];
        if (r->readable)
            fprintf(out, "  $%04X %-12s $%02X  %s\n", r->addr, r->name, tgt_peek(&d->t, r->addr), r->what);
        else
            fprintf(out, "  $%04X %-12s --   %s\n", r->addr, r->name, r->what);
    }
    return 0;
}

static void trace_row(const cmp_event *e, FILE *out)
{
    if (e) fprintf(out, "%6lu %-34.34s", (unsigned long)e->frame, e->text);
    else fprintf(out, "%6s %-34s", "", "");
}

/* trace [N]: the last N lines; with the native trace (--compare), side by
 * side, each differing row marked '>', and the native's next event. */
static int c_trace(dbg *d, args *a, FILE *out)
{
    long n = 10;
    if (a->n > 0 && eval(d, a->v[0], &n, out))
        return -1;
    const cmp_trace *r = &d->t.trace, *nat = &d->t.native;
    size_t from = r->n > (size_t)n ? r->n - (size_t)n : 0;
    if (!nat->ev) {
        for (size_t i = from; i < r->n; i++)
            fprintf(out, "  %lu %s\n", (unsigned long)r->ev[i].frame, r->ev[i].text);
        return 0;
    }
    fprintf(out, "      # %-41s %s\n", "ROM", "native");
    long first = -1;
    for (size_t i = 0; i < r->n && first < 0; i++)
        if (i >= nat->n || r->ev[i].frame != nat->ev[i].frame || strcmp(r->ev[i].text, nat->ev[i].text))
            first = (long)i;
    for (size_t i = from; i < r->n; i++) {
        int same = i < nat->n && r->ev[i].frame == nat->ev[i].frame && !strcmp(r->ev[i].text, nat->ev[i].text);
        fprintf(out, "%c%6lu", same ? ' ' : '>', (unsigned long)i + 1);
        trace_row(&r->ev[i], out);
        fprintf(out, "  ");
        trace_row(i < nat->n ? &nat->ev[i] : NULL, out);
        fprintf(out, "\n");
    }
    if (r->n < nat->n) {
        fprintf(out, " %6lu%-41s  ", (unsigned long)r->n + 1, " (next)");
        trace_row(&nat->ev[r->n], out);
        fprintf(out, "\n");
    }
    if (first >= 0)
        fprintf(out, "  first difference: event %ld\n", first + 1);
    return 0;
}

/* list [LOCATION]: the C source around it (default: PC). */
static int c_list(dbg *d, args *a, FILE *out)
{
    uint16_t at[1] = { d->t.m->cpu.pc };
    char why[300], buf[240];
    if (a->n > 0 && dbg_resolve(d, a->v[0], at, 1, NULL, why, sizeof why) < 0)
        return err(out, "%s", why);
    const dbi_line *l = dbi_line_of(&d->info, at[0]);
    if (!l || !dbg_source(d, l->file)) {
        char where[8];
        snprintf(where, sizeof where, "$%04X", at[0]);
        return err(out, "%s: no C source there", where);
    }
    for (uint32_t k = l->line > 5 ? l->line - 5 : 1; k <= l->line + 5; k++) {
        dbi_line x = { l->file, k };
        fprintf(out, "%c %5lu  %s\n", k == l->line ? '>' : ' ', (unsigned long)k,
                source_line(d, &x, buf, sizeof buf));
    }
    return 0;
}

static int c_quit(dbg *d, args *a, FILE *out) { (void)d; (void)a; (void)out; return 1; }
static int c_help(dbg *d, args *a, FILE *out);

typedef struct cmd {
    const char *names;       /* space-separated: the first is the name */
    int (*fn)(dbg *d, args *a, FILE *out);
    const char *usage;
} cmd;

static const cmd cmds[] = {
    { "registers r", c_regs, "registers [REG=VALUE...]  registers, flags, cycles, frame (or set them)" },
    { "mem m", c_mem, "mem ADDR [END|LEN]         hex and ASCII dump" },
    { "> poke", c_poke, "> ADDR BYTE...             write bytes into RAM" },
    { "disass d", c_dis, "disass [LOCATION [COUNT]]  disassembly with labels and C lines" },
    { "break b bk", c_break, "break LOCATION [if COND]   breakpoint: $ADDR, label, function, FILE:LINE" },
    { "watch w", c_watch, "watch [r|w|rw] ADDR[-END]|NAME [if COND]  watchpoint" },
    { "info bl", c_list_bp, "info                       list breakpoints and watchpoints" },
    { "delete del", c_delete, "delete [ID]                delete one (or all)" },
    { "enable en", c_en, "enable [ID]                enable one (or all)" },
    { "disable dis", c_dis_bp, "disable [ID]               disable one (or all)" },
    { "continue c g x", c_cont, "continue                   run to a breakpoint, a watchpoint or the end" },
    { "stepi z si", c_stepi, "stepi [N]                  one instruction (N of them)" },
    { "next n", c_next, "next [N]                   one C line, over calls" },
    { "step s", c_step, "step [N]                   one C line, into calls" },
    { "finish fin ret", c_finish, "finish                     run out of the current function" },
    { "until u", c_until, "until LOCATION             run to a location (a one-time breakpoint)" },
    { "toframe tf", c_frame, "toframe N                  run to the latch of logical frame N" },
    { "nextframe nf", c_nextframe, "nextframe                  run to the next frame's latch" },
    { "bt backtrace where", c_bt, "bt                         the C call stack with arguments" },
    { "frame f", c_frame_sel, "frame [N]                  select a frame of bt for print, locals, watch" },
    { "up", c_up, "up                         the caller's frame" },
    { "down", c_down, "down                       the callee's frame" },
    { "locals l", c_locals, "locals [FRAME]             arguments and locals of a frame" },
    { "print p", c_print, "print NAME|EXPRESSION      a C variable or an expression" },
    { "io", c_io, "io                         the console's I/O registers by name" },
    { "trace t", c_trace, "trace [N]                  the last N trace lines (ROM beside native)" },
    { "list", c_list, "list [LOCATION]            the C source around a location" },
    { "help h ?", c_help, "help                       this list" },
    { "quit q", c_quit, "quit                       leave" },
};

static int c_help(dbg *d, args *a, FILE *out)
{
    (void)d; (void)a;
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
        fprintf(out, "  %s\n", cmds[i].usage);
    fprintf(out, "  LOCATION: $8A66, _odin_think, odin_think (C function), cart/odin/odin_ai.c:187\n"
                 "  COND, ADDR: expressions (A X Y S P PC C Z N V, [ADDR], [ADDR].w, labels, == && ...)\n");
    return 0;
}

static const cmd *find(const char *word)
{
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        const char *p = cmds[i].names;
        size_t wl = strlen(word);
        while (*p) {
            size_t l = strcspn(p, " ");
            if (l == wl && !strncmp(p, word, l))
                return &cmds[i];
            p += l;
            p += *p == ' ';
        }
    }
    return NULL;
}

int mon_command(dbg *d, const char *line, FILE *out)
{
    char buf[512], word[32];
    args a;
    memset(&a, 0, sizeof a);
    snprintf(buf, sizeof buf, "%s", line);
    buf[strcspn(buf, "\r\n#")] = 0;
    char *s = buf;
    while (isspace((unsigned char)*s))
        s++;
    if (!*s)
        return 0;
    size_t wl = s[0] == '>' ? 1 : strcspn(s, " \t");
    snprintf(word, sizeof word, "%.*s", (int)wl, s);
    s += wl;
    while (isspace((unsigned char)*s))
        s++;
    char *iff = strstr(s, " if ");
    a.cond = "";
    if (iff) {
        *iff = 0;
        a.cond = iff + 4;
    }
    size_t e = strlen(s);
    while (e && isspace((unsigned char)s[e - 1]))
        s[--e] = 0;
    a.rest = s;
    static char copy[512];
    snprintf(copy, sizeof copy, "%s", s);
    for (char *t = strtok(copy, " \t"); t && a.n < ARGS_MAX; t = strtok(NULL, " \t"))
        a.v[a.n++] = t;
    const cmd *c = find(word);
    if (!c)
        return err(out, "unknown command %s (help lists them)", word);
    return c->fn(d, &a, out);
}

int mon_loop(dbg *d, FILE *in, FILE *out, int *quit)
{
    char line[512];
    int tty = isatty(fileno(in)), failed = 0;
    for (;;) {
        fprintf(out, "(annex) ");
        fflush(out);
        if (!fgets(line, sizeof line, in))
            break;
        if (!tty)
            fputs(line, out);
        int st = mon_command(d, line, out);
        if (st == 1) {
            *quit = 1;
            break;
        }
        if (st < 0)
            failed = 1;
    }
    if (!tty)
        fputc('\n', out);
    return failed;
}
