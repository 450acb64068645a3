/* rc_vec_main.c — the Ricochet launch vectors as a program, built natively
 * (build/tools/rc_vec) and for sim65 (build/sim/rc_vec.prg):
 *
 *   rc_vec FILE [alt]
 *       For each vector of FILE (examples.txt format; `alt`: on the 21x13
 *       layout) prints "ok [n] RESULT" or "DIFF [n] RESULT", RESULT in the
 *       file's own words; exits 1 if any differs or the file does not read.
 *       tests/check_ricochet_sim.sh compares both builds' output.
 *   sim65 -c rc_vec.prg FILE bench N
 *       Fires each vector's launch N times (set-up included): the cycle
 *       count for bench/ricochet.sh (minus the run with N = 0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tests/sim/rc_vec.h"
#include "cart/ricochet/rc_launch.h"

static rcv_vec v;
static char out[RCV_OUT];

/* "[7] S1c ..." -> "[7]" */
static void print_id(void)
{
    const char *p = v.title;
    while (*p && *p != ' ')
        putchar(*p++);
}

static uint16_t bench(FILE *f, uint16_t n)
{
    uint16_t i, launches = 0;
    uint8_t l;
    while (rcv_read(f, &v) == 1)
        for (i = 0; i < n; ++i) {
            if (rcv_setup(&v, &l))
                return 0;
            rc_shot_start(l);
            rc_shot_run();
            ++launches;
        }
    return launches;
}

int main(int argc, char **argv)
{
    FILE *f;
    uint8_t r, bad = 0;
    if (argc < 2) {
        fputs("usage: rc_vec FILE [alt | bench N]\n", stderr);
        return 2;
    }
    f = fopen(argv[1], "r");
    if (!f) {
        fprintf(stderr, "rc_vec: cannot open %s\n", argv[1]);
        return 2;
    }
    if (argc >= 4 && strcmp(argv[2], "bench") == 0) {
        printf("%u launches\n", bench(f, (uint16_t)atoi(argv[3])));
        return 0;
    }
    if (argc >= 3 && strcmp(argv[2], "alt") == 0)
        rc_lay = &rcv_alt_layout;
    while ((r = rcv_read(f, &v)) == 1) {
        r = rcv_run(&v, out) || strcmp(out, v.expect) != 0;
        bad |= r;
        fputs(r ? "DIFF " : "ok ", stdout);
        print_id();
        printf(" %s\n", out);
    }
    if (r == 2) {
        printf("DIFF malformed vector after %s\n", v.title);
        bad = 1;
    }
    return bad;
}
