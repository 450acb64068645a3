#!/bin/sh
# check_capture.sh BUILD [--record] — Capture's recorded movies give the same
# trace natively, as a ROM and under sim65 (tests/cross.sh), `annex compare`
# finds them identical, and each still
# shows what it was recorded for (a level, ERROR, a time-out, CLEAR, two
# players). The movies are recorded by build/tools/capbot against the native
# build; when the computer's search changes, its moves and think frames
# change, and the movies are re-recorded with --record (docs/capture.md).
B=${1:-build}
M=tests/movies
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# name | capbot arguments | lines the native trace must contain (';'-separated)
scenarios() {
cat <<'LIST'
cap-level1|--level 1 --seed 1 --errors 2|start level 1;error ;end 
cap-level2|--level 2 --seed 2|start level 2;corners a1;end 
cap-level3|--level 3 --seed 3|start level 3;corners a1 h8;end 
cap-level4|--level 4 --seed 4|start level 4;corners a1 h8 h1;think nodes;end 
cap-level5|--level 5 --seed 5|start level 5;corners a1 h8 h1 a8;exact;end 
cap-error|--level 1 --seed 6 --errors 4 --max-moves 3|error ;error ;error ;error ;move b
cap-timeout-b|--level 2 --seed 7 --timer --limit-b 0:20 --idle b --idle-after 2|limit b 0:20;start level 2 limits 0:20 3:00;timeout b;end 
cap-timeout-r|--level 6 --seed 8 --timer --limit-b 5:00 --limit-r 0:15 --idle r --idle-after 3|limit r 0:15;timeout r;end 
cap-clear|--level 1 --seed 9 --timer --limit-b 0:10 --idle b --games 3 --clear-after 2|memory 1 ;memory 2 ;clear;memory 0;timeout b
cap-level6|--level 6 --seed 10 --errors 2|start level 6;move r;error ;end 
LIST
}

if [ "$2" = --record ]; then
  scenarios | while IFS='|' read -r name args expect; do
    # shellcheck disable=SC2086  # the arguments are meant to split
    "$B/tools/capbot" $args --out "$M/$name.mov" || exit 1
    echo "recorded $M/$name.mov"
  done
  exit
fi

sh tests/cross.sh "$B" capture "$M"/cap-*.mov || exit 1
for m in "$M"/cap-*.mov; do
  out=$("$B/annex" compare capture --movie "$m" 2>&1)
  [ "$out" = identical ] || { echo "FAIL annex compare capture $(basename "$m"): $out" | head -n 5; exit 1; }
done
echo "ok   annex compare: every Capture movie identical natively and as the ROM"
scenarios | {
  status=0
  while IFS='|' read -r name args expect; do
    "$B/annex" --headless capture --movie "$M/$name.mov" --trace "$tmp/t" >/dev/null 2>&1 \
      || { echo "FAIL capture $name: native run failed"; status=1; continue; }
    rest=$expect
    while [ -n "$rest" ]; do
      pat=${rest%%;*}
      [ "$pat" = "$rest" ] && rest= || rest=${rest#*;}
      if ! grep -q -- "$pat" "$tmp/t"; then
        echo "FAIL capture $name: no \"$pat\" in its trace (re-record: sh tests/check_capture.sh $B --record)"
        status=1
      fi
    done
  done
  [ $status = 0 ] && echo "ok   capture: every movie shows its scenario"
  exit $status
}
