/* toolopt.c — see toolopt.h. */
#include "tools/toolopt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int topt_fail(const topt_tool *t, const char *why)
{
    fprintf(stderr, "%s: %s (usage: %s)\n", t->prog, why, t->usage);
    return 2;
}

static const topt *find(const topt *opts, const char *name)
{
    for (; opts->name; opts++)
        if (!strcmp(opts->name, name))
            return opts;
    return NULL;
}

/* A decimal number in min..max into *out; 0, or -1. */
static int number(const char *s, const topt *o)
{
    char *end;
    if (!*s || *s == '-' || *s == '+' || *s == ' ')
        return -1;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || v < o->min || v > o->max)
        return -1;
    *o->num = v;
    return 0;
}

int topt_parse(const topt_tool *t, int argc, char **argv, const topt *opts,
               const char **pos, int npos)
{
    int k = 0;
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i];
        if (s[0] != '-' || !s[1]) {
            if (k == npos)
                return topt_fail(t, "too many arguments");
            pos[k++] = s;
            continue;
        }
        const topt *o = find(opts, s);
        if (!o)
            return topt_fail(t, "unknown option");
        if (o->flag) {
            *o->flag = 1;
            continue;
        }
        if (++i >= argc)
            return topt_fail(t, "missing value after an option");
        if (o->str)
            *o->str = argv[i];
        else if (number(argv[i], o))
            return topt_fail(t, "bad number");
    }
    return 0;
}
