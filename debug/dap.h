/* dap.h — the Debug Adapter Protocol (microsoft.github.io/debug-adapter-protocol)
 * over the debugger, so that an editor (VS Code, Neovim's nvim-dap, Emacs'
 * dap-mode) sets breakpoints on C lines of a cartridge, steps and reads
 * its variables. `annex debug --dap` serves it on standard input and output.
 *
 * The launch request's arguments: "program" (the ROM; NAME.dbg beside it),
 * optional "movie", "trace" (a file), "stopOnEntry", and "cwd" (where the
 * debug file's relative source paths start; default the current folder).
 * One thread ("6502"); frames are the C call stack (debug/dbg.h); each
 * frame has the scopes Arguments, Locals and Registers, and the debugger's
 * globals are reached through evaluate; disassemble and readMemory
 * serve an editor's disassembly and memory views. The trace comes as
 * output events. A run blocks the server until it stops (no pause during it).
 */
#ifndef DEBUG_DAP_H
#define DEBUG_DAP_H

#include <stdio.h>

/* Serves requests until disconnect or the end of in. 0, or 1 on a broken
 * stream. */
int dap_serve(FILE *in, FILE *out);

#endif
