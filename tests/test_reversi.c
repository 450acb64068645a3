/* test_reversi.c — the Reversi engine (cart/reversi): perft, make/undo,
 * legality, passes, the Odin manual's game, the OBF and transcript parsers,
 * square names, the openings list.
 *
 * Perft depth: 1..11 in the optimised build; the sanitizer build (detected
 * by __SANITIZE_ADDRESS__) stops at 9. The environment variable
 * ANNEX_PERFT_MAX overrides both (1..11). Shared data comes from ../shared
 * (tests run from the repo root), or from $ANNEX_SHARED. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "cart/reversi/rv.h"
#include "tests/testlib.h"

#ifdef __SANITIZE_ADDRESS__
#define PERFT_MAX_DEFAULT 9
#else
#define PERFT_MAX_DEFAULT 11
#endif

static const uint32_t perft_start[12] = {
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800,
};

/* The Odin manual's game, per move number: black, white ("P" = pass). */
static const char *const odin[31][2] = {
    {"F5", "F6"}, {"E6", "F4"}, {"E3", "C5"}, {"C4", "D3"}, {"C3", "F2"},
    {"F3", "D7"}, {"B5", "E2"}, {"G6", "G5"}, {"H5", "G4"}, {"F1", "E1"},
    {"D2", "D6"}, {"G3", "G1"}, {"C8", "F7"}, {"E7", "D8"}, {"E8", "D1"},
    {"C2", "H3"}, {"H4", "G2"}, {"C1", "B1"}, {"C6", "H6"}, {"H1", "B2"},
    {"A1", "F8"}, {"G8", "B4"}, {"A4", "A6"}, {"B3", "A5"}, {"B6", "A2"},
    {"A3", "H2"}, {"A7", "C7"}, {"H7", "G7"}, {"B8", "B7"}, {"A8", "P"},
    {"H8", NULL},
};

static FILE *open_shared(const char *name)
{
    char rel[256];
    snprintf(rel, sizeof rel, "othello/%s", name);
    return tl_open_shared(rel);
}

/* Snapshot of the whole observable position. */
typedef struct snap {
    uint8_t cells[64], side, nb, nw, ne, nply;
} snap;

static void take(snap *s)
{
    uint8_t i;
    for (i = 0; i < 64; ++i)
        s->cells[i] = rv_get(i);
    s->side = rv_side();
    s->nb = rv_count(RV_BLACK);
    s->nw = rv_count(RV_WHITE);
    s->ne = rv_count(RV_EMPTY);
    s->nply = rv_nply();
}

static void assert_same(const snap *a, const snap *b)
{
    assert_memory_equal(a->cells, b->cells, 64);
    assert_int_equal(a->side, b->side);
    assert_int_equal(a->nb, b->nb);
    assert_int_equal(a->nw, b->nw);
    assert_int_equal(a->ne, b->ne);
    assert_int_equal(a->nply, b->nply);
}

/* The counts agree with the board. */
static void assert_counts(void)
{
    uint8_t i, c[3] = {0, 0, 0};
    for (i = 0; i < 64; ++i) {
        assert_true(rv_get(i) <= RV_WHITE);
        ++c[rv_get(i)];
    }
    assert_int_equal(c[RV_EMPTY], rv_count(RV_EMPTY));
    assert_int_equal(c[RV_BLACK], rv_count(RV_BLACK));
    assert_int_equal(c[RV_WHITE], rv_count(RV_WHITE));
}

/* ------------------------------------------------------------ perft --- */

static void test_perft_start(void **state)
{
    (void)state;
    int max = PERFT_MAX_DEFAULT, d;
    const char *e = getenv("ANNEX_PERFT_MAX");
    if (e && *e)
        max = atoi(e);
    if (max < 1)
        max = 1;
    if (max > 11)
        max = 11;
    rv_init();
    for (d = 0; d <= max; ++d) {
        snap a, b;
        take(&a);
        assert_int_equal(rv_perft((uint8_t)d), perft_start[d]);
        take(&b);
        assert_same(&a, &b);
    }
}

/* Game over: one leaf at every depth; a forced pass is a ply. */
static void test_perft_end_and_pass(void **state)
{
    (void)state;
    uint8_t cells[64];
    memset(cells, RV_BLACK, sizeof cells);
    assert_int_equal(rv_set(cells, RV_WHITE), 0);
    assert_int_equal(rv_perft(1), 1);
    assert_int_equal(rv_perft(5), 1);
    /* Black a1, white b1, rest empty except: black to move has c1; white
     * to move has no move (b1 flanked by nothing) -> pass. */
    memset(cells, RV_EMPTY, sizeof cells);
    cells[0] = RV_BLACK;
    cells[1] = RV_WHITE;
    assert_int_equal(rv_set(cells, RV_WHITE), 0);
    assert_int_equal(rv_gen(cells), 0);       /* white: nothing */
    assert_false(rv_game_over());
    /* depth 1: the pass is one leaf; depth 2: pass then black's c1. */
    assert_int_equal(rv_perft(1), 1);
    assert_int_equal(rv_perft(2), 1);
    /* depth 3: pass, c1, then the game is over (white gone): one leaf. */
    assert_int_equal(rv_perft(3), 1);
}

/* --------------------------------------------------------- make/undo --- */

static uint32_t lcg = 12345;
static uint32_t rnd(void)
{
    lcg = lcg * 1103515245u + 12345u;
    return (lcg >> 16) & 0x7fff;
}

static void test_make_undo_playouts(void **state)
{
    (void)state;
    static snap hist[RV_MAX_PLY + 1];
    int game;
    for (game = 0; game < 300; ++game) {
        uint8_t list[RV_MAX_MOVES], nm, plies = 0, i, sq = 0, mover, fl = 0;
        snap now;
        rv_init();
        if (game % 3 == 1)
            rv_play("f5d6c3");              /* other starts too */
        take(&hist[0]);
        while (!rv_game_over()) {
            take(&hist[plies]);
            nm = rv_gen(list);
            mover = rv_side();
            if (nm == 0) {
                rv_pass();
                assert_int_equal(rv_flipped_count(), 0);
                assert_int_equal(rv_last(), 64);
            } else {
                /* the list: increasing, each legal */
                for (i = 0; i < nm; ++i) {
                    assert_true(rv_legal(list[i]));
                    if (i)
                        assert_true(list[i] > list[i - 1]);
                }
                sq = list[rnd() % nm];
                fl = rv_make(sq);
                assert_true(fl > 0);
                assert_int_equal(rv_flipped_count(), fl);
                assert_int_equal(rv_last(), sq);
                assert_int_equal(rv_get(sq), mover);
                {
                    const uint8_t *f = rv_flipped();
                    for (i = 0; i < fl; ++i) {
                        assert_int_equal(rv_get(f[i]), mover);
                        assert_int_equal(hist[plies].cells[f[i]], 3 - mover);
                    }
                }
                assert_int_equal(rv_count(mover),
                                 (mover == RV_BLACK ? hist[plies].nb : hist[plies].nw) + fl + 1);
            }
            assert_counts();
            assert_int_equal(rv_side(), 3 - mover);
            ++plies;
            assert_int_equal(rv_nply(), hist[0].nply + plies);
            /* sometimes undo and redo the last ply right away */
            if (rnd() % 5 == 0) {
                rv_undo();
                take(&now);
                assert_same(&now, &hist[plies - 1]);
                if (nm == 0)
                    rv_pass();
                else
                    assert_int_equal(rv_make(sq), fl);
            }
        }
        assert_int_equal(rv_count(RV_BLACK) + rv_count(RV_WHITE) + rv_count(RV_EMPTY), 64);
        while (plies > 0) {
            rv_undo();
            --plies;
            take(&now);
            assert_same(&now, &hist[plies]);
        }
    }
}

/* The search's helpers: rv_mobility_diff is the two mobilities' difference
 * and rv_gen_pref lists rv_gen's moves, corners first, X-squares last, in
 * an order that stays the same (the empties list survives make/undo). */
static void test_mobility_diff_and_pref(void **state)
{
    (void)state;
    static const uint8_t corners[4] = { 0, 7, 56, 63 }, xsq[4] = { 9, 14, 49, 54 };
    uint8_t list[RV_MAX_MOVES], pl[RV_MAX_MOVES], again[RV_MAX_MOVES];
    unsigned checked = 0;
    int game;
    for (game = 0; game < 100; ++game) {
        rv_init();
        while (!rv_game_over()) {
            uint8_t nm = rv_gen(list), np = rv_gen_pref(pl), mine, theirs, i, j, seen, k;
            mine = rv_mobility();
            rv_pass();
            theirs = rv_mobility();
            rv_undo();
            assert_int_equal(rv_mobility_diff(), (int)mine - (int)theirs);
            assert_int_equal(np, nm);
            /* the same set, corners before the rest, X-squares after it */
            for (i = 0; i < np; ++i) {
                for (j = 0, seen = 0; j < nm; ++j)
                    seen += list[j] == pl[i];
                assert_int_equal(seen, 1);
                for (k = 0; k < 4; ++k) {
                    if (pl[i] == corners[k] && i)
                        for (j = 0; j < i; ++j)
                            assert_true(pl[j] == 0 || pl[j] == 7 || pl[j] == 56 || pl[j] == 63);
                    if (pl[i] == xsq[k])
                        for (j = (uint8_t)(i + 1); j < np; ++j)
                            assert_true(pl[j] == 9 || pl[j] == 14 || pl[j] == 49 || pl[j] == 54);
                }
            }
            if (nm == 0) {
                rv_pass();
                continue;
            }
            /* make/undo of every move keeps the order */
            for (i = 0; i < nm; ++i) {
                rv_make(list[i]);
                rv_undo();
            }
            assert_int_equal(rv_gen_pref(again), np);
            assert_memory_equal(again, pl, np);
            checked++;
            rv_make(list[rnd() % nm]);
        }
    }
    assert_true(checked > 3000);
}

static void test_illegal_rejected(void **state)
{
    (void)state;
    snap a, b;
    rv_init();
    take(&a);
    assert_false(rv_legal(27));                /* d4: occupied */
    assert_int_equal(rv_make(27), 0);
    assert_int_equal(rv_make(28), 0);          /* e4: occupied */
    assert_false(rv_legal(0));                 /* a1: flanks nothing */
    assert_int_equal(rv_make(0), 0);
    assert_int_equal(rv_make(rv_sq_parse("c3")), 0);   /* diagonal of own disc */
    assert_int_equal(rv_make(rv_sq_parse("f4")), 0);   /* next to e5, no flank */
    assert_int_equal(rv_make(64), 0);
    assert_int_equal(rv_make(255), 0);
    assert_false(rv_legal(64));
    take(&b);
    assert_same(&a, &b);
    /* the four legal moves */
    {
        uint8_t list[RV_MAX_MOVES];
        assert_int_equal(rv_gen(list), 4);
        assert_int_equal(list[0], rv_sq_parse("d3"));
        assert_int_equal(list[1], rv_sq_parse("c4"));
        assert_int_equal(list[2], rv_sq_parse("f5"));
        assert_int_equal(list[3], rv_sq_parse("e6"));
        assert_int_equal(rv_mobility(), 4);
    }
    assert_int_equal(rv_make(rv_sq_parse("f5")), 1);
    assert_int_equal(rv_flipped_count(), 1);
    assert_int_equal(rv_flipped()[0], rv_sq_parse("e5"));
    assert_int_equal(rv_count(RV_BLACK), 4);
    assert_int_equal(rv_count(RV_WHITE), 1);
    rv_undo();
    take(&b);
    assert_same(&a, &b);
    rv_undo();                                 /* empty history: no-op */
    take(&b);
    assert_same(&a, &b);
    /* rv_set rejects bad input and leaves the position */
    {
        uint8_t cells[64];
        memset(cells, 3, sizeof cells);
        assert_int_equal(rv_set(cells, RV_BLACK), 1);
        memset(cells, 0, sizeof cells);
        assert_int_equal(rv_set(cells, 0), 1);
        take(&b);
        assert_same(&a, &b);
    }
}

/* Flip order: direction by direction N, NE, E, SE, S, SW, W, NW, nearest
 * first. */
static void test_flip_order(void **state)
{
    (void)state;
    uint8_t cells[64], i;
    const uint8_t *f;
    static const char *const want[] = {"d3", "d2", "e3", "e4", "d5", "c4", "c3"};
    memset(cells, RV_EMPTY, sizeof cells);
    /* black on d4 plays... set up: black to move at d4 (27) */
    cells[rv_sq_parse("d3")] = RV_WHITE;   /* N run: d3 d2, anchor d1 */
    cells[rv_sq_parse("d2")] = RV_WHITE;
    cells[rv_sq_parse("d1")] = RV_BLACK;
    cells[rv_sq_parse("e3")] = RV_WHITE;   /* NE: e3, anchor f2 */
    cells[rv_sq_parse("f2")] = RV_BLACK;
    cells[rv_sq_parse("e4")] = RV_WHITE;   /* E: e4, anchor f4 */
    cells[rv_sq_parse("f4")] = RV_BLACK;
    cells[rv_sq_parse("d5")] = RV_WHITE;   /* S: d5, anchor d6 */
    cells[rv_sq_parse("d6")] = RV_BLACK;
    cells[rv_sq_parse("c4")] = RV_WHITE;   /* W: c4, anchor b4 */
    cells[rv_sq_parse("b4")] = RV_BLACK;
    cells[rv_sq_parse("c3")] = RV_WHITE;   /* NW: c3, anchor b2 */
    cells[rv_sq_parse("b2")] = RV_BLACK;
    cells[rv_sq_parse("e5")] = RV_WHITE;   /* SE: e5 then empty: no flip */
    assert_int_equal(rv_set(cells, RV_BLACK), 0);
    assert_int_equal(rv_make(rv_sq_parse("d4")), 7);
    f = rv_flipped();
    for (i = 0; i < 7; ++i)
        assert_int_equal(f[i], rv_sq_parse(want[i]));
    assert_int_equal(rv_get(rv_sq_parse("e5")), RV_WHITE);
}

/* ------------------------------------------------------------ passes --- */

static void test_pass(void **state)
{
    (void)state;
    uint8_t list[RV_MAX_MOVES];
    snap a, b;
    rv_init();
    /* the Odin game up to its pass: after 30 A8 white must pass */
    assert_int_equal(rv_play("f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
                             "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
                             "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8"), 59);
    assert_int_equal(rv_side(), RV_WHITE);
    assert_int_equal(rv_gen(list), 0);
    assert_false(rv_can_move(RV_WHITE));
    assert_true(rv_can_move(RV_BLACK));
    assert_false(rv_game_over());
    assert_int_equal(rv_perft(1), 1);
    assert_int_equal(rv_perft(2), 1);
    take(&a);
    rv_pass();
    assert_int_equal(rv_side(), RV_BLACK);
    assert_int_equal(rv_last(), 64);
    assert_int_equal(rv_flipped_count(), 0);
    assert_int_equal(rv_gen(list), 1);
    assert_int_equal(list[0], rv_sq_parse("h8"));
    rv_undo();
    take(&b);
    assert_same(&a, &b);
    /* a pass is allowed even with moves (the AI counts the other side's
     * mobility that way) */
    rv_init();
    rv_pass();
    assert_int_equal(rv_side(), RV_WHITE);
    assert_int_equal(rv_gen(list), 4);
    rv_undo();
    assert_int_equal(rv_side(), RV_BLACK);
}

/* ------------------------------------------------------- Odin record --- */

static void test_odin_record(void **state)
{
    (void)state;
    uint8_t list[RV_MAX_MOVES], mv, c, sq;
    rv_init();
    for (mv = 0; mv < 31; ++mv) {
        for (c = 0; c < 2; ++c) {
            const char *m = odin[mv][c];
            if (!m)
                continue;
            assert_int_equal(rv_side(), c == 0 ? RV_BLACK : RV_WHITE);
            if (m[0] == 'P') {
                assert_int_equal(rv_gen(list), 0);
                assert_false(rv_game_over());
                rv_pass();
                continue;
            }
            sq = rv_sq_parse(m);
            assert_int_not_equal(sq, RV_NOSQ);
            if (!rv_legal(sq))
                fail_msg("move %u %s (%s) is not legal", mv + 1, m, c ? "white" : "black");
            assert_true(rv_make(sq) > 0);
            assert_counts();
            if (!(mv == 30 && c == 0))
                assert_false(rv_game_over());
        }
    }
    assert_true(rv_game_over());
    assert_int_equal(rv_count(RV_EMPTY), 0);
    assert_int_equal(rv_count(RV_BLACK) + rv_count(RV_WHITE), 64);
    assert_int_equal(rv_nply(), 61);
    /* the same game as one transcript, pass implicit */
    rv_init();
    assert_int_equal(rv_play("F5f6E6f4 e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
                             "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
                             "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8h8"), 60);
    assert_true(rv_game_over());
    /* with the pass written out */
    rv_init();
    assert_int_equal(rv_play("f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1"
                             "d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2"
                             "a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8pah8"), 60);
    assert_true(rv_game_over());
    /* bad transcripts */
    rv_init();
    assert_int_equal(rv_play("f5a1"), RV_BAD);
    assert_int_equal(rv_nply(), 1);            /* f5 stayed played */
    rv_init();
    assert_int_equal(rv_play("f5x9"), RV_BAD);
    rv_init();
    assert_int_equal(rv_play("f5f"), RV_BAD);
    rv_init();
    assert_int_equal(rv_play(""), 0);
}

/* --------------------------------------------------------------- OBF --- */

static void test_obf_file(void **state)
{
    (void)state;
    char line[512];
    int lines = 0;
    FILE *f = open_shared("ffo-40-49.obf");
    while (fgets(line, sizeof line, f)) {
        uint8_t list[RV_MAX_MOVES], nm, off, listed = 0, i, sq, found;
        const char *s;
        if (line[0] == '\n' || line[0] == '#')
            continue;
        off = rv_obf(line);
        assert_true(off >= 66);
        ++lines;
        assert_int_equal(rv_side(), line[65] == 'X' ? RV_BLACK : RV_WHITE);
        for (i = 0; i < 64; ++i)
            assert_int_equal(rv_get(i), line[i] == 'X' ? RV_BLACK : line[i] == 'O' ? RV_WHITE : RV_EMPTY);
        assert_counts();
        assert_true(rv_count(RV_EMPTY) >= 20);        /* FFO #40-49: 20-26 empties */
        nm = rv_gen(list);
        /* "; A2:+38; C7:+36; ..." */
        for (s = line + off; *s; ++s) {
            if (*s == ' ' || *s == ';' || *s == '\n' || *s == '\r')
                continue;
            sq = rv_sq_parse(s);
            assert_int_not_equal(sq, RV_NOSQ);
            assert_true(rv_legal(sq));
            found = 0;
            for (i = 0; i < nm; ++i)
                found |= list[i] == sq;
            assert_true(found);
            ++listed;
            while (*s && *s != ';')
                ++s;
            if (!*s)
                break;
        }
        assert_int_equal(listed, nm);                 /* every legal move is listed */
    }
    fclose(f);
    assert_int_equal(lines, 10);
}

static void test_obf_errors(void **state)
{
    (void)state;
    snap a, b;
    char line[80];
    rv_init();
    take(&a);
    assert_int_equal(rv_obf(""), 0);
    assert_int_equal(rv_obf("XO-"), 0);
    memset(line, '-', 64);
    strcpy(line + 64, " Z");
    assert_int_equal(rv_obf(line), 0);
    line[10] = 'q';
    strcpy(line + 64, " X");
    assert_int_equal(rv_obf(line), 0);
    take(&b);
    assert_same(&a, &b);
    line[10] = 'x';
    assert_int_equal(rv_obf(line), 66);
    assert_int_equal(rv_count(RV_BLACK), 1);
    strcpy(line + 64, "   o; rest");
    assert_int_equal(rv_obf(line), 68);
    assert_int_equal(rv_side(), RV_WHITE);
}

/* ------------------------------------------------------ square names --- */

static void test_square_names(void **state)
{
    (void)state;
    char buf[3], up[3];
    uint8_t s;
    for (s = 0; s < 64; ++s) {
        rv_sq_name(s, buf);
        assert_int_equal(strlen(buf), 2);
        assert_int_equal(rv_sq_parse(buf), s);
        up[0] = (char)(buf[0] - 'a' + 'A');
        up[1] = buf[1];
        up[2] = 0;
        assert_int_equal(rv_sq_parse(up), s);
    }
    assert_int_equal(rv_sq_parse("f5"), 37);
    assert_int_equal(rv_sq_parse("a1"), 0);
    assert_int_equal(rv_sq_parse("H1"), 7);
    assert_int_equal(rv_sq_parse("a2"), 8);
    assert_int_equal(rv_sq_parse("h8"), 63);
    assert_string_equal(rv_sq_name(37, buf), "f5");
    assert_int_equal(rv_sq_parse("i1"), RV_NOSQ);
    assert_int_equal(rv_sq_parse("a9"), RV_NOSQ);
    assert_int_equal(rv_sq_parse("a0"), RV_NOSQ);
    assert_int_equal(rv_sq_parse("a"), RV_NOSQ);
    assert_int_equal(rv_sq_parse(""), RV_NOSQ);
    assert_int_equal(rv_sq_parse("5f"), RV_NOSQ);
}

/* ---------------------------------------------------------- openings --- */

static void test_openings(void **state)
{
    (void)state;
    char line[512], moves[256];
    int n = 0;
    FILE *f = open_shared("openings.txt");
    while (fgets(line, sizeof line, f)) {
        size_t len;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        if (sscanf(line, "%255s", moves) != 1)
            continue;
        len = strlen(moves);
        rv_init();
        if (rv_play(moves) != len / 2)
            fail_msg("opening '%s' does not replay", moves);
        assert_int_equal(len % 2, 0);
        assert_counts();
        ++n;
    }
    fclose(f);
    assert_true(n >= 70);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_square_names),
        cmocka_unit_test(test_illegal_rejected),
        cmocka_unit_test(test_flip_order),
        cmocka_unit_test(test_pass),
        cmocka_unit_test(test_odin_record),
        cmocka_unit_test(test_obf_file),
        cmocka_unit_test(test_obf_errors),
        cmocka_unit_test(test_openings),
        cmocka_unit_test(test_make_undo_playouts),
        cmocka_unit_test(test_mobility_diff_and_pref),
        cmocka_unit_test(test_perft_end_and_pass),
        cmocka_unit_test(test_perft_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
