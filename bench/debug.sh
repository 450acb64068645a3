#!/bin/sh
# bench/debug.sh BUILD_DIR — what the debugger costs (docs/debugger.md):
# Odin's endgame movie (about 290 million cycles) run by romrun and by
# `annex debug` three ways that stop nowhere — no breakpoint (whole frames),
# a watchpoint on the stack page (its accesses through the debugger's
# callbacks), a breakpoint that never hits (one instruction at a time) —
# $DEBUG_RUNS times each (default 5), alternating. Each run is timed by the
# user+sys CPU time of its process (bash's `times`); prints the median of
# each and its cost against romrun. Every run's trace is checked against
# romrun's first.
B=${1:-build}
N=${DEBUG_RUNS:-5}
ROM="$B/rom/odin.rom" MOV=tests/movies/odin-endgame-v.mov RUN="$B/tools/romrun" A="$B/annex"
for f in "$ROM" "$RUN" "$A" "$B/rom/odin.dbg"; do
  [ -r "$f" ] || { echo "bench/debug.sh: $f not built (make B=$B)" >&2; exit 1; }
done
command -v bash >/dev/null || { echo "bench/debug.sh: needs bash (for its times builtin)" >&2; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "bench/debug.sh: $*" >&2; exit 1; }

# cputime NAME CMD...: runs CMD, prints its user+sys CPU seconds; its trace
# must be romrun's.
cputime() {
  name=$1; shift
  bash -c '"$@" </dev/null >/dev/null 2>&1 || exit 1; times' _ "$@" >"$tmp/times" || fail "$name failed"
  cmp -s "$tmp/ref.tr" "$tmp/run.tr" || fail "$name: the trace differs from romrun's"
  sed -n '2s/[ms]/ /gp' "$tmp/times" | awk '{ printf "%.4f\n", $1 * 60 + $2 + $3 * 60 + $4 }'
}

"$RUN" "$ROM" --movie "$MOV" --trace "$tmp/ref.tr" --time >/dev/null 2>"$tmp/err" || fail "romrun failed"
cycles=$(sed -n 's/^romrun: \([0-9]*\) cycles in .*/\1/p' "$tmp/err")
: >"$tmp/runs"
i=0
while [ "$i" -lt "$N" ]; do
  r=$(cputime romrun "$RUN" "$ROM" --movie "$MOV" --trace "$tmp/run.tr") || exit 1
  d0=$(cputime "debug" "$A" debug "$ROM" --movie "$MOV" --trace "$tmp/run.tr" -e continue -e quit) || exit 1
  d1=$(cputime "debug, watch" "$A" debug "$ROM" --movie "$MOV" --trace "$tmp/run.tr" -e 'watch rw $0101' -e continue -e quit) || exit 1
  d2=$(cputime "debug, break" "$A" debug "$ROM" --movie "$MOV" --trace "$tmp/run.tr" -e 'break $FFF0' -e continue -e quit) || exit 1
  echo "$r $d0 $d1 $d2" >>"$tmp/runs"
  i=$((i + 1))
done
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
for k in 1 2 3 4; do cut -d' ' -f$k "$tmp/runs" | median; done | paste -sd' ' | \
awk -v c="$cycles" -v n="$N" '{
  split("romrun|annex debug, no breakpoint|annex debug, a watchpoint (stack page)|annex debug, a breakpoint (by instruction)", name, "|")
  for (k = 1; k <= 4; k++)
    printf "debug: %-42s median %.3f s CPU: %7.1f M cycles/s  %5.2fx the time of romrun\n", name[k], $k, c / $k / 1e6, $k / $1
  printf "debug: %d cycles (Odin endgame movie), %d alternating runs each, every trace that of romrun\n", c, n
}'
