/* vvbot — records Vice Versa movies by playing the human side(s) of the
 * native build through the joystick, as a person would: it types the roster
 * answers, steers the cursor to a square, presses the hit button, and tries
 * another square when the game says DOES NOT FLANK or NON EMPTY SQUARE.
 *
 *   vvbot --opponent A-F [--first Y|N] [--handicap N --novice Y|N|1|2]
 *         [--seed N] [--games N] [--key-frame N] --out FILE.mov
 *
 * --handicap: H at the roster first (the handicap question is off until then),
 * then the handicap and the novice after the first turn.
 * --key-frame: the frame of the first roster key (125, just after the title
 * screen; an earlier one types ahead during it).
 * It reads only what a player sees: the screen (where the lighted cursor is,
 * which squares hold pieces) and the trace (whose turn it is, what happened).
 * The movie it writes then drives the native build, the ROM and sim65.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/movrec.h"
#include "emu/movie.h"
#include "cart/vice-versa/vv.h"

#define MAX_FRAMES 400000u

typedef struct bot {
    movrec rec;                 /* the engine and the movie being written */
    const char *keys;           /* roster answers still to type */
    uint32_t next_key_frame;
    uint8_t side;               /* whose turn, from the trace */
    uint8_t target;             /* square being steered to, 64 = none */
    uint8_t tried[64];          /* squares refused this turn */
    uint8_t fired, fire_wait;
    uint32_t seed;
    uint8_t games_left, nonempty_tries;
    int done;
    char again[40];             /* RETURN (leaves the winner screen), then the answers */
    char answers[32];
    int friend;                 /* the opponent is a friend: joystick 2 plays white */
} bot;

static uint32_t rnd(bot *b)
{
    b->seed = b->seed * 1103515245u + 12345u;
    return b->seed >> 16;
}

/* Cursor square from the screen: the square drawn in light yellow. */
static int find_cursor(const hw *h)
{
    for (int sq = 0; sq < 64; sq++) {
        int i = (VV_BY + (sq >> 3) * 2) * h->disp.cols + VV_BX + (sq & 7) * 2;
        if ((h->disp.attrs[i] & 15) == VV_LYELLOW)
            return sq;
    }
    return -1;
}

/* Whether a square shows a piece (its glyph is not the empty or cursor one). */
static int occupied(const hw *h, int sq)
{
    int i = (VV_BY + (sq >> 3) * 2) * h->disp.cols + VV_BX + (sq & 7) * 2;
    int g = h->disp.chars[i];
    return g == CON_GLYPH_USER + 4 || g == CON_GLYPH_USER + 8;
}

static void choose(bot *b)
{
    int tries = 0;
    do {
        b->target = (uint8_t)(rnd(b) % 64);
        /* now and then aim at an occupied square on purpose */
        if (occupied(&b->rec.e->hw, b->target) && !b->tried[b->target] && b->nonempty_tries < 2
            && rnd(b) % 16 == 0) {
            b->nonempty_tries++;
            return;
        }
    } while ((b->tried[b->target] || occupied(&b->rec.e->hw, b->target)) && ++tries < 10000);
}

static void steer(bot *b, hw_input *in, int cur)
{
    int cx = cur & 7, cy = cur >> 3, tx = b->target & 7, ty = b->target >> 3;
    uint8_t joy = 0;
    if (tx < cx) joy |= CON_J_LEFT;
    if (tx > cx) joy |= CON_J_RIGHT;
    if (ty < cy) joy |= CON_J_UP;
    if (ty > cy) joy |= CON_J_DOWN;
    uint8_t n = b->side == 2 && b->friend ? 1 : 0;
    if (joy) {
        in->joy[n] = joy;
        b->fired = 0;
    } else if (!b->fired && !(b->rec.prev.joy[n] & CON_J_FIRE)) {
        in->joy[n] = CON_J_FIRE;
        b->fired = 1;
        b->fire_wait = 20;
    }
}

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    memset(in, 0, sizeof *in);
    if (*b->keys && frame >= b->next_key_frame) {
        in->key = (uint8_t)*b->keys++;
        b->next_key_frame = frame + 6;
    } else if (!*b->keys) {
        int cur = find_cursor(&b->rec.e->hw);
        if (cur >= 0 && b->fire_wait)
            b->fire_wait--;
        else if (cur >= 0) {
            if (b->target == 64 || b->fired)
                choose(b), b->fired = 0;
            steer(b, in, cur);
        }
    }
    movrec_input(&b->rec, frame, in);
}

static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    if (!strncmp(line, "move ", 5) || !strncmp(line, "pass ", 5)) {
        b->side = line[5] == 'b' ? 2 : 1;
        memset(b->tried, 0, sizeof b->tried);
        b->target = 64;
        b->nonempty_tries = 0;
    } else if (!strncmp(line, "illegal ", 8)) {
        b->tried[b->target] = 1;
        b->fired = 1;              /* choose again */
    } else if (!strncmp(line, "end ", 4)) {
        if (--b->games_left == 0)
            b->done = 1;
        else {
            b->keys = b->again;    /* play again with the same answers, */
            b->next_key_frame = frame + 90;  /* once the winner screen listens */
            b->side = 1;
        }
    } else if (!strncmp(line, "opponent", 8)) {
        b->side = 1;
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: vvbot --opponent A-F [--first Y|N] [--handicap N --novice Y|N|1|2]"
                    " [--seed N] [--games N] [--key-frame N] --out FILE.mov\n");
    return 2;
}

int main(int argc, char **argv)
{
    const char *opp = NULL, *first = "Y", *novice = "Y", *out = NULL;
    int handicap = 0, games = 1, key_frame = 125;
    bot b;
    memset(&b, 0, sizeof b);
    b.seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) return usage();
        if (!strcmp(argv[i], "--opponent")) opp = v;
        else if (!strcmp(argv[i], "--first")) first = v;
        else if (!strcmp(argv[i], "--handicap")) handicap = atoi(v);
        else if (!strcmp(argv[i], "--novice")) novice = v;
        else if (!strcmp(argv[i], "--seed")) b.seed = (uint32_t)strtoul(v, NULL, 10);
        else if (!strcmp(argv[i], "--games")) games = atoi(v);
        else if (!strcmp(argv[i], "--key-frame")) key_frame = atoi(v);
        else if (!strcmp(argv[i], "--out")) out = v;
        else return usage();
        i++;
    }
    if (!opp || !out || strlen(opp) != 1 || *opp < 'A' || *opp > 'F' || games < 1 || games > 9
        || key_frame < 1)
        return usage();
    /* H (the handicap question on), roster letter, first turn; handicap
     * digits + RETURN, novice. The question stays on for the next games. */
    if (handicap)
        snprintf(b.answers, sizeof b.answers, "H%s%s%d\r%s", opp, *opp == 'F' ? "" : first,
                 handicap, novice);
    else
        snprintf(b.answers, sizeof b.answers, "%s%s", opp, *opp == 'F' ? "" : first);
    b.friend = *opp == 'F';
    b.keys = b.answers;
    snprintf(b.again, sizeof b.again, "\r%s", b.answers + (handicap ? 1 : 0));
    b.next_key_frame = (uint32_t)key_frame;
    b.target = 64;
    b.games_left = (uint8_t)games;
    char comment[160];
    snprintf(comment, sizeof comment, "recorded by vvbot: opponent %s first %s handicap %d novice %s seed %lu key-frame %d",
             opp, first, handicap, novice, (unsigned long)b.seed, key_frame);
    if (movrec_open(&b.rec, "vvbot", "vice-versa", vv_main, out, comment))
        return 2;
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "vvbot: the game did not end within %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
