/* session.h — what the window and the headless runner share: opening the
 * engine the command line asks for (a title's native build, its ROM, a ROM
 * file), the title's controllers and inlay, the trace file, and the movie
 * (docs/host.md). */
#ifndef FRONT_SESSION_H
#define FRONT_SESSION_H

#include <stdio.h>
#include "emu/engine.h"
#include "front/titles.h"
#include "emu/movie_file.h"
#include "util/fileio.h"
#include "front/cli.h"
#include "front/keymap.h"
#include "front/wav.h"
#include "front/tracelog.h"

typedef struct session {
    eng *e;
    const ttl_entry *title;  /* the registry entry, NULL for an unknown ROM */
    char name[64];            /* file-name-safe: save RAM, states, screenshots */
    char rom_path[4096];      /* the ROM run, "" natively */
    uint8_t controllers;      /* keypad hand controllers to draw: 0-2 */
    const char *inlay[12];    /* key legends (NULL: the key's own name) */
    fio_out trace;            /* --trace, written atomically */
    tracelog tlog;            /* its frames, to cut it back (sess_trace_back) */
    fio_out print;            /* --print, written atomically */
    int printed;              /* pages written into it */
    wav_out wav;              /* --wav, written atomically */
    mvf movie;                /* the window's movie (headless runs: emu/headless.c's) */
    mov_player player;
    int has_movie;
} session;

/* Opens what `o` names. 0, or 2 (bad input: one line in err). */
int  sess_open(session *s, const host_opts *o, char *err, size_t n);
/* Checks the output paths and starts the trace and print files (their
 * lines and pages come through hw.trace_fn and hw.print_fn, which a
 * headless run replaces: it writes s->trace.f and s->print.f itself).
 * 0 or 2 (err). */
int  sess_outputs(session *s, const host_opts *o, char *err, size_t n);
/* Loads the movie the window plays (has_movie, player); its `machine` line
 * sets the look unless --machine did. A movie recorded for another title
 * is refused (sess_movie_title) unless `any_title`. 0, or 2 with err. */
int  sess_movie(session *s, const char *path, int any_title, char *err, size_t n);
/* Whether movie `m` (read from `path`) may play in title `t`: its `title`
 * line names t (by registry name, or by t's ROM header as older movies
 * did), or it has none, or t is NULL (a ROM the registry does not know).
 * 0, or -1 with "PATH: recorded for TITLE, not TITLE2" in err. */
int  sess_movie_title(const ttl_entry *t, const mvf *m, const char *path, char *err, size_t n);
/* The same for a movie file not yet loaded (the headless runs load their
 * own): 0, or 2 with err (the movie unreadable, or another title's). */
int  sess_check_movie(const ttl_entry *t, const char *path, char *err, size_t n);
/* Loads a machine state (--state; ROMs only). 0, or 2 with err. */
int  sess_load_state(session *s, const char *path, char *err, size_t n);
/* The window's trace going back with the game (front/tracelog.h): where
 * it stands now (-1 without --trace), cut back to such a point, or to
 * logical frame `frame` with its first `keep` lines (tlog_cut_lines). */
long sess_trace_mark(session *s);
void sess_trace_back(session *s, long mark);
void sess_trace_cut_lines(session *s, uint32_t frame, unsigned keep);
/* Finishes the trace and print files (rename into place). 0 or -1 (err). */
int  sess_finish(session *s, char *err, size_t n);
void sess_close(session *s);

/* What the keymap and the F1 help know of the title played (km_press,
 * km_help): its name, keypads and legends, the joysticks it reads and its
 * typed keys (a ROM the registry does not know: KM_JOY_UNKNOWN). */
km_title sess_keys(const session *s);

/* The window's title: the title played and its engine,
 * "vice-versa - native build - annex" or "odin - ROM - annex". */
void sess_window_title(const session *s, char *buf, size_t n);

/* The --machine names a look for the session: sets hw.machine. */
void sess_set_machine(session *s, uint8_t profile);
/* Where the ROM of `t` is: build/rom/<rom> next to the executable or under
 * the current folder. 0 with the path, or -1 (path holds the first guess). */
int  sess_find_rom(const ttl_entry *t, char *path, size_t n);

#endif
