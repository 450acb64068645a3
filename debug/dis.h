/* dis.h — the NMOS 6502's instructions as text, in the assembler syntax of
 * ca65 and VICE's monitor ("LDA ($59),Y", "JSR $8236"), the undocumented
 * opcodes by their common names (SLO, LAX, ... JAM), each marked '*'.
 */
#ifndef DEBUG_DIS_H
#define DEBUG_DIS_H

#include <stddef.h>
#include <stdint.h>

/* Reads one byte of the 6502's memory. */
typedef uint8_t (*dis_peek_fn)(void *ctx, uint16_t addr);
/* Names an address for the operand ("_rv_count"), or NULL to print it in hex. */
typedef const char *(*dis_name_fn)(void *ctx, uint16_t addr);

/* The instruction at addr into buf: "JSR _rv_count" (with a name) or
 * "JSR $8A5C". Returns its length in bytes (1-3). */
int dis_one(uint16_t addr, dis_peek_fn peek, dis_name_fn name, void *ctx,
            char *buf, size_t n);

/* The length of the instruction whose opcode is op. */
int dis_len(uint8_t op);

/* Where a JSR/JMP/branch at addr goes, or -1 for other instructions. */
long dis_target(uint16_t addr, dis_peek_fn peek, void *ctx);

#endif
