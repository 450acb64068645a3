#!/bin/sh
# check_movie_sim.sh BUILD — a movie line over 159 characters is refused by
# every reader with the same message (docs/movie.md): natively (annex
# --headless, romrun) and by the sim65 reader, whose fgets buffer used to cut
# it in two and read a tail that starts with digits as an extra event.
# Run from the repository root: sh tests/check_movie_sim.sh build
B=${1:-build}
. tests/check_lib.sh
[ -x "$B/annex" ] && [ -f "$B/sim/smoke.prg" ] && [ -f "$B/rom/smoke.rom" ] || { echo "FAIL no $B/annex, $B/sim/smoke.prg or $B/rom/smoke.rom"; exit 1; }
# Line 3: 150 characters of comment, then "7 key=Q" past column 159.
pad=$(printf '%0150d' 0 | tr 0 x)
printf 'annex-movie 1\n3 key=H\n5 key=T #%s 7 key=Q\nend 80\n' "$pad" >"$tmp/long.mov"
want="line longer than 159 characters"
for run in "$B/annex --headless smoke" "$B/tools/romrun $B/rom/smoke.rom"; do
  $run --movie "$tmp/long.mov" >/dev/null 2>"$tmp/err"; st=$?
  if [ $st = 2 ] && grep -q "long.mov:3: $want" "$tmp/err"; then ok "${run%% *}: refused"
  else fail "${run%% *}: exit $st, $(head -n 1 "$tmp/err")"; fi
done
sim65 "$B/sim/smoke.prg" <"$tmp/long.mov" >/dev/null 2>"$tmp/err"; st=$?
if [ $st = 2 ] && grep -q "movie line 3: $want" "$tmp/err"; then ok "sim65: refused"
else fail "sim65: exit $st, $(head -n 1 "$tmp/err")"; fi
# 159 characters (and a \r\n) are fine everywhere.
pad=$(printf '%0150d' 0 | tr 0 x)
printf 'annex-movie 1\n3 key=H\n5 key=T #%s\r\nend 80\n' "$pad" >"$tmp/ok.mov"
[ "$(sed -n 3p "$tmp/ok.mov" | tr -d '\r\n' | wc -c)" = 159 ] || fail "the 159-character line is not 159 characters"
"$B/annex" --headless smoke --movie "$tmp/ok.mov" --trace "$tmp/native" 2>"$tmp/err" || fail "annex: 159 characters refused: $(head -n 1 "$tmp/err")"
sim65 "$B/sim/smoke.prg" <"$tmp/ok.mov" >"$tmp/sim" 2>"$tmp/err" || fail "sim65: 159 characters refused: $(head -n 1 "$tmp/err")"
cmp -s "$tmp/native" "$tmp/sim" && ok "159 characters: the same trace natively and under sim65" || fail "159 characters: traces differ"
done_checks check_movie_sim
