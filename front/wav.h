/* wav.h — the console's sound into a WAV file as it plays (annex --wav
 * FILE, as MAME's -wavwrite): 48 kHz mono 16-bit PCM, one emulated frame
 * (SYNTH_FRAME samples) per frame the host runs, synthesised as the window
 * plays it (front/synth.c) at full volume. Written atomically at the end. */
#ifndef FRONT_WAV_H
#define FRONT_WAV_H

#include <stddef.h>
#include "emu/hw.h"
#include "front/synth.h"
#include "util/fileio.h"

typedef struct wav_out {
    fio_out  f;
    synth    syn;
    uint32_t samples;   /* written so far */
} wav_out;

/* 0, or -1 with "PATH: reason" in err. */
int  wav_open(wav_out *w, const char *path, char *err, size_t n);
/* One frame of sound: the channels of a new emulated frame (h), or NULL
 * for a frame with none (the native build thinking: durations still run). */
void wav_frame(wav_out *w, const hw *h);
/* Writes the sizes and renames into place; 0, or -1 with err. Nothing to
 * do when not open. */
int  wav_close(wav_out *w, char *err, size_t n);
void wav_abandon(wav_out *w);

#endif
