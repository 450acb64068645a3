#!/bin/sh
# check_title.sh BUILD TITLE — the same game on every target, for one title.
# Its movies are every tests/movies/*.mov whose `title` line names TITLE.
#   1. each gives identical traces natively, as the ROM and under sim65,
#      and the same screens natively and as the ROM (tests/cross.sh, through
#      `annex compare`, whose --trace is the native trace compared: for the
#      first movie it must be the file `annex --headless --trace` writes);
#   2. each still shows what it was recorded for: tests/movies/TITLE.expect
#      lists, one line each, `MOVIE|PATTERN;PATTERN...` (MOVIE without .mov,
#      or `*` for "some movie of the title"); every PATTERN (a grep basic
#      regular expression) must match a line of that native trace.
# CROSS_MAX_FRAMES (cross.sh) and CHECK_MIN_MOVIES (default 1) may be set.
# Prints "ok" lines; exit 1 on a failure.
B=${1:-build}; title=$2
M=tests/movies
[ -n "$title" ] || { echo "usage: check_title.sh BUILD TITLE"; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

movies=""
for m in "$M"/*.mov; do
  [ "$(sed -n 2p "$m")" = "title $title" ] && movies="$movies $m"
done
count=$(echo "$movies" | wc -w)
[ "$count" -ge "${CHECK_MIN_MOVIES:-1}" ] \
  || { echo "FAIL $title: $count movies, fewer than ${CHECK_MIN_MOVIES:-1}"; exit 1; }

# The native traces cross.sh compared are the ones searched below.
# shellcheck disable=SC2086  # the list is meant to split
CROSS_TRACES=$tmp sh tests/cross.sh "$B" "$title" $movies || exit 1

status=0
first=${movies# }; first=${first%% *}; name=$(basename "$first" .mov)
"$B/annex" --headless "$title" --movie "$first" --trace "$tmp/headless" >/dev/null 2>&1 \
  && cmp -s "$tmp/headless" "$tmp/$name.trace" \
  && echo "ok   $title $name: annex compare --trace wrote the trace annex --headless writes" \
  || { echo "FAIL $title $name: annex compare --trace and annex --headless --trace differ"; status=1; }

expect=$M/$title.expect
[ -f "$expect" ] || exit 0
n=0
while IFS='|' read -r name pats; do
  case $name in ''|\#*) continue;; esac
  if [ "$name" = '*' ]; then files=$(echo "$tmp"/*.trace); else files=$tmp/$name.trace; fi
  [ -f "${files%% *}" ] || { echo "FAIL $title: $expect names $name, which has no movie"; status=1; continue; }
  rest=$pats
  while [ -n "$rest" ]; do
    pat=${rest%%;*}
    [ "$pat" = "$rest" ] && rest= || rest=${rest#*;}
    n=$((n + 1))
    # shellcheck disable=SC2086  # files is a list
    grep -q -- "$pat" $files \
      || { echo "FAIL $title $name: no \"$pat\" in the trace (the movie no longer shows what it was recorded for)"; status=1; }
  done
done <"$expect"
[ $status = 0 ] && echo "ok   $title: the movies show all $n expected scenario lines"
exit $status
