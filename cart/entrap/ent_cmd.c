/* ent_cmd.c — the grammar of Entrap's command line (the manual's
 * "COMMANDS"): "xn" a move (A-H then 1-8), P pass, U unmove, S swap,
 * Q quit; either case, blanks around ignored. Pure: the game (ent.c)
 * decides what a command means in the position. */
#include "cart/entrap/ent.h"

uint8_t ent_cmd_sq;

static uint8_t upper(uint8_t c)
{
    if (c >= 'a' && c <= 'z')
        return (uint8_t)(c - 32);
    return c;
}

/* The line without its leading blanks, and its length without trailing
 * ones (into len_). */
static uint8_t len_;
static const char *trim(const char *s)
{
    while (*s == ' ')
        ++s;
    for (len_ = 0; s[len_]; ++len_)
        ;
    while (len_ && s[len_ - 1] == ' ')
        --len_;
    return s;
}

uint8_t ent_cmd_parse(const char *line)
{
    const char *s = trim(line);
    uint8_t c0, c1;
    if (len_ == 0)
        return ENT_C_EMPTY;
    c0 = upper((uint8_t)s[0]);
    if (len_ == 1) {
        if (c0 == 'P') return ENT_C_PASS;
        if (c0 == 'U') return ENT_C_UNDO;
        if (c0 == 'S') return ENT_C_SWAP;
        if (c0 == 'Q') return ENT_C_QUIT;
        return ENT_C_BAD;
    }
    c1 = (uint8_t)s[1];
    if (len_ == 2 && c0 >= 'A' && c0 <= 'H' && c1 >= '1' && c1 <= '8') {
        ent_cmd_sq = (uint8_t)((c1 - '1') * 8 + (c0 - 'A'));
        return ENT_C_MOVE;
    }
    return ENT_C_BAD;
}

uint8_t ent_level_parse(const char *line)
{
    const char *s = trim(line);
    if (len_ == 1 && s[0] >= '1' && s[0] <= '0' + ENT_LEVELS)
        return (uint8_t)(s[0] - '0');
    return 0;
}
