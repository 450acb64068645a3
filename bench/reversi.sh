#!/bin/sh
# reversi.sh BUILD — benchmark of the Reversi engine (docs/reversi.md):
# native perft(11) time, and 6502 cycles (sim65 -c) per rv_gen and per
# rv_make+rv_undo pair on four positions. Builds nothing: `make bench`
# builds first. Cycles: run build/sim/rv_sim.prg with N rounds and with 0,
# divide the difference (sim65 2.19 has no cycle-counter register).
B=${1:-build}
prg=$B/sim/rv_sim.prg; perft=$B/tools/perft
N=${RV_BENCH_N:-200}
for f in "$prg" "$perft"; do
  [ -e "$f" ] || { echo "reversi bench: $f missing (run make)"; exit 1; }
done
cyc() { sim65 -c "$prg" "$@" 2>&1 | sed -n 's/^\([0-9]*\) cycles$/\1/p'; }

echo "== Reversi engine benchmark"
t0=$(date +%s%N)
leaves=$("$perft" 11)
t1=$(date +%s%N)
echo "native perft(11) = $leaves leaves in $(awk "BEGIN { printf \"%.2f\", ($t1 - $t0) / 1e9 }") s"
[ "$leaves" = 212258800 ] || { echo "reversi bench: perft(11) is wrong"; exit 1; }
echo
echo "6502 cycles (sim65 -c, cc65 -Oirs --static-locals), $N rounds each:"
printf '%-22s %6s %8s %8s %10s %10s\n' position empty moves "rv_gen" "/empty" "make+undo"
for pos in 0 1 2 3; do
  case $pos in
    0) name="start";;
    1) name="Odin game, 20 plies";;
    2) name="Odin game, 30 plies";;
    3) name="Odin game, 40 plies";;
  esac
  set -- $(sim65 "$prg" bench moves $pos); nm=$1; empt=$2
  g0=$(cyc bench gen $pos 0); g1=$(cyc bench gen $pos $N)
  m0=$(cyc bench mk $pos 0); m1=$(cyc bench mk $pos $N)
  gen=$(( (g1 - g0) / N ))
  mk=$(( (m1 - m0) / (N * nm) ))
  printf '%-22s %6s %8s %8s %10s %10s\n' "$name" "$empt" "$nm" "$gen" "$(( gen / empt ))" "$mk"
done
echo "(make+undo: rv_make(sq) then rv_undo() for each legal move, averaged;"
echo " at the console's 1.79 MHz, 1000 cycles = 0.56 ms)"
# perft(6) of rv_sim's five positions: the run to depth 6 less the run to 5
# (the same set-ups and perft 1..5), over the leaves of the perft 6 lines.
sim65 -c "$prg" 6 >"${TMPDIR:-/tmp}/rv_bench.$$" 2>&1
c6=$(sed -n 's/^\([0-9]*\) cycles$/\1/p' "${TMPDIR:-/tmp}/rv_bench.$$")
pleaves=$(awk '$1 == "perft" && $2 == 6 { s += $3 } END { print s }' "${TMPDIR:-/tmp}/rv_bench.$$")
rm -f "${TMPDIR:-/tmp}/rv_bench.$$"
c5=$(cyc 5)
echo
echo "perft(6) of 5 positions (start, Odin game 20 and 30 plies, FFO #40 and #41):"
echo "$pleaves leaves, $(( (c6 - c5) / pleaves )) 6502 cycles a leaf"
