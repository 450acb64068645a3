/* rc_recshow.h — the game record (§12, rc_record.h) on the screen (R: all
 * of it, numbered, a page of 6 lines at a time below the scores and the
 * running clock; SPACE the next page, another key back) and on the printer
 * port (all of it, P; trace "print"). */
#ifndef CART_RICOCHET_RC_RECSHOW_H
#define CART_RICOCHET_RC_RECSHOW_H

#include <stdint.h>

/* `key` waits for a key (the turn's, so the clock runs meanwhile); rows 16-23
 * are blank afterwards. */
void rc_recshow_screen(uint8_t (*key)(void));
void rc_recshow_print(void);

#endif
