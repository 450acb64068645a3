/* entmatch.h — 8088 Entrap's self-play match: two levels play whole games
 * from varied openings, each opening with both colours, the computer's
 * search exactly as in the game (ent_params). The level ladder (issue 23:
 * each level at least 60% of the points against the level below, level 5
 * at least 85% against level 1) is checked on it: fast in
 * tests/test_entrap.c, in full by `entbot --ladder` (bench/entrap.sh). */
#ifndef TOOLS_ENTMATCH_H
#define TOOLS_ENTMATCH_H

#include <stdint.h>

#define ENTMATCH_PLIES 6       /* random plies of an opening */

/* Opening i (0, 1, ...) of the match: ENTMATCH_PLIES legal moves picked
 * at random from the start (seeded by i, no two alike among the first
 * 64), as square names ("f5d6c3d3c4f4"), into buf (at least 13 bytes). */
void entmatch_opening(unsigned i, char *buf);

/* The opening sets, from two generators (a ladder tuned to one set shows
 * on the other): ENTMATCH_SIX, entmatch_opening's; ENTMATCH_WALKS, random
 * walks from the start: opening i is seeded seed + 7919 i, each ply the
 * move list's entry (s >> 8) mod n after s = s * 1664525 + 1013904223
 * (another generator), duplicates allowed; 4 to 12 plies (5 lengths in
 * turn) from seed 0x2545f491 unless entmatch_walks says otherwise. */
#define ENTMATCH_SIX 0
#define ENTMATCH_WALKS 1
/* The walks' plies (0: 4 to 12 in turn) and seed. */
void entmatch_walks(uint8_t plies, uint32_t seed);

/* Level `a` against level `b` from openings 0..n-1 of the set, each played
 * with a as black and as white: a's points doubled (win 2, draw 1), of 4n. */
unsigned entmatch_play(uint8_t a, uint8_t b, unsigned n, uint8_t set);

#endif
