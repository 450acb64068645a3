/* session.c — see session.h. */
#include "host/session.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "emu/rom.h"
#include "host/fileio.h"

#define MOVIE_MAX (64u << 20)

static void title_list(char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = 0;
    for (unsigned i = 0; i < cart_title_count && used < n; i++) {
        int r = snprintf(buf + used, n - used, "%s%s", i ? " " : "", cart_titles[i].name);
        used += r > 0 ? (size_t)r : 0;
    }
}

/* A name usable in file names: letters, digits, '-' and '_'. */
static void safe_name(char *dst, size_t n, const char *src)
{
    const char *base = strrchr(src, '/');
    base = base ? base + 1 : src;
    size_t i = 0;
    for (; base[i] && base[i] != '.' && i + 1 < n; i++) {
        char c = base[i];
        int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
        dst[i] = ok ? c : '_';
    }
    dst[i] = 0;
    if (!i)
        snprintf(dst, n, "rom");
}

int sess_find_rom(const cart_title *t, char *path, size_t n)
{
    char exe[4096];
    fio_exe_dir(exe, sizeof exe);
    /* build/annex, build/san/annex, an installed copy beside build/, the cwd. */
    const char *fmt[] = { "%s/rom/%s", "%s/../rom/%s", "%s/build/rom/%s", NULL };
    for (int i = 0; fmt[i]; i++) {
        snprintf(path, n, fmt[i], exe, t->rom);
        if (fio_exists(path))
            return 0;
    }
    snprintf(path, n, "build/rom/%s", t->rom);
    return fio_exists(path) ? 0 : -1;
}

/* The registry entry whose ROM has this file name (for the file names of
 * save RAM, states and screenshots), or NULL. */
static const cart_title *title_of_rom(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (unsigned i = 0; i < cart_title_count; i++)
        if (!strcmp(cart_titles[i].rom, base))
            return &cart_titles[i];
    return NULL;
}

/* A ROM brings its own controllers and keypad legends in its header
 * (docs/rom.md), so a ROM file the registry does not know gets its
 * keypads too. */
static void rom_controls(session *s)
{
    const rom_header *h = rom_of_engine(s->e);
    s->controllers = h->controllers > 2 ? 2 : h->controllers;
    for (unsigned i = 0; i < ROM_INLAY_KEYS && i < 12; i++)
        s->inlay[i] = h->inlay[i][0] ? h->inlay[i] : NULL;
}

static int open_rom(session *s, const char *path, char *err, size_t n)
{
    snprintf(s->rom_path, sizeof s->rom_path, "%s", path);
    char why[256] = "";
    s->e = eng_rom_open(path, why, sizeof why);
    if (!s->e) {
        snprintf(err, n, "%s", why[0] ? why : "cannot open the ROM");
        return 2;
    }
    if (!s->title)
        s->title = title_of_rom(path);
    safe_name(s->name, sizeof s->name, s->title ? s->title->name : path);
    return 0;
}

static int open_title(session *s, const host_opts *o, char *err, size_t n)
{
    const cart_title *t = cart_find(o->title);
    if (!t) {
        char list[512];
        title_list(list, sizeof list);
        snprintf(err, n, "unknown title '%s' (titles: %s)", o->title, list);
        return 2;
    }
    s->title = t;
    if (o->rom_flag) {
        char path[4096];
        if (sess_find_rom(t, path, sizeof path) != 0) {
            snprintf(err, n, "%s: no ROM of %s (build it with make)", path, t->name);
            return 2;
        }
        return open_rom(s, path, err, n);
    }
    char why[256] = "";
    s->e = eng_native_open(t, why, sizeof why);
    if (!s->e) {
        snprintf(err, n, "%s", why);
        return 2;
    }
    safe_name(s->name, sizeof s->name, t->name);
    return 0;
}

int sess_open(session *s, const host_opts *o, char *err, size_t n)
{
    memset(s, 0, sizeof *s);
    int r;
    if (o->title) {
        r = open_title(s, o, err, n);
    } else if (!fio_exists(o->rom) && cart_find(o->rom)) {
        host_opts as_title = *o;       /* annex --rom smoke: the title's ROM */
        as_title.title = o->rom;
        r = open_title(s, &as_title, err, n);
    } else {
        r = open_rom(s, o->rom, err, n);
    }
    if (r)
        return r;
    if (s->rom_path[0]) {
        rom_controls(s);
    } else {
        s->controllers = s->title->controllers > 2 ? 2 : s->title->controllers;
        memcpy(s->inlay, s->title->inlay, sizeof s->inlay);
    }
    if (o->machine_profile != CON_MACHINE_ANY)
        sess_set_machine(s, o->machine_profile);
    return 0;
}

void sess_set_machine(session *s, uint8_t profile)
{
    s->e->hw.machine = profile;
}

static void trace_line(void *ctx, uint32_t frame, const char *line)
{
    session *s = ctx;
    if (s->trace && (!s->trace_limit || frame < s->trace_limit))
        fprintf(s->trace, "%lu %s\n", (unsigned long)frame, line);
}

int sess_outputs(session *s, const host_opts *o, char *err, size_t n)
{
    /* Files written at the end are checked now: a typo costs one line,
     * not a whole run (or a recording) lost. */
    const char *out[] = { o->screenshot, o->window_shot, o->headless ? NULL : o->record };
    for (size_t i = 0; i < sizeof out / sizeof out[0]; i++)
        if (out[i] && fio_writable(out[i], err, n))
            return 2;
    if (o->movie) {
        if (movie_load(&s->movie, o->movie, err, n))
            return 2;
        mov_start(&s->player, movie_next_line, &s->movie);
        s->has_movie = 1;
    }
    if (o->trace) {
        s->trace_path = o->trace;
        snprintf(s->trace_tmp, sizeof s->trace_tmp, "%s.tmp%ld", o->trace, (long)getpid());
        s->trace = fopen(s->trace_tmp, "w");
        if (!s->trace) {
            snprintf(err, n, "%s: cannot write the trace", o->trace);
            return 2;
        }
        s->e->hw.trace_fn = trace_line;
        s->e->hw.trace_ctx = s;
    }
    return 0;
}

int sess_load_state(session *s, const char *path, char *err, size_t n)
{
    eng *e = s->e;
    if (!e->ops->load_state) {
        snprintf(err, n, "%s: the native build has no machine states (use --rom)", path);
        return 2;
    }
    err[0] = 0;
    if (e->ops->load_state(e, path, err, n)) {
        if (!err[0])
            snprintf(err, n, "%s: cannot load the state", path);
        return 2;
    }
    return 0;
}

int sess_finish(session *s, char *err, size_t n)
{
    if (!s->trace)
        return 0;
    int ok = fclose(s->trace) == 0;
    s->trace = NULL;
    if (!ok || rename(s->trace_tmp, s->trace_path) != 0) {
        remove(s->trace_tmp);
        snprintf(err, n, "%s: cannot write the trace", s->trace_path);
        return -1;
    }
    return 0;
}

void sess_close(session *s)
{
    eng_close(s->e);
    s->e = NULL;
    if (s->trace) {
        fclose(s->trace);
        remove(s->trace_tmp);
        s->trace = NULL;
    }
    movie_free(&s->movie);
}

/* ---- movie files ---- */

/* Cuts the text into lines in place. */
static int split_lines(movie_file *m)
{
    size_t cap = 64;
    m->lines = malloc(cap * sizeof *m->lines);
    for (char *p = m->text; m->lines && *p;) {
        if (m->count == cap) {
            char **more = realloc(m->lines, 2 * cap * sizeof *m->lines);
            if (!more)
                return -1;
            m->lines = more;
            cap *= 2;
        }
        m->lines[m->count++] = p;
        char *nl = strchr(p, '\n');
        if (!nl)
            break;
        *nl = 0;
        p = nl + 1;
    }
    return m->lines ? 0 : -1;
}

/* The player's own checks, run over the whole file up front. */
static int check_lines(movie_file *m, const char *path, char *err, size_t n)
{
    uint32_t last = 0;
    for (size_t i = 0; i < m->count; i++) {
        mov_event ev;
        const char *why = "bad line";
        int8_t r = mov_parse_line(m->lines[i], &ev, &why);
        if (r == MOV_EVENT && ev.frame <= last) {
            r = MOV_ERROR;
            why = "frame numbers must increase";
        }
        if (r == MOV_ERROR) {
            snprintf(err, n, "%s:%lu: %s", path, (unsigned long)(i + 1), why);
            return 2;
        }
        if (r == MOV_EVENT)
            m->last_frame = last = ev.frame;
        if (r == MOV_END)
            m->end_frame = ev.frame;
    }
    return 0;
}

int movie_load(movie_file *m, const char *path, char *err, size_t n)
{
    size_t len;
    memset(m, 0, sizeof *m);
    if (fio_read(path, MOVIE_MAX, &m->text, &len, err, n))
        return 2;
    if (strlen(m->text) != len) {
        snprintf(err, n, "%s: not a text file", path);
        movie_free(m);
        return 2;
    }
    if (split_lines(m)) {
        snprintf(err, n, "%s: out of memory", path);
        movie_free(m);
        return 2;
    }
    if (check_lines(m, path, err, n)) {
        movie_free(m);
        return 2;
    }
    return 0;
}

const char *movie_next_line(void *ctx)
{
    movie_file *m = ctx;
    return m->next < m->count ? m->lines[m->next++] : NULL;
}

void movie_free(movie_file *m)
{
    free(m->text);
    free(m->lines);
    memset(m, 0, sizeof *m);
}
