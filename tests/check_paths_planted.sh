#!/bin/sh
# check_paths_planted.sh BUILD — tests/check_paths.sh can fail. Each hazard
# below is planted in a copy of its source, in a scratch directory under
# BUILD; the group's path driver is linked again natively and for sim65
# with that one object rebuilt, the others the build's. The two outputs
# must differ, first at the function named; an unchanged copy must not.
#   1. issue 34's rating overflow: a rating sum computed in int and narrowed
#      back ("rating 8625" natively, 0 on the 6502, for typed ratings 9000
#      and 8000): the lint does not see it.
#   2. issue 34's screen-only difference in Vice Versa: `int16_t lead = a -
#      b` colouring the score line (green on the 6502 where it is red
#      natively): no trace line changes; the drawing hash does.
B=${1:-build}
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/planted.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL paths planted: $*"; status=1; }

# run GROUP SRC FILE FN NAME: the driver of GROUP with FILE compiled for SRC
# (SRC itself, or plant/SRC: the copy under the scratch directory, which is
# also where the driver's copy includes a unit from),
# natively and under sim65, up to the end of function FN, into NAME.native
# and NAME.sim; 1 on a build failure.
run() {
  nobj=""; sobj=""
  for s in $(MAKEFLAGS= make -s --no-print-directory B="$B" "paths-srcs-$1"); do
    if [ "$s" = "$2" ] || [ "$s" = "$B/gen/paths_$1.c" ]; then
      f=$s; [ "$s" = "$2" ] && f=$3 && [ "$3" != "$2" ] && f=$tmp/$3
      o=$tmp/$5.$(basename "${s%.c}")
      # a unit the driver includes: the driver includes the planted copy
      sed "s#^\#include \"$2\"#\#include \"$3\"#" "$f" >"$o.c"
      gcc -std=c99 -O2 -funsigned-char -I. -c -o "$o.o" "$o.c" || return 1
      cl65 -t sim6502 -W error -I . --static-locals -Ors -c -o "$o.s.o" "$o.c" || return 1
      nobj="$nobj $o.o"; sobj="$sobj $o.s.o"
    else
      o=${s%.c}.o
      [ -f "$B/obj/native/$o" ] && [ -f "$B/obj/sim/$o" ] || { echo "$o missing (run make)"; return 1; }
      nobj="$nobj $B/obj/native/$o"; sobj="$sobj $B/obj/sim/$o"
    fi
  done
  # shellcheck disable=SC2086  # the lists are meant to split
  gcc -o "$tmp/$5" $nobj && cl65 -t sim6502 -o "$tmp/$5.prg" $sobj || return 1
  "$tmp/$5" | sed "/^$(($4 + 1)) .*: [0-9]* calls, /q" >"$tmp/$5.native"
  sim65 "$tmp/$5.prg" | sed "/^$(($4 + 1)) .*: [0-9]* calls, /q" >"$tmp/$5.sim"
}

# plant GROUP SRC FUNCTION ORIGINAL_LINE PLANTED_LINE
plant() {
  grep -qxF "$4" "$2" || { fail "$2 no longer has the line this check plants into"; return; }
  fn=$(sed -n "s/^\([0-9]*\) .*$3.*: [0-9]* calls, .*/\1/p" "$B/tmp/paths-index.$1" | head -n 1)
  [ -n "$fn" ] || { fail "tests/paths.list has no $3 in group $1"; return; }
  mkdir -p "$tmp/plant/$(dirname "$2")"
  awk -v o="$4" -v n="$5" '$0 == o { print n; next } { print }' "$2" >"$tmp/plant/$2"
  run "$1" "$2" "$2" "$fn" control || { fail "$2: the unchanged copy did not build"; return; }
  [ -s "$tmp/control.native" ] || { fail "$1: no output from the driver"; return; }
  cmp -s "$tmp/control.native" "$tmp/control.sim" || { fail "$2: the unchanged copy already differs"; return; }
  run "$1" "$2" "plant/$2" "$fn" planted || { fail "$2: the planted copy did not build"; return; }
  l=$(cmp "$tmp/planted.native" "$tmp/planted.sim" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
  [ -n "$l" ] || { fail "$2: the hazard planted in $3 was not caught"; return; }
  at=$(head -n "$l" "$tmp/planted.native" | grep ': [0-9]* calls, ' | tail -n 1)
  case $at in
    "$fn "*) echo "ok   paths planted: $2 caught at $at, line $l: native '$(sed -n "${l}p" "$tmp/planted.native")' sim65 '$(sed -n "${l}p" "$tmp/planted.sim")'" ;;
    *) fail "$2: first difference not in $3 but in $at" ;;
  esac
}

for g in rc vv; do   # each function's number and name, from the built driver
  [ -x "$B/tests/paths_$g" ] || { echo "FAIL paths planted: no $B/tests/paths_$g (run make)"; exit 1; }
  grep -h 'pt_start(' "$B/gen/paths_$g.c" | sed 's/^ *pt_start(\([0-9]*\), "\(.*\)", n, [01]);/\1 \2: 0 calls, /' >"$B/tmp/paths-index.$g"
done

plant rc cart/ricochet/rc_match.c 'rc_rating(A' \
  '    sum = (int16_t)(r > 9999 ? 9999 : r) + (int16_t)(ro > 9999 ? 9999 : ro) + (d < 0 ? -mag : mag);' \
  '    sum = (int16_t)((2 * (int16_t)(r > 9999 ? 9999 : r) + 2 * (int16_t)(ro > 9999 ? 9999 : ro) + 2 * (d < 0 ? -mag : mag)) >> 1);'
plant vv cart/vice-versa/vv.c 'show_score()' \
  '    vv_background(a == b ? VV_BLUE : a > b ? VV_GREEN : VV_RED);' \
  '    { int16_t lead = a - b; vv_background(lead == 0 ? VV_BLUE : lead > 0 ? VV_GREEN : VV_RED); }'
rm -f "$B"/tmp/paths-index.*
exit $status
