/* rc_recshow.h — the game record (§12, rc_record.h) on the screen (its
 * last four lines, R) and on the printer port (all of it, P; trace
 * "print"). */
#ifndef CART_RICOCHET_RC_RECSHOW_H
#define CART_RICOCHET_RC_RECSHOW_H

void rc_recshow_screen(void);
void rc_recshow_print(void);

#endif
