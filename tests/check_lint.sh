#!/bin/sh
# check_lint.sh BUILD — the 6502-hazard lint (tools/lint6502.c,
# docs/portability.md) over every C file cc65 compiled in this build (the
# sources of build/obj/rom and build/obj/sim, so a new file is in at once):
# no hit allowed, no exception list. clang reads each file as cc65 would
# (int 16 bits, unsigned char, cc65's headers) and also reports constants
# that overflow 16 bits. First, the lint's own test: tests/lint/hazards.c
# must give exactly the hits its comments name.
B=${1:-build}
. tests/check_lint_cmd.sh
lint=$B/tools/lint6502
[ -x "$lint" ] || { echo "FAIL lint: no $lint (run make)"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0

# The lint's own test: every marked line reported with its rule, no other.
lint_file tests/lint/hazards.c | cut -d: -f2,3 | sed 's/^ *//' | sort -u >"$tmp/got"
grep -n 'lint: [a-z]' tests/lint/hazards.c | sed 's/^\([0-9]*\):.*lint: \([a-z0-9 -]*\).*/\1 \2/' \
  | awk '{ for (i = 2; i <= NF; i++) print $1 ": " $i }' | sort >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/got"; then
  echo "ok   lint: finds each of the $(wc -l <"$tmp/want") hazards of tests/lint/hazards.c and nothing else"
else
  echo "FAIL lint: tests/lint/hazards.c (wanted < > got):"; diff "$tmp/want" "$tmp/got" | head -n 10; status=1
fi

# Every source cc65 compiled (an entry object is port/cart_main.c).
find "$B/obj/rom" "$B/obj/sim" -name '*.s' 2>/dev/null \
  | sed "s#^$B/obj/[a-z]*/##; s#^entry/.*#port/cart_main.c#; s#\.s\$#.c#" | sort -u >"$tmp/srcs"
n=0
while IFS= read -r f; do
  [ -f "$f" ] || continue                      # an object left from a removed file
  n=$((n + 1))
  lint_file "$f" -DCART_MAIN=cart_main
done <"$tmp/srcs" >"$tmp/hits"
sort -u "$tmp/hits" >"$tmp/uniq"
if [ "$n" -lt 10 ]; then
  echo "FAIL lint: only $n sources found under $B/obj/rom and $B/obj/sim (run make)"; status=1
elif [ -s "$tmp/uniq" ]; then
  sed 's/^/FAIL lint: /' "$tmp/uniq"; status=1
else
  echo "ok   lint: $n C files cc65 compiles, no 6502 hazard (docs/portability.md)"
fi
exit $status
