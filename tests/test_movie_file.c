/* test_movie_file.c — movie files (emu/movie_file.c, docs/movie.md): a
 * bad line is reported as FILE:LINE, the `machine NAME` header line, and
 * the movie's machine names against annex --machine's (front/looks.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/movie_file.h"
#include "front/looks.h"
#include "tests/testlib.h"

static void test_movie_load_errors(void **state)
{
    (void)state;
    mvf m;
    char err[256];
    const char *path = tl_path("bad.mov");
    tl_write_text(path, "annex-movie 1\ntitle smoke\n3 key=H\n2 key=I\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    char want[200];
    snprintf(want, sizeof want, "%s:4: frame numbers must increase", path);
    assert_string_equal(err, want);
    tl_write_text(path, "annex-movie 1\n5 pad1=zz\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: ", path);
    assert_ptr_equal(strstr(err, want), err);
    tl_write_text(path, "annex-movie 1\n5 key=A\n9 mod=1\nend 20\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), 0);
    assert_int_equal(m.last_frame, 9);
    assert_int_equal(m.end_frame, 20);
    assert_int_equal(m.machine, CON_MACHINE_ANY);
    mvf_free(&m);
    path = tl_path("missing.mov");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    assert_non_null(strstr(err, "missing.mov"));
    assert_int_equal(mvf_load(&m, tl_dir(), err, sizeof err), -1);
    assert_non_null(strstr(err, "is a folder"));
    /* A FIFO with no writer is refused at once, not waited on. */
    path = tl_fifo("movie.fifo");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    tl_fifo_done();
    tl_assert_one_line(err, path, "not a regular file");
}

/* `machine NAME`: a header line naming a look; anything else is refused. */
static void test_movie_machine_line(void **state)
{
    (void)state;
    mvf m;
    char err[256], want[200];
    const char *path = tl_path("look.mov");
    tl_write_text(path, "annex-movie 1\ntitle odin\nmachine apple2\n# c\n4 key=A\nend 9\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), 0);
    assert_int_equal(m.machine, CON_PROF_APPLE2);
    assert_int_equal(m.last_frame, 4);
    mvf_free(&m);
    tl_write_text(path, "annex-movie 1\nmachine c64\n4 key=A\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:2: expected: machine NAME", path);
    assert_ptr_equal(strstr(err, want), err);
    tl_write_text(path, "annex-movie 1\n4 key=A\nmachine trs80\n");
    assert_int_equal(mvf_load(&m, path, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:3: machine must come before the first event", path);
    assert_string_equal(err, want);
    /* The movie's names are annex --machine's. */
    for (unsigned i = 0; i < look_count; i++)
        if (!looks[i].lores)
            assert_int_equal(mov_machine_profile(looks[i].name), looks[i].profile);
    assert_null(mov_machine_name(CON_MACHINE_ANY));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_movie_load_errors),
        cmocka_unit_test(test_movie_machine_line),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
