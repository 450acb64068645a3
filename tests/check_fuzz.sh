#!/bin/sh
# check_fuzz.sh BUILD — the fuzz harnesses' smoke run for 'make test': each
# for a few seconds (FUZZ_SMOKE_S, default 3) on its seeds and regression
# corpus. The long run is 'make fuzz' (docs/fuzzing.md).
exec sh tests/fuzz/run.sh "${1:-build}" "${FUZZ_SMOKE_S:-3}"
