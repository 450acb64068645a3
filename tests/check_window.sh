#!/bin/sh
# check_window.sh BUILD — the annex window under a real X server (Xvfb, a
# 1280x1024 desktop) driven by xdotool, as a player would (docs/host.md):
# each look opens at the largest integer scale that fits and the window
# stays on the screen.
# Run from the repository root: sh tests/check_window.sh build
B=${1:-build}
A="$B/annex"
if [ "$2" != --inside ]; then
  for t in xvfb-run xdotool; do
    command -v $t >/dev/null 2>&1 || { echo "FAIL $t not installed (tools/setup.sh)"; exit 1; }
  done
  # SDL_VIDEODRIVER=dummy (tests/run.sh) would win over the X server.
  # -noreset: Xvfb resets when its last client leaves, and an annex started
  # just then lost its window (seen once: the check waited on for minutes).
  exec timeout 900 env -u SDL_VIDEODRIVER xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" sh "$0" "$B" --inside
fi
. tests/check_lib.sh
[ -x "$A" ] || { echo "FAIL no $A (make $A)"; exit 1; }

# find_win: $win, annex's visible window now (SDL may replace the first X
# window when it makes its renderer, so it is looked up again each time),
# waiting up to 30 s (a loaded machine) for one to be there.
find_win() {
  for i in $(seq 300); do
    win=$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | tail -n 1)
    [ -n "$win" ] && return
    kill -0 "$pid" 2>/dev/null || return
    sleep 0.1
  done
}
# start ARGS...: runs annex in the background ($pid) until its window is
# there ($win).
start() {
  "$A" "$@" --no-audio >"$tmp/out" 2>"$tmp/err" &
  pid=$! win=
  find_win
  sleep 0.5
  find_win
}
# focus: gives annex's window the keyboard.
focus() { find_win; [ -n "$win" ] && xdotool windowfocus --sync "$win" 2>/dev/null; }
stop() { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
# named NAME: waits up to 10 s for the window's title to be NAME; prints it.
named() {
  n=
  for i in $(seq 100); do
    find_win
    [ -n "$win" ] || break          # find_win waited 30 s for a window already
    n=$(xdotool getwindowname "$win" 2>/dev/null)
    [ "$n" = "$1" ] && break
    sleep 0.1
  done
  echo "$n"
}
# finished: waits up to 10 s for annex to exit by itself (then stops it:
# status 124); its exit status.
finished() {
  for i in $(seq 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then stop; return 124; fi
  wait "$pid"
}
# geometry: X Y WIDTH HEIGHT of $win.
geometry() {
  [ -n "$win" ] || find_win   # once more: SDL may have been replacing it
  [ -n "$win" ] || { kill -0 "$pid" 2>/dev/null && alive=running || alive=exited
                     echo "- - - - no window (annex $alive): $(grep -v XDG_RUNTIME "$tmp/err" | head -n 1)"; return; }
  find_win
  eval "$(xdotool getwindowgeometry --shell "$win")"
  echo "$X $Y $WIDTH $HEIGHT"
}

# Each look at the largest integer scale whose window fits 85% of the
# desktop (1088x870): Odin's and Ricochet's Apple II (296x208 at 32:35)
# and Ricochet's Atari look (336x208 at 6:7) at 3x; the TRS-80 (400x208 at
# 2:3, 1200 wide at 3x) at 2x. The window's picture: --window-screenshot.
for spec in "odin apple2 888" "ricochet apple2 888" "ricochet atari 1008" "odin trs80 800"; do
  set -- $spec
  if "$A" "$1" --machine "$2" --no-audio --frames 90 --window-screenshot "$tmp/w.png" 2>"$tmp/err" \
     && [ "$(od -An -tu1 -j16 -N4 "$tmp/w.png" | awk '{ print $3 * 256 + $4 }')" = "$3" ]; then
    ok "$1 in the $2 look opens $3 wide"
  else fail "$1 in the $2 look: window $(od -An -tu1 -j16 -N4 "$tmp/w.png" | awk '{ print $3 * 256 + $4 }') wide, wanted $3 ($(head -n 1 "$tmp/err"))"; fi
done

# A window that grows for the cartridge's mode stays on the screen, and a
# --scale the desktop cannot hold falls back to one it can.
for args in "odin --machine apple2 --scale 4" "ricochet --machine atari --scale 4" "odin --scale 6"; do
  start $args
  # once on a loaded machine a window took over a minute to show: start again
  [ -n "$win" ] || { stop; start $args; }
  sleep 2
  set -- $(geometry)
  stop
  if [ -n "$win" ] && [ "$1" -ge 0 ] && [ "$2" -ge 0 ] && [ $(($1 + $3)) -le 1280 ] && [ $(($2 + $4)) -le 1024 ]; then
    ok "annex $args: window ${3}x$4 at $1,$2 on the screen"
  else fail "annex $args: window ${3}x$4 at $1,$2 off the 1280x1024 screen $*"; fi
done

# Keys as xdotool types them into Vice Versa's window, recorded: three
# zero-length taps of Up each move joystick 1 once (a press and its release
# in one tick still count), six more sent at once are six presses,
# Ctrl+L (scanlines) never holds the fire button,
# and a tap of Space fires without typing.
start vice-versa --record "$tmp/tap.mov"
focus
sleep 1
for k in Up Up Up; do xdotool keydown $k keyup $k; sleep 0.2; done
# six more, several to a tick: 10 ms apart, as a release and the next press
# with the same X timestamp are autorepeat to SDL (one tap in nine was lost so)
for i in 1 2 3 4 5 6; do xdotool key --delay 0 Up; sleep 0.01; done; sleep 0.5
xdotool key ctrl+l; sleep 0.2
xdotool keydown space keyup space; sleep 0.3
xdotool key ctrl+q
finished
taps=$(grep -c " joy1=1$" "$tmp/tap.mov")
fires=$(grep -c " joy1=10$" "$tmp/tap.mov")
if [ "$taps" = 9 ] && [ "$fires" = 1 ] && ! grep -q "key=" "$tmp/tap.mov"; then
  ok "xdotool taps: 3 x Up, 6 x Up at once, Ctrl+L, Space recorded as 9 ups and 1 fire"
else fail "xdotool taps: $taps ups, $fires fires (wanted 9 and 1): $(grep -v '^#' "$tmp/tap.mov" | tr '\n' ' ')"; fi

# Reset (F12) and a state load (F7) while recording, natively and as the
# ROM: the movie still replays, headless, to the picture the window showed.
for engine in "" --rom; do
  start vice-versa $engine --record "$tmp/rst.mov" --screenshot "$tmp/rst-w.png"
  focus
  sleep 2.5
  xdotool key --delay 120 a y 0 Return F6 Up space; sleep 1
  xdotool key F7 F12; sleep 2.5
  xdotool key --delay 120 b y 0 Return Right Right space; sleep 2
  xdotool key ctrl+q
  finished
  if "$A" --headless vice-versa $engine --movie "$tmp/rst.mov" --screenshot "$tmp/rst-h.png" 2>"$tmp/err" \
     && cmp -s "$tmp/rst-w.png" "$tmp/rst-h.png" && grep -q "key=B" "$tmp/rst.mov"; then
    ok "reset and state load while recording ($engine): the movie replays to the window's end"
  else fail "reset and state load while recording ($engine): $(head -n 1 "$tmp/err")"; fi
done

# The window's title names the title and its engine.
for engine in "" --rom; do
  start odin $engine
  want="odin - native build - annex"
  [ -n "$engine" ] && want="odin - ROM - annex"
  name=$(named "$want")
  stop
  if [ "$name" = "$want" ]; then ok "window title: $name"
  else fail "window title: '$name', wanted '$want'"; fi
done

# The gallery: `annex` alone opens it (no smoke cartridge); Right Right
# chooses Odin, M its Apple II look, Enter plays it; Ctrl+G (the F1 help's
# "back to the gallery") returns to it and Esc quits. The next `annex`
# remembers title, look and engine: Enter plays Odin in the Apple II look
# (its recording's machine line says so).
start
focus
sleep 1.5
first=$(xdotool getwindowname "$win")
xdotool key Right Right m Return
played=$(named "odin - native build - annex")
xdotool key ctrl+g
back=$(named annex)
xdotool key Escape
finished; st=$?
start --record "$tmp/gal.mov"
focus
sleep 1.5
xdotool key Return
named "odin - native build - annex" >/dev/null
xdotool key ctrl+q
finished
if [ "$first" = annex ] && [ "$played" = "odin - native build - annex" ] && [ "$back" = annex ] && [ "$st" = 0 ] \
   && grep -q "^title odin$" "$tmp/gal.mov" && grep -q "^machine apple2$" "$tmp/gal.mov"; then
  ok "gallery: Odin in the Apple II look, back with Ctrl+G, remembered"
else fail "gallery: '$first' / '$played' / '$back' (exit $st); $(head -n 3 "$tmp/gal.mov" 2>/dev/null | tr '\n' ' ')"; fi

# Ctrl+G from a title named on the command line lands on its card, not on
# the last pick remembered (Odin, above): Enter plays Entrap again. F1 in
# the gallery opens its help: Esc closes the help (the gallery stays), the
# next Esc quits.
start entrap
focus
sleep 1.5
xdotool key ctrl+g
back=$(named annex)
xdotool key Return
again=$(named "entrap - native build - annex")
xdotool key ctrl+g
named annex >/dev/null
xdotool key F1; sleep 0.5
xdotool key Escape; sleep 1
if kill -0 "$pid" 2>/dev/null; then stays=yes; else stays=no; fi
xdotool key Escape
finished; st=$?
if [ "$back" = annex ] && [ "$again" = "entrap - native build - annex" ] && [ "$stays" = yes ] && [ "$st" = 0 ]; then
  ok "gallery: Ctrl+G from annex entrap lands on Entrap; F1 shows the help, Esc closes it"
else fail "gallery from annex entrap: '$back' / Enter: '$again' / after F1 Esc still open: $stays (exit $st)"; fi

# Ctrl+G from entrap-bw (the ROM too) lands on Entrap's card in its own
# look, cga-mono: Enter plays Entrap in that look, and the next gallery
# remembers it (the recording's machine line says so).
for engine in "" --rom; do
  kind="native build"; [ -n "$engine" ] && kind=ROM
  start entrap-bw $engine
  focus
  sleep 1.5
  xdotool key ctrl+g
  named annex >/dev/null
  xdotool key Return
  named "entrap - $kind - annex" >/dev/null
  xdotool key ctrl+q
  finished
  start --record "$tmp/bw.mov"
  focus
  sleep 1.5
  xdotool key Return
  named "entrap - $kind - annex" >/dev/null
  xdotool key ctrl+q
  finished
  if grep -q "^title entrap$" "$tmp/bw.mov" && grep -q "^machine cga-mono$" "$tmp/bw.mov"; then
    ok "gallery: Ctrl+G from annex entrap-bw $engine lands on Entrap in cga-mono"
  else fail "gallery from annex entrap-bw $engine: $(head -n 3 "$tmp/bw.mov" 2>/dev/null | tr '\n' ' ')"; fi
done

# States and rewind in the window, on both engines: F6 saves (the native
# build too, from its input log), F7 loads, and holding Ctrl+Backspace
# rewinds in steps, each further back (test_history.c shows each point is
# the game as played to it).
for engine in "" --rom; do
  start vice-versa $engine
  focus
  sleep 2
  xdotool key --delay 120 a y 0 Return Up Up space; sleep 2
  xdotool key F6; sleep 0.3
  xdotool key Down space; sleep 1
  xdotool key F7; sleep 2.5
  xdotool keydown ctrl+BackSpace; sleep 3; xdotool keyup ctrl+BackSpace; sleep 0.3
  xdotool key ctrl+q
  finished
  steps=$(grep -c "rewind: frame" "$tmp/out")
  back=$(grep "rewind: frame" "$tmp/out" | awk '{ print $NF }' | awk 'NR > 1 && $1 >= prev { bad = 1 } { prev = $1 } END { print bad ? "no" : "yes" }')
  # the ROM's rewind stops at the loaded state: said once while held
  stops=$(grep -c "rewind: no earlier point" "$tmp/out")
  if grep -q "state 1 saved" "$tmp/out" && grep -q "state 1 loaded" "$tmp/out" && [ "$steps" -ge 2 ] && [ "$back" = yes ] \
     && [ "$stops" -le 1 ]; then
    ok "states and rewind ($engine): saved, loaded, $steps rewind steps back, the stop said $stops time(s)"
  else fail "states and rewind ($engine): $(grep -v '^annex: rewind' "$tmp/out" | tr '\n' ' ') $steps steps, back: $back, the stop said $stops times"; fi
done

done_checks check_window
