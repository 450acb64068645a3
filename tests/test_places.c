/* test_places.c — the host's files (front/places.c): parent folders
 * made for an atomic write, and where settings and saves live (XDG paths). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "util/textfile.h"
#include "front/places.h"
#include "tests/testlib.h"

static void test_atomic_write(void **state)
{
    (void)state;
    char err[256], *data;
    size_t len;
    const char *path = tl_path("sub/dir/file.txt");
    assert_int_equal(plc_make_parent(path), 0);
    assert_int_equal(fio_write_atomic(path, "hello", 5, err, sizeof err), 0);
    assert_int_equal(txt_read(path, 100, &data, &len, err, sizeof err), 0);
    assert_int_equal(len, 5);
    assert_string_equal(data, "hello");
    free(data);
    assert_int_equal(txt_read(path, 3, &data, &len, err, sizeof err), -1);
    assert_non_null(strstr(err, "too large"));
    path = tl_path("missing/x");
    assert_int_equal(fio_write_atomic(path, "x", 1, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
}

static void test_xdg_paths(void **state)
{
    (void)state;
    char buf[256];
    setenv("XDG_CONFIG_HOME", "/cfg", 1);
    assert_int_equal(plc_config_path(buf, sizeof buf), 0);
    assert_string_equal(buf, "/cfg/annex/annex.conf");
    unsetenv("XDG_CONFIG_HOME");
    setenv("HOME", "/home/u", 1);
    assert_int_equal(plc_config_path(buf, sizeof buf), 0);
    assert_string_equal(buf, "/home/u/.config/annex/annex.conf");
    setenv("XDG_DATA_HOME", "relative", 1);     /* not absolute: ignored, per the spec */
    assert_int_equal(plc_data_dir(buf, sizeof buf), 0);
    assert_string_equal(buf, "/home/u/.local/share/annex");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_atomic_write),
        cmocka_unit_test(test_xdg_paths),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
