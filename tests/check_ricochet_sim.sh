#!/bin/sh
# check_ricochet_sim.sh BUILD — every Ricochet launch vector under sim65:
# the engine compiled by cc65 (build/sim/rc_vec.prg) gives the same hits in
# the same order and the same scores as the file says, and prints exactly
# what the native build (build/tools/rc_vec) prints, for the shared
# examples.txt, the 21x13 layout's file (on that layout's table) and
# tests/ricochet_cutoff.txt and tests/ricochet_notarget.txt. One line "ok ..." or "FAIL ..." (exit 1).
B=${1:-build}
here=$(dirname "$0")
. "$here/testlib.sh"
shared=$(tl_shared ricochet)
prg=$B/sim/rc_vec.prg; nat=$B/tools/rc_vec
for f in "$prg" "$nat"; do
  [ -e "$f" ] || { echo "FAIL ricochet sim: $f missing (run make)"; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
total=0
for run in "$shared/examples.txt" "$shared/examples_alt_mirror_21x13.txt alt" "$here/ricochet_cutoff.txt" \
           "$here/ricochet_notarget.txt"; do
  set -- $run
  [ -r "$1" ] || { echo "FAIL ricochet sim: cannot read $1"; exit 1; }
  "$nat" "$@" >"$tmp/nat" 2>&1 || { echo "FAIL ricochet sim: native: $(grep -m1 -v '^ok' "$tmp/nat")"; exit 1; }
  sim65 "$prg" "$@" >"$tmp/sim" 2>&1 || { echo "FAIL ricochet sim: sim65 on $1: $(grep -m1 -v '^ok' "$tmp/sim")"; exit 1; }
  if ! cmp -s "$tmp/nat" "$tmp/sim"; then
    l=$(cmp "$tmp/nat" "$tmp/sim" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
    echo "FAIL ricochet sim: $1 line ${l:-?}: native '$(sed -n "${l:-1}p" "$tmp/nat" | cut -c1-80)' sim65 '$(sed -n "${l:-1}p" "$tmp/sim" | cut -c1-80)'"
    exit 1
  fi
  n=$(grep -c '^ok ' "$tmp/sim")
  [ "$n" -gt 0 ] || { echo "FAIL ricochet sim: no vectors in $1"; exit 1; }
  total=$((total + n))
done
echo "ok   ricochet sim: $total launch vectors identical on native and sim65 (6502), each as its file says"
