#!/bin/sh
# vvmovies.sh BUILD — regenerates Vice Versa's recorded games
# (tests/movies/vv-*.mov) with tools/vvbot playing the human side(s) of the
# native build: every opponent, both first-turn answers, a friend, the
# handicap, two games in a row. The movies are committed: rerun this only
# when the game changes on purpose (`make B=... vv-movies`), then check
# them with tests/check_vv.sh. Each line: NAME, then vvbot's arguments.
B=${1:-build}
bot=$B/tools/vvbot
[ -x "$bot" ] || { echo "vvmovies: $bot missing (make first)"; exit 1; }
status=0
while read -r name args; do
  case $name in ''|\#*) continue;; esac
  # shellcheck disable=SC2086
  "$bot" $args --out "tests/movies/vv-$name.mov" || { echo "vvmovies: $name failed"; status=1; }
done <<'LIST'
abe-first       --opponent A --first Y --seed 1
abe-second      --opponent A --first N --seed 2
abe-pass        --opponent A --first Y --seed 4
abe-twice       --opponent A --first N --seed 3 --games 2
betty-first     --opponent B --first Y --seed 1
betty-second    --opponent B --first N --seed 2
betty-more      --opponent B --first Y --seed 6
charlie-first   --opponent C --first Y --seed 1
charlie-second  --opponent C --first N --seed 2
dorothy-first   --opponent D --first Y --seed 1
dorothy-second  --opponent D --first N --seed 2
ernest-first    --opponent E --first Y --seed 1
ernest-second   --opponent E --first N --seed 2
friend-1        --opponent F --seed 1
friend-2        --opponent F --seed 2
friend-pass     --opponent F --seed 8
friend-3        --opponent F --seed 5
handicap-abe    --opponent A --first Y --handicap 10 --novice Y --seed 5
handicap-betty  --opponent B --first N --handicap 20 --novice N --seed 7
handicap-dorothy --opponent D --first Y --handicap 8 --novice Y --seed 3
handicap-friend --opponent F --handicap 5 --novice 2 --seed 6
handicap-friend1 --opponent F --handicap 32 --novice 1 --seed 7
typeahead       --opponent B --first N --seed 9 --key-frame 20
LIST
exit $status
