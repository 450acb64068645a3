/* dcli.h — `annex debug`: the debugger's command line (docs/debugger.md).
 *
 *   annex debug (FILE.rom | TITLE) [--movie FILE] [--trace FILE]
 *               [--script FILE] [-e COMMAND]... [--compare]
 *   annex debug --dap
 *
 * The monitor reads commands from the script, the -e commands, then
 * standard input. --compare runs the title's native build under the movie
 * too, shows its trace beside the ROM's (`trace`) and starts stopped at
 * the latch of the frame where the two first differ. --dap serves the
 * Debug Adapter Protocol on standard input and output (debug/dap.h).
 */
#ifndef DEBUG_DCLI_H
#define DEBUG_DCLI_H

/* argv[0] = "debug". 0 ok, 1 a command failed, 2 bad input. */
int dcli_main(int argc, char **argv);

#endif
