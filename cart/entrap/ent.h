/* ent.h — 8088 Entrap (IBM PC, 1986, Michael W. Bayley): the modules of the
 * title and what they share. The spec is the original manual
 * (../shared/manuals/entrap-8088-pc-1986.txt); docs/entrap.md describes this
 * recreation: the screen, the weight-table rules, levels, trace vocabulary.
 *
 *   ent.c        the level prompt, the game loop, the commands
 *   ent_cmd.c    the command line's grammar (xn P U S Q), pure
 *   ent_wt.c     the dynamic weight table: base table, update rules,
 *                evaluation and move-ordering key (the search's hooks),
 *                the last full move valued at the search's leaves
 *   ent_ai.c     levels (full moves = 2 plies each), pruning width, BREAK
 *   ent_draw.c   the two CGA looks (colour, black and white)
 */
#ifndef CART_ENTRAP_ENT_H
#define CART_ENTRAP_ENT_H

#include <stdint.h>
#include "cart/console.h"
#include "cart/kit/kit.h"

/* ---- ent_cmd.c: one command line -------------------------------------- */
#define ENT_C_MOVE  0          /* a square: ent_cmd_sq */
#define ENT_C_PASS  1
#define ENT_C_UNDO  2
#define ENT_C_SWAP  3
#define ENT_C_QUIT  4
#define ENT_C_EMPTY 5          /* nothing typed */
#define ENT_C_BAD   6          /* anything else */
extern uint8_t ent_cmd_sq;
/* Reads a command line (NUL-terminated, any case, blanks around allowed). */
uint8_t ent_cmd_parse(const char *line);
/* The level typed at the prompt: 1..5, or 0 when the line is not one. */
uint8_t ent_level_parse(const char *line);

/* ---- ent_wt.c: the dynamic weight table -------------------------------- */
/* The table's weight, in 1/8 disc units, of a disc of `colour` (RV_BLACK,
 * RV_WHITE) on sq: what it is worth to its own side. */
int16_t ent_wt_of(uint8_t colour, uint8_t sq);
extern const int8_t ent_wt_base[64];
#define ENT_WT_STABLE 24       /* an edge square next to the colour's stable disc */
/* Re-computes both tables for the engine's current position (the rules:
 * docs/entrap.md) and remembers which corners are empty for ent_eval. */
void    ent_wt_update(void);
/* The disc at sq (an edge square) is stable along its edge: it lies in an
 * unbroken run of one colour from an occupied corner. */
uint8_t ent_wt_edge_stable(uint8_t sq);
/* The square's class in the engine's preference order (rv_gen_pref:
 * corners 0, c3-type, A edge, B edge, d3-type, the inner ring, the
 * centre, C, X 8; each class in square order), which breaks ties of the
 * order key. */
uint8_t ent_wt_pref_class(uint8_t sq);
/* The search's hooks (cart/search: srch_params.evaluate, .order): the
 * weighted sum over owned squares from the side to move's view, with the
 * corner rule applied again to corners taken since ent_wt_update; and a
 * legal move's ordering key, the square's weight for the mover. Both keep
 * sums along the search's path and so are for srch_think only (ent_wt.c);
 * ent_order's key is right for any caller. */
int16_t ent_eval(void);
int16_t ent_order(uint8_t sq);
/* ent_eval always from the full sum (the tests' reference). */
int16_t ent_eval_full(void);
/* The levels' evaluation hooks: a leaf valued as the search would value
 * the node one ply (ent_eval_reply) or two plies (ent_eval_move, at ply 2
 * or deeper) further up — the best of the ent_reply_width best moves by
 * ent_order's key (at most ENT_WIDTH_MAX; 0 = all; all at plies 0 and 1),
 * then the other side's best replies — without the search's machinery:
 * the search runs one or two plies shallower for the same value and move
 * (ent_params). */
/* The search's `best` hook (search.h): the node's ent_search_width best
 * moves by ent_order's key, found along the scan orders the leaves use. */
extern uint8_t ent_search_width;
extern uint8_t ent_top_search_width;       /* at ply 2 */
uint8_t ent_best(uint8_t *list);
#define ENT_WIDTH_MAX 3
extern uint8_t ent_reply_width;
/* The mobility terms (level 5), 1/8 disc units, the root side's view:
 * each root move of the current position per_reply less per legal reply
 * it leaves the opponent, each position at ply 2 per_move more per legal
 * move the root side has there; a path's terms are added at
 * ent_eval_move's leaves below it (per_move 0: none; ent_wt_update turns
 * them off). */
void ent_wt_mobility(uint8_t per_reply, uint8_t per_move);
int16_t ent_eval_reply(void);
int16_t ent_eval_move(void);

/* ---- ent_ai.c ----------------------------------------------------------- */
#define ENT_LEVELS 5
extern uint8_t ent_level;                /* 1..5 */
extern int16_t ent_value;                /* the last search's value */
extern uint32_t ent_nodes;               /* and its nodes */
extern uint8_t ent_broken;               /* BREAK stopped it */
uint8_t ent_depth(uint8_t level);        /* plies: 2 per full move */
uint8_t ent_width(uint8_t level);        /* K: moves searched below ply 2 */
uint8_t ent_top_width(uint8_t level);    /* K at ply 2 (>= ent_width) */
uint8_t ent_last_width(uint8_t level);   /* K in the level's last full move */
/* Level 5's mobility terms (ent_wt_mobility), 1/8 disc units: per reply
 * to a root move, per own move at ply 2 (the two plies searched whole). */
#define ENT_MOB_REPLY 12
#define ENT_MOB_OWN 4
uint16_t ent_budget(uint8_t level);      /* nodes at which ent_search stops (0: none) */
/* The search's settings for a level: depth, width, Entrap's hooks, the
 * exact endgame from 2n empties (call ent_wt_update on the position
 * first). */
struct srch_params;
void    ent_params(uint8_t level, struct srch_params *p);
/* The level's move for the side to move (which has one): the table
 * updated, the search with the level's settings and node budget
 * (srch_score its value, srch_nodes its nodes); it polls every 8 nodes,
 * poll (0: none) first: nonzero stops the search. */
uint8_t ent_search(uint8_t level, uint8_t (*poll)(void));
/* The computer's move for the side to move (SRCH_PASS when none):
 * ent_search at ent_level; the poll hook draws the thinking mark and
 * BREAK plays the best so far. */
uint8_t ent_think(void);

/* ---- ent_draw.c --------------------------------------------------------- */
#define ENT_BOARD_X  2           /* the board's top-left cell: a square is */
#define ENT_BOARD_Y  2           /* 2x2 cells, the frame a line just outside */
#define ENT_ROW_MSG  21          /* the message line */
#define ENT_ROW_NOTE 22          /* a refusal that must not hide the message */
#define ENT_ROW_CMD  23          /* the command line */
void ent_draw_init(uint8_t mono); /* the look and its glyphs */
const char *ent_look(void);       /* "cga" or "cga-mono" (the trace says it) */
void ent_draw_board(void);        /* every square, the frame, the labels */
void ent_draw_square(uint8_t sq);
/* The panel: level, both counts (who plays which colour), whose turn, the
 * last move of each side (RV_NOSQ none, SRCH_PASS a pass). */
void ent_draw_panel(uint8_t level, uint8_t human, uint8_t last_b, uint8_t last_w);
void ent_draw_turn(const char *s);
void ent_draw_msg(const char *s);
void ent_draw_note(const char *s);   /* the row under it ("" clears) */
/* The command line: the prompt, and the line editor l started after it on
 * buf (max characters) with a cursor. ent_draw_cmd(0, 0, 0, "") clears the
 * row: no line is asked for (the movie bot looks at it). */
void ent_draw_cmd(kit_line *l, char *buf, uint8_t max, const char *prompt);
void ent_draw_think(uint8_t on);  /* the thinking mark */

/* ---- ent.c -------------------------------------------------------------- */
void ent_main(void);              /* ENTRAP.COM: the look con_machine() asks */
void ent_bw_main(void);           /* ENT-BW.COM: always black and white */

#endif
