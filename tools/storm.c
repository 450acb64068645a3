/* storm — writes a key-storm movie (docs/movie.md) on standard output:
 * random typed keys, keymod, both keypads, both joysticks and the console
 * buttons, changing at random frames, from a seeded generator, so the same
 * seed gives the same movie on every computer (tests/check_storm.sh).
 *
 *   storm TITLE SEED FRAMES
 *   storm --quiet TITLE SEED FRAMES OUT.mov
 *
 * The input is rough on purpose: keys a title does not know, every keypad
 * and joystick bit (the side buttons too) and START/SELECT/OPTION, several
 * at once. The movie ends with `end FRAMES + 1`.
 *
 * --quiet plays the title's native build while it writes the movie (to
 * OUT.mov) and lets go of every key, keypad, joystick and button while a
 * computer player thinks: from its trace's "thinking" (Entrap: "think b|w
 * ...") to the next trace line. The blind storm cuts most thinks short (a
 * key is BREAK to several titles); this one reaches the deep searches. It
 * also types a short line now and then (a digit, a square or a letter, and
 * ENTER), so that prompts that take whole lines get answered.
 * The movie ends after FRAMES frames and a second more.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie.h"
#include "front/titles.h"
#include "tools/movrec.h"

/* xorshift32: tiny, fixed, the same everywhere. */
static uint32_t next(uint32_t *s)
{
    uint32_t x = *s;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *s = x;
}

/* A typed key: a printable character most of the time, else one of the
 * console's control keys. */
static uint8_t random_key(uint32_t *s)
{
    static const uint8_t ctrl[] = { CON_K_ENTER, CON_K_BREAK, CON_K_BACKSPACE, CON_K_CLEAR,
                                    CON_K_UP, CON_K_DOWN, CON_K_LEFT, CON_K_RIGHT, CON_K_ESC };
    uint32_t r = next(s);
    if (r % 4)
        return (uint8_t)(33 + r / 4 % 94);
    return ctrl[r / 4 % sizeof ctrl];
}

/* One frame's change: each part of the input changes now and then. */
static void storm_frame(uint32_t *s, hw_input *in)
{
    uint32_t r = next(s);
    in->key = r % 3 == 0 ? random_key(s) : 0;
    if (r >> 2 & 1) in->pad[0] = next(s) % 3 ? 0 : (uint16_t)(next(s) & 0x0FFFu);
    if (r >> 3 & 1) in->pad[1] = next(s) % 3 ? 0 : (uint16_t)(next(s) & 0x0FFFu);
    if (r >> 4 & 1) in->joy[0] = (uint8_t)(next(s) & 0x7Fu);
    if (r >> 5 & 1) in->joy[1] = (uint8_t)(next(s) & 0x7Fu);
    if ((r >> 6) % 8 == 0) in->buttons = (uint8_t)(next(s) & 0x0Fu);
    if ((r >> 9) % 16 == 0) in->keymod = (uint8_t)(next(s) & 1u);
}

/* --quiet: the storm of one frame unless a computer player thinks. */
typedef struct quiet {
    movrec rec;
    uint32_t s;
    hw_input in;            /* the storm's held input */
    int thinking, done;
    uint32_t frames, thinks;
    char word[10];          /* a short line being typed, one key every 4 frames */
    uint8_t wpos;
} quiet;

/* Now and then a short typed line, the kind a title's prompts take: a digit
 * (a level, a menu), a square (a move: letter and digit) or one letter (a
 * command), after backspaces that erase what the storm typed before, and
 * followed by ENTER. */
static void new_word(quiet *q)
{
    uint32_t r = next(&q->s);
    char *w = q->word;
    for (int i = 0; i < 6; i++)
        *w++ = (char)CON_K_BACKSPACE;
    char letter = (char)((r >> 4) % 2 ? 'a' + (r >> 5) % 8 : 'A' + (r >> 5) % 26);
    switch (r % 3) {
    case 0: *w++ = (char)('1' + (r >> 8) % 9); break;
    case 1: *w++ = letter; *w++ = (char)('1' + (r >> 8) % 8); break;
    default: *w++ = letter; break;
    }
    *w++ = (char)CON_K_ENTER;
    *w = 0;
    q->wpos = 0;
}

static void quiet_input(void *ctx, uint32_t frame, hw_input *in)
{
    quiet *q = ctx;
    if (q->thinking) {
        memset(in, 0, sizeof *in);
    } else if (q->word[q->wpos]) {
        memset(in, 0, sizeof *in);
        if (frame % 4 == 0)
            in->key = (uint8_t)q->word[q->wpos++];
    } else {
        uint32_t r = next(&q->s);
        if (r % 4 == 0)
            storm_frame(&q->s, &q->in);
        else
            q->in.key = 0;
        if (r % 97 == 1)
            new_word(q);
        *in = q->in;
    }
    movrec_input(&q->rec, frame, in);
    q->done = frame >= q->frames;
}

static void quiet_trace(void *ctx, uint32_t frame, const char *line)
{
    quiet *q = ctx;
    (void)frame;
    if (!strcmp(line, "thinking") || !strncmp(line, "think b ", 8) || !strncmp(line, "think w ", 8)) {
        q->thinking = 1;
        q->thinks++;
        memset(&q->in, 0, sizeof q->in);
    } else {
        q->thinking = 0;
    }
}

static int storm_quiet(const char *title, unsigned long seed, unsigned long frames, const char *out)
{
    static quiet q;
    char comment[120];
    const ttl_entry *t = ttl_find(title);
    if (!t) {
        fprintf(stderr, "storm: no title %s\n", title);
        return 2;
    }
    q.s = (uint32_t)seed * 2654435761u | 1u;
    q.frames = (uint32_t)frames;
    snprintf(comment, sizeof comment, "key storm, seed %lu, quiet while the computer thinks (tools/storm.c)", seed);
    if (movrec_open(&q.rec, "storm", title, t->entry, out, comment))
        return 2;
    movrec_run(&q.rec, quiet_input, quiet_trace, &q, &q.done, q.frames);
    printf("%lu thinks\n", (unsigned long)q.thinks);
    return 0;
}

int main(int argc, char **argv)
{
    char *end1, *end2, line[MOV_LINE_MAX];
    int quiet_mode = argc == 6 && !strcmp(argv[1], "--quiet");
    if (quiet_mode)
        argv++, argc -= 2;
    if (argc != 4) {
        fprintf(stderr, "usage: storm TITLE SEED FRAMES | storm --quiet TITLE SEED FRAMES OUT.mov\n");
        return 2;
    }
    unsigned long seed = strtoul(argv[2], &end1, 10), frames = strtoul(argv[3], &end2, 10);
    if (*end1 || *end2 || !frames || frames > 1000000ul || strlen(argv[1]) > 100) {
        fprintf(stderr, "storm: bad SEED or FRAMES (1 to 1000000)\n");
        return 2;
    }
    if (quiet_mode)
        return storm_quiet(argv[1], seed, frames, argv[4]);
    uint32_t s = (uint32_t)seed * 2654435761u | 1u;
    hw_input prev, in;
    memset(&prev, 0, sizeof prev);
    in = prev;
    printf("%s\ntitle %s\n# key storm, seed %lu (tools/storm.c)\n", MOV_MAGIC, argv[1], seed);
    for (uint32_t f = 1; f <= frames; f++) {
        /* Calm spells too: a title must also get to think and draw. */
        if (next(&s) % 4 == 0)
            storm_frame(&s, &in);
        else
            in.key = 0;
        if (mov_format(line, f, &prev, &in))
            printf("%s\n", line);
        prev = in;
        prev.key = 0;
    }
    printf("end %lu\n", frames + 1);
    return ferror(stdout) ? 1 : 0;
}
