#!/bin/sh
# odin.sh BUILD — Odin's think time and the exact endgame module.
#  0. Whole games of Odin against himself at every level
#     (bench/movies/odin-level*.mov, recorded by tools/odinbot; G unless
#     BENCH_QUICK=1), on the ROM (tools/thinktime.sh --moves): each level's
#     average and worst move, middle game and endgame module apart, beside
#     the manual's table.
#  1. The ROM's 6502 (sim65 -c, cycles / 1,789,773 Hz = console seconds), for
#     every level of the manual's skill level table (3-9, A-F, G, X), beside
#     the table's TRS-80 seconds:
#       - the average time of a middle-game move over five positions from
#         real games: the Odin manual's game after 20, 26 and 32 plies, FFO
#         #41 and #45 (22 and 24 empties);
#       - the average time of the first endgame move over three positions
#         with the level's trigger of empties: the manual's game at that
#         point, and FFO #40 and #47 played on by Odin at level 3 (both
#         sides) down to the trigger.
#     Each figure is the run's cycles minus those of the same set-up alone.
#     Two levels run at a time (G and X take minutes of sim65 each).
#  2. Per level over the test movies (tests/movies/odin-*.mov; ROM,
#     tools/thinktime.sh): few moves, at few levels.
#  3. Natively: tools/ffo solves FFO #40-#49 exactly; time and nodes.
# ODIN_LEVELS="3 4 C" limits part 1 to some levels.
B=${1:-build}
here=$(dirname "$0")
. "$here/../tests/testlib.sh"
obf=$(tl_shared othello/ffo-40-49.obf)
prg=$B/sim/odin_bench.prg

if [ "$2" = --row ]; then
  # A worker: one level's row. $3 level, $4 manual mid s, $5 trigger, $6 manual endgame s.
  lv=$3 man=$4 trig=$5 eman=$6
  movie=$(mktemp); trap 'rm -f "$movie"' EXIT
  # con_sim ends a run at its movie's end: Odin latches a frame per 16 nodes.
  printf 'annex-movie 1\ntitle odin\nend 4000000000\n' >"$movie"
  ffo() { sed -n "$(($1 - 39))p" "$obf" | cut -c1-64; }
  side() { sed -n "$(($1 - 39))p" "$obf" | cut -c66; }
  # think ARGS...: the console cycles of Odin's move at $lv, set-up subtracted.
  think() {
    base=$(sim65 -c "$prg" - "$@" <"$movie" 2>/dev/null | sed -n 's/^\([0-9]*\) cycles$/\1/p')
    out=$(sim65 -c "$prg" "$lv" "$@" <"$movie" 2>/dev/null)
    all=$(echo "$out" | sed -n 's/^\([0-9]*\) cycles$/\1/p')
    echo "$out" | grep -q "^$lv " && [ -n "$base" ] && [ -n "$all" ] || { echo FAIL; return; }
    echo $((all - base))
  }
  avg() { awk -v s="$1" -v n="$2" 'BEGIN { printf "%.1f", s / n / 1789773 }'; }
  total=0
  for pos in "20" "26" "32" "$(ffo 41) $(side 41)" "$(ffo 45) $(side 45)"; do
    c=$(think $pos); [ "$c" = FAIL ] && { echo "$lv FAILED (middle game: $pos)"; exit 1; }
    total=$((total + c))
  done
  mid=$(avg $total 5)
  total=0
  for pos in "$((60 - trig))" "$(ffo 40) $(side 40) $trig" "$(ffo 47) $(side 47) $trig"; do
    c=$(think $pos); [ "$c" = FAIL ] && { echo "$lv FAILED (endgame: $pos)"; exit 1; }
    total=$((total + c))
  done
  eg=$(avg $total 3)
  half() { awk -v a="$1" -v m="$2" 'BEGIN { print (a <= m / 2 ? "yes" : "NO") }'; }
  printf "%-5s %9s s %7s s %4s %9s s (%2s) %7s s %4s\n" "$lv" "$mid" "$man" "$(half "$mid" "$man")" \
    "$eg" "$trig" "$eman" "$(half "$eg" "$eman")"
  exit 0
fi

for f in "$prg" "$B/tools/ffo"; do
  [ -e "$f" ] || { echo "odin.sh: $f missing (run make)"; exit 1; }
done
rows="3 1 3 1|4 1 5 1|5 2 5 1|6 2 7 3|7 5 7 3|8 5 9 10|9 15 9 10|A 15 11 50|B 45 11 50|C 45 13 400|D 150 13 400|E 150 15 3000|F 500 15 3000|G 1600 17 20000|X 16000 18 60000"
games=$(ls bench/movies/odin-level*.mov | grep -v levelG)
[ -n "$BENCH_QUICK" ] || games="$games bench/movies/odin-levelG.mov"
echo "Odin over whole games against himself (bench/movies/odin-level*.mov, tools/odinbot;"
echo "level G unless BENCH_QUICK=1; X not recorded: hours of 6502 time): ROM think time per"
echo "move, middle game and endgame module (empties <= the level's trigger; T: 14) apart,"
echo "beside the manual's TRS-80 seconds; 'half': the worst move at most half the manual's."
echo "level  mid avg  mid worst  manual half   end avg  end worst  manual half"
sh tools/thinktime.sh --moves "$B" "$B/rom/odin.rom" $games | awk -F '\t' -v rows="$rows|1 0 0 0|2 0 3 0|T 0 14 0" '
  BEGIN { n = split(rows, r, "|")
          for (i = 1; i <= n; i++) { split(r[i], f, " "); lv[i] = f[1]; man[f[1]] = f[2]; trig[f[1]] = f[3]; eman[f[1]] = f[4] } }
  { l = substr($1, 7); ph = 60 - $5 <= trig[l] ? "e" : "m"
    c[l, ph]++; s[l, ph] += $2; if ($2 > w[l, ph]) w[l, ph] = $2 }
  function half(x, m) { return m == 0 ? "-" : (x <= m / 2 ? "yes" : "NO") }
  function cell(l, ph) { return c[l, ph] ? sprintf("%7.2f s %8.2f s", s[l, ph] / c[l, ph] / 1789773, w[l, ph] / 1789773) : sprintf("%9s %10s", "-", "-") }
  END { split("1 2 3 4 5 6 7 8 9 A B C D E F G X T", o, " ")
        for (i = 1; i <= 18; i++) { l = o[i]; if (!c[l, "m"] && !c[l, "e"]) continue
          printf "%-5s %s %6s %4s  %s %6s %4s\n", l, cell(l, "m"), man[l] + 0 == 0 ? "-" : man[l], half(w[l, "m"] / 1789773, man[l]),
                 cell(l, "e"), eman[l] + 0 == 0 ? "-" : eman[l], half(w[l, "e"] / 1789773, eman[l]) } }' || exit 1
echo "Odin's think time per move over the test movies (ROM, tools/thinktime.sh):"
sh tools/thinktime.sh "$B" "$B/rom/odin.rom" tests/movies/odin-*.mov || exit 1
echo "Odin on the ROM's 6502 (console seconds) vs the manual's table (TRS-80 seconds);"
echo "'half': at most half the manual's time"
echo "level   middle game  manual half   first endgame move  manual half"
if [ -n "$BENCH_QUICK" ] && [ -z "$ODIN_LEVELS" ]; then ODIN_LEVELS="3 4 5 6 7 8 9 A B C D E F"; fi
if [ -n "$ODIN_LEVELS" ]; then
  keep=""
  for l in $ODIN_LEVELS; do keep="$keep|$(echo "$rows" | tr '|' '\n' | grep "^$l ")"; done
  rows=${keep#|}
fi
t0=$(date +%s)
# Rows come back in finishing order: sort them by the table's level order.
echo "$rows" | tr '|' '\n' | xargs -P 2 -I{} sh -c 'sh "$0" "$1" --row $2' "$0" "$B" {} \
  | awk 'BEGIN { o = "3456789ABCDEFGX" } { print index(o, substr($1, 1, 1)) "\t" $0 }' | sort -n | cut -f2-
echo "(sim65 wall time for the table: $(($(date +%s) - t0)) s)"

echo "FFO #40-#49 natively (tools/ffo: the native table solver, tools/eg_fast.h):"
"$B/tools/ffo" --time "$obf"
