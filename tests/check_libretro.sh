#!/bin/sh
# check_libretro.sh BUILD — the libretro core in Debian's RetroArch 1.14,
# headless (null video, input, joypad and menu drivers, no audio, under
# dbus-run-session). RetroArch exits 0 whatever happened, so each run is
# judged by its screenshot, its save files and the core's log lines
# (docs/libretro.md, "The tests"). The core's test affordances
# (ANNEX_LIBRETRO_MOVIE / RECORD / STOP / QUIET) feed and record movies and
# stop the machine at a logical frame; mkbsv turns annex movies into BSV
# movies so input also comes through RetroArch itself.
B=${1:-build}
core=$B/libretro/annex_libretro.so
mkbsv=$B/tests/libretro/mkbsv pngcmp=$B/tests/libretro/pngcmp annex=$B/annex
W=$B/libretro/check
rm -rf "$W" && mkdir -p "$W/saves" "$W/states" "$W/shots"
status=0
fail() { echo "FAIL libretro: $*"; status=1; }
ok() { echo "ok   libretro: $*"; }

config() {  # config FILE PACED
  cat tests/libretro/headless.cfg - >"$1" <<CFG
libretro_directory = "$B/libretro"
libretro_info_path = "$B/libretro"
core_info_cache_enable = "false"
savefile_directory = "$W/saves"
savestate_directory = "$W/states"
screenshot_directory = "$W/shots"
system_directory = "$W"
savestate_auto_save = "false"
savestate_auto_load = "false"
vrr_runloop_enable = "$2"
CFG
}
config "$W/ra.cfg" false
config "$W/paced.cfg" true    # netplay: frames paced at the core's rate
printf 'savestate_auto_save = "true"\nsavestate_file_compression = "false"\n' >"$W/autosave.cfg"
printf 'savestate_auto_load = "true"\n' >"$W/autoload.cfg"

# ra NAME ROM FRAMES [RetroArch args]: one run; NAME.png, NAME.log.
ra() {
  n=$1 rom=$2 frames=$3; shift 3
  HOME=$W timeout 120 dbus-run-session -- retroarch --appendconfig="${CFG:-$W/ra.cfg}" \
    -L "$core" "$rom" --max-frames="$frames" --max-frames-ss \
    --max-frames-ss-path="$W/$n.png" --verbose "$@" >"$W/$n.log" 2>&1
}
# await NAME TEXT: until NAME.log has a line with TEXT (at most 30 s).
await() {
  i=0
  until grep -q "$2" "$W/$1.log" 2>/dev/null || [ $i -ge 600 ]; do sleep 0.05; i=$((i + 1)); done
}
logical() { sed -n 's/.*logical frame \([0-9]*\).*/\1/p' "$W/$1.log" | tail -n 1; }
# same NAME ROM MOVIE STOP: NAME.png against annex --headless of the same
# logical frame, the ROM's and the title's native build's (the ROM's name).
same() {
  "$annex" --headless --rom "$2" --movie "$3" --frames $(($4 - 1)) --screenshot "$W/$1-hl.png" 2>"$W/$1-hl.err" \
    && "$pngcmp" "$W/$1.png" "$W/$1-hl.png" >"$W/$1.cmp" 2>&1 \
    && "$annex" --headless "$(basename "$2" .rom)" --movie "$3" --frames $(($4 - 1)) --screenshot "$W/$1-nat.png" 2>"$W/$1-nat.err" \
    && { "$pngcmp" "$W/$1.png" "$W/$1-nat.png" >"$W/$1.cmp" 2>&1 || { sed -i 's/^/native: /' "$W/$1.cmp"; false; }; }
}

# 0. The core is a thin shell: libretro/ includes the emulated console
# (emu/, util/), the SDL-free front end's player, renderer, synthesiser,
# looks, key map, pad table and registry, libretro.h and itself; nothing of
# SDL, and the registry without the native titles (their mains are not in
# the core).
bad=$(grep -n '#include' libretro/*.c libretro/*.h | grep -v -e '"emu/' -e '"util/' -e '"libretro/' \
  -e '"front/render.h"' -e '"front/synth.h"' -e '"front/keymap.h"' -e '"front/keyhelp.h"' \
  -e '"front/titles.h"' -e '"front/player.h"' -e '"front/looks.h"' -e '"front/padmap.h"' -e '<[a-z/]*\.h>')
sdl=$(grep -n 'include.*SDL\|SDL_' libretro/*.c libretro/*.h; ldd "$core" | grep -i sdl)
native=$(nm "$core" | grep -E ' [TtU] (vv|cap|odin|ent|ent_bw|ricochet|smoke)_main$')
if [ -n "$bad$sdl$native" ]; then fail "layers: $bad $sdl $native"
else ok "layers: libretro/ over emu/ and the front end's player, render, synth, looks, key map, pad table and registry, no SDL, no native title"; fi

# 1. Every title's ROM, a movie fed through the core, stopped at logical
# frame STOP: RetroArch's screenshot is annex --headless's, pixel for pixel,
# the ROM's and the native build's. RetroArch runs STOP * 4 + 300 frames: a
# logical frame comes every frame shown or, in the smoke test, Entrap and
# Ricochet, about every fourth (the frames are the same from run to run:
# null drivers, no pacing).
for t in smoke:smoke:60 vice-versa:vv-friend-1:700 capture:cap-level1:700 \
         odin:odin-level2-game:700 entrap:entrap-look:150 entrap-bw:entrap-bw:150 \
         ricochet:rc-match:170; do
  name=${t%%:*}; rest=${t#*:}; mov=tests/movies/${rest%%:*}.mov; stop=${rest#*:}
  ANNEX_LIBRETRO_MOVIE=$mov ANNEX_LIBRETRO_STOP=$stop ra "title-$name" "$B/rom/$name.rom" $((stop * 4 + 300))
  if [ "$(logical "title-$name")" != "$stop" ]; then fail "$name: the core did not reach logical frame $stop ($W/title-$name.log)"
  elif same "title-$name" "$B/rom/$name.rom" "$mov" "$stop"; then ok "$name: frame $stop in RetroArch = annex --headless, ROM and native"
  else fail "$name: frame $stop differs from annex --headless: $(cat "$W/title-$name.cmp")"; fi
done

# 2. Input through RetroArch: a BSV movie made from an annex movie (typed
# keys and joystick) played with -P; what the core latched, recorded as an
# annex movie, gives annex --headless the same frame.
vv=$B/rom/vice-versa.rom
"$mkbsv" core "$vv" tests/movies/vv-friend-1.mov "$W/vv.bsv" 2400 2
ANNEX_LIBRETRO_RECORD=$W/bsv-play.mov ANNEX_LIBRETRO_STOP=600 ra bsv-play "$vv" 1200 -P "$W/vv.bsv"
if ! grep -q 'key=F' "$W/bsv-play.mov" 2>/dev/null || ! grep -q 'joy1=' "$W/bsv-play.mov"; then
  fail "BSV playback: the keys and joystick of the BSV movie did not reach the core ($W/bsv-play.mov)"
elif [ "$(logical bsv-play)" = 600 ] && same bsv-play "$vv" "$W/bsv-play.mov" 600; then
  ok "BSV playback: keyboard and joystick through RetroArch; frame 600 = annex --headless"
else fail "BSV playback: frame 600 differs from annex --headless of what the core latched"; fi

# 3. A BSV movie recorded in RetroArch (-R: the state at its start, then
# RetroArch's input) and played back (-P) ends on the same frame.
export ANNEX_LIBRETRO_MOVIE=tests/movies/vv-friend-1.mov ANNEX_LIBRETRO_STOP=700
ra bsv-rec "$vv" 600 -R "$W/rec.bsv"
ra bsv-replay "$vv" 1200 -P "$W/rec.bsv"
if [ ! -s "$W/rec.bsv" ] || ! grep -q 'Starting movie playback' "$W/bsv-replay.log"; then
  fail "BSV record: no movie recorded or played ($W/bsv-rec.log, $W/bsv-replay.log)"
elif "$pngcmp" "$W/bsv-replay.png" "$W/title-vice-versa.png" >"$W/bsv.cmp"; then
  ok "BSV record and playback: the same frame 700"
else fail "BSV record and playback: $(cat "$W/bsv.cmp")"; fi

# 4. States through RetroArch: saved at the end of one run (auto save),
# loaded at the start of the next (auto load), the game goes on to the same
# frame as without the break; a state of another title is refused with one
# line and the title runs on.
HOME=$W timeout 120 dbus-run-session -- retroarch --appendconfig="$W/ra.cfg|$W/autosave.cfg" -L "$core" "$vv" \
  --max-frames=300 --verbose >"$W/state-save.log" 2>&1
autoload() {  # autoload NAME FRAMES: a run that starts with the saved state
  HOME=$W timeout 120 dbus-run-session -- retroarch --appendconfig="$W/ra.cfg|$W/autoload.cfg" -L "$core" "$vv" \
    --max-frames="$2" --max-frames-ss --max-frames-ss-path="$W/$1.png" --verbose >"$W/$1.log" 2>&1
}
autoload state-load 2400
ANNEX_LIBRETRO_STOP= autoload state-200 200
ANNEX_LIBRETRO_STOP= ra plain-200 "$vv" 200
ls=$(logical state-200) lp=$(logical plain-200)
if [ ! -s "$W/states/vice-versa.state.auto" ]; then fail "states: RetroArch saved no state ($W/state-save.log)"
elif [ "${ls:-0}" -le $((${lp:-0} + 50)) ]; then
  fail "states: the state was not loaded (logical frame $ls after 200 frames, $lp from power-on; $W/state-200.log)"
elif "$pngcmp" "$W/state-load.png" "$W/title-vice-versa.png" >"$W/state.cmp"; then
  ok "states: saved after 300 frames, loaded (logical frame $ls after 200 more, $lp from power-on), frame 700 as without the break"
else fail "states: $(cat "$W/state.cmp")"; fi
# A BSV movie that starts from that state (RetroArch's uncompressed state
# file is "RASTATE", 1, "MEM ", the size, then the core's bytes): -P loads it
# into the core before the first frame (200 frames then end further on than
# from power-on), and the game goes on to the same frame 700.
{ printf 'BSV1\0\0\0\0\0\0\0\0\0\240\0\0'
  dd if="$W/states/vice-versa.state.auto" bs=16 skip=1 count=2560 2>/dev/null; } >"$W/from-state.bsv"
ANNEX_LIBRETRO_STOP= ra bsv-state "$vv" 200 -P "$W/from-state.bsv"
ra bsv-state-700 "$vv" 1200 -P "$W/from-state.bsv"
lb=$(logical bsv-state) lp=$(logical plain-200)
if [ "${lb:-0}" -le $((${lp:-0} + 50)) ]; then
  fail "BSV from a state: the state was not loaded (logical frame $lb after 200 frames, $lp from power-on; $W/bsv-state.log)"
elif "$pngcmp" "$W/bsv-state-700.png" "$W/title-vice-versa.png" >"$W/bsv-state.cmp"; then
  ok "BSV movie starting from a state: loaded (logical frame $lb after 200 frames, $lp from power-on), frame 700 as without"
else fail "BSV from a state: $(cat "$W/bsv-state.cmp")"; fi
cp "$W/states/vice-versa.state.auto" "$W/states/capture.state.auto"
ANNEX_LIBRETRO_MOVIE=tests/movies/cap-level1.mov
HOME=$W timeout 120 dbus-run-session -- retroarch --appendconfig="$W/ra.cfg|$W/autoload.cfg" -L "$core" "$B/rom/capture.rom" \
  --max-frames=1200 --max-frames-ss --max-frames-ss-path="$W/state-other.png" --verbose >"$W/state-other.log" 2>&1
if [ "$(grep -c 'annex: state not loaded' "$W/state-other.log")" != 1 ]; then
  fail "states: a state of another title was not refused with one line ($W/state-other.log)"
elif "$pngcmp" "$W/state-other.png" "$W/title-capture.png" >"$W/state.cmp"; then
  ok "states: another title's state refused ($(sed -n 's/.*annex: state not loaded: //p' "$W/state-other.log")), the title ran on"
else fail "states: after a refused state: $(cat "$W/state.cmp")"; fi
# Run-ahead (two frames, one instance): each frame is run, saved, run
# ahead and loaded back. After 600 frames the game is where it is without
# (the same logical frame), not three times further on, and the screen is
# the one run ahead: what 602 frames show without run-ahead.
unset ANNEX_LIBRETRO_STOP
ANNEX_LIBRETRO_MOVIE=tests/movies/vv-friend-1.mov
printf 'run_ahead_enabled = "true"\nrun_ahead_frames = "2"\nrun_ahead_secondary_instance = "false"\n' >"$W/runahead.cfg"
ra plain "$vv" 600
ra plain-ahead "$vv" 602
CFG="$W/ra.cfg|$W/runahead.cfg" ra runahead "$vv" 600
runs=$(sed -n 's/.*: \([0-9]*\) frames displayed.*/\1/p' "$W/runahead.log")
if [ "${runs:-0}" -lt 1700 ]; then fail "run-ahead: not running ahead ($runs runs for 600 frames; $W/runahead.log)"
elif [ "$(logical runahead)" != "$(logical plain)" ]; then
  fail "run-ahead: logical frame $(logical runahead) after 600 frames, $(logical plain) without"
elif "$pngcmp" "$W/runahead.png" "$W/plain-ahead.png" >"$W/runahead.cmp"; then
  ok "run-ahead: $runs runs for 600 frames; logical frame $(logical plain) as without, and on screen the frame two ahead, as without at 602"
else fail "run-ahead: $(cat "$W/runahead.cmp")"; fi
unset ANNEX_LIBRETRO_MOVIE ANNEX_LIBRETRO_STOP

# 5. Capture's save RAM reaches RetroArch's .srm and comes back: two whole
# games, the second run starting from the first's .srm, leave two games in
# memory (bytes 0-1 "CP", byte 2 the count: docs/capture.md).
srm=$W/saves/capture.srm
for run in 1 2; do
  ANNEX_LIBRETRO_MOVIE=tests/movies/cap-level1.mov ANNEX_LIBRETRO_STOP=2400 ra "srm-$run" "$B/rom/capture.rom" 3000
  eval "srm$run=\$(od -An -tx1 -N3 \"$srm\" 2>/dev/null | tr -d ' ')"
done
if [ "$srm1" = 435001 ] && [ "$srm2" = 435002 ]; then
  ok "save RAM: Capture's games in capture.srm (1, then 2 after a second run)"
else fail "save RAM: capture.srm starts ${srm1:-missing}, then ${srm2:-missing} (expected 435001, 435002)"; fi

# 6. Bad content: one line from the core, RetroArch goes on (and exits).
printf 'not a ROM\n' >"$W/bad.rom"
head -c 100 "$B/rom/capture.rom" >"$W/short.rom"
for c in bad short; do
  ra "content-$c" "$W/$c.rom" 60; rc=$?
  if [ $rc -ge 124 ]; then fail "bad content $c.rom: RetroArch crashed or hung (status $rc)"
  elif [ "$(grep -c "annex: .*$c.rom: " "$W/content-$c.log")" = 1 ]; then
    ok "bad content: $(sed -n "s/.*annex: .*\($c.rom: .*\)/\1/p" "$W/content-$c.log")"
  else fail "bad content $c.rom: no one-line refusal ($W/content-$c.log)"; fi
done

# 7. Netplay on 127.0.0.1: Capture level 6, two players. Each side's input
# is a BSV movie made from its half of a level-6 movie (the host: the
# console buttons and the left keypad; the client: the right keypad), its
# moves spread out (the first five seconds in, 2.5 s apart) so the
# client, which joins a moment later, sees every one and its own still come
# in turn. Both stop at logical frame 1100: the two screens and the
# two recordings of what was latched are the same, both players' keys are
# in them, and annex --headless playing that merged input ends on that
# screen. (RetroArch 1.14 reports no desync itself.)
lv6=tests/movies/cap-level6.mov cap=$B/rom/capture.rom
for side in host client; do
  awk -v side=$side -v slot=150 -v first=300 -v moves=6 -f tests/libretro/split.awk $lv6 >"$W/np-$side.mov"
done
"$mkbsv" netplay 0 "$W/np-host.mov" "$W/np-host.bsv" 3000
"$mkbsv" netplay 1 "$W/np-client.mov" "$W/np-client.bsv" 3000
rm -f "$srm"      # the games of part 5 would show on the host's screen only
port=$((55400 + $$ % 500))
export ANNEX_LIBRETRO_QUIET=60 ANNEX_LIBRETRO_STOP=1100
CFG=$W/paced.cfg ANNEX_LIBRETRO_RECORD=$W/np-host-latched.mov \
  ra np-host "$cap" 1300 -H --port $port -P "$W/np-host.bsv" &
await np-host 'You have joined as player 1'   # the host is up
CFG=$W/paced.cfg ANNEX_LIBRETRO_RECORD=$W/np-client-latched.mov \
  ra np-client "$cap" 1300 -C 127.0.0.1 --port $port -P "$W/np-client.bsv"
wait
unset ANNEX_LIBRETRO_QUIET ANNEX_LIBRETRO_STOP
if ! grep -q 'has joined as player 2' "$W/np-host.log"; then fail "netplay: the client never joined ($W/np-host.log)"
elif [ "$(logical np-host)" != 1100 ] || [ "$(logical np-client)" != 1100 ]; then
  fail "netplay: the two sides did not both reach logical frame 1100"
elif ! cmp -s "$W/np-host-latched.mov" "$W/np-client-latched.mov"; then
  fail "netplay: desync (or the client joined after the first move): the two sides latched different input ($W/np-*-latched.mov)"
elif ! grep -q pad1= "$W/np-host-latched.mov" || ! grep -q pad2= "$W/np-host-latched.mov"; then
  fail "netplay: a side's keypad never reached the game ($W/np-host-latched.mov)"
elif ! "$pngcmp" "$W/np-host.png" "$W/np-client.png" >"$W/np.cmp"; then
  fail "netplay: desync: the two screens differ: $(cat "$W/np.cmp")"
elif same np-host "$cap" "$W/np-host-latched.mov" 1100; then
  ok "netplay: host and client on the same screen at frame 1100, = annex --headless of the merged input"
else fail "netplay: annex --headless of the merged input differs: $(cat "$W/np-host.cmp")"; fi

# 8. Netplay of a typed title, through the on-screen keyboard (RetroArch
# 1.14's netplay carries the RetroPads only): Vice Versa with a friend. The
# host types F and 0 (L held, the D-pad to each key, B), a first client
# joins and leaves, a second joins and types ENTER on its own RetroPad. The
# host's and the second client's screens are the same at logical frame 800
# (on a loaded machine the second client joins 300-450 frames in, and types
# 150 frames after), the host's recording has all three keys, and annex --headless playing it
# ends on that screen.
osk() {  # osk PAD FRAME PRESSES...: an annex movie of keypad-layer presses
  p=$1 f=$2; shift 2
  printf 'annex-movie 1\ntitle vice-versa\n'
  for b in "$@"; do echo "$f pad$p=$b"; echo "$((f + 2)) pad$p=0"; f=$((f + 5)); done
}
# From key 1: down, down, right x3 = F; up, up, left x4 = 0; down, down = ENTER.
osk 1 100 80 80 20 20 20 40 2 2 8 8 8 8 40 >"$W/osk-host.mov"
osk 2 150 80 80 40 >"$W/osk-client.mov"
printf 'annex-movie 1\ntitle vice-versa\n' >"$W/osk-none.mov"
"$mkbsv" netplay 0 "$W/osk-host.mov" "$W/osk-host.bsv" 3000 2
"$mkbsv" netplay 1 "$W/osk-client.mov" "$W/osk-client.bsv" 3000 2
"$mkbsv" netplay 1 "$W/osk-none.mov" "$W/osk-none.bsv" 3000 2
port=$((55900 + $$ % 90))
stop=800
export ANNEX_LIBRETRO_QUIET=60 ANNEX_LIBRETRO_STOP=$stop
CFG=$W/paced.cfg ANNEX_LIBRETRO_RECORD=$W/osk-host-latched.mov ra osk-host "$vv" $((stop + 500)) -H --port $port -P "$W/osk-host.bsv" &
await osk-host 'You have joined as player 1'
CFG=$W/paced.cfg ra osk-leaver "$vv" 150 -C 127.0.0.1 --port $port -P "$W/osk-none.bsv"
await osk-host 'has disconnected'             # the host saw it leave
CFG=$W/paced.cfg ra osk-client "$vv" $((stop + 400)) -C 127.0.0.1 --port $port -P "$W/osk-client.bsv"
wait
unset ANNEX_LIBRETRO_QUIET ANNEX_LIBRETRO_STOP
hm=$W/osk-host-latched.mov
if [ "$(grep -c 'has joined as player 2' "$W/osk-host.log")" != 2 ]; then
  fail "netplay, typed: the two clients did not join in turn ($W/osk-host.log)"
elif [ "$(logical osk-host)" != $stop ] || [ "$(logical osk-client)" != $stop ]; then
  fail "netplay, typed: host and second client did not both reach logical frame $stop"
elif ! grep -q 'key=F' "$hm" || ! grep -q 'key=0' "$hm" || ! grep -q 'key=ENTER' "$hm"; then
  fail "netplay, typed: the on-screen keyboard's keys did not all arrive ($hm)"
elif ! "$pngcmp" "$W/osk-host.png" "$W/osk-client.png" >"$W/osk.cmp"; then
  fail "netplay, typed: the two screens differ: $(cat "$W/osk.cmp")"
elif same osk-host "$vv" "$hm" $stop; then
  ok "netplay, typed: F and 0 from the host, ENTER from a client that joined after another left; the same screen at frame $stop, = annex --headless"
else fail "netplay, typed: annex --headless of the host's input differs: $(cat "$W/osk-host.cmp")"; fi

exit $status
