/* synth.c — see synth.h. Each profile has its own voice:
 *   VideoBrain  2-bit DAC: a 4-level stepped sine, 4 volume levels;
 *   Arcadia     square beeper and noise, 3-bit volume;
 *   Apple II    1-bit speaker: a square through a high-pass (clicks);
 *   TRS-80      cassette-port clicks: one short pulse per period;
 *   CGA         PC speaker: one square wave at a time, no volume;
 *   Atari       POKEY-like squares and noise, 4-bit volume;
 *   generic     squares and noise with volume. */
#include "front/synth.h"

#include <string.h>

#define AMP 7000.0f

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

/* -1..1 for one tone sample in the profile's voice; advances the phase. */
static float tone(synth *s, int i)
{
    uint32_t p = s->phase[i];
    s->phase[i] += step(s->ch[i].hz);
    float sq = p < 0x80000000u ? 1.0f : -1.0f;
    switch (s->profile) {
    case CON_PROF_VIDEOBRAIN: {
        static const float stair[8] = { 1/3.f, 1, 1, 1/3.f, -1/3.f, -1, -1, -1/3.f };
        return stair[p >> 29];
    }
    case CON_PROF_TRS80: {
        uint64_t width = (uint64_t)s->ch[i].hz * 4294967296ull / 4000;  /* 0.25 ms pulse */
        return p < width && p < 0x80000000u ? 1.0f : 0.0f;
    }
    default:
        return sq;
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

/* Volume 0-15 as the machine could: 2-bit, 3-bit, 1-bit or 4-bit. */
static float level(uint8_t profile, uint8_t vol)
{
    switch (profile) {
    case CON_PROF_VIDEOBRAIN: return (float)((vol + 4) / 5) / 3.0f;
    case CON_PROF_ARCADIA:    return (float)(vol >> 1) / 7.0f;
    case CON_PROF_APPLE2: case CON_PROF_TRS80:
    case CON_PROF_CGA: case CON_PROF_CGA_MONO:
        return vol ? 1.0f : 0.0f;
    default:                  return (float)vol / 15.0f;
    }
}

/* One mixed sample before the master volume. */
static float mix(synth *s)
{
    int pc = s->profile == CON_PROF_CGA || s->profile == CON_PROF_CGA_MONO;
    float v = 0;
    for (int i = 0; i < 2; i++)
        if (on(s, i)) {
            float t = tone(s, i) * level(s->profile, s->ch[i].vol);
            v += t;
            if (pc)           /* the PC speaker plays one tone: tone 0 first */
                return v;
        }
    if (on(s, 2)) {
        float n = noise(s) * level(s->profile, s->ch[2].vol);
        v += pc ? n : n * 0.6f;
    }
    return v;
}

/* The Apple II and TRS-80 drive a speaker with 1-bit edges: what is heard
 * is mostly the clicks, so their output goes through a high-pass. */
static float voice(synth *s, float x)
{
    if (s->profile != CON_PROF_APPLE2 && s->profile != CON_PROF_TRS80)
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
        float v = voice(s, mix(s)) * gain;
        out[k] = (int16_t)(v > 32767.f ? 32767 : v < -32768.f ? -32768 : v);
    }
}
