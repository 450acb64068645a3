/* entmatch.c — 8088 Entrap's self-play match (entmatch.h). */
#include <string.h>

#include "tools/entmatch.h"
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

static uint32_t seed;

static uint32_t rnd(void)
{
    seed = seed * 1103515245u + 12345u;
    return seed >> 16;
}

/* One candidate opening from the seed s. */
static void candidate(uint32_t s, char *buf)
{
    uint8_t list[RV_MAX_MOVES], n;
    seed = s * 2654435761u + 7u;
    rv_init();
    buf[0] = 0;
    for (int i = 0; i < ENTMATCH_PLIES; i++) {
        n = rv_gen(list);
        uint8_t sq = list[rnd() % n];     /* no pass this early */
        rv_sq_name(sq, buf + 2 * i);
        rv_make(sq);
    }
    buf[2 * ENTMATCH_PLIES] = 0;
}

void entmatch_opening(unsigned i, char *buf)
{
    static char seen[64][2 * ENTMATCH_PLIES + 1];
    static unsigned made;
    static uint32_t next_seed;
    while (made <= i && made < 64) {
        unsigned k;
        candidate(++next_seed, seen[made]);
        for (k = 0; k < made && strcmp(seen[k], seen[made]); k++)
            ;
        if (k == made)
            made++;
    }
    if (i < 64) {
        strcpy(buf, seen[i]);
        return;
    }
    candidate(1000u + i, buf);
}

static uint8_t walk_plies;           /* 0: 4 to 12 by the opening */
static uint32_t walk_seed = 0x2545f491u;

void entmatch_walks(uint8_t plies, uint32_t seed)
{
    walk_plies = plies;
    walk_seed = seed;
}

/* The second set's opening i on the engine. */
static void walk(unsigned i)
{
    uint8_t list[RV_MAX_MOVES], n;
    uint32_t s = walk_seed + i * 7919u;
    unsigned plies = walk_plies ? walk_plies : 4 + 2 * (i % 5);
    rv_init();
    for (unsigned k = 0; k < plies && !rv_game_over(); k++) {
        n = rv_gen(list);
        if (!n) {
            rv_pass();
            continue;
        }
        s = s * 1664525u + 1013904223u;
        rv_make(list[(s >> 8) % n]);
    }
}

unsigned entmatch_play(uint8_t a, uint8_t b, unsigned n, uint8_t set)
{
    unsigned points = 0;
    char opening[2 * ENTMATCH_PLIES + 1];
    for (unsigned o = 0; o < n; o++)
        for (uint8_t a_colour = RV_BLACK; a_colour <= RV_WHITE; a_colour++) {
            if (set == ENTMATCH_WALKS) {
                walk(o);
            } else {
                entmatch_opening(o, opening);
                rv_init();
                rv_play(opening);
            }
            while (!rv_game_over()) {
                if (!rv_mobility()) {
                    rv_pass();
                    continue;
                }
                rv_make(ent_search(rv_side() == a_colour ? a : b, 0));
            }
            uint8_t x = rv_count(a_colour), y = rv_count((uint8_t)(3 - a_colour));
            points += x > y ? 2u : (x == y ? 1u : 0u);
        }
    return points;
}
