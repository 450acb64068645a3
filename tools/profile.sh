#!/bin/sh
# profile.sh [--top N] BUILD NAME MOVIE... — where the 6502 spends its
# cycles when the ROM build/rom/NAME.rom plays the movies: romprof --profile
# counts the emulated cycles per instruction address, summed over the
# movies; each address is charged to the label before it in the ROM's
# label file (build/rom/NAME.lbl: the cart's functions, static ones too,
# and the cc65 runtime's helpers; cc65's local labels Lxxxx skipped).
# Prints the N hottest (default 25): cycles, share of all cycles executed,
# name. Idle frames (the console's WAIT) execute nothing and count nothing.
# docs/profile.md. Runs two movies at a time; exit 1 if a run fails.
top=25
[ "$1" = --top ] && { top=$2; shift 2; }
B=$1; name=$2; shift 2
rom=$B/rom/$name.rom lbl=$B/rom/$name.lbl
for f in "$B/tools/romprof" "$rom" "$lbl"; do
  [ -e "$f" ] || { echo "profile: $f missing (run make)"; exit 1; }
done
[ $# -gt 0 ] || { echo "usage: profile.sh [--top N] BUILD NAME MOVIE..."; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
i=0
for m in "$@"; do i=$((i + 1)); echo "$i $m"; done | xargs -P 2 -L 1 sh -c \
  '"$0/tools/romprof" "$1" --max-frames 2000000 --movie "$4" --profile "$2/$3.prof" >/dev/null 2>"$2/$3.err" \
     || { echo "profile: $4: $(head -n 1 "$2/$3.err")"; exit 255; }' "$B" "$rom" "$tmp" || exit 1
# Labels ("al 00ADDR .name") and counters ("ADDR CYCLES") in one stream
# sorted by address, a label before a counter at the same address, so that
# each counter follows the label of its function.
{ awk '$3 !~ /^\.(L[0-9A-F][0-9A-F][0-9A-F][0-9A-F]|__)/ { print substr($2, 3), 0, substr($3, 2) }' "$lbl"
  cat "$tmp"/*.prof | awk '{ print $1, 1, $2 }'; } | sort -k1,1 -k2,2n | awk -v top="$top" '
  $2 == 0 { at = $3; next }
  { f = at == "" ? "?" : at; cyc[f] += $3; all += $3 }
  END { n = 0
        for (f in cyc) name[++n] = f
        for (i = 2; i <= n; i++) {        # insertion sort, most cycles first
          f = name[i]
          for (j = i - 1; j > 0 && cyc[name[j]] < cyc[f]; j--) name[j + 1] = name[j]
          name[j + 1] = f }
        printf "%14s %6s  %s\n", "cycles", "share", "function"
        for (i = 1; i <= n && i <= top; i++)
          printf "%14d %5.1f%%  %s\n", cyc[name[i]], 100 * cyc[name[i]] / all, name[i]
        printf "%14d %5.1f%%  (all executed cycles: %.1f console seconds)\n", all, 100, all / 1789773 }'
