/* test_movie_limits.c — the movie format's limits (emu/movie.c,
 * docs/movie.md): frame numbers up to 4,000,000,000 exactly, lines up to
 * 159 characters before "\r\n", the same on every target (the sim65
 * reader's side is tests/check_movie_sim.sh). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "emu/movie.h"

static int8_t parse(const char *line, const char **why)
{
    mov_event ev;
    *why = "";
    int8_t r = mov_parse_line(line, &ev, why);
    return r;
}

static void test_frame_limit(void **state)
{
    (void)state;
    const char *why;
    mov_event ev;
    assert_int_equal(mov_parse_line("4000000000 key=A", &ev, &why), MOV_EVENT);
    assert_true(ev.frame == 4000000000ul);
    const char *over[] = { "4000000001 key=A", "4000000009 key=A", "4000000010", "4294967295",
                           "4294967296", "40000000000", "99999999999999999999" };
    for (size_t i = 0; i < sizeof over / sizeof over[0]; i++) {
        if (parse(over[i], &why) != MOV_ERROR || strcmp(why, "frame number too large"))
            fail_msg("\"%s\" accepted (%s)", over[i], why);
    }
    assert_int_equal(mov_parse_line("end 4000000000", &ev, &why), MOV_END);
    assert_int_equal(parse("end 4000000001", &why), MOV_ERROR);
    assert_int_equal(parse("end 4000000009", &why), MOV_ERROR);
}

static void test_line_limit(void **state)
{
    (void)state;
    char line[400];
    const char *why;
    /* 159 characters: a frame, a field and a comment filling the rest. */
    snprintf(line, sizeof line, "5 key=A #");
    while (strlen(line) < 159)
        strcat(line, "x");
    assert_int_equal(parse(line, &why), MOV_EVENT);
    strcat(line, "\r\n");
    assert_int_equal(parse(line, &why), MOV_EVENT);
    line[159] = 0;
    strcat(line, "y");                      /* 160 */
    assert_int_equal(parse(line, &why), MOV_ERROR);
    assert_string_equal(why, "line longer than 159 characters");
    strcat(line, "\n");
    assert_int_equal(parse(line, &why), MOV_ERROR);
    /* Comments and blank lines too: a long line is refused whatever it is. */
    memset(line, ' ', 300);
    strcpy(line + 300, "# x");
    assert_int_equal(parse(line, &why), MOV_ERROR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_frame_limit),
        cmocka_unit_test(test_line_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
