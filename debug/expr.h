/* expr.h — the debugger's expressions: breakpoint conditions and command
 * arguments, in the monitor syntax of VICE and MAME.
 *
 *   numbers   $1A20 (hex), 0x1A20, 1234 (decimal), %1010 (binary)
 *   variables an argument or local of the current C function: its value
 *   registers A X Y S P PC, flags C Z I D V N (0/1), CYCLES, FRAME
 *   names     a label or C global: its address ("_odin_level", "odin_level")
 *   memory    [ADDR] a byte, [ADDR].w a little-endian word
 *   operators unary - ! ~; * / %; + -; << >>; < <= > >=; == !=; &; ^; |;
 *             &&; || (C's precedence and meaning, 32-bit signed values)
 */
#ifndef DEBUG_EXPR_H
#define DEBUG_EXPR_H

#include <stddef.h>
#include <stdint.h>

/* What an expression may look at. */
typedef struct ex_env {
    /* A C variable's value by (exact) name: 0, or -1 if none (may be NULL). */
    int     (*var)(void *ctx, const char *name, long *out);
    /* A register, flag or counter by (upper-case) name: 0, or -1 if unknown. */
    int     (*reg)(void *ctx, const char *name, long *out);
    /* A label or C symbol's address: 0, or -1 if unknown. */
    int     (*name)(void *ctx, const char *name, long *out);
    uint8_t (*peek)(void *ctx, uint16_t addr);
    void     *ctx;
} ex_env;

/* Evaluates the whole of s. 0 with *out, or -1 with a reason in err. */
int ex_eval(const char *s, const ex_env *env, long *out, char *err, size_t n);

#endif
