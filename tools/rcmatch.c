/* rcmatch — records a whole match of Ricochet between two humans, both
 * typed at the keyboard as players would, to its end (the new ratings):
 * the set-up's answers typed as given (a rating may be any digits: the line
 * keeps what it accepts), each turn chosen by a computer opponent's idea
 * (rc_ai_choose on the live game), every game-over prompt answered with
 * SPACE. tests/check_matches.sh compares the movies on every target.
 *
 *   rcmatch --variant V --left DIGITS --right DIGITS --first f|s --out FILE.mov
 *       V 1-5; DIGITS the typed ratings; f: Left acts first.
 *
 * Exit 2 on bad arguments, 1 if the match did not end.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tools/movrec.h"
#include "tools/rckeys.h"
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"
#include "cart/ricochet/rc_game.h"

#define MAX_FRAMES 8000000u
#define QUEUE 32

typedef struct bot {
    movrec rec;
    uint8_t q[QUEUE];            /* keys still to type, one every other frame */
    int qn, qi, ratings, done;
} bot;

static void push(bot *b, uint8_t k)
{
    if (b->qn < QUEUE)
        b->q[b->qn++] = k;
}

static int prompt_is(const bot *b, const char *s)
{
    const hw *h = &b->rec.e->hw;
    return !memcmp(&h->disp.chars[RC_ROW_PROMPT * h->disp.cols + 1], s, strlen(s));
}

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    memset(in, 0, sizeof *in);
    if (b->qi < b->qn) {
        if (frame % 2 == 0)
            in->key = b->q[b->qi++];
    } else if (!b->done) {
        b->qn = b->qi = 0;
        if (prompt_is(b, "LEFT:") || prompt_is(b, "RIGHT:"))   /* as opponent 1 would */
            b->qn = rckeys_turn(1, prompt_is(b, "RIGHT:"), b->q);
        else if (prompt_is(b, "GAME OVER"))
            push(b, ' ');
    }
    movrec_input(&b->rec, frame, in);
}

/* Done at the second new rating (both sides are human). */
static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    (void)frame;
    if (!strncmp(line, "rating ", 7) && ++b->ratings == 2)
        b->done = 1;
}

static int digits(const char *s)
{
    if (!*s || strlen(s) > 8)
        return 0;
    for (; *s; ++s)
        if (!isdigit((unsigned char)*s))
            return 0;
    return 1;
}

static int usage(void)
{
    fprintf(stderr, "usage: rcmatch --variant 1-5 --left DIGITS --right DIGITS --first f|s --out FILE.mov\n");
    return 2;
}

int main(int argc, char **argv)
{
    static bot b;
    const char *out = NULL, *left = NULL, *right = NULL, *p;
    char comment[160];
    int variant = 0, first = 0, i;
    for (i = 1; i + 1 < argc; i += 2) {
        const char *a = argv[i], *v = argv[i + 1];
        if (!strcmp(a, "--variant")) variant = atoi(v);
        else if (!strcmp(a, "--left") && digits(v)) left = v;
        else if (!strcmp(a, "--right") && digits(v)) right = v;
        else if (!strcmp(a, "--first") && (v[0] == 'f' || v[0] == 's') && !v[1]) first = v[0];
        else if (!strcmp(a, "--out")) out = v;
        else return usage();
    }
    if (i != argc || !out || variant < 1 || variant > 5 || !first || !left || !right)
        return usage();
    push(&b, (uint8_t)('0' + variant));
    push(&b, 'N');
    for (p = left; *p; ++p)
        push(&b, (uint8_t)*p);
    push(&b, CON_K_ENTER);
    for (p = right; *p; ++p)
        push(&b, (uint8_t)*p);
    push(&b, CON_K_ENTER);
    push(&b, first == 'f' ? 'F' : 'S');
    snprintf(comment, sizeof comment, "recorded by rcmatch: variant %d, two humans rated %s and %s typed, Left %s, to the match's end",
             variant, left, right, first == 'f' ? "first" : "second");
    if (movrec_open(&b.rec, "rcmatch", "ricochet", ricochet_main, out, comment))
        return 2;
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "rcmatch: the match did not end within %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
