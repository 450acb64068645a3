#!/bin/sh
# check_web.sh BUILD — annex in a real browser (docs/web.md): serves the
# page with `make serve`, drives Debian's chromium headless over the
# DevTools protocol (tests/web/browser.mjs, puppeteer-core), and checks
# every title of the registry on both engines against the desktop program:
# the first movie of each title played through the page's own controls
# gives annex --headless's trace byte for byte and its screenshot pixel for
# pixel; a click on a drawn keypad key reaches the cartridge; a machine
# state saved by romrun loads in the page; a bad ROM and a bad movie give
# annex's one-line error while the game goes on; every title played by
# touch on phones (tests/web/phone.mjs); the layout on 14 window sizes
# (tests/web/layout.mjs); nothing loses a game by accident and the page
# tells the truth (tests/web/safety.mjs); axe-core finds no accessibility
# violation (tests/web/a11y.mjs).
B=${1:-build}
tmp=$(mktemp -d)
server="" phone=""
cleanup() { [ -n "$phone" ] && kill "$phone" 2>/dev/null; [ -n "$server" ] && kill -- "-$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
[ -d tests/web/node_modules/puppeteer-core ] \
  || { echo "FAIL web (Chromium): tests/web/node_modules missing (make test installs it)"; exit 1; }

# The reference runs, one per title of the registry (meta.json) and engine.
runs=""; keypad=null; state_title=null
node -e 'for (const t of require(process.argv[1]).titles) console.log(t.name, t.rom || "-", t.controllers, t.hidden ? 1 : 0)' \
    "$PWD/$B/web/meta.json" >"$tmp/titles"
# The games played by touch alone on a phone-sized page (tests/web/phone.mjs):
# one whole game per title (a title not named here plays its first movie;
# Vice Versa with a friend, so the stick's JOY 1 / JOY 2 switch plays both sides).
# Letters are typed as the page's keys type them, in upper case (as
# annex's keyboard does); the reference trace is annex's of that input.
touch_games="cap-level1 odin-draw entrap-pass-b rc-sample1 vv-friend-1"
touch=""
while read -r t rom pads hidden; do
  m=$(grep -l "^title $t\$" tests/movies/*.mov | head -n 1)
  [ -n "$m" ] || { echo "ok   web (Chromium): $t has no movie to play"; continue; }
  "$B/annex" --headless "$t" --movie "$m" --trace "$tmp/$t.trace" --screenshot "$tmp/$t.png" >/dev/null 2>&1 \
    || { echo "FAIL web (Chromium): annex --headless $t $m failed"; exit 1; }
  for e in native rom; do
    [ $e = rom ] && [ "$rom" = - ] && continue
    runs="$runs{\"title\":\"$t\",\"engine\":\"$e\",\"movie\":\"$PWD/$m\",\"trace\":\"$tmp/$t.trace\",\"png\":\"$tmp/$t.png\"},"
  done
  [ "$keypad" = null ] && [ "$pads" -gt 0 ] && keypad="\"$t\""
  if [ "$hidden" = 0 ] && [ "$rom" != - ]; then
    g=$m
    for n in $touch_games; do grep -qx "title $t" "tests/movies/$n.mov" && g=tests/movies/$n.mov; done
    sed 's/ key=\([a-z]\)\b/ key=\U\1/' "$g" >"$tmp/touch-$t.mov"
    "$B/annex" --headless "$t" --movie "$tmp/touch-$t.mov" --trace "$tmp/touch-$t.trace" >/dev/null 2>&1 \
      || { echo "FAIL web (Chromium): annex --headless $t $g failed"; exit 1; }
    touch="$touch{\"title\":\"$t\",\"movie\":\"$tmp/touch-$t.mov\",\"game\":\"${g##*/}\",\"trace\":\"$tmp/touch-$t.trace\"},"
  fi
  if [ "$state_title" = null ] && [ "$rom" != - ]; then
    "$B/tools/romrun" "$B/rom/$rom" --frames 50 --save-state "$tmp/desktop.state" >/dev/null 2>&1 \
      || { echo "FAIL web (Chromium): romrun --save-state failed"; exit 1; }
    state_title="\"$t\""
  fi
done <"$tmp/titles"
head -c 100 /dev/zero | tr '\0' 'x' >"$tmp/bad.rom"
printf 'annex-movie 1\n0 key=A\n' >"$tmp/bad.mov"
rom_err=$("$B/annex" --headless --rom "$tmp/bad.rom" 2>&1)
mov_err=$("$B/annex" --headless smoke --movie "$tmp/bad.mov" 2>&1)
cat >"$tmp/jobs.json" <<JSON
{"runs":[${runs%,}],"touch":[${touch%,}],"webDir":"$PWD/$B/web","keypad":$keypad,"stateTitle":$state_title,"state":"$tmp/desktop.state",
 "badRom":"$tmp/bad.rom","badRomError":"$rom_err","badMovie":"$tmp/bad.mov","badMovieError":"$mov_err"}
JSON

# The page from `make serve`, on a free port.
. tests/web/serve.sh
web_serve "$B" "$tmp/serve.log" \
  || { echo "FAIL web (Chromium): make serve did not answer: $(head -n 3 "$tmp/serve.log")"; exit 1; }
# The phone games (the longest part, mostly waiting on Chromium's frames)
# in a browser of their own beside the other four, one after another; its
# lines printed after theirs.
st=0
node tests/web/phone.mjs "http://127.0.0.1:$port/" "$tmp/jobs.json" >"$tmp/phone.out" 2>&1 & phone=$!
for s in browser layout safety a11y; do
  node "tests/web/$s.mjs" "http://127.0.0.1:$port/" "$tmp/jobs.json" || st=1
done
wait "$phone" || st=1
phone=""
cat "$tmp/phone.out"
exit $st
