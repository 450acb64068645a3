#!/bin/sh
# ricochet-movies.sh BUILD — records the games bench/ricochet.sh times
# (make ricochet-bench-movies; only when the game or an opponent changes on
# purpose): bench/movies/rc-oN-vV-F.mov, opponent N (1-4) in variant V (1-5)
# against the human side typed by tools/rcbot with opponent 1's choices, the
# human first (F = f) or second (s): 40 whole games.
B=${1:-build}
[ -x "$B/tools/rcbot" ] || { echo "ricochet-movies: $B/tools/rcbot missing (make first)"; exit 1; }
for op in 1 2 3 4; do
  for v in 1 2 3 4 5; do
    for f in f s; do
      out=bench/movies/rc-o$op-v$v-$f.mov
      "$B/tools/rcbot" --variant $v --opponent $op --first $f --out "$out" || exit 1
    done
  done
done
echo "recorded 40 games: bench/movies/rc-o*-v*-*.mov"
