#!/bin/sh
# check_entrap.sh BUILD — 8088 Entrap's games stay legal (tests/check_title.sh
# does the rest: the same trace on every target, annex compare, and what
# each movie must show). Every Entrap movie, the key storms included, is run
# natively and its trace replayed on the Reversi engine by tools/entbot
# --verify: each move legal and made by the side to move, each pass
# without a legal move (or the player's P at the start), each unmove within
# the game, each final count the board's. The traces are the same on the
# ROM and under sim65 (check_title.sh), so this holds there too.
# Prints "ok" lines; exit 1 on the first failure.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for f in "$B/annex" "$B/tools/entbot"; do
  [ -e "$f" ] || { echo "FAIL entrap: $f missing (run make)"; exit 1; }
done
n=0
for m in tests/movies/entrap*.mov; do
  title=$(sed -n 's/^title //p' "$m")
  name=$(basename "$m" .mov)
  "$B/annex" --headless "$title" --movie "$m" --trace "$tmp/$name" >/dev/null 2>"$tmp/err" \
    || { echo "FAIL entrap $name: native run failed: $(head -n 1 "$tmp/err")"; exit 1; }
  out=$("$B/tools/entbot" --verify "$tmp/$name" 2>&1) || { echo "FAIL entrap $name: $out"; exit 1; }
  n=$((n + 1))
done
[ $n -ge 2 ] || { echo "FAIL entrap: only $n movies"; exit 1; }
echo "ok   entrap: every game event of the $n Entrap movies (key storms included) is legal"
