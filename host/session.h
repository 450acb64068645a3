/* session.h — what the window and the headless runner share: opening the
 * engine the command line asks for (a title's native build, its ROM, a ROM
 * file), the title's controllers and inlay, the trace file, and the movie
 * (docs/host.md). */
#ifndef SESSION_H
#define SESSION_H

#include <stdio.h>
#include "emu/engine.h"
#include "emu/movie.h"
#include "host/cli.h"

typedef struct movie_file {
    char  *text;              /* the whole file, lines cut in place */
    char **lines;
    size_t count, next;
    uint32_t last_frame;      /* of the last event line */
    uint32_t end_frame;       /* of an `end FRAME` line, 0 = none */
} movie_file;

typedef struct session {
    eng *e;
    const cart_title *title;  /* the registry entry, NULL for an unknown ROM */
    char name[64];            /* file-name-safe: save RAM, states, screenshots */
    char rom_path[4096];      /* the ROM run, "" natively */
    uint8_t controllers;      /* keypad hand controllers to draw: 0-2 */
    const char *inlay[12];    /* key legends (NULL: the key's own name) */
    FILE *trace;              /* --trace, written to trace_tmp then renamed */
    char trace_tmp[4200];
    const char *trace_path;
    uint32_t trace_limit;     /* lines of logical frames >= this are dropped (0 = none) */
    movie_file movie;
    mov_player player;
    int has_movie;
} session;

/* Opens what `o` names. 0, or 2 (bad input: one line in err). */
int  sess_open(session *s, const host_opts *o, char *err, size_t n);
/* Starts the trace file and the movie, if any. 0 or 2 (err). */
int  sess_outputs(session *s, const host_opts *o, char *err, size_t n);
/* Loads a machine state (--state; ROMs only). 0, or 2 with err. */
int  sess_load_state(session *s, const char *path, char *err, size_t n);
/* Finishes the trace file (rename into place). 0 or -1 (err). */
int  sess_finish(session *s, char *err, size_t n);
void sess_close(session *s);

/* Loads a movie file and checks every line first, so a bad line is reported
 * as FILE:LINE: reason before anything runs. 0, or 2 with err. */
int  movie_load(movie_file *m, const char *path, char *err, size_t n);
/* mov_line_fn over a loaded movie. */
const char *movie_next_line(void *ctx);
void movie_free(movie_file *m);

/* The --machine names a look for the session: sets hw.machine. */
void sess_set_machine(session *s, uint8_t profile);
/* Where the ROM of `t` is: build/rom/<rom> next to the executable or under
 * the current folder. 0 with the path, or -1 (path holds the first guess). */
int  sess_find_rom(const cart_title *t, char *path, size_t n);

#endif
