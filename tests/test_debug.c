/* test_debug.c — the debugger's pieces that need no machine: expressions
 * (debug/expr.c), C declarations read from source (debug/cdecl.c), the
 * disassembler (debug/dis.c) and cc65's debug file (debug/dbi.c, on a
 * small file written here). tests/check_debug.sh and check_dap.sh test the
 * whole debugger on a real ROM. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "debug/cdecl.h"
#include "debug/dbi.h"
#include "debug/dis.h"
#include "debug/expr.h"
#include "tests/testlib.h"

/* ---- expressions ---- */

static uint8_t mem[65536];

static int reg(void *ctx, const char *name, long *out)
{
    (void)ctx;
    if (!strcmp(name, "S")) { *out = 0xF5; return 0; }
    if (!strcmp(name, "A")) { *out = 0x40; return 0; }
    if (!strcmp(name, "X")) { *out = 3; return 0; }
    return -1;
}

static int name(void *ctx, const char *n, long *out)
{
    (void)ctx;
    if (!strcmp(n, "odin_level")) { *out = 0x19F0; return 0; }
    return -1;
}

static uint8_t peek(void *ctx, uint16_t a)
{
    (void)ctx;
    return mem[a];
}

static int var(void *ctx, const char *n, long *out)
{
    (void)ctx;
    if (!strcmp(n, "s")) { *out = 42; return 0; }
    return -1;
}

static long ev(const char *s)
{
    ex_env env = { NULL, reg, name, peek, NULL };
    char err[200];
    long v = -999;
    assert_int_equal(ex_eval(s, &env, &v, err, sizeof err), 0);
    return v;
}

static void test_expr(void **state)
{
    (void)state;
    mem[0x19F0] = 2;
    mem[0x59] = 0x34;
    mem[0x5A] = 0x12;
    assert_int_equal(ev("$10 + 0x10 + 16 + %10000"), 64);
    assert_int_equal(ev("2 + 3 * 4"), 14);
    assert_int_equal(ev("(2 + 3) * 4"), 20);
    assert_int_equal(ev("A == $40 && X >= 3"), 1);
    assert_int_equal(ev("a==$41 || x<3"), 0);               /* registers in any case */
    assert_int_equal(ev("[odin_level] == 2"), 1);
    assert_int_equal(ev("[$59].w"), 0x1234);
    assert_int_equal(ev("1 << 4 | 1"), 17);
    assert_int_equal(ev("-X + !0 + ~0"), -3);
    assert_int_equal(ev("7 % 4 + 7 / 2"), 6);
    assert_int_equal(ev("5 & 3 ^ 1"), 0);                    /* & before ^ */
    ex_env env = { var, reg, name, peek, NULL };
    char err[200];
    long v;
    /* A C variable wins over the register of the same name (S). */
    assert_int_equal(ex_eval("s == $2A && S == $F5", &env, &v, err, sizeof err), 0);
    assert_int_equal(v, 1);
    env.var = NULL;
    assert_int_equal(ex_eval("nosuch + 1", &env, &v, err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown name 'nosuch'"));
    assert_int_equal(ex_eval("(1", &env, &v, err, sizeof err), -1);
    assert_int_equal(ex_eval("1 2", &env, &v, err, sizeof err), -1);
    assert_int_equal(ex_eval("1 / 0", &env, &v, err, sizeof err), -1);
    assert_null(strchr(err, '\n'));
}

/* ---- declarations ---- */

static const char *src =
    "#include <stdint.h>\n"
    "/* uint8_t commented_out; */\n"
    "typedef struct { uint8_t a; } thing;\n"
    "uint8_t level, table[8] = { 1, 2, 3 };\n"
    "static int16_t score;\n"
    "const char *names[N_NAMES];\n"
    "static void one(uint8_t x) { put(x, \"a;b{\"); }\n"
    "uint8_t think(const uint8_t *rec, uint8_t nrec, thing *t, int32_t big)\n"
    "{\n"
    "    uint8_t empties = count(0), sq, depth;\n"
    "    int16_t v = -1;\n"
    "    if (nrec) {\n"
    "        char buf[3];\n"
    "        uint16_t w;\n"
    "        for (sq = 0; sq < 3; ++sq)\n"
    "            buf[sq] = 0;\n"
    "        return sq;\n"
    "    }\n"
    "    thing *p = t;\n"
    "    return empties + depth + (uint8_t)v + p->a;\n"
    "}\n";

static void test_cdecl_func(void **state)
{
    (void)state;
    cdecl_var p[8], l[8];
    int np, nl;
    assert_int_equal(cdecl_func(src, "think", p, &np, l, &nl, 8), 0);
    assert_int_equal(np, 4);
    assert_string_equal(p[0].name, "rec");
    assert_true(p[0].is_ptr);
    assert_int_equal(p[0].size, 2);
    assert_string_equal(p[1].name, "nrec");
    assert_int_equal(p[1].size, 1);
    assert_false(p[1].is_signed);
    assert_string_equal(p[2].name, "t");
    assert_string_equal(p[2].type, "thing *");
    assert_string_equal(p[3].name, "big");
    assert_int_equal(p[3].size, 4);
    assert_true(p[3].is_signed);
    static const char *const want[] = { "empties", "sq", "depth", "v", "buf", "w", "p" };
    assert_int_equal(nl, 7);
    for (int i = 0; i < 7; i++)
        assert_string_equal(l[i].name, want[i]);
    assert_int_equal(l[3].size, 2);
    assert_true(l[3].is_signed);
    assert_int_equal(l[4].count, 3);
    assert_int_equal(cdecl_func(src, "one", p, &np, l, &nl, 8), 0);
    assert_int_equal(np, 1);
    assert_int_equal(nl, 0);
    assert_int_equal(cdecl_func(src, "nosuch", p, &np, l, &nl, 8), -1);
}

static void test_cdecl_global(void **state)
{
    (void)state;
    cdecl_var g;
    assert_int_equal(cdecl_global(src, "table", &g), 0);
    assert_int_equal(g.count, 8);
    assert_int_equal(g.size, 1);
    assert_int_equal(cdecl_global(src, "level", &g), 0);
    assert_int_equal(g.count, 0);
    assert_int_equal(cdecl_global(src, "score", &g), 0);
    assert_true(g.is_signed);
    assert_int_equal(cdecl_global(src, "names", &g), 0);
    assert_int_equal(g.count, -1);                         /* a macro: unknown */
    assert_true(g.is_ptr);
    assert_int_equal(cdecl_global(src, "commented_out", &g), -1);
    assert_int_equal(cdecl_global(src, "empties", &g), -1);  /* a local */
}

/* ---- disassembler ---- */

static const char *names(void *ctx, uint16_t a)
{
    (void)ctx;
    return a == 0x8A5C ? "_rv_count" : NULL;
}

static void test_dis(void **state)
{
    (void)state;
    char buf[64];
    static const uint8_t code[] = { 0xB1, 0x59, 0x20, 0x5C, 0x8A, 0xD0, 0xFC, 0xA7, 0x10, 0x6C, 0x34, 0x12, 0x0A };
    memcpy(mem + 0x8000, code, sizeof code);
    assert_int_equal(dis_one(0x8000, peek, names, NULL, buf, sizeof buf), 2);
    assert_string_equal(buf, "LDA ($59),Y");
    assert_int_equal(dis_one(0x8002, peek, names, NULL, buf, sizeof buf), 3);
    assert_string_equal(buf, "JSR _rv_count");
    assert_int_equal(dis_target(0x8002, peek, NULL), 0x8A5C);
    assert_int_equal(dis_one(0x8005, peek, NULL, NULL, buf, sizeof buf), 2);
    assert_string_equal(buf, "BNE $8003");
    assert_int_equal(dis_target(0x8005, peek, NULL), 0x8003);
    dis_one(0x8007, peek, NULL, NULL, buf, sizeof buf);
    assert_string_equal(buf, "LAX $10 *");
    dis_one(0x8009, peek, NULL, NULL, buf, sizeof buf);
    assert_string_equal(buf, "JMP ($1234)");
    assert_int_equal(dis_target(0x8009, peek, NULL), -1);
    dis_one(0x800C, peek, NULL, NULL, buf, sizeof buf);
    assert_string_equal(buf, "ASL A");
    for (int op = 0; op < 256; op++)
        assert_true(dis_len((uint8_t)op) >= 1 && dis_len((uint8_t)op) <= 3);
}

/* ---- the debug file ---- */

static const char *dbg_text =
    "version\tmajor=2,minor=0\n"
    "info\tcsym=3,file=2,lib=0,line=3,mod=1,scope=2,seg=2,span=4,sym=4,type=1\n"
    "file\tid=0,name=\"cart/x.c\",size=1,mtime=0x1,mod=0\n"
    "file\tid=1,name=\"./cart/x.h\",size=1,mtime=0x1,mod=0\n"
    "seg\tid=0,name=\"CODE\",start=0x008000,size=0x0100,addrsize=absolute,type=ro,oname=\"x\",ooffs=0\n"
    "seg\tid=1,name=\"BSS\",start=0x001000,size=0x0010,addrsize=absolute,type=rw\n"
    "span\tid=0,seg=0,start=16,size=3\n"
    "span\tid=1,seg=0,start=19,size=5\n"
    "span\tid=2,seg=0,start=40,size=2\n"
    "span\tid=3,seg=0,start=16,size=26\n"
    "line\tid=0,file=0,line=10,type=1,span=0\n"
    "line\tid=1,file=0,line=11,type=1,span=1+2\n"
    "line\tid=2,file=0,line=99\n"
    "scope\tid=0,name=\"\",mod=0,size=26\n"
    "scope\tid=1,name=\"_think\",mod=0,type=scope,size=26,parent=0,sym=0,span=3\n"
    "sym\tid=0,name=\"_think\",addrsize=absolute,size=26,scope=0,def=1,ref=2,val=0x8010,seg=0,type=lab\n"
    "sym\tid=1,name=\"L0012\",addrsize=absolute,scope=1,def=1,ref=2,val=0x1001,seg=1,type=lab\n"
    "sym\tid=2,name=\"L000F\",addrsize=absolute,scope=1,def=1,ref=2,val=0x1000,seg=1,type=lab\n"
    "sym\tid=3,name=\"pusha\",addrsize=absolute,scope=1,def=1,ref=2,type=imp\n"
    "csym\tid=0,name=\"think\",scope=0,type=0,sc=ext,sym=0\n"
    "csym\tid=1,name=\"rec\",scope=1,type=0,sc=auto,offs=1\n"
    "csym\tid=2,name=\"n\",scope=1,type=0,sc=auto\n";

static void test_dbi(void **state)
{
    (void)state;
    dbi d;
    char err[300];
    tl_write_text(tl_path("x.dbg"), dbg_text);
    tl_write_text(tl_path("x.lbl"), "al 00EE80 .pusha\nal 008010 ._think\n");
    assert_int_equal(dbi_load(&d, tl_path("x.dbg"), tl_path("x.lbl"), err, sizeof err), 0);
    const dbi_line *l = dbi_line_of(&d, 0x8012);
    assert_non_null(l);
    assert_int_equal(l->line, 10);
    assert_int_equal(dbi_line_of(&d, 0x8014)->line, 11);
    assert_int_equal(dbi_line_of(&d, 0x8029)->line, 11);
    assert_null(dbi_line_of(&d, 0x8018));                   /* in no line's span */
    const dbi_func *f = dbi_func_of(&d, 0x8020);
    assert_non_null(f);
    assert_string_equal(f->name, "think");
    assert_int_equal(dbi_func_body(&d, f), 0x8013);         /* it has arguments */
    assert_ptr_equal(dbi_func_named(&d, "think"), f);
    assert_int_equal(dbi_label_named(&d, "pusha")->addr, 0xEE80);   /* from the .lbl file */
    assert_int_equal(dbi_label_named(&d, "think")->addr, 0x8010);   /* C name, '_' added */
    int fi = dbi_file_find(&d, "x.c");
    assert_int_equal(fi, 0);
    assert_int_equal(dbi_file_find(&d, "/home/me/annex/cart/x.c"), 0);
    assert_int_equal(dbi_file_find(&d, "y.c"), DBI_NONE);
    uint16_t at[4];
    uint32_t line = 11;
    assert_int_equal(dbi_line_addrs(&d, fi, &line, at, 4), 2);
    assert_int_equal(at[0], 0x8013);
    assert_int_equal(at[1], 0x8028);
    line = 5;                                                /* no code: the next line with code */
    assert_int_equal(dbi_line_addrs(&d, fi, &line, at, 4), 1);
    assert_int_equal(line, 10);
    line = 12;
    assert_int_equal(dbi_line_addrs(&d, fi, &line, at, 4), 0);
    int ids[4];
    assert_int_equal(dbi_func_csyms(&d, f, ids, 4), 2);
    assert_string_equal(d.csyms[ids[0]].name, "rec");
    assert_int_equal(d.csyms[ids[0]].offs, 1);
    assert_int_equal(dbi_func_statics(&d, f, ids, 4), 2);   /* in cc65's numbering order */
    assert_string_equal(d.labels[ids[0]].name, "L000F");
    assert_string_equal(d.labels[ids[1]].name, "L0012");
    dbi_free(&d);
    tl_write_text(tl_path("bad.dbg"), "not a debug file\n");
    assert_int_equal(dbi_load(&d, tl_path("bad.dbg"), NULL, err, sizeof err), -1);
    tl_assert_one_line(err, "bad.dbg", "not a cc65 debug file");
    dbi_free(&d);
    assert_int_equal(dbi_load(&d, tl_path("missing.dbg"), NULL, err, sizeof err), -1);
    tl_assert_one_line(err, "missing.dbg", "No such file");
    dbi_free(&d);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_expr),
        cmocka_unit_test(test_cdecl_func),
        cmocka_unit_test(test_cdecl_global),
        cmocka_unit_test(test_dis),
        cmocka_unit_test_setup_teardown(test_dbi, tl_setup, tl_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
