/* rc.c — one game of Ricochet: set-up, the map, moves, the end of a turn and
 * of the game, the target's walk (spec §2, §4-§6). See rc.h. */
#include <string.h>
#include "cart/ricochet/rc.h"

const char rc_dir_keys[4] = { 'U', 'D', 'L', 'R' };

rc_state rc;
uint8_t rc_map[RC_MAP_MAX];
int8_t rc_col[RC_MAP_MAX], rc_row[RC_MAP_MAX];
uint8_t rc_stride;

/* What the frame marks show now (rc_map_frame); 0xFF: unmarked. */
static uint8_t marked_bumpers[2], marked_round, marked_variant = 0xFF;
static uint16_t marked_target;

/* Map index of each row's first cell (y = -1 first): no multiply a cell,
 * which the 6502 pays for on every move a search tries. */
static uint16_t row_start[RC_H_MAX + 2];

static uint16_t cell(int8_t x, int8_t y)
{
    return (uint16_t)(row_start[(uint8_t)(y + 1)] + (uint8_t)(x + 1));
}

void rc_map_build(void)
{
    int8_t w = (int8_t)rc_lay->w, h = (int8_t)rc_lay->h, x, y;
    uint8_t p;
    uint16_t i;
    rc_stride = (uint8_t)(w + 2);
    for (y = 0; y <= h + 1; ++y)
        row_start[y] = (uint16_t)((uint8_t)y * rc_stride);
    memset(rc_map, RC_M_EMPTY, sizeof rc_map);
    for (y = -1, i = 0; y <= h; ++y)
        for (x = -1; x <= w; ++x, ++i) {
            rc_col[i] = x;
            rc_row[i] = y;
        }
    for (x = 0; x < w; ++x) {
        rc_map[cell(x, -1)] = RC_M_WALL;
        rc_map[cell(x, h)] = RC_M_WALL;
    }
    rc_map[cell(-1, -1)] = RC_M_CORNER + RC_LT;
    rc_map[cell(-1, h)] = RC_M_CORNER + RC_LB;
    rc_map[cell(w, -1)] = RC_M_CORNER + RC_RT;
    rc_map[cell(w, h)] = RC_M_CORNER + RC_RB;
    for (p = 0; p < RC_PIECES; ++p)
        rc_map[cell((int8_t)rc.x[p], (int8_t)rc.y[p])] = (uint8_t)(p + 1);
    marked_variant = 0xFF;
    marked_target = 0;
    rc_map_frame();
}

/* The side cells follow the bumpers; the target's wall cell follows the
 * round (a search alternates two rounds, so only that cell changes). */
static void mark_sides(void)
{
    int8_t y;
    uint8_t s;
    for (s = 0; s < 2; ++s)
        for (y = 0; y < (int8_t)rc_lay->h; ++y)
            rc_map[cell(s ? (int8_t)rc_lay->w : -1, y)] =
                (uint8_t)((rc_bumper_at(s, y) ? RC_M_BUMPER : RC_M_SIDE) + s);
}

void rc_map_frame(void)
{
    int8_t tx, ty;
    if (marked_variant == rc.variant && marked_round == rc.round
        && marked_bumpers[0] == rc.bumpers[0] && marked_bumpers[1] == rc.bumpers[1])
        return;
    if (marked_variant != rc.variant || marked_bumpers[0] != rc.bumpers[0]
        || marked_bumpers[1] != rc.bumpers[1])
        mark_sides();
    if (marked_target)
        rc_map[marked_target] = RC_M_WALL;
    marked_target = 0;
    if (rc_target_at(&tx, &ty)) {
        marked_target = cell(tx, ty);
        rc_map[marked_target] = RC_M_TARGET;
    }
    marked_variant = rc.variant;
    marked_round = rc.round;
    marked_bumpers[0] = rc.bumpers[0];
    marked_bumpers[1] = rc.bumpers[1];
}

void rc_restore(const rc_state *s)
{
    uint8_t p;
    for (p = 0; p < RC_PIECES; ++p)
        rc_map[cell((int8_t)rc.x[p], (int8_t)rc.y[p])] = RC_M_EMPTY;
    rc = *s;
    for (p = 0; p < RC_PIECES; ++p)
        rc_map[cell((int8_t)rc.x[p], (int8_t)rc.y[p])] = (uint8_t)(p + 1);
}

void rc_new_game(uint8_t variant, uint8_t first, const uint8_t bumpers[2],
                 const uint8_t value[2])
{
    uint8_t l;
    memset(&rc, 0, sizeof rc);
    rc.variant = variant;
    rc.turn = rc.first = first;
    rc.round = 1;
    memcpy(rc.x, rc_lay->x, RC_PIECES);
    memcpy(rc.y, rc_lay->y, RC_PIECES);
    for (l = 0; l < 4; ++l)
        rc.count[l] = RC_LAUNCHES(variant);
    rc.bumpers[0] = bumpers[0];
    rc.bumpers[1] = bumpers[1];
    rc.value[0] = value[0];
    rc.value[1] = value[1];
    rc_map_build();
}

static uint8_t launcher_live(uint8_t l)
{
    return rc.ko[l] == 0 && rc.count[l] > 0;
}

uint8_t rc_can_launch(uint8_t side)
{
    return launcher_live((uint8_t)(side * 2)) || launcher_live((uint8_t)(side * 2 + 1));
}

uint8_t rc_launch_ok(uint8_t l)
{
    return l < 4 && !rc.over && RC_OWNER(l) == rc.turn && launcher_live(l);
}

/* Each piece's side and its bit in rc.moved (no division on the 6502). */
static const uint8_t side_of[RC_PIECES] = { 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1 };
static const uint8_t bit_of[RC_PIECES] = { 1, 2, 4, 8, 16, 32, 1, 2, 4, 8, 16, 32 };

uint8_t rc_piece_moved(uint8_t p)
{
    if (p >= RC_PIECES)
        return 0;
    return (rc.moved & bit_of[p]) != 0;
}

/* One space (2 cells) in each direction U D L R. */
static const int8_t ddx[4] = { 0, 0, -2, 2 }, ddy[4] = { -2, 2, 0, 0 };

/* Where own piece p would go one space in dir: its map index, or 0 when it
 * may not (not the mover's, moved already, off the field, onto a piece). */
static uint16_t destination(uint8_t p, uint8_t dir)
{
    int8_t nx, ny;
    uint16_t c;
    /* Separate tests: cc65 2.19 got this wrong as one ||-chain with the
     * moved-bit test last (a piece could move twice in a turn on the 6502;
     * the key storm found it). */
    if (rc.over || p >= RC_PIECES || dir > 3)
        return 0;
    if (side_of[p] != rc.turn)
        return 0;
    if (rc_piece_moved(p))
        return 0;
    nx = (int8_t)(rc.x[p] + ddx[dir]);
    ny = (int8_t)(rc.y[p] + ddy[dir]);
    if (nx < 0 || ny < 0 || nx >= (int8_t)rc_lay->w || ny >= (int8_t)rc_lay->h)
        return 0;
    c = cell(nx, ny);
    return rc_map[c] == RC_M_EMPTY ? c : 0;
}

uint8_t rc_move_ok(uint8_t p, uint8_t dir)
{
    return destination(p, dir) != 0;
}

uint8_t rc_move_piece(uint8_t p, uint8_t dir)
{
    uint16_t c = destination(p, dir);
    if (!c)
        return 1;
    rc_map[cell((int8_t)rc.x[p], (int8_t)rc.y[p])] = RC_M_EMPTY;
    rc_map[c] = (uint8_t)(p + 1);
    rc.x[p] = (uint8_t)(rc.x[p] + ddx[dir]);
    rc.y[p] = (uint8_t)(rc.y[p] + ddy[dir]);
    rc.moved |= bit_of[p];
    return 0;
}

void rc_end_turn(void)
{
    uint8_t l = (uint8_t)(rc.turn * 2), end = (uint8_t)(l + 2);
    for (; l < end; ++l)   /* the owner's turns count, not the one of the hit (§4) */
        if (rc.ko[l] != 0 && rc.ko[l] != RC_DEAD && !(rc.hit & (1u << l)))
            --rc.ko[l];
    rc.hit = 0;
    rc.moved = 0;
    if (rc.turn != rc.first)
        ++rc.round;
    rc.turn ^= 1;
    if (!rc_can_launch(RC_LEFT) || !rc_can_launch(RC_RIGHT) || rc.round > RC_MAX_ROUNDS)
        rc.over = 1;
}

uint8_t rc_target_at(int8_t *x, int8_t *y)
{
    /* The last answer is kept: a search asks for every launch it tries. */
    static const rc_layout *lay;
    static uint8_t round, tx, ty;
    uint8_t n = (uint8_t)(rc_lay->w / 2), ring = (uint8_t)(2 * n);
    int16_t s;
    if (!RC_HAS_TARGET(rc.variant) || rc.round == 0)
        return 0;
    if (lay != rc_lay || round != rc.round) {
        s = (int16_t)rc_lay->target0 + (int16_t)rc_lay->tstep * (int16_t)((uint8_t)(rc.round - 1) % ring);
        s %= (int16_t)ring;
        if (s < 0)
            s += ring;
        tx = (uint8_t)(s < (int16_t)n ? 2 * (n - 1 - s) + 1 : 2 * (s - n) + 1);
        ty = s < (int16_t)n ? 0xFF : rc_lay->h;
        lay = rc_lay;
        round = rc.round;
    }
    *x = (int8_t)tx;
    *y = (int8_t)ty;
    return 1;
}

uint8_t rc_target_value(void)
{
    uint8_t v = (uint8_t)(1 + ((int16_t)rc.round - 1) / 3);
    return v > 9 ? 9 : v;
}

uint8_t rc_bumper_at(uint8_t side, int8_t y)
{
    static const uint8_t slot[5] = { 3, 0, 1, 3, 2 };   /* bumpers 1, 2, 4 -> rows[] */
    uint8_t n = rc.bumpers[side];
    if (n > 4 || slot[n] == 3 || y < 0 || y >= (int8_t)rc_lay->h)
        return 0;
    return (rc_lay->rows[slot[n]] >> y) & 1;
}
