#!/bin/sh
# check_matches.sh BUILD — whole Ricochet matches, both players human and
# typed (tools/rcmatch), played to their end (the match and both new
# ratings, §9) with the ratings at their limits, in every variant: each
# movie is recorded natively, then its traces must be identical natively,
# as the ROM and under sim65 (tests/cross.sh), and must reach the end.
# MATCH_RATINGS: the typed rating pairs, LEFT:RIGHT (default below: the
# largest, issue 34's 9000 and 8000, none, the two apart, and too many
# digits); every variant 1-5 plays each pair, Left first in odd variants.
B=${1:-build}
pairs=${MATCH_RATINGS:-9999:9999 9000:8000 0:0 9999:0 99999:000009}
[ -x "$B/tools/rcmatch" ] || { echo "FAIL matches: no $B/tools/rcmatch (run make)"; exit 1; }
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/matches.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
status=0; n=0; movies=""
for v in 1 2 3 4 5; do
  first=f; [ $((v % 2)) = 0 ] && first=s
  for p in $pairs; do
    m=$tmp/v$v-${p%%:*}-${p#*:}.mov
    "$B/tools/rcmatch" --variant $v --left "${p%%:*}" --right "${p#*:}" --first $first --out "$m" 2>"$tmp/err" \
      || { echo "FAIL matches: variant $v ratings $p: $(head -n 1 "$tmp/err")"; status=1; continue; }
    "$B/annex" --headless ricochet --movie "$m" --trace "$tmp/trace" >/dev/null 2>&1
    if [ "$(grep -c ' rating [LR] ' "$tmp/trace")" != 2 ] || ! grep -q ' match ' "$tmp/trace"; then
      echo "FAIL matches: variant $v ratings $p: the match did not reach its end"; status=1; continue
    fi
    n=$((n + 1)); movies="$movies $m"
  done
done
# shellcheck disable=SC2086  # the list is meant to split
sh tests/cross.sh "$B" ricochet $movies >"$tmp/cross" || status=1
grep '^FAIL' "$tmp/cross"; grep -A6 '^FAIL' "$tmp/cross" | grep -v '^FAIL' | head -n 12
[ $status = 0 ] && echo "ok   matches: $n whole Ricochet matches (variants 1-5, typed ratings $pairs) identical natively, as the ROM and under sim65, each to its new ratings"
exit $status
