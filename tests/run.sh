#!/bin/sh
# Runs every test program (optimised and sanitizer builds) and every check
# script, then prints one closing line "N passed, N failed".
#   tests/run.sh BUILD_DIR "TEST PROGRAMS" "CHECK SCRIPTS"
# A check is SCRIPT or SCRIPT:ARG (run as `sh SCRIPT BUILD_DIR ARG`).
# A cmocka program counts its own tests; a check script counts as one test.
B=$1
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
passed=0; failed=0; failures=""
log=$(mktemp); trap 'rm -f "$log"' EXIT

# No test may turn a device into a file (as root a rename would): a guard
# for every writer of output files (docs/promises.md), run after each test.
null_ok=1; [ -c /dev/null ] || null_ok=0
null_guard() {  # null_guard NAME
  if [ $null_ok = 1 ] && [ ! -c /dev/null ]; then
    echo "FAIL $1: /dev/null is no longer a character device"
    failed=$((failed + 1)); failures="$failures $1(/dev/null)"; null_ok=0
  fi
}

count() {  # count NAME STATUS: reads cmocka's summary from $log
  p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
  f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
  p=${p:-0}; f=${f:-0}
  if [ "$2" != 0 ] && [ "$f" = 0 ]; then f=1; fi   # crashed or failed outside cmocka
  passed=$((passed + p)); failed=$((failed + f))
  [ "$f" = 0 ] || failures="$failures $1"
}

for t in $2; do
  for prog in "$B/$t" "$B/san/$t"; do
    echo "== $prog"
    "$prog" >"$log" 2>&1; st=$?
    grep -E '^\[  (PASSED|FAILED) |^\[  FAILED  \] |^\[  ERROR   \]|runtime error|ERROR: AddressSanitizer' "$log"
    [ "$st" = 0 ] || tail -n 30 "$log"
    count "$prog" "$st"
    null_guard "$prog"
  done
done

for c in $3; do
  echo "== $c"
  script=${c%%:*}; arg=${c#"$script"}; arg=${arg#:}
  # shellcheck disable=SC2086  # no argument when there is none
  if sh "$script" "$B" $arg; then passed=$((passed + 1)); else failed=$((failed + 1)); failures="$failures $c"; fi
  null_guard "$c"
done

[ -z "$failures" ] || echo "failed:$failures"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
