#!/bin/sh
# storm_search.sh BUILD TITLE FROM TO [PATTERN] — chooses quiet-storm seeds
# by what they reach (tests/storm_seeds.txt): for each seed FROM..TO, the
# thinks its quiet storm (tools/storm --quiet, STORM_FRAMES frames, default
# 20000) leaves alone, and how many lines of its native trace match the grep
# PATTERN (say "opponent 4"); printed most thinks first, as the rows of
# tests/storm_seeds.txt are written: TITLE SEED THINKS [PATTERN] (seeds
# whose trace has no PATTERN are left out).
B=$1; title=$2; from=$3; to=$4; pat=$5
[ -n "$to" ] || { echo "usage: storm_search.sh BUILD TITLE FROM TO [PATTERN]" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
seed=$from
while [ "$seed" -le "$to" ]; do
  n=$("$B/tools/storm" --quiet "$title" "$seed" "${STORM_FRAMES:-20000}" "$tmp/m.mov") || exit 1
  if [ -n "$pat" ]; then
    "$B/annex" --headless "$title" --movie "$tmp/m.mov" --trace "$tmp/t" >/dev/null 2>&1 || exit 1
    grep -q -e "$pat" "$tmp/t" && echo "$title $seed ${n% *} $pat"
  else
    echo "$title $seed ${n% *}"
  fi
  seed=$((seed + 1))
done | sort -k3 -n -r
