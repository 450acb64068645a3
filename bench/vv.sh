#!/bin/sh
# vv.sh BUILD — Vice Versa's think time per computer move for each opponent,
# on the ROM (emulated seconds, cycles / 1,789,773 Hz), over every recorded
# game against the computer (tests/movies/vv-*.mov but the friend's):
# tools/thinktime.sh. Goals (issue 15): ERNEST average <= 10 s and worst
# <= 25 s, DOROTHY worst <= 10 s.
B=${1:-build}
echo "== Vice Versa: ROM think time per computer move over whole recorded games"
sh tools/thinktime.sh "$B" "$B/rom/vice-versa.rom" $(ls tests/movies/vv-*.mov | grep -v friend)
