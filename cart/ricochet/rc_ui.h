/* rc_ui.h — what the title's screens share (rc_game.c and its helpers):
 * the trace words' pieces, the side letters, the refusal buzz and a key
 * waited for. */
#ifndef CART_RICOCHET_RC_UI_H
#define CART_RICOCHET_RC_UI_H

#include <stdint.h>

extern const char rc_ui_side[2];        /* 'L', 'R' */

/* Trace "WORD C" (the line stays open). */
void rc_ui_word(const char *w, char c);
/* A signed number, and the scores "LEFT-RIGHT", on the open trace line. */
void rc_ui_int(int16_t v);
void rc_ui_score(void);
/* The sound of a refused key. */
void rc_ui_buzz(void);
/* Launcher l refused (not operable, or empty): the buzz, the reason on
 * the note row (rc_draw_refused), and the trace line "refused SIDE T|B N":
 * N the owner's turns it stays knocked out, "game" in variant 5, 0 when
 * it is empty. */
void rc_ui_refuse(uint8_t l);
/* Waits for a typed key (the toolkit's queue: nothing typed ahead is lost). */
uint8_t rc_ui_key(void);

#endif
