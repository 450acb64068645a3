#!/bin/sh
# check_fuzz.sh BUILD — the fuzz harnesses' smoke run for 'make test': each
# a fixed number of inputs from random seed 1 (a second or two of one core)
# on its seeds and regression corpus, so the run does the same work however
# busy the machine is (a time limit took 9 s of CPU on a loaded machine and
# 25 s on a quiet one). The long run is 'make fuzz' (docs/fuzzing.md).
exec sh tests/fuzz/run.sh "${1:-build}" 0 rom:120000 state:400 movie:20000 config:4000 cpu:200 webzlib:3500 libretro:600
