#!/bin/sh
# check_uchar.sh BUILD — the one char rule (docs/portability.md): every C
# file cc65 compiles reads plain char as unsigned in every native build of
# it too (gcc's optimised and sanitizer objects, the libretro core, clang's
# fuzzers, emcc's wasm). It asks make for every compile command of every
# goal (make -n -B into a scratch build folder, so nothing is built) and
# fails on each native compile of a cc65 source whose last char option is
# not -funsigned-char.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
env -u MAKEFLAGS -u MFLAGS make -n -B --no-print-directory B="$tmp/b" all test web libretro fuzz-build \
  >"$tmp/cmds" 2>"$tmp/err" || { echo "FAIL uchar: make -n: $(tail -n 3 "$tmp/err")"; exit 1; }
# cc65's sources: the last word of each `cl65 ... -S -o X.s SRC`.
awk '/cl65/ && / -S / { print $NF }' "$tmp/cmds" | sort -u >"$tmp/cc65"
# Native compiles: `... -c -o OBJ SRC` by anything but cl65; the verdict by the
# last of -funsigned-char / -fsigned-char / -fno-unsigned-char on the line.
awk -v list="$tmp/cc65" '
  BEGIN { while ((getline f < list) > 0) cc65[f] = 1 }
  /cl65/ || !/ -c / || !/ -o / { next }
  { n++; if (!($NF in cc65)) next
    checked++; u = 0
    for (i = 1; i <= NF; i++) {
      if ($i == "-funsigned-char") u = 1
      else if ($i == "-fsigned-char" || $i == "-fno-unsigned-char") u = 0
    }
    if (!u) { print "FAIL uchar: " $NF " is compiled by cc65 but natively without -funsigned-char: " $0; bad++ } }
  END { if (!checked) { print "FAIL uchar: no native compile of a cc65 source found"; exit 1 }
        if (!bad) printf "ok   uchar: %d native compiles of the %d files cc65 compiles, all with -funsigned-char (of %d native compiles)\n", checked, length(cc65), n
        exit bad > 0 }' "$tmp/cmds"
