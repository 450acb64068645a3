/* ent.c — Entrap's level prompt, the game loop and the commands of the
 * manual: xn (a move), P (pass), U (unmove), S (swap), Q (quit), typed on
 * a command line ended by ENTER.
 *
 * Trace events (docs/entrap.md): "start LOOK", "level N", "game",
 * "move b|w SQ", "pass b|w", "think b|w level N", "value V nodes N [break]",
 * "unmove N", "swap b|w" (the player's new colour), "quit", "end B W",
 * "error KIND" (level, empty, bad, taken, illegal, nopass, nothing, over).
 */
#include "cart/entrap/ent.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"

#define LINE_MAX 16
/* A key typed beyond the toolkit's queue is refused with a beep, as the
 * PC's BIOS beeped when its keyboard buffer was full. */
#define FULL_HZ 880
#define REC_MAX  RV_MAX_PLY

static uint8_t human;                   /* the player's colour */
static uint8_t rec_sq[REC_MAX];         /* the game's plies: square or SRCH_PASS */
static uint8_t rec_col[REC_MAX];        /* and who made them */
static uint8_t nrec;
static char line[LINE_MAX + 1];

static void trace_colour(const char *what, uint8_t colour)
{
    con_trace(what);
    con_trace(colour == RV_BLACK ? " b" : " w");
}

static void trace_num(int16_t v)
{
    if (v < 0) {
        con_trace_char('-');
        v = (int16_t)-v;
    }
    con_trace_u16((uint16_t)v);
}

/* A refused line: traced as "error KIND". */
static void refused(const char *kind)
{
    con_trace("error ");
    con_trace(kind);
    con_trace_end();
}

static void error(const char *kind, const char *msg)
{
    refused(kind);
    ent_draw_msg(msg);
}

/* The command line (the toolkit's line editor: echo, BACKSPACE, ENTER)
 * into line[], at most max characters; keys typed while the computer
 * thought are already queued. */
static void read_line(const char *prompt, uint8_t max)
{
    static kit_line l;
    ent_draw_cmd(&l, line, max, prompt);
    kit_line_read(&l);
    ent_draw_cmd(0, 0, 0, "");
}

/* The last ply of a colour in the record (RV_NOSQ: none yet). */
static uint8_t last_of(uint8_t colour)
{
    uint8_t i;
    for (i = nrec; i > 0; --i)
        if (rec_col[i - 1] == colour)
            return rec_sq[i - 1];
    return RV_NOSQ;
}

static void panel(void)
{
    uint8_t black = last_of(RV_BLACK);     /* one call an argument (lint6502) */
    ent_draw_panel(ent_level, human, black, last_of(RV_WHITE));
}

/* Plays sq (or SRCH_PASS) for the side to move and records it. */
static void play(uint8_t sq)
{
    uint8_t mover = rv_side(), i, n;
    const uint8_t *fl;
    char buf[3];
    if (sq == SRCH_PASS) {
        rv_pass();
        trace_colour("pass", mover);
    } else {
        rv_make(sq);
        trace_colour("move", mover);
        con_trace_char(' ');
        con_trace(rv_sq_name(sq, buf));
        ent_draw_square(sq);
        n = rv_flipped_count();
        fl = rv_flipped();
        for (i = 0; i < n; ++i)
            ent_draw_square(fl[i]);
    }
    con_trace_end();
    rec_sq[nrec] = sq;
    rec_col[nrec] = mover;
    ++nrec;
    panel();
}

static void computer_moves(void)
{
    uint8_t me = rv_side(), sq;
    if (!rv_mobility()) {
        ent_draw_msg("8088 HAS NO MOVE AND PASSES");
        play(SRCH_PASS);
        return;
    }
    ent_draw_turn("8088 THINKING");
    trace_colour("think", me);
    con_trace(" level ");
    con_trace_char((char)('0' + ent_level));
    con_trace_end();
    sq = ent_think();
    con_trace("value ");
    trace_num(ent_value);
    con_trace(" nodes ");
    con_trace_u16((uint16_t)(ent_nodes > 65535u ? 65535u : ent_nodes));
    if (ent_broken)
        con_trace(" break");
    con_trace_end();
    /* the message line keeps what it said (a swap's "YOU NOW PLAY
     * WHITE" is read while the computer moves); the player's next
     * command replaces it */
    if (ent_broken)
        ent_draw_msg("BREAK: 8088 PLAYS ITS BEST SO FAR");
    play(sq);
}

/* U: back to the player's previous move (the computer's replies after it
 * go too); also from the game-over line. Returns 0 when there was
 * nothing to take back. */
static uint8_t unmove(void)
{
    uint8_t i, n = 0;
    for (i = nrec; i > 0 && rec_col[i - 1] != human; --i)
        ;
    if (i == 0) {
        error("nothing", "NOTHING TO TAKE BACK");
        return 0;
    }
    while (nrec >= i) {
        rv_undo();
        --nrec;
        ++n;
    }
    con_trace("unmove ");
    con_trace_u16(n);
    con_trace_end();
    ent_draw_board();
    ent_draw_msg("MOVE TAKEN BACK");
    panel();
    return 1;
}

static void human_move(uint8_t sq)
{
    if (rv_get(sq) != RV_EMPTY)
        error("taken", "THAT SQUARE IS TAKEN");
    else if (!rv_legal(sq))
        error("illegal", "NOT A LEGAL MOVE: NOTHING TRAPPED");
    else {
        ent_draw_msg("");
        play(sq);
    }
}

/* The player's turn: one command line. Returns 1 on Q. */
static uint8_t human_turn(void)
{
    ent_draw_turn(rv_mobility() ? "YOUR MOVE" : "YOU MUST PASS: P");
    read_line("COMMAND?", LINE_MAX);
    switch (ent_cmd_parse(line)) {
    case ENT_C_MOVE: human_move(ent_cmd_sq); break;
    case ENT_C_PASS:
        if (rv_mobility() && nrec != 0)
            error("nopass", "YOU HAVE A MOVE: NO PASS");
        else {
            ent_draw_msg("");
            play(SRCH_PASS);
        }
        break;
    case ENT_C_UNDO: unmove(); break;
    case ENT_C_SWAP:
        human = (uint8_t)(3 - human);
        trace_colour("swap", human);
        con_trace_end();
        ent_draw_msg(human == RV_BLACK ? "YOU NOW PLAY BLACK" : "YOU NOW PLAY WHITE");
        panel();
        break;
    case ENT_C_QUIT:
        con_trace("quit");
        con_trace_end();
        return 1;
    case ENT_C_EMPTY: error("empty", "TYPE A COMMAND, THEN ENTER"); break;
    default: error("bad", "UNKNOWN COMMAND: A1-H8 P U S Q"); break;
    }
    return 0;
}

/* The result on the message line: "BLACK 7 WHITE 57: 8088 WINS". */
static char msg[40];
static uint8_t msg_n;

static void msg_add(const char *s)
{
    while (*s)
        msg[msg_n++] = *s++;
}

static void msg_num(uint8_t v)
{
    if (v >= 10)
        msg[msg_n++] = (char)('0' + v / 10);
    msg[msg_n++] = (char)('0' + v % 10);
}

static void result(void)
{
    uint8_t b = rv_count(RV_BLACK), w = rv_count(RV_WHITE);
    con_trace_pair("end ", b, w);
    con_trace_end();
    msg_n = 0;
    msg_add("BLACK ");
    msg_num(b);
    msg_add(" WHITE ");
    msg_num(w);
    msg_add(": ");
    if (b == w)
        msg_add("A DRAW");
    else
        msg_add((b > w) == (human == RV_BLACK) ? "YOU WIN" : "8088 WINS");
    msg[msg_n] = 0;
    ent_draw_msg(msg);
}

/* The game is over: ENTER starts the next game at the level prompt, a
 * level (1-5) the next game at that level, U takes back as during the
 * game (the game goes on); anything else is refused. Returns the level
 * typed, 0 for ENTER, ENT_LEVELS + 1 after U. */
static uint8_t game_over(void)
{
    uint8_t lv;
    result();
    for (;;) {
        ent_draw_turn("GAME OVER");
        read_line("ENTER NEW GAME, U UNMOVE", 8);
        ent_draw_note("");
        if (ent_cmd_parse(line) == ENT_C_EMPTY)
            return 0;
        lv = ent_level_parse(line);
        if (lv)
            return lv;
        if (ent_cmd_parse(line) == ENT_C_UNDO) {
            if (unmove())
                return ENT_LEVELS + 1;
        } else {                       /* under the result, which stays */
            refused("over");
            ent_draw_note("GAME OVER: ENTER, A LEVEL 1-5 OR U");
        }
    }
}

/* One game; returns the level typed at its game-over line (0: none). */
static uint8_t game(void)
{
    uint8_t lv;
    con_trace("game");
    con_trace_end();
    panel();
    for (;;) {
        if (rv_game_over()) {
            lv = game_over();
            if (lv <= ENT_LEVELS)
                return lv;
        } else if (rv_side() != human)
            computer_moves();
        else if (human_turn())
            return 0;
    }
}

/* Before each game: a fresh board, the player black, the level asked
 * (unless `level` was typed on the last game's game-over line); the last
 * game's result leaves the message line. */
static void ask_level(uint8_t level)
{
    rv_init();
    nrec = 0;
    human = RV_BLACK;
    ent_level = 0;
    ent_draw_board();
    ent_draw_msg("");
    panel();
    ent_draw_turn("NEW GAME");
    while (!level) {
        read_line("PLAY LEVEL (1-5)?", LINE_MAX);
        level = ent_level_parse(line);
        if (!level)
            error("level", "THE PLAY LEVEL IS 1 TO 5");
    }
    ent_level = level;
    con_trace("level ");
    con_trace_char((char)('0' + ent_level));
    con_trace_end();
    ent_draw_msg("");
}

static void run(uint8_t bw)
{
    uint8_t level = 0;
    kit_init();
    kit_full_hz = FULL_HZ;
    ent_draw_init(bw);
    con_trace("start ");
    con_trace(ent_look());
    con_trace_end();
    for (;;) {
        ask_level(level);
        level = game();
    }
}

void ent_main(void) { run(con_machine() == CON_PROF_CGA_MONO); }
void ent_bw_main(void) { run(1); }
