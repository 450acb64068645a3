/* test_looks.c — what the titles' screens must show (issue 14, looks), read
 * from the final screen of recorded movies, natively and as the ROM:
 *  - Capture keeps its grid lines visible on every square, red discs too;
 *  - Capture shows no cursor on a finished board, and TIME UP stays beside
 *    the result;
 *  - Vice Versa's final score sits on the screen's background colour (green
 *    or red), not on a blue stripe; it asks HANDICAP? only when H at the
 *    roster turned the question on (issue 32);
 *  - Entrap's board (issue 23): a frame line around the squares, the labels
 *    centred on their columns and rows, discs that show round at the CGA's
 *    pixel aspect (14 pixels wide, 12 tall), in both looks — read from the
 *    rendered pixels (front/render.c), as a player sees them;
 *  - Ricochet's knocked-out launcher is a Bumper symbol (the manual), and a
 *    launcher or bumper hit sounds a rising tone (spec §3);
 *  - Odin (issue 32): the Apple II look's lines of text do not touch, and in
 *    both looks the labels are centred on their squares, read from the
 *    rendered pixels.
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
#include "front/render.h"
#include "front/titles.h"
#include "cart/capture/cap.h"
#include "cart/entrap/ent.h"
#include "cart/vice-versa/vv.h"

static hw_display D;
static uint32_t px[RENDER_MAX_PIXELS];
static int pw, ph;
static char rom_dir[512];

/* BUILD/rom/NAME.rom into a static buffer. */
static const char *rom(const char *name)
{
    static char path[600];
    snprintf(path, sizeof path, "%s/rom/%s.rom", rom_dir, name);
    return path;
}

/* Runs `movie` on the native build (rom NULL) or the ROM for `frames`
 * logical frames (< 0: the movie's end), calling fn after every frame;
 * leaves the last screen in D and its picture in px (pw x ph). */
static void run_movie(const char *title, const char *rom_path, const char *movie, long frames,
                      void (*fn)(void *, const hw *), void *ctx)
{
    char err[256];
    eng *e = rom_path ? eng_rom_open(rom_path, err, sizeof err)
                 : eng_native_open(title, ttl_find(title)->entry, err, sizeof err);
    if (!e)
        fail_msg("%s", err);
    hl_opts o = { .movie = movie, .frames = frames, .last_screen = &D,
                  .frame_fn = fn, .frame_ctx = ctx, .max_displayed = HL_GAME_GUARD };
    hl_result r;
    if (hl_run(e, &o, &r) != HL_OK)
        fail_msg("%s: %s", movie, r.error);
    eng_close(e);
    render_size(&D, &pw, &ph);
    render_frame(&D, px);
}

static void final_screen(const char *title, const char *rom_path, const char *movie)
{
    run_movie(title, rom_path, movie, -1, NULL, NULL);
}

/* The picture's pixel (x, y) of the cells (the border left out). */
static uint32_t pix(int x, int y) { return px[(y + RENDER_BORDER) * pw + x + RENDER_BORDER]; }

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

/* Vice Versa asks HANDICAP? only after H at the roster turned the question
 * on (issue 32: the VideoBrain kept no handicap): the default games never
 * show it, on any frame; vv-handicap-abe (H first) does, and its final
 * score counts the handicap. */
static void spot_handicap(void *ctx, const hw *h)
{
    int *seen = ctx;
    char row[CON_COLS_MAX + 1];
    for (int y = 0; y < h->disp.rows && !*seen; y++) {
        for (int x = 0; x < h->disp.cols; x++)
            row[x] = (char)h->disp.chars[y * h->disp.cols + x];
        row[h->disp.cols] = 0;
        *seen = strstr(row, "HANDICAP?") != NULL;
    }
}

static void check_vv_handicap(const char *rom_path)
{
    static const char *const plain[] = { "tests/movies/vv-abe-first.mov",
                                         "tests/movies/vv-friend-1.mov" };
    int seen;
    for (int i = 0; i < 2; i++) {
        seen = 0;
        run_movie("vice-versa", rom_path, plain[i], -1, spot_handicap, &seen);
        if (seen)
            fail_msg("%s: HANDICAP? asked in a default game", plain[i]);
        assert_false(row_has(1, "WITH HANDICAP"));
    }
    seen = 0;
    run_movie("vice-versa", rom_path, "tests/movies/vv-handicap-abe.mov", -1, spot_handicap, &seen);
    assert_true(seen);
    assert_true(row_has(1, "FINAL SCORE WITH HANDICAP"));
}

static void test_vv_handicap_question(void **state)
{
    (void)state;
    check_vv_handicap(NULL);
    check_vv_handicap(rom("vice-versa"));
}

/* Vice Versa's roster: the manual's six lines and one more, the handicap
 * key with its state (HANDICAP H: OFF), its name and key in the table's
 * columns (it was two lines, the state one column left of the table). */
typedef struct roster_seen { int shown, lines, col, abe, key, abe_key, off; } roster_seen;

static void spot_roster(void *ctx, const hw *h)
{
    roster_seen *r = ctx;
    char row[CON_COLS_MAX + 1];
    int roster = 0, lines = 0;
    for (int y = 0; y < h->disp.rows; y++) {
        for (int x = 0; x < h->disp.cols; x++)
            row[x] = (char)h->disp.chars[y * h->disp.cols + x];
        row[h->disp.cols] = 0;
        const char *hc = strstr(row, "HANDICAP"), *abe = strstr(row, "ABE ");
        roster |= strstr(row, "TO PLAY") != NULL;
        if (hc && roster) {
            lines++;
            r->col = (int)(hc - row);
            r->key = strchr(hc, 'H') && strstr(hc, " H") ? (int)(strstr(hc, " H") - row) + 1 : -1;
            r->off = strstr(hc, "OFF") != NULL;
        }
        if (abe && roster) {
            r->abe = (int)(abe - row);
            r->abe_key = strchr(abe, 'A') ? (int)(strrchr(row, 'A') - row) : -1;
        }
    }
    if (roster) {                        /* the most seen while the roster shows */
        r->shown = 1;
        r->lines = lines > r->lines ? lines : r->lines;
    }
}

/* Run after vv-handicap-abe (H turned the question on): a new power-on is
 * OFF again, natively too (the native build's static outlived it). */
static void check_vv_roster(const char *rom_path)
{
    roster_seen r = { 0, 0, -1, -2, -1, -2, 0 };
    run_movie("vice-versa", rom_path, "tests/movies/vv-abe-first.mov", 600, spot_roster, &r);
    assert_true(r.shown);
    assert_int_equal(r.lines, 1);
    assert_int_equal(r.col, r.abe);          /* names in one column */
    assert_int_equal(r.key, r.abe_key);      /* keys in one column */
    assert_true(r.off);
}

static void test_vv_roster(void **state)
{
    (void)state;
    check_vv_roster(NULL);
    check_vv_roster(rom("vice-versa"));
}

/* Entrap's squares in the picture: 16x16 pixels from (EX, EY). */
#define EX (ENT_BOARD_X * 8)
#define EY (ENT_BOARD_Y * 8)
#define ESIDE 128

/* The pixels in [x0, x1] x [y0, y1] that differ from colour c: how many,
 * and their bounding box. */
typedef struct box { int n, x0, y0, x1, y1; } box;

static box not_colour(int x0, int y0, int x1, int y1, uint32_t c)
{
    box b = { 0, x1 + 1, y1 + 1, x0 - 1, y0 - 1 };
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++)
            if (pix(x, y) != c) {
                b.n++;
                if (x < b.x0) b.x0 = x;
                if (x > b.x1) b.x1 = x;
                if (y < b.y0) b.y0 = y;
                if (y > b.y1) b.y1 = y;
            }
    return b;
}

/* A line of frame pixels just outside the squares, the ground beyond. */
static void check_entrap_frame(uint32_t ground)
{
    for (int t = -1; t <= ESIDE; t++) {
        int on[4][2] = { { EX + t, EY - 1 }, { EX + t, EY + ESIDE },
                         { EX - 1, EY + t }, { EX + ESIDE, EY + t } };
        for (int k = 0; k < 4; k++)
            if (pix(on[k][0], on[k][1]) == ground)
                fail_msg("no frame at pixel (%d, %d)", on[k][0], on[k][1]);
    }
    for (int t = 0; t < ESIDE; t++)
        if (pix(EX + t, EY - 2) != ground || pix(EX + ESIDE + 1, EY + t) != ground)
            fail_msg("the frame is not a thin line at %d", t);
}

/* Each label's pixels centred on its column (letters above) or row
 * (numbers at the left) within a pixel. */
static void check_entrap_labels(uint32_t ground)
{
    for (int i = 0; i < 8; i++) {
        int mid2 = 2 * (16 * i) + 15;      /* twice the square's middle */
        box a = not_colour(EX + 16 * i, 0, EX + 16 * i + 15, EY - 3, ground);
        box n = not_colour(0, EY + 16 * i, EX - 3, EY + 16 * i + 15, ground);
        if (a.n == 0 || n.n == 0)
            fail_msg("label %d: not shown", i);
        if (abs(a.x0 + a.x1 - 2 * EX - mid2) > 2)
            fail_msg("letter %c sits at %d-%d, its column at %d-%d", 'A' + i, a.x0, a.x1,
                     EX + 16 * i, EX + 16 * i + 15);
        if (abs(n.y0 + n.y1 - 2 * EY - mid2) > 2)
            fail_msg("number %d sits at %d-%d, its row at %d-%d", i + 1, n.y0, n.y1,
                     EY + 16 * i, EY + 16 * i + 15);
    }
}

/* Every disc (its pixels against the square's corner) shows round at the
 * look's pixel aspect: width x num/den within a pixel of its height. */
static void check_entrap_discs(void)
{
    int num, den, discs = 0;
    render_aspect(&D, &num, &den);
    for (int sq = 0; sq < 64; sq++) {
        int x = EX + 16 * (sq & 7), y = EY + 16 * (sq >> 3);
        box b = not_colour(x, y, x + 15, y + 15, pix(x, y));
        if (b.n <= 8)
            continue;                      /* an empty square's dot */
        discs++;
        int w = b.x1 - b.x0 + 1, h = b.y1 - b.y0 + 1;
        if (abs(w * num - h * den) > den || w < 12)
            fail_msg("square %d: a disc %dx%d pixels at aspect %d/%d", sq, w, h, num, den);
    }
    assert_true(discs >= 8);
}

static void check_entrap_board(const char *title, const char *rom_path, const char *movie)
{
    final_screen(title, rom_path, movie);
    uint32_t ground = pix(EX - 4, EY - 4);  /* the screen beside the frame's corner */
    check_entrap_frame(ground);
    check_entrap_labels(ground);
    check_entrap_discs();
}

static void test_entrap_board(void **state)
{
    (void)state;
    check_entrap_board("entrap", NULL, "tests/movies/entrap-look.mov");
    check_entrap_board("entrap", rom("entrap"), "tests/movies/entrap-look.mov");
    check_entrap_board("entrap-bw", NULL, "tests/movies/entrap-bw.mov");
    check_entrap_board("entrap-bw", rom("entrap-bw"), "tests/movies/entrap-bw.mov");
}

/* rc-sample1 at frame 45: Left's bottom launcher (text column 5, row 11)
 * was knocked out. It shows a Bumper symbol in Left's colour: a half disc
 * whose flat side is the cell's left edge (every glyph row a run of pixels
 * from it, widest in the middle), not the launcher's digit nor a box. */
static void check_ricochet_ko(const char *rom_path)
{
    run_movie("ricochet", rom_path, "tests/movies/rc-sample1.mov", 45, NULL, NULL);
    int cell = 11 * D.cols + 5;
    uint8_t ch = D.chars[cell];
    assert_true(ch >= CON_GLYPH_USER);
    assert_int_not_equal(fg(cell), bg(cell));
    int widest = 0, narrowest = 8;
    for (int r = 0; r < 8; r++) {
        uint8_t g = D.glyphs[ch * CON_GLYPH_ROWS + r];
        int run = 0;
        while (run < 8 && (g & (0x80 >> run)))
            run++;
        if ((uint8_t)(g << run) != 0)
            fail_msg("glyph row %d (0x%02X) is not a run from the left edge", r, g);
        if (g != D.glyphs[ch * CON_GLYPH_ROWS + 7 - r])
            fail_msg("glyph row %d is not mirrored by row %d", r, 7 - r);
        if (run > widest) widest = run;
        if (run < narrowest) narrowest = run;
        if (r > 0 && r < 4 && run < (int)__builtin_popcount(D.glyphs[ch * CON_GLYPH_ROWS + r - 1]))
            fail_msg("glyph row %d narrows before the middle", r);
    }
    assert_true(widest >= 5 && narrowest >= 1 && narrowest < widest);
}

static void test_ricochet_ko_bumper(void **state)
{
    (void)state;
    check_ricochet_ko(NULL);
    check_ricochet_ko(rom("ricochet"));
}

/* Each start of tone channel 1 during a run: its pitch. */
typedef struct tones { uint32_t serial; int n; uint16_t hz[512]; } tones;

static void log_tone(void *ctx, const hw *h)
{
    tones *t = ctx;
    const hw_channel *c = &h->ch[CON_CH_TONE1];
    if (c->serial != t->serial && t->n < 512)
        t->hz[t->n++] = c->hz;
    t->serial = c->serial;
}

/* The longest run of starts each higher than the one before. */
static int longest_rise(const tones *t)
{
    int best = 1, run = 1;
    for (int i = 1; i < t->n; i++) {
        run = t->hz[i] > t->hz[i - 1] ? run + 1 : 1;
        if (run > best) best = run;
    }
    return best;
}

/* Animated launches (no key skips them): rc-clock's knocks out a launcher
 * (a step a frame, 4 frames), rc-v4-opp2's bounce off bumpers (6 steps of
 * 5 frames each). A fixed tone never rises. */
static void check_ricochet_tones(const char *rom_path)
{
    tones t = { 0 };
    run_movie("ricochet", rom_path, "tests/movies/rc-clock.mov", -1, log_tone, &t);
    assert_true(longest_rise(&t) >= 4);
    memset(&t, 0, sizeof t);
    run_movie("ricochet", rom_path, "tests/movies/rc-v4-opp2.mov", -1, log_tone, &t);
    assert_true(longest_rise(&t) >= 6);
}

static void test_ricochet_rising_tone(void **state)
{
    (void)state;
    check_ricochet_tones(NULL);
    check_ricochet_tones(rom("ricochet"));
}

/* Odin's Apple II text: each line's pixels (from its highest to its lowest
 * lit row) end a blank scanline before the next line's begin; the 8x8 PC
 * font's comma and Q reached a cell's last row and joined the line below
 * (issue 32: prompts looked underlined). */
static int text_cell(int cell) { return D.chars[cell] > ' ' && D.chars[cell] < 127; }

static void check_odin_line_gap(const char *rom_path, long frames)
{
    int top[CON_ROWS_MAX], bottom[CON_ROWS_MAX], pairs = 0;
    run_movie("odin", rom_path, "tests/movies/odin-apple2.mov", frames, NULL, NULL);
    for (int y = 0; y < D.rows; y++) {
        top[y] = D.cell_h;
        bottom[y] = -1;
        for (int x = 0; x < D.cols; x++) {
            int cell = y * D.cols + x;
            if (!text_cell(cell))
                continue;
            box b = not_colour(x * D.cell_w, y * D.cell_h, x * D.cell_w + D.cell_w - 1,
                               y * D.cell_h + D.cell_h - 1, palette_of(D.profile)[bg(cell)]);
            if (b.n && b.y0 - y * D.cell_h < top[y]) top[y] = b.y0 - y * D.cell_h;
            if (b.n && b.y1 - y * D.cell_h > bottom[y]) bottom[y] = b.y1 - y * D.cell_h;
        }
    }
    for (int y = 0; y + 1 < D.rows; y++) {
        if (bottom[y] < 0 || bottom[y + 1] < 0)
            continue;
        pairs++;
        if (D.cell_h - 1 - bottom[y] + top[y + 1] < 1)
            fail_msg("frame %ld: text rows %d and %d touch", frames, y, y + 1);
    }
    assert_true(pairs >= 2);
}

/* Where a label's pixels sit against its square: the picture's grid lines
 * (rows or columns of the board window lit in the line colour across at
 * least 95% of it), extended by whole squares where a look draws no line
 * (the Apple II's coordinates take rank 1's top line and file A's left
 * one; its rank 8 ends at the screen's edge). */
typedef struct span { int a, b; } span;
typedef struct odin_geo {
    int x0, y0, x1, y1;        /* the board window, pixels */
    uint32_t line;             /* the grid's colour */
    int letters, numbers;      /* the labels' bands: letters in rows 0..letters-1,
                                * numbers in columns 0..numbers-1 */
    int missing;               /* lines not drawn before the first square */
} odin_geo;

static void find_lines(const odin_geo *g, int vertical, span *l)
{
    int n = 0, len = vertical ? g->y1 - g->y0 + 1 : g->x1 - g->x0 + 1;
    int from = vertical ? g->x0 : g->y0, to = vertical ? g->x1 : g->y1;
    for (int t = from; t <= to; t++) {
        int on = 0;
        for (int u = 0; u < len; u++)
            on += (vertical ? pix(t, g->y0 + u) : pix(g->x0 + u, t)) == g->line;
        if (on * 100 < len * 95)
            continue;
        if (n && l[n - 1].b == t - 1)
            l[n - 1].b = t;
        else if (n < 9)
            l[n++] = (span){ t, t };
    }
    if (n < 2)
        fail_msg("%d %s grid lines found", n, vertical ? "vertical" : "horizontal");
    int pitch = l[1].a - l[0].a;
    for (int k = 0; k < g->missing; k++) {
        memmove(l + 1, l, (size_t)n * sizeof *l);
        l[0] = (span){ l[1].a - pitch, l[1].b - pitch };
        n++;
    }
    while (n < 9) {
        l[n] = (span){ l[n - 1].a + pitch, l[n - 1].b + pitch };
        n++;
    }
}

static void check_odin_labels(const char *rom_path, const char *movie, const odin_geo *g)
{
    final_screen("odin", rom_path, movie);
    span cols[10], rows[10];
    find_lines(g, 1, cols);
    find_lines(g, 0, rows);
    uint32_t ground = pix(0, D.rows * D.cell_h - 1);
    for (int i = 0; i < 8; i++) {
        box a = not_colour(cols[i].b + 1, 0, cols[i + 1].a - 1, g->letters - 1, ground);
        box n = not_colour(0, rows[i].b + 1, g->numbers - 1, rows[i + 1].a - 1, ground);
        if (a.n == 0 || n.n == 0)
            fail_msg("%s: label %d not shown", movie, i);
        if (abs(a.x0 + a.x1 - cols[i].b - cols[i + 1].a) > 2)
            fail_msg("%s: letter %c at pixels %d-%d, its square %d-%d", movie, 'A' + i, a.x0, a.x1,
                     cols[i].b + 1, cols[i + 1].a - 1);
        if (abs(n.y0 + n.y1 - rows[i].b - rows[i + 1].a) > 2)
            fail_msg("%s: number %d at pixels %d-%d, its square %d-%d", movie, i + 1, n.y0, n.y1,
                     rows[i].b + 1, rows[i + 1].a - 1);
    }
}

static void test_odin_apple2_text(void **state)
{
    (void)state;
    for (int t = 0; t < 2; t++) {
        const char *r = t ? rom("odin") : NULL;
        check_odin_line_gap(r, 14);            /* the start-up prompts */
        check_odin_line_gap(r, -1);            /* the game's panel */
    }
}

static void test_odin_labels(void **state)
{
    (void)state;
    const uint32_t *apple = palette_of(CON_PROF_APPLE2), *trs = palette_of(CON_PROF_TRS80);
    const odin_geo a2 = { 7, 8, 167, 191, apple[0], 8, 7, 1 };
    const odin_geo trs80 = { 12, 20, 206, 183, trs[15], 12, 6, 0 };
    for (int t = 0; t < 2; t++) {
        const char *r = t ? rom("odin") : NULL;
        check_odin_labels(r, "tests/movies/odin-apple2.mov", &a2);
        check_odin_labels(r, "tests/movies/odin-draw.mov", &trs80);
    }
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
        cmocka_unit_test(test_vv_handicap_question),
        cmocka_unit_test(test_vv_roster),
        cmocka_unit_test(test_entrap_board),
        cmocka_unit_test(test_ricochet_ko_bumper),
        cmocka_unit_test(test_ricochet_rising_tone),
        cmocka_unit_test(test_odin_apple2_text),
        cmocka_unit_test(test_odin_labels),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
