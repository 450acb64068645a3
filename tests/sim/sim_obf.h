/* sim_obf.h — the Reversi engine's current position as an OBF line, for the
 * sim65 test programs (rv_sim, eg_sim) that print positions for the native
 * tools to recompute. */
#ifndef TESTS_SIM_SIM_OBF_H
#define TESTS_SIM_SIM_OBF_H

/* "64 cells X/O/- then a space and the side to move"; a static buffer. */
const char *sim_obf(void);

#endif
