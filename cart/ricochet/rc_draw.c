/* rc_draw.c — see rc_draw.h. The board in the cartridge's own glyphs
 * (glyph RAM, docs/console.md), one set a look: the Apple II's thin
 * hi-res strokes in 7-pixel cells, the Atari's chunky redefined characters
 * in 8-pixel cells. A piece is its letter in its side's colour with its
 * orientation bars beside it (above and below when vertical, left and right
 * when horizontal; a gap on the letter's side keeps the letter clear) on
 * the field's cells of odd x + y, which never hold a piece or the launch
 * (never in the frame: a piece on an edge shows its inner bar); a small dot
 * a marker (none in variant 5); a half disc facing the field a bumper, and
 * a knocked-out launcher (the manual: "the number is replaced by a Bumper
 * symbol"); a launcher its count in inverse, and beside it, outside the
 * frame, a row of balls, one a launch left (the designer's account, spec
 * §13); the target its value in inverse in the brick wall, and in words on
 * the status rows.
 *
 * Every cell's look is a function of the game (plain, look), so a redraw
 * writes a cell once, with what it shows at the end: the ROM shows the
 * screen while the cartridge draws, and no frame may catch the board
 * blank or half drawn (issue 32). */
#include "cart/console.h"
#include "cart/ricochet/rc.h"
#include "cart/ricochet/rc_draw.h"


/* The two looks: attributes of text, markers, each side's pieces, the
 * frame and the launch; the mode and border. */
typedef struct look_t {
    uint8_t text, field, pieces[2], frame, ball, profile, cell_w, border;
} look_t;
static const look_t looks[2] = {
    /* Apple II text: white on black, colour only for the sides */
    { CON_ATTR(15, 0), CON_ATTR(15, 0), { CON_ATTR(13, 0), CON_ATTR(14, 0) },
      CON_ATTR(5, 0), CON_ATTR(9, 0), CON_PROF_APPLE2, 7, 0 },
    /* the Atari's blue screen, light letters */
    { CON_ATTR(15, 1), CON_ATTR(13, 1), { CON_ATTR(14, 1), CON_ATTR(12, 1) },
      CON_ATTR(7, 1), CON_ATTR(10, 1), CON_PROF_ATARI, 8, 1 },
};

/* The cartridge's glyphs: codes from CON_GLYPH_USER, rows top down,
 * bit 7 the leftmost pixel (the Apple II shows bits 7-1). */
#define G_COUNT (RC_G_BALL_R - RC_G_DOT + 1)
static const uint8_t glyphs[2][G_COUNT][8] = {
    {   /* Apple II: one-pixel strokes, 7 wide */
        { 0x00, 0x00, 0x00, 0x18, 0x18, 0x00, 0x00, 0x00 },
        { 0x38, 0x38, 0x38, 0x38, 0x38, 0x38, 0x00, 0x00 },
        { 0x00, 0x00, 0x38, 0x38, 0x38, 0x38, 0x38, 0x38 },
        { 0x00, 0x00, 0xF8, 0xF8, 0xF8, 0x00, 0x00, 0x00 },
        { 0x00, 0x00, 0x3E, 0x3E, 0x3E, 0x00, 0x00, 0x00 },
        { 0xC0, 0xF0, 0xF8, 0xFC, 0xFC, 0xF8, 0xF0, 0xC0 },
        { 0x06, 0x1E, 0x3E, 0x7E, 0x7E, 0x3E, 0x1E, 0x06 },
        { 0xFE, 0x22, 0x22, 0xFE, 0x88, 0x88, 0xFE, 0x00 },
        { 0x00, 0x38, 0x7C, 0x7C, 0x7C, 0x38, 0x00, 0x00 },
        { 0x00, 0x00, 0x44, 0xEE, 0xEE, 0x44, 0x00, 0x00 },
        { 0x00, 0x00, 0x40, 0xE0, 0xE0, 0x40, 0x00, 0x00 },
        { 0x00, 0x00, 0x04, 0x0E, 0x0E, 0x04, 0x00, 0x00 },
    },
    {   /* Atari: two-pixel strokes, 8 wide */
        { 0x00, 0x00, 0x00, 0x18, 0x18, 0x00, 0x00, 0x00 },
        { 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x00, 0x00 },
        { 0x00, 0x00, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C, 0x3C },
        { 0x00, 0x00, 0xFC, 0xFC, 0xFC, 0xFC, 0x00, 0x00 },
        { 0x00, 0x00, 0x3F, 0x3F, 0x3F, 0x3F, 0x00, 0x00 },
        { 0xC0, 0xF0, 0xF8, 0xFC, 0xFC, 0xF8, 0xF0, 0xC0 },
        { 0x03, 0x0F, 0x1F, 0x3F, 0x3F, 0x1F, 0x0F, 0x03 },
        { 0xFF, 0x33, 0x33, 0xFF, 0xCC, 0xCC, 0xFF, 0x00 },
        { 0x3C, 0x7E, 0xFF, 0xFF, 0xFF, 0xFF, 0x7E, 0x3C },
        { 0x00, 0x44, 0xEE, 0xEE, 0xEE, 0x44, 0x00, 0x00 },
        { 0x00, 0x40, 0xE0, 0xE0, 0xE0, 0x40, 0x00, 0x00 },
        { 0x00, 0x04, 0x0E, 0x0E, 0x0E, 0x04, 0x00, 0x00 },
    },
};

static uint8_t atari;
static uint8_t text, field, pieces[2], frame, ball;
static uint8_t shown;                   /* the board is on the screen (rc_draw_clear: not) */
static uint8_t dx[RC_PIECES], dy[RC_PIECES], dh[RC_PIECES];    /* each piece as drawn */
static int8_t bx, by, cx, cy;          /* the launch and the cursor over the board */
#define NONE ((int8_t)-128)             /* bx, cx: none shown */

/* Attribute a with its colours swapped: tiles, the cursor. */
static uint8_t inverse(uint8_t a) { return (uint8_t)((a << 4) | (a >> 4)); }

void rc_draw_init(void)
{
    const look_t *k;
    uint8_t g;
    atari = con_machine() == CON_PROF_ATARI;
    k = &looks[atari];
    text = k->text;
    field = k->field;
    pieces[0] = k->pieces[0];
    pieces[1] = k->pieces[1];
    frame = k->frame;
    ball = k->ball;
    con_mode(k->profile, RC_COLS, RC_ROWS, k->cell_w, 8, text);
    con_border(k->border);
    shown = 0;
    bx = by = cx = cy = NONE;
    for (g = 0; g < G_COUNT; ++g)
        con_glyph((uint8_t)(RC_G_DOT + g), glyphs[atari][g], 8);
}

uint8_t rc_draw_attr(void) { return text; }

uint8_t rc_draw_side_attr(uint8_t side) { return pieces[side]; }

const char *rc_draw_look(void) { return atari ? "atari" : "apple2"; }

static uint8_t col_of(int8_t x) { return (uint8_t)(x + 6); }
static uint8_t row_of(int8_t y) { return (uint8_t)(y + 2); }

static uint8_t at_of(int8_t x, int8_t y)
{
    return rc_map[(uint16_t)((uint8_t)(y + 1) * rc_stride + (uint8_t)(x + 1))];
}

/* The piece on map cell (x, y) when it is horizontal (h 1) or vertical
 * (h 0), else 0xFF. */
static uint8_t piece_at(int8_t x, int8_t y, uint8_t h)
{
    uint8_t c = at_of(x, y);
    if (c < 1 || c > RC_PIECES)
        return 0xFF;
    --c;
    return ((rc.horiz >> c) & 1) == h ? c : 0xFF;
}

/* A field cell of odd x + y: the bar of a piece beside it whose
 * orientation points there, else nothing. The frame's cells are never
 * asked, so a piece on an edge keeps only its inner bar (docs/ricochet.md). */
static uint8_t bar_at(int8_t x, int8_t y, uint8_t *a)
{
    static const int8_t nx[4] = { 0, 0, 1, -1 }, ny[4] = { 1, -1, 0, 0 };   /* N S W E bars' pieces */
    uint8_t d, p;
    for (d = 0; d < 4; ++d) {
        p = piece_at((int8_t)(x + nx[d]), (int8_t)(y + ny[d]), (uint8_t)(d >> 1));
        if (p != 0xFF) {
            *a = pieces[p / 6];
            return (uint8_t)(RC_G_BAR_N + d);
        }
    }
    return ' ';
}

/* What map cell (x, y) shows with nothing over it: the frame (walls, the
 * target, sides, bumpers, launchers), a piece, a bar, a marker. */
static uint8_t plain(int8_t x, int8_t y, uint8_t *a)
{
    uint8_t c = at_of(x, y), l;
    int8_t tx, ty;
    *a = frame;
    if (c >= RC_M_CORNER) {
        l = (uint8_t)(c - RC_M_CORNER);
        *a = pieces[RC_OWNER(l)];
        if (rc.ko[l])
            return (uint8_t)(RC_G_BUMPER_L + RC_OWNER(l));     /* knocked out: a bumper */
        *a = inverse(*a);
        return (uint8_t)('0' + rc.count[l]);
    }
    if (c >= RC_M_BUMPER) {
        *a = pieces[c & 1];
        return (uint8_t)(RC_G_BUMPER_L + (c & 1));
    }
    if (c >= RC_M_SIDE)
        return ' ';
    if (c >= RC_M_WALL) {
        if (rc_target_at(&tx, &ty) && tx == x && ty == y) {
            *a = inverse(text);
            return (uint8_t)('0' + rc_target_value());
        }
        return RC_G_WALL;
    }
    if (c >= 1 && c <= RC_PIECES) {
        *a = pieces[(uint8_t)(c - 1) / 6];
        return (uint8_t)('A' + c - 1);
    }
    *a = field;
    if ((uint8_t)(x + y) & 1)
        return bar_at(x, y, a);
    return RC_MARKERS(rc.variant) ? RC_G_DOT : ' ';
}

/* What map cell (x, y) shows: the launch or the cursor over it. */
static uint8_t look(int8_t x, int8_t y, uint8_t *a)
{
    uint8_t ch;
    if (x == bx && y == by) {
        *a = ball;
        return RC_G_BALL;
    }
    ch = plain(x, y, a);
    if (x == cx && y == cy)
        *a = inverse(*a);
    return ch;
}

static void draw_xy(int8_t x, int8_t y)
{
    uint8_t ch, a;
    ch = look(x, y, &a);
    con_put(col_of(x), row_of(y), ch, a);
}

/* A field cell and the four beside it (its bars, its neighbours' bars):
 * the letters and bars first, then the cells they left, so no frame shows
 * a piece without its bars. */
static void around(int8_t x, int8_t y)
{
    static const int8_t ax[5] = { 0, 0, 0, -1, 1 }, ay[5] = { 0, -1, 1, 0, 0 };
    uint8_t ch[5], a[5], i, pass, mark;
    for (i = 0; i < 5; ++i)
        ch[i] = look((int8_t)(x + ax[i]), (int8_t)(y + ay[i]), &a[i]);
    for (pass = 0; pass < 2; ++pass)
        for (i = 0; i < 5; ++i) {
            mark = (ch[i] >= 'A' && ch[i] <= 'L') || (ch[i] >= RC_G_BAR_N && ch[i] <= RC_G_BAR_E);
            if (mark != pass)
                con_put(col_of((int8_t)(x + ax[i])), row_of((int8_t)(y + ay[i])), ch[i], a[i]);
        }
}

static uint8_t piece_changed(uint8_t p)
{
    return dx[p] != rc.x[p] || dy[p] != rc.y[p] || dh[p] != (uint8_t)((rc.horiz >> p) & 1);
}

/* Piece p's letter and its bars on the field at its new place, quickly
 * (the first phase of sync_pieces). */
static void put_piece(uint8_t p)
{
    int8_t x = (int8_t)rc.x[p], y = (int8_t)rc.y[p];
    uint8_t a = pieces[p / 6], h = (uint8_t)((rc.horiz >> p) & 1);
    if (h ? x > 0 : y > 0)
        con_put(col_of((int8_t)(x - h)), row_of((int8_t)(y - !h)), (uint8_t)(h ? RC_G_BAR_W : RC_G_BAR_N), a);
    if (h ? x + 1 < (int8_t)rc_lay->w : y + 1 < (int8_t)rc_lay->h)
        con_put(col_of((int8_t)(x + h)), row_of((int8_t)(y + !h)), (uint8_t)(h ? RC_G_BAR_E : RC_G_BAR_S), a);
    if (x != bx || y != by)             /* the bars first; a launch on it stays */
        con_put(col_of(x), row_of(y), (uint8_t)('A' + p), a);
}

/* Whether a piece still to draw stands (as drawn) where p goes. */
static uint8_t covers(uint16_t pending, uint8_t p)
{
    uint8_t q;
    for (q = 0; q < RC_PIECES; ++q)
        if (q != p && (pending & (1u << q)) && dx[q] == rc.x[p] && dy[q] == rc.y[p])
            return 1;
    return 0;
}

/* The pieces that moved or turned drawn where they stand now. First each
 * letter with its bars at its new place, a piece whose old place it covers
 * drawn before it (so no frame misses a piece); then the old places
 * cleared (no piece shows twice, or without its bars, for longer); then
 * every cell around the new and old places as it shows at the end (bars
 * cleared, bars shared by neighbours). */
static void sync_pieces(void)
{
    uint16_t pending = 0, left;
    uint8_t p, done;
    for (p = 0; p < RC_PIECES; ++p)
        if (piece_changed(p))
            pending |= (uint16_t)(1u << p);
    for (left = pending; left; ) {
        done = 0;
        for (p = 0; p < RC_PIECES; ++p)
            if ((left & (1u << p)) && !covers(left, p)) {
                put_piece(p);
                left &= (uint16_t)~(1u << p);
                done = 1;
            }
        for (p = 0; !done; ++p)         /* pieces that swap places: one first */
            if (left & (1u << p)) {
                put_piece(p);
                left &= (uint16_t)~(1u << p);
                done = 1;
            }
    }
    for (p = 0; p < RC_PIECES; ++p)
        if (pending & (1u << p))
            draw_xy((int8_t)dx[p], (int8_t)dy[p]);
    for (p = 0; p < RC_PIECES; ++p)
        if (pending & (1u << p))
            around((int8_t)rc.x[p], (int8_t)rc.y[p]);
    for (p = 0; p < RC_PIECES; ++p)
        if (pending & (1u << p)) {
            around((int8_t)dx[p], (int8_t)dy[p]);
            dx[p] = rc.x[p];
            dy[p] = rc.y[p];
            dh[p] = (uint8_t)((rc.horiz >> p) & 1);
        }
}

void rc_draw_pieces(void)
{
    sync_pieces();
}

void rc_draw_ball(uint16_t at)
{
    int8_t ox = bx, oy = by;
    bx = at == RC_DRAW_NO_BALL ? NONE : rc_col[at];
    by = at == RC_DRAW_NO_BALL ? NONE : rc_row[at];
    if (ox != NONE)
        draw_xy(ox, oy);
    if (bx != NONE)
        draw_xy(bx, by);
}

void rc_draw_cursor(int8_t x, int8_t y)
{
    int8_t ox = cx, oy = cy;
    cx = x;
    cy = y;
    if (ox != NONE)
        draw_xy(ox, oy);
    if (x != NONE)
        draw_xy(x, y);
}

void rc_draw_cursor_off(void)
{
    rc_draw_cursor(NONE, NONE);
}

void rc_draw_clear(void)
{
    rc_draw_unsay();
    shown = 0;
    bx = by = cx = cy = NONE;
    con_fill(0, 0, RC_COLS, RC_ROWS, ' ', text);
}

/* Launcher l's launches left as balls, two a cell, in the five cells
 * beside its corner outside the frame, filled from the corner outward; in
 * the frame's colour while it is knocked out. */
static void balls(uint8_t l)
{
    uint8_t side = RC_OWNER(l), left = rc.count[l], i, ch;
    uint8_t r = row_of((l & 1) ? (int8_t)rc_lay->h : -1);
    uint8_t a = rc.ko[l] ? frame : pieces[side];
    for (i = 0; i < 5; ++i) {
        ch = left >= 2 ? RC_G_BALLS2 : left ? (uint8_t)(side ? RC_G_BALL_L : RC_G_BALL_R) : ' ';
        left = (uint8_t)(left >= 2 ? left - 2 : 0);
        con_put(side ? (uint8_t)(col_of((int8_t)(rc_lay->w + 1)) + i) : (uint8_t)(col_of(-2) - i), r, ch, a);
    }
}

void rc_draw_launchers(void)
{
    uint8_t l;
    for (l = 0; l < 4; ++l)
        balls(l);
}

/* The frame's ring of cells: walls, sides, corners. */
static void frame_cells(void)
{
    int8_t w = (int8_t)rc_lay->w, h = (int8_t)rc_lay->h, i;
    for (i = -1; i <= w; ++i) {
        draw_xy(i, -1);
        draw_xy(i, h);
    }
    for (i = 0; i < h; ++i) {
        draw_xy(-1, i);
        draw_xy(w, i);
    }
}

/* Every cell, the rows above the prompt cleared first (the set-up's
 * questions stood there). */
static void whole_board(void)
{
    int8_t x, y;
    uint8_t p;
    con_fill(0, 0, RC_COLS, RC_ROW_CLOCK + 1, ' ', text);
    con_puts(1, 0, "RICOCHET", text);
    con_puts(12, 0, "VARIANT", text);
    con_putu(20, 0, rc.variant, 1, text);
    for (p = 0; p < RC_PIECES; ++p) {
        dx[p] = rc.x[p];
        dy[p] = rc.y[p];
        dh[p] = (uint8_t)((rc.horiz >> p) & 1);
    }
    for (y = 0; y < (int8_t)rc_lay->h; ++y)
        for (x = 0; x < (int8_t)rc_lay->w; ++x)
            draw_xy(x, y);
    shown = 1;
}

void rc_draw_board(void)
{
    rc_map_frame();
    if (!shown)
        whole_board();
    sync_pieces();
    frame_cells();
    con_putu(1, row_of(4), rc.value[RC_LEFT], 3, pieces[RC_LEFT]);
    con_putu(35, row_of(4), rc.value[RC_RIGHT], 3, pieces[RC_RIGHT]);
    rc_draw_launchers();
    rc_draw_status();
}

void rc_draw_game(void)
{
    rc_draw_unsay();
    con_fill(0, RC_ROW_CLOCK, RC_COLS, (uint8_t)(RC_ROWS - RC_ROW_CLOCK), ' ', text);
    rc_draw_board();
}
