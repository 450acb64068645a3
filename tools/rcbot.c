/* rcbot — records a game of Ricochet against a computer opponent, the
 * think-time bench's games (bench/ricochet.sh): the human side (Left) typed
 * at the keyboard as a player would, each of its turns chosen by another
 * computer opponent's idea (rc_ai_choose on the live game); the game ends
 * the movie.
 *
 *   rcbot --variant V --opponent N --first f|s [--human M] --out FILE.mov
 *       V 1-5; N the computer's number (1-4), M the one whose choices the
 *       human types (default 1); f: the human acts first.
 *
 * Exit 2 on bad arguments, 1 if the game did not end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tools/movrec.h"
#include "tools/rckeys.h"
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_game.h"

#define MAX_FRAMES 4000000u
#define QUEUE 16

typedef struct bot {
    movrec rec;
    uint8_t q[QUEUE];            /* keys still to type, one every other frame */
    int qn, qi, done;
    uint8_t human;               /* the opponent whose choices Left types */
} bot;

static void push(bot *b, uint8_t k)
{
    if (b->qn < QUEUE)
        b->q[b->qn++] = k;
}

/* Left's turn prompt is up ("LEFT: S LAUNCH  V MOVE"). */
static int left_prompt(bot *b)
{
    const hw *h = &b->rec.e->hw;
    return !memcmp(&h->disp.chars[RC_ROW_PROMPT * h->disp.cols + 1], "LEFT:", 5);
}

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    memset(in, 0, sizeof *in);
    if (b->qi < b->qn) {
        if (frame % 2 == 0)
            in->key = b->q[b->qi++];
    } else if (!b->done && left_prompt(b)) {
        b->qn = rckeys_turn(b->human, RC_LEFT, b->q);
        b->qi = 0;
    }
    movrec_input(&b->rec, frame, in);
}

static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    (void)frame;
    if (!strncmp(line, "game ", 5))
        b->done = 1;
}

static int usage(void)
{
    fprintf(stderr, "usage: rcbot --variant 1-5 --opponent 1-4 --first f|s [--human 1-4] --out FILE.mov\n");
    return 2;
}

int main(int argc, char **argv)
{
    static bot b;
    const char *out = NULL;
    char comment[120];
    int variant = 0, op = 0, first = 0, i;
    b.human = 1;
    for (i = 1; i + 1 < argc; i += 2) {
        const char *a = argv[i], *v = argv[i + 1];
        if (!strcmp(a, "--variant")) variant = atoi(v);
        else if (!strcmp(a, "--opponent")) op = atoi(v);
        else if (!strcmp(a, "--human")) b.human = (uint8_t)atoi(v);
        else if (!strcmp(a, "--first") && (v[0] == 'f' || v[0] == 's') && !v[1]) first = v[0];
        else if (!strcmp(a, "--out")) out = v;
        else return usage();
    }
    if (i != argc || !out || variant < 1 || variant > 5 || op < 1 || op > 4 || !first
        || b.human < 1 || b.human > 4)
        return usage();
    push(&b, (uint8_t)('0' + variant));
    push(&b, 'Y');
    push(&b, (uint8_t)('0' + op));
    push(&b, '0');
    push(&b, CON_K_ENTER);
    push(&b, first == 'f' ? 'F' : 'S');
    snprintf(comment, sizeof comment,
             "recorded by rcbot: variant %d, opponent %d, the human (Left) plays opponent %u's choices, %s",
             variant, op, b.human, first == 'f' ? "first" : "second");
    if (movrec_open(&b.rec, "rcbot", "ricochet", ricochet_main, out, comment))
        return 2;
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "rcbot: the game did not end within %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
