#!/bin/sh
# ricochet.sh BUILD — Ricochet on the 6502 at the console clock (1,789,773
# Hz; docs/console.md):
#  1. launch simulations per emulated second (sim65 -c: the start
#     position's four launchers, variant 3, round robin; tests/sim/rc_launches.c);
#  2. each computer opponent's think time, average and worst, over whole
#     recorded games on the ROM (romrun --trace-cycles, tools/thinktime.sh:
#     the cycles from "thinking" to "think"): bench/movies/rc-oN-vV-F.mov,
#     opponent N in every variant, the human first and second, its side
#     typed with opponent 1's choices (tools/rcbot, bench/ricochet-movies.sh).
#     Goals (issue 17): 1-3 worst <= 2 s, 4 average <= 10 s and worst
#     <= 30 s. Exit 1 when a goal is missed.
B=${1:-build}
prg=$B/sim/rc_launches.prg; rom=$B/rom/ricochet.rom
HZ=1789773
for f in "$prg" "$rom"; do
  [ -e "$f" ] || { echo "ricochet.sh: $f missing (run make)"; exit 1; }
done
cycles() { sim65 -c "$prg" "$1" 2>/dev/null | sed -n 's/^\([0-9]*\) cycles$/\1/p'; }

n=2000
c0=$(cycles 0); c1=$(cycles $n)
[ -n "$c0" ] && [ -n "$c1" ] || { echo "ricochet.sh: sim65 $prg failed"; exit 1; }
echo "Ricochet launch simulator on the 6502: $(awk -v n=$n -v c=$((c1 - c0)) -v hz=$HZ \
  'BEGIN { printf "%.0f launches per emulated second (%.0f cycles a launch)", n * hz / c, c / n }')"

echo "== Ricochet: ROM think time per computer turn over whole recorded games (bench/movies/rc-o*.mov)"
out=$(sh tools/thinktime.sh "$B" "$rom" bench/movies/rc-o*.mov) || { echo "$out"; exit 1; }
echo "$out" | awk '
  NR == 1 { print $0 "  goal"; next }
  { op = $2; avg = $4; mx = $6
    if (op < 4) { goal = "worst <= 2 s"; ok = mx <= 2 }
    else { goal = "avg <= 10 s, worst <= 30 s"; ok = avg <= 10 && mx <= 30 }
    print $0 "  " (ok ? "met" : "MISSED") " (" goal ")"
    if (!ok) bad = 1 }
  END { exit bad }'
