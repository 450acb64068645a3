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
  cat >"$1" <<CFG
video_driver = "null"
input_driver = "null"
input_joypad_driver = "null"
menu_driver = "null"
audio_enable = "false"
audio_driver = "null"
libretro_directory = "$B/libretro"
libretro_info_path = "$B/libretro"
core_info_cache_enable = "false"
savefile_directory = "$W/saves"
savestate_directory = "$W/states"
screenshot_directory = "$W/shots"
system_directory = "$W"
config_save_on_exit = "false"
gamemode_enable = "false"
savestate_auto_save = "false"
savestate_auto_load = "false"
netplay_public_announce = "false"
netplay_nat_traversal = "false"
vrr_runloop_enable = "$2"
CFG
}
config "$W/ra.cfg" false
config "$W/paced.cfg" true    # netplay: frames paced at the core's rate
printf 'savestate_auto_save = "true"\n' >"$W/autosave.cfg"
printf 'savestate_auto_load = "true"\n' >"$W/autoload.cfg"

# ra NAME ROM FRAMES [RetroArch args]: one run; NAME.png, NAME.log.
ra() {
  n=$1 rom=$2 frames=$3; shift 3
  HOME=$W timeout 120 dbus-run-session -- retroarch --appendconfig="${CFG:-$W/ra.cfg}" \
    -L "$core" "$rom" --max-frames="$frames" --max-frames-ss \
    --max-frames-ss-path="$W/$n.png" --verbose "$@" >"$W/$n.log" 2>&1
}
logical() { sed -n 's/.*logical frame \([0-9]*\).*/\1/p' "$W/$1.log" | tail -n 1; }
# same NAME ROM MOVIE STOP: NAME.png against annex --headless of the same
# logical frame.
same() {
  "$annex" --headless --rom "$2" --movie "$3" --frames $(($4 - 1)) --screenshot "$W/$1-hl.png" 2>"$W/$1-hl.err" \
    && "$pngcmp" "$W/$1.png" "$W/$1-hl.png" >"$W/$1.cmp" 2>&1
}

# 1. Every title's ROM, a movie fed through the core, stopped at logical
# frame STOP: RetroArch's screenshot is annex --headless's, pixel for pixel.
for t in smoke:smoke:60 vice-versa:vv-friend-1:700 capture:cap-level1:700 \
         odin:odin-level2-game:700 entrap:entrap-look:150 entrap-bw:entrap-bw:150 \
         ricochet:rc-match:170; do
  name=${t%%:*}; rest=${t#*:}; mov=tests/movies/${rest%%:*}.mov; stop=${rest#*:}
  ANNEX_LIBRETRO_MOVIE=$mov ANNEX_LIBRETRO_STOP=$stop ra "title-$name" "$B/rom/$name.rom" $((stop * 10 + 300))
  if [ "$(logical "title-$name")" != "$stop" ]; then fail "$name: the core did not reach logical frame $stop ($W/title-$name.log)"
  elif same "title-$name" "$B/rom/$name.rom" "$mov" "$stop"; then ok "$name: frame $stop in RetroArch = annex --headless"
  else fail "$name: frame $stop differs from annex --headless: $(cat "$W/title-$name.cmp")"; fi
done

exit $status
