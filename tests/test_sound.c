/* test_sound.c — the sound: synthesis (front/synth.c: durations, phase,
 * every machine's voice) and the audio device's rate control
 * (sdl/audio.c). No audio device is opened. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "sdl/audio.h"
#include "front/synth.h"

static int16_t samples[4 * SYNTH_FRAME];

static long energy(synth *s, int n)
{
    long e = 0;
    synth_render(s, samples, n);
    for (int i = 0; i < n; i++)
        e += labs((long)samples[i]);
    return e;
}

static void test_synth_silence_and_duration(void **state)
{
    (void)state;
    static synth s;
    hw_channel ch[3];
    memset(ch, 0, sizeof ch);
    synth_init(&s, 100);
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    ch[0] = (hw_channel){ .hz = 440, .vol = 15, .frames = 2, .serial = 1 };
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_true(synth_active(&s));
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);              /* two frames: over */
    assert_false(synth_active(&s));
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    /* Started and counted down to 0 in the same frame: still heard once. */
    ch[0].frames = 0;
    ch[0].serial = 2;
    synth_take(&s, CON_PROF_GENERIC, ch);
    assert_true(energy(&s, SYNTH_FRAME) > 0);
    synth_tick(&s);
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
    /* Held until stopped. */
    ch[0].frames = CON_DUR_HOLD;
    ch[0].serial = 3;
    synth_take(&s, CON_PROF_GENERIC, ch);
    for (int i = 0; i < 300; i++)
        synth_tick(&s);
    assert_true(synth_active(&s));
    /* Master volume 0: silent. */
    s.volume = 0;
    assert_int_equal(energy(&s, SYNTH_FRAME), 0);
}

static void test_synth_phase_restart(void **state)
{
    (void)state;
    static synth a, b;
    hw_channel ch[3];
    int16_t first[64];
    memset(ch, 0, sizeof ch);
    ch[0] = (hw_channel){ .hz = 1000, .vol = 15, .frames = CON_DUR_HOLD, .serial = 1 };
    synth_init(&a, 100);
    synth_take(&a, CON_PROF_ATARI, ch);
    synth_render(&a, samples, 123);         /* somewhere mid-period */
    ch[0].serial = 2;                       /* restarted: same phase as a fresh start */
    synth_take(&a, CON_PROF_ATARI, ch);
    synth_render(&a, first, 64);
    synth_init(&b, 100);
    synth_take(&b, CON_PROF_ATARI, ch);
    synth_render(&b, samples, 64);
    assert_memory_equal(first, samples, sizeof first);
}

static void test_synth_profiles(void **state)
{
    (void)state;
    hw_channel ch[3];
    memset(ch, 0, sizeof ch);
    ch[0] = (hw_channel){ .hz = 300, .vol = 15, .frames = 10, .serial = 1 };
    ch[2] = (hw_channel){ .hz = 4000, .vol = 15, .frames = 10, .serial = 1 };
    for (uint8_t p = 0; p < CON_PROF_COUNT; p++) {
        static synth s;
        synth_init(&s, 100);
        synth_take(&s, p, ch);
        assert_true(energy(&s, SYNTH_FRAME) > 0);
    }
    /* The VideoBrain's 2-bit DAC: only four levels per channel. */
    static synth v;
    ch[2].frames = 0;
    ch[2].serial = 0;
    synth_init(&v, 100);
    synth_take(&v, CON_PROF_VIDEOBRAIN, ch);
    synth_render(&v, samples, SYNTH_FRAME);
    int16_t levels[8];
    int nl = 0;
    for (int i = 0; i < SYNTH_FRAME; i++) {
        int seen = 0;
        for (int j = 0; j < nl; j++)
            seen |= levels[j] == samples[i];
        if (!seen && nl < 8)
            levels[nl++] = samples[i];
    }
    assert_int_equal(nl, 4);
}

static void test_audio_rate_control(void **state)
{
    (void)state;
    /* Exactly a frame's samples near the target, 1% either way off it. */
    assert_int_equal(audio_frame_samples(3 * SYNTH_FRAME), SYNTH_FRAME);
    assert_true(audio_frame_samples(0) > SYNTH_FRAME);
    assert_true(audio_frame_samples(10 * SYNTH_FRAME) < SYNTH_FRAME);
    assert_true(audio_frame_samples(0) - SYNTH_FRAME <= SYNTH_FRAME / 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_synth_silence_and_duration),
        cmocka_unit_test(test_synth_phase_restart),
        cmocka_unit_test(test_synth_profiles),
        cmocka_unit_test(test_audio_rate_control),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
