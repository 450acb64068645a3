#!/bin/sh
# The smoke cartridge gives the same trace natively, as a ROM and under sim65.
exec sh tests/cross.sh "$1" smoke tests/movies/smoke.mov
