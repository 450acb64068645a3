/* session.c — see session.h. */
#include "front/session.h"
#include "front/keyhelp.h"
#include "emu/headless.h"

#include <stdlib.h>
#include <string.h>
#include "emu/rom.h"
#include "front/places.h"

static void title_list(char *buf, size_t n)
{
    size_t used = 0;
    buf[0] = 0;
    for (unsigned i = 0; i < ttl_count && used < n; i++) {
        int r = snprintf(buf + used, n - used, "%s%s", i ? " " : "", ttl_titles[i].name);
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

int sess_find_rom(const ttl_entry *t, char *path, size_t n)
{
    char exe[4096];
    plc_exe_dir(exe, sizeof exe);
    /* build/annex, build/san/annex, an installed copy beside build/, then
     * `make install`'s PREFIX/bin/annex with PREFIX/share/annex/rom, a
     * cartridge's own program with NAME.rom beside it (docs/sdk.md); the cwd. */
    const char *fmt[] = { "%s/rom/%s", "%s/../rom/%s", "%s/build/rom/%s", "%s/../share/annex/rom/%s",
                          "%s/%s", NULL };
    for (int i = 0; fmt[i]; i++) {
        snprintf(path, n, fmt[i], exe, t->rom);
        if (plc_exists(path))
            return 0;
    }
    snprintf(path, n, "build/rom/%s", t->rom);
    return plc_exists(path) ? 0 : -1;
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

static int open_rom(session *s, const host_opts *o, const char *path, char *err, size_t n)
{
    snprintf(s->rom_path, sizeof s->rom_path, "%s", path);
    char why[256] = "";
    s->e = o->rom_data ? eng_rom_open_mem(path, o->rom_data, o->rom_len, why, sizeof why)
                       : eng_rom_open(path, why, sizeof why);
    if (!s->e) {
        snprintf(err, n, "%s", why[0] ? why : "cannot open the ROM");
        return 2;
    }
    if (!s->title)                /* by its header: a renamed ROM is still known */
        s->title = ttl_by_header(rom_of_engine(s->e)->title);
    safe_name(s->name, sizeof s->name, s->title ? s->title->name : path);
    return 0;
}

static int open_title(session *s, const host_opts *o, char *err, size_t n)
{
    const ttl_entry *t = ttl_find(o->title);
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
        return open_rom(s, o, path, err, n);     /* o has no rom_data here */
    }
    char why[256] = "";
    s->e = eng_native_open(t->name, t->entry, why, sizeof why);
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
    if (o->rom_data) {
        r = open_rom(s, o, o->rom ? o->rom : "content", err, n);
    } else if (o->title) {
        r = open_title(s, o, err, n);
    } else if (!plc_exists(o->rom) && ttl_find(o->rom)) {
        host_opts as_title = *o;       /* annex --rom smoke: the title's ROM */
        as_title.title = o->rom;
        r = open_title(s, &as_title, err, n);
    } else {
        r = open_rom(s, o, o->rom, err, n);
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

km_title sess_keys(const session *s)
{
    /* A title of the registry by its display name, natively and as a ROM;
     * a ROM it does not know by its header's name. */
    km_title k = { "", s->controllers, s->inlay, NULL, KM_JOY_UNKNOWN, NULL, NULL, NULL };
    if (s->title)
        k = km_title_of(s->title);
    else
        snprintf(k.name, sizeof k.name, "%.39s", s->e ? s->e->name : "");
    k.controllers = s->controllers;
    k.inlay = s->inlay;
    return k;
}

void sess_window_title(const session *s, char *buf, size_t n)
{
    const char *name = s->title ? s->title->name : s->rom_path;
    const char *slash = strrchr(name, '/');
    snprintf(buf, n, "%s - %s - annex", slash ? slash + 1 : name,
             s->rom_path[0] ? "ROM" : "native build");
}

void sess_set_machine(session *s, uint8_t profile)
{
    s->e->hw.machine = profile;
}

static void trace_line(void *ctx, uint32_t frame, const char *line)
{
    session *s = ctx;
    if (s->trace.f)
        tlog_line(&s->tlog, s->trace.f, frame, line);
}

long sess_trace_mark(session *s)
{
    return s->trace.f ? ftell(s->trace.f) : -1;
}

void sess_trace_back(session *s, long mark)
{
    if (s->trace.f)
        tlog_back(&s->tlog, s->trace.f, mark);
}

void sess_trace_cut_lines(session *s, uint32_t frame, unsigned keep)
{
    if (s->trace.f)
        tlog_cut_lines(&s->tlog, s->trace.f, frame, keep);
}

static void print_page(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    session *s = ctx;
    (void)frame;
    if (s->print.f)
        hl_print_page(s->print.f, &s->printed, page, len);
}

int sess_outputs(session *s, const host_opts *o, char *err, size_t n)
{
    /* Files written at the end are checked now: a typo costs one line,
     * not a whole run (or a recording) lost. */
    const char *out[] = { o->screenshot, o->window_shot, o->headless ? NULL : o->record };
    for (size_t i = 0; i < sizeof out / sizeof out[0]; i++)
        if (out[i] && fio_check_writable(out[i], err, n))
            return 2;
    if (o->trace) {
        if (fio_out_open(&s->trace, o->trace, err, n))
            return 2;
        s->e->hw.trace_fn = trace_line;
        s->e->hw.trace_ctx = s;
    }
    if (o->wav && wav_open(&s->wav, o->wav, err, n))
        return 2;
    if (o->print) {
        if (fio_out_open(&s->print, o->print, err, n))
            return 2;
        s->e->hw.print_fn = print_page;
        s->e->hw.print_ctx = s;
    }
    return 0;
}

int sess_movie_title(const ttl_entry *t, const mvf *m, const char *path, char *err, size_t n)
{
    if (!t || !m->title[0] || ttl_by_movie_title(m->title) == t)
        return 0;
    snprintf(err, n, "%s: recorded for %s, not %s", path, m->title, t->name);
    return -1;
}

int sess_check_movie(const ttl_entry *t, const char *path, char *err, size_t n)
{
    static mvf m;
    if (mvf_load(&m, path, err, n))
        return 2;
    int st = sess_movie_title(t, &m, path, err, n) ? 2 : 0;
    mvf_free(&m);
    return st;
}

int sess_movie(session *s, const char *path, int any_title, char *err, size_t n)
{
    if (mvf_load(&s->movie, path, err, n))
        return 2;
    if (!any_title && sess_movie_title(s->title, &s->movie, path, err, n)) {
        mvf_free(&s->movie);
        return 2;
    }
    mvf_play(&s->movie, &s->player);
    s->has_movie = 1;
    if (s->e->hw.machine == CON_MACHINE_ANY)
        sess_set_machine(s, s->movie.machine);
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
    int st = fio_out_close(&s->trace, err, n);
    if (fio_out_close(&s->print, err, n))
        st = -1;
    if (wav_close(&s->wav, err, n))
        st = -1;
    return st;
}

void sess_close(session *s)
{
    eng_close(s->e);
    s->e = NULL;
    fio_out_abandon(&s->trace);
    tlog_free(&s->tlog);
    fio_out_abandon(&s->print);
    wav_abandon(&s->wav);
    mvf_free(&s->movie);
}
