/* cap_in.c — the keypads and console buttons as presses, and the sounds.
 * The game acts on a key when it goes down (a held key is one press), except
 * the arrow and time keys, which repeat while held, as a player expects
 * (the toolkit's kit_rep: cart/kit/kit.h). */
#include "cart/capture/cap.h"
#include "cart/kit/kit.h"

#define REPEAT_KEYS (CAP_K_UP | CAP_K_DOWN | CAP_K_LEFT | CAP_K_RIGHT \
                     | CAP_K_MIN_DOWN | CAP_K_MIN_UP | CAP_K_SEC_DOWN | CAP_K_SEC_UP)

static kit_rep   pads[2], buttons;
static uint16_t pressed[2];
static uint8_t  buttons_pressed;
/* One queued note: the second half of "bip-p". */
static uint16_t note_hz;
static uint8_t  note_delay, note_frames;

void cap_in_reset(void)
{
    kit_init();
    kit_rep_reset(&pads[0]);        /* keys down at the start are not presses */
    kit_rep_reset(&pads[1]);
    kit_rep_reset(&buttons);
    pressed[0] = pressed[1] = 0;
    buttons_pressed = 0;
    note_delay = 0;
}

void cap_in_frame(void)
{
    pressed[0] = kit_rep_step(&pads[0], con_pad(0), REPEAT_KEYS);
    pressed[1] = kit_rep_step(&pads[1], con_pad(1), REPEAT_KEYS);
    buttons_pressed = (uint8_t)kit_rep_step(&buttons, con_buttons(), 0);
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
    kit_frame();
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
