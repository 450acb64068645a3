/* cpuvec.h — runs SingleStepTests 6502 vectors (JSON) against emu/cpu.
 * Shared by tools/cputest and tests/test_cpu.
 *
 * Each test sets the registers and the listed RAM cells in a flat 64 KiB RAM
 * reached only through the io callbacks (every access logged), steps one
 * instruction, and compares the final registers, the final RAM cells, the
 * cycle count and every bus cycle (address, value, read/write).
 */
#ifndef TOOLS_CPUVEC_H
#define TOOLS_CPUVEC_H

#include <stdio.h>

typedef struct cpuvec_stats {
    long passed;
    long failed;
    long files;
} cpuvec_stats;

/* Runs one JSON file, or every *.json below a folder (sorted, recursive).
 * Failures are reported on report (NULL: silent), at most a few per file.
 * Returns 0, or -1 when PATH cannot be read or parsed (one line on stderr). */
int cpuvec_run_path(const char *path, cpuvec_stats *st, FILE *report);

#endif
