#!/bin/sh
# check_dap.sh BUILD — `annex debug --dap` driven by a real Debug Adapter
# Protocol client, npm's @vscode/debugadapter-testsupport (tests/dap/,
# installed by make test), on Odin's ROM under a recorded game: see
# tests/dap/dap_session.js. Exit 1 on failure.
B=${1:-build}
movie=tests/movies/odin-level2-game.mov
for f in "$B/annex" "$B/rom/odin.rom" "$B/rom/odin.dbg"; do
  [ -e "$f" ] || { echo "FAIL dap: $f missing (run make)"; exit 1; }
done
[ -d tests/dap/node_modules/@vscode/debugadapter-testsupport ] \
  || { echo "FAIL dap: tests/dap/node_modules missing (make test installs it)"; exit 1; }
command -v node >/dev/null || { echo "FAIL dap: node not found"; exit 1; }
root=$(pwd)
case $B in /*) abs=$B ;; *) abs=$root/$B ;; esac
node tests/dap/dap_session.js "$abs/annex" "$abs/rom/odin.rom" "$root/$movie" "$root"
