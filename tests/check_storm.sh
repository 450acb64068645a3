#!/bin/sh
# check_storm.sh BUILD — the key storm: every title the program carries
# (annex --list, so a new title is in at once) gets a seeded random-input
# movie (tools/storm: keys, both keypads, both joysticks, the buttons) and
# `annex compare` must say `identical` for its native build and its ROM,
# within a time limit: no crash, no hang, no divergence. The first seed runs
# under the sanitizer build too (build/san/annex), when there is one.
# Then the quiet storms (tools/storm --quiet): the same kind of input, but
# none while a computer player thinks, so its searches run to the end:
# QUIET_SEEDS (default "1 2 3") on every title, and the seeds kept for what
# they reach (STORM_KEPT, default tests/storm_seeds.txt: TITLE SEED THINKS
# [PATTERN]), each of which fails when it leaves fewer thinks alone than it
# was kept for, or its trace lacks the PATTERN. A row that lost its value
# must fail: Ricochet's seed 23, kept for opponent 4, as it stands, and the
# table's first row asking one think more than its storm gives.
# annex compare checks the trace and the screen of every frame.
#   STORM_FRAMES (default 20000) logical frames, STORM_SEEDS (default
#   "1 2 3"), STORM_LIMIT (default 300) seconds per run.
B=${1:-build}
frames=${STORM_FRAMES:-20000} seeds=${STORM_SEEDS:-1 2 3} limit=${STORM_LIMIT:-300}
qseeds=${QUIET_SEEDS:-1 2 3} kept=${STORM_KEPT:-tests/storm_seeds.txt}
. tests/check_lib.sh
[ -x "$B/annex" ] && [ -x "$B/tools/storm" ] || { echo "FAIL no $B/annex or $B/tools/storm"; exit 1; }
titles=$("$B/annex" --list | cut -d' ' -f1)
[ -n "$titles" ] || { echo "FAIL annex --list gave no titles"; exit 1; }
# quiet_ok TITLE: no key in the movie from a think's start (trace
# "thinking" or Entrap's "think b|w ...") to the trace line that ends it,
# in the native trace annex compare wrote ($tmp/trace).
quiet_ok() {
  awk 'BEGIN { n = 0 } NR == FNR { if (think) { ends[n++] = $1; think = 0 }
                   if ($2 == "thinking" || ($2 == "think" && ($3 == "b" || $3 == "w"))) { starts[n] = $1; think = 1 }
                   next }
       /key=/ { for (i = 0; i < n; i++) if ($1 > starts[i] && $1 <= ends[i]) { print "frame " $1 " in the think of frame " starts[i]; exit 1 } }' \
    "$tmp/trace" "$tmp/$1.mov" >"$tmp/loud"
}
# worth TRACE TITLE SEED THINKS [PATTERN]: the kept seed still reaches what
# it was kept for (after storm --quiet wrote $tmp/TITLE.mov and $thinks);
# TRACE is its native trace, run here when there is none yet.
worth() {
  tr=$1; t=$2; s=$3; want=$4; shift 4
  [ "${thinks% *}" -ge "$want" ] || { why="$t $s: ${thinks% *} thinks, fewer than the $want it was kept for"; return 1; }
  [ $# = 0 ] && return 0
  [ -f "$tr" ] || "$B/annex" --headless "$t" --movie "$tmp/$t.mov" --trace "$tr" >/dev/null 2>&1
  grep -q -e "$*" "$tr" || { why="$t $s: its trace has no \"$*\" (kept for it)"; return 1; }
}
# storm PROGRAM TITLE SEED [--quiet [THINKS [PATTERN]]]: annex compare
# writes the native trace ($tmp/trace) the quiet checks read.
storm() {
  prog=$1 t=$2 s=$3 quiet=$4; shift 3; [ $# -gt 0 ] && shift
  rm -f "$tmp/trace"
  if [ "$quiet" = --quiet ]; then
    thinks=$("$B/tools/storm" --quiet "$t" "$s" "$frames" "$tmp/$t.mov") || { echo "FAIL quiet storm $t $s"; fails=$((fails + 1)); return; }
    kind="quiet storm"; extra=", ${thinks% *} thinks left alone"
    [ $# -gt 0 ] && kind="kept quiet storm"
  else
    "$B/tools/storm" "$t" "$s" "$frames" >"$tmp/$t.mov" || { echo "FAIL storm $t"; fails=$((fails + 1)); return; }
    kind=storm; extra=
  fi
  timeout "$limit" "$prog" compare "$t" --movie "$tmp/$t.mov" --trace "$tmp/trace" >"$tmp/out" 2>&1; st=$?
  if [ $st = 0 ] && [ "$quiet" = --quiet ] && ! quiet_ok "$t"; then
    st=1; echo "a key was typed while the computer thought: $(cat "$tmp/loud")" >"$tmp/out"
  fi
  if [ $st = 0 ] && [ $# -gt 0 ] && ! worth "$tmp/trace" "$t" "$s" "$@"; then
    echo "FAIL kept quiet storm $why (tools/storm_search.sh picks another)"; fails=$((fails + 1)); return
  fi
  if [ $st = 0 ] && grep -q "^identical" "$tmp/out"; then
    echo "ok   $kind $t ($prog): $frames frames, seed $s$extra: identical natively and as a ROM"
  else
    [ $st = 124 ] && why="no result in $limit s (a hang?)" || why="exit $st: $(head -n 3 "$tmp/out" | tr '\n' ' ')"
    cp "$tmp/$t.mov" "$B/storm-$t-$s.mov" 2>/dev/null
    echo "FAIL $kind $t ($prog): $why (movie kept: $B/storm-$t-$s.mov)"
    fails=$((fails + 1))
  fi
}
first=${seeds%% *}
for t in $titles; do
  for seed in $seeds; do storm "$B/annex" "$t" "$seed"; done
  [ -x "$B/san/annex" ] && storm "$B/san/annex" "$t" "$first"
  for seed in $qseeds; do storm "$B/annex" "$t" "$seed" --quiet; done
done
while read -r t s want pat; do
  case $t in ''|\#*) continue;; esac
  # shellcheck disable=SC2086  # the pattern's words
  storm "$B/annex" "$t" "$s" --quiet "$want" $pat
done <"$kept"
# A kept seed that lost its value must fail: Ricochet's 23 as it stands
# (kept for opponent 4), and the first kept row asking one think more than
# its storm gives.
lost() {  # lost TITLE SEED THINKS [PATTERN]
  "$B/tools/storm" --quiet "$1" "$2" "$frames" "$tmp/$1.mov" >"$tmp/n" && thinks=$(cat "$tmp/n")
  rm -f "$tmp/kept"
  if worth "$tmp/kept" "$@"; then echo "FAIL kept quiet storm: $1 $2 passes as a row it does not deserve: $*"; fails=$((fails + 1))
  else echo "ok   a kept seed that lost its value fails: $why"; fi
}
lost ricochet 23 1 opponent 4
row=$(grep -v '^#' "$kept" | grep . | head -n 1)
t=${row%% *}; rest=${row#* }; s=${rest%% *}; rest=${rest#* }; pat=${rest#* }; [ "$pat" = "$rest" ] && pat=
"$B/tools/storm" --quiet "$t" "$s" "$frames" "$tmp/$t.mov" >"$tmp/n" || fails=$((fails + 1))
# shellcheck disable=SC2086  # the pattern's words
lost "$t" "$s" $(($(cut -d' ' -f1 "$tmp/n") + 1)) $pat
done_checks check_storm
