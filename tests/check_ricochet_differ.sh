#!/bin/sh
# check_ricochet_differ.sh BUILD — the four computer opponents feel different
# (issue 23, the manual: "strategies that you develop ... against one
# computer opponent will not necessarily work against a different computer
# opponent"): over the bench's 40 games (build/tools/rc_play differ), every
# pair of opponents chooses differently in at least a third of the
# computer's turns, and agrees on every turn of at most 8 of the 40 games
# (the 8 variant-1 games: variant 1 has no target for opponent 3 to hunt).
# (Before issue 23 opponents 2 and 3 differed in 10% of the turns and agreed
# on every turn of 21 games.) One line "ok ..." or "FAIL ..." (exit 1).
B=${1:-build}
prog=$B/tools/rc_play
[ -x "$prog" ] || { echo "FAIL ricochet differ: $prog missing (run make)"; exit 1; }
out=$("$prog" differ) || { echo "FAIL ricochet differ: rc_play differ failed"; exit 1; }
echo "$out" | awk '
  /^[1-4] vs [1-4] / { n++; pct = $7; sub(/%/, "", pct); games = $11
    if (pct + 0 < 33) { print "FAIL ricochet differ: opponents " $1 " and " $3 " choose differently in only " pct "% of the turns"; bad = 1 }
    if (games + 0 > 8) { print "FAIL ricochet differ: opponents " $1 " and " $3 " agree on every turn of " games " games"; bad = 1 }
    if (min == "" || pct + 0 < min) min = pct + 0 }
  END { if (n != 6) { print "FAIL ricochet differ: " n " pairs in the table, not 6"; exit 1 }
        if (bad) exit 1
        print "ok   ricochet differ: every pair of opponents chooses differently in at least " min "% of the bench games'"'"' turns" }'
