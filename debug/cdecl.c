/* cdecl.c — see cdecl.h. The source is cut into tokens first (identifiers,
 * numbers, one-character punctuation); declarations are then read at the
 * starts of statements. */
#include "debug/cdecl.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TOK_LEN 48

typedef struct tok { char s[TOK_LEN]; } tok;
typedef struct toks { tok *t; int n, cap; } toks;

static int push(toks *v, const char *s, size_t len)
{
    if (v->n == v->cap) {
        int cap = v->cap ? 2 * v->cap : 4096;
        tok *p = realloc(v->t, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        v->t = p;
        v->cap = cap;
    }
    if (len >= TOK_LEN)
        len = TOK_LEN - 1;
    memcpy(v->t[v->n].s, s, len);
    v->t[v->n++].s[len] = 0;
    return 0;
}

/* Skips a comment, string, character or preprocessor line at s: the next
 * position, or s itself when there is none. */
static const char *skip_noise(const char *s, int line_start)
{
    if (s[0] == '/' && s[1] == '*') {
        const char *e = strstr(s + 2, "*/");
        return e ? e + 2 : s + strlen(s);
    }
    if ((s[0] == '/' && s[1] == '/') || (line_start && s[0] == '#')) {
        while (*s && !(s[0] == '\n' && s[-1] != '\\'))
            s++;
        return s;
    }
    if (s[0] == '"' || s[0] == '\'') {
        char q = *s++;
        while (*s && *s != q)
            s += s[0] == '\\' && s[1] ? 2 : 1;
        return *s ? s + 1 : s;
    }
    return s;
}

static int tokenize(const char *s, toks *v)
{
    int line_start = 1;
    while (*s) {
        const char *e = skip_noise(s, line_start);
        if (e != s) {
            if (*s == '"' || *s == '\'')
                push(v, "\"", 1);       /* a value, for initializers */
            s = e;
            continue;
        }
        if (*s == '\n')
            line_start = 1;
        else if (!isspace((unsigned char)*s))
            line_start = 0;
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        e = s + 1;
        if (isalnum((unsigned char)*s) || *s == '_')
            for (e = s; isalnum((unsigned char)*e) || *e == '_'; e++)
                ;
        if (push(v, s, (size_t)(e - s)))
            return -1;
        s = e;
    }
    return 0;
}

static int is_ident(const char *s)
{
    return isalpha((unsigned char)s[0]) || s[0] == '_';
}

static int is_keyword(const char *s)
{
    static const char *const w[] = {
        "return", "if", "else", "while", "for", "do", "switch", "case", "default", "goto",
        "break", "continue", "sizeof", "typedef", NULL
    };
    for (int i = 0; w[i]; i++)
        if (!strcmp(s, w[i]))
            return 1;
    return 0;
}

static int is_type_word(const char *s)
{
    static const char *const w[] = {
        "const", "volatile", "static", "register", "extern", "unsigned", "signed", "char",
        "short", "int", "long", "void", "struct", "union", "enum", "bool", NULL
    };
    for (int i = 0; w[i]; i++)
        if (!strcmp(s, w[i]))
            return 1;
    size_t n = strlen(s);
    return n > 2 && !strcmp(s + n - 2, "_t");
}

/* Size and signedness of a base type written as words. */
static void size_of(cdecl_var *v)
{
    const char *t = v->type;
    int uns = strstr(t, "unsigned") != NULL || strstr(t, "uint") != NULL;
    v->is_signed = !uns && (strstr(t, "int") || strstr(t, "short") || strstr(t, "long")
                            || strstr(t, "signed"));
    if (v->is_ptr) v->size = 2;
    else if (strstr(t, "struct") || strstr(t, "union")) v->size = 0;
    else if (strstr(t, "int8_t") || strstr(t, "char") || strstr(t, "bool")) v->size = 1;
    else if (strstr(t, "int32_t") || strstr(t, "long")) v->size = 4;
    else if (strstr(t, "int16_t") || strstr(t, "short") || strstr(t, "int") || strstr(t, "unsigned")
             || strstr(t, "signed")) v->size = 2;
    else v->size = 0;
    if (strstr(t, "char") && !strstr(t, "signed char"))
        v->is_signed = strstr(t, "signed") && !uns;
}

static void append(char *dst, size_t n, const char *w)
{
    size_t l = strlen(dst);
    snprintf(dst + l, n - l, "%s%s", l ? " " : "", w);
}

/* Reads declarators from t[i] (after the type words) to ';' or end, adding
 * each name. Returns the index after the declaration. */
static int declarators(const toks *v, int i, int end, const char *type, cdecl_var *out,
                       int *n, int max)
{
    while (i < end && strcmp(v->t[i].s, ";")) {
        cdecl_var d;
        memset(&d, 0, sizeof d);
        snprintf(d.type, sizeof d.type, "%s", type);
        while (i < end && !strcmp(v->t[i].s, "*")) {
            d.is_ptr = 1;
            append(d.type, sizeof d.type, "*");
            i++;
        }
        while (i < end && (!strcmp(v->t[i].s, "const") || !strcmp(v->t[i].s, "volatile")))
            i++;
        if (i >= end || !is_ident(v->t[i].s))
            return i + 1;
        snprintf(d.name, sizeof d.name, "%s", v->t[i++].s);
        while (i < end && !strcmp(v->t[i].s, "[")) {
            int k = i + 1;
            d.count = isdigit((unsigned char)v->t[k].s[0]) && !strcmp(v->t[k + 1].s, "]")
                      ? (d.count > 0 ? d.count : 1) * atoi(v->t[k].s) : -1;
            if (!strcmp(v->t[k].s, "]"))
                d.count = -1;
            while (i < end && strcmp(v->t[i].s, "]"))
                i++;
            i++;
        }
        size_of(&d);
        if (*n < max)
            out[(*n)++] = d;
        /* An initializer or anything else: to the next ',' or ';' at this depth. */
        int depth = 0;
        while (i < end) {
            const char *s = v->t[i].s;
            if (!depth && (!strcmp(s, ",") || !strcmp(s, ";")))
                break;
            if (!depth && !strcmp(s, "{") && !strcmp(v->t[i - 1].s, ")"))
                return i + 1;           /* a function's body: the caller skips it */
            if (strchr("({[", s[0]) && !s[1]) depth++;
            if (strchr(")}]", s[0]) && !s[1]) depth--;
            i++;
        }
        if (i < end && !strcmp(v->t[i].s, ","))
            i++;
    }
    return i + 1;
}

/* Is a declaration starting at t[i]? Its type words end where *after points. */
static int decl_at(const toks *v, int i, int end, char *type, size_t tn, int *after)
{
    int k = i;
    type[0] = 0;
    while (k < end && is_type_word(v->t[k].s)) {
        if (strcmp(v->t[k].s, "static") && strcmp(v->t[k].s, "register") && strcmp(v->t[k].s, "extern"))
            append(type, tn, v->t[k].s);
        if (!strcmp(v->t[k].s, "struct") || !strcmp(v->t[k].s, "union") || !strcmp(v->t[k].s, "enum"))
            append(type, tn, v->t[++k].s);
        k++;
    }
    /* Qualifiers then a typedef name: "const srch_params *prm". */
    if (k > i && k + 1 < end && is_ident(v->t[k].s) && !is_keyword(v->t[k].s)
        && (is_ident(v->t[k + 1].s) || !strcmp(v->t[k + 1].s, "*")))
        append(type, tn, v->t[k++].s);
    if (k == i) {
        /* A typedef name not ending in _t: NAME NAME or NAME * NAME. */
        if (k + 2 < end && is_ident(v->t[k].s) && !is_keyword(v->t[k].s) && !is_keyword(v->t[k + 1].s)
            && (is_ident(v->t[k + 1].s) || (!strcmp(v->t[k + 1].s, "*") && is_ident(v->t[k + 2].s)
                                           && (k + 3 == end || strchr("=;,[", v->t[k + 3].s[0])))))
            append(type, tn, v->t[k++].s);
        else
            return 0;
    }
    *after = k;
    return k < end && (is_ident(v->t[k].s) || !strcmp(v->t[k].s, "*"));
}

static int matching(const toks *v, int i, const char *open, const char *close)
{
    int depth = 0;
    for (; i < v->n; i++) {
        if (!strcmp(v->t[i].s, open)) depth++;
        else if (!strcmp(v->t[i].s, close) && --depth == 0) return i;
    }
    return -1;
}

static void params_of(const toks *v, int lp, int rp, cdecl_var *out, int *n, int max)
{
    int i = lp + 1;
    while (i < rp) {
        int j = i, depth = 0;
        while (j < rp && (depth || strcmp(v->t[j].s, ","))) {
            if (!strcmp(v->t[j].s, "(")) depth++;
            if (!strcmp(v->t[j].s, ")")) depth--;
            j++;
        }
        char type[48];
        int after;
        if (decl_at(v, i, j, type, sizeof type, &after))
            declarators(v, after, j, type, out, n, max);
        i = j + 1;
    }
}

static void locals_of(const toks *v, int lb, int rb, cdecl_var *out, int *n, int max)
{
    int start = 1, parens = 0;
    for (int i = lb + 1; i < rb; i++) {
        const char *s = v->t[i].s;
        char type[48];
        int after;
        if (start && !parens && decl_at(v, i, rb, type, sizeof type, &after)) {
            i = declarators(v, after, rb, type, out, n, max) - 1;
            start = 1;
            continue;
        }
        if (!strcmp(s, "(")) parens++;
        if (!strcmp(s, ")")) parens--;
        start = !parens && (!strcmp(s, "{") || !strcmp(s, "}") || !strcmp(s, ";"));
    }
}

int cdecl_func(const char *src, const char *fname, cdecl_var *params, int *np,
               cdecl_var *locals, int *nl, int max)
{
    toks v = { 0 };
    int st = -1, depth = 0;
    *np = *nl = 0;
    if (tokenize(src, &v) == 0)
        for (int i = 0; i + 1 < v.n; i++) {
            if (!strcmp(v.t[i].s, "{")) depth++;
            if (!strcmp(v.t[i].s, "}")) depth--;
            if (depth || strcmp(v.t[i].s, fname) || strcmp(v.t[i + 1].s, "("))
                continue;
            int rp = matching(&v, i + 1, "(", ")");
            if (rp < 0 || rp + 1 >= v.n || strcmp(v.t[rp + 1].s, "{"))
                continue;
            int rb = matching(&v, rp + 1, "{", "}");
            if (rb < 0)
                break;
            params_of(&v, i + 1, rp, params, np, max);
            locals_of(&v, rp + 1, rb, locals, nl, max);
            st = 0;
            break;
        }
    free(v.t);
    return st;
}

int cdecl_global(const char *src, const char *name, cdecl_var *out)
{
    toks v = { 0 };
    int st = -1, depth = 0, start = 1;
    if (tokenize(src, &v) == 0)
        for (int i = 0; i < v.n && st; i++) {
            const char *s = v.t[i].s;
            char type[48];
            int after;
            if (!depth && start && decl_at(&v, i, v.n, type, sizeof type, &after)) {
                cdecl_var found[16];
                int n = 0;
                int next = declarators(&v, after, v.n, type, found, &n, 16);
                for (int k = 0; k < n; k++)
                    if (!strcmp(found[k].name, name)) {
                        *out = found[k];
                        st = 0;
                    }
                if (!strcmp(v.t[next - 1].s, "{")) {   /* a function's body */
                    int e = matching(&v, next - 1, "{", "}");
                    next = e < 0 ? v.n : e + 1;
                }
                i = next - 1;
                start = 1;
                continue;
            }
            if (!strcmp(s, "{")) depth++;
            if (!strcmp(s, "}")) depth--;
            start = !depth && (!strcmp(s, ";") || !strcmp(s, "}"));
        }
    free(v.t);
    return st;
}
