/* cpu_switch.c — the 6502 core built with its portable dispatch (one switch
 * instead of GCC's computed goto, emu/cpu.c), so that tests/test_cpu checks
 * both builds: test_cpu_switch links this in place of emu/cpu.c. */
#define CPU_SWITCH_DISPATCH 1
#include "emu/cpu.c"
