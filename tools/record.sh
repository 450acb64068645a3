#!/bin/sh
# record.sh BUILD BOT LIST — (re)records a title's movies with its bot
# (build/tools/BOT, built on tools/movrec.c) playing the human side of the
# native build. LIST (tests/movies/TITLE.record) has one line per movie:
# its name, then the bot's arguments. The movies are committed: rerun this
# only when the game changes on purpose (make vv-movies, make capture-movies),
# then `make test` checks them (tests/check_title.sh).
B=${1:-build}; bot=$B/tools/$2; list=$3
[ -x "$bot" ] || { echo "record: $bot missing (make first)"; exit 1; }
[ -r "$list" ] || { echo "record: no list $list"; exit 1; }
status=0
while read -r name args; do
  case $name in ''|\#*) continue;; esac
  # shellcheck disable=SC2086  # the arguments are meant to split
  "$bot" $args --out "tests/movies/$name.mov" && echo "recorded tests/movies/$name.mov" \
    || { echo "record: $name failed"; status=1; }
done <"$list"
exit $status
