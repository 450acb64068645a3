#!/bin/sh
# check_paths_planted.sh BUILD — tests/check_paths.sh can fail: issue 34's
# rating overflow (a rating formula whose sum overflows 16 bits: "rating
# 8625" natively, 0 on the 6502, for typed ratings 9000 and 8000) planted
# in a copy of cart/ricochet/rc_match.c, in a scratch directory under BUILD.
# The group's driver is linked again natively and for sim65 with the planted
# object in place of the real one; the two outputs must differ, first at
# rc_rating. The lint does not see this one (an int16_t sum narrowed back).
B=${1:-build}
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/planted.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL paths planted: $*"; exit 1; }
src=cart/ricochet/rc_match.c
orig='    sum = (int16_t)(r > 9999 ? 9999 : r) + (int16_t)(ro > 9999 ? 9999 : ro) + (d < 0 ? -mag : mag);'
grep -qF "$orig" "$src" || fail "$src no longer has the rating sum this check plants into"
mkdir -p "$tmp/cart/ricochet"
awk -v o="$orig" '$0 == o { print "    sum = (int16_t)((2 * (int16_t)(r > 9999 ? 9999 : r) + 2 * (int16_t)(ro > 9999 ? 9999 : ro) + 2 * (d < 0 ? -mag : mag)) >> 1);"; next } { print }' \
  "$src" >"$tmp/$src"
cmp -s "$src" "$tmp/$src" && fail "nothing planted"

srcs=$(make -s --no-print-directory B="$B" paths-srcs-rc) || fail "make paths-srcs-rc"
cp "$src" "$tmp/orig.c"

# run NAME FILE: the driver with FILE for rc_match.c, natively and under
# sim65, into NAME.native and NAME.sim (its first function only: rc_rating).
run() {
  nobj=""; sobj=""
  for s in $srcs; do
    o=${s%.c}.o
    if [ "$s" = "$src" ]; then
      gcc -std=c99 -O2 -funsigned-char -I. -c -o "$tmp/$1.o" "$2" || fail "gcc $2"
      cl65 -t sim6502 -W error -I . --static-locals -Ors -c -o "$tmp/$1.s.o" "$2" || fail "cl65 $2"
      nobj="$nobj $tmp/$1.o"; sobj="$sobj $tmp/$1.s.o"
    else
      for f in "$B/obj/native/$o" "$B/obj/sim/$o"; do [ -f "$f" ] || fail "$f missing (run make)"; done
      nobj="$nobj $B/obj/native/$o"; sobj="$sobj $B/obj/sim/$o"
    fi
  done
  # shellcheck disable=SC2086  # the lists are meant to split
  gcc -o "$tmp/$1" $nobj && cl65 -t sim6502 -o "$tmp/$1.prg" $sobj || fail "link $1"
  "$tmp/$1" | sed '/^2 .*: [0-9]* calls, /q' >"$tmp/$1.native"
  sim65 "$tmp/$1.prg" | sed '/^2 .*: [0-9]* calls, /q' >"$tmp/$1.sim"
}

run control "$tmp/orig.c"
[ -s "$tmp/control.native" ] || fail "no output from the driver"
cmp -s "$tmp/control.native" "$tmp/control.sim" || fail "the unchanged copy already differs natively and under sim65"
run planted "$tmp/$src"
l=$(cmp "$tmp/planted.native" "$tmp/planted.sim" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
[ -n "$l" ] || fail "the planted rating overflow was not caught (native and sim65 print the same)"
fn=$(head -n "$l" "$tmp/planted.native" | grep ': [0-9]* calls, ' | tail -n 1)
case $fn in
  *" rc_rating("*) echo "ok   paths planted: the rating overflow caught at $fn, line $l: native '$(sed -n "${l}p" "$tmp/planted.native")' sim65 '$(sed -n "${l}p" "$tmp/planted.sim")'" ;;
  *) fail "first difference not in rc_rating but in $fn" ;;
esac
