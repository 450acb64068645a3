/* expr.c — see expr.h: a recursive-descent evaluator, one function per
 * precedence level. */
#include "debug/expr.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ps {
    const char *s;
    const ex_env *env;
    char *err;
    size_t n;
    int bad;
} ps;

static void skip(ps *p)
{
    while (isspace((unsigned char)*p->s))
        p->s++;
}

static int eat(ps *p, const char *tok)
{
    skip(p);
    size_t l = strlen(tok);
    if (strncmp(p->s, tok, l))
        return 0;
    /* "<" must not eat "<=" or "<<", "&" not "&&", and so on. */
    if (l == 1 && strchr("<>&|=!", tok[0]) && (p->s[1] == '=' || p->s[1] == tok[0]))
        return 0;
    p->s += l;
    return 1;
}

static long fail(ps *p, const char *why)
{
    if (!p->bad)
        snprintf(p->err, p->n, "%s at '%.20s'", why, p->s);
    p->bad = 1;
    return 0;
}

static long expr(ps *p);

static long number(ps *p)
{
    int base = 10;
    if (*p->s == '$') { base = 16; p->s++; }
    else if (*p->s == '%') { base = 2; p->s++; }
    else if (p->s[0] == '0' && (p->s[1] == 'x' || p->s[1] == 'X')) { base = 16; p->s += 2; }
    char *end;
    long v = strtol(p->s, &end, base);
    if (end == p->s)
        return fail(p, "a number expected");
    p->s = end;
    return v;
}

static long word(ps *p)
{
    char name[96];
    size_t k = 0;
    while ((isalnum((unsigned char)*p->s) || *p->s == '_' || *p->s == '.') && k + 1 < sizeof name)
        name[k++] = *p->s++;
    name[k] = 0;
    long v;
    char up[96];
    for (size_t i = 0; i <= k; i++)
        up[i] = (char)toupper((unsigned char)name[i]);
    if (p->env->var && !p->env->var(p->env->ctx, name, &v))
        return v;
    if (p->env->reg && !p->env->reg(p->env->ctx, up, &v))
        return v;
    if (p->env->name && !p->env->name(p->env->ctx, name, &v))
        return v;
    char why[140];
    snprintf(why, sizeof why, "unknown name '%s'", name);
    return fail(p, why);
}

static long primary(ps *p)
{
    skip(p);
    if (eat(p, "(")) {
        long v = expr(p);
        if (!eat(p, ")"))
            return fail(p, "')' expected");
        return v;
    }
    if (eat(p, "[")) {
        long a = expr(p);
        if (!eat(p, "]"))
            return fail(p, "']' expected");
        uint8_t lo = p->env->peek(p->env->ctx, (uint16_t)a);
        if (eat(p, ".w"))
            return lo | p->env->peek(p->env->ctx, (uint16_t)(a + 1)) << 8;
        eat(p, ".b");
        return lo;
    }
    if (isdigit((unsigned char)*p->s) || *p->s == '$' || *p->s == '%')
        return number(p);
    if (isalpha((unsigned char)*p->s) || *p->s == '_')
        return word(p);
    return fail(p, "a value expected");
}

static long unary(ps *p)
{
    if (eat(p, "-")) return -unary(p);
    if (eat(p, "!")) return !unary(p);
    if (eat(p, "~")) return ~unary(p);
    return primary(p);
}

static long mul(ps *p)
{
    long v = unary(p);
    for (;;) {
        if (eat(p, "*")) v *= unary(p);
        else if (eat(p, "/")) { long d = unary(p); v = d ? v / d : fail(p, "division by zero"); }
        else if (eat(p, "%")) { long d = unary(p); v = d ? v % d : fail(p, "division by zero"); }
        else return v;
    }
}

static long add(ps *p)
{
    long v = mul(p);
    for (;;) {
        if (eat(p, "+")) v += mul(p);
        else if (eat(p, "-")) v -= mul(p);
        else return v;
    }
}

static long shift(ps *p)
{
    long v = add(p);
    for (;;) {
        if (eat(p, "<<")) v = (long)((unsigned long)v << (add(p) & 31));
        else if (eat(p, ">>")) v >>= add(p) & 31;
        else return v;
    }
}

static long rel(ps *p)
{
    long v = shift(p);
    for (;;) {
        if (eat(p, "<=")) v = v <= shift(p);
        else if (eat(p, ">=")) v = v >= shift(p);
        else if (eat(p, "<")) v = v < shift(p);
        else if (eat(p, ">")) v = v > shift(p);
        else return v;
    }
}

static long eq(ps *p)
{
    long v = rel(p);
    for (;;) {
        if (eat(p, "==")) v = v == rel(p);
        else if (eat(p, "!=")) v = v != rel(p);
        else return v;
    }
}

static long band(ps *p)
{
    long v = eq(p);
    while (eat(p, "&")) v &= eq(p);
    return v;
}

static long bxor(ps *p)
{
    long v = band(p);
    while (eat(p, "^")) v ^= band(p);
    return v;
}

static long bor(ps *p)
{
    long v = bxor(p);
    while (eat(p, "|")) v |= bxor(p);
    return v;
}

static long land(ps *p)
{
    long v = bor(p);
    while (eat(p, "&&")) { long w = bor(p); v = v && w; }
    return v;
}

static long expr(ps *p)
{
    long v = land(p);
    while (eat(p, "||")) { long w = land(p); v = v || w; }
    return v;
}

int ex_eval(const char *s, const ex_env *env, long *out, char *err, size_t n)
{
    ps p = { s, env, err, n, 0 };
    long v = expr(&p);
    skip(&p);
    if (!p.bad && *p.s)
        fail(&p, "unexpected text");
    if (p.bad)
        return -1;
    *out = v;
    return 0;
}
