/* audio.c — see audio.h. */
#include "sdl/audio.h"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <SDL2/SDL.h>

/* About 50 ms queued: enough for a late frame, small enough to feel live. */
#define TARGET (3 * SYNTH_FRAME)

/* The sound libraries under SDL (ALSA) print their own complaints when
 * there is no device; the user gets our one line instead. */
static int quiet_stderr(void)
{
    fflush(stderr);
    int saved = dup(2), null = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null >= 0)
        dup2(null, 2);
    if (null >= 0)
        close(null);
    return saved;
}

static void restore_stderr(int saved)
{
    if (saved < 0)
        return;
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
}

static unsigned open_device(void)
{
    SDL_AudioSpec want, have;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return 0;
    SDL_zero(want);
    want.freq = SYNTH_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    return SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
}

void audio_open(audio *a, int volume)
{
    synth_init(&a->syn, volume);
    a->primed = 0;
    int saved = quiet_stderr();
    a->dev = open_device();
    restore_stderr(saved);
    if (!a->dev) {
        fprintf(stderr, "annex: no audio device (%s); continuing silently\n", SDL_GetError());
        return;
    }
    SDL_PauseAudioDevice(a->dev, 0);
}

int audio_frame_samples(int queued)
{
    if (queued < TARGET - SYNTH_FRAME)
        return SYNTH_FRAME + SYNTH_FRAME / 100;    /* 1% faster: catch up */
    if (queued > TARGET + SYNTH_FRAME)
        return SYNTH_FRAME - SYNTH_FRAME / 100;    /* 1% slower */
    return SYNTH_FRAME;
}

void audio_frame(audio *a)
{
    int16_t buf[2 * SYNTH_FRAME];
    if (!a->dev)
        return;
    int queued = (int)(SDL_GetQueuedAudioSize(a->dev) / sizeof(int16_t));
    if (queued > 2 * TARGET)
        return;      /* frames coming faster than real time (warp): skip, never pile up */
    if (!a->primed || queued == 0) {
        /* Start (or restart after a pause) with the target queued in silence. */
        SDL_memset(buf, 0, sizeof buf);
        SDL_QueueAudio(a->dev, buf, (Uint32)(sizeof(int16_t) * (TARGET - SYNTH_FRAME)));
        queued = TARGET - SYNTH_FRAME;
        a->primed = 1;
    }
    int n = audio_frame_samples(queued);
    synth_render(&a->syn, buf, n);
    SDL_QueueAudio(a->dev, buf, (Uint32)(sizeof(int16_t) * (size_t)n));
}

void audio_pause(audio *a)
{
    if (a->dev)
        SDL_ClearQueuedAudio(a->dev);
    a->primed = 0;
}

void audio_close(audio *a)
{
    if (a->dev)
        SDL_CloseAudioDevice(a->dev);
    a->dev = 0;
}
