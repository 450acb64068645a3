/* test_session.c — opening a session (front/session.c): an unknown title is
 * refused with the list of the titles there are. */
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_session_unknown_title),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
