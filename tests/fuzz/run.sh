#!/bin/sh
# tests/fuzz/run.sh BUILD SECONDS [NAME[:RUNS]...] — runs each libFuzzer
# harness (default: all) for SECONDS on its seed corpus (tests/, the built
# ROMs) and its regression corpus tests/fuzz/regress/NAME/ (every file there
# is run first); NAME:RUNS runs that harness RUNS inputs from random seed 1
# instead (a fixed, repeatable amount of work: make test's smoke run). New
# inputs go to BUILD/fuzz/work/NAME; a crash is saved as
# BUILD/fuzz/crash-NAME-* and named on the last line. docs/fuzzing.md.
B=${1:-build} S=${2:-60}; shift 2 2>/dev/null
names=${*:-rom state movie config cpu webzlib libretro}
seeds="$B/fuzz/seeds"
mkdir -p "$seeds/rom" "$seeds/state" "$seeds/movie" "$seeds/config" "$seeds/cpu" "$seeds/webzlib" "$seeds/libretro"
cp "$B"/rom/*.rom "$seeds/rom/" 2>/dev/null
cp "$B"/rom/*.rom "$seeds/libretro/" 2>/dev/null
cp "$B"/rom/*.bin "$seeds/cpu/" 2>/dev/null
cp tests/movies/*.mov "$seeds/movie/"
cp tests/fuzz/seeds/config/* "$seeds/config/"
cp tests/fuzz/seeds/webzlib/* "$seeds/webzlib/"
# States of the smoke ROM at a few points of its movie.
for f in 1 20 60; do
  [ -f "$seeds/state/smoke-$f.state" ] || "$B/tools/romrun" "$B/rom/smoke.rom" \
    --movie tests/movies/smoke.mov --frames $f --save-state "$seeds/state/smoke-$f.state" >/dev/null 2>&1
done
status=0
for n in $names; do
  runs=${n#*:}; n=${n%%:*}
  if [ "$runs" = "$n" ]; then limit="-max_total_time=$S" said="in $S s"; else limit="-runs=$runs -seed=1" said="(seed 1)"; fi
  prog="$B/fuzz/fuzz_$n"
  [ -x "$prog" ] || { echo "FAIL fuzz $n: no $prog (make fuzz-build)"; status=1; continue; }
  mkdir -p "$B/fuzz/work/$n" "tests/fuzz/regress/$n"
  log="$B/fuzz/$n.log"
  # shellcheck disable=SC2086  # the limit is two options or one
  if "$prog" $limit -timeout=10 -rss_limit_mb=2048 -max_len=40000 \
       -artifact_prefix="$B/fuzz/crash-$n-" "$B/fuzz/work/$n" "$seeds/$n" "tests/fuzz/regress/$n" \
       >"$log" 2>&1; then
    echo "ok   fuzz $n: $(grep -o 'Done [0-9]* runs' "$log" | tail -n 1) $said"
  else
    echo "FAIL fuzz $n: $(grep -m 1 -e 'ERROR' -e 'SUMMARY' -e 'deadly' "$log")"
    echo "     $(grep -o "Test unit written to .*" "$log" | tail -n 1) (log: $log)"
    status=1
  fi
done
exit $status
