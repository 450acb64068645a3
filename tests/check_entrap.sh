#!/bin/sh
# check_entrap.sh BUILD — 8088 Entrap's games stay legal (tests/check_title.sh
# does the rest: the same trace on every target, annex compare, and what
# each movie must show). Every Entrap movie, the key storms included, is run
# natively and its trace replayed on the Reversi engine by tools/entbot
# --verify: each move legal and made by the side to move, each pass
# without a legal move (or the player's P at the start), each unmove within
# the game, each final count the board's. The traces are the same on the
# ROM and under sim65 (check_title.sh), so this holds there too.
# Then what the screen shows (annex --screen, the text at a frame of a
# movie): the command summary says what U and S do; a swap's "YOU NOW
# PLAY WHITE" is still there after the computer's move; the result at the
# game's end is "BLACK 8 WHITE 56: 8088 WINS" (no zero-padding); the next
# game's level prompt has no result left on the message line.
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

# screen MOVIE FRAMES — the native screen's text after FRAMES logical frames.
screen() { "$B/annex" --headless entrap --movie "tests/movies/$1.mov" --frames "$2" --screen 2>/dev/null; }
# frame_of TRACE PATTERN — the frame of the first trace line matching.
frame_of() { awk -v p="$2" '$0 ~ p { print $1; exit }' "$tmp/$1"; }
fail() { echo "FAIL entrap screen: $1"; exit 1; }

screen entrap-commands 5 | grep -q '^U TAKE BACK A MOVE  S SWAP COLOURS' \
  || fail "the command summary does not say what U and S do"
f=$(frame_of entrap-swap ' swap w$'); f=$(awk -v f="$f" '$1 > f && / move b / { print $1; exit }' "$tmp/entrap-swap")
screen entrap-swap $((f + 1)) | sed -n 22p | grep -q '^YOU NOW PLAY WHITE' \
  || fail "entrap-swap frame $((f + 1)): YOU NOW PLAY WHITE gone after the computer's move"
f=$(frame_of entrap-over ' end ')
res=$(awk '/ end / { print "BLACK " $3 " WHITE " $4; exit }' "$tmp/entrap-over")
screen entrap-over $((f + 1)) | sed -n 22p | grep -q "^$res: 8088 WINS" \
  || fail "entrap-over frame $((f + 1)): the result is not \"$res: 8088 WINS\""
f=$(frame_of entrap-over ' error over$')
screen entrap-over $((f + 1)) | sed -n '22p;23p' | tr '\n' '|' | grep -q "^$res: 8088 WINS|GAME OVER: ENTER, A LEVEL 1-5 OR U|" \
  || fail "entrap-over frame $((f + 1)): a refused line at game over hid the result"
last=$(screen entrap-pass-b 0)
echo "$last" | grep -q '^PLAY LEVEL' && ! echo "$last" | sed -n 22p | grep -q WHITE \
  || fail "entrap-pass-b: the last game's result is still on the level prompt's message line"
echo "ok   entrap: the screen says what U and S do, keeps the swap message, the result unpadded, kept under a refusal and gone at the next game"
