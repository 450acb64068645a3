#!/bin/sh
# check_profile.sh BUILD — the 6502 profiler (docs/profile.md): romprof
# --profile over Vice Versa's ERNEST movie charges cycles to instruction
# addresses, nearly all in the ROM (cc65's jmpvec, a JMP in RAM, takes the
# rest); tools/profile.sh names the search's and the engine's functions among
# the hottest, with shares that add up; a profile path that cannot be
# written is refused before the run (exit 2, one line); romrun, whose core
# has no hook, refuses --profile and names romprof. Exit 1 on failure.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
rom=$B/rom/vice-versa.rom movie=tests/movies/vv-ernest-first.mov
for f in "$B/tools/romprof" "$rom" "$B/rom/vice-versa.lbl"; do
  [ -e "$f" ] || { echo "FAIL profile: $f missing (run make)"; exit 1; }
done
"$B/tools/romprof" "$rom" --movie "$movie" --profile "$tmp/p" >/dev/null 2>"$tmp/err" \
  || { echo "FAIL profile: romprof: $(head -n 1 "$tmp/err")"; exit 1; }
bad=$(awk '$1 !~ /^[0-9A-F][0-9A-F][0-9A-F][0-9A-F]$/ || $2 !~ /^[1-9][0-9]*$/' "$tmp/p" | head -n 1)
[ -s "$tmp/p" ] && [ -z "$bad" ] || { echo "FAIL profile: a line that is not ADDR CYCLES: '$bad'"; exit 1; }
awk '{ all += $2; if ($1 ~ /^[89A-F]/) rom += $2 } END { exit !(rom > 0.99 * all) }' "$tmp/p" \
  || { echo "FAIL profile: less than 99% of the cycles in the ROM"; exit 1; }
out=$(sh tools/profile.sh --top 12 "$B" vice-versa "$movie") || { echo "FAIL profile: $out"; exit 1; }
for f in _make_sq _two_left _srch_move_gain; do
  echo "$out" | grep -q " $f\$" || { echo "FAIL profile: $f not among the 12 hottest:"; echo "$out"; exit 1; }
done
echo "$out" | awk 'NR > 1 && $3 != "(all" { s += $2 } $3 == "(all" { all = $2 + 0 }
  END { exit !(s > 50 && s <= 100.5 && all == 100) }' \
  || { echo "FAIL profile: the shares do not add up:"; echo "$out"; exit 1; }
st=0; "$B/tools/romprof" "$rom" --movie "$movie" --profile /nonexistent/dir/p >/dev/null 2>"$tmp/err" || st=$?
[ $st -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] || { echo "FAIL profile: a bad --profile path gave exit $st"; exit 1; }
st=0; "$B/tools/romrun" "$rom" --movie "$movie" --profile "$tmp/q" >/dev/null 2>"$tmp/err" || st=$?
[ $st -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q romprof "$tmp/err" && [ ! -e "$tmp/q" ] \
  || { echo "FAIL profile: romrun --profile gave exit $st: $(head -n 1 "$tmp/err")"; exit 1; }
echo "ok   profile: romprof --profile and tools/profile.sh over $movie"
