#!/bin/sh
# check_odin.sh BUILD — Odin and the exact endgame module:
#   1. the opening library (cart/odin/odin_book.c) holds every line of
#      ../shared/othello/openings.txt, in order;
#   2. the endgame solver under sim65 (build/sim/eg_sim.prg: FFO #40-#49
#      played on to 14, 12 or 10 empties) gives the same move, score and
#      node count as the native tools/ffo --plain;
#   3. tools/ffo (the native table solver, tools/eg_fast.h) finds the exact
#      score and a best move of FFO #40 (20 empties, about a second;
#      all ten: bench/odin.sh);
#   4. W then F prints the transcript: the same page natively (annex
#      --print), as a ROM (romrun --print) and under sim65 (standard error),
#      equal to the trace's record line.
#   5. the screens of tests/movies/odin.screens, natively and as the ROM.
# (The movies on every target: tests/check_title.sh, as for every title.)
# Prints "ok" lines; exit 1 on the first failure.
B=${1:-build}
here=$(dirname "$0")
. "$here/testlib.sh"
shared=$(tl_shared othello)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for f in "$B/sim/eg_sim.prg" "$B/tools/ffo" "$B/annex" "$B/rom/odin.rom" "$B/sim/odin.prg"; do
  [ -e "$f" ] || { echo "FAIL odin: $f missing (run make)"; exit 1; }
done

grep -v '^#' "$shared/openings.txt" | awk 'NF { print $1 }' >"$tmp/want"
# odin_book.c: each line as 'A' + the moves it shares with the line before, then its own.
sed -n 's/^    "\([A-Z]\)" "\([a-h1-8]*\)".*/\1 \2/p' "$here/../cart/odin/odin_book.c" \
  | awk '{ n = index("ABCDEFGHIJKLMNOPQRSTUVWXYZ", $1) - 1; line = substr(line, 1, 2 * n) $2; print line }' >"$tmp/have"
if ! cmp -s "$tmp/want" "$tmp/have"; then
  echo "FAIL odin book: cart/odin/odin_book.c differs from openings.txt:"; diff "$tmp/want" "$tmp/have" | head -n 4; exit 1
fi
echo "ok   odin book: $(wc -l <"$tmp/have") opening lines, as openings.txt"

sim65 "$B/sim/eg_sim.prg" <"$shared/ffo-40-49.obf" >"$tmp/sim" 2>"$tmp/err" \
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
[ $n = 10 ] || { echo "FAIL endgame sim: $n solves, not 10"; exit 1; }
echo "ok   endgame sim: $n solves (FFO #40-#49 played on to 14, 12 or 10 empties) identical on native and sim65 (6502)"

"$B/tools/ffo" --max-empties 20 "$shared/ffo-40-49.obf" >"$tmp/ffo" \
  || { echo "FAIL endgame ffo: $(grep -v ' ok$' "$tmp/ffo" | head -n 1)"; exit 1; }
[ "$(grep -c ' ok$' "$tmp/ffo")" = 1 ] || { echo "FAIL endgame ffo: #40 not solved"; exit 1; }
echo "ok   endgame ffo: #40 exact ($(awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $2, $3 }' "$tmp/ffo"))"

movie=$here/movies/odin-level2-game.mov
"$B/annex" --headless odin --movie "$movie" --trace "$tmp/trace" --print "$tmp/print.native" >/dev/null \
  || { echo "FAIL odin print: native run failed"; exit 1; }
"$B/tools/romrun" "$B/rom/odin.rom" --movie "$movie" --print "$tmp/print.rom" >/dev/null \
  || { echo "FAIL odin print: ROM run failed"; exit 1; }
sim65 "$B/sim/odin.prg" <"$movie" >/dev/null 2>"$tmp/print.sim" \
  || { echo "FAIL odin print: sim65 run failed"; exit 1; }
grep -q '^[0-9]* print$' "$tmp/trace" || { echo "FAIL odin print: no print event in the trace"; exit 1; }
printf '%s\n\f' "$(sed -n 's/^[0-9]* record //p' "$tmp/trace")" >"$tmp/want"
[ "$(wc -c <"$tmp/want")" -gt 100 ] || { echo "FAIL odin print: no whole game recorded"; exit 1; }
for t in native rom sim; do
  # annex and romrun drop the form feed that ends a page (it separates pages);
  # sim65 writes the page as sent.
  [ $t = sim ] || printf '\f' >>"$tmp/print.$t"
  cmp -s "$tmp/want" "$tmp/print.$t" \
    || { echo "FAIL odin print: $t page differs from the record: $(head -c 80 "$tmp/print.$t")"; exit 1; }
done
echo "ok   odin print: W F prints the $(($(wc -c <"$tmp/want") - 2))-character transcript, identical natively, as a ROM and under sim65"

# 5. What the screen shows, natively and as the ROM: tests/movies/odin.screens
#    (tests/check_screens.sh, shared with the other titles).
sh "$here/check_screens.sh" "$B" odin || exit 1
