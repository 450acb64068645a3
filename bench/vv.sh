#!/bin/sh
# vv.sh BUILD — Vice Versa's think time per computer move for each opponent,
# on the ROM (emulated seconds, cycles / 1,789,773 Hz), over every recorded
# game against the computer (tools/thinktime.sh): tests/movies/vv-*.mov but
# the friend's, and bench/movies/vv-*.mov, three more games each for
# DOROTHY and ERNEST (first, second, first; the human side plays random
# legal moves), recorded with tools/vvbot:
#   build/tools/vvbot --opponent D --first Y --seed 31 --out bench/movies/vv-dorothy-1.mov
#   (D: seeds 31-33, E: 41-43; --first Y, N, Y; vv-ernest-1..3.mov)
# Goals (issue 15): ERNEST average <= 10 s and worst <= 25 s, DOROTHY worst
# <= 10 s.
B=${1:-build}
echo "== Vice Versa: ROM think time per computer move over whole recorded games"
out=$(sh tools/thinktime.sh "$B" "$B/rom/vice-versa.rom" $(ls tests/movies/vv-*.mov | grep -v friend) bench/movies/vv-*.mov) \
  || { echo "$out"; exit 1; }
echo "$out" | awk '
  NR == 1 { print $0 "  goal"; next }
  function goal(ok, what) { return (ok ? "met" : "MISSED") " (" what ")" }
  $2 == "DOROTHY" { $0 = $0 "  " goal($6 <= 10, "worst <= 10 s") }
  $2 == "ERNEST" { $0 = $0 "  " goal($4 <= 10, "avg <= 10 s") ", " goal($6 <= 25, "worst <= 25 s") }
  { print }'
