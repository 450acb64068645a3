/* input.c — see input.h. */
#include "front/input.h"

#include <string.h>

void input_init(input *in)
{
    memset(in, 0, sizeof *in);
    pthread_mutex_init(&in->lock, NULL);
}

void input_destroy(input *in) { pthread_mutex_destroy(&in->lock); }

/* a |= b & ~mask, control by control (not the key). */
static void or_held(hw_input *a, const hw_input *b, const hw_input *mask)
{
    a->keymod |= (uint8_t)(b->keymod & ~mask->keymod);
    a->buttons |= (uint8_t)(b->buttons & ~mask->buttons);
    for (int i = 0; i < 2; i++) {
        a->pad[i] |= (uint16_t)(b->pad[i] & ~mask->pad[i]);
        a->joy[i] |= (uint8_t)(b->joy[i] & ~mask->joy[i]);
    }
}

void input_set_held(input *in, const hw_input *held)
{
    pthread_mutex_lock(&in->lock);
    or_held(&in->pressed, held, &in->held);   /* what went down now */
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
    memset(&in->pressed, 0, sizeof in->pressed);   /* live input starts afresh */
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

/* The live input: the controls held now or pressed since the last latch (a
 * press and its release between two latches count once, as MAME and Stella
 * latch them), plus the oldest queued key. */
static void live(input *in, hw_input *out)
{
    static const hw_input none;
    *out = in->held;
    or_held(out, &in->pressed, &none);
    memset(&in->pressed, 0, sizeof in->pressed);
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

uint32_t input_last(input *in, hw_input *out)
{
    pthread_mutex_lock(&in->lock);
    uint32_t f = in->frame;
    if (out)
        *out = in->last;
    pthread_mutex_unlock(&in->lock);
    return f;
}
