/* dbi.h — a ROM's debug information: cc65's debug file (ld65 --dbgfile,
 * build/rom/NAME.dbg: C source lines, functions, their arguments, and the
 * labels of their static locals) and the label file (ld65 -Ln,
 * build/rom/NAME.lbl: every label, the runtime library's too).
 *
 * Addresses are the 6502's (run addresses: code the cartridge copies to RAM
 * is found at its RAM address). Everything is read once at load and kept in
 * tables; lookups are by address (64 KB maps) or by name.
 */
#ifndef DEBUG_DBI_H
#define DEBUG_DBI_H

#include <stddef.h>
#include <stdint.h>

#define DBI_NONE (-1)

typedef struct dbi_line {
    int      file;           /* index into files */
    uint32_t line;           /* 1-based */
} dbi_line;

/* A C function: its entry label and the address range of its code. */
typedef struct dbi_func {
    char    *name;           /* C name (no leading underscore) */
    int      scope;          /* cc65 scope id */
    uint16_t start, end;     /* [start, end) */
} dbi_func;

/* A C symbol of a function's scope: an argument on the C stack (sc auto:
 * offs from the zero-page sp), a static (label sym), or an extern. */
enum { DBI_SC_AUTO, DBI_SC_STATIC, DBI_SC_EXT, DBI_SC_REG };
typedef struct dbi_csym {
    char *name;
    int   scope, sc, offs;
    int   label;             /* index into labels, or DBI_NONE */
} dbi_csym;

typedef struct dbi_label {
    char    *name;
    uint16_t addr;
    int      scope;          /* cc65 scope id (DBI_NONE: from the .lbl file) */
    uint8_t  rw;             /* in a writable segment (BSS, DATA, ZEROPAGE) */
    int      id;             /* internal: its place before sorting */
} dbi_label;

typedef struct dbi {
    char     **files;  int nfiles;
    dbi_line  *lines;  int nlines;      /* C lines only */
    dbi_func  *funcs;  int nfuncs;      /* sorted by start */
    dbi_csym  *csyms;  int ncsyms;
    dbi_label *labels; int nlabels;     /* sorted by address */
    int       *line_at;                 /* [65536]: C line covering the address, or DBI_NONE */
    uint8_t   *line_start;              /* [65536]: 1 where a span of that line begins */
    int       *func_at;                 /* [65536]: function, or DBI_NONE */
    int        cap[4];                  /* internal: room in lines, funcs, csyms, labels */
} dbi;

/* Loads DBG (may be NULL: labels only) and LBL (may be NULL). 0, or -1
 * with "PATH: reason" in err (dbi_free either way). */
int  dbi_load(dbi *d, const char *dbg_path, const char *lbl_path, char *err, size_t n);
void dbi_free(dbi *d);

/* The C line at addr (NULL if none). */
const dbi_line *dbi_line_of(const dbi *d, uint16_t addr);
/* The function at addr (NULL if none). */
const dbi_func *dbi_func_of(const dbi *d, uint16_t addr);
const dbi_func *dbi_func_named(const dbi *d, const char *name);
/* The label at or below addr, and the offset (NULL if none below). Labels of
 * cc65's local L1234 kind are passed over when a named one is at the same
 * address. */
const dbi_label *dbi_label_below(const dbi *d, uint16_t addr);
/* A label by exact name (a C name is also tried with '_' in front). */
const dbi_label *dbi_label_named(const dbi *d, const char *name);

/* The file whose path ends with `name` (at a '/' or whole): index, or
 * DBI_NONE. */
int  dbi_file_find(const dbi *d, const char *name);
/* The start addresses of every span of FILE:LINE, or of the next line
 * below it with code (*line is moved there): up to max into out; returns
 * the count (0: no code at or after that line). */
int  dbi_line_addrs(const dbi *d, int file, uint32_t *line, uint16_t *out, int max);

/* The function's C symbols (arguments first as cc65 lists them) by
 * index into csyms: up to max; returns the count. */
int  dbi_func_csyms(const dbi *d, const dbi_func *f, int *out, int max);
/* Where the function's body starts: past the JSR that pushes its last
 * argument (cc65's fastcall prologue, the first instruction of a function
 * with arguments), so that every argument is on the C stack there. */
uint16_t dbi_func_body(const dbi *d, const dbi_func *f);
/* The writable labels of the function's scope (its static locals, in
 * declaration order: cc65 numbers them as it meets them). */
int  dbi_func_statics(const dbi *d, const dbi_func *f, int *out, int max);

#endif
