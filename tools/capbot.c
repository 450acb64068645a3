/* capbot — records Capture movies by playing the native build through the
 * keypad and console buttons, as a person would: it picks the level with
 * button A, the time limit with button B and the time keys, starts with
 * GAME START, steers the cursor with the arrow keys and presses ENTER.
 *
 *   capbot --level 1-6 [--timer] [--limit-b M:SS] [--limit-r M:SS]
 *          [--seed N] [--games N] [--errors N] [--idle b|r] [--idle-after N]
 *          [--clear-after N] [--max-moves N] --out FILE.mov
 *
 * --errors N     the first N turns first try illegal squares (ERROR)
 * --idle S       side S stops moving after --idle-after of its moves (time up)
 * --clear-after  press CLEAR after game N (the memory of previous games)
 * --max-moves N  end the movie after N moves (long levels)
 *
 * It keeps its own model of the cursor (d3 at each start, moved by its
 * presses) and picks legal squares from the engine's position, which it
 * reads between frames (the callbacks run on the cartridge's thread while
 * it is parked, so the position is consistent). The movie it writes then
 * drives the native build, the ROM and sim65.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/movrec.h"
#include "cart/capture/cap.h"
#include "cart/reversi/rv.h"

#define MAX_FRAMES 400000u
#define QUEUE 512

typedef struct step { uint16_t pad[2]; uint8_t buttons; } step;

typedef struct bot {
    movrec rec;
    step q[QUEUE];
    int qn, qi, released;
    int level, games_left, errors_left, idle_side, idle_after, clear_after, max_moves;
    int games_done, moves, own_moves[2];
    int side;                    /* human side whose turn it is, -1 none */
    int cursor, target, entered, error_kind, done;
    uint32_t seed;
} bot;

static uint32_t rnd(bot *b)
{
    b->seed = b->seed * 1103515245u + 12345u;
    return b->seed >> 16;
}

static void push(bot *b, int pad, uint16_t keys, uint8_t buttons)
{
    if (b->qn == QUEUE)
        return;
    step *s = &b->q[b->qn++];
    memset(s, 0, sizeof *s);
    if (pad >= 0)
        s->pad[pad] = keys;
    s->buttons = buttons;
}

/* Presses on keypad `pad` taking its limit from 3:00 to `target` seconds,
 * as cap.c's set_limit moves it. */
static void push_limit(bot *b, int pad, int target)
{
    int l = CAP_LIMIT_CPU;
    while (l - 60 >= target && l >= (int)CAP_LIMIT_MIN + 60) { push(b, pad, CAP_K_MIN_DOWN, 0); l -= 60; }
    while (l + 60 <= target) { push(b, pad, CAP_K_MIN_UP, 0); l += 60; }
    while (l > target) { push(b, pad, CAP_K_SEC_DOWN, 0); l--; }
    while (l < target) { push(b, pad, CAP_K_SEC_UP, 0); l++; }
}

/* A square to aim at: legal, or (while errors are wanted) an occupied or a
 * non-flanking one. */
static void choose(bot *b)
{
    uint8_t list[RV_MAX_MOVES];
    uint8_t n = rv_gen(list);
    b->entered = 0;
    if (b->errors_left > 0 && b->error_kind < 2) {
        for (int tries = 0; tries < 1000; tries++) {
            int sq = (int)(rnd(b) % 64);
            int occupied = rv_get((uint8_t)sq) != RV_EMPTY;
            if (occupied == (b->error_kind == 0) && !rv_legal((uint8_t)sq)) {
                b->target = sq;
                b->error_kind++;
                return;
            }
        }
    }
    b->target = n ? list[rnd(b) % n] : b->cursor;
}

/* Next press of the human turn: one arrow towards the target, or ENTER. */
static void steer(bot *b)
{
    int cx = b->cursor & 7, cy = b->cursor >> 3, tx = b->target & 7, ty = b->target >> 3;
    uint16_t k = 0;
    int pad = b->level == CAP_TWO_PLAYERS ? b->side : 0;
    if (tx < cx) { k = CAP_K_LEFT; cx--; }
    else if (tx > cx) { k = CAP_K_RIGHT; cx++; }
    else if (ty < cy) { k = CAP_K_UP; cy--; }
    else if (ty > cy) { k = CAP_K_DOWN; cy++; }
    if (k) {
        b->cursor = cy * 8 + cx;
        push(b, pad, k, 0);
    } else if (!b->entered) {
        push(b, pad, CAP_K_ENTER, 0);
        b->entered = 1;
    }
}

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    memset(in, 0, sizeof *in);
    if (b->qi == b->qn && b->side >= 0 && !b->done)
        steer(b);
    if (b->qi < b->qn) {
        if (b->released) {         /* each press: one frame down, one up */
            in->pad[0] = b->q[b->qi].pad[0];
            in->pad[1] = b->q[b->qi].pad[1];
            in->buttons = b->q[b->qi].buttons;
            b->released = 0;
        } else {
            b->released = 1;
            if (++b->qi == b->qn)
                b->qi = b->qn = 0;
        }
    }
    movrec_input(&b->rec, frame, in);
}

static void turn(bot *b, int s)
{
    int human = b->level == CAP_TWO_PLAYERS || s == 0;
    b->side = -1;
    if (!human || (s == b->idle_side && b->own_moves[s] >= b->idle_after))
        return;
    b->side = s;
    b->error_kind = 0;
    choose(b);
}

static void game_end(bot *b)
{
    b->side = -1;
    b->games_done++;
    if (b->games_done == b->games_left) {
        b->done = 1;
        return;
    }
    if (b->games_done == b->clear_after)
        push(b, 0, CAP_K_CLEAR, 0);
    push(b, -1, 0, CON_B_START);
}

static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    (void)frame;
    if (!strncmp(line, "start", 5)) {
        b->cursor = 19;
        b->own_moves[0] = b->own_moves[1] = 0;
    } else if (!strncmp(line, "turn ", 5)) {
        turn(b, line[5] == 'r');
    } else if (!strncmp(line, "move ", 5)) {
        b->side = -1;
        b->own_moves[line[5] == 'r']++;
        if (b->max_moves && ++b->moves >= b->max_moves)
            b->done = 1;
    } else if (!strncmp(line, "error", 5)) {
        b->errors_left--;
        choose(b);
    } else if (!strncmp(line, "end ", 4)) {
        game_end(b);
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: capbot --level 1-6 [--timer] [--limit-b M:SS] [--limit-r M:SS] [--seed N]"
                    " [--games N] [--errors N] [--idle b|r] [--idle-after N] [--clear-after N]"
                    " [--max-moves N] --out FILE.mov\n");
    return 2;
}

static int parse_time(const char *s)
{
    unsigned m, sec;
    if (sscanf(s, "%u:%u", &m, &sec) != 2 || sec > 59 || m * 60 + sec < CAP_LIMIT_MIN
        || m * 60 + sec > CAP_LIMIT_MAX)
        return -1;
    return (int)(m * 60 + sec);
}

int main(int argc, char **argv)
{
    static bot b;
    const char *out = NULL;
    int timer = 0, limit[2] = { CAP_LIMIT_CPU, CAP_LIMIT_CPU };
    b.seed = 1; b.level = 1; b.games_left = 1; b.idle_side = -1; b.side = -1; b.released = 1;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--timer")) { timer = 1; continue; }
        const char *v = i + 1 < argc ? argv[++i] : NULL;
        if (!v) return usage();
        if (!strcmp(argv[i - 1], "--level")) b.level = atoi(v);
        else if (!strcmp(argv[i - 1], "--limit-b")) limit[0] = parse_time(v);
        else if (!strcmp(argv[i - 1], "--limit-r")) limit[1] = parse_time(v);
        else if (!strcmp(argv[i - 1], "--seed")) b.seed = (uint32_t)strtoul(v, NULL, 10);
        else if (!strcmp(argv[i - 1], "--games")) b.games_left = atoi(v);
        else if (!strcmp(argv[i - 1], "--errors")) b.errors_left = atoi(v);
        else if (!strcmp(argv[i - 1], "--idle")) b.idle_side = *v == 'r';
        else if (!strcmp(argv[i - 1], "--idle-after")) b.idle_after = atoi(v);
        else if (!strcmp(argv[i - 1], "--clear-after")) b.clear_after = atoi(v);
        else if (!strcmp(argv[i - 1], "--max-moves")) b.max_moves = atoi(v);
        else if (!strcmp(argv[i - 1], "--out")) out = v;
        else return usage();
    }
    if (!out || b.level < 1 || b.level > CAP_LEVELS || b.games_left < 1 || b.games_left > 9
        || limit[0] < 0 || limit[1] < 0)
        return usage();
    for (int i = 0; i < 5; i++)      /* the title comes up first */
        push(&b, -1, 0, 0);
    for (int i = 1; i < b.level; i++)
        push(&b, -1, 0, CON_B_SEL_A);
    if (timer) {
        push(&b, -1, 0, CON_B_SEL_B);
        push_limit(&b, 0, limit[0]);
        if (b.level == CAP_TWO_PLAYERS)
            push_limit(&b, 1, limit[1]);
    }
    push(&b, -1, 0, CON_B_START);
    char comment[400] = "recorded by capbot:";
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--out") && strcmp(argv[i - 1], "--out")
            && strlen(comment) + strlen(argv[i]) + 2 < sizeof comment)
            strcat(strcat(comment, " "), argv[i]);
    if (movrec_open(&b.rec, "capbot", "capture", cap_main, out, comment))
        return 2;
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "capbot: the run did not finish within %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
