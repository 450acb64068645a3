/* test_session.c — opening a session (front/session.c): an unknown title is
 * refused with the list of the titles there are; a ROM file is known by its
 * header, whatever its file name. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "front/cli.h"
#include "front/session.h"
#include "tests/testlib.h"

static void test_session_unknown_title(void **state)
{
    (void)state;
    static session s;
    host_opts o;
    char err[512];
    char *argv[] = { "annex", "no-such-title", NULL };
    assert_int_equal(cli_parse(2, argv, &o, err, sizeof err), 0);
    assert_int_equal(sess_open(&s, &o, err, sizeof err), 2);
    assert_non_null(strstr(err, "unknown title 'no-such-title'"));
    assert_non_null(strstr(err, "smoke"));
}

/* Copies the build's ROM `name` to `to` in the scratch folder. */
static const char *copy_rom(const char *name, const char *to)
{
    static char buf[70000];
    FILE *f = fopen(tl_rom_path(name), "rb");
    assert_non_null(f);
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    const char *path = tl_path(to);
    tl_write_file(path, buf, len);
    return path;
}

/* "8088 ENTRAP" begins with no registry name: only the registry's header
 * field tells that a renamed entrap.rom is Entrap (and its BW sibling). */
static void test_session_renamed_rom(void **state)
{
    (void)state;
    static session s;
    host_opts o;
    char err[512];
    const struct { const char *rom, *title; } cases[] = {
        { "entrap.rom", "entrap" }, { "entrap-bw.rom", "entrap-bw" }, { "capture.rom", "capture" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *argv[] = { "annex", "--rom", (char *)copy_rom(cases[i].rom, "my game.rom"), NULL };
        assert_int_equal(cli_parse(3, argv, &o, err, sizeof err), 0);
        assert_int_equal(sess_open(&s, &o, err, sizeof err), 0);
        assert_non_null(s.title);
        assert_string_equal(s.title->name, cases[i].title);
        assert_string_equal(s.name, cases[i].title);
        sess_close(&s);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_session_unknown_title),
        cmocka_unit_test(test_session_renamed_rom),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
