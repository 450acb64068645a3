/* romprof — romrun over the 6502 core with the profile hook compiled in
 * (tools/cpu_prof.c), for --profile (docs/profile.md). romrun itself runs
 * the emulator's own core, which the hook would slow by a sixth. */
#define ROMRUN_PROFILE 1
#include "tools/romrun.c"
