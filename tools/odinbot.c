/* odinbot — records a whole game of Odin against himself at one level, the
 * think-time bench's games (bench/odin.sh): name OBF, the level, no
 * library (--library: his opening library, another game), moves at once,
 * you first; then M (Odin takes the side to move) after each of his moves
 * until the game ends.
 *
 *   odinbot --level L [--library] --out FILE.mov      (L: 1-9, A-F, G, X, T)
 *
 * Exit 2 on bad arguments, 1 if the game did not end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tools/movrec.h"
#include "cart/console.h"
#include "cart/odin/odin.h"

#define MAX_FRAMES 4000000u
#define M_DELAY 20               /* frames after Odin's move before M */
#define M_RETRY 120              /* frames without an answer before M again */

typedef struct bot {
    movrec rec;
    char keys[16];               /* the set-up keys still to type */
    int nkeys, ki, done;
    uint32_t m_at;               /* frame to press M (0: none) */
} bot;

static void bot_input(void *ctx, uint32_t frame, hw_input *in)
{
    bot *b = ctx;
    memset(in, 0, sizeof *in);
    if (b->ki < b->nkeys && frame % 2 == 0) {
        in->key = (uint8_t)b->keys[b->ki++];
    } else if (b->m_at && frame >= b->m_at) {
        in->key = 'M';
        b->m_at = frame + M_RETRY;       /* again if nothing answers */
    }
    movrec_input(&b->rec, frame, in);
}

static void bot_trace(void *ctx, uint32_t frame, const char *line)
{
    bot *b = ctx;
    if (!strcmp(line, "game") || !strncmp(line, "move ", 5))
        b->m_at = frame + M_DELAY;
    else if (!strcmp(line, "thinking"))
        b->m_at = 0;
    else if (!strncmp(line, "end ", 4))
        b->done = 1;
}

int main(int argc, char **argv)
{
    static bot b;
    char comment[100];
    int library = argc == 6 && !strcmp(argv[3], "--library");
    if (argc != 5 + library || strcmp(argv[1], "--level") || strlen(argv[2]) != 1
        || !strchr("123456789ABCDEFGXT", argv[2][0]) || strcmp(argv[3 + library], "--out")) {
        fprintf(stderr, "usage: odinbot --level 1-9|A-F|G|X|T [--library] --out FILE.mov\n");
        return 2;
    }
    memcpy(b.keys, "OBF\rLNYY", 8);
    b.keys[3] = CON_K_ENTER;
    b.keys[4] = argv[2][0];
    b.keys[5] = library ? 'Y' : 'N';
    b.nkeys = 8;
    snprintf(comment, sizeof comment, "recorded by odinbot: --level %s%s, Odin plays both sides", argv[2],
             library ? " --library" : "");
    if (movrec_open(&b.rec, "odinbot", "odin", odin_main, argv[4 + library], comment))
        return 2;
    if (movrec_run(&b.rec, bot_input, bot_trace, &b, &b.done, MAX_FRAMES)) {
        fprintf(stderr, "odinbot: the game did not end within %u frames\n", MAX_FRAMES);
        return 1;
    }
    return 0;
}
