/* rckeys.h — a Ricochet turn as a player types it (tools/rcbot.c,
 * tools/rcmatch.c): the keys of the action a computer opponent's idea
 * chooses on the live game. */
#ifndef TOOLS_RCKEYS_H
#define TOOLS_RCKEYS_H
#include <stdint.h>

/* The keys of the side to move's turn (SIDE 0 Left: S launch, V move;
 * 1 Right: L, M), its action chosen as opponent CHOOSER (1-4) would: a
 * launch (the key, T|B, X to skip the animation) or a move (the key, the
 * notation, SPACE). Writes at most 12 keys to OUT; returns how many. */
int rckeys_turn(uint8_t chooser, uint8_t side, uint8_t *out);

#endif
