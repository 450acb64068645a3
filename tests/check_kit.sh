#!/bin/sh
# check_kit.sh BUILD — what the titles' toolkit (cart/kit) promises, seen
# through the titles, natively and as the ROM (issue 14):
#  - a push of the joystick under a third of a second moves Vice Versa's
#    cursor one square (auto-repeat waits 20 frames);
#  - keys typed during Vice Versa's two-second title screen answer the roster
#    and the first-turn question instead of being lost.
# Each case is a short hand-written movie and the trace lines it must give.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0

# run NAME TITLE ROM WANT... — the movie $tmp/NAME.mov natively and as the
# ROM: the same trace, holding every WANT line (frame numbers left out).
run() {
  name=$1 title=$2 rom=$3; shift 3
  "$B/annex" --headless "$title" --movie "$tmp/$name.mov" --trace "$tmp/$name.n" >/dev/null 2>&1 \
    || { echo "FAIL $name: native run failed"; status=1; return; }
  "$B/tools/romrun" "$B/rom/$rom.rom" --movie "$tmp/$name.mov" --trace "$tmp/$name.r" >/dev/null 2>&1 \
    || { echo "FAIL $name: ROM run failed"; status=1; return; }
  cmp -s "$tmp/$name.n" "$tmp/$name.r" || { echo "FAIL $name: native and ROM traces differ"; status=1; }
  for want in "$@"; do
    grep -q "^[0-9]* $want\$" "$tmp/$name.n" \
      || { echo "FAIL $name: no trace line '$want'"; sed 's/^/    /' "$tmp/$name.n" | head -n 8; status=1; }
  done
}

# Against ABE, first: LEFT+DOWN held 12 frames (0.2 s) from d3, then the
# hit button: c4 (two squares would be b5, which does not flank).
printf '%s\n' 'annex-movie 1' 'title vice-versa' '125 key=A' '131 key=Y' \
  '150 joy1=6' '162 joy1=0' '166 joy1=10' '167 joy1=0' 'end 170' >"$tmp/vv-tap.mov"
run vv-tap vice-versa vice-versa 'move b c4 flips 1'

# The roster answers typed at frames 20-26, while the title shows (120).
printf '%s\n' 'annex-movie 1' 'title vice-versa' '20 key=B' '26 key=N' \
  'end 130' >"$tmp/vv-ahead.mov"
run vv-ahead vice-versa vice-versa 'opponent BETTY' 'first computer'

[ $status = 0 ] && echo "ok   toolkit: a short push moves one square; keys typed ahead are kept"
exit $status
