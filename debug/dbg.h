/* dbg.h — a debugging session: the ROM under the debugger (debug/tgt.h),
 * its debug information (debug/dbi.h) and its C sources, and what both
 * front ends (the monitor, debug/mon.h; the DAP server, debug/dap.h) show
 * from them: the C call stack, arguments, locals and globals.
 *
 * The call stack: cc65 code calls with JSR, so each C frame's return
 * address is on the 6502 stack; the walk reads the stack upward from S and
 * takes each word that points just past a JSR whose target is the frame
 * below's function (the first JSR-shaped word when a call went through a
 * pointer). Arguments are on the C stack (the zero-page `sp`), at the
 * offsets the debug file gives, as they are at the start of each line of
 * the function's body; a caller's sp is its callee's plus the callee's
 * arguments. Locals (--static-locals) are the function's BSS labels paired
 * in order with the declarations read from the source (debug/cdecl.h).
 */
#ifndef DEBUG_DBG_H
#define DEBUG_DBG_H

#include <stddef.h>
#include <stdint.h>
#include "debug/cdecl.h"
#include "debug/dbi.h"
#include "debug/tgt.h"

#define DBG_FRAMES_MAX 64
#define DBG_VARS_MAX 48

typedef struct dbg {
    tgt    t;
    dbi    info;
    int    has_info;          /* a .dbg file was found */
    char   rom[4096];
    char **src;               /* the sources' text by dbi file index (loaded when asked) */
    int    frame;             /* the frame the monitor looks at (frame/up/down; 0 after a run) */
    uint8_t *src_tried;
} dbg;

/* Opens ROM (its NAME.dbg and NAME.lbl beside it when present) with a
 * movie and a trace file (either may be NULL). 0, or -1 with a reason. */
int  dbg_open(dbg *d, const char *rom, const char *movie, const char *trace, char *err, size_t n);
void dbg_close(dbg *d);

/* A source file's text (NULL when it cannot be read). */
const char *dbg_source(dbg *d, int file);

typedef struct dbg_frame {
    uint16_t        pc;       /* frame 0: PC; callers: their JSR */
    const dbi_func *func;     /* NULL in code without C debug info */
    const dbi_line *line;     /* NULL likewise */
    const char     *label;    /* the nearest label (runtime code) or NULL */
    int             ret_slot; /* the stack byte holding its return address (-1: none) */
    uint16_t        sp;       /* the C stack pointer as the frame sees it */
} dbg_frame;

/* The call stack, innermost first: count (at least 1). */
int  dbg_stack(dbg *d, dbg_frame *out, int max);

enum { DBG_VAR_ARG, DBG_VAR_LOCAL, DBG_VAR_GLOBAL };
typedef struct dbg_var {
    cdecl_var decl;           /* name and type (type "?" when not found in the source) */
    int       kind;           /* DBG_VAR_* */
    uint16_t  addr;
    int       bytes;          /* bytes shown (arrays: all known, at most 256) */
} dbg_var;

/* A frame's arguments then locals: count. */
int  dbg_vars(dbg *d, const dbg_frame *f, dbg_var *out, int max);
/* A global (or a label) by name. 0, or -1. */
int  dbg_global(dbg *d, const char *name, dbg_var *out);
/* A variable by name as C sees it from frame `frame` (0 = innermost): an
 * argument or local there, else a C global. 0, or -1 (no such variable:
 * a plain label is not one). */
int  dbg_var_named(dbg *d, int frame, const char *name, dbg_var *out);
/* A variable's value: "28 ($1C)", "-3 ($FFFD)", "$1A20" (pointers),
 * "{ 1, 2, 3 }" (arrays, the first 16 elements). */
void dbg_value(dbg *d, const dbg_var *v, char *buf, size_t n);

/* "cart/odin/odin_ai.c:187" for a line, or "" when there is none. */
void dbg_where(const dbg *d, const dbi_line *l, char *buf, size_t n);
/* A code address as "_odin_think+$12" (or "$8A66" with no label). */
void dbg_addr_name(const dbg *d, uint16_t addr, char *buf, size_t n);

/* Resolves a location as a command gives it: $ADDR or a number, a label,
 * a C function (its first line's code, after the arguments are pushed),
 * FILE:LINE (every span of that line; *line_out is moved to the line with
 * code). Up to max addresses; count, or -1 with a reason. */
int  dbg_resolve(dbg *d, const char *loc, uint16_t *out, int max, uint32_t *line_out,
                 char *err, size_t n);

#endif
