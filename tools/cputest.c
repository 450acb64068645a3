/* cputest — runs 6502 test programs and single-step vectors on emu/cpu.
 *
 *   cputest image FILE --load ADDR --pc ADDR [--max-cycles N] [--time]
 *   cputest vectors PATH...
 *
 * See usage() and docs/cpu.md.
 */
#include "emu/cpu.h"
#include "tools/cpuvec.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DEFAULT_MAX_CYCLES 200000000ull
/* Cycles per cpu_run call: small enough to stop close to --max-cycles,
 * large enough to cost nothing. */
#define SLICE 1000000ull

static void usage(FILE *f)
{
    fputs("usage: cputest image FILE --load ADDR --pc ADDR [--max-cycles N] [--time]\n"
          "       cputest vectors PATH...\n"
          "\n"
          "image    loads the raw FILE at ADDR into a flat 64 KiB RAM, sets PC and runs\n"
          "         until the PC stops changing (a JMP * or branch-to-self trap), then\n"
          "         prints 'trap $XXXX cycles N instructions N'. Exit 0 on a trap, 1 on\n"
          "         a JAM or when --max-cycles (default 200000000) is reached.\n"
          "         --time also prints host seconds and emulated cycles per second.\n"
          "vectors  runs SingleStepTests 6502 JSON files, or every *.json below a\n"
          "         folder: registers, RAM, cycle count and every bus cycle are\n"
          "         compared. Prints failures and a last line 'N passed, N failed';\n"
          "         exit 1 on any failure.\n"
          "\n"
          "ADDR and N: $hex, 0xhex or decimal. Bad arguments or files: exit 2.\n",
          f);
}

static int bad(const char *msg, const char *arg)
{
    fprintf(stderr, "cputest: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
    return 2;
}

/* Parses $hex, 0xhex or decimal; 0 on success. */
static int parse_num(const char *s, unsigned long long max, unsigned long long *out)
{
    int base = 10;
    char *end;
    if (s[0] == '$') { s++; base = 16; }
    else if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) { s += 2; base = 16; }
    if (!*s || *s == '-' || *s == '+')
        return -1;
    errno = 0;
    unsigned long long v = strtoull(s, &end, base);
    if (errno || *end || v > max)
        return -1;
    *out = v;
    return 0;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmd_image(int argc, char **argv)
{
    static uint8_t ram[65536];
    static cpu_bus bus;
    const char *file = NULL;
    unsigned long long load = 0, pc = 0, max = DEFAULT_MAX_CYCLES;
    int have_load = 0, have_pc = 0, timed = 0, i;
    cpu c;

    for (i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--time") == 0) {
            timed = 1;
        } else if (strcmp(a, "--load") == 0 || strcmp(a, "--pc") == 0 ||
                   strcmp(a, "--max-cycles") == 0) {
            unsigned long long v;
            int is_max = a[2] == 'm';
            if (i + 1 >= argc)
                return bad("missing value after", a);
            if (parse_num(argv[i + 1], is_max ? ~0ull : 0xFFFF, &v) != 0)
                return bad(is_max ? "bad cycle count" : "bad address (use $hex, 0xhex or decimal)",
                           argv[i + 1]);
            i++;
            if (a[2] == 'l') { load = v; have_load = 1; }
            else if (a[2] == 'p') { pc = v; have_pc = 1; }
            else max = v;
        } else if (a[0] == '-' && a[1]) {
            return bad("unknown option", a);
        } else if (!file) {
            file = a;
        } else {
            return bad("more than one image file", a);
        }
    }
    if (!file)
        return bad("image: missing FILE (see cputest --help)", NULL);
    if (!have_load || !have_pc)
        return bad("image: --load ADDR and --pc ADDR are required", NULL);

    FILE *f = fopen(file, "rb");
    if (!f) {
        fprintf(stderr, "cputest: cannot open %s: %s\n", file, strerror(errno));
        return 2;
    }
    size_t n = fread(ram + load, 1, sizeof ram - load, f);
    int extra = fgetc(f) != EOF;
    int err = ferror(f);
    fclose(f);
    if (err)
        return bad("cannot read", file);
    if (extra)
        return bad("image does not fit in 64 KiB at the load address", file);
    if (n == 0)
        return bad("empty image", file);

    for (i = 0; i < 256; i++)
        bus.rd[i] = bus.wr[i] = ram + 256 * i;
    cpu_init(&c, &bus);
    c.pending = 0;  /* start at --pc, not through the reset vector */
    c.pc = (uint16_t)pc;
    c.s = 0xFD;
    c.stop_on_trap = 1;

    double t0 = now();
    while (!c.trapped && !c.jammed && c.cycles < max) {
        uint64_t until = c.cycles + SLICE;
        cpu_run(&c, until < max ? until : max);
    }
    double secs = now() - t0;

    int rc = 0;
    if (c.trapped) {
        printf("trap $%04X cycles %llu instructions %llu\n", c.trap_addr,
               (unsigned long long)c.cycles, (unsigned long long)c.instructions);
    } else if (c.jammed) {
        printf("CPU jammed at $%04X (opcode $%02X) cycles %llu instructions %llu\n",
               c.jam_addr, c.jam_op, (unsigned long long)c.cycles,
               (unsigned long long)c.instructions);
        rc = 1;
    } else {
        printf("no trap within %llu cycles (PC $%04X, instructions %llu)\n",
               (unsigned long long)c.cycles, c.pc, (unsigned long long)c.instructions);
        rc = 1;
    }
    if (timed) {
        double rate = secs > 0 ? (double)c.cycles / secs : 0;
        printf("time %.3f s, %.0f cycles/s (%.1f MHz)\n", secs, rate, rate / 1e6);
    }
    return rc;
}

static int cmd_vectors(int argc, char **argv)
{
    cpuvec_stats st = { 0, 0, 0 };
    int i;
    if (argc < 1)
        return bad("vectors: missing PATH (see cputest --help)", NULL);
    for (i = 0; i < argc; i++)
        if (cpuvec_run_path(argv[i], &st, stdout) != 0)
            return 2;
    if (st.files == 0)
        return bad("vectors: no .json files found", NULL);
    printf("%ld passed, %ld failed\n", st.passed, st.failed);
    return st.failed ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return bad("missing command: image or vectors (see cputest --help)", NULL);
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
        return usage(stdout), 0;
    if (strcmp(argv[1], "image") == 0)
        return cmd_image(argc - 2, argv + 2);
    if (strcmp(argv[1], "vectors") == 0)
        return cmd_vectors(argc - 2, argv + 2);
    return bad("unknown command (see cputest --help)", argv[1]);
}
