#!/bin/sh
# check_paths.sh BUILD [SCALE] — every function of tests/paths.list, run
# natively and under sim65 over its domain (every value, or random draws:
# SCALE times the list's count, default 1 or $PATHS_SCALE), must print the
# same lines: the same results and the same drawing for every call
# (docs/fuzzing.md). On a difference: the function, the call, both lines.
B=${1:-build}; scale=${2:-${PATHS_SCALE:-1}}
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/paths.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
groups=$(sed -n 's/^\([a-z0-9_]*\) *|.*/\1/p' tests/paths.list | sort -u)
[ -n "$groups" ] || { echo "FAIL paths: no function in tests/paths.list"; exit 1; }
status=0; total_f=0; total_c=0
for g in $groups; do
  nat=$B/tests/paths_$g; prg=$B/sim/paths_$g.prg
  for f in "$nat" "$prg"; do
    [ -e "$f" ] || { echo "FAIL paths $g: $f missing (run make)"; status=1; continue 2; }
  done
  "$nat" "$scale" >"$tmp/$g.native" 2>"$tmp/err" || { echo "FAIL paths $g: native run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  sim65 "$prg" "$scale" >"$tmp/$g.sim" 2>"$tmp/err" || { echo "FAIL paths $g: sim65 run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  nf=$(grep -c ': [0-9]* calls, ' "$tmp/$g.native")
  nc=$(sed -n 's/.*: \([0-9]*\) calls, .*/\1/p' "$tmp/$g.native" | awk '{ n += $1 } END { print n + 0 }')
  if cmp -s "$tmp/$g.native" "$tmp/$g.sim"; then
    echo "ok   paths $g: $nf functions, $nc calls identical natively and under sim65"
  else
    l=$(cmp "$tmp/$g.native" "$tmp/$g.sim" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
    fn=$(head -n "${l:-1}" "$tmp/$g.native" | grep ': [0-9]* calls, ' | tail -n 1)
    echo "FAIL paths $g: function $fn"
    echo "     line ${l:-?}: native '$(sed -n "${l:-1}p" "$tmp/$g.native")' sim65 '$(sed -n "${l:-1}p" "$tmp/$g.sim")' (arguments in hex, then \"strings\", = result, drawing hash)"
    status=1
  fi
  total_f=$((total_f + nf)); total_c=$((total_c + nc))
done
[ $status = 0 ] && echo "ok   paths: $total_f functions of tests/paths.list, $total_c calls (scale $scale)"
exit $status
