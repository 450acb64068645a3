/* test_record.c — the window's movie recorder (front/record.c) writes as it
 * goes: a recording cut short by a crash keeps all but its last
 * REC_CHECKPOINT frames, as a movie that loads; a reset starts it again; a
 * shell's restore cuts it back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <unistd.h>

#include "emu/movie_file.h"
#include "util/textfile.h"
#include "front/record.h"

static void test_record_checkpoints(void **state)
{
    (void)state;
    static recorder rec;
    char dir[] = "/tmp/annex-rec-XXXXXX", path[64], err[512], *text;
    size_t len;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/crash.mov", dir);
    assert_int_equal(rec_start(&rec, "smoke", CON_MACHINE_ANY, path, err, sizeof err), 0);
    /* Written at once: the header and an end. */
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    assert_non_null(strstr(text, "title smoke\n"));
    assert_non_null(strstr(text, "\nend 1\n"));
    free(text);
    uint32_t last = 2 * REC_CHECKPOINT + 50;
    for (uint32_t f = 1; f <= last; f++) {
        hw_input in = { 0 };
        in.key = f % 50 == 0 ? 'A' : 0;
        rec_frame(&rec, f, &in);
    }
    /* "Crash": the file holds everything up to the last checkpoint. */
    char want[32];
    snprintf(want, sizeof want, "\nend %u\n", 2 * REC_CHECKPOINT + 1);
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    assert_non_null(strstr(text, want));
    snprintf(want, sizeof want, "\n%u key=A\n", 2 * REC_CHECKPOINT);
    assert_non_null(strstr(text, want));
    free(text);
    static mvf m;
    if (mvf_load(&m, path, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(m.end_frame, 2 * REC_CHECKPOINT + 1);
    mvf_free(&m);
    assert_int_equal(rec_finish(&rec, err, sizeof err), 0);
    snprintf(want, sizeof want, "\nend %u\n", last + 1);
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    assert_non_null(strstr(text, want));
    free(text);
    /* A file that cannot be written is known at the start. */
    snprintf(path, sizeof path, "%s/nodir/x.mov", dir);
    assert_int_equal(rec_start(&rec, "smoke", CON_MACHINE_ANY, path, err, sizeof err), -1);
    assert_non_null(strstr(err, path));
    snprintf(path, sizeof path, "%s/crash.mov", dir);
    unlink(path);
    assert_int_equal(rmdir(dir), 0);
}

/* A recording of `title` started in a fresh folder (`dir`: its mkdtemp
 * template) into `path`. */
static void start_tmp(recorder *rec, char *dir, char *path, size_t n, const char *title, uint8_t machine)
{
    char err[512];
    assert_non_null(mkdtemp(dir));
    snprintf(path, n, "%s/rec.mov", dir);
    assert_int_equal(rec_start(rec, title, machine, path, err, sizeof err), 0);
}

/* Ends it and checks the movie loads; its text, which the folder no
 * longer holds (the caller frees it). */
static char *finish_tmp(recorder *rec, const char *dir, const char *path)
{
    static mvf m;
    char err[512], *text;
    size_t len;
    assert_int_equal(rec_finish(rec, err, sizeof err), 0);
    if (mvf_load(&m, path, err, sizeof err))
        fail_msg("%s", err);
    mvf_free(&m);
    assert_int_equal(txt_read(path, 1 << 16, &text, &len, err, sizeof err), 0);
    unlink(path);
    assert_int_equal(rmdir(dir), 0);
    return text;
}

/* A reset while recording: the movie starts again after its header, from
 * the new power-on, and still loads (its frames increase). */
static void test_record_restart(void **state)
{
    (void)state;
    static recorder rec;
    char dir[] = "/tmp/annex-rec-XXXXXX", path[64], err[512];
    start_tmp(&rec, dir, path, sizeof path, "vice-versa", CON_PROF_APPLE2);
    hw_input in = { 0 };
    for (uint32_t f = 1; f <= 40; f++) {
        in.key = f == 20 ? 'A' : 0;
        rec_frame(&rec, f, &in);
    }
    assert_int_equal(rec_restart(&rec, err, sizeof err), 0);
    for (uint32_t f = 1; f <= 30; f++) {
        in.key = f == 10 ? 'B' : 0;
        rec_frame(&rec, f, &in);
    }
    char *text = finish_tmp(&rec, dir, path);
    assert_non_null(strstr(text, "\nend 31\n"));
    assert_non_null(strstr(text, "machine apple2\n"));
    assert_non_null(strstr(text, "\n10 key=B\n"));
    assert_null(strstr(text, "key=A"));
    free(text);
}

/* A shell's own state restored while recording (run-ahead): rec_cut goes
 * back to the state's frame, whose input it is told, and the movie goes on
 * from there as if the frames taken back had never been played; a frame
 * the movie never reached is refused. */
static void test_record_cut(void **state)
{
    (void)state;
    static recorder rec;
    char dir[] = "/tmp/annex-rec-XXXXXX", path[64];
    start_tmp(&rec, dir, path, sizeof path, "capture", CON_MACHINE_ANY);
    hw_input in = { 0 }, at30 = { 0 };
    for (uint32_t f = 1; f <= 60; f++) {
        in.joy[0] = f >= 20 && f < 50 ? 1 : 0;      /* held 20-49 */
        in.key = f == 40 ? 'A' : 0;
        rec_frame(&rec, f, &in);
        if (f == 30)
            at30 = in;
    }
    assert_int_equal(rec_cut(&rec, 61, &in), -1);
    assert_int_equal(rec_cut(&rec, 30, &at30), 0);
    for (uint32_t f = 31; f <= 45; f++) {
        in.joy[0] = f < 35 ? 1 : 0;                  /* released at 35 this time */
        in.key = 0;
        rec_frame(&rec, f, &in);
    }
    char *text = finish_tmp(&rec, dir, path);
    assert_non_null(strstr(text, "\n20 joy1=1\n35 joy1=0\nend 46\n"));
    assert_null(strstr(text, "key=A"));
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_checkpoints),
        cmocka_unit_test(test_record_restart),
        cmocka_unit_test(test_record_cut),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
