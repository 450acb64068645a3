#!/bin/sh
# bench/emu.sh BUILD_DIR — our console emulator against cc65's sim65 on the
# same C program (bench/work.c: sieve, bitwise CRC-16, Shell sort; about 200
# million cycles), compiled by cc65 as an annex ROM and for sim6502, run in
# turn in the same bench run, best of 3 each. Prints emulated cycles per host
# second for both and their ratio (goal: romrun at least 2x sim65), after
# checking that both printed the same trace (the program's results).
# Host time is wall time around each process, measured the same way for both.
B=${1:-build}
ROM="$B/bench/work.rom"; PRG="$B/bench/work.prg"; RUN="$B/tools/romrun"
for f in "$ROM" "$PRG" "$RUN"; do
  [ -r "$f" ] || { echo "bench/emu.sh: $f not built (make B=$B bench builds it)" >&2; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "bench/emu.sh: $*" >&2; exit 1; }
now() { date +%s%N; }
# best OLD NEW: the smaller time
best() { if [ -z "$1" ] || [ "$2" -lt "$1" ]; then echo "$2"; else echo "$1"; fi; }

rom_ns=""; sim_ns=""
for i in 1 2 3; do
  t0=$(now)
  "$RUN" "$ROM" --frames 0 --trace "$tmp/rom" --time 2>"$tmp/rom.err" \
    || fail "romrun failed: $(head -n 1 "$tmp/rom.err")"
  rom_ns=$(best "$rom_ns" $(($(now) - t0)))
  t0=$(now)
  sim65 -c "$PRG" </dev/null >"$tmp/sim.out" 2>"$tmp/sim.err" \
    || fail "sim65 failed: $(head -n 1 "$tmp/sim.err")"
  sim_ns=$(best "$sim_ns" $(($(now) - t0)))
done

rom_cycles=$(sed -n 's/^romrun: \([0-9]*\) cycles in .*/\1/p' "$tmp/rom.err")
sim_cycles=$(sed -n 's/^\([0-9]*\) cycles$/\1/p' "$tmp/sim.out")
grep -v '^[0-9]* cycles$' "$tmp/sim.out" >"$tmp/sim"
[ -n "$rom_cycles" ] && [ -n "$sim_cycles" ] || fail "no cycle count from romrun or sim65"
[ -s "$tmp/rom" ] || fail "the ROM printed no trace"
cmp -s "$tmp/rom" "$tmp/sim" || fail "results differ: ROM '$(tr '\n' ' ' <"$tmp/rom")', sim65 '$(tr '\n' ' ' <"$tmp/sim")'"

awk -v rc="$rom_cycles" -v rn="$rom_ns" -v sc="$sim_cycles" -v sn="$sim_ns" \
    -v res="$(cut -d' ' -f2- "$tmp/rom" | paste -sd' ')" 'BEGIN {
  rt = rn / 1e9; st = sn / 1e9
  if (rt <= 0) rt = 1e-9
  if (st <= 0) st = 1e-9
  printf "emu: bench/work.c, same results on both: %s\n", res
  printf "emu: annex romrun %10d cycles in %.3f s: %6.1f M cycles/s\n", rc, rt, rc / rt / 1e6
  printf "emu: cc65 sim65   %10d cycles in %.3f s: %6.1f M cycles/s\n", sc, st, sc / st / 1e6
  printf "emu: romrun / sim65 = %.2fx (goal: at least 2x)\n", (rc / rt) / (sc / st)
}'
