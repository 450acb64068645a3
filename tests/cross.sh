#!/bin/sh
# cross.sh BUILD TITLE MOVIE... — runs each movie on every target and checks
# that the traces are identical: the native build (annex --headless), the
# ROM in our emulator (romrun), and the title's logic under cc65's sim65.
# Prints one line per movie, every movie; exit 1 if any differs.
# CROSS_ROM: the ROM and sim65 file name when it is not the title's;
# CROSS_MAX_FRAMES: romrun's hang guard, displayed frames (default about
# nine emulated hours: long thinkers).
B=$1; title=$2; shift 2
rom=${CROSS_ROM:-$title}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
for movie in "$@"; do
  name=$(basename "$movie")
  "$B/annex" --headless "$title" --movie "$movie" --trace "$tmp/native" >/dev/null 2>"$tmp/err" \
    || { echo "FAIL $title $name: native run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  "$B/tools/romrun" "$B/rom/$rom.rom" --max-frames "${CROSS_MAX_FRAMES:-2000000}" --movie "$movie" --trace "$tmp/rom" >/dev/null 2>"$tmp/err" \
    || { echo "FAIL $title $name: ROM run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  sim65 "$B/sim/$rom.prg" <"$movie" >"$tmp/sim" 2>"$tmp/err" \
    || { echo "FAIL $title $name: sim65 run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  if [ ! -s "$tmp/native" ]; then echo "FAIL $title $name: empty trace"; status=1; continue; fi
  same=1
  for t in rom sim; do
    if ! cmp -s "$tmp/native" "$tmp/$t"; then
      echo "FAIL $title $name: native and $t traces differ:"
      diff "$tmp/native" "$tmp/$t" | head -n 6
      same=0; status=1
    fi
  done
  [ $same = 1 ] && echo "ok   $title $name: $(wc -l <"$tmp/native") trace lines identical on native, ROM and sim65"
done
exit $status
