/* test_config.c — annex.conf as the user wrote it (front/config.c,
 * docs/host.md "Configuration"): settings and key lines parsed or refused,
 * a bad line reported as FILE:LINE, the documented example and the
 * template load without a report, comments survive a rewrite, a line the
 * program could not use is written back as it was, a word where a number
 * goes is "not a number", a changed setting takes its line's place (a bad
 * one's too), a setting on several lines is reported once a line and
 * written back on one, and a file it cannot read in full (a NUL byte, too
 * big) is reported and never overwritten. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <sys/stat.h>
#include <unistd.h>
#include <SDL2/SDL.h>

#include "util/fileio.h"
#include "util/textfile.h"
#include "front/config.h"
#include "front/keymap.h"
#include "tests/testlib.h"

static char path[128];            /* annex.conf in the scratch folder */

static int setup(void **state)
{
    if (tl_setup(state))
        return -1;
    snprintf(path, sizeof path, "%s", tl_path("annex.conf"));
    return 0;
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

/* Saves c, frees it, and returns the file as written (free it). */
static char *save_and_read(cfg *c)
{
    char err[512], *out;
    size_t len;
    assert_int_equal(cfg_save(c, err, sizeof err), 0);
    cfg_free(c);
    assert_int_equal(txt_read(path, 1 << 16, &out, &len, err, sizeof err), 0);
    return out;
}

/* How many times `needle` is in `hay`. */
static int count(const char *hay, const char *needle)
{
    int k = 0;
    for (const char *p = hay; (p = strstr(p, needle)) != NULL; p++)
        k++;
    return k;
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
 * the default nor given a second line for its setting. */
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
    assert_int_equal(count(out, "scale"), 1);
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

static void test_config_lines(void **state)
{
    (void)state;
    static cfg c;
    const char *why = NULL;
    cfg_defaults(&c);
    assert_int_equal(cfg_apply_line(&c, "scale = 3", &why), 0);
    assert_int_equal(c.set.scale, 3);
    assert_int_equal(cfg_apply_line(&c, "  scanlines=on  ", &why), 0);
    assert_int_equal(c.set.scanlines, 1);
    assert_int_equal(cfg_apply_line(&c, "# comment", &why), 0);
    assert_int_equal(cfg_apply_line(&c, "", &why), 0);
    assert_int_equal(cfg_apply_line(&c, "volume = 101", &why), -1);
    assert_non_null(strstr(why, "range"));
    assert_int_equal(cfg_apply_line(&c, "scale = banana", &why), -1);
    assert_string_equal(why, "not a number");
    assert_int_equal(cfg_apply_line(&c, "scale = 2.5", &why), -1);
    assert_string_equal(why, "not a number");
    assert_int_equal(cfg_apply_line(&c, "scale = -1", &why), -1);
    assert_string_equal(why, "number out of range");
    assert_int_equal(cfg_apply_line(&c, "fullscreen = maybe", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "colour = red", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "just words", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "key pad1.enter = Return, Ctrl+E", &why), 0);
    int acts[4];
    assert_int_equal(km_find(&c.km, SDL_SCANCODE_RETURN, 0, acts, 4), 1);
    assert_int_equal(acts[0], KM_PAD1 + 11);
    assert_int_equal(cfg_apply_line(&c, "key pad1.enter = Nokey", &why), -1);
    assert_int_equal(cfg_apply_line(&c, "key fly = F1", &why), -1);
    assert_non_null(strstr(why, "action"));
}

static void test_config_file(void **state)
{
    (void)state;
    static cfg c;
    char report[512] = "";
    const char *rpath = tl_path("report.txt");
    tl_write_text(path, "# mine\nvolume = 30\nbogus line\nkey warp = Tab\nscale = 2\n");
    FILE *r = fopen(rpath, "w+");
    cfg_defaults(&c);
    assert_int_equal(cfg_load(&c, path, r), 1);
    rewind(r);
    assert_non_null(fgets(report, sizeof report, r));
    fclose(r);
    char want[160];
    snprintf(want, sizeof want, "%s:3: ", path);
    assert_ptr_equal(strstr(report, want), report);        /* FILE:LINE: reason */
    assert_int_equal(c.set.volume, 30);
    assert_int_equal(c.set.scale, 2);
    c.set.volume = 80;
    c.set.fullscreen = 1;
    char err[256];
    assert_int_equal(cfg_save(&c, err, sizeof err), 0);
    cfg_free(&c);
    char *text;
    size_t len;
    assert_int_equal(txt_read(path, 4096, &text, &len, err, sizeof err), 0);
    /* The user's lines stay, the settings are updated in place, new ones appended. */
    assert_string_equal(text, "# mine\nvolume = 80\nbogus line\nkey warp = Tab\nscale = 2\n"
                              "scanlines = off\nfullscreen = on\naspect = on\ninteger = on\nslot = 1\n");
    free(text);
}

/* A config that cannot be read (here one too big to be a config) is
 * reported and never overwritten: the path is forgotten, so nothing is
 * saved over it. */
static void test_config_unreadable(void **state)
{
    (void)state;
    static cfg c;
    const char *huge = tl_path("huge.conf"), *rpath = tl_path("report2.txt");
    tl_write_text(huge, "volume = 10\n");
    assert_int_equal(truncate(huge, (off_t)CFG_MAX + 1), 0);
    FILE *r = fopen(rpath, "w+");
    cfg_defaults(&c);
    assert_int_equal(cfg_load(&c, huge, r), 1);
    fclose(r);
    assert_int_equal(c.path[0], 0);
    cfg_free(&c);
    assert_int_equal(remove(huge), 0);
}

static void test_config_template(void **state)
{
    (void)state;
    static cfg c;
    cfg_defaults(&c);
    char *text = cfg_format(&c);
    assert_non_null(strstr(text, "volume = 60\n"));
    assert_non_null(strstr(text, "# key pad1.1 = Keypad 7, 1\n"));   /* the digit row too */
    assert_non_null(strstr(text, "# key fullscreen = F11, Alt+Return\n"));
    /* The template reads back without a bad line. */
    static cfg back;
    const char *tpl = tl_path("template.conf");
    tl_write_text(tpl, text);
    cfg_defaults(&back);
    assert_int_equal(cfg_load(&back, tpl, stderr), 0);
    cfg_free(&back);
    free(text);
}

/* A bad line stays as written while its setting keeps the file's value;
 * when the setting changes, the new value takes the bad line's place
 * (never a second line), so the next start warns no more. */
static void test_changed_setting_replaces_bad_line(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *text = "# mine\nscale = banana  # big\nbogus = 1\nvolume = 30\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 2);
    assert_non_null(strstr(report, ":2: not a number (line ignored)\n"));
    assert_non_null(strstr(report, ":3: unknown setting (line ignored)\n"));
    char *out = save_and_read(&c);             /* nothing changed: all kept */
    assert_ptr_equal(strstr(out, text), out);
    assert_int_equal(count(out, "scale"), 1);
    free(out);
    assert_int_equal(load(&c, report, sizeof report), 2);
    c.set.scale = 2;
    out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "# mine\nscale = 2  # big\nbogus = 1\nvolume = 30\n"), out);
    assert_int_equal(count(out, "scale"), 1);
    free(out);
    assert_int_equal(load(&c, report, sizeof report), 1);   /* only bogus now */
    assert_null(strstr(report, ":2:"));
    assert_non_null(strstr(report, ":3: unknown setting"));
    assert_int_equal(c.set.scale, 2);
    cfg_free(&c);
}

/* A setting on several lines: each line reported once at loading (the
 * last good one counts), and the file written back with one line for it,
 * in the first one's place. */
static void test_duplicates_collapse(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *text = "scale = 2\n# x\nscale = 3  # later\nvolume = loud\nvolume = 20\nvolume = 20\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 3);
    assert_int_equal(count(report, ":1:"), 0);
    assert_int_equal(count(report, ":2:"), 0);
    assert_int_equal(count(report, ":3: scale set again (also on line 1"), 1);
    assert_int_equal(count(report, ":4: not a number"), 1);
    assert_int_equal(count(report, ":5:"), 0);     /* line 4 set nothing */
    assert_int_equal(count(report, ":6: volume set again (also on line 5"), 1);
    assert_int_equal(count(report, "\n"), 3);
    assert_int_equal(c.set.scale, 3);
    assert_int_equal(c.set.volume, 20);
    char *out = save_and_read(&c);             /* unchanged: the deciding lines */
    assert_ptr_equal(strstr(out, "scale = 3  # later\n# x\nvolume = 20\nscanlines = off\n"), out);
    free(out);
    assert_int_equal(load(&c, report, sizeof report), 0);
    assert_string_equal(report, "");
    cfg_free(&c);
    write_conf(text, strlen(text));            /* changed: the first line takes it */
    load(&c, report, sizeof report);
    c.set.scale = 5;
    c.set.volume = 40;
    out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "scale = 5\n# x\nvolume = 40\nscanlines = off\n"), out);
    assert_int_equal(count(out, "scale ="), 1);
    assert_int_equal(count(out, "volume ="), 1);
    free(out);
}

/* "Set again" cites the good line that set the value, never a rejected
 * one, and the latest of them. */
static void test_set_again_cites_setting_line(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *text = "scale = 3x\n#\n#\nscale=2\n#\nscale = 2 # two\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 2);
    assert_int_equal(count(report, ":1: not a number (line ignored)\n"), 1);
    assert_int_equal(count(report, ":4:"), 0);
    assert_int_equal(count(report, ":6: scale set again (also on line 4;"), 1);
    assert_int_equal(c.set.scale, 2);
    cfg_free(&c);
}

/* Key lines: an action given again is reported citing the line before
 * (the last counts) and written back once; a key bound on two lines to two
 * actions is the later line's, reported once. */
static void test_key_duplicates(void **state)
{
    (void)state;
    static cfg c;
    char report[2048], keys[200];
    const char *text = "key pad1.1 = A\nkey help = F1\nkey pad1.1 = B\nkey pause = F1\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 2);
    assert_int_equal(count(report, ":3: key pad1.1 set again (also on line 1;"), 1);
    assert_int_equal(count(report, ":4: F1 is bound on line 2 too (help); the later line counts: "
                                   "F1 does pause, not help\n"), 1);
    assert_int_equal(count(report, "\n"), 2);
    km_keys_text(&c.km, KM_PAD1, keys, sizeof keys);
    assert_string_equal(keys, "B");
    km_keys_text(&c.km, KM_PAUSE, keys, sizeof keys);
    assert_string_equal(keys, "F1");
    km_keys_text(&c.km, KM_HELP, keys, sizeof keys);
    assert_string_equal(keys, "");
    char *out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "key help = F1\nkey pad1.1 = B\nkey pause = F1\n"), out);
    assert_int_equal(count(out, "key pad1.1"), 1);
    free(out);
    /* Only the lines that count take keys, in their order: the file written
     * back (those lines, in their places) binds the same keys. */
    static cfg back;
    text = "key pause = F1\nkey help = F1\nkey pause = F1, F3\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 2);
    assert_int_equal(count(report, ":3: key pause set again (also on line 1;"), 1);
    assert_int_equal(count(report, ":3: F1 is bound on line 2 too (help)"), 1);
    km_keys_text(&c.km, KM_HELP, keys, sizeof keys);
    assert_string_equal(keys, "");
    static keymap before;
    before = c.km;
    out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "key help = F1\nkey pause = F1, F3\n"), out);
    free(out);
    assert_int_equal(load(&back, report, sizeof report), 1);
    for (int a = 0; a < KM_ACTIONS; a++) {      /* the same keys, action by action */
        char was[200];
        km_keys_text(&before, a, was, sizeof was);
        km_keys_text(&back.km, a, keys, sizeof keys);
        assert_string_equal(keys, was);
    }
    cfg_free(&back);
}

/* What is not a regular file is never read nor written: a folder, and a
 * FIFO with no writer (the old reader waited for one forever, and the save
 * at the end wrote into it). */
static void test_config_not_a_file(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *keep = tl_path("keep.conf");
    snprintf(path, sizeof path, "%s", tl_path("dir.conf"));
    assert_int_equal(mkdir(path, 0755), 0);
    assert_int_equal(load(&c, report, sizeof report), 1);
    assert_non_null(strstr(report, "dir.conf: is a folder, not a file (settings not read, and not saved)\n"));
    assert_int_equal(c.path[0], 0);
    cfg_free(&c);
    rmdir(path);
    snprintf(path, sizeof path, "%s", tl_fifo("fifo.conf"));
    assert_int_equal(load(&c, report, sizeof report), 1);
    tl_fifo_done();
    assert_non_null(strstr(report, "fifo.conf: not a regular file"));
    assert_non_null(strstr(report, "(settings not read, and not saved)\n"));
    assert_int_equal(c.path[0], 0);
    cfg_free(&c);
    remove(path);
    snprintf(path, sizeof path, "%s", keep);
}

/* A CRLF file stays CRLF: an added setting ends as the others do. */
static void test_crlf_kept(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *text = "scale = 2\r\nvolume = 30 # mine\r\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 0);
    c.set.volume = 40;
    char *out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "scale = 2\r\nvolume = 40 # mine\r\nscanlines = off\r\n"), out);
    assert_int_equal(count(out, "\n"), count(out, "\r\n"));
    free(out);
}

/* A one-run value (--scale, --fullscreen, --scanlines) is in force but
 * never saved, even when another setting changes and the file is written. */
static void test_run_only_not_saved(void **state)
{
    (void)state;
    static cfg c;
    char report[2048];
    const char *text = "scale = 2\nvolume = 30\n";
    write_conf(text, strlen(text));
    assert_int_equal(load(&c, report, sizeof report), 0);
    assert_int_equal(cfg_run_only(&c, "scale", 5), 0);
    assert_int_equal(cfg_run_only(&c, "fullscreen", 1), 0);
    assert_int_equal(cfg_run_only(&c, "bogus", 1), -1);
    assert_int_equal(c.set.scale, 5);
    c.set.volume = 40;
    char *out = save_and_read(&c);
    assert_ptr_equal(strstr(out, "scale = 2\nvolume = 40\n"), out);
    assert_non_null(strstr(out, "fullscreen = off\n"));
    assert_null(strstr(out, "= 5"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_config_lines),
        cmocka_unit_test(test_config_file),
        cmocka_unit_test(test_config_unreadable),
        cmocka_unit_test(test_config_template),
        cmocka_unit_test(test_docs_example_loads),
        cmocka_unit_test(test_bad_lines_kept),
        cmocka_unit_test(test_nul_byte_refused),
        cmocka_unit_test(test_changed_setting_replaces_bad_line),
        cmocka_unit_test(test_duplicates_collapse),
        cmocka_unit_test(test_set_again_cites_setting_line),
        cmocka_unit_test(test_key_duplicates),
        cmocka_unit_test(test_crlf_kept),
        cmocka_unit_test(test_run_only_not_saved),
        cmocka_unit_test(test_config_not_a_file),
    };
    return cmocka_run_group_tests(tests, setup, tl_teardown);
}
