/* wav.c — see wav.h. */
#include "front/wav.h"

#include <stdio.h>
#include <string.h>

static void le(uint8_t *p, uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* The 44-byte RIFF header of `samples` mono 16-bit samples. */
static void header(uint8_t h[44], uint32_t samples)
{
    uint32_t data = samples * 2;
    memcpy(h, "RIFF", 4);
    le(h + 4, 36 + data, 4);
    memcpy(h + 8, "WAVEfmt ", 8);
    le(h + 16, 16, 4);                 /* fmt chunk size */
    le(h + 20, 1, 2);                  /* PCM */
    le(h + 22, 1, 2);                  /* mono */
    le(h + 24, SYNTH_RATE, 4);
    le(h + 28, SYNTH_RATE * 2, 4);     /* bytes per second */
    le(h + 32, 2, 2);                  /* block align */
    le(h + 34, 16, 2);                 /* bits */
    memcpy(h + 36, "data", 4);
    le(h + 40, data, 4);
}

int wav_open(wav_out *w, const char *path, char *err, size_t n)
{
    uint8_t h[44];
    memset(w, 0, sizeof *w);
    synth_init(&w->syn, 100);
    if (fio_out_open(&w->f, path, err, n))
        return -1;
    header(h, 0xFFFFFFFFu / 2 - 36);  /* streamed: "as long as it goes" until closed */
    fwrite(h, 1, sizeof h, w->f.f);
    return 0;
}

void wav_frame(wav_out *w, const hw *h)
{
    int16_t s[SYNTH_FRAME];
    uint8_t b[2 * SYNTH_FRAME];
    if (!w->f.f)
        return;
    if (h)
        synth_take(&w->syn, h->disp.profile, h->ch);
    else
        synth_tick(&w->syn);
    synth_render(&w->syn, s, SYNTH_FRAME);
    for (int i = 0; i < SYNTH_FRAME; i++)
        le(b + 2 * i, (uint16_t)s[i], 2);
    fwrite(b, 1, sizeof b, w->f.f);
    w->samples += SYNTH_FRAME;
}

int wav_close(wav_out *w, char *err, size_t n)
{
    uint8_t h[44];
    if (!w->f.f)
        return 0;
    if (!w->f.direct && fseek(w->f.f, 0, SEEK_SET) == 0) {
        header(h, w->samples);
        fwrite(h, 1, sizeof h, w->f.f);
    }
    return fio_out_close(&w->f, err, n);
}

void wav_abandon(wav_out *w) { fio_out_abandon(&w->f); }
