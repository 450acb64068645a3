/* audio.h — the SDL audio device fed one emulated frame at a time through
 * SDL_QueueAudio (docs/host.md, Sound). */
#ifndef SDL_AUDIO_H
#define SDL_AUDIO_H

#include "front/synth.h"

typedef struct audio {
    unsigned dev;     /* SDL_AudioDeviceID, 0 = silent */
    synth    syn;
    int      primed;
} audio;

/* Opens the device. With none, prints ONE notice line and stays silent;
 * every other call is then a no-op. */
void audio_open(audio *a, int volume);
/* Queues one frame of samples: SYNTH_FRAME, a little more or less to keep
 * the queue near its target so the audio clock and the frame timer never
 * drift apart (no crackle: the queue never runs dry while running). */
void audio_frame(audio *a);
/* Paused: lets the queue drain to silence. */
void audio_pause(audio *a);
void audio_close(audio *a);
/* How many samples to make when `queued` samples wait (pure, tested). */
int  audio_frame_samples(int queued);

#endif
