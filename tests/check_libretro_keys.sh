#!/bin/sh
# check_libretro_keys.sh BUILD — the core in Debian's RetroArch 1.14 as a
# player meets it: a real window under Xvfb (the gl driver on Mesa), the x
# input driver, keys sent by xdotool, "Auto enable game focus: Detect"
# (input_auto_game_focus = 2). What the core latched is recorded
# (ANNEX_LIBRETRO_RECORD) and replayed by `annex --headless`:
#   - game focus switches on by itself for this core (the log says so);
#   - Odin played to a move by typing (a name, the level, the questions,
#     then SHIFT and ENTER: the trace has the move);
#   - Vice Versa's cursor moved with the arrows while game focus is on
#     (joystick 1 in the recording, no typed arrows);
#   - Capture moved with the D-pad alone: the x driver's default RetroPad
#     keys (arrows, X = RetroPad A, Z = B) with game focus off, Z then
#     RetroPad B alone (not also player 2's keypad 7 of the core's keyboard);
#   - Capture's second player on RetroPad 2 (keys bound to it);
#   - each window opens at three times its title's picture (RetroArch's
#     default scale), not at the console's power-on mode (1008 x 648).
# Skipped (exit 0 with a note) without xvfb-run or xdotool.
B=${1:-build}
core=$B/libretro/annex_libretro.so annex=$B/annex
for t in xvfb-run xdotool; do
  command -v $t >/dev/null 2>&1 || { echo "skip libretro keys: no $t"; exit 0; }
done
W=$B/libretro/keys
rm -rf "$W" && mkdir -p "$W/home"
status=0
fail() { echo "FAIL libretro keys: $*"; status=1; }
ok() { echo "ok   libretro keys: $*"; }

# config FILE FOCUS (2 detect, 0 off): the window's drivers
# (tests/libretro/window.cfg), the core's folder, game focus. Frames at
# the core's 60 Hz (vrr_runloop_enable), as on a player's display with
# vsync: Xvfb has no vertical blank, and unpaced the gl driver drew as fast
# as llvmpipe could (a core and more of CPU for frames no one looks at).
config() {
  { cat tests/libretro/window.cfg; cat <<CFG
libretro_directory = "$B/libretro"
libretro_info_path = "$B/libretro"
video_vsync = "true"
vrr_runloop_enable = "true"
input_auto_game_focus = "$2"
savestate_auto_load = "false"
savestate_auto_save = "false"
CFG
  } >"$1"
}
config "$W/focus.cfg" 2
config "$W/nofocus.cfg" 0

# play NAME ROM CFG KEYS...: RetroArch in a window; once it shows, each
# argument is sent by xdotool (a key name, or +N to wait N tenths of a
# second; the first 1 s after the core's first frame), then
# RetroArch is asked to quit (SIGTERM: it unloads the core, which writes
# NAME.mov, what it latched). NAME.log is RetroArch's log.
play() {
  n=$1 rom=$2 cfg=$3; shift 3
  cat >"$W/$n.sh" <<EOF
ANNEX_LIBRETRO_RECORD="$W/$n.mov" HOME="$W/home" retroarch --config="$cfg" -L "$core" "$rom" \
  --max-frames=3600 --verbose >"$W/$n.log" 2>&1 &
ra=\$!
win=\$(xdotool search --sync --onlyvisible --class retroarch | head -n 1)
xdotool windowactivate --sync "\$win" 2>/dev/null || xdotool windowfocus "\$win"
# The window shows before RetroArch runs the game (llvmpipe compiles its
# shaders, the drivers start: seconds on a loaded machine); keys sent then
# are lost. The core says when its first frame runs.
i=0
while ! grep -q 'annex: .*: the first frame runs' "$W/$n.log" && [ \$i -lt 600 ]; do sleep 0.1; i=\$((i + 1)); done
sleep 1
for k in $*; do
  case \$k in
    +*) sleep \$(echo \${k#+} | sed 's/\(.\)$/.\1/; s/^\./0./') ;;
    *) xdotool keydown --window "\$win" \$k; sleep 0.12; xdotool keyup --window "\$win" \$k; sleep 0.25 ;;
  esac
done
sleep 1
kill -TERM \$ra
wait \$ra
EOF
  # -n: a display number of its own (two -a started at once can pick the same)
  timeout 120 nice xvfb-run -a -n $((200 + $$ % 700)) -s "-screen 0 1280x1024x24 -noreset" dbus-run-session -- sh "$W/$n.sh" 2>"$W/$n.err"
  grep -q 'annex: .*: the first frame runs' "$W/$n.log" || fail "$n: the core never said its first frame runs ($W/$n.log)"
}

# Odin: the movie odin-level2-game.mov's keys, typed.
play odin "$B/rom/odin.rom" "$W/focus.cfg" f r e y Return +5 2 +5 n +5 y +5 y +20 Shift_L +5 Return +20
grep -q 'Game Focus => ON' "$W/odin.log" && ok "game focus switched on by Detect (Game Focus => ON)" \
  || fail "game focus not switched on ($W/odin.log)"
if "$annex" --headless --rom "$B/rom/odin.rom" --movie "$W/odin.mov" --trace "$W/odin.trace" >/dev/null 2>"$W/odin.hl" \
   && grep -q '^[0-9]* move b ' "$W/odin.trace"; then
  ok "Odin played to a move by typing: $(grep -m1 '^[0-9]* move b ' "$W/odin.trace" | cut -d' ' -f2-)"
else fail "Odin: no move in $W/odin.trace"; fi

# Vice Versa with game focus on: the arrows are joystick 1.
play vv "$B/rom/vice-versa.rom" "$W/focus.cfg" +30 Right +3 Right +3 Down +3 Left +10
if grep -q 'joy1=8' "$W/vv.mov" && grep -q 'joy1=2' "$W/vv.mov" && ! grep -q 'key=RIGHT' "$W/vv.mov"; then
  ok "Vice Versa: arrows moved joystick 1 with game focus on"
else fail "Vice Versa: the arrows did not reach joystick 1 ($W/vv.mov)"; fi

# Capture, game focus off: RetroArch's own keys for RetroPad 1 (the
# D-pad on the arrows, B on Z): the D-pad alone is keypad 2 4 6 8, B ENTER.
play cap "$B/rom/capture.rom" "$W/nofocus.cfg" +30 Return +20 Right +3 Down +3 z +20
if grep -q 'pad1=20' "$W/cap.mov" && grep -q 'pad1=80' "$W/cap.mov" && grep -q 'pad1=800' "$W/cap.mov"; then
  ok "Capture: the D-pad alone moved the cursor (keypad 6, 8) and B pressed ENTER"
else fail "Capture: the D-pad did not reach the keypad ($W/cap.mov)"; fi
# Z is RetroPad B there, and also keypad 2's 7 in the core's own keyboard
# map: with game focus off it is the RetroPad's alone.
grep -q 'pad2=40' "$W/cap.mov" && fail "Capture: Z pressed player 2's keypad 7 as well as RetroPad B" \
  || ok "Capture: Z was RetroPad B alone, not also player 2's keypad 7"

# Capture's second player on RetroPad 2 (port 1), bound here to G, B and N
# as a user binds a second pad: keypad 2's 6, 8 and ENTER.
config "$W/pad2.cfg" 0
printf 'input_player2_right = "g"\ninput_player2_down = "b"\ninput_player2_b = "n"\n' >>"$W/pad2.cfg"
play cap2 "$B/rom/capture.rom" "$W/pad2.cfg" +30 g +3 b +3 n +20
# By bit: under load RetroArch may still be starting when the keys come,
# and two of them then land in one frame (pad2=a0).
pad_bit() { awk -v f="$1=" -v b="$2" 'function hex(s,  v, i) { v = 0
    for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
    return v }
  { for (i = 2; i <= NF; i++) if (index($i, f) == 1 && int(hex(substr($i, length(f) + 1)) / b) % 2) hit = 1 }
  END { exit !hit }' "$3"; }
if pad_bit pad2 32 "$W/cap2.mov" && pad_bit pad2 128 "$W/cap2.mov" && pad_bit pad2 2048 "$W/cap2.mov" \
   && ! grep -q 'pad1=[1-9]' "$W/cap2.mov"; then
  ok "Capture: RetroPad 2 moved player 2's cursor (keypad 2's 6, 8) and pressed its ENTER"
else fail "Capture: RetroPad 2 did not reach keypad 2 ($W/cap2.mov)"; fi
# The window's height: three times the title's picture (annex --headless
# screenshot of a later frame: its PNG header), from the first frame.
png_h() { od -An -tu1 -j20 -N4 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 }'; }
for t in odin:odin vv:vice-versa cap:capture; do
  n=${t%%:*} rom=$B/rom/${t#*:}.rom
  "$annex" --headless --rom "$rom" --frames 100 --screenshot "$W/$n-hl.png" 2>/dev/null
  size=$(sed -n 's/.*Set video size to: \([0-9]*x[0-9]*\).*/\1/p' "$W/$n.log" | head -n 1)
  want=$((3 * $(png_h "$W/$n-hl.png")))
  if [ "${size#*x}" = "$want" ]; then ok "${t#*:}: the window opened at its title's size ($size)"
  else fail "${t#*:}: the window opened at $size, not $want high"; fi
done
exit $status
