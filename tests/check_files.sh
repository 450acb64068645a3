#!/bin/sh
# check_files.sh BUILD — what annex and romrun do with output paths
# (docs/promises.md): a symlink is written through and stays a link, a
# device is written in place, never replaced; an output that cannot be
# written is refused before the run (exit 2, one line); --headless refuses
# --record. Run from the repository root: sh tests/check_files.sh build
B=${1:-build}
A="$B/annex" R="$B/tools/romrun" ROM="$B/rom/smoke.rom"
. tests/check_lib.sh
[ -x "$A" ] && [ -x "$R" ] && [ -f "$ROM" ] || { echo "FAIL no $A, $R or $ROM"; exit 1; }
M=tests/movies/smoke.mov

# A symlink to the trace: written through, the link stays.
echo old >"$tmp/real.trace"; ln -s real.trace "$tmp/link.trace"
for p in "$A --headless smoke" "$R $ROM"; do
  rm -f "$tmp/real.trace"; echo old >"$tmp/real.trace"
  if $p --movie $M --trace "$tmp/link.trace" 2>"$tmp/err" && [ -L "$tmp/link.trace" ] \
     && grep -q "^80 end 80$" "$tmp/real.trace"; then ok "trace through a symlink (${p%% *})"
  else fail "trace through a symlink (${p%% *}): $(head -n 1 "$tmp/err")"; fi
done
# Devices are written in place: /dev/null stays a device (as root the old
# writer replaced it with a regular file); /dev/full says it is full.
if [ -c /dev/null ]; then   # (another program run as root may have spoilt it)
  expect "trace to /dev/null" 0 "" "$A" --headless smoke --movie $M --trace /dev/null
  [ -c /dev/null ] && ok "/dev/null still a device" || fail "/dev/null is no longer a device"
fi
if [ -c /dev/full ]; then
  expect "trace to /dev/full" 1 "/dev/full: cannot write" "$A" --headless smoke --movie $M --trace /dev/full
  [ -c /dev/full ] && ok "/dev/full still a device" || fail "/dev/full is no longer a device"
fi
# A FIFO: a reader gets the trace.
mkfifo "$tmp/fifo" && { cat "$tmp/fifo" >"$tmp/fifo.out" & }
expect "trace into a FIFO" 0 "" "$R" "$ROM" --movie $M --trace "$tmp/fifo"
wait
grep -q "^80 end 80$" "$tmp/fifo.out" && [ -p "$tmp/fifo" ] && ok "FIFO read whole" || fail "FIFO"

# Outputs that cannot be written: refused before the run, exit 2, one line.
echo x >"$tmp/afile"
for bad in /proc/x.png /sys/x.png "$tmp/afile/x.png" "$tmp/nodir/x.png" "$tmp"; do
  case $bad in /proc*|/sys*) [ -d "${bad%/*}" ] || continue;; esac
  expect "screenshot $bad" 2 "$bad" "$A" --headless smoke --movie $M --screenshot "$bad"
  expect "romrun --save-state $bad" 2 "$bad" "$R" "$ROM" --movie $M --save-state "$bad"
done
expect "headless --record" 2 "--record needs the window" "$A" --headless smoke --record "$tmp/r.mov"
[ ! -e "$tmp/r.mov" ] && ok "no recording made" || fail "a headless recording was made"
# A save RAM file that cannot be read whole: reported, never saved over.
mkdir -p "$XDG_DATA_HOME/annex"
head -c 2000 /dev/zero | tr '\0' 'x' >"$XDG_DATA_HOME/annex/smoke.sram"
cp "$XDG_DATA_HOME/annex/smoke.sram" "$tmp/sram.orig"
SDL_VIDEODRIVER=dummy "$A" smoke --no-audio --frames 40 --config "$tmp/c.conf" 2>"$tmp/err"
if grep -q "smoke.sram: not a save RAM file (more than 1024 bytes) (save RAM not read, and not saved)" "$tmp/err" \
   && cmp -s "$XDG_DATA_HOME/annex/smoke.sram" "$tmp/sram.orig"; then ok "oversized save RAM reported and kept"
else fail "oversized save RAM: $(head -n 1 "$tmp/err")"; fi

# Nothing left behind: no temp or probe files.
[ -z "$(ls -A "$tmp" | grep -e '\.tmp' -e probe)" ] && ok "no temp files left" || fail "temp files left: $(ls "$tmp")"

done_checks check_files
