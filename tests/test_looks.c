/* test_looks.c — what the titles' screens must show (issue 14, looks), read
 * from the final screen of recorded movies, natively and as the ROM:
 *  - Capture keeps its grid lines visible on every square, red discs too;
 *  - Capture shows no cursor on a finished board, and TIME UP stays beside
 *    the result;
 *  - Vice Versa's final score sits on the screen's background colour (green
 *    or red), not on a blue stripe.
 * The ROM runs take the ROMs of the build this test belongs to
 * (BUILD/rom/, found from the program's own path BUILD[/san]/tests/). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "emu/engine.h"
#include "emu/headless.h"
#include "front/titles.h"
#include "cart/capture/cap.h"
#include "cart/vice-versa/vv.h"

static hw_display D;
static char rom_dir[512];

/* BUILD/rom/NAME.rom into a static buffer. */
static const char *rom(const char *name)
{
    static char path[600];
    snprintf(path, sizeof path, "%s/rom/%s.rom", rom_dir, name);
    return path;
}

/* The final screen of `movie` on the native build (rom NULL) or the ROM. */
static void final_screen(const char *title, const char *rom_path, const char *movie)
{
    char err[256];
    eng *e = rom_path ? eng_rom_open(rom_path, err, sizeof err)
                 : eng_native_open(title, ttl_find(title)->entry, err, sizeof err);
    if (!e)
        fail_msg("%s", err);
    hl_opts o = { .movie = movie, .frames = -1, .last_screen = &D,
                  .max_displayed = HL_GAME_GUARD };
    hl_result r;
    assert_int_equal(hl_run(e, &o, &r), HL_OK);
    eng_close(e);
}

static uint8_t fg(int cell) { return D.attrs[cell] & 15; }
static uint8_t bg(int cell) { return D.attrs[cell] >> 4; }

/* Whether row y holds the text s anywhere. */
static int row_has(int y, const char *s)
{
    char row[CON_COLS_MAX + 1];
    for (int x = 0; x < D.cols; x++)
        row[x] = (char)D.chars[y * D.cols + x];
    row[D.cols] = 0;
    return strstr(row, s) != NULL;
}

/* Square sq's top-left cell draws its top grid line: a full glyph row, in a
 * colour that differs from the cell's background. */
static int grid_line_shown(int sq)
{
    int cell = (CAP_BOARD_Y + (sq >> 3) * 2) * D.cols + (sq & 7) * 2;
    return D.glyphs[D.chars[cell] * CON_GLYPH_ROWS] == 0xFF && fg(cell) != bg(cell);
}

/* cap-level5: the computer (red) wins a board it holds mostly. */
static void check_capture_grid(const char *rom_path)
{
    final_screen("capture", rom_path, "tests/movies/cap-level5.mov");
    int red = 0;
    for (int sq = 0; sq < 64; sq++) {
        int cell = (CAP_BOARD_Y + (sq >> 3) * 2) * D.cols + (sq & 7) * 2;
        red += fg(cell) == CAP_RED;
        if (!grid_line_shown(sq))
            fail_msg("square %d shows no grid line", sq);
    }
    assert_true(red > 32);                        /* a red-heavy board indeed */
}

static void test_capture_grid(void **state)
{
    (void)state;
    check_capture_grid(NULL);
    check_capture_grid(rom("capture"));
}

/* cap-timeout-b: black's time runs out on its turn (the cursor shown). */
static void check_capture_time_up(const char *rom_path)
{
    final_screen("capture", rom_path, "tests/movies/cap-timeout-b.mov");
    assert_true(row_has(CAP_MSG_Y, "I WIN"));
    assert_true(row_has(6, "TIME UP"));
    for (int sq = 0; sq < 64; sq++)               /* the cursor's "+" hides a line */
        if (!grid_line_shown(sq))
            fail_msg("square %d: the cursor is still shown", sq);
}

static void test_capture_time_up(void **state)
{
    (void)state;
    check_capture_time_up(NULL);
    check_capture_time_up(rom("capture"));
}

/* vv-abe-first: the computer wins, the screen is red (behind). */
static void check_vv_final(const char *rom_path)
{
    final_screen("vice-versa", rom_path, "tests/movies/vv-abe-first.mov");
    assert_true(row_has(VV_MSG_Y, "THE COMPUTER WINS"));
    assert_int_equal(D.border, VV_RED);
    for (int x = 0; x < VV_COLS; x++)
        assert_int_equal(bg(2 * D.cols + x), VV_RED);
    assert_true(row_has(2, "BLACK"));
}

static void test_vv_final_score(void **state)
{
    (void)state;
    check_vv_final(NULL);
    check_vv_final(rom("vice-versa"));
}

int main(int argc, char **argv)
{
    (void)argc;
    snprintf(rom_dir, sizeof rom_dir, "%s", argv[0]);
    char *cut = strstr(rom_dir, "/tests/test_looks");
    if (!cut)
        return fprintf(stderr, "test_looks: run it as BUILD/tests/test_looks\n"), 2;
    *cut = 0;
    if (cut - rom_dir >= 4 && !strcmp(cut - 4, "/san"))
        cut[-4] = 0;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_capture_grid),
        cmocka_unit_test(test_capture_time_up),
        cmocka_unit_test(test_vv_final_score),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
