#!/bin/sh
# check_vv.sh BUILD — Vice Versa's recorded games (tests/movies/vv-*.mov, made
# by tools/vvmovies.sh) give the same trace natively, as the ROM and under
# sim65 (tests/cross.sh), and `annex compare` finds them identical. The
# movies must also cover what the manual describes: every opponent, a
# friend, both illegal-play messages, passes, the handicap, complete games.
B=${1:-build}
movies=$(ls tests/movies/vv-*.mov 2>/dev/null)
[ "$(echo "$movies" | wc -w)" -ge 20 ] || { echo "FAIL: fewer than 20 Vice Versa movies"; exit 1; }
status=0
CROSS_ROM=vicevrsa CROSS_MAX_FRAMES=2000000 sh tests/cross.sh "$B" vice-versa $movies || status=1

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for m in $movies; do
  out=$("$B/annex" compare vice-versa --movie "$m" 2>&1)
  [ "$out" = identical ] || { echo "FAIL annex compare $(basename "$m"): $out" | head -n 5; status=1; }
  rm -f "$tmp/t"
  "$B/annex" --headless vice-versa --movie "$m" --trace "$tmp/t" >/dev/null 2>&1 \
    || { echo "FAIL $(basename "$m"): native run failed"; status=1; continue; }
  cat "$tmp/t" >>"$tmp/all"
  grep -q '^[0-9]* end ' "$tmp/t" || { echo "FAIL $(basename "$m"): the game does not end"; status=1; }
done
[ $status = 0 ] && echo "ok   annex compare: $(echo "$movies" | wc -w) movies identical natively and as the ROM"

# Coverage of the spec by the recorded games.
for want in 'opponent ABE' 'opponent BETTY' 'opponent CHARLIE' 'opponent DOROTHY' \
            'opponent ERNEST' 'opponent FRIEND' 'first you' 'first computer' \
            'illegal nonempty' 'illegal noflank' 'pass b' 'pass w' 'handicap .* novice black' \
            'handicap .* novice white' 'think nodes'; do
  grep -q "^[0-9]* $want" "$tmp/all" || { echo "FAIL: no recorded game shows '$want'"; status=1; }
done

# annex compare: bad input is one line and status 2.
"$B/annex" compare vice-versa --movie "$tmp/none.mov" >/dev/null 2>"$tmp/err"; st=$?
{ [ $st = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ]; } || { echo "FAIL: compare with a missing movie: status $st"; status=1; }
"$B/annex" compare no-such-title --movie tests/movies/smoke.mov >/dev/null 2>"$tmp/err"; st=$?
[ $st = 2 ] || { echo "FAIL: compare of an unknown title: status $st"; status=1; }
[ $status = 0 ] && echo "ok   Vice Versa movies cover every opponent, a friend, illegal plays, passes, the handicap"
exit $status
