/* act.c — reading the conformance scripts (act.h). */
#include "tests/conform/act.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "front/hidkey.h"

/* The keys of a combination are split at each '+' but a last one
 * ("Ctrl+Keypad +"). */
act_keys act_chord(const char *text)
{
    act_keys k = { 0, { 0 } };
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *t = buf, *end; *t; t = end) {
        end = strchr(t, '+');
        if (end && !end[1])
            end = NULL;
        if (end)
            *end++ = 0;
        else
            end = t + strlen(t);
        int32_t u = !strcmp(t, "Ctrl") ? HID_LCTRL : !strcmp(t, "Alt") ? HID_LALT
                  : !strcmp(t, "Shift") ? HID_LSHIFT : hid_usage(t);
        if (u < 0 || k.n == ACT_MAX_KEYS)
            return (act_keys){ 0, { 0 } };
        k.usage[k.n++] = (int)u;
    }
    return k;
}

static int add(act_script *s, act_step st)
{
    if (s->n + 1 >= ACT_MAX_STEPS)
        return -1;
    s->step[s->n++] = st;
    return 0;
}

/* One line's steps; -1 when it is not an action. */
static int parse(act_script *s, const char *verb, const char *rest)
{
    static const struct { const char *verb; int kind; } plain[] = {
        { "reset", ACT_RESET }, { "record", ACT_RECORD }, { "save", ACT_SAVE }, { "load", ACT_LOAD },
    };
    act_step st = { 0 };
    int a = 0, b = 0;
    for (unsigned i = 0; i < sizeof plain / sizeof plain[0]; i++)
        if (!strcmp(verb, plain[i].verb))
            return *rest ? -1 : add(s, (act_step){ .kind = plain[i].kind });
    if (!strcmp(verb, "wait") || !strcmp(verb, "rewind")) {
        st.kind = verb[0] == 'w' ? ACT_WAIT : ACT_REWIND;
        st.n = atoi(rest);
        return st.n > 0 ? add(s, st) : -1;
    }
    if (!strcmp(verb, "switch") || !strcmp(verb, "title")) {
        if (!*rest || strlen(rest) >= sizeof st.name)
            return -1;
        if (verb[0] == 't') {
            snprintf(s->title, sizeof s->title, "%s", rest);
            return 0;
        }
        st.kind = ACT_SWITCH;
        snprintf(st.name, sizeof st.name, "%s", rest);
        return add(s, st);
    }
    if (!strcmp(verb, "pad")) {
        if (sscanf(rest, "%d %d", &a, &b) != 2 || a < 1 || a > 2 || b < 1 || b > 12)
            return -1;
        st = (act_step){ .kind = ACT_PAD, .pad = a - 1, .n = b - 1, .down = 1 };
        act_step up = st;
        up.down = 0;
        return add(s, st) || add(s, (act_step){ .kind = ACT_WAIT, .n = 1 }) || add(s, up);
    }
    st.keys = act_chord(rest);
    if (!st.keys.n)
        return -1;
    st.kind = !strcmp(verb, "up") ? ACT_UP : ACT_DOWN;
    if (!strcmp(verb, "down") || !strcmp(verb, "up"))
        return add(s, st);
    if (strcmp(verb, "key"))
        return -1;
    act_step up = st;
    up.kind = ACT_UP;
    return add(s, st) || add(s, (act_step){ .kind = ACT_WAIT, .n = 1 }) || add(s, up);
}

int act_load(const char *path, act_script *s, char *err, size_t n)
{
    char line[256];
    int no = 0;
    FILE *f = fopen(path, "r");
    memset(s, 0, sizeof *s);
    if (!f) {
        snprintf(err, n, "%s: cannot read", path);
        return -1;
    }
    while (fgets(line, sizeof line, f)) {
        char verb[16] = "", *rest;
        no++;
        line[strcspn(line, "#\r\n")] = 0;
        if (sscanf(line, "%15s", verb) != 1)
            continue;
        rest = strstr(line, verb) + strlen(verb);
        rest += strspn(rest, " \t");
        for (size_t e = strlen(rest); e && (rest[e - 1] == ' ' || rest[e - 1] == '\t'); e--)
            rest[e - 1] = 0;
        if (parse(s, verb, rest)) {
            snprintf(err, n, "%s:%d: not an action: %s", path, no, line);
            fclose(f);
            return -1;
        }
    }
    fclose(f);
    if (!s->title[0]) {
        snprintf(err, n, "%s: no title line", path);
        return -1;
    }
    s->step[s->n++] = (act_step){ .kind = ACT_END };
    return 0;
}
