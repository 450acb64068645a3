#!/bin/sh
# check_matches.sh BUILD — whole matches and games played to their end with
# typed inputs at their limits, each recorded natively by a bot that types
# as a player would, then run by tests/cross.sh (native, ROM, sim65): the
# traces must be identical and the native one (cross.sh's) must reach the end.
#   Ricochet (tools/rcmatch): two typed humans, every variant 1-5, the
#     ratings MATCH_RATINGS (LEFT:RIGHT; default the largest, issue 34's
#     9000 and 8000, none, the two apart, and more digits than the line
#     takes), to the match and both new ratings (§9); Left first in odd
#     variants.
#   Vice Versa (tools/vvbot): every opponent A-F, the largest handicap
#     (32) for the human (for the friend: player 2), to the final score.
#   Capture (tools/capbot): every level 1-6 with the clock on and the time
#     limits at their ends (0:10 and 9:59, swapped on even levels).
B=${1:-build}
pairs=${MATCH_RATINGS:-9999:9999 9000:8000 0:0 9999:0 99999:000009}
for t in rcmatch vvbot capbot; do
  [ -x "$B/tools/$t" ] || { echo "FAIL matches: no $B/tools/$t (run make)"; exit 1; }
done
mkdir -p "$B/tmp"; tmp=$(mktemp -d "$B/tmp/matches.XXXXXX"); trap 'rm -rf "$tmp"' EXIT
status=0

# game TITLE NAME END BOT ARGS...: records NAME.mov; its native trace
# (tests/cross.sh's, below) must have a line matching END (grep -E) to count.
game() {
  title=$1 name=$2 end=$3 bot=$4; shift 4
  "$B/tools/$bot" "$@" --out "$tmp/$title/$name.mov" >/dev/null 2>"$tmp/err" \
    || { echo "FAIL matches: $title $name: $(head -n 1 "$tmp/err")"; status=1; return; }
  echo "$end" >"$tmp/$title/$name.end"
}

mkdir -p "$tmp/ricochet" "$tmp/vice-versa" "$tmp/capture"
for v in 1 2 3 4 5; do
  first=f; [ $((v % 2)) = 0 ] && first=s
  for p in $pairs; do
    game ricochet "v$v-${p%%:*}-${p#*:}" '^[0-9]+ rating R ' rcmatch --variant $v --left "${p%%:*}" --right "${p#*:}" --first $first
  done
done
for o in A B C D E F; do
  novice=Y; [ $o = F ] && novice=2
  game vice-versa "$o-handicap32" '^[0-9]+ end ' vvbot --opponent $o --handicap 32 --novice $novice
done
for l in 1 2 3 4 5 6; do
  a=0:10 b=9:59; [ $((l % 2)) = 0 ] && a=9:59 b=0:10
  game capture "level$l-$a-$b" '^[0-9]+ end [0-9]+ [0-9]+ clock ' capbot --level $l --timer --limit-b $a --limit-r $b
done

n=0
for t in ricochet vice-versa capture; do
  set -- "$tmp/$t"/*.mov
  [ -e "$1" ] || continue
  n=$((n + $#))
  mkdir -p "$tmp/$t/traces"
  CROSS_TRACES=$tmp/$t/traces sh tests/cross.sh "$B" "$t" "$@" >"$tmp/cross" || { grep -A6 '^FAIL' "$tmp/cross" | head -n 14; status=1; }
  for m in "$@"; do
    name=$(basename "$m" .mov); end=$(cat "$tmp/$t/$name.end")
    [ -f "$tmp/$t/traces/$name.trace" ] || continue   # cross.sh said why
    grep -Eq "$end" "$tmp/$t/traces/$name.trace" \
      || { echo "FAIL matches: $t $name: the game did not reach its end ($end)"; status=1; }
  done
done
[ $status = 0 ] && echo "ok   matches: $n whole matches and games identical natively, as the ROM and under sim65, each to its end: Ricochet in every variant with typed ratings $pairs, Vice Versa against every opponent with a handicap of 32, Capture at every level with time limits 0:10 and 9:59"
exit $status
