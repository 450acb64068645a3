#!/bin/sh
# check_movies_all.sh BUILD [DIR...|TITLE] — every recorded game gives the same
# game natively and as the ROM, the same trace and the same screen at the
# end of every logical frame: `annex compare` on every movie of
# bench/movies/ (the benchmarks' games: every computer player thinking
# uninterrupted for whole games), its title read from the movie's `title`
# line. tests/movies/ is compared per title by check_title.sh (natively, as
# the ROM and under sim65); CROSS_ALL=1 adds sim65 here too (tests/cross.sh
# instead of annex compare alone; 'make fuzz': hours of emulated thinking).
# MOVIES_MAX_FRAMES: annex compare's hang guard, displayed frames (default
# its own, eight emulated hours; Odin's level X games need more: bench/odin-x).
# With no DIR ('make test'): bench/movies/ but Odin's level G game
# (odin-levelG.mov), 34 s of the 90 s of CPU the check takes on its own:
# level G runs the searches of level F, compared here, deeper (8 plies,
# endgames from 17 empties), and check_ai_fuzz.sh compares level G's
# searches near the end natively and under sim65. 'make fuzz' names
# bench/movies (fuzz-movies) and compares every game.
# A TITLE instead of DIRs: that title's games of bench/movies alone ('make
# test' runs one check a title, so the runner spreads them over the cores).
# Prints one line per movie that differs and one per title; exit 1 if any.
B=${1:-build}; shift
skip=""
only=""
if [ $# = 1 ] && [ ! -d "$1" ]; then only=$1; shift; fi
[ $# -gt 0 ] || { set -- bench/movies; skip=bench/movies/odin-levelG.mov; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
for d in "$@"; do
  for m in "$d"/*.mov; do
    [ "$m" = "$skip" ] && continue
    t=$(sed -n 's/^title //p' "$m" | head -n 1)
    [ -n "$t" ] || { echo "FAIL $m: no title line"; status=1; continue; }
    [ -z "$only" ] || [ "$t" = "$only" ] || continue
    echo "$m" >>"$tmp/$t.list"
  done
done
[ -z "$only" ] || [ -f "$tmp/$only.list" ] || { echo "FAIL all movies: no $only game in bench/movies"; exit 1; }
for list in "$tmp"/*.list; do
  t=$(basename "$list" .list); n=0; bad=0; screens=0
  while IFS= read -r m; do
    n=$((n + 1))
    if [ "${CROSS_ALL:-0}" = 1 ]; then   # annex compare and sim65
      out=$(sh tests/cross.sh "$B" "$t" "$m" 2>&1) \
        && out="identical: $(echo "$out" | sed 's/.*; \([0-9]*\) screens natively.*/0, \1 screens/')"
    else
      out=$("$B/annex" compare "$t" --movie "$m" ${MOVIES_MAX_FRAMES:+--max-frames "$MOVIES_MAX_FRAMES"} 2>&1)
    fi
    case $out in
      identical:*) screens=$((screens + $(echo "$out" | sed 's/.*, \([0-9]*\) screens$/\1/')));;
      *) echo "FAIL annex compare $t $m: $(echo "$out" | head -n 3 | tr '\n' ' ')"; bad=$((bad + 1));;
    esac
  done <"$list"
  if [ $bad = 0 ]; then echo "ok   all movies: $n $t movies identical natively and as the ROM${CROSS_ALL:+ and under sim65} ($screens screens)"
  else echo "FAIL all movies: $bad of $n $t movies differ"; status=1; fi
done
exit $status
