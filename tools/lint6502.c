/* lint6502 — finds C that gives a different result under cc65 on the 6502
 * than natively (docs/portability.md), in clang's AST of one source:
 *
 *   clang --target=msp430 -funsigned-char -nostdinc -isystem CC65_INCLUDE \
 *         -D__CC65__ -I. -fsyntax-only -Xclang -ast-dump=json FILE.c | lint6502
 *
 * msp430 is a clang target whose int is 16 bits and long 32, as on cc65;
 * -funsigned-char and cc65's own headers make the rest of the types cc65's.
 * Being the compiler's tree, not the text, formatting cannot hide a hit.
 * Prints one line per hit, `PATH:LINE: rule: what`, and exits 1 if any.
 *
 * Rules (each named in the output and in docs/portability.md):
 *   div-pow2   signed `/` or `/=` by a power-of-two constant whose left side
 *              is not of an unsigned type: cc65 shifts, rounding down.
 *   int16-wide a 16-bit int `*`, `+`, `-` or `<<` converted to 32 bits: it
 *              was computed in 16 bits on the 6502, in 32 natively.
 *   u16-promo  a `+`, `-`, `*` or `<<` of uint16_t values (unsigned on the
 *              6502, promoted to signed int natively) compared, divided,
 *              shifted right or widened, where the two differ.
 *   arg-order  a call whose arguments call the same function, or change
 *              what another uses: gcc and cc65 evaluate them in other orders.
 *   char-cond  a char `?:` nested in a char `?:` (miscompiled by cc65 -O).
 *   macro-twice a call or store in a macro's argument that the macro
 *              evaluates more than once (CON_DIV reads its argument twice).
 *   u8-arith   cc65 does not promote unsigned char to int (cc65 #170): an
 *              operation with a uint8_t operand is unsigned int there, so
 *              one that may be negative differs when compared, divided,
 *              shifted right or widened; and a byte minus a byte (or -a,
 *              ~a) is computed in 8 bits, so it differs wherever it is read
 *              as more than 8 bits. tests/lint/probes.list holds cc65's
 *              actual results (tests/check_lint_probes.sh).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

static const char *cur_file = "";
static long cur_line;
static int hits;

/* Enumerators seen so far: their values by node id (for constant divisors). */
#define MAX_ENUMS 4096
static struct { char id[24]; long long v; } enums[MAX_ENUMS];
static int n_enums;
static long long next_enum;

static const char *str(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsString(v) ? v->valuestring : "";
}

static const cJSON *kid(const cJSON *n, int i)
{
    const cJSON *in = cJSON_GetObjectItemCaseSensitive(n, "inner");
    return in ? cJSON_GetArrayItem(in, i) : NULL;
}

static int kids(const cJSON *n)
{
    return cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(n, "inner"));
}

static int is(const cJSON *n, const char *kind)
{
    return n && strcmp(str(n, "kind"), kind) == 0;
}

/* The type as the compiler sees it (typedefs resolved) and as written. */
static const char *type_of(const cJSON *n)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(n, "type");
    const char *d = str(t, "desugaredQualType");
    return *d ? d : str(t, "qualType");
}

static const char *written_type(const cJSON *n)
{
    return str(cJSON_GetObjectItemCaseSensitive(n, "type"), "qualType");
}

static int has_word(const char *s, const char *w)
{
    size_t l = strlen(w);
    for (const char *p = strstr(s, w); p; p = strstr(p + 1, w))
        if ((p == s || p[-1] == ' ') && (p[l] == 0 || p[l] == ' '))
            return 1;
    return 0;
}

static int is_unsigned(const char *t)
{
    return has_word(t, "unsigned") || strcmp(t, "_Bool") == 0 || strcmp(t, "char") == 0;
}

/* Integer types by width on the 6502 model (int 16, long 32). */
static int width(const char *t)
{
    if (strchr(t, '*') || strchr(t, '[') || strchr(t, '('))
        return 0;
    if (strstr(t, "long long"))
        return 64;
    if (has_word(t, "long"))
        return 32;
    if (has_word(t, "int") || has_word(t, "short") || strcmp(t, "unsigned") == 0)
        return 16;
    if (has_word(t, "char") || strcmp(t, "_Bool") == 0)
        return 8;
    return 0;
}

/* Skips parentheses and the implicit casts that change no value. */
static const cJSON *strip(const cJSON *n)
{
    while (n && (is(n, "ParenExpr") || (is(n, "ImplicitCastExpr")
               && strcmp(str(n, "castKind"), "IntegralCast") != 0)))
        n = kid(n, 0);
    return n;
}

/* Skips every implicit cast too (the operand as written). */
static const cJSON *strip_all(const cJSON *n)
{
    while (n && (is(n, "ParenExpr") || is(n, "ImplicitCastExpr")))
        n = kid(n, 0);
    return n;
}

/* An integer constant expression's value; 0 if it is not one. */
static int eval(const cJSON *n, long long *v)
{
    long long a, b;
    const char *op = str(n, "opcode");
    if (!n)
        return 0;
    if (is(n, "IntegerLiteral") || is(n, "ConstantExpr")) {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(n, "value");
        if (cJSON_IsString(x)) { *v = strtoll(x->valuestring, NULL, 0); return 1; }
        return is(n, "ConstantExpr") && eval(kid(n, 0), v);
    }
    if (is(n, "CharacterLiteral")) {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(n, "value");
        *v = cJSON_IsNumber(x) ? (long long)x->valuedouble : 0;
        return cJSON_IsNumber(x);
    }
    if (is(n, "ParenExpr") || is(n, "ImplicitCastExpr") || is(n, "CStyleCastExpr"))
        return eval(kid(n, 0), v);
    if (is(n, "DeclRefExpr")) {
        const char *id = str(cJSON_GetObjectItemCaseSensitive(n, "referencedDecl"), "id");
        for (int i = 0; i < n_enums; ++i)
            if (strcmp(enums[i].id, id) == 0) { *v = enums[i].v; return 1; }
        return 0;
    }
    if (is(n, "UnaryOperator")) {
        if (!eval(kid(n, 0), &a))
            return 0;
        if (!strcmp(op, "-")) *v = -a;
        else if (!strcmp(op, "+")) *v = a;
        else if (!strcmp(op, "~")) *v = ~a;
        else return 0;
        return 1;
    }
    if (is(n, "BinaryOperator")) {
        if (!eval(kid(n, 0), &a) || !eval(kid(n, 1), &b))
            return 0;
        if (!strcmp(op, "+")) *v = a + b;
        else if (!strcmp(op, "-")) *v = a - b;
        else if (!strcmp(op, "*")) *v = a * b;
        else if (!strcmp(op, "/") && b) *v = a / b;
        else if (!strcmp(op, "<<") && b >= 0 && b < 62) *v = a << b;
        else if (!strcmp(op, ">>") && b >= 0 && b < 62) *v = a >> b;
        else if (!strcmp(op, "&")) *v = a & b;
        else if (!strcmp(op, "|")) *v = a | b;
        else return 0;
        return 1;
    }
    return 0;
}

static void hit(const char *rule, const char *what)
{
    if (strncmp(cur_file, "/usr/", 5) == 0)
        return;                                 /* cc65's own headers */
    printf("%s:%ld: %s: %s\n", cur_file, cur_line, rule, what);
    ++hits;
}

/* div-pow2: the left side may be negative and the divisor is +-2^k. */
static void rule_div(const cJSON *n)
{
    const char *op = str(n, "opcode"), *t;
    long long d;
    if (strcmp(op, "/") && strcmp(op, "/="))
        return;
    t = is(n, "CompoundAssignOperator") ? str(cJSON_GetObjectItemCaseSensitive(n, "computeResultType"), "qualType")
                                         : type_of(n);
    if (is_unsigned(t) || !eval(kid(n, 1), &d))
        return;
    if (d < 0)
        d = -d;
    if (d < 2 || (d & (d - 1)))
        return;
    const cJSON *l = strip_all(kid(n, 0));
    long long lv;
    if (is_unsigned(type_of(l)) || (eval(l, &lv) && lv >= 0))
        return;
    hit("div-pow2", "signed division by a power of two rounds down on the 6502: CON_DIV() or an unsigned operand");
}

/* The operand is a 16-bit int operation that overflows differently. */
static int int16_op(const cJSON *n)
{
    const char *op = str(n, "opcode");
    n = strip(n);
    op = str(n, "opcode");
    return is(n, "BinaryOperator") && width(type_of(n)) == 16
        && (!strcmp(op, "*") || !strcmp(op, "+") || !strcmp(op, "-") || !strcmp(op, "<<"));
}

/* A uint16_t operation: unsigned int on the 6502, int natively (neither
 * operand written as an unsigned int, which would keep it unsigned). */
static int u16_op(const cJSON *n)
{
    n = strip(n);
    if (!int16_op(n) || !is_unsigned(type_of(n)))
        return 0;
    for (int i = 0; i < 2; ++i) {
        const char *w = written_type(strip_all(kid(n, i)));
        if (!strcmp(w, "unsigned int") || !strcmp(w, "unsigned") || !strcmp(w, "size_t"))
            return 0;
    }
    return 1;
}

static int is_rel(const char *op)
{
    return !strcmp(op, "<") || !strcmp(op, ">") || !strcmp(op, "<=") || !strcmp(op, ">=");
}

static void rule_width(const cJSON *n)
{
    const char *op = str(n, "opcode");
    if ((is(n, "ImplicitCastExpr") || is(n, "CStyleCastExpr"))
        && !strcmp(str(n, "castKind"), "IntegralCast") && width(type_of(n)) == 32) {
        if (u16_op(kid(n, 0)))
            hit("u16-promo", "uint16_t arithmetic widened: signed int natively, unsigned on the 6502");
        else if (int16_op(kid(n, 0)))
            hit("int16-wide", "16-bit int arithmetic widened to 32 bits: cast an operand first");
    }
    if (is(n, "BinaryOperator") && (is_rel(op) || !strcmp(op, "/") || !strcmp(op, "%") || !strcmp(op, ">>"))) {
        int last = (is_rel(op) ? 2 : 1);
        for (int i = 0; i < last; ++i)
            if (u16_op(kid(n, i)))
                hit("u16-promo", "uint16_t arithmetic compared, divided or shifted: signed natively, unsigned on the 6502; cast the result");
    }
}

/* The variables an expression changes (++, --, =, op=) or uses, and the
 * functions it calls. */
#define MAX_REFS 64
typedef struct { const char *id[MAX_REFS]; int n; } refs;

static void add(refs *r, const char *id)
{
    if (*id && r->n < MAX_REFS)
        r->id[r->n++] = id;
}

static const char *var_of(const cJSON *n)
{
    n = strip_all(n);
    return is(n, "DeclRefExpr") ? str(cJSON_GetObjectItemCaseSensitive(n, "referencedDecl"), "id") : "";
}

static void scan(const cJSON *n, refs *set, refs *used, refs *gens)
{
    const char *op;
    if (!n || is(n, "UnaryExprOrTypeTraitExpr"))
        return;                                 /* sizeof: not evaluated */
    op = str(n, "opcode");
    if ((is(n, "UnaryOperator") && (!strcmp(op, "++") || !strcmp(op, "--")))
        || is(n, "CompoundAssignOperator") || (is(n, "BinaryOperator") && !strcmp(op, "=")))
        add(set, var_of(kid(n, 0)));
    if (is(n, "DeclRefExpr"))
        add(used, var_of(n));
    if (is(n, "CallExpr"))
        add(gens, var_of(kid(n, 0)));
    for (int i = 0; i < kids(n); ++i)
        scan(kid(n, i), set, used, gens);
}

static int shared(const refs *a, const refs *b)
{
    for (int i = 0; i < a->n; ++i)
        for (int j = 0; j < b->n; ++j)
            if (!strcmp(a->id[i], b->id[j]))
                return 1;
    return 0;
}

/* arg-order: one argument changes what another uses, or two call the
 * same function (a generator's next value: the lint cannot tell a pure
 * function from one with state, so a local takes one of the calls). */
static void rule_args(const cJSON *n)
{
    static refs set[16], used[16], gens[16];
    int k = kids(n) - 1;
    if (!is(n, "CallExpr") || k < 2)
        return;
    if (k > 16)
        k = 16;
    for (int i = 0; i < k; ++i) {
        set[i].n = used[i].n = gens[i].n = 0;
        scan(kid(n, i + 1), &set[i], &used[i], &gens[i]);
    }
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j)
            if (i != j && (shared(&set[i], &used[j]) || (i < j && shared(&gens[i], &gens[j])))) {
                hit("arg-order", "arguments depend on their order (gcc and cc65 evaluate them differently): use locals");
                return;
            }
}

/* A ?: choosing between 8-bit values (C widens them to int; cc65 may not). */
static int char_cond(const cJSON *n);

static int eight_bits(const cJSON *n)
{
    return width(type_of(strip_all(n))) == 8 || char_cond(n);
}

static int char_cond(const cJSON *n)
{
    n = strip_all(n);
    return is(n, "ConditionalOperator") && eight_bits(kid(n, 1)) && eight_bits(kid(n, 2));
}

static void rule_cond(const cJSON *n)
{
    if (char_cond(n) && (char_cond(kid(n, 1)) || char_cond(kid(n, 2))))
        hit("char-cond", "a char ?: nested in a char ?: (cc65 -O has miscompiled it): use if/else");
}

/* The nodes above the one being walked (the innermost last). */
#define MAX_DEPTH 512
static const cJSON *above[MAX_DEPTH];
static int depth;

/* u8-arith. An unsigned byte is promoted to unsigned int by cc65, to int
 * by C: P is that promotion to a 16-bit type. */
static int is_byte(const cJSON *n)
{
    const char *t = type_of(n);
    return width(t) == 8 && is_unsigned(t) && strcmp(t, "_Bool") != 0;
}

static int promoted_byte(const cJSON *n)
{
    n = strip(n);
    return is(n, "ImplicitCastExpr") && !strcmp(str(n, "castKind"), "IntegralCast")
        && width(type_of(n)) == 16 && is_byte(strip_all(kid(n, 0)));
}

/* A byte minus a byte, -byte or ~byte: cc65 computes it in 8 bits and
 * zero-extends it (a byte cast to int is still a byte to its optimizer). */
static int byte_sub(const cJSON *n);

static int byte_valued(const cJSON *n)
{
    n = strip(n);
    return promoted_byte(n) || byte_sub(n)
        || (is(n, "CStyleCastExpr") && width(type_of(n)) == 16 && is_byte(strip_all(kid(n, 0))));
}

static int byte_sub(const cJSON *n)
{
    const char *op;
    n = strip(n);
    op = str(n, "opcode");
    if (is(n, "UnaryOperator") && (!strcmp(op, "-") || !strcmp(op, "~")))
        return promoted_byte(kid(n, 0));
    return is(n, "BinaryOperator") && !strcmp(op, "-") && width(type_of(n)) == 16
        && promoted_byte(kid(n, 1)) && byte_valued(kid(n, 0));
}

/* Typed unsigned int by cc65, int by C: an int operation on a byte. */
static int cc65_unsigned(const cJSON *n)
{
    const char *op, *t;
    n = strip(n);
    op = str(n, "opcode");
    t = type_of(n);
    if (promoted_byte(n))
        return !is_unsigned(t);
    if (width(t) != 16 || is_unsigned(t))
        return 0;
    if (is(n, "UnaryOperator") && (!strcmp(op, "-") || !strcmp(op, "~") || !strcmp(op, "+")))
        return cc65_unsigned(kid(n, 0));
    if (!is(n, "BinaryOperator"))
        return 0;
    if (!strcmp(op, "<<") || !strcmp(op, ">>"))
        return cc65_unsigned(kid(n, 0));
    return *op && strchr("+-*/%&|^", *op) && !op[1] && (cc65_unsigned(kid(n, 0)) || cc65_unsigned(kid(n, 1)));
}

/* May be negative natively (value-blind: a signed variable may). */
static int may_be_negative(const cJSON *n)
{
    long long v;
    const char *op, *t;
    n = strip(n);
    if (eval(n, &v))
        return v < 0;
    t = type_of(n);
    op = str(n, "opcode");
    if (is_unsigned(t) || promoted_byte(n))
        return 0;
    if (is(n, "ImplicitCastExpr") || is(n, "CStyleCastExpr")) {
        const cJSON *in = strip_all(kid(n, 0));
        return !(is_unsigned(type_of(in)) && width(type_of(in)) < width(t)) || may_be_negative(in);
    }
    if (is(n, "UnaryOperator") && !strcmp(op, "+"))
        return may_be_negative(kid(n, 0));
    if (is(n, "BinaryOperator") && (is_rel(op) || !strcmp(op, "==") || !strcmp(op, "!=")
                                    || !strcmp(op, "&&") || !strcmp(op, "||")))
        return 0;                               /* 0 or 1 */
    if (is(n, "BinaryOperator") && !strcmp(op, "&"))
        return may_be_negative(kid(n, 0)) && may_be_negative(kid(n, 1));
    if (is(n, "BinaryOperator") && strcmp(op, "-") && strcmp(op, ","))
        return may_be_negative(kid(n, 0)) || may_be_negative(kid(n, 1));
    if (is(n, "ConditionalOperator"))
        return may_be_negative(kid(n, 1)) || may_be_negative(kid(n, 2));
    return 1;
}

/* An int operation whose low 8 bits depend only on its operands' low 8. */
static int low_bits_kept(const cJSON *n)
{
    const char *op = str(n, "opcode");
    if (width(type_of(n)) != 16)
        return 0;
    if (is(n, "UnaryOperator"))
        return !strcmp(op, "-") || !strcmp(op, "~") || !strcmp(op, "+");
    return is(n, "BinaryOperator") && *op && strchr("+-*&|^", *op) && !op[1];
}

/* Where a byte subtraction's 8 bits are all that is read. */
static int reads_8_bits(const cJSON *p, const cJSON *child)
{
    const char *op = str(p, "opcode");
    long long v;
    if (is(p, "ImplicitCastExpr") || is(p, "CStyleCastExpr"))
        return width(type_of(p)) == 8;
    if (is(p, "CompoundAssignOperator"))
        return width(type_of(kid(p, 0))) == 8;
    if (is(p, "BinaryOperator") && !strcmp(op, "&"))
        return eval(kid(p, child == kid(p, 0) ? 1 : 0), &v) && v >= 0 && v <= 255;
    return is(p, "IfStmt") || is(p, "WhileStmt") || is(p, "DoStmt") || is(p, "ForStmt")
        || (is(p, "UnaryOperator") && !strcmp(op, "!"))
        || (is(p, "BinaryOperator") && (!strcmp(op, "&&") || !strcmp(op, "||")))
        || (is(p, "ConditionalOperator") && child == kid(p, 0));
}

/* A byte subtraction: its context, past parentheses and operations whose
 * low 8 bits are their operands', must read only 8 bits. */
static void rule_u8_sub(const cJSON *n)
{
    const cJSON *p = NULL, *c = n;
    int i = depth;
    if (!byte_sub(n) || is(n, "ParenExpr"))
        return;
    while (--i >= 0 && i < MAX_DEPTH) {
        p = above[i];
        if (!is(p, "ParenExpr") && !(is(p, "ImplicitCastExpr") && strcmp(str(p, "castKind"), "IntegralCast"))
            && (reads_8_bits(p, c) || !low_bits_kept(p)))
            break;
        c = p;
    }
    if (p && !reads_8_bits(p, c))
        hit("u8-arith", "a byte minus a byte is computed in 8 bits by cc65: cast both operands to int16_t, or the result to uint8_t");
}

/* An operation cc65 does as unsigned int whose value may be negative
 * natively: compared, divided, shifted right or widened. */
static void rule_u8(const cJSON *n)
{
    const char *op = str(n, "opcode");
    rule_u8_sub(n);
    if ((is(n, "BinaryOperator") && (is_rel(op) || !strcmp(op, "/") || !strcmp(op, "%")))
        || (is(n, "CompoundAssignOperator") && (!strcmp(op, "/=") || !strcmp(op, "%="))))
        if ((cc65_unsigned(kid(n, 0)) || cc65_unsigned(kid(n, 1)))
            && (may_be_negative(kid(n, 0)) || may_be_negative(kid(n, 1))))
            hit("u8-arith", "a signed value with a byte is compared or divided as unsigned int by cc65: cast the byte to int16_t");
    if (((is(n, "BinaryOperator") && !strcmp(op, ">>")) || (is(n, "CompoundAssignOperator") && !strcmp(op, ">>=")))
        && cc65_unsigned(kid(n, 0)) && may_be_negative(kid(n, 0)))
        hit("u8-arith", "a possibly negative value with a byte is shifted as unsigned int by cc65: cast the byte to int16_t");
    if ((is(n, "ImplicitCastExpr") || is(n, "CStyleCastExpr")) && !strcmp(str(n, "castKind"), "IntegralCast")
        && width(type_of(n)) == 32 && cc65_unsigned(kid(n, 0)) && may_be_negative(kid(n, 0)))
        hit("u8-arith", "a possibly negative value with a byte is widened from unsigned int by cc65: cast the byte to int16_t");
}

/* A bare source location ({offset, file?, line?, col, ...}): clang writes
 * the file and line only when they change, in document order. */
static void bare(const cJSON *l)
{
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(l, "file");
    const cJSON *ln = cJSON_GetObjectItemCaseSensitive(l, "line");
    if (cJSON_IsString(f))
        cur_file = f->valuestring;
    if (cJSON_IsNumber(ln))
        cur_line = (long)ln->valuedouble;
}

/* Every location under a value, in document order; `at` gets the begin
 * of the node's range (where the macro was used, for an expansion). */
typedef struct where {
    const char *file;       /* the begin, where the macro was used */
    long line;
    const char *arg_file;   /* a macro argument's text: where it is spelt */
    long arg_offset;        /* (-1: not from a macro argument) */
    long use_offset;        /* and where the macro is used */
} where;

static void locs(const cJSON *v, where *at)
{
    if (cJSON_IsObject(v) && cJSON_GetObjectItemCaseSensitive(v, "col")) {
        bare(v);
        return;
    }
    for (const cJSON *c = v ? v->child : NULL; c; c = c->next) {
        const cJSON *sp = cJSON_GetObjectItemCaseSensitive(c, "spellingLoc");
        const cJSON *ex = cJSON_GetObjectItemCaseSensitive(c, "expansionLoc");
        if (c->string && !strcmp(c->string, "includedFrom"))
            continue;
        if (at && c->string && !strcmp(c->string, "begin") && sp && ex
            && cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ex, "isMacroArgExpansion"))) {
            const cJSON *off = cJSON_GetObjectItemCaseSensitive(sp, "offset");
            const cJSON *use = cJSON_GetObjectItemCaseSensitive(ex, "offset");
            bare(sp);
            at->arg_file = cur_file;
            at->arg_offset = cJSON_IsNumber(off) ? (long)off->valuedouble : -1;
            at->use_offset = cJSON_IsNumber(use) ? (long)use->valuedouble : -1;
            bare(ex);
            /* an argument written where the macro is used (after its
             * name, in the same file), not one inside a macro's body */
            if (strcmp(at->arg_file, cur_file) || at->arg_offset <= at->use_offset)
                at->arg_offset = -1;
        } else {
            locs(c, at);
        }
        if (at && c->string && !strcmp(c->string, "begin")) {
            at->file = cur_file;
            at->line = cur_line;
        }
    }
}

/* macro-twice: an effect (a call, ++, --, =, op=) spelt once in a macro's
 * argument but evaluated more than once in one function: the macro reads
 * its argument twice (CON_DIV does). */
#define MAX_EFFECTS 2048
static struct { const char *file; long offset, use; int reported; } effects_seen[MAX_EFFECTS];
static int n_effects;

static void rule_twice(const cJSON *n, const where *at)
{
    const char *op = str(n, "opcode");
    if (at->arg_offset < 0 || !(is(n, "CallExpr") || is(n, "CompoundAssignOperator")
          || (is(n, "BinaryOperator") && !strcmp(op, "="))
          || (is(n, "UnaryOperator") && (!strcmp(op, "++") || !strcmp(op, "--")))))
        return;
    for (int i = 0; i < n_effects; ++i)
        if (effects_seen[i].offset == at->arg_offset && effects_seen[i].use == at->use_offset
            && !strcmp(effects_seen[i].file, at->arg_file)) {
            if (!effects_seen[i].reported)
                hit("macro-twice", "a macro evaluates this argument more than once (a call or a store): pass a variable");
            effects_seen[i].reported = 1;
            return;
        }
    if (n_effects < MAX_EFFECTS) {
        effects_seen[n_effects].file = at->arg_file;
        effects_seen[n_effects].use = at->use_offset;
        effects_seen[n_effects].reported = 0;
        effects_seen[n_effects++].offset = at->arg_offset;
    }
}

static void walk(const cJSON *n)
{

    where at = { NULL, 0, NULL, -1, -1 };
    const cJSON *inner = NULL;
    if (is(n, "FunctionDecl"))
        n_effects = 0;
    for (const cJSON *c = n->child; c; c = c->next) {
        if (!strcmp(c->string, "inner"))
            inner = c;
        else if (!strcmp(c->string, "range"))
            locs(c, &at);
        else if (cJSON_IsObject(c) || cJSON_IsArray(c))
            locs(c, NULL);
    }
    if (is(n, "EnumDecl"))
        next_enum = 0;                          /* an enumerator without a value: the last + 1 */
    if (is(n, "EnumConstantDecl") && n_enums < MAX_ENUMS) {
        long long v = next_enum;
        const cJSON *x = kid(n, 0);
        if (!x || eval(x, &v)) {
            snprintf(enums[n_enums].id, sizeof enums[0].id, "%s", str(n, "id"));
            enums[n_enums++].v = v;
        }
        next_enum = v + 1;
    }
    if (at.file) {
        const char *sf = cur_file;
        long sl = cur_line;
        cur_file = at.file;
        cur_line = at.line;
        rule_twice(n, &at);
        rule_div(n);
        rule_width(n);
        rule_args(n);
        rule_cond(n);
        rule_u8(n);
        cur_file = sf;
        cur_line = sl;
    }
    if (depth < MAX_DEPTH)
        above[depth] = n;
    ++depth;
    for (const cJSON *c = inner ? inner->child : NULL; c; c = c->next)
        walk(c);
    --depth;
}

int main(int argc, char **argv)
{
    size_t cap = 1 << 22, len = 0, r;
    char *buf = malloc(cap);
    cJSON *root;
    (void)argv;
    if (argc != 1) {
        fprintf(stderr, "usage: clang ... -Xclang -ast-dump=json FILE.c | lint6502\n");
        return 2;
    }
    while (buf && (r = fread(buf + len, 1, cap - len, stdin)) > 0)
        if ((len += r) == cap && !(buf = realloc(buf, cap *= 2)))
            break;
    if (!buf) {
        fprintf(stderr, "lint6502: out of memory\n");
        return 2;
    }
    root = cJSON_ParseWithLength(buf, len);
    if (!root) {
        fprintf(stderr, "lint6502: standard input: not clang's JSON AST\n");
        return 2;
    }
    walk(root);
    return hits ? 1 : 0;
}
