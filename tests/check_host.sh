#!/bin/sh
# check_host.sh BUILD — the annex program end to end (docs/host.md):
# headless runs per machine look, the test cards, bad input giving one clear
# line and exit status 2, a bad config line reported as FILE:LINE, a window
# run under the dummy video driver and a real one under xvfb-run.
# Run from the repository root: sh tests/check_host.sh build
B=${1:-build}
A="$B/annex"
. tests/check_lib.sh
is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }

[ -x "$A" ] || { echo "FAIL no $A (make $A)"; exit 1; }
expect "--version" 0 "" "$A" --version
grep -q "^annex " "$tmp/out" || fail "--version prints 'annex VERSION'"
expect "--help" 0 "" "$A" --help
grep -q "headless" "$tmp/out" || fail "--help mentions --headless"
grep -q "annex compare TITLE --movie FILE" "$tmp/out" || fail "--help mentions annex compare"

# Headless with the smoke movie, natively and under the sanitizers.
for prog in "$A" "$B/san/annex"; do
  [ -x "$prog" ] || continue
  if "$prog" --headless smoke --movie tests/movies/smoke.mov --trace "$tmp/trace" \
       --screenshot "$tmp/smoke.png" --screen >"$tmp/screen" 2>"$tmp/err" \
     && grep -q "^80 end 80$" "$tmp/trace" && is_png "$tmp/smoke.png" \
     && grep -q "ANNEX SMOKE CARTRIDGE" "$tmp/screen"; then
    ok "headless smoke movie ($prog)"
  else fail "headless smoke movie ($prog): $(head -n 1 "$tmp/err")"; fi
done

# --frames N: nothing after frame N in the trace; the same run twice is identical.
"$A" --headless smoke --movie tests/movies/smoke.mov --frames 12 --trace "$tmp/t12" --screenshot "$tmp/a.png" 2>/dev/null
"$A" --headless smoke --movie tests/movies/smoke.mov --frames 12 --trace "$tmp/t12b" --screenshot "$tmp/b.png" 2>/dev/null
if [ -s "$tmp/t12" ] && [ "$(awk '$1 > 12' "$tmp/t12" | wc -l)" = 0 ] && grep -q "^12 buttons 1$" "$tmp/t12" \
   && cmp -s "$tmp/t12" "$tmp/t12b" && cmp -s "$tmp/a.png" "$tmp/b.png"; then ok "--frames 12 (deterministic)"
else fail "--frames 12"; fi

# Every machine look: the smoke title is told the machine (its trace says
# which) and each test card renders to a PNG.
for m in videobrain:1 apple2:2 trs80:3 arcadia:4 cga:5 cga-mono:6 atari:7; do
  name=${m%:*} prof=${m#*:}
  if "$A" --headless smoke --machine "$name" --movie tests/movies/smoke.mov --trace "$tmp/tm" \
       --screenshot "$tmp/m-$name.png" 2>"$tmp/err" \
     && grep -q "^0 machine $prof$" "$tmp/tm" && is_png "$tmp/m-$name.png" \
     && "$A" --headless --testcard --machine "$name" --screenshot "$tmp/$name.png" && is_png "$tmp/$name.png"; then
    ok "look $name"
  else fail "look $name: $(head -n 1 "$tmp/err")"; fi
  # The same movie and look as a ROM: the same trace and the same pixels.
  if [ -f "$B/rom/smoke.rom" ]; then
    "$A" --headless --rom "$B/rom/smoke.rom" --machine "$name" --movie tests/movies/smoke.mov \
      --trace "$tmp/tmr" --screenshot "$tmp/r-$name.png" 2>"$tmp/err" \
      && cmp -s "$tmp/tm" "$tmp/tmr" && cmp -s "$tmp/m-$name.png" "$tmp/r-$name.png" \
      && ok "look $name: ROM = native (trace, screen)" || fail "look $name: ROM differs from native"
  fi
done
"$A" --headless --testcard --machine apple2-lores --screenshot "$tmp/lores.png" && is_png "$tmp/lores.png" \
  && ok "look apple2-lores" || fail "look apple2-lores"

# ROMs, when the ROM engine and the smoke ROM are built: the same trace.
if [ -f "$B/rom/smoke.rom" ] && "$A" --headless --rom "$B/rom/smoke.rom" --movie tests/movies/smoke.mov \
     --trace "$tmp/rtrace" 2>"$tmp/err"; then
  cmp -s "$tmp/trace" "$tmp/rtrace" && ok "ROM trace = native trace" || fail "ROM trace differs from native"
  "$A" --headless smoke --rom --movie tests/movies/smoke.mov --trace "$tmp/rtrace2" 2>/dev/null \
    && cmp -s "$tmp/trace" "$tmp/rtrace2" && ok "TITLE --rom finds build/rom" || fail "TITLE --rom"
else
  echo "skip ROM runs: $(head -n 1 "$tmp/err" 2>/dev/null)"
fi

# Bad input: one clear line, exit status 2.
printf 'not a ROM at all\n' >"$tmp/corrupt.rom"
printf 'annex-movie 1\n3 key=H\n2 key=I\n' >"$tmp/bad.mov"
printf 'garbage state\n' >"$tmp/bad.state"
expect "unknown title" 2 "unknown title 'nosuch'" "$A" --headless nosuch
expect "unknown title (window)" 2 "unknown title 'nosuch'" "$A" nosuch
expect "unknown option" 2 "unknown option" "$A" --bogus
expect "unknown machine" 2 "unknown machine" "$A" --headless smoke --machine c64
expect "missing ROM" 2 "nothere.rom" "$A" --headless --rom "$tmp/nothere.rom"
expect "corrupt ROM" 2 "" "$A" --headless --rom "$tmp/corrupt.rom"
expect "bad movie line" 2 "bad.mov:3: frame numbers must increase" "$A" --headless smoke --movie "$tmp/bad.mov"
expect "missing movie" 2 "nomovie" "$A" --headless smoke --movie "$tmp/nomovie"
expect "state on native" 2 "no machine states" "$A" --headless smoke --state "$tmp/bad.state"
expect "folder as movie" 2 "is a folder" "$A" --headless smoke --movie "$tmp"
expect "unwritable screenshot" 2 "nodir/x.png: cannot write there" "$A" --headless smoke --screenshot "$tmp/nodir/x.png"
expect "unwritable recording" 2 "nodir/x.mov: cannot write there" env SDL_VIDEODRIVER=dummy "$A" smoke --record "$tmp/nodir/x.mov"
expect "bad movie (window)" 2 "bad.mov:3: frame numbers must increase" env SDL_VIDEODRIVER=dummy "$A" smoke --movie "$tmp/bad.mov"
if [ -f "$B/rom/smoke.rom" ] && "$A" --headless --rom "$B/rom/smoke.rom" --frames 1 2>/dev/null; then
  expect "corrupt state" 2 "" "$A" --headless --rom "$B/rom/smoke.rom" --state "$tmp/bad.state"
fi

# A ROM brings its keypads and their legends in its header: the window is
# drawn with them (wider than without), natively and as a ROM alike.
if [ -f "$B/rom/smoke.rom" ] && [ -x "$B/tools/mkrom" ] && [ -f "$B/rom/smoke.bin" ]; then
  "$B/tools/mkrom" --title "KEYPAD TEST" --profile generic --controllers 2 \
    --inlay "ONE,TWO,THREE,FOUR,,SIX,SEVEN,EIGHT,NINE,CLR,,GO" "$B/rom/smoke.bin" "$tmp/kp.rom" >/dev/null
  SDL_VIDEODRIVER=dummy "$A" --rom "$tmp/kp.rom" --scale 2 --no-audio --frames 5 --config "$tmp/kp.conf" \
    --window-screenshot "$tmp/kp.png" 2>"$tmp/err"
  SDL_VIDEODRIVER=dummy "$A" --rom "$B/rom/smoke.rom" --scale 2 --no-audio --frames 5 --config "$tmp/kp.conf" \
    --window-screenshot "$tmp/nokp.png" 2>>"$tmp/err"
  wkp=$(od -An -tu1 -j16 -N4 "$tmp/kp.png" 2>/dev/null | awk '{print $1*16777216+$2*65536+$3*256+$4}')
  wno=$(od -An -tu1 -j16 -N4 "$tmp/nokp.png" 2>/dev/null | awk '{print $1*16777216+$2*65536+$3*256+$4}')
  if [ -n "$wkp" ] && [ -n "$wno" ] && [ "$wkp" -gt "$wno" ]; then ok "ROM header keypads drawn ($wno -> $wkp px wide)"
  else fail "ROM header keypads: widths '$wno' '$wkp': $(head -n 1 "$tmp/err")"; fi
fi

# A window under the dummy video driver: a bad config line is reported as
# FILE:LINE and ignored; settings are written back; save RAM is kept.
mkdir -p "$XDG_CONFIG_HOME/annex"
printf 'volume = 40\nthis is wrong\nkey nothing = F1\n' >"$XDG_CONFIG_HOME/annex/annex.conf"
SDL_VIDEODRIVER=dummy "$A" smoke --frames 30 --screenshot "$tmp/win.png" >"$tmp/out" 2>"$tmp/err"; st=$?
if [ "$st" = 0 ] && grep -q "annex.conf:2: " "$tmp/err" && grep -q "annex.conf:3: " "$tmp/err" \
   && is_png "$tmp/win.png" && grep -q "^volume = 40$" "$XDG_CONFIG_HOME/annex/annex.conf" \
   && grep -q "^this is wrong$" "$XDG_CONFIG_HOME/annex/annex.conf" \
   && [ -s "$XDG_DATA_HOME/annex/smoke.sram" ]; then ok "window (dummy): bad config line reported, run ok"
else fail "window (dummy): exit $st: $(head -n 1 "$tmp/err")"; fi

# No audio device: one notice line, and the run goes on silently.
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=nosuchdriver "$A" smoke --frames 5 --config "$tmp/clean.conf" >/dev/null 2>"$tmp/err"; st=$?
if [ "$st" = 0 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "no audio" "$tmp/err"; then ok "no audio: one notice line"
else fail "no audio: exit $st, $(wc -l <"$tmp/err") lines: $(head -n 1 "$tmp/err")"; fi

# The printer port in the window: without --print each page becomes a
# fresh annex-TITLE-NNN.txt in the current folder, the page a headless
# --print run of the same movie writes (Odin: W, then F).
if [ -f "$B/rom/odin.rom" ]; then
  { sed -n '1,/^74 key=ENTER/p' tests/movies/odin-level1-commands.mov
    printf '140 key=W\n150 key=F\n160 key=P\nend 170\n'; } >"$tmp/print.mov"
  mkdir -p "$tmp/pr"; absA=$(cd "$(dirname "$A")" && pwd)/annex
  "$A" --headless odin --movie "$tmp/print.mov" --print "$tmp/print.want" >/dev/null 2>"$tmp/err"
  (cd "$tmp/pr" && SDL_VIDEODRIVER=dummy "$absA" odin --no-audio --movie "$tmp/print.mov" --frames 170 >/dev/null 2>>"$tmp/err")
  if [ -s "$tmp/print.want" ] && cmp -s "$tmp/print.want" "$tmp/pr/annex-odin-001.txt"; then
    ok "printer: the window saved the page as annex-odin-001.txt ($(cat "$tmp/print.want"))"
  else fail "printer: window page missing or different: $(head -n 1 "$tmp/err")"; fi
fi

# Recording in the window, replayed headless: the same trace.
SDL_VIDEODRIVER=dummy "$A" smoke --movie tests/movies/smoke.mov --record "$tmp/rec.mov" \
  --trace "$tmp/wtrace" --frames 90 >/dev/null 2>"$tmp/err"
if grep -q "^annex-movie 1$" "$tmp/rec.mov" 2>/dev/null \
   && "$A" --headless smoke --movie "$tmp/rec.mov" --trace "$tmp/rtrace" 2>>"$tmp/err" \
   && cmp -s "$tmp/trace" "$tmp/rtrace" && cmp -s "$tmp/trace" "$tmp/wtrace"; then
  ok "window movie playback + recording = headless trace"
else fail "recording: $(head -n 1 "$tmp/err")"; fi

# A movie recorded in a look (--machine) says so in a `machine` line and
# replays in that look everywhere without the flag; --machine still wins.
SDL_VIDEODRIVER=dummy "$A" smoke --machine apple2 --movie tests/movies/smoke.mov --record "$tmp/look.mov" \
  --frames 90 >/dev/null 2>"$tmp/err"
"$A" --headless smoke --machine apple2 --movie tests/movies/smoke.mov --trace "$tmp/lref" 2>>"$tmp/err"
if grep -q "^machine apple2$" "$tmp/look.mov" 2>/dev/null && grep -q "^0 machine 2$" "$tmp/lref" \
   && "$A" --headless smoke --movie "$tmp/look.mov" --trace "$tmp/lnat" 2>>"$tmp/err" && cmp -s "$tmp/lref" "$tmp/lnat" \
   && "$A" --headless smoke --machine trs80 --movie "$tmp/look.mov" --trace "$tmp/lover" 2>>"$tmp/err" \
   && grep -q "^0 machine 3$" "$tmp/lover"; then ok "movie machine line: recorded, replayed natively, --machine wins"
else fail "movie machine line (native): $(head -n 1 "$tmp/err")"; fi
if [ -f "$B/rom/smoke.rom" ] && [ -x "$B/tools/romrun" ]; then
  if "$A" --headless --rom "$B/rom/smoke.rom" --movie "$tmp/look.mov" --trace "$tmp/lrom" 2>"$tmp/err" \
     && cmp -s "$tmp/lref" "$tmp/lrom" \
     && "$B/tools/romrun" "$B/rom/smoke.rom" --movie "$tmp/look.mov" --trace "$tmp/lrun" 2>>"$tmp/err" \
     && cmp -s "$tmp/lref" "$tmp/lrun" \
     && "$B/tools/romrun" "$B/rom/smoke.rom" --machine trs80 --movie "$tmp/look.mov" --trace "$tmp/lrun3" 2>>"$tmp/err" \
     && cmp -s "$tmp/lover" "$tmp/lrun3"; then ok "movie machine line: ROM and romrun alike"
  else fail "movie machine line (ROM): $(head -n 1 "$tmp/err")"; fi
fi
printf 'annex-movie 1\nmachine c64\n3 key=H\n' >"$tmp/badlook.mov"
expect "bad machine line" 2 "badlook.mov:2: expected: machine NAME" "$A" --headless smoke --movie "$tmp/badlook.mov"

# annex compare: bad input is one line and status 2.
expect "compare, no movie file" 2 "" "$A" compare smoke --movie "$tmp/none.mov"
expect "compare, unknown title" 2 "" "$A" compare no-such-title --movie tests/movies/smoke.mov
# A movie of another title is refused in one line wherever it is played
# (compare called it identical, --headless played it into the wrong game);
# --any-title plays it all the same.
expect "compare, another title's movie" 2 "vv-abe-first.mov: recorded for vice-versa, not entrap" \
  "$A" compare entrap --movie tests/movies/vv-abe-first.mov
expect "headless, another title's movie" 2 "vv-abe-first.mov: recorded for vice-versa, not odin" \
  "$A" --headless odin --movie tests/movies/vv-abe-first.mov --frames 5
expect "headless ROM, another title's movie" 2 "entrap-bw.mov: recorded for entrap-bw, not entrap" \
  "$A" --headless entrap --rom --movie tests/movies/entrap-bw.mov --frames 5
if "$A" --headless odin --any-title --movie tests/movies/vv-abe-first.mov --frames 5 >/dev/null 2>"$tmp/err"
then ok "--any-title plays another title's movie"
else fail "--any-title: $(head -n 1 "$tmp/err")"; fi

# --wav: the sound of a run as a WAV file (RIFF, 48 kHz mono 16-bit, 800
# samples a frame), not silent, the same twice; a bad path is one line.
wav_info() { od -An -tu1 -N44 "$1" | tr -s ' \n' ' '; }
if "$A" --headless capture --movie tests/movies/cap-level1.mov --wav "$tmp/a.wav" 2>"$tmp/err" \
   && "$A" --headless capture --movie tests/movies/cap-level1.mov --wav "$tmp/b.wav" 2>>"$tmp/err" \
   && [ "$(head -c 4 "$tmp/a.wav")" = RIFF ] && [ "$(dd if="$tmp/a.wav" bs=1 skip=8 count=8 2>/dev/null)" = "WAVEfmt " ] \
   && [ "$(wav_info "$tmp/a.wav" | awk '{ print $25 + 256 * $26 + 65536 * $27 }')" = 48000 ] \
   && [ $(( $(wc -c <"$tmp/a.wav") - 44 )) = "$(wav_info "$tmp/a.wav" | awk '{ print $41 + 256 * $42 + 65536 * $43 + 16777216 * $44 }')" ] \
   && [ $(( ($(wc -c <"$tmp/a.wav") - 44) % 1600 )) = 0 ] \
   && [ "$(tail -c +45 "$tmp/a.wav" | od -An -tx1 -v | tr -d ' \n' | tr -d 0 | wc -c)" -gt 1000 ] \
   && cmp -s "$tmp/a.wav" "$tmp/b.wav"; then ok "--wav writes the sound"
else fail "--wav: $(head -n 1 "$tmp/err")"; fi
expect "--wav, a folder that does not exist" 2 "nodir/x.wav" "$A" --headless capture --frames 5 --wav "$tmp/nodir/x.wav"

# A real window under Xvfb, with a picture of the whole window.
if command -v xvfb-run >/dev/null 2>&1; then
  # SDL_VIDEODRIVER=dummy (tests/run.sh) would win over the X server.
  if env -u SDL_VIDEODRIVER xvfb-run -a "$A" smoke --no-audio --frames 60 --window-screenshot "$tmp/xwin.png" \
       --screenshot "$tmp/xemu.png" >/dev/null 2>"$tmp/err" && is_png "$tmp/xwin.png" && is_png "$tmp/xemu.png"; then
    ok "window under xvfb-run"
  else fail "window under xvfb-run: $(head -n 1 "$tmp/err")"; fi
else
  echo "skip xvfb-run: not installed"
fi

done_checks check_host
