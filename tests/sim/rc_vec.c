/* rc_vec.c — see rc_vec.h. Plain C for gcc and cc65 (no sscanf). */
#include <string.h>
#include "tests/sim/rc_vec.h"
#include "cart/ricochet/rc_launch.h"

const rc_layout rcv_alt_layout = {
    21, 13,
    {  1, 2, 2, 3, 3, 4, 19, 18, 18, 17, 17, 16 },
    {  3, 6, 8, 5, 7, 6,  3,  6,  8,  5,  7,  6 },
    /* 1 bumper: none given by the spec; 2: rows 5, 7; 4: rows 1, 5, 7, 11 */
    { 0, (1u << 5) | (1u << 7), (1u << 1) | (1u << 5) | (1u << 7) | (1u << 11) },
    4, -1,   /* round 1 at top x = 11, then 2 cells right a round */
};

static const char *lnames[4] = { "LT", "LB", "RT", "RB" };

static uint8_t getline_(FILE *f, char *buf)
{
    size_t n;
    if (!fgets(buf, RCV_LINE, f))
        return 0;
    n = strlen(buf);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        buf[--n] = 0;
    return 1;
}

uint8_t rcv_read(FILE *f, rcv_vec *v)
{
    static char line[RCV_LINE];
    do
        if (!getline_(f, v->title))
            return 0;
    while (v->title[0] != '[');
    if (!getline_(f, v->setup) || !getline_(f, v->position) || !getline_(f, v->expect)
        || !getline_(f, line) || strncmp(v->expect, "events=", 7) || strncmp(line, "hits=", 5)
        || strlen(v->expect) + strlen(line) + 2 > RCV_OUT)
        return 2;
    strcat(v->expect, " ");
    strcat(v->expect, line);
    return 1;
}

/* ---- a tiny cursor parser ---- */
static const char *cur;

static uint8_t key(const char *k)
{
    const char *p = strstr(cur, k);
    if (!p)
        return 1;
    cur = p + strlen(k);
    return 0;
}

static int16_t number(void)
{
    int16_t n = 0;
    while (*cur >= '0' && *cur <= '9')
        n = (int16_t)(n * 10 + (*cur++ - '0'));
    return n;
}

static uint8_t launcher_of(const char *s)
{
    uint8_t l;
    for (l = 0; l < 4; ++l)
        if (s[0] == lnames[l][0] && s[1] == lnames[l][1])
            return l;
    return 4;
}

/* bumper_rows=[1, 7] -> the count whose rows those are */
static uint8_t bumpers_of(uint16_t rows)
{
    static const uint8_t n[3] = { 1, 2, 4 };
    uint8_t i;
    for (i = 0; i < 3; ++i)
        if (rc_lay->rows[i] == rows)
            return n[i];
    return 0;
}

/* target=top x=9 -> the round (1..) whose slot that is */
static uint8_t target_round(uint8_t top, int8_t tx)
{
    int8_t x, y;
    for (rc.round = 1; rc.round <= 2 * rc_lay->w; ++rc.round)
        if (rc_target_at(&x, &y) && x == tx && (y < 0) == top)
            return 0;
    return 1;
}

static uint8_t parse_setup(const rcv_vec *v, uint8_t *l)
{
    uint16_t rows = 0;
    uint8_t b, dead;
    cur = v->setup;
    if (key("variant="))
        return 1;
    rc.variant = (uint8_t)number();
    if (rc.variant < 1 || rc.variant > 5 || key("launcher=") || (*l = launcher_of(cur)) > 3)
        return 1;
    rc.turn = rc.first = RC_OWNER(*l);
    rc.round = 1;
    if (key("target="))
        return 1;
    if (strncmp(cur, "none", 4) == 0) {
        rc.round = 0;                   /* no target, whatever the variant */
    } else {
        b = (uint8_t)(*cur == 't');
        if (key("x=") || target_round(b, (int8_t)number()))
            return 1;
    }
    if (key("bumper_rows=["))
        return 1;
    while (*cur >= '0' && *cur <= '9') {
        rows |= (uint16_t)(1u << number());
        if (*cur == ',')
            cur += 2;
    }
    rc.bumpers[0] = rc.bumpers[1] = b = bumpers_of(rows);
    if (!b || key("dead="))
        return 1;
    while (*cur != ' ' && *cur != '-' && (dead = launcher_of(cur)) < 4) {
        rc.ko[dead] = RC_KO_FOREVER(rc.variant) ? RC_DEAD : 2;
        cur += 2;
        if (*cur == ',')
            ++cur;
    }
    if (key("values=L"))
        return 1;
    rc.value[0] = (uint8_t)number();
    if (key(",R"))
        return 1;
    rc.value[1] = (uint8_t)number();
    return 0;
}

static uint8_t parse_position(const rcv_vec *v)
{
    uint8_t p;
    cur = v->position;
    if (key("position="))
        return 1;
    for (p = 0; p < RC_PIECES; ++p) {
        if (*cur != 'A' + p)
            return 1;
        ++cur;
        rc.x[p] = (uint8_t)number();
        if (*cur++ != ',')
            return 1;
        rc.y[p] = (uint8_t)number();
        if (*cur == 'H')
            rc.horiz |= (uint16_t)(1u << p);
        else if (*cur != 'V')
            return 1;
        ++cur;
        if (*cur == ' ')
            ++cur;
    }
    return 0;
}

static char *put(char *o, const char *s)
{
    while (*s)
        *o++ = *s++;
    return o;
}

static char *put_num(char *o, int16_t n)
{
    char d[7];
    uint8_t i = 0;
    if (n < 0) {
        *o++ = '-';
        n = (int16_t)-n;
    }
    do {
        d[i++] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    while (i)
        *o++ = d[--i];
    return o;
}

/* One event in the file's words, or nothing for a plain step. */
static char *put_event(char *o, uint8_t ev)
{
    static const char sides[2] = { 'L', 'R' };
    switch (ev) {
    case RC_EV_PIECE:    *o++ = (char)('A' + rc_shot.arg); break;
    case RC_EV_WALL:     *o++ = 'w'; *o++ = rc_shot.where ? 'B' : 'T';
                         o = put_num(o, rc_shot.arg); break;
    case RC_EV_BUMPER:   *o++ = 'b'; *o++ = sides[rc_shot.where];
                         o = put_num(o, rc_shot.arg); break;
    case RC_EV_KO_BUMP:  *o++ = 'b'; o = put(o, lnames[rc_shot.arg]); break;
    case RC_EV_LAUNCHER: o = put(o, "LAUNCHER-"); o = put(o, lnames[rc_shot.arg]); break;
    case RC_EV_TARGET:   o = put(o, "TARGET"); break;
    case RC_EV_EXIT:     o = put(o, "EXIT"); *o++ = sides[rc_shot.where];
                         o = put_num(o, rc_shot.arg); break;
    case RC_EV_CUTOFF:   o = put(o, "CUTOFF"); break;
    default:             return o;
    }
    *o++ = ' ';
    return o;
}

static char *put_end(char *o, uint8_t ev)
{
    o = put(o, " end=");
    if (ev == RC_EV_LAUNCHER)
        return put(o, lnames[rc_shot.arg]);
    return put(o, ev == RC_EV_TARGET ? "TARGET" : ev == RC_EV_EXIT ? "EXIT" : "CUTOFF");
}

uint8_t rcv_setup(const rcv_vec *v, uint8_t *l)
{
    memset(&rc, 0, sizeof rc);
    if (parse_setup(v, l) || parse_position(v))
        return 1;
    rc.count[*l] = 1;   /* launcher contents are not part of a vector */
    rc_map_build();
    return 0;
}

uint8_t rcv_run(const rcv_vec *v, char *out)
{
    static char hits[512];
    uint8_t l = 0, ev;
    char *o = out, *h = hits;
    if (rcv_setup(v, &l)) {
        strcpy(out, "cannot read the set-up or position line");
        return 1;
    }
    rc_shot_start(l);
    o = put(o, "events=");
    do {
        ev = rc_shot_tick();
        if (o - out < RCV_OUT - 600)    /* room for the end, the hits, the scores */
            o = put_event(o, ev);
        if (ev == RC_EV_PIECE && h - hits < 500)
            *h++ = (char)('A' + rc_shot.arg);
    } while (!rc_shot.done);
    *h = 0;
    if (o[-1] == ' ')
        --o;
    o = put(o, " hits=");
    o = put(o, hits);
    o = put_end(o, ev);
    o = put(o, " score_left=");
    o = put_num(o, rc.score[RC_LEFT]);
    o = put(o, " score_right=");
    o = put_num(o, rc.score[RC_RIGHT]);
    *o = 0;
    return 0;
}
