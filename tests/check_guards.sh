#!/bin/sh
# check_guards.sh BUILD_DIR — one include-guard style: every header of the
# tree opens with #ifndef/#define of its path in upper case, / . - as _
# (emu/cpu.h: EMU_CPU_H), and ends with #endif. Prints each header that
# does not; exit 1 if any.
status=0
heads=$(find . -path ./build -prune -o -path './build-*' -prune -o -path '*/node_modules' -prune \
        -o -path ./.git -prune -o -type f -name '*.h' -print | sed 's#^\./##' | sort)
[ -n "$heads" ] || { echo "FAIL guards: no headers found"; exit 1; }
for h in $heads; do
  g=$(echo "$h" | tr 'a-z/.-' 'A-Z___')
  first=$(grep -m2 -E '^[[:space:]]*#' "$h" | tr '\n' ' ')
  last=$(grep -E '^[[:space:]]*#' "$h" | tail -n 1)
  case $first in "#ifndef $g #define $g "*) ;; *) echo "FAIL guards: $h: does not open with #ifndef $g / #define $g"; status=1; continue;; esac
  case $last in "#endif"*) ;; *) echo "FAIL guards: $h: does not end with #endif"; status=1;; esac
done
[ $status = 0 ] && echo "ok   guards: every header guarded by its path"
exit $status
