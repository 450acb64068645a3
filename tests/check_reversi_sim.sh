#!/bin/sh
# check_reversi_sim.sh BUILD — the Reversi engine compiled by cc65 and run
# under sim65 (build/sim/rv_sim.prg) gives the same perft counts as the
# native build (build/tools/perft) on every position rv_sim.c prints.
# Prints "ok" lines; exit 1 on the first difference (which line, both values).
B=${1:-build}
prg=$B/sim/rv_sim.prg; perft=$B/tools/perft
for f in "$prg" "$perft"; do
  [ -e "$f" ] || { echo "FAIL reversi sim: $f missing (run make)"; exit 1; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
sim65 "$prg" >"$tmp/sim" 2>"$tmp/err" \
  || { echo "FAIL reversi sim: sim65 run failed: $(head -n 1 "$tmp/err")"; exit 1; }
[ -s "$tmp/sim" ] || { echo "FAIL reversi sim: no output from sim65"; exit 1; }
# Expected output: the same lines, with every count from the native tool.
while IFS= read -r line; do
  case $line in
    "pos "*) pos=${line#pos }; echo "$line" ;;
    "perft "*)
      set -- $line
      n=$("$perft" --pos "$pos" "$2") || { echo "native perft failed on $pos"; exit 1; }
      echo "perft $2 $n" ;;
    *) echo "unexpected line: $line" ;;
  esac
done <"$tmp/sim" >"$tmp/native"
npos=$(grep -c '^pos ' "$tmp/sim"); nlines=$(grep -c '^perft ' "$tmp/sim")
if ! cmp -s "$tmp/native" "$tmp/sim"; then
  l=$(cmp "$tmp/native" "$tmp/sim" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
  echo "FAIL reversi sim: line ${l:-?} differs: native '$(sed -n "${l:-1}p" "$tmp/native")' sim65 '$(sed -n "${l:-1}p" "$tmp/sim")'"
  exit 1
fi
echo "ok   reversi sim: $nlines perft counts on $npos positions identical on native and sim65 (6502)"
