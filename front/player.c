/* player.c — see player.h. */
#include "front/player.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "emu/headless.h"
#include "front/places.h"

static void say_line(player *p, const char *line, int again)
{
    snprintf(p->line, sizeof p->line, "%s", line);
    if (p->hooks.say)
        p->hooks.say(p->hooks.ctx, p->line, again);
}

static void say(player *p, const char *fmt, ...)
{
    char line[PL_LINE];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    say_line(p, line, 0);
}

/* A refusal of the rewind, which comes again at every step while the key
 * is held: the shell keeps it on screen rather than printing it again. */
static void say_stop(player *p, const char *line)
{
    say_line(p, line, !strcmp(line, p->line));
}

/* The line refusing `what` while recording (front/record.h); a held
 * key's refusal (again) stays on screen. */
static void refuse(player *p, const char *what, int again)
{
    char line[PL_LINE];
    if (p->o.stop_hint)
        snprintf(line, sizeof line, "no %s while recording (%s)", what, p->o.stop_hint);
    else
        rec_refused(what, line, sizeof line);
    if (again)
        say_stop(p, line);
    else
        say_line(p, line, 0);
}

int pl_is_open(const player *p) { return p->s.e != NULL; }

/* The engine has a picture to take: save RAM copied, the printer's note
 * said, then the shell's hook. */
static void took(player *p)
{
    eng *e = p->s.e;
    if (e->hw.sram_dirty) {
        e->hw.sram_dirty = 0;
        memcpy(p->sram, e->hw.sram, CON_SRAM_SIZE);
        if (p->sram_save && p->o.sram_held)
            memcpy(p->o.sram_held, p->sram, CON_SRAM_SIZE);
        else if (p->sram_save && !p->sram_pending) {
            p->sram_pending = 1;
            p->sram_since = p->now;
        }
    }
    if (p->hooks.frame)
        p->hooks.frame(p->hooks.ctx);
    if (p->print_note[0]) {
        say(p, "%s", p->print_note);
        p->print_note[0] = 0;
    }
}

/* The input latched: the player's (front/input.c), except at a movie's
 * headless stop (shell.headless_stop): as `annex --headless` there, no
 * input and the screen of the moment kept; the live input after it. */
static void latch(void *ctx, uint32_t frame, hw_input *out)
{
    player *p = ctx;
    if (p->movie_stop && frame >= p->movie_stop && !p->movie_stopped) {
        memcpy(&p->stop_disp, &p->s.e->hw.disp, sizeof p->stop_disp);
        p->movie_stopped = 1;
        input_set_movie(&p->in, NULL);
        memset(out, 0, sizeof *out);
        return;
    }
    input_latch(&p->in, frame, out);
}

/* The latch is the player's again (a replay or a failed one replaced it). */
static void own_input(player *p)
{
    p->s.e->hw.input_fn = latch;
    p->s.e->hw.input_ctx = p;
}

int pl_fresh_name(const player *p, const char *ext, char *buf, size_t n)
{
    const char *dir = p->o.out_dir;
    int in_dir = dir && *dir;
    for (int i = 1; i < 10000; i++) {
        snprintf(buf, n, "%s%sannex-%s-%03d.%s", in_dir ? dir : "", in_dir ? "/" : "",
                 p->s.name, i, ext);
        if (!plc_exists(buf))
            return 0;
    }
    return -1;
}

/* hw.print_fn without --print: each page into a fresh annex-NAME-NNN.txt.
 * Called by the cartridge's thread (natively): only files and the note,
 * which took() says once the frame is over. */
static void print_page(void *ctx, uint32_t frame, const char *page, uint16_t len)
{
    player *p = ctx;
    char path[300], err[512];
    (void)frame;
    if (pl_fresh_name(p, "txt", path, sizeof path))
        snprintf(p->print_note, sizeof p->print_note, "no free name for the printed page");
    else if (fio_write_atomic(path, page, len, err, sizeof err))
        snprintf(p->print_note, sizeof p->print_note, "printing failed: %s", err);
    else
        snprintf(p->print_note, sizeof p->print_note, "printed %s", path);
}

static void load_sram(player *p)
{
    char dir[4096], err[512];
    /* Movies replay from blank save RAM: with one, save RAM is left alone. */
    if (p->o.movie || p->o.record)
        return;
    if (p->o.sram_held) {
        p->sram_save = 1;
        pl_sram_replaced(p);
        return;
    }
    if (p->shell.sram_load) {              /* the shell keeps it */
        p->sram_save = 1;
        p->shell.sram_load(p->hooks.ctx, p->s.name, p->s.e->hw.sram, CON_SRAM_SIZE);
        memcpy(p->sram, p->s.e->hw.sram, CON_SRAM_SIZE);
        return;
    }
    if (plc_data_dir(dir, sizeof dir))
        return;
    snprintf(p->sram_path, sizeof p->sram_path, "%s/%s.sram", dir, p->s.name);
    p->sram_save = 1;
    if (plc_load_sram(p->sram_path, p->s.e->hw.sram, CON_SRAM_SIZE, err, sizeof err) < 0) {
        /* Never save over a file we could not read whole. */
        fprintf(stderr, "annex: %s (save RAM not read, and not saved)\n", err);
        p->sram_save = 0;
        return;
    }
    memcpy(p->sram, p->s.e->hw.sram, CON_SRAM_SIZE);
}

void pl_sram_replaced(player *p)
{
    if (!p->sram_save || !p->o.sram_held)
        return;
    memcpy(p->s.e->hw.sram, p->o.sram_held, CON_SRAM_SIZE);
    memcpy(p->sram, p->o.sram_held, CON_SRAM_SIZE);
}

static void save_sram(player *p)
{
    char err[512];
    p->sram_pending = 0;
    if (!p->sram_save)
        return;
    if (p->shell.sram_save) {
        p->shell.sram_save(p->hooks.ctx, p->s.name, p->sram, CON_SRAM_SIZE);
        return;
    }
    if (plc_make_parent(p->sram_path) || fio_write_atomic(p->sram_path, p->sram, CON_SRAM_SIZE, err, sizeof err))
        fprintf(stderr, "annex: cannot save the save RAM: %s\n", p->sram_path);
}

/* The trace follows the game back (front/tracelog.h). */
static long trace_mark(void *ctx) { return sess_trace_mark(&((player *)ctx)->s); }
static void trace_back(void *ctx, long mark) { sess_trace_back(&((player *)ctx)->s, mark); }

static void new_history(player *p, int no_power_on)
{
    hist_start(&p->hist, p->s.e->hw.sram, p->s.e->hw.machine);
    p->hist.no_power_on = no_power_on;
}

/* The session's files, movie and state, then the player's own parts. */
static int start(player *p, char *err, size_t n)
{
    session *s = &p->s;
    int st = sess_outputs(s, &p->o, err, n);
    if (!st && p->o.movie)
        st = sess_movie(s, p->o.movie, p->o.any_title, err, n);
    if (!st && p->o.state)
        st = sess_load_state(s, p->o.state, err, n);
    if (st)
        return st;
    load_sram(p);
    input_init(&p->in);
    p->input_ready = 1;
    p->hist.marks = (hist_marks){ trace_mark, trace_back, p };
    new_history(p, p->o.state != NULL);    /* a ROM state: no power-on to replay from */
    input_set_history(&p->in, &p->hist);
    own_input(p);
    if (!p->o.print) {
        s->e->hw.print_fn = print_page;
        s->e->hw.print_ctx = p;
    }
    if (s->has_movie)
        input_set_movie(&p->in, &s->player);
    if (s->has_movie && p->shell.headless_stop)
        p->movie_stop = hl_stop_frame(p->o.frames, s->movie.last_frame, s->movie.end_frame);
    took(p);
    if (p->o.record && pl_record(p, p->o.record, 0)) {
        snprintf(err, n, "%s: cannot record", p->o.record);
        return 2;
    }
    return 0;
}

/* Frees what a game holds; files not finished are abandoned. */
static void release(player *p)
{
    sess_close(&p->s);
    if (p->input_ready)
        input_destroy(&p->in);
    p->input_ready = 0;
    hist_free(&p->hist);
}

int pl_open(player *p, const host_opts *o, pl_hooks hooks, char *err, size_t n)
{
    return pl_open_shell(p, o, hooks, NULL, err, n);
}

int pl_open_shell(player *p, const host_opts *o, pl_hooks hooks, const pl_shell *sh,
                  char *err, size_t n)
{
    memset(p, 0, sizeof *p);
    p->o = *o;
    p->hooks = hooks;
    if (sh)
        p->shell = *sh;
    int st = sess_open(&p->s, o, err, n);
    if (!st)
        st = start(p, err, n);
    if (st)
        release(p);                        /* nothing written, nothing kept */
    return st;
}

int pl_close(player *p, int status)
{
    char err[512];
    if (p->s.e) {
        if (pl_stop(p))
            status = 1;
        if (p->sram_pending)
            save_sram(p);
        eng_close(p->s.e);      /* stops a native cartridge still thinking: no trace write after this */
        p->s.e = NULL;
        if (sess_finish(&p->s, err, sizeof err)) {
            fprintf(stderr, "annex: %s\n", err);
            status = 1;
        }
    }
    release(p);
    return status;
}

/* A movie that has run out hands over to the live input. */
static void movie_over(player *p)
{
    if (p->s.has_movie && input_movie_over(&p->in)) {
        p->s.has_movie = 0;
        say(p, "movie over: live input");
    }
}

/* Drops the movie being played: the game is the player's from here (its
 * frames were counted from a power-on that no longer holds). */
static void drop_movie(player *p)
{
    if (p->s.has_movie) {
        input_set_movie(&p->in, NULL);
        p->s.has_movie = 0;
    }
    p->movie_stop = 0;
}

static void engine_result(player *p, int r)
{
    eng *e = p->s.e;
    if (r == ENG_FRAME) {
        took(p);
        hist_displayed(&p->hist, e);
    } else if (r == ENG_EXIT) {
        took(p);
        p->ended = 1;
        say(p, "cartridge ended (code %d): F12 restarts, Esc quits", e->hw.exit_code);
    } else if (r == ENG_ERROR) {
        p->ended = 1;
        fprintf(stderr, "annex: %s: %s\n", e->name, e->error);
        say(p, "machine stopped: %s", e->error);
    }
}

int pl_run(player *p, int budget_ms, int hold)
{
    if (p->ended || ((p->paused || hold) && !p->advance))
        return PL_IDLE;
    int r = eng_frame(p->s.e, budget_ms);
    engine_result(p, r);
    if (r == ENG_FRAME || r == ENG_EXIT)
        p->advance = 0;
    if ((r == ENG_EXIT && p->o.frames >= 0)
        || (r == ENG_FRAME && p->o.frames > 0 && input_last(&p->in, NULL) >= (uint32_t)p->o.frames))
        p->done = 1;
    movie_over(p);
    if (p->movie_stopped == 1) {
        p->movie_stopped = 2;
        p->s.has_movie = 0;
        say(p, "movie over at frame %lu", (unsigned long)p->movie_stop);
    }
    return r;
}

void pl_poll(player *p, uint32_t now_ms)
{
    p->now = now_ms;
    if (p->sram_pending && now_ms - p->sram_since > 1000)
        save_sram(p);
}

/* After the game jumped (reset, rewind, state load): no keys typed for the
 * old point, running, and its picture. */
static void jumped(player *p)
{
    p->ended = 0;
    input_clear_keys(&p->in);
    took(p);
}

/* Power-cycles the console. While recording, the movie starts again from
 * this power-on on blank save RAM, as pl_record starts one, so it still
 * replays to the same end (docs/movie.md). The trace starts again too. */
static void power_cycle(player *p)
{
    char err[512];
    eng *e = p->s.e;
    drop_movie(p);
    e->ops->reset(e);
    sess_trace_back(&p->s, 0);
    if (p->recording && rec_power_cycled(&p->rec, e->hw.sram, err, sizeof err))
        say(p, "movie not written: %s", err);
    new_history(p, 0);
    jumped(p);
}

void pl_reset(player *p)
{
    power_cycle(p);
    say(p, "%s", rec_reset_line(p->recording));
}

/* The title a movie names: its registry name (docs/movie.md). */
static const char *movie_title(const player *p)
{
    return p->s.title ? p->s.title->name : p->s.name;
}

int pl_record(player *p, const char *path, int power_on)
{
    char name[300], err[512];
    if (p->recording) {
        say(p, "already recording %s", p->rec_path);
        return -1;
    }
    if (!path && pl_fresh_name(p, "mov", name, sizeof name)) {
        say(p, "cannot record: no free movie name");
        return -1;
    }
    path = path ? path : name;
    if (rec_start(&p->rec, movie_title(p), p->s.e->hw.machine, path, err, sizeof err)) {
        fprintf(stderr, "annex: %s\n", err);
        say(p, "cannot record: %s", err);
        return -1;
    }
    snprintf(p->rec_path, sizeof p->rec_path, "%s", path);
    p->recording = 1;
    if (p->sram_pending)
        save_sram(p);              /* the game's last write, before the recording blanks it */
    if (power_on)
        power_cycle(p);            /* the cartridge is parked at its start after this */
    p->sram_save = 0;
    p->sram_pending = 0;
    memset(p->s.e->hw.sram, 0, CON_SRAM_SIZE);
    input_set_recorder(&p->in, &p->rec);
    say(p, "recording %s (power-cycled, blank save RAM)", p->rec_path);
    return 0;
}

int pl_stop(player *p)
{
    char err[512];
    if (!p->recording)
        return 0;
    input_set_recorder(&p->in, NULL);
    p->recording = 0;
    if (rec_finish(&p->rec, err, sizeof err)) {
        fprintf(stderr, "annex: movie not written: %s\n", err);
        say(p, "movie not written: %s", err);
        return -1;
    }
    say(p, "movie %s written", p->rec_path);
    if (p->shell.movie)
        p->shell.movie(p->hooks.ctx, p->rec_path);
    return 0;
}

/* A slot's file: NAME-N.state for the ROM's machine states, NAME-N.nstate
 * for the native build's (its input since power-on: front/history.h). */
static int state_path(player *p, int slot, char *buf, size_t n)
{
    char dir[4096];
    if (plc_data_dir(dir, sizeof dir))
        return -1;
    snprintf(buf, n, "%s/states/%s-%d.%s", dir, p->s.name, slot,
             p->s.e->ops->save_state ? "state" : "nstate");
    return plc_make_parent(buf);
}

int pl_state_file(player *p, int slot, char *buf, size_t n)
{
    return state_path(p, slot, buf, n);
}

void pl_state_save(player *p, int slot)
{
    eng *e = p->s.e;
    char path[4400], tmp[4500], err[512] = "";
    int st;
    if (state_path(p, slot, path, sizeof path)) {
        say(p, "no folder for states (set HOME or XDG_DATA_HOME)");
        return;
    }
    if (!e->ops->save_state) {
        st = hist_save(&p->hist, p->s.name, path, err, sizeof err);
    } else {
        /* The engine writes a temporary file that replaces the slot whole. */
        snprintf(tmp, sizeof tmp, "%s.tmp", path);
        st = e->ops->save_state(e, tmp, err, sizeof err) || rename(tmp, path);
        if (st)
            remove(tmp);
    }
    if (st)
        say(p, "state %d not saved: %s", slot, err);
    else
        say(p, "state %d saved", slot);
}

/* The trace back to the restored state: it says how many lines its logical
 * frame had written (docs/state.md); the machine writes the rest, once. */
static void cut_trace(player *p)
{
    const hw *h = &p->s.e->hw;
    sess_trace_cut_lines(&p->s, h->frame, h->trace_lines == HW_LINES_UNKNOWN ? ~0u : h->trace_lines);
}

void pl_state_load(player *p, int slot)
{
    eng *e = p->s.e;
    char path[4400], err[512] = "";
    int native = !e->ops->save_state;
    if (state_path(p, slot, path, sizeof path)) {
        say(p, "no folder for states (set HOME or XDG_DATA_HOME)");
        return;
    }
    if (p->recording) {               /* a movie replays from power-on: no state in it */
        refuse(p, "state load", 0);
        return;
    }
    if (!plc_exists(path)) {
        say(p, "state slot %d is empty", slot);
        return;
    }
    if (native ? hist_load(&p->hist, e, p->s.name, path, err, sizeof err)
               : e->ops->load_state(e, path, err, sizeof err)) {
        own_input(p);                  /* a replay that failed half-way: the game goes on */
        say(p, "state %d not loaded: %s", slot, err);
        return;
    }
    drop_movie(p);
    own_input(p);
    if (!native) {
        cut_trace(p);
        new_history(p, 1);             /* rewind reaches back to this load */
    }
    jumped(p);
    say(p, "state %d loaded", slot);
}

int pl_may_restore(player *p)
{
    if (!p->recording)
        return 0;
    refuse(p, "state load", 1);       /* again at every step of a held rewind */
    return -1;
}

/* The movie being played, taken up again after logical frame `frame`. */
static void movie_seek(player *p, uint32_t frame)
{
    hw_input skip;
    mvf_play(&p->s.movie, &p->s.player);
    for (uint32_t f = 1; f <= frame; f++)
        mov_input(&p->s.player, f, &skip);
}

void pl_restored(player *p)
{
    eng *e = p->s.e;
    cut_trace(p);
    if (p->s.has_movie)
        movie_seek(p, e->hw.frame);
    if (p->recording && rec_cut(&p->rec, e->hw.frame, &e->hw.in)) {
        say(p, "a state from outside the movie: the recording stops");
        pl_stop(p);
    }
    p->ended = 0;
}

void pl_rewind_step(player *p)
{
    char err[512];
    eng *e = p->s.e;
    if (p->recording) {
        refuse(p, "rewind", 1);
        return;
    }
    drop_movie(p);
    uint32_t f = e->hw.frame, target = e->ops->restore ? (f ? f - 1 : 0) : (f > 30 ? f - 30 : 0);
    if (!f) {
        say_stop(p, "rewind: at power-on");
        return;
    }
    int st = hist_rewind(&p->hist, e, target, err, sizeof err);
    own_input(p);
    jumped(p);
    char line[PL_LINE + 600];
    snprintf(line, sizeof line, "rewind: %.*s", PL_LINE - 10, err);
    if (st)
        say_stop(p, line);
    else
        say(p, "rewind: frame %lu", (unsigned long)e->hw.frame);
}

void pl_pause(player *p)
{
    p->paused = !p->paused;
    say(p, p->paused ? "paused (F10: one frame)" : "running");
}

void pl_frame_step(player *p)
{
    if (!p->paused) {
        say(p, "frame step: pause first");
        return;
    }
    p->advance = 1;
    say(p, "one frame");
}

int pl_pick_title(player *p, const host_opts *o, char *err, size_t n)
{
    pl_hooks hooks = p->hooks;
    pl_shell sh = p->shell;
    if (pl_is_open(p))
        pl_close(p, 0);
    return pl_open_shell(p, o, hooks, &sh, err, n);
}

int pl_pick_engine(player *p, int rom, char *err, size_t n)
{
    if (!p->s.title) {
        snprintf(err, n, "%s: a ROM the registry does not know has no native build", p->s.rom_path);
        return 2;
    }
    host_opts o = p->o;
    o.title = p->s.title->name;
    o.rom = NULL;
    o.rom_flag = rom;
    o.movie = o.record = o.state = NULL;      /* the command line's, for its first game only */
    o.machine_profile = p->s.e->hw.machine;
    return pl_pick_title(p, &o, err, n);
}

void pl_pick_look(player *p, uint8_t profile)
{
    if (p->recording) {
        refuse(p, "look change", 0);
        return;
    }
    sess_set_machine(&p->s, profile);
    power_cycle(p);
    say(p, "look %s: power-cycled", mov_machine_name(profile) ? mov_machine_name(profile) : "default");
}
