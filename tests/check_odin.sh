#!/bin/sh
# check_odin.sh BUILD — Odin and the exact endgame module:
#   1. the opening library (cart/odin/odin_book.c) holds every line of
#      ../shared/othello/openings.txt, in order;
#   2. the endgame solver under sim65 (build/sim/eg_sim.prg, positions of 14,
#      12 and 10 empties) gives the same move, score and node count as the
#      native tools/ffo;
#   3. tools/ffo (the native table solver, tools/eg_fast.h) finds the exact
#      score and a best move of FFO #40 (20 empties, about a second;
#      all ten: bench/odin.sh);
#   4. every tests/movies/odin-*.mov gives identical traces natively, as a
#      ROM and under sim65 (tests/cross.sh).
# Prints "ok" lines; exit 1 on the first failure.
B=${1:-build}
here=$(dirname "$0")
shared=$here/../../shared/othello
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for f in "$B/sim/eg_sim.prg" "$B/tools/ffo" "$B/annex" "$B/rom/odin.rom" "$B/sim/odin.prg"; do
  [ -e "$f" ] || { echo "FAIL odin: $f missing (run make)"; exit 1; }
done

grep -v '^#' "$shared/openings.txt" | awk 'NF { print $1 }' >"$tmp/want"
sed -n 's/^    "\([a-h1-8]*\)",.*/\1/p' "$here/../cart/odin/odin_book.c" >"$tmp/have"
if ! cmp -s "$tmp/want" "$tmp/have"; then
  echo "FAIL odin book: cart/odin/odin_book.c differs from openings.txt:"; diff "$tmp/want" "$tmp/have" | head -n 4; exit 1
fi
echo "ok   odin book: $(wc -l <"$tmp/have") opening lines, as openings.txt"

sim65 "$B/sim/eg_sim.prg" >"$tmp/sim" 2>"$tmp/err" \
  || { echo "FAIL endgame sim: sim65 run failed: $(head -n 1 "$tmp/err")"; exit 1; }
n=0
while IFS= read -r line; do
  case $line in
    "pos "*) pos=${line#pos } ;;
    "1 "*)
      nat=$("$B/tools/ffo" --plain --pos "$pos") || { echo "FAIL endgame sim: native ffo failed on $pos"; exit 1; }
      [ "$nat" = "$line" ] || { echo "FAIL endgame sim: $pos: sim65 '$line', native '$nat'"; exit 1; }
      n=$((n + 1)) ;;
    *) echo "FAIL endgame sim: unexpected line: $line"; exit 1 ;;
  esac
done <"$tmp/sim"
[ $n -ge 3 ] || { echo "FAIL endgame sim: only $n solves"; exit 1; }
echo "ok   endgame sim: $n solves (14, 12, 10 empties) identical on native and sim65 (6502)"

"$B/tools/ffo" --max-empties 20 "$shared/ffo-40-49.obf" >"$tmp/ffo" \
  || { echo "FAIL endgame ffo: $(grep -v ' ok$' "$tmp/ffo" | head -n 1)"; exit 1; }
[ "$(grep -c ' ok$' "$tmp/ffo")" = 1 ] || { echo "FAIL endgame ffo: #40 not solved"; exit 1; }
echo "ok   endgame ffo: #40 exact ($(awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $2, $3 }' "$tmp/ffo"))"

sh "$here/cross.sh" "$B" odin "$here"/movies/odin-*.mov
