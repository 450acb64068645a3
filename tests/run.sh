#!/bin/sh
# Runs every test program (optimised and sanitizer builds) and every check
# script, N at a time, then prints one closing line "N passed, N failed".
#   tests/run.sh [-jN] BUILD_DIR "TEST PROGRAMS" "CHECK SCRIPTS"
# -jN: N tests at once, and N more that mostly wait (below; make test
# passes its own -j; default: every core).
# A check is SCRIPT or SCRIPT:ARG (run as `sh SCRIPT BUILD_DIR ARG`).
# A cmocka program counts its own tests; a check script counts as one test.
# Each test's output is kept and printed whole when it ends. The longest
# start first: BUILD_DIR/test-times.txt (this run's "wall cpu name" lines,
# written at the end) orders the next run, tests/test-times.txt a fresh one.
# A test that waits more than it computes (its CPU time there under half its
# wall time: a browser, an X server, RetroArch) runs in N slots of its own
# beside the N, so that the tests that keep a core busy never wait for it;
# those run niced, so that a waiting test gets a core the moment it needs
# one (its timing stays that of a quiet machine).
# Every test runs with its own scratch folder as TMPDIR, HOME and XDG
# folders, all inside one folder that is removed at the end; the run fails
# if /tmp holds anything afterwards that it did not hold before.
#
# Internal: tests/run.sh --job SCRATCH BUILD_DIR "NUMBER KIND NAME" runs one
# test (KIND p: a test program, c: a check).

# Tests that must not run at the same time as each other: xvfb-run -a picks
# the first free display number, and two starting at once can pick the same.
SERIAL="tests/check_host.sh tests/check_window.sh"

if [ "$1" = --job ]; then
  S=$2 B=$3 n=${4%% *} job=${4#* }
  kind=${job%% *} name=${job#* }
  log=$S/$n.log home=$S/$n
  mkdir -p "$home"
  export TMPDIR="$home" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
         XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home"
  lock=""
  case " $SERIAL " in *" ${name%%:*} "*) lock="flock $S/serial.lock" ;; esac
  t0=$(date +%s.%N)
  if [ "$kind" = p ]; then
    $lock "$name" >"$log" 2>&1; st=$?
  else
    script=${name%%:*}; arg=${name#"$script"}; arg=${arg#:}
    # shellcheck disable=SC2086  # no argument when there is none
    $lock sh "$script" "$B" $arg >"$log" 2>&1; st=$?
  fi
  t1=$(date +%s.%N)
  times >"$log.cpu"  # this shell's children: the test (in a pipe, a subshell's)
  cpu=$(sed -n 2p "$log.cpu" | awk '{ gsub(/[ms]/, " "); print $1 * 60 + $2 + $3 * 60 + $4 }')
  if [ "$kind" = p ]; then  # cmocka's summary; a crash or a failure outside it is one failure
    p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
    f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
    p=${p:-0}; f=${f:-0}
    if [ "$st" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  elif [ "$st" = 0 ]; then p=1 f=0; else p=0 f=1; fi
  # No test may turn a device into a file (as root a rename would): a guard
  # for every writer of output files (docs/promises.md).
  [ -c /dev/null ] || { echo "FAIL $name: /dev/null is no longer a character device" >>"$log"; f=$((f + 1)); }
  wall=$(echo "$t0 $t1" | awk '{ printf "%.1f", $2 - $1 }')
  {
    flock 9
    echo "== $name (${wall} s)"
    if [ "$kind" = c ]; then cat "$log"
    else
      grep -E '^\[  (PASSED|FAILED) |^\[  ERROR   \]|runtime error|ERROR: AddressSanitizer|^FAIL ' "$log"
      [ "$st" = 0 ] || tail -n 30 "$log"
    fi
    echo "$p $f $wall $cpu $name" >>"$S/results"
  } 9>>"$S/out.lock"
  rm -rf "$home" "$log" "$log.cpu"
  exit 0
fi

jobs=$(nproc 2>/dev/null || echo 2)
case $1 in -j?*) jobs=${1#-j}; shift ;; esac
B=$1
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1
before=$(ls -A /tmp)
S=$(mktemp -d) || exit 1
trap 'rm -rf "$S"' EXIT
trap 'exit 1' INT TERM

# The jobs, longest first (by the last run's times; a test never timed
# first), in two queues: $S/wait (CPU under half the wall time) and $S/cpu.
times=$B/test-times.txt; [ -f "$times" ] || times=tests/test-times.txt
[ -f "$times" ] || times=/dev/null
for t in $2; do echo "p $B/$t"; echo "p $B/san/$t"; done >"$S/jobs"
for c in $3; do echo "c $c"; done >>"$S/jobs"
: >"$S/wait"; : >"$S/cpu"
awk -v tf="$times" 'FILENAME == tf { t[$3] = $1; c[$3] = $2; next }
  { print ($2 in t ? t[$2] : 1e9) "\t" ($2 in t && c[$2] < t[$2] / 2 ? "wait" : "cpu") "\t" $0 }' "$times" "$S/jobs" \
  | sort -t "$(printf '\t')" -k1,1gr | awk -F '\t' -v S="$S" '{ print NR, $3 >(S "/" $2) }'
: >"$S/results"
start=$(date +%s)
queue() { q=$1; shift; tr '\n' '\0' <"$S/$q" | xargs -0 -r -P "$jobs" -I{} "$@" sh "$0" --job "$S" "$B" {}; }
queue wait & waiting=$!
queue cpu nice -n 10
wait "$waiting"
end=$(date +%s)

failures=$(awk '$2 > 0 { printf " %s", $5 }' "$S/results")
passed=$(awk '{ s += $1 } END { print s + 0 }' "$S/results")
failed=$(awk '{ s += $2 } END { print s + 0 }' "$S/results")
# A job that never reported (killed) is a failure too.
lost=$(( $(cat "$S/wait" "$S/cpu" | wc -l) - $(wc -l <"$S/results") ))
[ "$lost" = 0 ] || { failed=$((failed + lost)); failures="$failures (${lost} never reported)"; }
sort -k3,3gr "$S/results" | awk '{ print $3, $4, $5 }' >"$B/test-times.txt.tmp" && mv "$B/test-times.txt.tmp" "$B/test-times.txt"
awk -v w=$((end - start)) -v j="$jobs" -v n="$(wc -l <"$S/wait")" -v b="$B" '{ c += $4 }
  END { printf "tests: %d s at -j%d (and %d waiting tests beside), %d s of CPU in all (each test: %s/test-times.txt)\n", w, j, n, c, b }' "$S/results"

# Nothing new in /tmp but the folder of X servers' sockets (Xvfb makes it
# where the system has not; it is shared, never a test's to remove).
rm -rf "$S"
left=$(ls -A /tmp | awk -v before="$before" 'BEGIN { n = split(before, b, "\n"); for (i = 1; i <= n; i++) had[b[i]] = 1 }
  !($0 in had) && $0 != ".X11-unix"')
if [ -n "$left" ]; then
  echo "FAIL /tmp: the run left $(echo "$left" | tr '\n' ' ')"
  failed=$((failed + 1)); failures="$failures /tmp"
fi
[ -z "$failures" ] || echo "failed:$failures"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
