/* cap_in.c — the keypads and console buttons as presses, and the sounds.
 * The game acts on a key when it goes down (a held key is one press), except
 * the arrow and time keys, which repeat while held, as a player expects. */
#include "cart/capture/cap.h"

#define REPEAT_KEYS (CAP_K_UP | CAP_K_DOWN | CAP_K_LEFT | CAP_K_RIGHT \
                     | CAP_K_MIN_DOWN | CAP_K_MIN_UP | CAP_K_SEC_DOWN | CAP_K_SEC_UP)
#define REPEAT_FIRST 20            /* frames held before the first repeat */
#define REPEAT_NEXT   6            /* frames between repeats */

static uint16_t held[2], pressed[2];
static uint8_t  hold_frames[2];
static uint8_t  buttons_held, buttons_pressed;
/* One queued note: the second half of "bip-p". */
static uint16_t note_hz;
static uint8_t  note_delay, note_frames;

void cap_in_reset(void)
{
    held[0] = held[1] = 0xFFFFu;   /* keys down at the start are not presses */
    pressed[0] = pressed[1] = 0;
    hold_frames[0] = hold_frames[1] = 0;
    buttons_held = 0xFF;
    buttons_pressed = 0;
    note_delay = 0;
}

static void pad_frame(uint8_t n)
{
    uint16_t now = con_pad(n);
    pressed[n] = (uint16_t)(now & ~held[n]);
    if (now && now == held[n] && (now & REPEAT_KEYS)) {
        ++hold_frames[n];
        if (hold_frames[n] >= REPEAT_FIRST) {
            hold_frames[n] = (uint8_t)(REPEAT_FIRST - REPEAT_NEXT);
            pressed[n] = (uint16_t)(now & REPEAT_KEYS);
        }
    } else {
        hold_frames[n] = 0;
    }
    held[n] = now;
}

void cap_in_frame(void)
{
    uint8_t b = con_buttons();
    pad_frame(0);
    pad_frame(1);
    buttons_pressed = (uint8_t)(b & ~buttons_held);
    buttons_held = b;
}

uint16_t cap_in_pad(uint8_t n) { return pressed[n & 1]; }
uint8_t  cap_in_buttons(void)  { return buttons_pressed; }

static void sound_step(void)
{
    if (note_delay && --note_delay == 0)
        con_sound(CON_CH_TONE0, note_hz, 10, note_frames);
}

void cap_frame(void)
{
    con_wait_frame();
    cap_in_frame();
    sound_step();
}

void cap_sfx_bip(void)
{
    con_sound(CON_CH_TONE0, 1760, 10, 3);
    note_hz = 1175;
    note_delay = 4;
    note_frames = 5;
}

void cap_sfx_bar(void)
{
    note_delay = 0;
    con_sound(CON_CH_TONE0, 131, 12, 36);
    con_sound(CON_CH_NOISE, 1200, 5, 36);
}

void cap_sfx_place(void)
{
    note_delay = 0;
    con_sound(CON_CH_TONE0, 880, 10, 6);
}

void cap_sfx_end(void)
{
    con_sound(CON_CH_TONE0, 523, 10, 20);
    note_hz = 392;
    note_delay = 22;
    note_frames = 30;
}
