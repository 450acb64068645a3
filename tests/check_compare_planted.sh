#!/bin/sh
# check_compare_planted.sh BUILD — the screen comparison can fail. Two
# hazards that change only what the player sees (no trace line) are
# planted in a copy of the tree (BUILD/planted-screens), which is built with
# the same make rules (cc65 and gcc, only what the mutation touches); then
# `annex compare` and the all-movies check (tests/check_movies_all.sh) on
# the mutants must report a screen difference at the frame the trace says:
#   - Vice Versa's show_score: `int16_t lead = a - b;` over two uint8_t
#     counts picks the background (cc65 does not promote: behind is green
#     on the ROM, red natively), first seen at the first score line where
#     the player is behind;
#   - Capture's cap_scores: an int8_t lead compared with a uint8_t (cc65
#     compares unsigned: the trailing side's score turns green on the ROM),
#     first seen when the next turn starts (it draws the scores) after the
#     first move whose score is not even.
# The unmutated build must find the same movies identical.
B=${1:-build}
S=$B/planted-screens
status=0
fail() { echo "FAIL compare_planted: $*"; status=1; }
rm -rf "$S" && mkdir -p "$S/build/obj" || exit 1
trap 'rm -rf "$S"' EXIT
# The sources and the build with their times, so make rebuilds only what
# the mutations touch.
tar -cf - --exclude=./build --exclude='./build-*' --exclude=./.git --exclude='*/node_modules' . | tar -xf - -C "$S"
(cd "$B" && tar -cf - .deps-ok gen obj/native obj/rom tools rom) | tar -xf - -C "$S/build"

# plant FILE LINE-PATTERN REPLACEMENT (awk: the first line matching the
# pattern becomes the replacement; \n separates lines).
plant() {
  awk -v pat="$2" -v rep="$3" '!done && index($0, pat) { gsub(/\\n/, "\n", rep); print rep; done = 1; next } { print }' \
    "$S/$1" >"$S/$1.new" && mv "$S/$1.new" "$S/$1"
  grep -q "PLANTED" "$S/$1" || fail "$1: the mutation did not apply (line gone?)"
}
plant cart/vice-versa/vv.c 'vv_background(a == b ?' \
  '    { int16_t lead = a - b; /* PLANTED */\n    vv_background(lead == 0 ? VV_BLUE : lead > 0 ? VV_GREEN : VV_RED); }'
plant cart/capture/cap_draw.c 'con_putu((uint8_t)(x + 3), CAP_SCORE_Y, score[i], 2, TEXT);' \
  '        { int8_t lead = (int8_t)(score[i] - score[1 - i]); uint8_t two = 2; /* PLANTED */\n          con_putu((uint8_t)(x + 3), CAP_SCORE_Y, score[i], 2, lead < two ? TEXT : CON_ATTR(CAP_GREEN, CAP_BLACK)); }'
cc="gcc"; command -v ccache >/dev/null && cc="ccache gcc"
make -s -C "$S" CC="$cc" build/annex build/rom/vice-versa.rom build/rom/capture.rom >"$S/make.out" 2>&1 \
  || { tail -n 20 "$S/make.out"; fail "the mutants do not build"; exit 1; }

# expect TITLE MOVIE FRAME: the unmutated build finds the movie identical;
# the mutant's annex compare and all-movies check report the screen at the
# end of FRAME, the traces the same.
expect() {
  "$B/annex" compare "$1" --movie "$2" >"$S/out" 2>&1
  grep -q '^identical: ' "$S/out" || { head -n 3 "$S/out"; fail "$1 $2: the unmutated build differs"; }
  want="first divergence on the screen at the end of frame $3 "
  "$S/build/annex" compare "$1" --movie "$2" >"$S/out" 2>&1; st=$?
  if [ $st = 1 ] && grep -q "^$want" "$S/out" && grep -q "first difference (native / ROM): \\(border\\|row .* attr\\)" "$S/out"; then
    echo "ok   annex compare catches the planted $1 mutation: $(sed -n 2p "$S/out" | sed 's/^ *//')"
  else head -n 4 "$S/out"; fail "$1 $2: annex compare did not report the screen at frame $3 (exit $st)"; fi
  rm -rf "$S/movies" && mkdir "$S/movies" && cp "$2" "$S/movies/"
  if sh tests/check_movies_all.sh "$S/build" "$S/movies" >"$S/out" 2>&1; then
    fail "$1 $2: the all-movies check let the mutant through"
  elif grep -q "^FAIL annex compare $1 .*$want" "$S/out"; then echo "ok   the all-movies check catches the planted $1 mutation at frame $3"
  else head -n 3 "$S/out"; fail "$1 $2: the all-movies check failed, but not on the screen at frame $3"; fi
}

# first_frame TITLE MOVIE AWK-CONDITION: the first trace frame where it holds.
first_frame() {
  "$B/annex" --headless "$1" --movie "$2" --trace "$S/trace" >/dev/null 2>&1 || return 1
  awk "$3"' { print $1; exit }' "$S/trace"
}
# Vice Versa: the first movie where you play black (first) against the
# computer and fall behind; the frame of that score line.
vv=; for m in tests/movies/vv-*.mov; do
  f=$(first_frame vice-versa "$m" '$2 == "first" && $3 == "you" { you = 1 } you && $2 == "score" && $3 < $4')
  [ -n "$f" ] && { vv=$m; break; }
done
if [ -n "$vv" ]; then expect vice-versa "$vv" "$f"; else fail "no Vice Versa movie where you fall behind"; fi
m=tests/movies/cap-level1.mov  # level 1: no corner given, even at the start
f=$(first_frame capture "$m" '$2 == "move" && $(NF - 2) == "score" && $(NF - 1) != $NF { u = 1 } u && $2 == "turn"')
if [ -n "$f" ]; then expect capture "$m" "$f"; else fail "$m: no uneven score"; fi
[ $status = 0 ] && echo "check_compare_planted: all ok"
exit $status
