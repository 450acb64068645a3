/* test_config.c — annex.conf as the user wrote it (host/config.c,
 * docs/host.md "Configuration"): the documented example loads without a
 * report, comments survive a rewrite, a line the program could not use is
 * written back as it was, and a file it cannot read in full (a NUL byte,
 * too big) is reported and never overwritten. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <unistd.h>

#include "emu/fileio.h"
#include "emu/textfile.h"
#include "host/config.h"

static char dir[] = "/tmp/annex-conf-XXXXXX";
static char path[128];

static int setup(void **state)
{
    (void)state;
    if (!mkdtemp(dir))
        return -1;
    snprintf(path, sizeof path, "%s/annex.conf", dir);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    unlink(path);
    return rmdir(dir);
}

static void write_conf(const char *text, size_t len)
{
    char err[512];
    if (fio_write_atomic(path, text, len, err, sizeof err))
        fail_msg("%s", err);
}

/* Loads path with a fresh cfg; the report (bad lines) into `report`. */
static int load(cfg *c, char *report, size_t n)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    cfg_defaults(c);
    int bad = cfg_load(c, path, f);
    rewind(f);
    size_t got = fread(report, 1, n - 1, f);
    report[got] = 0;
    fclose(f);
    return bad;
}

/* The example of docs/host.md: the first ``` block after "## Configuration". */
static char *docs_example(void)
{
    char *md, err[512];
    size_t len;
    if (txt_read("docs/host.md", 1 << 20, &md, &len, err, sizeof err))
        fail_msg("%s (run from the repository root)", err);
    char *sec = strstr(md, "## Configuration");
    assert_non_null(sec);
    char *a = strstr(sec, "```\n");
    assert_non_null(a);
    a += 4;
    char *b = strstr(a, "```");
    assert_non_null(b);
    char *ex = strndup(a, (size_t)(b - a));
    free(md);
    return ex;
}

static void test_docs_example_loads(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    char *ex = docs_example();
    write_conf(ex, strlen(ex));
    assert_int_equal(load(&c, report, sizeof report), 0);
    assert_string_equal(report, "");
    assert_int_equal(c.set.scale, 3);
    assert_int_equal(c.set.volume, 60);
    assert_int_equal(c.set.slot, 1);
    /* Nothing changed: written back byte for byte. */
    char *out = cfg_format(&c);
    assert_string_equal(out, ex);
    free(out);
    /* A changed value takes the old one's place; the comment stays. */
    c.set.scale = 2;
    c.set.aspect = 0;
    out = cfg_format(&c);
    assert_non_null(strstr(out, "\nscale = 2            # window scale, 0 = fit the desktop\n"));
    assert_non_null(strstr(out, "\naspect = off          # the machine's pixel aspect\n"));
    assert_non_null(strstr(out, "# comment\n"));
    free(out);
    cfg_free(&c);
    free(ex);
}

/* A line the program could not use is kept exactly, and never turned into
 * the default; the value in force goes to a line of its own. */
static void test_bad_lines_kept(void **state)
{
    (void)state;
    static cfg c;
    char report[2048], err[512];
    const char *text = "scale = 99   # too big\nvolume = loud\nbogus = 1 # what\nslot=4#no space\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 4);
    assert_non_null(strstr(report, ":1: number out of range"));
    assert_int_equal(c.set.scale, 0);
    assert_int_equal(cfg_save(&c, err, sizeof err), 0);
    char *out;
    size_t len;
    assert_int_equal(txt_read(path, 1 << 16, &out, &len, err, sizeof err), 0);
    assert_ptr_equal(strstr(out, text), out);
    free(out);
    cfg_free(&c);
}

/* A NUL byte: reported, nothing after it lost, the file never rewritten. */
static void test_nul_byte_refused(void **state)
{
    (void)state;
    static cfg c;
    char report[2048], err[512];
    const char text[] = "scale = 2\n\0volume = 10\nslot = 3\n";
    write_conf(text, sizeof text - 1);
    load(&c, report, sizeof report);
    assert_non_null(strstr(report, "NUL byte"));
    assert_non_null(strstr(report, path));
    assert_ptr_equal(strchr(report, '\n'), report + strlen(report) - 1);   /* one line */
    assert_string_equal(c.path, "");           /* never saved over */
    assert_int_equal(cfg_save(&c, err, sizeof err), -1);
    char *out;
    size_t len;
    assert_int_equal(txt_read(path, 1 << 16, &out, &len, err, sizeof err), 0);
    assert_int_equal(len, sizeof text - 1);
    assert_memory_equal(out, text, len);
    free(out);
    cfg_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_docs_example_loads),
        cmocka_unit_test(test_bad_lines_kept),
        cmocka_unit_test(test_nul_byte_refused),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
