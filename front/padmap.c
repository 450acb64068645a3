/* padmap.c — see padmap.h. */
#include "front/padmap.h"

/* Per button: the joystick bit (0-6: up down left right fire side-a
 * side-b) or console button it holds, its keypad key beside them, and its
 * key in the layer (a controller's grid on the pad: West 1, Up 2, North 3,
 * Left 4, R2 5, Right 6, South 7, Down 8, East 9, Select CLEAR, L2 0,
 * Start ENTER). North stays a console button: Capture plays on the D-pad
 * and South alone. */
typedef struct pm_row { int8_t joy, console, key, layer; } pm_row;
#define NONE (-1)
static const pm_row rows[PM_BUTTONS] = {
    [PM_UP]     = { 0, NONE, 1, 1 },
    [PM_DOWN]   = { 1, NONE, 7, 7 },
    [PM_LEFT]   = { 2, NONE, 3, 3 },
    [PM_RIGHT]  = { 3, NONE, 5, 5 },
    [PM_SOUTH]  = { 4, NONE, 11, 6 },
    [PM_EAST]   = { 5, NONE, 9, 8 },
    [PM_WEST]   = { 6, NONE, 4, 0 },
    [PM_NORTH]  = { NONE, KM_SEL_B, NONE, 2 },
    [PM_L]      = { NONE, NONE, NONE, NONE },
    [PM_R]      = { NONE, NONE, NONE, NONE },
    [PM_L2]     = { NONE, KM_OPTION, NONE, 10 },
    [PM_R2]     = { NONE, NONE, NONE, 4 },
    [PM_START]  = { NONE, KM_START, NONE, 11 },
    [PM_SELECT] = { NONE, KM_SEL_A, NONE, 9 },
    [PM_L3]     = { NONE, NONE, NONE, NONE },
    [PM_R3]     = { NONE, NONE, NONE, NONE },
};

int pm_layer(unsigned held)
{
    return (held & (PM_BIT(PM_L) | PM_BIT(PM_R))) != 0;
}

int pm_key(int b, int layer)
{
    return layer ? rows[b].layer : rows[b].key;
}

static int add(const km_title *t, int act, int *acts, int n, int max)
{
    if (act >= 0 && n < max && km_reads(t, act))
        acts[n++] = act;
    return n;
}

int pm_actions(const km_title *t, int player, unsigned held, int *acts, int max)
{
    int n = 0, layer = pm_layer(held);
    for (int b = 0; b < PM_BUTTONS; b++) {
        if (!(held & PM_BIT(b)))
            continue;
        const pm_row *r = &rows[b];
        int key = layer ? r->layer : r->key;
        if (!layer && r->joy >= 0)
            n = add(t, KM_JOY1 + player * KM_JOY_BITS + r->joy, acts, n, max);
        if (!layer)
            n = add(t, r->console, acts, n, max);
        if (key >= 0)
            n = add(t, KM_PAD1 + player * KM_PAD_KEYS + key, acts, n, max);
    }
    return n;
}

void pm_apply(const km_title *t, int player, unsigned held, hw_input *in)
{
    int acts[2 * PM_BUTTONS];
    int n = pm_actions(t, player, held, acts, 2 * PM_BUTTONS);
    for (int i = 0; i < n; i++)
        km_apply(acts[i], in);
}

unsigned pm_acting(const km_title *t, int player)
{
    unsigned acting = 0;
    int acts[3];
    for (int b = 0; b < PM_BUTTONS; b++) {
        if (pm_actions(t, player, PM_BIT(b), acts, 3))
            acting |= PM_BIT(b);
        if (rows[b].layer >= 0 && km_reads(t, KM_PAD1 + player * KM_PAD_KEYS + rows[b].layer))
            acting |= PM_BIT(b) | PM_BIT(PM_L) | PM_BIT(PM_R);
    }
    return acting;
}
