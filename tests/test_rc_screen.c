/* test_rc_screen.c — Ricochet's board frame by frame (issue 32): every
 * movie of the title (tests/movies/rc-*.mov) and of its bench
 * (bench/movies/rc-*.mov), run as the ROM and natively, every displayed
 * frame read:
 *  - once a game's board has shown whole, no frame shows it incomplete
 *    while no launch runs (a ball on the board): the title, both walls and
 *    the four corners, each of the twelve letters with a bar beside it, the
 *    scores' names — until the set-up screen comes back. The ROM redrew the
 *    whole board after every move and at each turn start, and the frames
 *    in between showed it blank, then half drawn;
 *  - no orientation bar in the frame (the walls, the side columns), where
 *    it looks like a gap or a target, and a piece on an edge row or column
 *    keeps its inner bar;
 *  - the picture (front/render.c): beside each piece on an edge, the wall
 *    or side cell's pixels are those of a plain wall or side cell.
 * The ROM is the one of the build this test belongs to (BUILD/rom/, found
 * from the program's own path BUILD[/san]/tests/). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <cmocka.h>

#include "emu/engine.h"
#include "emu/headless.h"
#include "front/render.h"
#include "front/titles.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"

/* Text cell of playfield cell (x, y) (rc_draw.h). */
#define COL(x) ((x) + 6)
#define ROW(y) ((y) + 2)

static char rom_path[600];

/* What a run saw; the first failure, as one line. */
typedef struct watch {
    const char *movie, *target;
    uint64_t n;                 /* displayed frames so far */
    int seen;                   /* a whole board showed since the set-up */
    uint64_t pending;           /* first incomplete frame after it (0 none) */
    char why[96];
    char board[12 * 41 + 1];    /* the pending frame's board, as text */
    char fail[2][1024];          /* CHECK_WHOLE's, CHECK_BARS' */
    int edges;                  /* frames read with a piece on an edge */
    int pictures;               /* of them, pictures compared */
    uint32_t last_edge;         /* edge pieces of the last picture compared */
} watch;

static uint8_t ch_at(const hw_display *d, int c, int r) { return d->chars[r * d->cols + c]; }

static int is_bar(uint8_t ch) { return ch >= RC_G_BAR_N && ch <= RC_G_BAR_E; }

enum { CHECK_WHOLE, CHECK_BARS };

/* The first failure of a check, as one line. */
static void failed(watch *w, int check, const char *fmt, ...)
{
    char *f = w->fail[check];
    if (f[0])
        return;
    int k = snprintf(f, sizeof w->fail[0], "%s (%s), displayed frame %llu: ", w->movie, w->target,
                     (unsigned long long)w->n);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f + k, sizeof w->fail[0] - (size_t)k, fmt, ap);
    va_end(ap);
}

static int row_has(const hw_display *d, int r, int c, const char *s)
{
    return !memcmp(&d->chars[r * d->cols + c], s, strlen(s));
}

/* A launch running: the ball on the board or its frame. */
static int ball_shown(const hw_display *d)
{
    for (int r = ROW(-1); r <= ROW(rc_board.h); r++)
        for (int c = COL(-1); c <= COL(rc_board.w); c++)
            if (ch_at(d, c, r) == RC_G_BALL)
                return 1;
    return 0;
}

/* Whether the board shows whole; if not, why (in *why). */
static int board_whole(const hw_display *d, char *why, size_t n)
{
    unsigned letters = 0;
    if (!row_has(d, 0, 1, "RICOCHET"))
        return snprintf(why, n, "no title"), 0;
    for (int c = COL(-1); c <= COL(rc_board.w); c++)
        if (ch_at(d, c, ROW(-1)) == ' ' || ch_at(d, c, ROW(rc_board.h)) == ' ')
            return snprintf(why, n, "a gap in a wall at column %d", c), 0;
    for (int r = ROW(0); r < ROW(rc_board.h); r++)
        for (int c = COL(0); c < COL(rc_board.w); c++) {
            uint8_t ch = ch_at(d, c, r);
            if (ch < 'A' || ch > 'L')
                continue;
            letters |= 1u << (ch - 'A');
            if (!is_bar(ch_at(d, c - 1, r)) && !is_bar(ch_at(d, c + 1, r))
                && !is_bar(ch_at(d, c, r - 1)) && !is_bar(ch_at(d, c, r + 1)))
                return snprintf(why, n, "piece %c without a bar", ch), 0;
        }
    if (letters != 0xFFFu)
        return snprintf(why, n, "pieces missing (0x%03X shown)", letters), 0;
    if (!row_has(d, RC_ROW_SCORE, 1, "LEFT") || !row_has(d, RC_ROW_SCORE, 21, "RIGHT"))
        return snprintf(why, n, "no scores"), 0;
    return 1;
}

/* The frame's cells never hold a bar. */
static void no_bar_in_frame(watch *w, const hw_display *d)
{
    for (int c = COL(-1); c <= COL(rc_board.w); c++)
        for (int r = ROW(-1); r <= ROW(rc_board.h); r++) {
            int frame = r == ROW(-1) || r == ROW(rc_board.h) || c == COL(-1) || c == COL(rc_board.w);
            if (frame && is_bar(ch_at(d, c, r)))
                failed(w, CHECK_BARS, "an orientation bar in the frame at column %d, row %d", c, r);
        }
}

/* The pixels of text cell (c, r) against those of (rc, rr). */
static int same_cell(const uint32_t *px, int pw, const hw_display *d, int c, int r, int rc2, int rr)
{
    for (int y = 0; y < d->cell_h; y++)
        for (int x = 0; x < d->cell_w; x++) {
            int a = (RENDER_BORDER + r * d->cell_h + y) * pw + RENDER_BORDER + c * d->cell_w + x;
            int b = (RENDER_BORDER + rr * d->cell_h + y) * pw + RENDER_BORDER + rc2 * d->cell_w + x;
            if (px[a] != px[b])
                return 0;
        }
    return 1;
}

/* A frame cell of the same kind as (c, r) that no piece stands beside:
 * a plain wall cell in its row, or an open side cell in its column. */
static int plain_cell(const hw_display *d, int c, int r, int *pc, int *pr)
{
    int wall = r == ROW(-1) || r == ROW(rc_board.h), in = r == ROW(-1) ? 1 : -1;
    int side_in = c == COL(-1) ? 1 : -1;
    for (int k = COL(0); wall && k < COL(rc_board.w); k++) {
        uint8_t next = ch_at(d, k, r + in);
        if (ch_at(d, k, r) == RC_G_WALL && !(next >= 'A' && next <= 'L') && !is_bar(next))
            return *pc = k, *pr = r, 1;
    }
    for (int k = ROW(0); !wall && k < ROW(rc_board.h); k++) {
        uint8_t next = ch_at(d, c + side_in, k);
        if (ch_at(d, c, k) == ' ' && !(next >= 'A' && next <= 'L') && !is_bar(next))
            return *pc = c, *pr = k, 1;
    }
    return 0;
}

/* Each piece on an edge: the frame cell beyond it looks plain, in the
 * picture. `edge` lists the pieces there (a bit a cell of the border
 * ring: the picture is drawn only when it changed). */
static void edge_pixels(watch *w, const hw_display *d)
{
    static uint32_t px[RENDER_MAX_PIXELS];
    static const int dc[4] = { 0, 0, -1, 1 }, dr[4] = { -1, 1, 0, 0 };
    uint32_t edge = 0;
    for (int r = ROW(0); r < ROW(rc_board.h); r++)
        for (int c = COL(0); c < COL(rc_board.w); c++) {
            uint8_t ch = ch_at(d, c, r);
            if (ch >= 'A' && ch <= 'L' && (r == ROW(0) || r == ROW(rc_board.h - 1)
                                           || c == COL(0) || c == COL(rc_board.w - 1)))
                edge = edge * 31u + (uint32_t)(r * 64 + c) * 16u + (uint32_t)(ch - 'A') + 1u;
        }
    if (!edge)
        return;
    w->edges++;
    if (edge == w->last_edge)
        return;
    w->last_edge = edge;
    w->pictures++;
    int pw, ph;
    render_size(d, &pw, &ph);
    render_frame(d, px);
    for (int r = ROW(0); r < ROW(rc_board.h); r++)
        for (int c = COL(0); c < COL(rc_board.w); c++) {
            uint8_t ch = ch_at(d, c, r);
            if (ch < 'A' || ch > 'L')
                continue;
            for (int k = 0; k < 4; k++) {
                int fc = c + dc[k], fr = r + dr[k], pc, pr;
                int frame = fr == ROW(-1) || fr == ROW(rc_board.h) || fc == COL(-1) || fc == COL(rc_board.w);
                if (!frame)
                    continue;
                if (!plain_cell(d, fc, fr, &pc, &pr))
                    failed(w, CHECK_BARS, "no plain frame cell to compare with beside %c", ch);
                else if (!same_cell(px, pw, d, fc, fr, pc, pr))
                    failed(w, CHECK_BARS, "the frame beside piece %c (column %d, row %d) is not drawn as a plain "
                           "frame cell (column %d, row %d)", ch, fc, fr, pc, pr);
            }
        }
}

/* The board's rows as text (glyphs as '*'), for the failure's message. */
static void board_text(char *out, const hw_display *d)
{
    for (int r = 0; r < 12; r++) {
        for (int c = 0; c < 40; c++) {
            uint8_t ch = ch_at(d, c, r);
            *out++ = ch >= CON_GLYPH_USER ? '*' : ch >= ' ' && ch < 127 ? (char)ch : ' ';
        }
        *out++ = '\n';
    }
    *out = 0;
}

static void on_frame(void *ctx, const hw *h)
{
    watch *w = ctx;
    const hw_display *d = &h->disp;
    char why[96];
    w->n++;
    if (d->cols != 40 || d->rows != 24)
        return;
    if (row_has(d, 4, 1, "(C) 1981")) {        /* the set-up: a new match */
        w->seen = 0;
        w->pending = 0;
        return;
    }
    if (ball_shown(d))
        return;
    if (board_whole(d, why, sizeof why)) {
        if (w->pending)
            failed(w, CHECK_WHOLE, "frame %llu shows the board incomplete: %s\n%s", (unsigned long long)w->pending,
                   w->why, w->board);
        w->pending = 0;
        w->seen = 1;
        no_bar_in_frame(w, d);
        edge_pixels(w, d);
    } else if (w->seen && !w->pending) {
        w->pending = w->n;
        snprintf(w->why, sizeof w->why, "%s", why);
        board_text(w->board, d);
    }
}

/* Runs `movie` as the ROM (rom non-NULL) or natively, every frame read. */
static void run(watch *w, const char *movie, const char *rom)
{
    char err[256];
    eng *e = rom ? eng_rom_open(rom, err, sizeof err)
                 : eng_native_open("ricochet", ttl_find("ricochet")->entry, err, sizeof err);
    if (!e)
        fail_msg("%s", err);
    memset(w, 0, sizeof *w);
    w->movie = movie;
    w->target = rom ? "ROM" : "native";
    hl_opts o = { .movie = movie, .frames = -1, .frame_fn = on_frame, .frame_ctx = w,
                  .max_displayed = HL_GAME_GUARD };
    hl_result r;
    if (hl_run(e, &o, &r) != HL_OK)
        fail_msg("%s: %s", movie, r.error);
    eng_close(e);
    if (w->pending)
        failed(w, CHECK_WHOLE, "frame %llu shows the board incomplete to the end: %s\n%s",
               (unsigned long long)w->pending, w->why, w->board);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every Ricochet movie (rc-*.mov) in `dir` as the ROM, and natively too
 * when `native`; both checks read every frame. Returns the pictures
 * compared beside pieces on an edge. */
static int every_movie(const char *dir, int native)
{
    static char names[128][300];
    char *sorted[128];
    size_t n = 0;
    int edges = 0, pictures = 0;
    DIR *d = opendir(dir);
    if (!d)
        fail_msg("%s: cannot open", dir);
    for (struct dirent *e; (e = readdir(d)) && n < 128; ) {
        size_t len = strlen(e->d_name);
        if (!strncmp(e->d_name, "rc-", 3) && len > 4 && !strcmp(e->d_name + len - 4, ".mov")) {
            snprintf(names[n], sizeof names[n], "%s/%s", dir, e->d_name);
            sorted[n] = names[n];
            n++;
        }
    }
    closedir(d);
    if (n == 0)
        fail_msg("%s: no Ricochet movies", dir);
    qsort(sorted, n, sizeof sorted[0], by_name);
    for (size_t i = 0; i < n; i++)
        for (int t = !native; t < 2; t++) {
            static watch w;
            run(&w, sorted[i], t ? rom_path : NULL);
            if (w.fail[CHECK_WHOLE][0] || w.fail[CHECK_BARS][0])
                fail_msg("%s%s%s", w.fail[CHECK_WHOLE], w.fail[CHECK_WHOLE][0] ? "\n" : "",
                         w.fail[CHECK_BARS]);
            edges += w.edges;
            pictures += w.pictures;
        }
    printf("%s: %zu movies, %d frames with a piece on an edge, %d pictures compared\n", dir, n,
           edges, pictures);
    return pictures;
}

/* The title's movies, natively and as the ROM; the pictures compared must
 * include pieces on an edge. */
static void test_title_movies(void **state)
{
    (void)state;
    assert_true(every_movie("tests/movies", 1) > 0);
}

static int sanitized;   /* run as BUILD/san/tests/...: ASan+UBSan, several times slower */

/* The bench's 40 whole games against the computer, as the ROM: in the
 * optimised build only (under the sanitizers they take half a minute
 * more and run no code the title's movies do not). */
static void test_bench_movies(void **state)
{
    (void)state;
    if (sanitized)
        skip();
    assert_true(every_movie("bench/movies", 0) > 0);
}

int main(int argc, char **argv)
{
    (void)argc;
    snprintf(rom_path, sizeof rom_path, "%s", argv[0]);
    char *cut = strstr(rom_path, "/tests/test_rc_screen");
    if (!cut)
        return fprintf(stderr, "test_rc_screen: run it as BUILD/tests/test_rc_screen\n"), 2;
    *cut = 0;
    sanitized = cut - rom_path >= 4 && !strcmp(cut - 4, "/san");
    if (sanitized)
        cut[-4] = 0;
    strcat(rom_path, "/rom/ricochet.rom");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_title_movies),
        cmocka_unit_test(test_bench_movies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
