/* odin.c — Odin's start-up prompts, the game loop, move entry and the
 * commands I L M N P R S T V W X (the manual's "User Features").
 *
 * Trace events (docs/odin.md): "start LOOK", "name N", "level L", "library y|n",
 * "ready y|n", "first y|n", "game", "move b|w SQ", "pass b|w",
 * "think SQ value V [break depth D]", "book SQ", "cmd K", "takeback N",
 * "note TEXT", "setup OBF", "record TRANSCRIPT", "print", "end B W".
 */
#include "cart/odin/odin.h"
#include "cart/reversi/rv.h"
#include "cart/search/search.h"
#include "cart/kit/kit.h"

#define REC_MAX 120
#define BLINK_FRAMES 8
#define NONE 255

static char name[8];
static uint8_t odin_side;             /* the colour Odin plays */
static uint8_t ready;                 /* move as soon as ready (no delay) */
static uint8_t rec[REC_MAX], nrec;    /* the game record: squares, 64 = pass */
static uint8_t start_cells[64], start_side, from_start;
static uint8_t no_x;                  /* X refused: just used, or M since the player's last move */
static uint8_t restart;               /* the game loop starts over (N, R, S) */

static void trace_yn(const char *what, uint8_t yes)
{
    con_trace(what);
    con_trace(yes ? " y" : " n");
    con_trace_end();
}

void odin_trace_sq(const char *what, uint8_t sq)
{
    char buf[3];
    con_trace(what);
    con_trace_char(' ');
    con_trace(sq == SRCH_PASS ? "pass" : rv_sq_name(sq, buf));
    con_trace_end();
}

/* A message: on the whole screen during the start-up prompts, in the
 * text panel (short texts) during the game. */
static uint8_t in_game;
static void say(uint8_t row, const char *s)
{
    if (in_game)
        odin_text(row, s);
    else
        odin_screen_text(0, row, s);
}

static uint8_t ask_yn(uint8_t row, const char *question, const char *what)
{
    uint8_t yes;
    say(row, question);
    yes = kit_yes_no();
    say((uint8_t)(row + 1), yes ? "YES" : "NO ");
    trace_yn(what, yes);
    return yes;
}

static void ask_level(uint8_t row)
{
    static char echo[] = "LEVEL  ";
    uint8_t k, i;
    say(row, in_game ? "SKILL LEVEL?" : "SKILL LEVEL (1-9, A-F)?");
    k = kit_ask(odin_level_keys);
    for (i = 0; odin_level_keys[i] != (char)k; ++i)
        ;
    odin_level = i;
    echo[6] = (char)k;
    say((uint8_t)(row + 1), echo);
    con_trace("level ");
    con_trace_char((char)k);
    con_trace_end();
}

static void ask_name(void)
{
    kit_line line;
    say(2, "YOUR NAME, PLEASE?");
    kit_line_start(&line, name, 7, 0, 3, CON_ATTR(15, 0));
    do
        kit_line_read(&line);
    while (!line.len);
    con_trace("name ");
    con_trace(name);
    con_trace_end();
}

/* One status line: "NAME    B 12" (B/W: the colour played). */
static void status_line(uint8_t row, const char *who, uint8_t colour)
{
    static char line[13];
    uint8_t i;
    for (i = 0; i < 12; ++i)
        line[i] = ' ';
    line[12] = 0;
    for (i = 0; who[i] && i < 7; ++i)
        line[i] = who[i];
    line[8] = colour == RV_BLACK ? 'B' : 'W';
    odin_text(row, line);
    odin_text_num(row, 10, rv_count(colour), 0);
}

/* The panel's top: both players, their colours and discs, the level. */
void odin_status(void)
{
    static char level[8] = "LEVEL  ";
    status_line(0, "ODIN", odin_side);
    status_line(1, name, (uint8_t)(3 - odin_side));
    level[6] = odin_level_keys[odin_level];
    odin_text(2, level);
}

/* A refusal or notice: in the panel's message row until the player's next
 * key (his turn's "YOUR MOVE" leaves it), and on the trace. */
static char note[16];
static void notice(const char *s)
{
    uint8_t i;
    for (i = 0; s[i] && i < sizeof note - 1; ++i)
        note[i] = s[i];
    note[i] = 0;
    odin_text(4, note);
    con_trace("note ");
    con_trace(note);
    con_trace_end();
}

/* A square's name as the screen shows it: "F5", "P" for a pass. */
static char *sq_text(uint8_t sq, char *buf)
{
    if (sq == SRCH_PASS) {
        buf[0] = 'P';
        buf[1] = 0;
    } else {
        rv_sq_name(sq, buf);
        buf[0] = (char)(buf[0] - 32);
    }
    return buf;
}

static void redraw(void)
{
    note[0] = 0;
    odin_screen_clear();
    odin_draw_board();
    odin_status();
}

/* ---- moves ---------------------------------------------------------- */

/* Plays sq for the side to move (or a pass), records it, blinks the new
 * disc and the captured ones. */
static void play(uint8_t sq)
{
    uint8_t mover = rv_side(), i, k, n;
    const uint8_t *fl;
    if (sq == SRCH_PASS) {
        rv_pass();
        con_trace(mover == RV_BLACK ? "pass b" : "pass w");
        con_trace_end();
    } else {
        rv_make(sq);
        odin_trace_sq(mover == RV_BLACK ? "move b" : "move w", sq);
        n = rv_flipped_count();
        fl = rv_flipped();
        for (k = 0; k < 6; ++k) {
            odin_draw_as(sq, (k & 1) ? mover : RV_EMPTY);
            for (i = 0; i < n; ++i)
                odin_draw_as(fl[i], (k & 1) ? mover : (uint8_t)(3 - mover));
            kit_wait(BLINK_FRAMES / 2);
        }
    }
    if (nrec < REC_MAX)
        rec[nrec++] = sq;
    odin_status();
}

static void odin_moves(void)
{
    uint8_t sq, k;
    char buf[3];
    sq = odin_think(rec, nrec, from_start);
    if (odin_in_book) {
        odin_trace_sq("book", sq);
    } else {
        con_trace("think ");
        con_trace(sq == SRCH_PASS ? "pass" : rv_sq_name(sq, buf));
        con_trace(" value ");
        con_trace_i16(odin_value);
        if (odin_broken) {
            con_trace(" break depth ");
            con_trace_u16(odin_depth);
        }
        con_trace_end();
    }
    if (!ready && sq != SRCH_PASS) {         /* delay mode: flash, wait for ENTER */
        odin_text(4, "PRESS ENTER");
        for (k = 0;; ++k) {
            odin_draw_label(sq, (uint8_t)((k / BLINK_FRAMES) & 1));
            if (kit_get() == CON_K_ENTER)
                break;
        }
        odin_draw_square(sq);
        odin_text(4, "");
    }
    play(sq);
}

/* ---- commands --------------------------------------------------------- */

static void wait_p(void)
{
    while (kit_get() != 'P')
        ;
    redraw();
}

static void show_menu(void)
{
    static const char *const lines[] = {
        "ODIN'S COMMANDS",
        "SHIFT  READY TO MOVE",
        "A TO H FOLLOWED BY 1 TO 8 - MOVE BLINKER",
        "ENTER  MAKE MOVE AT BLINKER",
        "I      INSTRUCTIONS",
        "L      CHANGE SKILL LEVEL",
        "M      MOVE (ODIN CHANGES SIDES)",
        "N      START NEW GAME",
        "P      PRINT BOARD + RESUME PLAY",
        "R      REPLAY GAME (SPACE BAR)",
        "S      SET UP NEW POSITION",
        "T      TUTOR (PRINT MOVE VALUES)",
        "V      PRINCIPAL VARIATION",
        "W      WRITE GAME RECORD",
        "X      RETRACT PREVIOUS MOVE",
    };
    uint8_t i;
    odin_screen_clear();
    for (i = 0; i < 15; ++i)
        odin_screen_text(0, i, lines[i]);
    wait_p();
}

static void put_sq(uint8_t x, uint8_t y, uint8_t sq)
{
    char buf[3];
    odin_screen_text(x, y, sq_text(sq, buf));
}

/* The game record as a transcript ("f5d6c3..."; passes are implicit). */
static void transcript(void (*put)(char))
{
    uint8_t i;
    char buf[3];
    for (i = 0; i < nrec; ++i)
        if (rec[i] != SRCH_PASS) {
            rv_sq_name(rec[i], buf);
            put(buf[0]);
            put(buf[1]);
        }
}

/* W: the record in two columns per move number, P for a pass; also the
 * transcript on the trace ("record f5d6..."). F sends the transcript to
 * the printer port (one page: the host saves it as a text file). */
static void show_record(void)
{
    uint8_t i, slot, row, per = (uint8_t)(odin_text_rows() - 1), num, x, k;
    odin_screen_clear();
    odin_screen_text(0, 0, "GAME RECORD  P:PLAY F:FILE");
    con_trace("record ");
    transcript(con_trace_char);
    con_trace_end();
    slot = start_side == RV_WHITE ? 1 : 0;
    for (i = 0; i < nrec; ++i, ++slot) {
        num = (uint8_t)(slot / 2);
        row = (uint8_t)(1 + num % per);
        x = (uint8_t)((num / per) * 14);
        con_putu(x, row, (uint16_t)(num + 1), 2, CON_ATTR(15, 0));
        put_sq((uint8_t)(x + 4 + (slot & 1) * 4), row, rec[i]);
    }
    while ((k = kit_get()) != 'P')
        if (k == 'F') {
            transcript(con_print_char);
            con_print("\n\f");
            con_trace("print");
            con_trace_end();
            odin_screen_text(13, 0, "SAVED TO FILE");
        }
    redraw();
}

static void tutor(void)
{
    static uint8_t moves[RV_MAX_MOVES];
    static int16_t values[RV_MAX_MOVES];
    uint8_t n = odin_tutor(moves, values), i;
    for (i = 0; i < n; ++i)
        odin_draw_value(moves[i], values[i]);
    wait_p();
}

/* V's value: what it is, then the number and its unit (the middle game's
 * estimate counts eighths of a disc, the endgame module discs). */
static void show_value(uint8_t row)
{
    static const char *const kinds[] = { "NOT VALUED", "ESTIMATE", "AT LEAST", "FINAL MARGIN" };
    odin_text(row, kinds[odin_value_kind]);
    if (odin_value_kind == ODIN_VALUE_NONE)
        return;
    ++row;
    odin_text(row, odin_value_kind == ODIN_VALUE_EIGHTHS ? "     /8 DISC" : "      DISCS");
    odin_text_num(row, 0, odin_value, 5);
}

/* V: Odin's last analysis, several moves a row (an endgame line of up to
 * 40 entries fits), then its value. */
static void variation(void)
{
    static char line[34];
    uint8_t i, n = 0, row = 1, per = (uint8_t)((odin_text_cols() + 1) / 3);
    if (odin_level < 4) {
        notice("LEVEL 5+ ONLY");
        return;
    }
    if (!odin_pv_len) {
        notice("NO ANALYSIS");
        return;
    }
    odin_text_clear();
    odin_text(0, "VARIATION");
    for (i = 0; i < odin_pv_len; ++i) {
        sq_text(odin_pv[i], line + n);
        if (!line[n + 1])
            line[n + 1] = ' ';
        line[n + 2] = ' ';
        n = (uint8_t)(n + 3);
        if ((uint8_t)(i + 1) % per == 0 || i + 1 == odin_pv_len) {
            line[n - 1] = 0;
            odin_text(row++, line);
            n = 0;
        }
    }
    show_value((uint8_t)(odin_text_rows() - 2));
    wait_p();
}

/* X: back to the player's previous turn (one full move), with the
 * manual's restrictions. */
static void take_back(void)
{
    uint8_t you = (uint8_t)(3 - odin_side), n = 0;
    if (no_x || odin_in_book || nrec < 4) {
        notice("X NOT ALLOWED");
        return;
    }
    do {
        rv_undo();
        --nrec;
        ++n;
    } while (nrec > 0 && (rv_side() != you || rec[nrec] == SRCH_PASS || n < 2));
    no_x = 1;
    odin_pv_len = 0;                   /* V: that analysis is of another position */
    con_trace("takeback ");
    con_trace_u16(n);
    con_trace_end();
    redraw();
}

static void new_position(const uint8_t *cells, uint8_t side)
{
    uint8_t i;
    rv_set(cells, side);
    for (i = 0; i < 64; ++i)
        start_cells[i] = cells[i];
    start_side = side;
    nrec = 0;
    no_x = 0;
    odin_pv_len = 0;
}

/* A set-up key as a colour: B / W / SPACE, or an OBF line's X / O / - / .
 * (so the cells of an OBF position can be typed as they are); RV_WALL for
 * any other key. */
static uint8_t setup_colour(uint8_t k)
{
    if (k == 'B' || k == 'X')
        return RV_BLACK;
    if (k == 'W' || k == 'O')
        return RV_WHITE;
    if (k == ' ' || k == '-' || k == '.')
        return RV_EMPTY;
    return RV_WALL;
}

/* S: which side Odin plays, every square B / W / SPACE (left arrow backs
 * up), then who moves first (B / W, or the OBF side letter X / O). */
static void setup(void)
{
    static uint8_t cells[64];
    uint8_t sq = 0, k, i, c;
    for (i = 0; i < 64; ++i)
        cells[i] = rv_get(i);
    odin_text_clear();
    odin_text(0, "SET UP");
    odin_text(1, "B W OR SPACE");
    odin_text(2, "LEFT: BACK UP");
    odin_text(4, "ODIN PLAYS B/W?");
    odin_side = kit_ask("BW") == 'B' ? RV_BLACK : RV_WHITE;
    for (k = 0; sq < 64; ++k) {
        odin_draw_label(sq, (uint8_t)((k / BLINK_FRAMES) & 1));
        i = kit_get();
        c = setup_colour(i);
        if (c != RV_WALL) {
            cells[sq] = c;
            odin_draw_as(sq, cells[sq]);
            ++sq;
        } else if (i == CON_K_LEFT && sq > 0) {
            odin_draw_as(sq, cells[sq]);
            --sq;
        }
    }
    odin_text(4, "FIRST B/W?");
    new_position(cells, setup_colour(kit_ask("BWXO")));
    from_start = 0;
    con_trace("setup ");
    for (i = 0; i < 64; ++i)
        con_trace_char(cells[i] == RV_BLACK ? 'X' : (cells[i] == RV_WHITE ? 'O' : '-'));
    con_trace(rv_side() == RV_BLACK ? " X" : " O");
    con_trace_end();
    redraw();
}

/* R: the game again from its first position, one move per SPACE (the
 * message row says so); then a new game. */
static void replay(void)
{
    uint8_t i;
    rv_set(start_cells, start_side);
    redraw();
    for (i = 0; i < nrec; ++i) {
        odin_text(4, "SPACE: NEXT");
        while (kit_get() != ' ')
            ;
        if (rec[i] == SRCH_PASS)
            rv_pass();
        else
            rv_make(rec[i]);
        odin_draw_board();
        odin_status();
    }
    restart = 1;
}

static void ask_first(void)
{
    odin_text_clear();
    odin_side = ask_yn(0, "GO FIRST (Y/N)?", "first") ? RV_WHITE : RV_BLACK;
}

/* A command key at the player's turn (or after the game); returns 1 when
 * it was one. */
static uint8_t command(uint8_t k)
{
    const char *c;
    for (c = "ILMNPRSTVWX"; *c && (uint8_t)*c != k; ++c)
        ;
    if (!k || !*c)
        return 0;
    con_trace("cmd ");
    con_trace_char((char)k);
    con_trace_end();
    switch (k) {
    case 'I': show_menu(); break;
    case 'L': odin_text_clear(); ask_level(0); redraw(); break;
    case 'M': odin_side = rv_side(); no_x = 1; break;
    case 'N': ask_first(); restart = 2; break;
    case 'P': redraw(); break;
    case 'R': replay(); break;
    case 'S': setup(); break;
    case 'T': tutor(); break;
    case 'V': variation(); break;
    case 'W': show_record(); break;
    case 'X': take_back(); break;
    }
    return 1;
}

/* The player's turn: SHIFT shows the legal squares with one blinking; a
 * letter and a number move the blinker; ENTER or SPACE plays it. A square
 * typed and refused, or a letter without its number, leaves no blinker:
 * ENTER then asks for a square, so a player typing ahead never gets a move
 * he did not choose. */
static void player_moves(void)
{
    static uint8_t moves[RV_MAX_MOVES];
    static char illegal[] = "A1 NOT LEGAL";
    uint8_t n = rv_gen(moves), shown = 0, blink = NONE, col = NONE, k, t = 0, i;
    odin_text(4, note[0] ? note : "YOUR MOVE");
    for (;; ++t) {
        if (blink != NONE)
            odin_draw_label(blink, (uint8_t)((t / BLINK_FRAMES) & 1));
        k = kit_get();
        if (k && note[0]) {
            note[0] = 0;
            odin_text(4, "YOUR MOVE");
        }
        if (k == CON_K_SHIFT && !shown) {
            shown = 1;
            blink = moves[0];
            for (i = 0; i < n; ++i)
                odin_draw_label(moves[i], 1);
        } else if (shown && (k == CON_K_ENTER || k == ' ') && (blink == NONE || col != NONE)) {
            col = NONE;
            notice("TYPE A SQUARE");
        } else if (shown && (k == CON_K_ENTER || k == ' ')) {
            for (i = 0; i < n; ++i)
                odin_draw_square(moves[i]);
            odin_text(4, "");
            no_x = 0;
            play(blink);
            return;
        } else if (shown && k >= 'A' && k <= 'H') {
            col = (uint8_t)(k - 'A');
        } else if (col != NONE && k >= '1' && k <= '8') {
            i = (uint8_t)((k - '1') * 8 + col);
            col = NONE;
            if (blink != NONE)
                odin_draw_label(blink, 1);
            blink = NONE;
            if (rv_legal(i)) {
                blink = i;
            } else {
                sq_text(i, illegal);
                illegal[2] = ' ';
                notice(illegal);
            }
        } else if (command(k)) {
            return;                        /* the loop looks again */
        }
    }
}

static void game_over(void)
{
    uint8_t b = rv_count(RV_BLACK), w = rv_count(RV_WHITE);
    con_trace_pair("end ", b, w);
    con_trace_end();
    odin_text(4, "GAME OVER");
    odin_text(5, b == w ? "A DRAW" : ((b > w) == (odin_side == RV_BLACK) ? "ODIN WINS" : "YOU WIN"));
    while (!restart && rv_game_over())
        command(kit_get());                /* X or S: the game goes on */
}

static void game(void)
{
    restart = 0;
    con_trace("game");
    con_trace_end();
    in_game = 1;
    redraw();
    while (!restart) {
        if (rv_game_over()) {
            game_over();
        } else if (rv_side() == odin_side) {
            odin_moves();
        } else if (!rv_mobility()) {
            odin_text(4, "YOU MUST PASS");
            kit_wait(60);
            odin_text(4, "");
            play(SRCH_PASS);
        } else {
            player_moves();
        }
    }
}

static void standard_start(void)
{
    static uint8_t cells[64];
    uint8_t i;
    rv_init();
    for (i = 0; i < 64; ++i)
        cells[i] = rv_get(i);
    new_position(cells, RV_BLACK);
    from_start = 1;
}

void odin_main(void)
{
    kit_init();
    odin_draw_init();
    in_game = 0;
    odin_screen_text(0, 0, "ODIN  (C) 1982 ODESTA");
    con_trace("start ");
    con_trace(odin_look());
    con_trace_end();
    ask_name();
    ask_level(5);                      /* each question over its answer, a blank row between */
    odin_library = ask_yn(8, "USE THE OPENING LIBRARY?", "library");
    ready = ask_yn(11, "SHOULD ODIN MOVE AS SOON AS HE IS READY?", "ready");
    odin_side = ask_yn(14, "DO YOU WANT TO GO FIRST?", "first") ? RV_WHITE : RV_BLACK;
    odin_value = 0;
    odin_in_book = 0;
    standard_start();
    for (;;) {
        game();
        if (restart == 1)
            ask_first();
        standard_start();
    }
}
