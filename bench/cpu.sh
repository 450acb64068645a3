#!/bin/sh
# bench/cpu.sh BUILD_DIR — the 6502 core's emulation rate on Klaus Dormann's
# functional test (96,241,367 cycles), best of 3 runs of 'cputest image --time'.
# The shared data folder is $ANNEX_SHARED (default ../shared: tests/testlib.sh).
B=${1:-build}
. "$(dirname "$0")/../tests/testlib.sh"
BIN="$B/tools/cputest"
IMG=$(tl_shared cpu-tests/6502_functional_test.bin)
[ -x "$BIN" ] || { echo "bench/cpu.sh: $BIN not built" >&2; exit 1; }
[ -r "$IMG" ] || { echo "bench/cpu.sh: cannot read $IMG (set ANNEX_SHARED)" >&2; exit 1; }
best=""
for i in 1 2 3; do
  out=$("$BIN" image "$IMG" --load 0 --pc '$0400' --time) || { echo "$out" >&2; exit 1; }
  case "$out" in *"trap \$3469 "*) ;; *) echo "bench/cpu.sh: Klaus test failed: $out" >&2; exit 1;; esac
  t=$(echo "$out" | sed -n 's/^time \([0-9.]*\) s.*/\1/p')
  if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; fi
done
awk -v t="$best" 'BEGIN {
  c = 96241367
  if (t <= 0) t = 1e-9
  printf "cpu: Klaus functional test, %d cycles in %.3f s: %.0f cycles/s (%.1f MHz)\n", c, t, c / t, c / t / 1e6
}'
