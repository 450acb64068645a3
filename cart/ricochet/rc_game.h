/* rc_game.h — the Ricochet title (docs/ricochet.md): the set-up dialogue,
 * the keyboard commands, the computer's turns, the animated launch, the
 * smart clock, the end of a game and of a match. Entry: ricochet_main. */
#ifndef CART_RICOCHET_RC_GAME_H
#define CART_RICOCHET_RC_GAME_H

void ricochet_main(void);

#endif
