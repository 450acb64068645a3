/* input.h — the live input the cartridge latches: held controls and the
 * typed-key queue, filled by the window thread and read by the cartridge's
 * input_fn (on the cartridge's own thread natively, hence the mutex), with
 * movie playback and recording at the latch (docs/host.md, Input). */
#ifndef FRONT_INPUT_H
#define FRONT_INPUT_H

#include <pthread.h>
#include "emu/movie.h"
#include "front/record.h"
#include "front/history.h"

/* Keys typed faster than one per logical frame wait here; beyond this a
 * key storm is dropped rather than growing without bound. */
#define INPUT_QUEUE 256

/* Presses of one control not yet latched (taps faster than the latches);
 * beyond this a storm of taps is dropped. */
#define INPUT_TAPS 8
/* The controls of a hw_input as words: keymod, buttons, pads, sticks. */
#define INPUT_WORDS 6

typedef struct input {
    pthread_mutex_t lock;
    hw_input held;                 /* keyboard + mouse + controllers, key unused */
    hw_input shown;                /* the live controls of the last latch */
    uint8_t  taps[INPUT_WORDS][16]; /* presses each control still owes the latches */
    uint8_t  queue[INPUT_QUEUE];
    unsigned head, count, dropped;
    mov_player *movie;             /* playing: its input replaces the live one */
    recorder   *rec;               /* recording: every latch is written */
    history    *hist;              /* the game's input since power-on, or NULL */
    uint32_t    frame;             /* last latched logical frame */
    hw_input    last;              /* its input */
    void (*source)(void *ctx, uint32_t frame, hw_input *out);   /* input_set_source */
    void       *source_ctx;
} input;

void input_init(input *in);
void input_destroy(input *in);
void input_set_held(input *in, const hw_input *held);
/* Queues a typed key (0 is ignored); 0, or -1 when the queue is full. */
int  input_type(input *in, uint8_t key);
/* Queues text as the keys that type it (pasting): printable ASCII with
 * letters in upper case, a line break as ENTER, anything else skipped.
 * Returns the keys queued (a key storm beyond the queue is dropped). */
int  input_type_text(input *in, const char *s);
void input_clear_keys(input *in);
/* Starts or stops playing a movie / recording (NULL stops). */
void input_set_movie(input *in, mov_player *p);
void input_set_recorder(input *in, recorder *r);
void input_set_history(input *in, history *h);
/* A shell that latches its own live controls (the libretro core: its
 * RetroPad, keypads and typed-key queue, kept in RetroArch's states) gives
 * them through `fn`, called at each latch in place of the held controls
 * and the queue; the movie, recorder and history apply as ever. NULL: the
 * held ones. */
void input_set_source(input *in, void (*fn)(void *ctx, uint32_t frame, hw_input *out), void *ctx);
/* Whether the movie being played is over (its `end` frame is next, or it
 * has no event left); if so it is dropped and the live input takes over. */
int  input_movie_over(input *in);
/* The hw_input_fn: one queued key per logical frame, the held controls.
 * Every press counts, however short or fast: a control pressed since the
 * last latch reads as held at the next one, even if already released; n
 * presses between two latches (taps faster than the frames, events that
 * came in one batch) read as n presses, a latch down and a latch up each,
 * one after the other (at most INPUT_TAPS waiting a control). */
void input_latch(void *ctx, uint32_t frame, hw_input *out);
/* The last latched frame and input (for the overlay). */
uint32_t input_last(input *in, hw_input *out);

#endif
