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

/* Opens `title` (natively) and loads a movie whose title line is `movie_title`. */
static int load_movie(session *s, const char *title, const char *movie_title, int any, char *err, size_t n)
{
    host_opts o;
    char text[200];
    char *argv[] = { "annex", (char *)title, NULL };
    assert_int_equal(cli_parse(2, argv, &o, err, n), 0);
    assert_int_equal(sess_open(s, &o, err, n), 0);
    snprintf(text, sizeof text, "annex-movie 1\ntitle %s\n3 key=A\nend 10\n", movie_title);
    tl_write_text(tl_path("t.mov"), text);
    return sess_movie(s, tl_path("t.mov"), any, err, n);
}

/* A movie recorded for another title is refused in one line (it used to
 * play into the wrong game without a word), unless the caller overrides;
 * a movie naming the title by its ROM header (as the page wrote them) is
 * the title's. */
static void test_session_movie_of_another_title(void **state)
{
    (void)state;
    static session s;
    char err[512];
    assert_int_equal(load_movie(&s, "entrap", "vice-versa", 0, err, sizeof err), 2);
    tl_assert_one_line(err, "t.mov", "recorded for vice-versa, not entrap");
    assert_int_equal(s.has_movie, 0);
    sess_close(&s);
    assert_int_equal(load_movie(&s, "entrap", "entrap-bw", 0, err, sizeof err), 2);
    tl_assert_one_line(err, "t.mov", "recorded for entrap-bw, not entrap");
    sess_close(&s);
    assert_int_equal(load_movie(&s, "entrap", "vice-versa", 1, err, sizeof err), 0);
    assert_int_equal(s.has_movie, 1);
    sess_close(&s);
    assert_int_equal(load_movie(&s, "capture", "CAPTURE MG-302", 0, err, sizeof err), 0);
    sess_close(&s);
    assert_int_equal(load_movie(&s, "capture", "capture", 0, err, sizeof err), 0);
    sess_close(&s);
    assert_int_equal(sess_check_movie(ttl_find("odin"), tl_path("t.mov"), err, sizeof err), 2);
    tl_assert_one_line(err, "t.mov", "recorded for capture, not odin");
    assert_int_equal(sess_check_movie(ttl_find("capture"), tl_path("t.mov"), err, sizeof err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_session_unknown_title),
        cmocka_unit_test(test_session_renamed_rom),
        cmocka_unit_test(test_session_movie_of_another_title),
    };
    return cmocka_run_group_tests(tests, tl_setup, tl_teardown);
}
