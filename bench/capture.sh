#!/bin/sh
# capture.sh BUILD — Capture's think time per computer move at each level, on
# the ROM (emulated seconds, cycles / 1,789,773 Hz), over the recorded games
# (tests/movies/cap-*.mov): tools/thinktime.sh. Goal: every level averages
# at most 5 s.
B=${1:-build}
echo "== Capture MG-302: ROM think time per computer move over whole recorded games"
sh tools/thinktime.sh "$B" "$B/rom/capture.rom" tests/movies/cap-*.mov
