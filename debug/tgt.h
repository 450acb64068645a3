/* tgt.h — a ROM under the debugger: the machine (emu/machine.h) run by
 * instruction, by C line or by frame, with breakpoints, watchpoints, movie
 * input and the trace, as `annex debug` and its DAP server use it.
 *
 * How it hooks the machine, at no cost when no debugger runs:
 * - instructions: with a breakpoint set or a step under way, the machine is
 *   run one instruction at a time (mach_run) and PC checked after each;
 *   otherwise whole frames run at full speed;
 * - memory: a watchpoint gives the CPU the debugger's own copy of the page
 *   table (cpu.bus), in which the watched pages go through callbacks that
 *   check the address, then read or write as the console's map would, and
 *   halt the CPU (cpu_halt) after the instruction on a hit;
 * - frames: the cartridge's input latch (hw.input_fn) halts the CPU at the
 *   logical frame asked for.
 * The machine is otherwise untouched: a run under the debugger with no stop
 * gives the trace of a run without it (tests/check_debug.sh).
 *
 * Frames are logical frames (the cartridge's latches, the trace's numbers,
 * docs/trace.md), as `annex compare` reports them.
 */
#ifndef DEBUG_TGT_H
#define DEBUG_TGT_H

#include <stddef.h>
#include <stdint.h>
#include "emu/engine.h"
#include "emu/machine.h"
#include "emu/movie_file.h"
#include "front/compare.h"
#include "debug/dbi.h"
#include "debug/expr.h"

#define TGT_BP_MAX 64
#define TGT_WP_MAX 16
#define TGT_COND_MAX 96
#define TGT_WHAT_MAX 512

/* A condition on registers and memory: "A==$40", "X>=3 && [$1A20]!=0"
 * (debug/expr.h); empty = always. */
typedef struct tgt_bp {
    int      id;                      /* 0: a free slot */
    uint16_t addr;
    uint8_t  enabled, temp;           /* temp: deleted when hit (until, DAP runs) */
    char     cond[TGT_COND_MAX];
    char     what[TGT_WHAT_MAX];      /* how it was given: "odin_ai.c:187" */
    unsigned hits;
} tgt_bp;

enum { TGT_WATCH_R = 1, TGT_WATCH_W = 2 };
typedef struct tgt_wp {
    int      id;
    uint16_t lo, hi;                  /* inclusive */
    uint8_t  mode;                    /* TGT_WATCH_* */
    char     cond[TGT_COND_MAX];
    char     what[TGT_WHAT_MAX];
    unsigned hits;
} tgt_wp;

/* Why the last run stopped. */
enum { TGT_STOP_NONE, TGT_STOP_STEP, TGT_STOP_BREAK, TGT_STOP_WATCH, TGT_STOP_FRAME,
       TGT_STOP_PAUSE, TGT_STOP_END };

/* What a run waits for. */
enum { TGT_RUN_CONT, TGT_RUN_INSN, TGT_RUN_NEXT, TGT_RUN_STEP, TGT_RUN_FINISH, TGT_RUN_FRAME };

typedef struct tgt {
    eng       *e;
    mach      *m;
    cpu_bus    map;                   /* the CPU's page table while a watchpoint is set */
    tgt_bp     bp[TGT_BP_MAX];
    tgt_wp     wp[TGT_WP_MAX];
    int        next_id;
    uint8_t    bp_at[65536];          /* enabled breakpoints per address */
    int        nbp;                   /* enabled breakpoints */

    mvf        movie;
    mov_player player;
    int        has_movie;
    uint32_t   stop_at;               /* the movie's end: the first frame not run */
    uint32_t   want_frame;            /* halt at this latch (0: none) */

    cmp_trace  trace;                 /* the ROM's trace so far */
    FILE      *trace_out;             /* and written here ("FRAME TEXT"), or NULL */
    cmp_trace  native;                /* the native build's, when known (--compare) */

    /* The last stop. */
    int        reason;                /* TGT_STOP_* */
    int        hit_id;                /* breakpoint or watchpoint id */
    uint16_t   hit_addr;              /* watched address touched */
    uint8_t    hit_val, hit_write;
    int        ended;                 /* the run is over (msg says why) */
    char       msg[256];

    volatile int interrupt;           /* set (from a signal) to pause a run */
    const dbi *info;                  /* for C-line steps and names in conditions */
    /* C variables in expressions (ex_env.var; set by debug/dbg.c), or NULL. */
    int      (*var_fn)(void *ctx, const char *name, long *out);
    void      *var_ctx;
    char       cond_err[160];         /* a condition that failed to evaluate (it stops) */
} tgt;

/* Opens ROM with the movie (NULL: no input; the run then ends where
 * annex --headless ends it) and the trace file (NULL: none). 0, or -1 with
 * a one-line reason. Stops at power-on, before the first instruction. */
int  tgt_open(tgt *t, const char *rom, const char *movie, const char *trace_path,
              char *err, size_t n);
void tgt_close(tgt *t);

/* Runs until something stops it (see TGT_RUN_*; frame: the logical frame
 * to stop at, for TGT_RUN_FRAME). Returns t->reason. A run from a
 * breakpoint's own address first leaves it. */
int  tgt_run(tgt *t, int how, uint32_t frame);

/* Breakpoints and watchpoints: the new id, or -1 (table full, with why). */
int  tgt_break(tgt *t, uint16_t addr, const char *cond, const char *what, int temp);
int  tgt_watch(tgt *t, uint16_t lo, uint16_t hi, int mode, const char *cond, const char *what);
/* Deletes (or enables/disables) by id; 0 = all. 0, or -1 when no such id. */
int  tgt_delete(tgt *t, int id);
int  tgt_enable(tgt *t, int id, int on);

/* Memory as the CPU sees it, without side effects (registers read as
 * bus_peek reads them), and a write into RAM, display memory or the save
 * RAM (ROM and registers refused: -1). */
uint8_t tgt_peek(tgt *t, uint16_t addr);
int  tgt_poke(tgt *t, uint16_t addr, uint8_t v);

/* The logical frame the cartridge last latched. */
uint32_t tgt_frame(const tgt *t);

/* Expressions over this machine (debug/expr.h): registers, memory, names. */
void tgt_env(tgt *t, ex_env *env);

#endif
