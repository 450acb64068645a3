#!/bin/sh
# cross.sh BUILD TITLE MOVIE... — runs each movie on every target and checks
# that the games are identical: `annex compare` runs the native build and
# the ROM in our emulator and compares their traces and the screen at the
# end of every logical frame (emu/screen.h); the title's logic under cc65's
# sim65 must give the native trace line for line (sim65 has no screen):
# the native trace compare wrote (--trace, the one `annex --headless`
# gives: check_title.sh compares the two), not a second native run.
# Prints one line per movie, every movie (on a difference, which check
# failed first and where); exit 1 if any differs.
# CROSS_MAX_FRAMES: the ROM's hang guard, displayed frames (default about
# nine emulated hours: long thinkers). CROSS_TRACES=DIR: each movie's
# native trace is kept there as NAME.trace (NAME without .mov).
B=$1; title=$2; shift 2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
for movie in "$@"; do
  name=$(basename "$movie")
  rm -f "$tmp/native"
  "$B/annex" compare "$title" --movie "$movie" --max-frames "${CROSS_MAX_FRAMES:-2000000}" --trace "$tmp/native" >"$tmp/cmp" 2>&1
  case $(head -n 1 "$tmp/cmp") in
    identical:*) ;;
    *) echo "FAIL $title $name: native and ROM differ (annex compare):"; head -n 4 "$tmp/cmp"
       status=1; continue;;
  esac
  sim65 "$B/sim/$title.prg" <"$movie" >"$tmp/sim" 2>"$tmp/err" \
    || { echo "FAIL $title $name: sim65 run failed: $(head -n 1 "$tmp/err")"; status=1; continue; }
  if [ ! -s "$tmp/native" ]; then echo "FAIL $title $name: empty trace"; status=1; continue; fi
  if ! cmp -s "$tmp/native" "$tmp/sim"; then
    echo "FAIL $title $name: native and sim65 traces differ:"
    diff "$tmp/native" "$tmp/sim" | head -n 6
    status=1; continue
  fi
  [ -z "$CROSS_TRACES" ] || cp "$tmp/native" "$CROSS_TRACES/${name%.mov}.trace"
  echo "ok   $title $name: $(wc -l <"$tmp/native") trace lines identical on native, ROM and sim65; $(sed -n 's/.*, \([0-9]*\) screens$/\1/p' "$tmp/cmp") screens natively and as the ROM"
done
exit $status
