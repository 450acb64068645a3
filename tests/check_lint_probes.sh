#!/bin/sh
# check_lint_probes.sh BUILD — the u8-arith rule of the lint against cc65
# itself (docs/portability.md, rule 8): every expression of
# tests/lint/probes.list becomes one line of a C program, run natively and
# under sim65 as cc65 builds it with the cart's flags at -Oirs and at -Ors;
# a probe whose results differ must be flagged u8-arith by the lint on its
# line, and one whose results agree must not be. So the lint and the
# compiler cannot drift apart: a new cc65 that promotes bytes fails it too.
B=${1:-build}
. tests/check_lint_cmd.sh
lint=$B/tools/lint6502
[ -x "$lint" ] || { echo "FAIL lint probes: no $lint (run make)"; exit 1; }
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/lintprobe.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
list=tests/lint/probes.list

# The program: the header (HEAD lines), then probe K on line HEAD + K.
HEAD=7
awk -F'|' -v head=$HEAD '
/^#/ || NF < 2 { next }
{ n++; ty[n] = $1; body[n] = $2; for (k = 3; k <= NF; k++) body[n] = body[n] "|" $k }
END {
  print "#include <stdio.h>"
  print "#include <stdint.h>"
  print "uint8_t a = 5, b = 9, u = 58, c = 200, d = 100, z = 0; int8_t s = -3, s2 = -4, m = -100;"
  print "int16_t i = -7, n = -4; uint16_t w = 1000; struct { uint8_t f; } x = { 9 };"
  print "int16_t g[20] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19 };"
  print "static int16_t h(int16_t v) { return v; }"
  print "static uint8_t h8(uint8_t v) { return v; }"
  for (k = 1; k <= n; k++) printf "static %s p%d(void) {%s }\n", ty[k], k, body[k]
  print "int main(void)\n{"
  for (k = 1; k <= n; k++) printf "    printf(\"%%ld\\n\", (long)p%d());\n", k
  print "    return 0;\n}"
}' "$list" >"$tmp/probes.c"
sed -n 's/^\([a-z0-9_]*\) *| *\(.*\)/\2/p' "$list" >"$tmp/exprs"
np=$(wc -l <"$tmp/exprs" | tr -d ' ')
[ "$np" -gt 0 ] || { echo "FAIL lint probes: no probe in $list"; exit 1; }

gcc -std=c99 -funsigned-char -O2 -w -o "$tmp/native" "$tmp/probes.c" && "$tmp/native" >"$tmp/out.native" \
  || { echo "FAIL lint probes: the native program did not build or run"; exit 1; }
for o in -Oirs -Ors; do
  cl65 -t sim6502 --static-locals $o -o "$tmp/p$o.prg" "$tmp/probes.c" >"$tmp/cc65$o" 2>&1 \
    && sim65 "$tmp/p$o.prg" >"$tmp/out$o" \
    || { echo "FAIL lint probes: cc65 $o: $(grep -v Warning "$tmp/cc65$o" | head -n 1)"; exit 1; }
done
lint_file "$tmp/probes.c" | sed -n "s#^$tmp/probes.c:\([0-9]*\): u8-arith:.*#\1#p" \
  | awk -v head=$HEAD '{ print $1 - head }' | sort -un >"$tmp/flagged"

paste -d' ' "$tmp/out.native" "$tmp/out-Oirs" "$tmp/out-Ors" | awk -v fl="$tmp/flagged" -v ex="$tmp/exprs" '
BEGIN { while ((getline k <fl) > 0) f[k] = 1; while ((getline e <ex) > 0) x[++ne] = e }
{ k = NR; d = ($1 != $2 || $1 != $3); nd += d
  if (d && !f[k]) { print "FAIL lint probes: not flagged, but native " $1 ", cc65 -Oirs " $2 ", -Ors " $3 ": " x[k]; bad++ }
  if (!d && f[k]) { print "FAIL lint probes: flagged, but all targets give " $1 ": " x[k]; bad++ } }
END { if (NR != ne) { print "FAIL lint probes: " NR " results for " ne " probes"; exit 1 }
      if (bad) exit 1
      print "ok   lint probes: " ne " expressions of tests/lint/probes.list, " nd " differ natively and under cc65 (-Oirs, -Ors), each flagged u8-arith; the other " ne - nd " not" }'
