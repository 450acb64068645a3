#!/bin/sh
# ricochet.sh BUILD — Ricochet on the ROM's 6502 (sim65 -c cycles at the
# console clock, 1,789,773 Hz; docs/console.md):
#  1. launch simulations per emulated second (the start position's four
#     launchers, variant 3, round robin; the state restored after each);
#  2. each computer opponent's think time, average and worst, over whole
#     recorded games: opponent N against opponent 1 (both colours, every
#     variant; tools/rc_play game), each of N's turns replayed on the 6502
#     (tests/sim/rc_think.c) with and without the think, the difference
#     timed; the goals are 2 s worst for 1-3, 10 s average and 30 s worst
#     for 4. Fails (exit 1) when a goal is missed.
B=${1:-build}
prg=$B/sim/rc_think.prg; play=$B/tools/rc_play
HZ=1789773
for f in "$prg" "$play"; do
  [ -e "$f" ] || { echo "ricochet.sh: $f missing (run make)"; exit 1; }
done
cycles() { sim65 -c "$prg" "$@" 2>/dev/null | sed -n 's/^\([0-9]*\) cycles$/\1/p'; }

n=2000
c0=$(cycles launch 0); c1=$(cycles launch $n)
echo "Ricochet launch simulator on the 6502: $(awk -v n=$n -v c=$((c1 - c0)) -v hz=$HZ \
  'BEGIN { printf "%.0f launches per emulated second (%.0f cycles a launch)", n * hz / c, c / n }')"

# think OP: one line per timed turn of OP, "cycles sims", over its games.
think() {
  op=$1
  for v in 1 2 3 4 5; do
    for col in L R; do
      if [ $col = L ]; then rec=$("$play" game $v $op 1); else rec=$("$play" game $v 1 $op); fi
      prefix=""
      echo "$rec" | while read -r side code rest; do
        if [ "$side" = "$col" ]; then
          base=$(cycles $v 0 $prefix)
          out=$(sim65 -c "$prg" $v $op $prefix 2>/dev/null)
          all=$(echo "$out" | sed -n 's/^\([0-9]*\) cycles$/\1/p')
          sims=$(echo "$out" | sed -n "s/^$op [0-9]* \([0-9]*\)$/\1/p")
          [ -n "$base" ] && [ -n "$all" ] && [ -n "$sims" ] || { echo "FAIL $v $col $prefix"; exit 1; }
          echo "$((all - base)) $sims"
        fi
        prefix="$prefix $code"
      done
    done
  done
}

echo "opponent  turns  average s  worst s  goal            sims avg/max"
fail=0
for op in 1 2 3 4; do
  think $op >"${TMPDIR:-/tmp}/rc_bench.$$" || { echo "ricochet.sh: replay failed"; exit 1; }
  line=$(awk -v hz=$HZ -v op=$op '
    /^FAIL/ { bad = 1 }
    { n++; s += $1; if ($1 > m) m = $1; ss += $2; if ($2 > ms) ms = $2 }
    END {
      avg = s / n / hz; worst = m / hz
      ok = (op < 4) ? worst <= 2 : (avg <= 10 && worst <= 30)
      goal = (op < 4) ? "worst <= 2 s" : "avg <= 10, worst <= 30"
      printf "%-9d %5d  %9.2f  %7.2f  %-22s %s  %d/%d\n", op, n, avg, worst, goal, \
        (ok && !bad) ? "ok" : "MISSED", ss / n, ms
    }' "${TMPDIR:-/tmp}/rc_bench.$$")
  echo "$line"
  case $line in *MISSED*) fail=1 ;; esac
done
rm -f "${TMPDIR:-/tmp}/rc_bench.$$"
exit $fail
