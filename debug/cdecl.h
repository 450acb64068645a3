/* cdecl.h — C declarations read from a cartridge's source, for what cc65's
 * debug file leaves out: the types of arguments and globals (it records
 * none), and the names of a function's locals (with --static-locals each
 * is a BSS label cc65 numbers in declaration order, with no name).
 *
 * A declaration reader, not a compiler: it knows the types the titles use
 * (char, short, int, long with their signed/unsigned forms, the <stdint.h>
 * names, pointers, arrays, typedef names ending in _t) and skips
 * initializers, comments, strings and preprocessor lines. Sizes are cc65's
 * (int 2, long 4, pointer 2); 0 for a type it cannot size (a struct).
 */
#ifndef DEBUG_CDECL_H
#define DEBUG_CDECL_H

#include <stddef.h>

typedef struct cdecl_var {
    char name[48];
    char type[48];       /* as written, e.g. "const uint8_t *" */
    int  size;           /* of one element; 0 = unknown */
    int  is_signed, is_ptr;
    int  count;          /* array elements: 0 a scalar, -1 unknown (a macro) */
} cdecl_var;

/* The definition of function fname in src: its parameters and its locals
 * (every block's, in order of declaration). Counts in *np, *nl (at most max
 * each). 0, or -1 when src has no definition of fname. */
int cdecl_func(const char *src, const char *fname, cdecl_var *params, int *np,
               cdecl_var *locals, int *nl, int max);

/* A file-scope declaration of name in src (extern or definition). 0, or -1. */
int cdecl_global(const char *src, const char *name, cdecl_var *out);

#endif
