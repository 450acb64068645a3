/* synth.h — the console's sound channels in each machine's character, as
 * samples (pure: the SDL device is audio.c). docs/host.md, Sound. */
#ifndef FRONT_SYNTH_H
#define FRONT_SYNTH_H

#include <stdint.h>
#include "emu/hw.h"

#define SYNTH_RATE 48000
/* Samples per emulated frame at 60 Hz. */
#define SYNTH_FRAME (SYNTH_RATE / 60)

typedef struct synth {
    uint8_t    profile;
    hw_channel ch[3];          /* the channels as last seen, counted down here */
    uint8_t    fresh[3];       /* started in the frame just taken */
    uint32_t   phase[3];       /* 32-bit phase accumulators */
    uint32_t   pulses[3];      /* noise: clock edges seen */
    uint16_t   lfsr;           /* noise generator */
    int8_t     noise_bit;
    float      hp_in, hp_out;  /* high-pass for the 1-bit speakers' clicks */
    int        volume;         /* master, 0-100 */
} synth;

void synth_init(synth *s, int volume);
/* Takes the channels of a new emulated frame; a changed serial restarts
 * that channel's phase. */
void synth_take(synth *s, uint8_t profile, const hw_channel ch[3]);
/* A frame with no new emulated frame (the native build thinking): the
 * durations keep counting down as the console's would. */
void synth_tick(synth *s);
/* n mono samples of the current channels. */
void synth_render(synth *s, int16_t *out, int n);
/* Whether any channel sounds. */
int  synth_active(const synth *s);

#endif
