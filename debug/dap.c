/* dap.c — see dap.h. Messages are "Content-Length: N\r\n\r\n" then N bytes
 * of JSON (cJSON). One function per request. */
#define _XOPEN_SOURCE 700         /* realpath */
#include "debug/dap.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cjson/cJSON.h>
#include "debug/dbg.h"
#include "debug/dis.h"

#define MSG_MAX (16u << 20)
#define THREAD 1
/* variablesReference: frame * REF_KINDS + kind (1-based frames). */
enum { REF_ARGS = 1, REF_LOCALS = 2, REF_REGS = 3, REF_KINDS = 4 };

typedef struct dap {
    FILE  *in, *out;
    int    seq;
    dbg    d;
    int    open, configured, stop_on_entry, done;
    size_t trace_sent;           /* trace lines already sent as output */
} dap;

/* ---- the wire ---- */

static void send(dap *s, cJSON *msg)
{
    cJSON_AddNumberToObject(msg, "seq", ++s->seq);
    char *text = cJSON_PrintUnformatted(msg);
    if (text) {
        fprintf(s->out, "Content-Length: %zu\r\n\r\n%s", strlen(text), text);
        fflush(s->out);
        free(text);
    }
    cJSON_Delete(msg);
}

static void event(dap *s, const char *name, cJSON *body)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "event");
    cJSON_AddStringToObject(m, "event", name);
    if (body)
        cJSON_AddItemToObject(m, "body", body);
    send(s, m);
}

static void respond(dap *s, const cJSON *req, cJSON *body, const char *error)
{
    cJSON *m = cJSON_CreateObject();
    const cJSON *cmd = cJSON_GetObjectItem(req, "command"), *seq = cJSON_GetObjectItem(req, "seq");
    cJSON_AddStringToObject(m, "type", "response");
    cJSON_AddNumberToObject(m, "request_seq", cJSON_IsNumber(seq) ? seq->valuedouble : 0);
    cJSON_AddBoolToObject(m, "success", error == NULL);
    cJSON_AddStringToObject(m, "command", cJSON_IsString(cmd) ? cmd->valuestring : "");
    if (error)
        cJSON_AddStringToObject(m, "message", error);
    cJSON_AddItemToObject(m, "body", body ? body : cJSON_CreateObject());
    send(s, m);
}

/* The next message, or NULL at the end of the stream. */
static cJSON *receive(dap *s)
{
    char line[256];
    long len = -1;
    while (fgets(line, sizeof line, s->in)) {
        if (!strncmp(line, "Content-Length:", 15))
            len = strtol(line + 15, NULL, 10);
        else if ((line[0] == '\r' || line[0] == '\n') && len >= 0)
            break;
    }
    if (len < 0 || (unsigned long)len > MSG_MAX)
        return NULL;
    char *buf = malloc((size_t)len + 1);
    if (!buf || fread(buf, 1, (size_t)len, s->in) != (size_t)len) {
        free(buf);
        return NULL;
    }
    buf[len] = 0;
    cJSON *j = cJSON_Parse(buf);
    free(buf);
    return j;
}

static const char *str_arg(const cJSON *args, const char *key)
{
    const cJSON *v = cJSON_GetObjectItem(args, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static long num_arg(const cJSON *args, const char *key, long dflt)
{
    const cJSON *v = cJSON_GetObjectItem(args, key);
    return cJSON_IsNumber(v) ? (long)v->valuedouble : dflt;
}

/* ---- stops ---- */

static void send_trace(dap *s)
{
    const cmp_trace *t = &s->d.t.trace;
    for (; s->trace_sent < t->n; s->trace_sent++) {
        char line[HW_TRACE_LINE + 32];
        snprintf(line, sizeof line, "%lu %s\n", (unsigned long)t->ev[s->trace_sent].frame,
                 t->ev[s->trace_sent].text);
        cJSON *b = cJSON_CreateObject();
        cJSON_AddStringToObject(b, "category", "stdout");
        cJSON_AddStringToObject(b, "output", line);
        event(s, "output", b);
    }
}

static void stopped(dap *s, const char *reason, const char *text)
{
    cJSON *b = cJSON_CreateObject();
    cJSON_AddStringToObject(b, "reason", reason);
    if (text)
        cJSON_AddStringToObject(b, "description", text);
    cJSON_AddNumberToObject(b, "threadId", THREAD);
    cJSON_AddBoolToObject(b, "allThreadsStopped", 1);
    event(s, "stopped", b);
}

/* Runs, then tells the client why it stopped (or that the run is over). */
static void run(dap *s, int how, uint32_t arg)
{
    tgt *t = &s->d.t;
    int why = tgt_run(t, how, arg);
    send_trace(s);
    if (why == TGT_STOP_END) {
        cJSON *b = cJSON_CreateObject();
        cJSON_AddStringToObject(b, "category", "console");
        char msg[300];
        snprintf(msg, sizeof msg, "%s\n", t->msg);
        cJSON_AddStringToObject(b, "output", msg);
        event(s, "output", b);
        cJSON *x = cJSON_CreateObject();
        cJSON_AddNumberToObject(x, "exitCode", s->d.t.e->hw.exit_code);
        event(s, "exited", x);
        event(s, "terminated", NULL);
        return;
    }
    stopped(s, why == TGT_STOP_BREAK ? "breakpoint" : why == TGT_STOP_WATCH ? "data breakpoint"
              : why == TGT_STOP_PAUSE ? "pause" : why == TGT_STOP_FRAME ? "goto" : "step", NULL);
}

/* ---- requests ---- */

static void r_initialize(dap *s, const cJSON *req, const cJSON *args)
{
    (void)args;
    cJSON *b = cJSON_CreateObject();
    cJSON_AddBoolToObject(b, "supportsConfigurationDoneRequest", 1);
    cJSON_AddBoolToObject(b, "supportsFunctionBreakpoints", 1);
    cJSON_AddBoolToObject(b, "supportsConditionalBreakpoints", 1);
    cJSON_AddBoolToObject(b, "supportsEvaluateForHovers", 1);
    cJSON_AddBoolToObject(b, "supportsSteppingGranularity", 1);
    cJSON_AddBoolToObject(b, "supportsDisassembleRequest", 1);
    cJSON_AddBoolToObject(b, "supportsReadMemoryRequest", 1);
    cJSON_AddBoolToObject(b, "supportsInstructionBreakpoints", 0);
    respond(s, req, b, NULL);
}

static void r_launch(dap *s, const cJSON *req, const cJSON *args)
{
    const char *rom = str_arg(args, "program"), *cwd = str_arg(args, "cwd");
    char err[600];
    if (!rom) {
        respond(s, req, NULL, "launch: no \"program\" (the ROM file)");
        return;
    }
    if (cwd && chdir(cwd)) {
        snprintf(err, sizeof err, "%s: no such folder", cwd);
        respond(s, req, NULL, err);
        return;
    }
    if (s->open)
        dbg_close(&s->d);
    if (dbg_open(&s->d, rom, str_arg(args, "movie"), str_arg(args, "trace"), err, sizeof err)) {
        s->open = 0;
        respond(s, req, NULL, err);
        return;
    }
    s->open = 1;
    s->stop_on_entry = cJSON_IsTrue(cJSON_GetObjectItem(args, "stopOnEntry"));
    respond(s, req, NULL, NULL);
    /* Breakpoints can be resolved now that the debug file is read. */
    event(s, "initialized", NULL);
}

static cJSON *source_of(dap *s, const dbi_line *l)
{
    cJSON *src = cJSON_CreateObject();
    const char *f = s->d.info.files[l->file];
    char abs[PATH_MAX];
    const char *base = strrchr(f, '/');
    cJSON_AddStringToObject(src, "name", base ? base + 1 : f);
    cJSON_AddStringToObject(src, "path", realpath(f, abs) ? abs : f);
    return src;
}

/* Breakpoints of one source: those set before for it are replaced. */
static void r_set_breakpoints(dap *s, const cJSON *req, const cJSON *args)
{
    const cJSON *src = cJSON_GetObjectItem(args, "source"), *bps = cJSON_GetObjectItem(args, "breakpoints");
    const char *path = str_arg(src, "path");
    cJSON *b = cJSON_CreateObject(), *out = cJSON_AddArrayToObject(b, "breakpoints");
    if (!s->open || !path) {
        respond(s, req, NULL, !path ? "setBreakpoints: no source path" : "setBreakpoints: launch first");
        cJSON_Delete(b);
        return;
    }
    size_t pl = strlen(path);
    for (int i = 0; i < TGT_BP_MAX; i++)
        if (s->d.t.bp[i].id && !strncmp(s->d.t.bp[i].what, path, pl) && s->d.t.bp[i].what[pl] == ':')
            tgt_delete(&s->d.t, s->d.t.bp[i].id);
    const cJSON *bp;
    cJSON_ArrayForEach(bp, bps) {
        char loc[TGT_WHAT_MAX], err[300];
        uint16_t at[16];
        uint32_t line = 0;
        long want = num_arg(bp, "line", 0);
        snprintf(loc, sizeof loc, "%s:%ld", path, want);
        int k = dbg_resolve(&s->d, loc, at, 16, &line, err, sizeof err), id = 0;
        const char *cond = str_arg(bp, "condition");
        for (int j = 0; j < k; j++) {
            int x = tgt_break(&s->d.t, at[j], cond, loc, 0);
            if (!id) id = x;
        }
        cJSON *o = cJSON_CreateObject();
        cJSON_AddBoolToObject(o, "verified", k > 0 && id > 0);
        if (id > 0) cJSON_AddNumberToObject(o, "id", id);
        cJSON_AddNumberToObject(o, "line", k > 0 ? (double)line : (double)want);
        cJSON *where = cJSON_AddObjectToObject(o, "source");
        cJSON_AddStringToObject(where, "path", path);
        if (k <= 0) cJSON_AddStringToObject(o, "message", err);
        cJSON_AddItemToArray(out, o);
    }
    respond(s, req, b, NULL);
}

static void r_set_function_breakpoints(dap *s, const cJSON *req, const cJSON *args)
{
    cJSON *b = cJSON_CreateObject(), *out = cJSON_AddArrayToObject(b, "breakpoints");
    for (int i = 0; i < TGT_BP_MAX; i++)     /* the previous function breakpoints go */
        if (s->d.t.bp[i].id && !strchr(s->d.t.bp[i].what, ':'))
            tgt_delete(&s->d.t, s->d.t.bp[i].id);
    const cJSON *bp;
    cJSON_ArrayForEach(bp, cJSON_GetObjectItem(args, "breakpoints")) {
        const char *name = str_arg(bp, "name");
        uint16_t at[1];
        char err[300] = "no name";
        int k = name && s->open ? dbg_resolve(&s->d, name, at, 1, NULL, err, sizeof err) : -1;
        int id = k > 0 ? tgt_break(&s->d.t, at[0], str_arg(bp, "condition"), name, 0) : -1;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddBoolToObject(o, "verified", id > 0);
        if (id > 0) cJSON_AddNumberToObject(o, "id", id);
        else cJSON_AddStringToObject(o, "message", err);
        cJSON_AddItemToArray(out, o);
    }
    respond(s, req, b, NULL);
}

static void r_configuration_done(dap *s, const cJSON *req, const cJSON *args)
{
    (void)args;
    respond(s, req, NULL, NULL);
    s->configured = 1;
    if (!s->open)
        return;
    if (s->stop_on_entry)
        stopped(s, "entry", NULL);
    else
        run(s, TGT_RUN_CONT, 0);
}

static void r_threads(dap *s, const cJSON *req, const cJSON *args)
{
    (void)args;
    cJSON *b = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(b, "threads");
    cJSON *t = cJSON_CreateObject();
    cJSON_AddNumberToObject(t, "id", THREAD);
    cJSON_AddStringToObject(t, "name", "6502");
    cJSON_AddItemToArray(arr, t);
    respond(s, req, b, NULL);
}

static void r_stack_trace(dap *s, const cJSON *req, const cJSON *args)
{
    (void)args;
    dbg_frame f[DBG_FRAMES_MAX];
    int n = s->open ? dbg_stack(&s->d, f, DBG_FRAMES_MAX) : 0;
    cJSON *b = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(b, "stackFrames");
    for (int i = 0; i < n; i++) {
        cJSON *o = cJSON_CreateObject();
        char name[160], ip[8];
        dbg_addr_name(&s->d, f[i].pc, name, sizeof name);
        snprintf(ip, sizeof ip, "0x%04X", f[i].pc);
        cJSON_AddNumberToObject(o, "id", i + 1);
        cJSON_AddStringToObject(o, "name", f[i].func ? f[i].func->name : name);
        cJSON_AddStringToObject(o, "instructionPointerReference", ip);
        cJSON_AddNumberToObject(o, "line", f[i].line ? (double)f[i].line->line : 0);
        cJSON_AddNumberToObject(o, "column", f[i].line ? 1 : 0);
        if (f[i].line)
            cJSON_AddItemToObject(o, "source", source_of(s, f[i].line));
        cJSON_AddItemToArray(arr, o);
    }
    cJSON_AddNumberToObject(b, "totalFrames", n);
    respond(s, req, b, NULL);
}

static void scope(cJSON *arr, const char *name, int ref)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddNumberToObject(o, "variablesReference", ref);
    cJSON_AddBoolToObject(o, "expensive", 0);
    cJSON_AddItemToArray(arr, o);
}

static void r_scopes(dap *s, const cJSON *req, const cJSON *args)
{
    long frame = num_arg(args, "frameId", 1);
    cJSON *b = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(b, "scopes");
    scope(arr, "Arguments", (int)(frame * REF_KINDS + REF_ARGS));
    scope(arr, "Locals", (int)(frame * REF_KINDS + REF_LOCALS));
    scope(arr, "Registers", (int)(frame * REF_KINDS + REF_REGS));
    respond(s, req, b, NULL);
}

static void variable(cJSON *arr, const char *name, const char *value, const char *type)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", name);
    cJSON_AddStringToObject(o, "value", value);
    if (type)
        cJSON_AddStringToObject(o, "type", type);
    cJSON_AddNumberToObject(o, "variablesReference", 0);
    cJSON_AddItemToArray(arr, o);
}

static void registers(dap *s, cJSON *arr)
{
    const cpu *c = &s->d.t.m->cpu;
    char v[64];
    snprintf(v, sizeof v, "$%04X", c->pc); variable(arr, "PC", v, NULL);
    snprintf(v, sizeof v, "$%02X", c->a); variable(arr, "A", v, NULL);
    snprintf(v, sizeof v, "$%02X", c->x); variable(arr, "X", v, NULL);
    snprintf(v, sizeof v, "$%02X", c->y); variable(arr, "Y", v, NULL);
    snprintf(v, sizeof v, "$%02X", c->s); variable(arr, "S", v, NULL);
    snprintf(v, sizeof v, "$%02X %c%c%c%c%c%c", c->p, c->p & CPU_N ? 'N' : '.', c->p & CPU_V ? 'V' : '.',
             c->p & CPU_D ? 'D' : '.', c->p & CPU_I ? 'I' : '.', c->p & CPU_Z ? 'Z' : '.',
             c->p & CPU_C ? 'C' : '.');
    variable(arr, "P", v, NULL);
    snprintf(v, sizeof v, "%llu", (unsigned long long)c->cycles); variable(arr, "cycles", v, NULL);
    snprintf(v, sizeof v, "%lu", (unsigned long)tgt_frame(&s->d.t)); variable(arr, "frame", v, NULL);
}

static void r_variables(dap *s, const cJSON *req, const cJSON *args)
{
    long ref = num_arg(args, "variablesReference", 0), frame = ref / REF_KINDS - 1, kind = ref % REF_KINDS;
    cJSON *b = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(b, "variables");
    dbg_frame f[DBG_FRAMES_MAX];
    int n = s->open ? dbg_stack(&s->d, f, DBG_FRAMES_MAX) : 0;
    if (kind == REF_REGS && s->open) {
        registers(s, arr);
    } else if (frame >= 0 && frame < n) {
        dbg_var v[DBG_VARS_MAX];
        int k = dbg_vars(&s->d, &f[frame], v, DBG_VARS_MAX);
        for (int i = 0; i < k; i++) {
            if ((v[i].kind == DBG_VAR_ARG) != (kind == REF_ARGS))
                continue;
            char val[400];
            dbg_value(&s->d, &v[i], val, sizeof val);
            variable(arr, v[i].decl.name, val, v[i].decl.type);
        }
    }
    respond(s, req, b, NULL);
}

/* evaluate: a variable of the frame, a global, or an expression. */
static void r_evaluate(dap *s, const cJSON *req, const cJSON *args)
{
    const char *e = str_arg(args, "expression");
    long frame = num_arg(args, "frameId", 1) - 1;
    char val[400], err[300];
    if (!s->open || !e) {
        respond(s, req, NULL, "evaluate: nothing to evaluate");
        return;
    }
    dbg_var v;
    int found = !dbg_var_named(&s->d, (int)frame, e, &v);
    if (found)
        dbg_value(&s->d, &v, val, sizeof val);
    if (!found) {
        ex_env env;
        long x;
        tgt_env(&s->d.t, &env);
        if (ex_eval(e, &env, &x, err, sizeof err)) {
            respond(s, req, NULL, err);
            return;
        }
        snprintf(val, sizeof val, "%ld ($%lX)", x, (unsigned long)x & 0xFFFFFFFFul);
    }
    cJSON *b = cJSON_CreateObject();
    cJSON_AddStringToObject(b, "result", val);
    cJSON_AddNumberToObject(b, "variablesReference", 0);
    respond(s, req, b, NULL);
}

/* A memoryReference ("0x8869", or any expression) plus an offset. */
static int address_of(dap *s, const cJSON *args, long *out, char *err, size_t n)
{
    const char *ref = str_arg(args, "memoryReference");
    ex_env env;
    if (!s->open || !ref) {
        snprintf(err, n, "no memoryReference");
        return -1;
    }
    tgt_env(&s->d.t, &env);
    if (ex_eval(ref, &env, out, err, n))
        return -1;
    *out += num_arg(args, "offset", 0);
    return 0;
}

static uint8_t dpeek(void *ctx, uint16_t a)
{
    return tgt_peek(ctx, a);
}

static const char *dname(void *ctx, uint16_t a)
{
    const dbg *d = ctx;
    const dbi_label *l = dbi_label_below(&d->info, a);
    return l && l->addr == a ? l->name : NULL;
}

/* Where to start so that instruction `back` before addr is the first: the
 * earliest start whose decoding lands on addr (6502 code has no marks). */
static uint16_t back_up(dap *s, uint16_t addr, long back)
{
    for (long from = back * 3; from >= back; from--) {
        uint16_t a = (uint16_t)(addr - from);
        long k = 0;
        while (a != addr && (uint16_t)(addr - a) <= from && k < from)
            a = (uint16_t)(a + dis_len(tgt_peek(&s->d.t, a))), k++;
        if (a == addr && k >= back) {
            a = (uint16_t)(addr - from);
            for (long skip = k - back; skip > 0; skip--)
                a = (uint16_t)(a + dis_len(tgt_peek(&s->d.t, a)));
            return a;
        }
    }
    return (uint16_t)(addr - back);
}

static void r_disassemble(dap *s, const cJSON *req, const cJSON *args)
{
    long addr, count = num_arg(args, "instructionCount", 0), off = num_arg(args, "instructionOffset", 0);
    char err[300];
    if (address_of(s, args, &addr, err, sizeof err)) {
        respond(s, req, NULL, err);
        return;
    }
    uint16_t a = off < 0 ? back_up(s, (uint16_t)addr, -off) : (uint16_t)addr;
    for (long i = 0; i < off; i++)
        a = (uint16_t)(a + dis_len(tgt_peek(&s->d.t, a)));
    cJSON *b = cJSON_CreateObject(), *arr = cJSON_AddArrayToObject(b, "instructions");
    for (long i = 0; i < count && i < 4096; i++) {
        char text[96], at[8], bytes[12] = "", name[160];
        int len = dis_one(a, dpeek, dname, &s->d, text, sizeof text);
        for (int k = 0; k < len; k++)          /* "A9 00" */
            snprintf(bytes + (k ? 3 * k - 1 : 0), sizeof bytes - 3 * (size_t)k, "%s%02X", k ? " " : "",
                     tgt_peek(&s->d.t, (uint16_t)(a + k)));
        snprintf(at, sizeof at, "0x%04X", a);
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "address", at);
        cJSON_AddStringToObject(o, "instructionBytes", bytes);
        cJSON_AddStringToObject(o, "instruction", text);
        dbg_addr_name(&s->d, a, name, sizeof name);
        if (name[0] != '$')
            cJSON_AddStringToObject(o, "symbol", name);
        const dbi_line *l = dbi_line_of(&s->d.info, a);
        if (l) {
            cJSON_AddItemToObject(o, "location", source_of(s, l));
            cJSON_AddNumberToObject(o, "line", l->line);
        }
        cJSON_AddItemToArray(arr, o);
        a = (uint16_t)(a + len);
    }
    respond(s, req, b, NULL);
}

static void r_read_memory(dap *s, const cJSON *req, const cJSON *args)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    long addr, count = num_arg(args, "count", 0);
    char err[300], at[8];
    if (address_of(s, args, &addr, err, sizeof err)) {
        respond(s, req, NULL, err);
        return;
    }
    if (count < 0 || count > 0x10000)
        count = 0x10000;
    char *data = malloc((size_t)count / 3 * 4 + 8);
    if (!data) {
        respond(s, req, NULL, "out of memory");
        return;
    }
    size_t k = 0;
    for (long i = 0; i < count; i += 3) {
        uint32_t v = 0;
        int have = count - i < 3 ? (int)(count - i) : 3;
        for (int j = 0; j < 3; j++)
            v = v << 8 | (j < have ? tgt_peek(&s->d.t, (uint16_t)(addr + i + j)) : 0);
        for (int j = 0; j < 4; j++)
            data[k++] = j <= have ? b64[(v >> (18 - 6 * j)) & 63] : '=';
    }
    data[k] = 0;
    snprintf(at, sizeof at, "0x%04lX", (unsigned long)(addr & 0xFFFF));
    cJSON *b = cJSON_CreateObject();
    cJSON_AddStringToObject(b, "address", at);
    cJSON_AddStringToObject(b, "data", data);
    free(data);
    respond(s, req, b, NULL);
}

static void resume(dap *s, const cJSON *req, int how)
{
    cJSON *b = cJSON_CreateObject();
    cJSON_AddBoolToObject(b, "allThreadsContinued", 1);
    respond(s, req, b, NULL);
    if (!s->open)
        return;
    uint32_t arg = 0;
    if (how == TGT_RUN_FINISH) {
        dbg_frame f[2];
        if (dbg_stack(&s->d, f, 2) < 2 || f[0].ret_slot < 0)
            how = TGT_RUN_STEP;                /* no caller: a step instead */
        else
            arg = (uint32_t)f[0].ret_slot + 1;
    }
    run(s, how, arg);
}

static void r_continue(dap *s, const cJSON *req, const cJSON *a) { (void)a; resume(s, req, TGT_RUN_CONT); }
static void r_next(dap *s, const cJSON *req, const cJSON *a)
{
    const char *g = str_arg(a, "granularity");
    resume(s, req, g && !strcmp(g, "instruction") ? TGT_RUN_INSN : TGT_RUN_NEXT);
}
static void r_step_in(dap *s, const cJSON *req, const cJSON *a)
{
    const char *g = str_arg(a, "granularity");
    resume(s, req, g && !strcmp(g, "instruction") ? TGT_RUN_INSN : TGT_RUN_STEP);
}
static void r_step_out(dap *s, const cJSON *req, const cJSON *a) { (void)a; resume(s, req, TGT_RUN_FINISH); }

static void r_pause(dap *s, const cJSON *req, const cJSON *a)
{
    (void)a;
    respond(s, req, NULL, NULL);         /* a run has stopped before we read this */
}

static void r_disconnect(dap *s, const cJSON *req, const cJSON *a)
{
    (void)a;
    respond(s, req, NULL, NULL);
    s->done = 1;
}

typedef struct req_fn {
    const char *name;
    void (*fn)(dap *s, const cJSON *req, const cJSON *args);
} req_fn;

static const req_fn reqs[] = {
    { "initialize", r_initialize }, { "launch", r_launch },
    { "setBreakpoints", r_set_breakpoints }, { "setFunctionBreakpoints", r_set_function_breakpoints },
    { "configurationDone", r_configuration_done }, { "threads", r_threads },
    { "stackTrace", r_stack_trace }, { "scopes", r_scopes }, { "variables", r_variables },
    { "evaluate", r_evaluate }, { "continue", r_continue }, { "next", r_next },
    { "stepIn", r_step_in }, { "stepOut", r_step_out }, { "pause", r_pause },
    { "disconnect", r_disconnect }, { "terminate", r_disconnect },
    { "disassemble", r_disassemble }, { "readMemory", r_read_memory },
};

int dap_serve(FILE *in, FILE *out)
{
    static dap s;
    memset(&s, 0, sizeof s);
    s.in = in;
    s.out = out;
    while (!s.done) {
        cJSON *req = receive(&s);
        if (!req)
            break;
        const char *cmd = str_arg(req, "command");
        const cJSON *args = cJSON_GetObjectItem(req, "arguments");
        size_t i;
        for (i = 0; cmd && i < sizeof reqs / sizeof reqs[0]; i++)
            if (!strcmp(reqs[i].name, cmd)) {
                reqs[i].fn(&s, req, args);
                break;
            }
        if (!cmd || i == sizeof reqs / sizeof reqs[0])
            respond(&s, req, NULL, "unsupported request");
        cJSON_Delete(req);
    }
    if (s.open)
        dbg_close(&s.d);
    return s.done ? 0 : 1;
}
