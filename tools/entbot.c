/* entbot — records 8088 Entrap movies by typing at the native build's
 * command line as a player would (tools/movrec.c does the recording), and
 * checks Entrap traces.
 *
 *   entbot --out FILE.mov --script "ITEM;ITEM;..." [--machine cga-mono]
 *          [--title entrap|entrap-bw] [--seed N] [--player 1-5|o] [--comment TEXT]
 *       Each ITEM is typed, then ENTER, when the command line asks for a
 *       line (a prompt is on the screen's command row). Special items:
 *         +   one legal move of the player's (a random one; P if none);
 *         @   legal moves (or P) until the game is over: random ones, or
 *             with --player L the moves Entrap's level-L search would
 *             play, with --player o Odin's tournament search (6 plies,
 *             the exact endgame from 14 empties): a strong opponent, the
 *             bench's games (bench/entrap.sh);
 *         !   BREAK the computer's next search, 20 frames after it starts;
 *         ~   the empty line (just ENTER);
 *       and inside an item `<` is BACKSPACE ("d4<3" types d, 4, BACKSPACE, 3).
 *       What each movie must keep showing is in tests/movies/entrap.expect
 *       (tests/check_title.sh). The list of movies and their scripts:
 *       tests/movies/entrap.record (tools/record.sh, make entrap-movies).
 *   entbot --storm FRAMES --out FILE.mov [--seed N] [--machine cga-mono]
 *       A key storm: a random key on most frames (the command letters,
 *       squares, ENTER, BACKSPACE, BREAK and any other byte).
 *   entbot --ladder N [--walks PLIES SEED]
 *       The level ladder (tools/entmatch.c): each level against the level
 *       below and level 5 against level 1, from openings 0..N-1 of each of
 *       the two opening sets (two generators), each with both colours; a
 *       table of the points per set; exit 1 when a level takes
 *       less than 60% from the level below, or level 5 less than 85% from
 *       level 1 (bench/entrap.sh, docs/entrap.md). --walks: the second set
 *       only, its walks PLIES long from SEED (entmatch.h): the same
 *       openings as a reviewer's program of PLIES random plies, seed SEED.
 *   entbot --verify TRACE
 *       Replays a trace's game events (game, move, pass, unmove, end) on the
 *       Reversi engine: exit 1 with the line when a move is illegal, a
 *       player moves out of turn, or the final count is not the board's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/movrec.h"
#include "tools/entmatch.h"
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

#define MAX_FRAMES 2000000u
#define QUEUE 64

typedef struct bot {
    movrec rec;
    const char *script;          /* items still to type */
    uint8_t q[QUEUE];            /* keys of the line being typed */
    int qn, qi, gap;
    int break_armed, thinking, done, storm;
    int player;                  /* `@` plays: Entrap's level, ODIN or 0 (at random) */
    uint32_t think_frame, storm_end;
    uint32_t seed;
} bot;

static uint32_t rnd(bot *b)
{
    b->seed = b->seed * 1103515245u + 12345u;
    return b->seed >> 16;
}

static void push(bot *b, uint8_t k)
{
    if (b->qn < QUEUE)
        b->q[b->qn++] = k;
}

/* The command row's first character: a prompt is up (0: none). */
static uint8_t prompt(bot *b)
{
    const hw *h = &b->rec.e->hw;
    uint8_t c = h->disp.chars[ENT_ROW_CMD * h->disp.cols];
    return c == ' ' ? 0 : c;
}

#define ODIN 9                   /* --player o */
/* Odin's evaluation (cart/odin/odin_ai.c: square classes, mobility, the
 * corner rule), for an opponent of another style than Entrap's. */
static const srch_eval odin_eval = { { 80, -20, 12, 8, -40, -6, -3, 3, 1, 0 }, 8, 0, 1 };

/* The move the searching player plays for the side to move (the game
 * waits at its command line: the engine holds its position, and
 * ent_think sets the table and its poll hook again before it searches). */
static uint8_t searched_move(int player)
{
    srch_params p;
    srch_poll_every = 0;
    if (player == ODIN) {
        srch_params_plain(&p, 6, 14, &odin_eval);
        return srch_think(&p);
    }
    return ent_search((uint8_t)player, 0);
}

/* A legal move of the side to move as typed, or "p": at random, or by
 * the searching player (0: at random). */
static void bot_move(bot *b, int player)
{
    uint8_t list[RV_MAX_MOVES], n = rv_gen(list);
    char buf[3];
    if (!n) {
        push(b, 'p');
        return;
    }
    rv_sq_name(player ? searched_move(player) : list[rnd(b) % n], buf);
    push(b, (uint8_t)(rnd(b) & 1 ? buf[0] - 32 : buf[0]));
    push(b, (uint8_t)buf[1]);
}

/* At a prompt: the next item's keys into the queue. */
static void next_item(bot *b, uint8_t at)
{
    const char *s = b->script;
    for (;;) {
        if (!*s) {
            b->done = 1;
            return;
        }
        if (*s == '!') {
            b->break_armed = 1;
            s += s[1] == ';' ? 2 : 1;
            continue;
        }
        break;
    }
    if (*s == '@') {
        if (at == 'E') {             /* the game is over: the next item */
            b->script = s + (s[1] == ';' ? 2 : 1);
            next_item(b, at);
            return;
        }
        bot_move(b, b->player);
    } else if (*s == '+') {
        bot_move(b, 0);
        ++s;
    } else {
        while (*s && *s != ';') {
            if (*s == '<')
                push(b, CON_K_BACKSPACE);
            else if (*s != '~')
                push(b, (uint8_t)*s);
            ++s;
        }
    }
    if (*s == ';')
        ++s;
    if (*b->script != '@')
        b->script = s;
    push(b, CON_K_ENTER);
}

static void storm_key(bot *b, hw_input *in)
{
    static const char keys[] = "abcdefghABCDEFGH12345678pusqPUSQ 0x9";
    uint32_t r = rnd(b) % 100;
    if (r < 55)
        in->key = (uint8_t)keys[rnd(b) % (sizeof keys - 1)];
    else if (r < 70)
        in->key = CON_K_ENTER;
    else if (r < 78)
        in->key = CON_K_BACKSPACE;
    else if (r < 80)
        in->key = CON_K_BREAK;
    else if (r < 90)
        in->key = (uint8_t)(1 + rnd(b) % 255);
}

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    uint8_t at;
    memset(in, 0, sizeof *in);
    if (b->storm) {
        if (frame < b->storm_end)
            storm_key(b, in);
        else
            b->done = 1;
    } else if (b->break_armed && b->thinking && frame >= b->think_frame + 20) {
        in->key = CON_K_BREAK;
        b->break_armed = 0;
    } else if (b->qi < b->qn) {
        if (b->gap ^= 1)             /* a key every other frame */
            in->key = b->q[b->qi++];
        if (b->qi == b->qn)
            b->qi = b->qn = 0;
    } else if (!b->done && (at = prompt(b)) != 0) {
        next_item(b, at);
    }
    movrec_input(&b->rec, frame, in);
}

static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    if (!strncmp(line, "think ", 6)) {
        b->thinking = 1;
        b->think_frame = frame;
    } else if (!strncmp(line, "move ", 5) || !strncmp(line, "value ", 6)) {
        b->thinking = 0;
    }
}

/* ---- --verify ------------------------------------------------------------ */

static int verify(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[256], what[32], arg[32], arg2[32];
    unsigned long frame;
    int n, lines = 0, moves = 0;
    if (!f) {
        fprintf(stderr, "entbot: cannot read %s\n", path);
        return 2;
    }
    rv_init();
    while (fgets(line, sizeof line, f)) {
        lines++;
        what[0] = arg[0] = arg2[0] = 0;
        n = sscanf(line, "%lu %31s %31s %31s", &frame, what, arg, arg2);
        if (n < 2)
            continue;
        int colour = arg[0] == 'b' ? RV_BLACK : RV_WHITE;
        int bad = 0;
        if (!strcmp(what, "game")) {
            rv_init();
        } else if (!strcmp(what, "move")) {
            bad = rv_side() != colour || !rv_make(rv_sq_parse(arg2));
            moves++;
        } else if (!strcmp(what, "pass")) {
            /* a pass only without a legal move, or at the very start
             * (the player's P: the computer goes first) */
            bad = rv_side() != colour || (rv_mobility() && rv_nply() != 0);
            rv_pass();
        } else if (!strcmp(what, "unmove")) {
            for (int i = atoi(arg); i > 0; i--) {
                bad |= rv_nply() == 0;
                rv_undo();
            }
        } else if (!strcmp(what, "end")) {
            bad = !rv_game_over() || atoi(arg) != rv_count(RV_BLACK) || atoi(arg2) != rv_count(RV_WHITE);
        }
        if (bad) {
            fprintf(stderr, "entbot: %s:%d: not a legal game event here: %s", path, lines, line);
            fclose(f);
            return 1;
        }
    }
    fclose(f);
    printf("%d moves legal\n", moves);
    return 0;
}

/* ---- --ladder -------------------------------------------------------------- */

static int walks_only;

static int ladder(unsigned n)
{
    static const uint8_t pairs[5][3] = {
        { 2, 1, 60 }, { 3, 2, 60 }, { 4, 3, 60 }, { 5, 4, 60 }, { 5, 1, 85 } };
    static const char *const sets[2] = { "6 random plies", "random walks, another generator" };
    char opening[2 * ENTMATCH_PLIES + 1];
    int missed = 0;
    entmatch_opening(0, opening);
    for (uint8_t set = walks_only ? ENTMATCH_WALKS : ENTMATCH_SIX; set <= ENTMATCH_WALKS; set++) {
        printf("self-play from %u openings (%s%s%s), each with both colours\n", n, sets[set],
               set == ENTMATCH_SIX ? ": " : "", set == ENTMATCH_SIX ? opening : "");
        printf("match               games   points   share  goal\n");
        for (int i = 0; i < 5; i++) {
            unsigned pts = entmatch_play(pairs[i][0], pairs[i][1], n, set);
            int ok = pts * 25 >= (unsigned)pairs[i][2] * n;
            printf("level %u vs level %u    %4u  %5u.%u   %3u%%   %s (>= %u%%)\n", pairs[i][0], pairs[i][1],
                   2 * n, pts / 2, pts % 2 ? 5 : 0, pts * 25 / n, ok ? "met" : "MISSED", pairs[i][2]);
            missed |= !ok;
        }
    }
    return missed;
}

/* ---- main ------------------------------------------------------------------ */

static int usage(void)
{
    fprintf(stderr, "usage: entbot --out FILE --script ITEMS [--machine cga-mono] [--title NAME]\n"
                    "              [--seed N] [--player 1-5|o] [--comment TEXT]\n"
                    "       entbot --storm FRAMES --out FILE [--seed N] [--machine cga-mono]\n"
                    "       entbot --ladder N [--walks PLIES SEED]\n"
                    "       entbot --verify TRACE\n");
    return 2;
}

int main(int argc, char **argv)
{
    static bot b;
    const char *out = NULL, *title = "entrap", *machine = NULL, *comment = "recorded by tools/entbot";
    b.seed = 1;
    b.script = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--verify") && v)
            return verify(v);
        if (!strcmp(a, "--ladder") && v && atoi(v) > 0) {
            if (i + 4 < argc && !strcmp(argv[i + 2], "--walks") && atoi(argv[i + 3]) > 0 &&
                atoi(argv[i + 3]) <= 40) {
                walks_only = 1;
                entmatch_walks((uint8_t)atoi(argv[i + 3]), (uint32_t)strtoul(argv[i + 4], NULL, 10));
            } else if (i + 2 < argc) {
                return usage();
            }
            return ladder((unsigned)atoi(v));
        }
        if (!v)
            return usage();
        if (!strcmp(a, "--out")) out = v;
        else if (!strcmp(a, "--script")) b.script = v;
        else if (!strcmp(a, "--title")) title = v;
        else if (!strcmp(a, "--machine")) machine = v;
        else if (!strcmp(a, "--comment")) comment = v;
        else if (!strcmp(a, "--seed")) b.seed = (uint32_t)strtoul(v, NULL, 10);
        else if (!strcmp(a, "--player") && !strcmp(v, "o"))
            b.player = ODIN;
        else if (!strcmp(a, "--player") && strlen(v) == 1 && v[0] >= '1' && v[0] <= '0' + ENT_LEVELS)
            b.player = v[0] - '0';
        else if (!strcmp(a, "--storm")) { b.storm = 1; b.storm_end = (uint32_t)strtoul(v, NULL, 10); }
        else return usage();
        i++;
    }
    if (!out || (!b.script && !b.storm))
        return usage();
    if (machine && strcmp(machine, "cga-mono"))
        return usage();
    if (strcmp(title, "entrap") && strcmp(title, "entrap-bw"))
        return usage();
    if (movrec_open(&b.rec, "entbot", title, strcmp(title, "entrap") ? ent_bw_main : ent_main, out,
                    comment))
        return 2;
    if (machine) {
        fprintf(b.rec.out, "machine %s\n", machine);
        b.rec.e->hw.machine = CON_PROF_CGA_MONO;
    }
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "entbot: the script did not finish in %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
