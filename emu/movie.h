/* movie.h — the annex input movie: logical-frame-indexed input, as text.
 *
 * Portable C (it is also compiled by cc65 for the sim65 console), so every
 * target reads a movie with the same code. Format: docs/movie.md.
 */
#ifndef EMU_MOVIE_H
#define EMU_MOVIE_H

#include <stdint.h>
#include "emu/hw.h"

#define MOV_MAGIC "annex-movie 1"
/* A line holds at most MOV_LINE_MAX - 1 characters before its "\r\n"; a
 * longer one is refused ("line longer than 159 characters"). A reader that
 * takes lines in pieces (fgets) reads into MOV_READ_MAX bytes: a whole
 * line with its "\r\n" fits, and a longer one shows as too long. */
#define MOV_LINE_MAX 160
#define MOV_READ_MAX (MOV_LINE_MAX + 2)
#define MOV_FRAME_MAX 4000000000ul   /* higher frame numbers are refused */

/* Which fields an event line sets. */
#define MOV_F_KEY     0x01
#define MOV_F_MOD     0x02
#define MOV_F_PAD1    0x04
#define MOV_F_PAD2    0x08
#define MOV_F_JOY1    0x10
#define MOV_F_JOY2    0x20
#define MOV_F_BUTTONS 0x40

typedef struct mov_event {
    uint32_t frame;
    uint8_t  fields;     /* MOV_F_* present on the line */
    uint8_t  machine;    /* MOV_MACHINE: the look's CON_PROF_* value */
    hw_input in;         /* their values */
} mov_event;

enum { MOV_SKIP = 0, MOV_EVENT = 1, MOV_END = 2, MOV_MACHINE = 3, MOV_ERROR = -1 };

/* Parses one line (no newline needed). Returns MOV_EVENT with *ev filled,
 * MOV_END for `end FRAME` (ev->frame: the recording's last frame),
 * MOV_MACHINE for `machine NAME` (ev->machine), MOV_SKIP for blank,
 * comment, magic and title lines, or MOV_ERROR with *why naming the
 * problem. */
int8_t mov_parse_line(const char *line, mov_event *ev, const char **why);

/* The look names of `machine NAME` lines (the same as annex --machine):
 * the name of a CON_PROF_* value (NULL for none), and the value of a name
 * (CON_MACHINE_ANY for none). */
const char *mov_machine_name(uint8_t profile);
uint8_t     mov_machine_profile(const char *name);

/* Streams a movie into per-frame input. Held fields persist; a key lasts one
 * frame. next_line returns the next line or NULL at the end. */
typedef const char *(*mov_line_fn)(void *ctx);
typedef struct mov_player {
    mov_line_fn next_line;  void *ctx;
    mov_event   pending;    /* next event not yet reached */
    uint8_t     has_pending, done;
    hw_input    held;
    uint32_t    last_frame; /* to reject frames that go backwards */
    const char *error;      /* set on a bad line; the player stops */
    uint32_t    end_frame;  /* from an `end` line: the run stops there (0 = none) */
    uint32_t    line_no;
    /* From a `machine` line (CON_MACHINE_ANY = none): the look the movie
     * was recorded in. Header lines come before the first event, so it is
     * known once mov_start returns, before the cartridge's first latch. */
    uint8_t     machine;
} mov_player;

/* Starts playing: reads the header and the first event. */
void mov_start(mov_player *p, mov_line_fn next_line, void *ctx);
/* Frames a run goes on after the movie's last event when it has no `end`
 * line (every runner stops at the same logical frame: docs/movie.md). */
#define MOV_DEFAULT_TAIL 3600u
/* The first logical frame not run, as far as the movie says: its `end`
 * frame, else (once every line is read) the last event + MOV_DEFAULT_TAIL;
 * 0 while not known yet. */
uint32_t mov_stop_frame(const mov_player *p);
/* The input of logical frame `frame` (call with increasing frames). */
void mov_input(mov_player *p, uint32_t frame, hw_input *out);

/* Formats the event line for `in` at `frame`, listing only the fields that
 * differ from `prev` (and the key if any); returns 0 when nothing differs.
 * buf must hold MOV_LINE_MAX bytes. */
uint8_t mov_format(char *buf, uint32_t frame, const hw_input *prev,
                   const hw_input *in);

#endif
