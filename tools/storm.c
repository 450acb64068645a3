/* storm — writes a key-storm movie (docs/movie.md) on standard output:
 * random typed keys, keymod, both keypads, both joysticks and the console
 * buttons, changing at random frames, from a seeded generator, so the same
 * seed gives the same movie on every computer (tests/check_storm.sh).
 *
 *   storm TITLE SEED FRAMES
 *
 * The input is rough on purpose: keys a title does not know, every keypad
 * and joystick bit (the side buttons too) and START/SELECT/OPTION, several
 * at once. The movie ends with `end FRAMES + 1`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "emu/movie.h"

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

int main(int argc, char **argv)
{
    char *end1, *end2, line[MOV_LINE_MAX];
    if (argc != 4) {
        fprintf(stderr, "usage: storm TITLE SEED FRAMES\n");
        return 2;
    }
    unsigned long seed = strtoul(argv[2], &end1, 10), frames = strtoul(argv[3], &end2, 10);
    if (*end1 || *end2 || !frames || frames > 1000000ul || strlen(argv[1]) > 100) {
        fprintf(stderr, "storm: bad SEED or FRAMES (1 to 1000000)\n");
        return 2;
    }
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
