#!/bin/sh
# The smoke cartridge gives the same trace natively, as a ROM and under sim65,
# in the default look and with a movie's `machine` line (which every target
# must hand to the cartridge: its trace says `machine 2`).
sh tests/cross.sh "$1" smoke tests/movies/smoke.mov tests/movies/smoke-apple2.mov || exit 1
sim65 "$1/sim/smoke.prg" < tests/movies/smoke-apple2.mov | grep -q '^0 machine 2$' \
  || { echo "FAIL smoke: sim65 did not see the movie's machine line"; exit 1; }
