/* test_synth.c — every machine look's voice (front/synth.c), by golden
 * values as test_render checks its pictures: a fixed score of notes (two
 * tones and the noise, volumes 1 to 15, a tone ending, a restart) is
 * synthesized in each look and its samples hashed. A change here is an
 * audible change of a machine's voice: listen (annex --machine NAME, or
 * --wav), then update the hash on purpose. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "front/looks.h"
#include "front/synth.h"

/* FNV-1a over the samples' bytes of the score, and its loudest sample. */
static const struct { const char *look; uint32_t hash; int peak; } golden[] = {
    { "generic", 0xFFEB429F, 10901 },
    { "videobrain", 0x96FAE5E9, 12693 },
    { "apple2", 0x708C2B17, 20984 },
    { "trs80", 0x213B19CC, 13783 },
    { "arcadia", 0x0CDE5B68, 10880 },
    { "cga", 0xF57C1F75, 5600 },
    { "cga-mono", 0xF57C1F75, 5600 },
    { "atari", 0xFFEB429F, 10901 },
};

/* One frame of the score: tone 0, tone 1 and the noise (hz, vol, frames). */
typedef struct { uint16_t hz[3]; uint8_t vol[3], frames[3]; } bar;
static const bar score[] = {
    { { 440, 0, 0 },      { 15, 0, 0 },   { 3, 0, 0 } },
    { { 440, 660, 0 },    { 15, 9, 0 },   { 0, 2, 0 } },   /* tone 0 runs on */
    { { 0, 0, 4000 },     { 0, 0, 15 },   { 0, 0, 2 } },
    { { 523, 784, 1200 }, { 1, 5, 6 },    { 2, 2, 2 } },   /* quiet: the levels */
    { { 523, 784, 1200 }, { 10, 11, 3 },  { 2, 2, 2 } },
    { { 0, 1500, 0 },     { 0, 15, 0 },   { 0, 2, 0 } },   /* tone 1 alone */
    { { 220, 0, 9000 },   { 7, 0, 12 },   { 255, 0, 3 } }, /* held until stopped */
};
#define FRAMES 12

static uint32_t fnv(uint32_t x, const int16_t *s, int n)
{
    for (int i = 0; i < n; i++)
        for (int b = 0; b < 16; b += 8) {
            x ^= (uint8_t)((uint16_t)s[i] >> b);
            x *= 16777619u;
        }
    return x;
}

/* The score in look `profile`; *peak gets the loudest sample's size. */
static uint32_t play(uint8_t profile, int *peak)
{
    static synth s;
    static int16_t out[SYNTH_FRAME];
    hw_channel ch[3];
    uint32_t x = 2166136261u;
    memset(ch, 0, sizeof ch);
    synth_init(&s, 80);
    *peak = 0;
    for (int f = 0; f < FRAMES; f++) {
        if (f < (int)(sizeof score / sizeof score[0])) {
            for (int i = 0; i < 3; i++)
                if (score[f].hz[i])
                    ch[i] = (hw_channel){ .hz = score[f].hz[i], .vol = score[f].vol[i],
                                          .frames = score[f].frames[i] == 255 ? CON_DUR_HOLD : score[f].frames[i],
                                          .serial = (uint8_t)(ch[i].serial + 1) };
            synth_take(&s, profile, ch);
        } else {
            synth_tick(&s);
        }
        synth_render(&s, out, SYNTH_FRAME);
        for (int i = 0; i < SYNTH_FRAME; i++)
            if (abs(out[i]) > *peak)
                *peak = abs(out[i]);
        x = fnv(x, out, SYNTH_FRAME);
    }
    return x;
}

static void test_golden_voices(void **state)
{
    (void)state;
    int fails = 0, voices = 0;
    for (unsigned i = 0; i < look_count; i++) {
        const look *l = &looks[i];
        if (strcmp(look_profile_name(l->profile), l->name))
            continue;                      /* a second test card of a voice seen */
        voices++;
        unsigned g = 0;
        while (g < sizeof golden / sizeof golden[0] && strcmp(golden[g].look, l->name))
            g++;
        int peak;
        uint32_t hash = play(l->profile, &peak);
        if (g == sizeof golden / sizeof golden[0] || hash != golden[g].hash || peak != golden[g].peak) {
            printf("    { \"%s\", 0x%08lX, %d },\n", l->name, (unsigned long)hash, peak);
            fails++;
        }
    }
    assert_int_equal(voices, CON_PROF_COUNT);
    assert_int_equal(fails, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_golden_voices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
