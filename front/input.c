/* input.c — see input.h. */
#include "front/input.h"

#include <string.h>

void input_init(input *in)
{
    memset(in, 0, sizeof *in);
    pthread_mutex_init(&in->lock, NULL);
}

void input_destroy(input *in) { pthread_mutex_destroy(&in->lock); }

/* Control word w of x (INPUT_WORDS of them). */
static uint16_t word(const hw_input *x, int w)
{
    switch (w) {
    case 0: return x->keymod;
    case 1: return x->buttons;
    case 2: case 3: return x->pad[w - 2];
    default: return x->joy[w - 4];
    }
}

static void set_word(hw_input *x, int w, uint16_t v)
{
    switch (w) {
    case 0: x->keymod = (uint8_t)v; break;
    case 1: x->buttons = (uint8_t)v; break;
    case 2: case 3: x->pad[w - 2] = v; break;
    default: x->joy[w - 4] = (uint8_t)v; break;
    }
}

void input_set_held(input *in, const hw_input *held)
{
    pthread_mutex_lock(&in->lock);
    for (int w = 0; w < INPUT_WORDS; w++) {
        uint16_t down = (uint16_t)(word(held, w) & ~word(&in->held, w));
        for (int b = 0; b < 16; b++)
            if ((down >> b & 1) && in->taps[w][b] < INPUT_TAPS)
                in->taps[w][b]++;
    }
    in->held = *held;
    in->held.key = 0;
    pthread_mutex_unlock(&in->lock);
}

int input_type(input *in, uint8_t key)
{
    int st = 0;
    if (!key)
        return 0;
    pthread_mutex_lock(&in->lock);
    if (in->count < INPUT_QUEUE)
        in->queue[(in->head + in->count++) % INPUT_QUEUE] = key;
    else {
        in->dropped++;
        st = -1;
    }
    pthread_mutex_unlock(&in->lock);
    return st;
}

int input_type_text(input *in, const char *s)
{
    int n = 0;
    for (; *s; s++) {
        uint8_t c = (uint8_t)*s, key = 0;
        if (c == '\n')
            key = CON_K_ENTER;
        else if (c >= 'a' && c <= 'z')
            key = (uint8_t)(c - 'a' + 'A');
        else if (c >= ' ' && c < 127)
            key = c;
        if (key && input_type(in, key) == 0)
            n++;
    }
    return n;
}

void input_clear_keys(input *in)
{
    pthread_mutex_lock(&in->lock);
    in->count = 0;
    pthread_mutex_unlock(&in->lock);
}

void input_set_movie(input *in, mov_player *p)
{
    pthread_mutex_lock(&in->lock);
    in->movie = p;
    memset(in->taps, 0, sizeof in->taps);           /* live input starts afresh */
    memset(&in->shown, 0, sizeof in->shown);
    pthread_mutex_unlock(&in->lock);
}

void input_set_recorder(input *in, recorder *r)
{
    pthread_mutex_lock(&in->lock);
    in->rec = r;
    pthread_mutex_unlock(&in->lock);
}

void input_set_history(input *in, history *h)
{
    pthread_mutex_lock(&in->lock);
    in->hist = h;
    pthread_mutex_unlock(&in->lock);
}

int input_movie_over(input *in)
{
    pthread_mutex_lock(&in->lock);
    mov_player *p = in->movie;
    int over = p && ((p->done && !p->has_pending) || (p->end_frame && in->frame + 1 >= p->end_frame));
    if (over)
        in->movie = NULL;
    pthread_mutex_unlock(&in->lock);
    return over;
}

/* The live input: each control as held now, unless it owes presses (see
 * input.h): then down if the last latch showed it up (one press paid), up
 * if it showed it down (the release between two presses). Plus the oldest
 * queued key. */
static void live(input *in, hw_input *out)
{
    *out = in->held;
    for (int w = 0; w < INPUT_WORDS; w++) {
        uint16_t v = word(&in->held, w), was = word(&in->shown, w);
        for (int b = 0; b < 16; b++) {
            uint16_t bit = (uint16_t)(1u << b);
            if (!in->taps[w][b])
                continue;
            if (was & bit) {
                v &= (uint16_t)~bit;
            } else {
                v |= bit;
                in->taps[w][b]--;
            }
        }
        set_word(out, w, v);
    }
    in->shown = *out;
    out->key = 0;
    if (in->count) {
        out->key = in->queue[in->head];
        in->head = (in->head + 1) % INPUT_QUEUE;
        in->count--;
    }
}

void input_latch(void *ctx, uint32_t frame, hw_input *out)
{
    input *in = ctx;
    pthread_mutex_lock(&in->lock);
    /* A movie drives every frame it covers; after its last event the
     * player keeps its held fields, so live input takes over only when the
     * host drops the movie (app.c does at its end). */
    if (in->movie)
        mov_input(in->movie, frame, out);
    else if (in->source)
        in->source(in->source_ctx, frame, out);
    else
        live(in, out);
    if (in->rec)
        rec_frame(in->rec, frame, out);
    if (in->hist)
        hist_frame(in->hist, frame, out);
    in->frame = frame;
    in->last = *out;
    pthread_mutex_unlock(&in->lock);
}

void input_set_source(input *in, void (*fn)(void *ctx, uint32_t frame, hw_input *out), void *ctx)
{
    pthread_mutex_lock(&in->lock);
    in->source = fn;
    in->source_ctx = ctx;
    pthread_mutex_unlock(&in->lock);
}

uint32_t input_last(input *in, hw_input *out)
{
    pthread_mutex_lock(&in->lock);
    uint32_t f = in->frame;
    if (out)
        *out = in->last;
    pthread_mutex_unlock(&in->lock);
    return f;
}
