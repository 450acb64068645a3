#!/bin/sh
# capture.sh BUILD — Capture's thinking time on the ROM: emulated seconds
# (cycles / 1,789,773) per computer move at each level 1-5, over the recorded
# one-game movies (tests/movies/cap-level*.mov). Goal: every level averages
# at most 5 s. Builds nothing: `make bench` builds first.
B=${1:-build}
for f in "$B/tools/capbench" "$B/rom/capture.rom"; do
  [ -e "$f" ] || { echo "capture bench: $f missing (run make)"; exit 1; }
done
echo "== Capture MG-302: ROM think time per computer move (emulated seconds)"
"$B/tools/capbench" "$B/rom/capture.rom" tests/movies/cap-level[1-5].mov || exit 1
