/* padtable.c — front/padmap.c's table as the native build gives it, for
 * tests/web/pads.mjs to hold the page against: one line per title of the
 * registry, pad (1, 2) and button (front/padmap.h PM_*), alone and with L
 * held (the keypad layer):
 *   NAME PAD HELD JOY1 JOY2 PAD1 PAD2 BUTTONS
 * HELD is the PM_BIT mask; the rest is pm_apply's hw_input, in decimal. */
#include <stdio.h>

#include "front/keyhelp.h"
#include "front/padmap.h"

int main(void)
{
    for (unsigned i = 0; i < ttl_count; i++) {
        km_title t = km_title_of(&ttl_titles[i]);
        for (int p = 0; p < 2; p++)
            for (int b = 0; b < PM_BUTTONS; b++)
                for (int layer = 0; layer < 2; layer++) {
                    unsigned held = PM_BIT(b) | (layer ? PM_BIT(PM_L) : 0);
                    hw_input in = { 0 };
                    pm_apply(&t, p, held, &in);
                    printf("%s %d %u %u %u %u %u %u\n", ttl_titles[i].name, p + 1, held,
                           in.joy[0], in.joy[1], in.pad[0], in.pad[1], in.buttons);
                }
    }
    return 0;
}
