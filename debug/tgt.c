/* tgt.c — see tgt.h. */
#include "debug/tgt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "debug/ioreg.h"
#include "emu/headless.h"
#include "util/fileio.h"

/* ---- expressions over the machine ---- */

static int reg_of(void *ctx, const char *name, long *out)
{
    tgt *t = ctx;
    const cpu *c = &t->m->cpu;
    static const struct { const char *n; uint8_t bit; } flags[] = {
        { "C", CPU_C }, { "Z", CPU_Z }, { "I", CPU_I }, { "D", CPU_D }, { "V", CPU_V }, { "N", CPU_N },
    };
    if (!strcmp(name, "A")) *out = c->a;
    else if (!strcmp(name, "X")) *out = c->x;
    else if (!strcmp(name, "Y")) *out = c->y;
    else if (!strcmp(name, "S") || !strcmp(name, "SP")) *out = c->s;
    else if (!strcmp(name, "P")) *out = c->p;
    else if (!strcmp(name, "PC")) *out = c->pc;
    else if (!strcmp(name, "CYCLES")) *out = (long)c->cycles;
    else if (!strcmp(name, "FRAME")) *out = (long)tgt_frame(t);
    else {
        for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
            if (!strcmp(name, flags[i].n)) {
                *out = !!(c->p & flags[i].bit);
                return 0;
            }
        return -1;
    }
    return 0;
}

static int name_of(void *ctx, const char *name, long *out)
{
    tgt *t = ctx;
    const dbi_label *l = t->info ? dbi_label_named(t->info, name) : NULL;
    const ioreg *r = ioreg_named(name);
    if (!l && r) {
        *out = r->addr;
        return 0;
    }
    if (!l)
        return -1;
    *out = l->addr;
    return 0;
}

static uint8_t peek_cb(void *ctx, uint16_t a)
{
    return tgt_peek(ctx, a);
}

static int var_of(void *ctx, const char *name, long *out)
{
    tgt *t = ctx;
    return t->var_fn ? t->var_fn(t->var_ctx, name, out) : -1;
}

void tgt_env(tgt *t, ex_env *env)
{
    env->var = var_of;
    env->reg = reg_of;
    env->name = name_of;
    env->peek = peek_cb;
    env->ctx = t;
}

/* A condition holds (an empty one always). One that cannot be evaluated
 * holds too, so the stop shows the problem (cond_err). */
static int holds(tgt *t, const char *cond)
{
    if (!cond[0])
        return 1;
    ex_env env;
    long v;
    tgt_env(t, &env);
    if (ex_eval(cond, &env, &v, t->cond_err, sizeof t->cond_err))
        return 1;
    return v != 0;
}

/* ---- memory ---- */

uint8_t tgt_peek(tgt *t, uint16_t a)
{
    return bus_peek(&t->m->bus, a);
}

int tgt_poke(tgt *t, uint16_t a, uint8_t v)
{
    bus *b = &t->m->bus;
    if (a >= BUS_SRAM_BASE && a < BUS_SRAM_BASE + CON_SRAM_SIZE) {
        hw_sram_set(b->hw, (uint16_t)(a - BUS_SRAM_BASE), v);
        return 0;
    }
    uint8_t *page = b->map.wr[a >> 8];
    if (!page)
        return -1;
    page[a & 0xFF] = v;
    return 0;
}

uint32_t tgt_frame(const tgt *t)
{
    return t->e->hw.frame;
}

/* ---- watchpoints: the debugger's page table ---- */

static const tgt_wp *watched(tgt *t, uint16_t a, int mode)
{
    for (int i = 0; i < TGT_WP_MAX; i++) {
        const tgt_wp *w = &t->wp[i];
        if (w->id && (w->mode & mode) && a >= w->lo && a <= w->hi)
            return w;
    }
    return NULL;
}

static void hit(tgt *t, const tgt_wp *w, uint16_t a, uint8_t v, int write)
{
    if (t->reason == TGT_STOP_WATCH)
        return;                      /* the first access of the instruction */
    t->reason = TGT_STOP_WATCH;
    t->hit_id = w->id;
    t->hit_addr = a;
    t->hit_val = v;
    t->hit_write = (uint8_t)write;
    cpu_halt(&t->m->cpu);
}

static uint8_t wp_read(void *ctx, uint16_t a)
{
    tgt *t = ctx;
    const cpu_bus *orig = &t->m->bus.map;
    const uint8_t *page = orig->rd[a >> 8];
    uint8_t v = page ? page[a & 0xFF] : orig->io_read(orig->ctx, a);
    const tgt_wp *w = watched(t, a, TGT_WATCH_R);
    if (w)
        hit(t, w, a, v, 0);
    return v;
}

static void wp_write(void *ctx, uint16_t a, uint8_t v)
{
    tgt *t = ctx;
    const cpu_bus *orig = &t->m->bus.map;
    uint8_t *page = orig->wr[a >> 8];
    if (page)
        page[a & 0xFF] = v;
    else
        orig->io_write(orig->ctx, a, v);
    const tgt_wp *w = watched(t, a, TGT_WATCH_W);
    if (w)
        hit(t, w, a, v, 1);
}

/* The CPU's page table: the console's own when nothing is watched (the
 * fast path untouched), else a copy whose watched pages call back. */
static void remap(tgt *t)
{
    int any = 0;
    t->map = t->m->bus.map;
    t->map.io_read = wp_read;
    t->map.io_write = wp_write;
    t->map.ctx = t;
    for (int i = 0; i < TGT_WP_MAX; i++) {
        const tgt_wp *w = &t->wp[i];
        if (!w->id)
            continue;
        any = 1;
        for (unsigned p = w->lo >> 8; p <= (unsigned)(w->hi >> 8); p++) {
            if (w->mode & TGT_WATCH_R) t->map.rd[p] = NULL;
            if (w->mode & TGT_WATCH_W) t->map.wr[p] = NULL;
        }
    }
    t->m->cpu.bus = any ? &t->map : &t->m->bus.map;
}

/* ---- breakpoints ---- */

static void count_bps(tgt *t)
{
    memset(t->bp_at, 0, sizeof t->bp_at);
    t->nbp = 0;
    for (int i = 0; i < TGT_BP_MAX; i++)
        if (t->bp[i].id && t->bp[i].enabled) {
            t->bp_at[t->bp[i].addr]++;
            t->nbp++;
        }
}

static void copy(char *dst, size_t n, const char *s)
{
    snprintf(dst, n, "%s", s ? s : "");
}

int tgt_break(tgt *t, uint16_t addr, const char *cond, const char *what, int temp)
{
    for (int i = 0; i < TGT_BP_MAX; i++) {
        tgt_bp *b = &t->bp[i];
        if (b->id)
            continue;
        memset(b, 0, sizeof *b);
        b->id = ++t->next_id;
        b->addr = addr;
        b->enabled = 1;
        b->temp = (uint8_t)temp;
        copy(b->cond, sizeof b->cond, cond);
        copy(b->what, sizeof b->what, what);
        count_bps(t);
        return b->id;
    }
    return -1;
}

int tgt_watch(tgt *t, uint16_t lo, uint16_t hi, int mode, const char *cond, const char *what)
{
    for (int i = 0; i < TGT_WP_MAX; i++) {
        tgt_wp *w = &t->wp[i];
        if (w->id)
            continue;
        memset(w, 0, sizeof *w);
        w->id = ++t->next_id;
        w->lo = lo;
        w->hi = hi < lo ? lo : hi;
        w->mode = (uint8_t)mode;
        copy(w->cond, sizeof w->cond, cond);
        copy(w->what, sizeof w->what, what);
        remap(t);
        return w->id;
    }
    return -1;
}

int tgt_delete(tgt *t, int id)
{
    int found = 0;
    for (int i = 0; i < TGT_BP_MAX; i++)
        if (t->bp[i].id && (!id || t->bp[i].id == id)) {
            t->bp[i].id = 0;
            found = 1;
        }
    for (int i = 0; i < TGT_WP_MAX; i++)
        if (t->wp[i].id && (!id || t->wp[i].id == id)) {
            t->wp[i].id = 0;
            found = 1;
        }
    count_bps(t);
    remap(t);
    return found || !id ? 0 : -1;
}

int tgt_enable(tgt *t, int id, int on)
{
    int found = 0;
    for (int i = 0; i < TGT_BP_MAX; i++)
        if (t->bp[i].id && (!id || t->bp[i].id == id)) {
            t->bp[i].enabled = (uint8_t)on;
            found = 1;
        }
    count_bps(t);
    return found || !id ? 0 : -1;
}

/* ---- the cartridge's callbacks ---- */

static void on_input(void *ctx, uint32_t frame, hw_input *out)
{
    tgt *t = ctx;
    memset(out, 0, sizeof *out);
    if (t->stop_at && frame >= t->stop_at) {
        /* Where annex --headless ends the run: this frame is not played. */
        t->ended = 1;
        snprintf(t->msg, sizeof t->msg, "the run is over: frame %lu is past the movie's end",
                 (unsigned long)frame);
        cpu_halt(&t->m->cpu);
        return;
    }
    if (t->has_movie)
        mov_input(&t->player, frame, out);
    if (t->want_frame && frame == t->want_frame) {
        t->reason = TGT_STOP_FRAME;
        t->want_frame = 0;
        cpu_halt(&t->m->cpu);
    }
}

static void on_trace(void *ctx, uint32_t frame, const char *line)
{
    tgt *t = ctx;
    if (t->stop_at && frame >= t->stop_at)
        return;
    cmp_trace_add(&t->trace, frame, line);
    if (t->trace_out)
        fprintf(t->trace_out, "%lu %s\n", (unsigned long)frame, line);
}

/* ---- open / close ---- */

int tgt_open(tgt *t, const char *rom, const char *movie, const char *trace_path,
             char *err, size_t n)
{
    memset(t, 0, sizeof *t);
    t->e = eng_rom_open(rom, err, n);
    if (!t->e)
        return -1;
    t->m = mach_of_engine(t->e);
    if (movie) {
        if (mvf_load(&t->movie, movie, err, n)) {
            tgt_close(t);
            return -1;
        }
        mvf_play(&t->movie, &t->player);
        t->has_movie = 1;
        if (t->e->hw.machine == CON_MACHINE_ANY)
            t->e->hw.machine = t->movie.machine;
    }
    t->stop_at = hl_stop_frame(-1, t->movie.last_frame, t->movie.end_frame);
    if (trace_path && !(t->trace_out = fopen(trace_path, "w"))) {
        snprintf(err, n, "%s: cannot write", trace_path);
        tgt_close(t);
        return -1;
    }
    t->e->hw.input_fn = on_input;
    t->e->hw.input_ctx = t;
    t->e->hw.trace_fn = on_trace;
    t->e->hw.trace_ctx = t;
    remap(t);
    return 0;
}

void tgt_close(tgt *t)
{
    if (t->trace_out)
        fclose(t->trace_out);
    eng_close(t->e);
    mvf_free(&t->movie);
    cmp_trace_free(&t->trace);
    cmp_trace_free(&t->native);
    memset(t, 0, sizeof *t);
}

/* ---- running ---- */

/* Where a step stands: the C line and the stack pointer it began at. */
typedef struct step_from {
    int      line;                   /* index into info->lines, or DBI_NONE */
    uint8_t  s;
    uint32_t limit;                  /* TGT_RUN_FINISH: stop once S >= this */
} step_from;

static int at_line_start(const tgt *t, uint16_t pc, int *line)
{
    if (!t->info || !t->info->line_start[pc] || t->info->line_at[pc] == DBI_NONE)
        return 0;
    *line = t->info->line_at[pc];
    return 1;
}

/* Entering a C function (STEP): it stops past the prologue, where the
 * arguments can be read, even when the body shares the line. */
static int entered(const tgt *t, uint16_t pc, int *prologue)
{
    const dbi_func *fn = dbi_func_of(t->info, pc);
    *prologue = fn && fn->start == pc && dbi_func_body(t->info, fn) != pc;
    return fn && fn->start != dbi_func_body(t->info, fn) && pc == dbi_func_body(t->info, fn);
}

/* After one instruction: has the step arrived? */
static int step_done(const tgt *t, int how, const step_from *f)
{
    const cpu *c = &t->m->cpu;
    int line;
    switch (how) {
    case TGT_RUN_INSN:
        return 1;
    case TGT_RUN_STEP: {
        int prologue;
        if (entered(t, c->pc, &prologue))
            return 1;
        return at_line_start(t, c->pc, &line) && (line != f->line || c->s != f->s) && !prologue;
    }
    case TGT_RUN_NEXT:
        return c->s >= f->s && at_line_start(t, c->pc, &line) && (line != f->line || c->s != f->s);
    case TGT_RUN_FINISH:
        return c->s >= f->limit;
    default:
        return 0;
    }
}

/* A breakpoint at PC whose condition holds: its id, else 0. */
static int bp_hit(tgt *t)
{
    uint16_t pc = t->m->cpu.pc;
    if (!t->bp_at[pc])
        return 0;
    for (int i = 0; i < TGT_BP_MAX; i++) {
        tgt_bp *b = &t->bp[i];
        if (b->id && b->enabled && b->addr == pc && holds(t, b->cond)) {
            int id = b->id;
            b->hits++;
            if (b->temp) {
                b->id = 0;
                count_bps(t);
            }
            return id;
        }
    }
    return 0;
}

/* One mach_run: its status, with the run's end noted. */
static int advance(tgt *t, int one)
{
    mach *m = t->m;
    int st = mach_run(m, one ? m->cpu.cycles + 1 : UINT64_MAX);
    if (st == MACH_EXIT) {
        t->ended = 1;
        snprintf(t->msg, sizeof t->msg, "the cartridge exited (code %u)", t->e->hw.exit_code);
    } else if (st == MACH_ERROR) {
        t->ended = 1;
        snprintf(t->msg, sizeof t->msg, "the machine stopped: %s", m->error);
    } else if (st == MACH_FRAME && m->frames >= HL_GAME_GUARD) {
        t->ended = 1;
        snprintf(t->msg, sizeof t->msg, "no end after %llu displayed frames (hang guard)",
                 (unsigned long long)m->frames);
    }
    return st;
}

/* A watch hit stops only when its condition holds. */
static int watch_stops(tgt *t)
{
    for (int i = 0; i < TGT_WP_MAX; i++)
        if (t->wp[i].id == t->hit_id) {
            if (!holds(t, t->wp[i].cond))
                return 0;
            t->wp[i].hits++;
            return 1;
        }
    return 0;
}

static int stop(tgt *t, int reason)
{
    t->reason = t->ended ? TGT_STOP_END : reason;
    return t->reason;
}

int tgt_run(tgt *t, int how, uint32_t arg)
{
    const cpu *c = &t->m->cpu;
    step_from f = { DBI_NONE, c->s, arg };
    if (t->info && t->info->line_at[c->pc] != DBI_NONE)
        f.line = t->info->line_at[c->pc];
    t->interrupt = 0;
    t->cond_err[0] = 0;
    t->want_frame = how == TGT_RUN_FRAME ? arg : 0;
    if (t->ended)
        return stop(t, TGT_STOP_END);
    int one = how != TGT_RUN_CONT && how != TGT_RUN_FRAME;
    for (unsigned long k = 0;; k++) {
        int per_insn = one || t->nbp;
        t->reason = TGT_STOP_NONE;
        advance(t, per_insn);
        if (t->ended)
            return stop(t, TGT_STOP_END);
        if (t->reason == TGT_STOP_WATCH && watch_stops(t))
            return stop(t, TGT_STOP_WATCH);
        if (t->reason == TGT_STOP_FRAME)
            return stop(t, TGT_STOP_FRAME);
        if (per_insn) {
            if ((t->hit_id = bp_hit(t)) != 0)
                return stop(t, TGT_STOP_BREAK);
            if (one && step_done(t, how, &f))
                return stop(t, TGT_STOP_STEP);
        }
        if (t->interrupt && (!per_insn || !(k & 0xFFFF)))
            return stop(t, TGT_STOP_PAUSE);
    }
}
