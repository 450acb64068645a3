#!/bin/sh
# bench/emu.sh BUILD_DIR — our console emulator against cc65's sim65 on the
# same C program (bench/work.c: sieve, bitwise CRC-16, Shell sort; about 200
# million cycles), compiled by cc65 as an annex ROM and for sim6502. The two
# run alternately, $EMU_RUNS times each (default 7), after checking that both
# printed the same trace (the program's results). Each run is timed the same
# way: the user+sys CPU time of its process (bash's `times`, so other load on
# the machine counts less than in wall time). Prints the median time and
# rate of each, and the median, min and max of the per-pair ratios (goal:
# romrun at least 3x sim65).
B=${1:-build}
N=${EMU_RUNS:-7}
ROM="$B/bench/work.rom"; PRG="$B/bench/work.prg"; RUN="$B/tools/romrun"
for f in "$ROM" "$PRG" "$RUN"; do
  [ -r "$f" ] || { echo "bench/emu.sh: $f not built (make B=$B bench builds it)" >&2; exit 1; }
done
command -v bash >/dev/null || { echo "bench/emu.sh: needs bash (for its times builtin)" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "bench/emu.sh: $*" >&2; exit 1; }

# cputime NAME CMD...: runs CMD (output in $tmp/NAME.out, .err) and prints
# its user+sys CPU seconds; fails with CMD.
cputime() {
  name=$1; shift
  OUT="$tmp/$name.out" ERR="$tmp/$name.err" bash -c \
    '"$@" </dev/null >"$OUT" 2>"$ERR" || exit 1; times' _ "$@" >"$tmp/times" \
    || fail "$1 failed: $(head -n 1 "$tmp/$name.err")"
  # The second line is the children's: "0m0.119s 0m0.001s".
  sed -n '2s/[ms]/ /gp' "$tmp/times" | awk '{ printf "%.4f\n", $1 * 60 + $2 + $3 * 60 + $4 }'
}

: >"$tmp/runs"
i=0
while [ "$i" -lt "$N" ]; do
  rt=$(cputime rom "$RUN" "$ROM" --frames 0 --trace "$tmp/rom" --time) || exit 1
  st=$(cputime sim sim65 -c "$PRG") || exit 1
  echo "$rt $st" >>"$tmp/runs"
  i=$((i + 1))
done

rom_cycles=$(sed -n 's/^romrun: \([0-9]*\) cycles in .*/\1/p' "$tmp/rom.err")
sim_cycles=$(sed -n 's/^\([0-9]*\) cycles$/\1/p' "$tmp/sim.out")
grep -v '^[0-9]* cycles$' "$tmp/sim.out" >"$tmp/sim"
[ -n "$rom_cycles" ] && [ -n "$sim_cycles" ] || fail "no cycle count from romrun or sim65"
[ -s "$tmp/rom" ] || fail "the ROM printed no trace"
cmp -s "$tmp/rom" "$tmp/sim" || fail "results differ: ROM '$(tr '\n' ' ' <"$tmp/rom")', sim65 '$(tr '\n' ' ' <"$tmp/sim")'"

# median FIELD: the median of one column of $tmp/runs (or of the ratios).
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
floor() { awk '$1 < 1e-4 { $1 = 1e-4 } { print $1 }'; }
rom_t=$(cut -d' ' -f1 "$tmp/runs" | floor | median)
sim_t=$(cut -d' ' -f2 "$tmp/runs" | floor | median)
awk -v rc="$rom_cycles" -v sc="$sim_cycles" '{
  rt = $1 < 1e-4 ? 1e-4 : $1; st = $2 < 1e-4 ? 1e-4 : $2
  print (rc / rt) / (sc / st) }' "$tmp/runs" >"$tmp/ratios"
ratio=$(median <"$tmp/ratios")
lo=$(sort -g "$tmp/ratios" | head -n 1)
hi=$(sort -g "$tmp/ratios" | tail -n 1)

awk -v rc="$rom_cycles" -v rt="$rom_t" -v sc="$sim_cycles" -v st="$sim_t" -v n="$N" \
    -v r="$ratio" -v lo="$lo" -v hi="$hi" \
    -v res="$(cut -d' ' -f2- "$tmp/rom" | paste -sd' ')" 'BEGIN {
  printf "emu: bench/work.c, same results on both: %s\n", res
  printf "emu: annex romrun %10d cycles, median %.3f s CPU: %6.1f M cycles/s\n", rc, rt, rc / rt / 1e6
  printf "emu: cc65 sim65   %10d cycles, median %.3f s CPU: %6.1f M cycles/s\n", sc, st, sc / st / 1e6
  printf "emu: romrun / sim65 = %.2fx, median of %d side-by-side runs (min %.2fx, max %.2fx; user+sys CPU time of each process) (goal: at least 3x)\n", r, n, lo, hi
}'
