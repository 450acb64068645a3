#!/bin/sh
# check_ai_fuzz.sh BUILD — the differential fuzzers (tests/sim/fz_*.c,
# docs/portability.md): every computer player of every title and the rules
# engines on random legal positions, the same program built natively
# (build/tests/fz_*) and by cc65 for sim65 (build/sim/fz_*.prg), run with
# the same seed: the two outputs (moves, values, node and simulation
# counts, the rules' answers) must be byte for byte the same. On a
# difference it prints the case and the first lines that differ, and the
# command that replays it.
#   AI_FUZZ_SEED (default 1). AI_FUZZ_N: positions per title; unset,
#   'make test's counts below and the fuzzers' `light` mode (Odin's levels
#   G and X only near the end); set ('make fuzz'), every search in full.
B=${1:-build}
seed=${AI_FUZZ_SEED:-1}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
# title:fuzzer:positions in make test (Odin's 18 levels are the costliest)
for t in vice-versa:vv:300 capture:cap:400 odin:odin:180 entrap:ent:300 ricochet:rc:200; do
  title=${t%%:*}; rest=${t#*:}; f=${rest%%:*}; n=${AI_FUZZ_N:-${rest#*:}}
  light=light; [ -n "$AI_FUZZ_N" ] && light=
  nat=$B/tests/fz_$f; prg=$B/sim/fz_$f.prg
  [ -x "$nat" ] && [ -f "$prg" ] || { echo "FAIL ai fuzz $title: no $nat or $prg (run make)"; status=1; continue; }
  "$nat" "$seed" "$n" 0 $light >"$tmp/nat" 2>&1 || { echo "FAIL ai fuzz $title: native run failed: $(tail -n 1 "$tmp/nat")"; status=1; continue; }
  sim65 "$prg" "$seed" "$n" 0 $light >"$tmp/sim" 2>&1 || { echo "FAIL ai fuzz $title: sim65 run failed: $(tail -n 1 "$tmp/sim")"; status=1; continue; }
  cases=$(grep -c '^case' "$tmp/nat")
  if cmp -s "$tmp/nat" "$tmp/sim"; then
    echo "ok   ai fuzz $title: $cases random positions (seed $seed, $n tried), every player's move, value and count identical natively and under sim65"
  else
    l=$(cmp "$tmp/nat" "$tmp/sim" | sed -n 's/.* line \([0-9]*\).*/\1/p')
    c=$(head -n "$l" "$tmp/nat" | grep '^case' | tail -n 1 | cut -d' ' -f2)
    echo "FAIL ai fuzz $title: native and sim65 differ at case $c (line $l): replay: $nat $seed 1 $c $light; sim65 $prg $seed 1 $c $light"
    diff "$tmp/nat" "$tmp/sim" | head -n 4
    status=1
  fi
done
exit $status
