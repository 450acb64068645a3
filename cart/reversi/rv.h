/* rv.h — the Reversi (Othello) engine shared by Vice Versa, Odin, Capture and
 * Entrap: board, legal moves, make/undo, perft, and small parsers for square
 * names, transcripts and OBF lines. Portable cart code (gcc and cc65): see
 * docs/reversi.md.
 *
 * There is ONE global current position. Squares are numbered 0..63 outside
 * the engine: a1=0 ... h1=7, a2=8 ... h8=63 (column letter a-h, row 1-8, row
 * 1 at the top, so black's first moves are d3, c4, f5, e6). The standard
 * start has white on d4, e5 and black on d5, e4; black moves first.
 *
 * Ordering guarantees (titles and the search depend on them being the same
 * on every target):
 *   - rv_gen lists moves in increasing square number (a1, b1, ..., h8),
 *     rv_gen_pref in the fixed preference order (rv.c, pref[]);
 *   - rv_flipped lists the last move's captured discs direction by direction
 *     in the order N, NE, E, SE, S, SW, W, NW (N = towards row 1), nearest
 *     to the placed disc first.
 *
 * Limits: the history (moves + passes on the undo stack) holds RV_MAX_PLY
 * plies; a legal game has at most 60 moves plus its passes, which leaves room
 * for a search on top. rv_make/rv_pass refuse to push beyond it (rv_make then
 * returns 0, rv_pass does nothing). A position reached in a game has at
 * most 33 legal moves; RV_MAX_MOVES (64) fits any position rv_set accepts.
 */
#ifndef CART_REVERSI_RV_H
#define CART_REVERSI_RV_H

#include <stdint.h>

#define RV_EMPTY 0
#define RV_BLACK 1
#define RV_WHITE 2
#define RV_WALL  4            /* internal: the sentinel border */

#define RV_MAX_PLY   128      /* undo stack depth (moves + passes) */
#define RV_MAX_MOVES 64       /* room for any position's move list (a game position has at most 33) */
#define RV_NOSQ      255      /* "no square": parse errors */
#define RV_BAD       255      /* error result of rv_play */

/* ---- position --------------------------------------------------------- */
void    rv_init(void);                          /* start position, black to move */
/* Set a position: cells[0..63] are RV_EMPTY/RV_BLACK/RV_WHITE, side is
 * RV_BLACK or RV_WHITE. Clears the history. Returns 0, or 1 (nothing
 * changed) when a cell or the side is not valid. */
uint8_t rv_set(const uint8_t *cells, uint8_t side);
uint8_t rv_get(uint8_t sq);                     /* colour on sq (0..63) */
uint8_t rv_side(void);                          /* side to move */
uint8_t rv_count(uint8_t colour);               /* discs of a colour (RV_EMPTY: empties) */
uint8_t rv_nply(void);                          /* plies on the undo stack */

/* ---- moves ------------------------------------------------------------ */
/* Legal moves of the side to move, in increasing square order; returns how
 * many (0: the side must pass, or the game is over). list needs
 * RV_MAX_MOVES bytes. */
uint8_t rv_gen(uint8_t *list);
/* The same moves in the engine's preference order (corners first, then the
 * C3-type squares, the edges ..., X-squares last: docs/reversi.md), which
 * is the order the generator finds them in: no sorting. */
uint8_t rv_gen_pref(uint8_t *list);
uint8_t rv_mobility(void);                      /* rv_gen's count, without a list */
/* The side to move's mobility minus the other side's, counted in one pass
 * (cheaper than rv_mobility, rv_pass, rv_mobility, rv_undo). */
int8_t  rv_mobility_diff(void);
uint8_t rv_legal(uint8_t sq);                   /* nonzero if sq is legal for the side to move */
/* Plays sq for the side to move: returns the number of discs flipped, or 0
 * when the move is illegal (or sq > 63, or the history is full) and nothing
 * changed. A legal move always flips at least one disc. */
uint8_t rv_make(uint8_t sq);
void    rv_pass(void);                          /* the side to move passes (always allowed) */
/* Undoes the last rv_make or rv_pass (nothing when the history is empty). */
void    rv_undo(void);
uint8_t rv_can_move(uint8_t side);              /* nonzero if `side` has a legal move here */
uint8_t rv_game_over(void);                     /* neither side can move */
uint8_t rv_last(void);                          /* square of the last ply, 64 = pass, RV_NOSQ = none */

/* The discs captured by the last rv_make still on the undo stack (0 after a
 * pass), in the documented order. The list is valid until the next call
 * that changes the position. */
uint8_t        rv_flipped_count(void);
const uint8_t *rv_flipped(void);

/* What rv_make(sq) would flip, without playing it (the search values its
 * leaves this way): returns the number of discs (0 = illegal) and lists
 * them in rv_flipped's order into rv_flips_list(), a buffer of its own
 * that stays valid until the next rv_flips. */
uint8_t        rv_flips(uint8_t sq);
const uint8_t *rv_flips_list(void);
/* The same buffer as an array: read-only outside the engine. The
 * searches' hot loops index it directly (on the 6502 one indexed load,
 * where a pointer is copied to the zero page for each read). */
#define RV_FLIPS_MAX 24       /* at most 19 discs flip in one move */
extern uint8_t rv_flips_buf[RV_FLIPS_MAX];
/* rv_flips(rv_arg) and rv_make(rv_arg), for the searches' hot loops: on
 * the 6502 a parameter costs a push and a pop on cc65's C stack. */
extern uint8_t rv_arg;
#ifdef __CC65__
#pragma zpsym ("rv_arg")      /* in the zero page on the 6502 (rv.c) */
#endif
uint8_t        rv_flips_arg(void);
uint8_t        rv_make_arg(void);
/* The side to move's legal moves one by one, in rv_gen_pref's order,
 * without a list and without playing them (the search's leaves stop at a
 * cutoff): rv_scan_begin starts; each rv_scan_next returns the next move
 * (RV_NOSQ after the last) with what it would flip in rv_flips_list()
 * (rv_scan_flips discs, the list valid until the next rv_flips or
 * rv_scan_next). Any change of the position ends the scan. */
void           rv_scan_begin(void);
uint8_t        rv_scan_next(void);
uint8_t        rv_scan_flips(void);

/* ---- perft ------------------------------------------------------------ */
/* Leaves of the game tree `depth` plies deep from the current position
 * (restored). A pass is a ply; a finished game is one leaf wherever it
 * occurs; depth 0 gives 1. Depth is capped by the room left on the undo
 * stack (returns 0 if it does not fit). */
uint32_t rv_perft(uint8_t depth);

/* ---- text ------------------------------------------------------------- */
/* "f5"/"F5" -> 37; RV_NOSQ if s does not start with a square name. */
uint8_t rv_sq_parse(const char *s);
/* 37 -> "f5" (lower case) into buf[3] (NUL-terminated); returns buf. */
char   *rv_sq_name(uint8_t sq, char *buf);
/* Plays a transcript such as "f5d6c3" (case-insensitive; spaces allowed;
 * passes implicit, "pa" or "--" accepted as an explicit pass) from the
 * current position. Returns the number of moves played (passes not
 * counted), or RV_BAD on the first illegal or unreadable move: the moves
 * before it stay played. Stops at the end of the string, '#' or '\n'. */
uint8_t rv_play(const char *s);
/* Loads an OBF line: 64 cells a1..h8 of 'X'/'x' (black), 'O'/'o' (white),
 * '-'/'.' (empty), blanks, then 'X' or 'O' = side to move. Returns the
 * offset just past the side letter (the "MOVE:score;" pairs follow), or 0
 * if the line is not valid (position unchanged). */
uint8_t rv_obf(const char *line);

#endif
