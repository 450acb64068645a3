#!/bin/sh
# entrap.sh BUILD — 8088 Entrap's think time on the ROM's 6502: console
# seconds (sim65 -c cycles / 1,789,773 Hz, the console clock) of the
# computer's move at each level 1-5, on 16 positions from real games (the
# game of the Odin manual and three games recorded from Vice Versa, each
# after 12, 24, 36 and 46 plies), average and maximum. Each figure is the
# run's cycles minus those of the same set-up alone (build/sim/ent_bench.prg,
# the search exactly as in the game: the same table, depth, width and
# polls). Goals (issue 13): levels 1-4 average at most 3 s and maximum at
# most 10 s; level 5 average at most 20 s.
B=${1:-build}
prg=$B/sim/ent_bench.prg
[ -e "$prg" ] || { echo "entrap bench: $prg missing (run make)"; exit 1; }
movie=$(mktemp); trap 'rm -f "$movie" "$movie.out"' EXIT
# con_sim ends a run at its movie's end; the search latches a frame per 16 nodes.
printf 'annex-movie 1\ntitle entrap\nend 4000000000\n' >"$movie"
games="f5f6e6f4e3c5c4d3c3f2f3d7b5e2g6g5h5g4f1e1d2d6g3g1c8f7e7d8e8d1c2h3h4g2c1b1c6h6h1b2a1f8g8b4a4a6b3a5b6a2a3h2a7c7h7g7b8b7a8h8
f5f6f7g7d3c3b3b2e6f4a1e7g5c4e8c2g3a2e3f3c5h3c1b5h7h8e2d7a3e1c6h6f2f1g2b4d2h1g4h4g6d6a6d1b6a4h5c7a5g1f8b7b1d8a7b8a8g8h2c8
e6f6d3d6g7g6c7c6d7h8h6c3f4f3f8c8b6a6b7e8b3g8d8g5e3a3f7c4b4f5g3h3h5h4h7g4b8a8f2c5b2a1b5f1a5a7g1h1h2a4c2g2e7e1e2c1b1d1a2d2
e6f6d3d6g7g6c7c6d7c3h6h8f4f3f8e3b6f5b2c8e8a6g3f7g5a1c4h3b5h4h5c5b8a8c2c1h2d8e2g8b1h7a7h1g2e1a5a4d1b4f1g1e7b3b7f2d2g4a3a2"
cycles() { sim65 -c "$prg" "$@" <"$movie" 2>/dev/null | tee "$movie.out" | sed -n 's/^\([0-9]*\) cycles$/\1/p'; }
echo "== 8088 Entrap: ROM think time per move (console seconds, 16 positions from real games)"
echo "level  plies  width     average   maximum   goal"
for lv in 1 2 3 4 5; do
  total=0; max=0; n=0
  for g in $games; do
    for plies in 12 24 36 46; do
      pos=$(echo "$g" | cut -c1-$((plies * 2)))
      base=$(cycles - "$pos"); all=$(cycles "$lv" "$pos")
      [ -n "$base" ] && [ -n "$all" ] || { echo "entrap bench: level $lv failed on $pos"; exit 1; }
      c=$((all - base)); total=$((total + c)); n=$((n + 1))
      shape=$(awk 'NR == 1 { print $5, ($6 == 0 ? "all" : $6) }' "$movie.out")
      [ $c -gt $max ] && max=$c
    done
  done
  # shellcheck disable=SC2086  # plies and width
  set -- $shape
  awk -v lv="$lv" -v t="$total" -v n="$n" -v m="$max" -v d="$1" -v w="$2" 'BEGIN {
    avg = t / n / 1789773; mx = m / 1789773
    if (lv < 5) ok = (avg <= 3 && mx <= 10) ? "met (avg <= 3 s, max <= 10 s)" : "MISSED (avg <= 3 s, max <= 10 s)"
    else ok = (avg <= 20) ? "met (avg <= 20 s)" : "MISSED (avg <= 20 s)"
    printf "%5d  %5d  %5s  %8.2f s %7.2f s   %s\n", lv, d, w, avg, mx, ok }'
done
