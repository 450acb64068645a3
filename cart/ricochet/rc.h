/* rc.h — the Ricochet engine (docs/ricochet.md; the rules are
 * ../shared/ricochet/spec.md, cited below as §n): the board layout, the game
 * state, moves, the end of a turn, of a game and of a match, the smart clock
 * and the ratings. The launch itself is rc_launch.h.
 *
 * One game lives in the global `rc` (a plain struct, so a search can save and
 * restore it with one copy); the match around it in `rc_match`. Integers
 * only, no heap, no clock: the same calls give the same game everywhere.
 */
#ifndef CART_RICOCHET_RC_H
#define CART_RICOCHET_RC_H

#include <stdint.h>

#define RC_PIECES 12        /* A-F Left, G-L Right */
#define RC_LEFT   0
#define RC_RIGHT  1
#define RC_LT 0             /* launchers: Left top, Left bottom, Right top, Right bottom */
#define RC_LB 1
#define RC_RT 2
#define RC_RB 3
#define RC_OWNER(l) ((uint8_t)((l) >> 1))
#define RC_DEAD 0xFF        /* rc.ko: out for the rest of the game (variant 5) */
#define RC_CUTOFF 2000u     /* ticks after which a launch stops (§3) */
#define RC_MAX_ROUNDS 99    /* [C] a game of moves only ends after this round */

/* Directions of a move (and their notation letters, rc_dir_keys). */
#define RC_UP    0
#define RC_DOWN  1
#define RC_LEFTW 2
#define RC_RIGHTW 3
extern const char rc_dir_keys[4];   /* "UDLR" */

/* ---- the board layout: ONE table (rc_layout.c) ----
 * A better-fitting geometry is a new table: nothing else knows the numbers.
 * Width and height must be odd (the corners lie on the marker lattice). */
#define RC_W_MAX 31
#define RC_H_MAX 15
typedef struct rc_layout {
    uint8_t w, h;               /* playfield cells */
    uint8_t x[RC_PIECES];       /* start squares of A-L, all vertical */
    uint8_t y[RC_PIECES];
    uint16_t rows[3];           /* side rows with a bumper (bit y) for 1, 2, 4 bumpers a side */
    uint8_t target0;            /* the target's ring slot in round 1 (rc_target_at) */
    int8_t tstep;               /* slots per round: +1 counter-clockwise, -1 clockwise */
} rc_layout;
extern const rc_layout rc_board;    /* the spec's 27x9 geometry */
extern const rc_layout *rc_lay;     /* the layout in play (rc_board unless a test sets another) */

/* ---- the map: the playfield and its frame, one byte a cell ----
 * Index (y+1)*(w+2)+(x+1) for x = -1..w, y = -1..h; rc_col / rc_row give
 * x and y back. The frame cells say what a launch meets there: the side
 * cells and the target's wall cell are marked for the game's bumpers and
 * the round's target (rc_map_frame, called by every launch). */
#define RC_MAP_MAX ((RC_W_MAX + 2) * (RC_H_MAX + 2))
#define RC_M_EMPTY  0           /* 1..12: piece p+1 */
#define RC_M_WALL   0x20        /* top or bottom wall */
#define RC_M_TARGET 0x21        /* the wall cell holding the target */
#define RC_M_SIDE   0x30        /* +RC_LEFT/RC_RIGHT: open side cell */
#define RC_M_BUMPER 0x34        /* +RC_LEFT/RC_RIGHT: side cell with a bumper */
#define RC_M_CORNER 0x40        /* +launcher */
extern uint8_t rc_map[RC_MAP_MAX];
extern int8_t rc_col[RC_MAP_MAX], rc_row[RC_MAP_MAX];
extern uint8_t rc_stride;           /* w + 2 */

/* ---- one game ---- */
typedef struct rc_state {
    uint8_t variant;            /* 1-5 */
    uint8_t turn;               /* side to act */
    uint8_t first;              /* side that acts first in each round */
    uint8_t round;              /* 1.. (one turn of each side) */
    uint8_t x[RC_PIECES], y[RC_PIECES];
    uint16_t horiz;             /* bit p: piece p is horizontal */
    uint8_t moved;              /* bit p-6*side: own piece moved this turn */
    uint8_t count[4];           /* launches left in each launcher */
    uint8_t ko[4];              /* 0 operable; 1-2 owner turns to wait; RC_DEAD */
    uint8_t hit;                /* bit l: launcher l was knocked out this turn */
    uint8_t bumpers[2];         /* bumpers on each side: 4, 2, 1 (0 ends the match) */
    uint8_t value[2];           /* what each side's bumpers and launchers are worth */
    int16_t score[2];           /* game points */
    uint8_t over;               /* the game has ended */
} rc_state;
extern rc_state rc;

/* Variant rules (§2, §4, §5, M5, M10, M25). */
#define RC_HAS_TARGET(v)   ((v) >= 2)
#define RC_LAUNCHES(v)     ((uint8_t)((v) <= 3 ? 5 : 3))
#define RC_BUMPERS(v)      ((uint8_t)((v) <= 2 ? 2 : 4))
#define RC_KO_FOREVER(v)   ((v) == 5)
#define RC_MARKERS(v)      ((v) != 5)

/* Starts a game: pieces from the layout, all vertical, full launchers,
 * round 1, 0-0. Bumper counts and values come from the arguments (the
 * match sets them). `first` acts first. */
void rc_new_game(uint8_t variant, uint8_t first, const uint8_t bumpers[2],
                 const uint8_t value[2]);
/* Rebuilds rc_map from the layout's size and the pieces in `rc`. */
void rc_map_build(void);
/* Marks bumpers and the target in the frame for `rc` (cheap when nothing
 * changed since the last call). */
void rc_map_frame(void);
/* Restores a saved state and brings rc_map in line with its pieces (a
 * search's undo). */
void rc_restore(const rc_state *s);

/* Whether side s has a launcher that is operable and not empty. */
uint8_t rc_can_launch(uint8_t side);
/* Whether launcher l may be fired now by the side to act. */
uint8_t rc_launch_ok(uint8_t l);
/* Moves own piece p one space in dir (part of a move): 0 done, 1 refused
 * (not the mover's, moved already, off the field or onto a piece). */
uint8_t rc_move_piece(uint8_t p, uint8_t dir);
/* Whether own piece p has moved this turn. */
uint8_t rc_piece_moved(uint8_t p);
/* Whether rc_move_piece(p, dir) would be done. */
uint8_t rc_move_ok(uint8_t p, uint8_t dir);
/* Ends the turn (after a launch or a move of at least one piece): knocked-out
 * counters, the round, the side to act, the end of the game (§4, §6). */
void rc_end_turn(void);

/* The target this round: 0 when there is none (variant 1, or round 0: a
 * test's position with no target), else 1 and its wall cell in *x, *y
 * (y = -1 top, h bottom). Its value: rc_target_value. */
uint8_t rc_target_at(int8_t *x, int8_t *y);
uint8_t rc_target_value(void);
/* Whether a bumper stands on side s at row y. */
uint8_t rc_bumper_at(uint8_t side, int8_t y);

/* ---- the match (§7), the smart clock (§8), ratings (§9) ---- */
typedef struct rc_match_t {
    uint8_t variant;
    uint8_t mpoints[2];         /* match points */
    uint8_t bumpers[2], value[2];
    uint8_t games;              /* games finished */
    uint8_t last_winner;        /* RC_LEFT, RC_RIGHT, or 2 for a tie */
    uint8_t next_first;         /* who acts first in the next game */
    uint8_t over;               /* a side ran out of bumpers */
    uint16_t clock_sum[2];      /* seconds taken, this match */
    uint16_t clock_n[2];        /* turns timed */
} rc_match_t;
extern rc_match_t rc_match;

/* Starts a match and its first game. */
void rc_match_start(uint8_t variant, uint8_t first);
/* After a game is over: match points, the handicap, the match end. Returns
 * the game's winner (2 = tie). rc_match_next starts the next game. */
uint8_t rc_match_game_end(void);
void rc_match_next(void);
/* The match winner (more match points; equal: the last game's winner). */
uint8_t rc_match_winner(void);

/* The limit in seconds of side s's turn (§8). */
uint16_t rc_clock_limit(uint8_t side);
/* Books a turn of `secs` seconds by side s: the opponent gains secs / limit
 * points (returned and added to its score). */
uint8_t rc_clock_book(uint8_t side, uint16_t secs);
/* Books a computer's turn: its time counts in its average (so in the
 * human's limit), but it is never penalised (§8). */
void rc_clock_note(uint8_t side, uint16_t secs);

/* A new rating (§9): own rating r, opponent's ro, match points m and mo,
 * g games played. */
uint16_t rc_rating(uint16_t r, uint16_t ro, uint8_t m, uint8_t mo, uint8_t g);

#endif
