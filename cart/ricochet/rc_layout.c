/* rc_layout.c — the board: the one table that holds the geometry (spec §2,
 * ../shared/ricochet/layout.json). The search behind the spec fitted it to
 * the manual's sample launches; a better fit replaces this table and
 * nothing else.
 *
 * The target's ring: the wall cells a launch can reach (odd x), slot
 * 0..n-1 on the top wall from the right (x = 2(n-1-s)+1), slot n..2n-1 on
 * the bottom wall from the left (x = 2(s-n)+1), n = w/2. Counter-clockwise
 * is +1. Round 1 here: top wall, x = 11 (slot 7). */
#include "cart/ricochet/rc.h"

const rc_layout rc_board = {
    27, 9,
    /*  A   B  C  D  E  F   G   H   I   J   K  L */
    { 20, 26, 6, 4, 4, 2, 17, 12, 18, 11, 10, 9 },
    {  4,  2, 0, 2, 6, 4,  3,  4,  6,  3,  6, 5 },
    /* 1 bumper: row 3; 2: rows 1, 7; 4: rows 1, 3, 5, 7 */
    { 1u << 3, (1u << 1) | (1u << 7), (1u << 1) | (1u << 3) | (1u << 5) | (1u << 7) },
    7, 1,
};

const rc_layout *rc_lay = &rc_board;
