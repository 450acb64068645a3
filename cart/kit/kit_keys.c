/* kit_keys.c — logical frames that keep typed-ahead keys, held controls as
 * presses with auto-repeat, and one-key questions (kit.h). */
#include "cart/kit/kit.h"

static uint8_t queue[KIT_KEYS], head, count;
uint16_t kit_full_hz;

void kit_init(void)
{
    head = 0;
    count = 0;
    kit_full_hz = 0;
}

void kit_flush(void)
{
    head = 0;
    count = 0;
}

/* The key latched this frame joins the queue (a full queue drops it,
 * with a beep if the title asked for one). */
static uint8_t take(void)
{
    uint8_t k = con_key();
    if (!k)
        return 0;
    if (count < KIT_KEYS)
        queue[(uint8_t)(head + count++) % KIT_KEYS] = k;
    else if (kit_full_hz)
        con_sound(CON_CH_TONE1, kit_full_hz, 12, KIT_FULL_FRAMES);
    return k;
}

void kit_frame(void)
{
    con_wait_frame();
    take();
}

uint8_t kit_poll(void)
{
    con_poll();
    return take();
}

void kit_wait(uint8_t n)
{
    while (n--)
        kit_frame();
}

uint8_t kit_key(void)
{
    uint8_t k;
    if (!count)
        return 0;
    k = queue[head];
    head = (uint8_t)((head + 1) % KIT_KEYS);
    --count;
    return k;
}

uint8_t kit_upper(uint8_t k)
{
    return (k >= 'a' && k <= 'z') ? (uint8_t)(k - 32) : k;
}

uint8_t kit_get(void)
{
    kit_frame();
    return kit_upper(kit_key());
}

uint8_t kit_ask(const char *keys)
{
    uint8_t k;
    const char *p;
    for (;;) {
        k = kit_get();
        for (p = keys; k && *p; ++p)
            if (k == (uint8_t)*p)
                return k;
    }
}

uint8_t kit_yes_no(void) { return kit_ask("YN") == 'Y'; }

void kit_rep_reset(kit_rep *r)
{
    r->held = 0xFFFFu;              /* whatever is down now is no press */
    r->frames = 0;
}

uint16_t kit_rep_step(kit_rep *r, uint16_t now, uint16_t repeat)
{
    uint16_t pressed = (uint16_t)(now & ~r->held);
    if (now && now == r->held && (now & repeat)) {
        if (++r->frames >= KIT_REPEAT_FIRST) {
            r->frames = (uint8_t)(KIT_REPEAT_FIRST - KIT_REPEAT_NEXT);
            pressed = (uint16_t)(now & repeat);
        }
    } else {
        r->frames = 0;
    }
    r->held = now;
    return pressed;
}
