/* movie.c — parse, stream and write annex input movies (docs/movie.md). */
#include "emu/movie.h"

#include <string.h>

static const struct { const char *name; uint8_t code; } key_names[] = {
    { "ENTER", CON_K_ENTER },   { "BREAK", CON_K_BREAK },
    { "BACKSPACE", CON_K_BACKSPACE }, { "CLEAR", CON_K_CLEAR },
    { "SHIFT", CON_K_SHIFT },   { "UP", CON_K_UP },  { "DOWN", CON_K_DOWN },
    { "LEFT", CON_K_LEFT },     { "RIGHT", CON_K_RIGHT },
    { "ESC", CON_K_ESC },       { "SPACE", ' ' },    { "EQUALS", '=' },
    { "HASH", '#' },
};
#define KEY_NAMES (sizeof key_names / sizeof key_names[0])

/* By CON_PROF_* value: the names annex --machine takes (cart/con_looks.def). */
#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) name,
static const char *const machine_names[CON_PROF_COUNT] = {
#include "cart/con_looks.def"
};
#undef CON_LOOK

const char *mov_machine_name(uint8_t profile)
{
    return profile < CON_PROF_COUNT ? machine_names[profile] : 0;
}

uint8_t mov_machine_profile(const char *name)
{
    uint8_t i;
    for (i = 0; i < CON_PROF_COUNT; ++i)
        if (!strcmp(machine_names[i], name))
            return i;
    return CON_MACHINE_ANY;
}

static uint8_t hexval(char c)
{
    if (c >= '0' && c <= '9') return (uint8_t)(c - '0');
    if (c >= 'a' && c <= 'f') return (uint8_t)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return (uint8_t)(c - 'A' + 10);
    return 0xFF;
}

/* Parses hex digits in [s, e) into *v (at most 4 digits). */
static uint8_t parse_hex(const char *s, const char *e, uint16_t *v)
{
    uint16_t x = 0;
    if (s == e || e - s > 4)
        return 0;
    for (; s < e; ++s) {
        uint8_t h = hexval(*s);
        if (h == 0xFF)
            return 0;
        x = (uint16_t)(x << 4 | h);
    }
    *v = x;
    return 1;
}

static uint8_t parse_key(const char *s, const char *e, uint8_t *code)
{
    uint8_t i, n = (uint8_t)(e - s);
    uint16_t v;
    if (n == 1 && *s > ' ' && *s < 127) {
        *code = (uint8_t)*s;
        return 1;
    }
    if (n >= 2 && *s == '$' && parse_hex(s + 1, e, &v) && v < 256 && v) {
        *code = (uint8_t)v;
        return 1;
    }
    for (i = 0; i < KEY_NAMES; ++i)
        if (strlen(key_names[i].name) == n && !strncmp(key_names[i].name, s, n)) {
            *code = key_names[i].code;
            return 1;
        }
    return 0;
}

/* One `name=value` field in [s, e). */
static uint8_t parse_field(const char *s, const char *e, mov_event *ev)
{
    static const char *const names[] = { "mod", "pad1", "pad2", "joy1", "joy2", "buttons" };
    const char *eq = s;
    uint16_t v;
    uint8_t i, n;
    while (eq < e && *eq != '=')
        ++eq;
    if (eq == e)
        return 0;
    n = (uint8_t)(eq - s);
    if (n == 3 && !strncmp(s, "key", 3)) {
        ev->fields |= MOV_F_KEY;
        return parse_key(eq + 1, e, &ev->in.key);
    }
    if (!parse_hex(eq + 1, e, &v))
        return 0;
    for (i = 0; i < 6; ++i)
        if (strlen(names[i]) == n && !strncmp(names[i], s, n))
            break;
    if (i == 6 || (i != 1 && i != 2 && v > 255))
        return 0;
    ev->fields |= (uint8_t)(MOV_F_MOD << i);
    switch (i) {
    case 0: ev->in.keymod = (uint8_t)v; break;
    case 1: ev->in.pad[0] = v; break;
    case 2: ev->in.pad[1] = v; break;
    case 3: ev->in.joy[0] = (uint8_t)v; break;
    case 4: ev->in.joy[1] = (uint8_t)v; break;
    default: ev->in.buttons = (uint8_t)v; break;
    }
    return 1;
}

static const char *skip_space(const char *s)
{
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
        ++s;
    return s;
}

/* Reads decimal digits at *s into *frame; 0 when the number is above
 * MOV_FRAME_MAX (checked with the digit about to be added, so nothing
 * wraps and 4,000,000,001 is refused). */
static uint8_t read_frame(const char **s, uint32_t *frame)
{
    uint32_t f = 0;
    uint8_t d;
    while (**s >= '0' && **s <= '9') {
        d = (uint8_t)(*(*s)++ - '0');
        if (f > (MOV_FRAME_MAX - d) / 10u)
            return 0;
        f = f * 10u + d;
    }
    *frame = f;
    return 1;
}

/* Whether a line has more than MOV_LINE_MAX - 1 characters before its
 * "\r\n": refused on every target alike (sim65 reads into a buffer that
 * holds one character more than that, so it sees the excess too). */
static uint8_t too_long(const char *line)
{
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        --n;
    return n > MOV_LINE_MAX - 1;
}

/* `machine NAME` (s just after "machine "): the name up to the end. */
static int8_t parse_machine(const char *s, mov_event *ev, const char **why)
{
    char name[16];
    uint8_t n = 0;
    s = skip_space(s);
    while (*s && *s != ' ' && *s != '\t' && *s != '\r' && *s != '\n' && n < sizeof name - 1)
        name[n++] = *s++;
    name[n] = 0;
    ev->machine = mov_machine_profile(name);
    if (ev->machine == CON_MACHINE_ANY || *skip_space(s)) {
        *why = "expected: machine NAME (generic videobrain apple2 trs80 arcadia cga cga-mono atari)";
        return MOV_ERROR;
    }
    return MOV_MACHINE;
}

int8_t mov_parse_line(const char *line, mov_event *ev, const char **why)
{
    const char *s = skip_space(line), *e;
    memset(ev, 0, sizeof *ev);
    if (too_long(line)) {
        *why = "line longer than 159 characters";
        return MOV_ERROR;
    }
    if (!*s || *s == '#' || !strncmp(s, "annex-movie", 11) || !strncmp(s, "title ", 6))
        return MOV_SKIP;
    if (!strncmp(s, "machine ", 8))
        return parse_machine(s + 8, ev, why);
    if (!strncmp(s, "end ", 4)) {
        s = skip_space(s + 4);
        if (*s < '0' || *s > '9' || !read_frame(&s, &ev->frame) || *skip_space(s)
            || ev->frame == 0) {
            *why = "expected: end FRAME (a frame from 1)";
            return MOV_ERROR;
        }
        return MOV_END;
    }
    if (*s < '0' || *s > '9') {
        *why = "expected a frame number";
        return MOV_ERROR;
    }
    if (!read_frame(&s, &ev->frame)) {
        *why = "frame number too large";
        return MOV_ERROR;
    }
    for (;;) {
        s = skip_space(s);
        if (!*s || *s == '#')
            break;
        for (e = s; *e && *e != ' ' && *e != '\t' && *e != '\r' && *e != '\n'; ++e)
            ;
        if (!parse_field(s, e, ev)) {
            *why = "bad field (expected key=K, mod=, pad1=, pad2=, joy1=, joy2= or buttons= with hex)";
            return MOV_ERROR;
        }
        s = e;
    }
    if (ev->frame == 0) {
        *why = "frames start at 1";
        return MOV_ERROR;
    }
    return MOV_EVENT;
}

/* Reads lines until the next event (or the end, or an error). */
static void fetch(mov_player *p)
{
    const char *line;
    int8_t r;
    p->has_pending = 0;
    while (!p->done && (line = p->next_line(p->ctx)) != 0) {
        ++p->line_no;
        r = mov_parse_line(line, &p->pending, &p->error);
        if (r == MOV_SKIP)
            continue;
        if (r == MOV_END) {
            p->end_frame = p->pending.frame;
            continue;
        }
        if (r == MOV_MACHINE && p->last_frame) {
            r = MOV_ERROR;
            p->error = "machine must come before the first event";
        } else if (r == MOV_MACHINE) {
            p->machine = p->pending.machine;
            continue;
        }
        if (r == MOV_EVENT && p->pending.frame <= p->last_frame && p->line_no > 1) {
            r = MOV_ERROR;
            p->error = "frame numbers must increase";
        }
        if (r == MOV_ERROR) {
            p->done = 1;
            return;
        }
        p->last_frame = p->pending.frame;
        p->has_pending = 1;
        return;
    }
    p->done = 1;
}

void mov_start(mov_player *p, mov_line_fn next_line, void *ctx)
{
    memset(p, 0, sizeof *p);
    p->machine = CON_MACHINE_ANY;
    p->next_line = next_line;
    p->ctx = ctx;
    fetch(p);
}

uint32_t mov_stop_frame(const mov_player *p)
{
    if (p->end_frame)
        return p->end_frame;
    return p->done && !p->error ? p->last_frame + MOV_DEFAULT_TAIL : 0;
}

static void apply_held(hw_input *held, const mov_event *ev)
{
    if (ev->fields & MOV_F_MOD)     held->keymod = ev->in.keymod;
    if (ev->fields & MOV_F_PAD1)    held->pad[0] = ev->in.pad[0];
    if (ev->fields & MOV_F_PAD2)    held->pad[1] = ev->in.pad[1];
    if (ev->fields & MOV_F_JOY1)    held->joy[0] = ev->in.joy[0];
    if (ev->fields & MOV_F_JOY2)    held->joy[1] = ev->in.joy[1];
    if (ev->fields & MOV_F_BUTTONS) held->buttons = ev->in.buttons;
}

void mov_input(mov_player *p, uint32_t frame, hw_input *out)
{
    uint8_t key = 0;
    while (p->has_pending && p->pending.frame <= frame) {
        apply_held(&p->held, &p->pending);
        if (p->pending.frame == frame && (p->pending.fields & MOV_F_KEY))
            key = p->pending.in.key;
        fetch(p);
    }
    *out = p->held;
    out->key = key;
}

/* ---- writing ---- */

static char *put_str(char *d, const char *s)
{
    while (*s)
        *d++ = *s++;
    return d;
}

static char *put_hex(char *d, uint16_t v)
{
    static const char digits[] = "0123456789abcdef";
    char tmp[4];
    uint8_t n = 0;
    do {
        tmp[n++] = digits[v & 15];
        v >>= 4;
    } while (v);
    while (n)
        *d++ = tmp[--n];
    return d;
}

static char *put_key(char *d, uint8_t key)
{
    uint8_t i;
    for (i = 0; i < KEY_NAMES; ++i)
        if (key_names[i].code == key)
            return put_str(d, key_names[i].name);
    if (key > ' ' && key < 127) {
        *d++ = (char)key;
        return d;
    }
    *d++ = '$';
    return put_hex(d, key);
}

static char *put_u32(char *d, uint32_t v)
{
    char tmp[10];
    uint8_t n = 0;
    do {
        tmp[n++] = (char)('0' + (uint8_t)(v % 10u));
        v /= 10u;
    } while (v);
    while (n)
        *d++ = tmp[--n];
    return d;
}

static char *put_field(char *d, const char *name, uint16_t v)
{
    *d++ = ' ';
    d = put_str(d, name);
    *d++ = '=';
    return put_hex(d, v);
}

uint8_t mov_format(char *buf, uint32_t frame, const hw_input *prev,
                   const hw_input *in)
{
    char *d = put_u32(buf, frame), *start = d;
    if (in->key) {
        d = put_str(d, " key=");
        d = put_key(d, in->key);
    }
    if (in->keymod != prev->keymod)   d = put_field(d, "mod", in->keymod);
    if (in->pad[0] != prev->pad[0])   d = put_field(d, "pad1", in->pad[0]);
    if (in->pad[1] != prev->pad[1])   d = put_field(d, "pad2", in->pad[1]);
    if (in->joy[0] != prev->joy[0])   d = put_field(d, "joy1", in->joy[0]);
    if (in->joy[1] != prev->joy[1])   d = put_field(d, "joy2", in->joy[1]);
    if (in->buttons != prev->buttons) d = put_field(d, "buttons", in->buttons);
    *d = 0;
    return d != start;
}
