/* cpu_prof.h — the profile hook of romrun's 6502 core (tools/cpu_prof.c).
 * Point cpu_profile at 65536 counters to have every instruction's cycles
 * added to the counter of its address (an interrupt entry's go to the
 * instruction before it); NULL (the default) turns it off. */
#ifndef TOOLS_CPU_PROF_H
#define TOOLS_CPU_PROF_H

#include <stdint.h>

extern uint64_t *cpu_profile;

#endif
