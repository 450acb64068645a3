/* test_newcart.c — annex new (front/newcart.c): a template folder copied
 * with its placeholders replaced, and every refusal in one line with
 * nothing made. The real template, built and tested out of tree:
 * tests/check_sdk.sh. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <cmocka.h>

#include "front/newcart.h"
#include "tests/testlib.h"
#include "util/fileio.h"

static void assert_file(const char *path, const char *want)
{
    uint8_t *got;
    size_t len;
    char err[512];
    assert_int_equal(fio_read_file(path, 4096, &got, &len, err, sizeof err), 0);
    assert_int_equal(len, strlen(want));
    assert_memory_equal(got, want, len);
    free(got);
}

static void make_template(void)
{
    mkdir(tl_path("tpl"), 0777);
    mkdir(tl_path("tpl/tests"), 0777);
    tl_write_text(tl_path("tpl/Makefile"), "NAME := @NAME@\n$@: @@NAME@@ @HEADER@ @NAM @\n");
    tl_write_text(tl_path("tpl/tests/play.mov"), "title @NAME@");
}

static void test_copies_and_replaces(void **state)
{
    (void)state;
    char err[512] = "";
    make_template();
    assert_int_equal(nc_create(tl_path("tpl"), tl_path("my-cart2"), err, sizeof err), 0);
    assert_file(tl_path("my-cart2/Makefile"), "NAME := my-cart2\n$@: @my-cart2@ MY CART2 @NAM @\n");
    assert_file(tl_path("my-cart2/tests/play.mov"), "title my-cart2");
}

static void test_refusals(void **state)
{
    (void)state;
    char err[512];
    const char *bad[] = { "Hello", "9lives", "a_b", "", "abcdefghijklmnopqrstuvwxyz0123456", NULL };
    struct stat st;
    make_template();
    for (int i = 0; bad[i]; i++) {
        err[0] = 0;
        assert_int_equal(nc_create(tl_path("tpl"), tl_path(bad[i]), err, sizeof err), -1);
        tl_assert_one_line(err, bad[i], "a cartridge name is");
        if (bad[i][0])
            assert_int_not_equal(stat(tl_path(bad[i]), &st), 0);
    }
    assert_int_equal(nc_create(tl_path("tpl"), tl_path("twice"), err, sizeof err), 0);
    assert_int_equal(nc_create(tl_path("tpl"), tl_path("twice"), err, sizeof err), -1);
    tl_assert_one_line(err, "twice", "already exists");
    assert_int_equal(nc_create(tl_path("no-template"), tl_path("orphan"), err, sizeof err), -1);
    tl_assert_one_line(err, "no-template", "cannot read");
    assert_int_not_equal(stat(tl_path("orphan"), &st), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_copies_and_replaces),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
