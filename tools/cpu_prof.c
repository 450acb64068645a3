/* cpu_prof.c — romrun's 6502 core: emu/cpu.c with the profile hook compiled
 * in (CPU_PROFILE: cycles per instruction address into cpu_profile, see
 * tools/cpu_prof.h). The emulator proper links emu/cpu.c, without it. */
#define CPU_PROFILE 1
#include "tools/cpu_prof.h"
#include "emu/cpu.c"
