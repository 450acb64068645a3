/* synth.c — see synth.h. Each look has its own voice, a row of the looks
 * table (cart/con_looks.def): VideoBrain's 2-bit DAC, the Arcadia's 3-bit
 * volume, the Apple II's and TRS-80's 1-bit speakers (clicks through a
 * high-pass), the PC speaker's one tone at a time, POKEY-like squares. */
#include "front/synth.h"

#include <string.h>

#define AMP 7000.0f

enum { SQUARE, STAIR, PULSE };   /* a tone's wave (the table's voice column) */

typedef struct voice_t {
    uint8_t wave, add, div, steps, one_tone, noise_pct, click;
} voice_t;

#define CON_LOOK(id, name, label, caption, mode, colours, aspect, voice, palette) { CON_TUPLE voice },
static const voice_t voices[CON_PROF_COUNT] = {
#include "cart/con_looks.def"
};
#undef CON_LOOK

static const voice_t *voice_of(uint8_t profile)
{
    return &voices[profile < CON_PROF_COUNT ? profile : CON_PROF_GENERIC];
}

void synth_init(synth *s, int volume)
{
    memset(s, 0, sizeof *s);
    s->lfsr = 0x7FFF;
    s->noise_bit = 1;
    s->volume = volume;
}

void synth_take(synth *s, uint8_t profile, const hw_channel ch[3])
{
    s->profile = profile;
    for (int i = 0; i < 3; i++) {
        s->fresh[i] = ch[i].serial != s->ch[i].serial;
        if (s->fresh[i])
            s->phase[i] = 0;
        s->ch[i] = ch[i];
    }
}

void synth_tick(synth *s)
{
    for (int i = 0; i < 3; i++) {
        s->fresh[i] = 0;
        if (s->ch[i].frames && s->ch[i].frames != CON_DUR_HOLD)
            s->ch[i].frames--;
    }
}

/* A channel sounds while its duration runs; one started this frame sounds
 * for it even if the console already counted it down to 0. */
static int on(const synth *s, int i)
{
    const hw_channel *c = &s->ch[i];
    return c->hz && c->vol && (c->frames || s->fresh[i]);
}

int synth_active(const synth *s)
{
    return on(s, 0) || on(s, 1) || on(s, 2);
}

static uint32_t step(uint16_t hz) { return (uint32_t)((uint64_t)hz * 4294967296ull / SYNTH_RATE); }

/* -1..1 for one tone sample in the look's voice; advances the phase. */
static float tone(synth *s, int i)
{
    uint32_t p = s->phase[i];
    s->phase[i] += step(s->ch[i].hz);
    switch (voice_of(s->profile)->wave) {
    case STAIR: {                      /* a 2-bit DAC: a 4-level stepped sine */
        static const float stair[8] = { 1/3.f, 1, 1, 1/3.f, -1/3.f, -1, -1, -1/3.f };
        return stair[p >> 29];
    }
    case PULSE: {                      /* one 0.25 ms click per period */
        uint64_t width = (uint64_t)s->ch[i].hz * 4294967296ull / 4000;
        return p < width && p < 0x80000000u ? 1.0f : 0.0f;
    }
    default:
        return p < 0x80000000u ? 1.0f : -1.0f;
    }
}

/* The noise channel: a 15-bit LFSR clocked at the channel's rate. */
static float noise(synth *s)
{
    uint32_t p = s->phase[2];
    s->phase[2] += step(s->ch[2].hz);
    if (s->phase[2] < p) {
        uint16_t bit = (uint16_t)((s->lfsr ^ (s->lfsr >> 1)) & 1);
        s->lfsr = (uint16_t)((s->lfsr >> 1) | (bit << 14));
        s->noise_bit = (int8_t)(s->lfsr & 1 ? 1 : -1);
    }
    return s->noise_bit;
}

/* Volume 0-15 in the levels the machine had (1, 2, 3 or 4 bits). */
static float level(const voice_t *v, uint8_t vol)
{
    return (float)((vol + v->add) / v->div) / (float)v->steps;
}

/* One mixed sample before the master volume. */
static float mix(synth *s)
{
    const voice_t *vc = voice_of(s->profile);
    float v = 0;
    for (int i = 0; i < 2; i++)
        if (on(s, i)) {
            v += tone(s, i) * level(vc, s->ch[i].vol);
            if (vc->one_tone)
                return v;
        }
    if (on(s, 2))
        v += noise(s) * level(vc, s->ch[2].vol) * ((float)vc->noise_pct / 100.0f);
    return v;
}

/* A 1-bit speaker is heard mostly by its clicks: a high-pass. */
static float speaker(synth *s, float x)
{
    if (!voice_of(s->profile)->click)
        return x;
    float y = 0.96f * (s->hp_out + x - s->hp_in);
    s->hp_in = x;
    s->hp_out = y;
    return y;
}

void synth_render(synth *s, int16_t *out, int n)
{
    float gain = AMP * (float)s->volume / 100.0f;
    for (int k = 0; k < n; k++) {
        float v = speaker(s, mix(s)) * gain;
        out[k] = (int16_t)(v > 32767.f ? 32767 : v < -32768.f ? -32768 : v);
    }
}
