/* test_cli.c — the command line (front/cli.c): what each option sets, and
 * every refusal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cart/console.h"
#include "front/cli.h"

static int parse(host_opts *o, char *err, const char *a0, ...)
{
    char *argv[16] = { "annex" };
    int argc = 1;
    va_list ap;
    va_start(ap, a0);
    for (const char *a = a0; a && argc < 15; a = va_arg(ap, const char *))
        argv[argc++] = (char *)a;
    va_end(ap);
    return cli_parse(argc, argv, o, err, 256);
}

static void test_cli(void **state)
{
    (void)state;
    host_opts o;
    char err[256];
    assert_int_equal(parse(&o, err, "smoke", "--rom", NULL), 0);
    assert_string_equal(o.title, "smoke");
    assert_true(o.rom_flag && !o.rom);
    assert_int_equal(parse(&o, err, "--rom", "x.rom", "--machine", "trs80", NULL), 0);
    assert_string_equal(o.rom, "x.rom");
    assert_int_equal(o.machine_profile, CON_PROF_TRS80);
    /* annex FILE.rom: a ROM file by its name alone (a cartridge's ROM, docs/sdk.md) */
    assert_int_equal(parse(&o, err, "--headless", "dir/hello.rom", "--frames", "3", NULL), 0);
    assert_null(o.title);
    assert_true(o.rom_flag);
    assert_string_equal(o.rom, "dir/hello.rom");
    assert_int_equal(parse(&o, err, "smoke", "x.rom", NULL), 2);
    assert_int_equal(parse(&o, err, "--rom", "a.rom", "b.rom", NULL), 2);
    assert_int_equal(parse(&o, err, "--headless", "smoke", "--movie", "m", "--frames", "90",
                           "--trace", "t", "--screenshot", "s.png", "--screen", NULL), 0);
    assert_true(o.headless && o.screen);
    assert_int_equal(o.frames, 90);
    assert_int_equal(parse(&o, err, NULL), 0);
    assert_null(o.title);
    assert_int_equal(o.machine_profile, CON_MACHINE_ANY);
    assert_int_equal(parse(&o, err, "--frobnicate", NULL), 2);
    assert_non_null(strstr(err, "--frobnicate"));
    assert_int_equal(parse(&o, err, "smoke", "--frames", "ten", NULL), 2);
    assert_int_equal(parse(&o, err, "smoke", "--movie", NULL), 2);
    assert_int_equal(parse(&o, err, "smoke", "--machine", "c64", NULL), 2);
    assert_non_null(strstr(err, "c64"));
    assert_int_equal(parse(&o, err, "smoke", "--machine", "apple2-lores", NULL), 2);
    assert_int_equal(parse(&o, err, "--headless", NULL), 2);
    assert_int_equal(parse(&o, err, "--rom", NULL), 2);
    assert_int_equal(parse(&o, err, "a", "b", NULL), 2);
    assert_int_equal(parse(&o, err, "--headless", "--testcard", "--machine", "apple2-lores", NULL), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
