#!/bin/sh
# check_conform.sh BUILD [--update] — issue 29's conformance test: each
# script of user actions (tests/conform/NAME.act) runs through every
# shell's own event path, one adapter per shell, and each run's movies,
# trace and final screen must equal the script's expected result
# (tests/conform/NAME.want). A difference is a drift; the drifts a shell
# still has are listed in tests/conform/known-drifts.txt (SCRIPT SHELL
# PART: what differs). The check fails on a drift not listed and on a
# listed drift that no longer happens, so the list stays true and shrinks
# as the shells move onto the player (docs/shells.md, Conformance).
# --update writes the .want files from the desktop's runs (review them).
# Run from the repository root: sh tests/check_conform.sh build
B=${1:-build}
. tests/check_lib.sh
export SDL_VIDEODRIVER=dummy
known=tests/conform/known-drifts.txt

# ---- the adapters: adapter_SHELL SCRIPT OUT leaves in OUT the movies
# (*.mov), trace and screen.png, or says on one line why it cannot run.

adapter_desktop() {
  [ -x "$B/conform/drv_sdl" ] || { echo "no $B/conform/drv_sdl"; return 1; }
  (cd "$2" && exec timeout 60 "$OLDPWD/$B/conform/drv_sdl" "$OLDPWD/$1" trace screen.png) \
    >"$2/said" 2>&1 || { tail -n 1 "$2/said"; return 1; }
}

# The page's adapter reads what web.mjs left: it plays every script, in one
# Chromium, before the comparison starts (web_all below).
adapter_web() {
  [ -n "$port" ] || { echo "no page: $web_why"; return 1; }
  if [ ! -f "$2/screen.raw" ]; then
    if [ -s "$2/said" ]; then tail -n 1 "$2/said"
    else cat "$tmp/web.end"; fi
    return 1
  fi
  "$B/conform/rawpng" "$2/screen.raw" "$2/screen.png" >"$2/said" 2>&1 || { tail -n 1 "$2/said"; return 1; }
}

# The page as built (build/web), served on a free port, when it and
# Chromium can run (tests/web/node_modules: make test installs it).
port="" server=""
if [ ! -d tests/web/node_modules/puppeteer-core ]; then web_why="tests/web/node_modules missing (make test installs it)"
elif [ ! -f "$B/web/annex.wasm" ]; then web_why="no $B/web (make web)"
else
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  (cd "$B/web" && exec python3 -m http.server "$port" --bind 127.0.0.1) >"$tmp/serve.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/meta.json" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -sf "http://127.0.0.1:$port/meta.json" >/dev/null 2>&1 || { port=""; web_why="the page's server did not answer"; }
fi
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"' EXIT

# The page plays every script in one run of web.mjs (one Chromium, a page
# of its own for each script on blank storage), each into its
# $tmp/run/NAME.web, within a minute a script: run in the background
# while the other shells play (below).
web_all() {
  [ -n "$port" ] || return 0
  set --
  for act in tests/conform/*.act; do
    name=${act##*/}; name=${name%.act}
    mkdir -p "$tmp/run/$name.web"
    set -- "$@" "$act" "$tmp/run/$name.web"
  done
  timeout $((30 * $# + 30)) node tests/conform/web.mjs "http://127.0.0.1:$port/" "$@" >"$tmp/web.said" 2>&1
  echo "web.mjs stopped before this script: status $? (124: out of time), its last line: $(tail -n 1 "$tmp/web.said")" \
    >"$tmp/web.end"
}

adapter_libretro() {
  core=$B/libretro/annex_libretro.so
  [ -x "$B/conform/drv_lr" ] && [ -f "$core" ] || { echo "no $B/conform/drv_lr or $core"; return 1; }
  (cd "$2" && exec timeout 60 "$OLDPWD/$B/conform/drv_lr" "$OLDPWD/$core" "$OLDPWD/$B/rom" "$OLDPWD/$1" screen.png) \
    >"$2/said" 2>&1 || { tail -n 1 "$2/said"; return 1; }
}

# ---- the comparison, shared: a run's result as text, one part a line.

# result OUT: "movie NAME: EVENTS" per movie (frames and input, comments
# left out), "keys NAME: INPUTS" (the same inputs in order, frames left
# out: what the keys did, whatever the shell's frame clock, so a key drift
# shows even where the movie's frame numbers drift),
# "trace LINES SHA", "screen SHA".
result() {
  for m in "$1"/*.mov; do
    [ -f "$m" ] || continue
    echo "movie ${m##*/}: $(grep -v '^#' "$m" | tr '\n' '|')"
    echo "keys ${m##*/}: $(awk '/^[0-9]+ / { $1 = ""; print substr($0, 2) }' "$m" | tr '\n' '|')"
  done
  [ -f "$1/trace" ] && echo "trace $(wc -l <"$1/trace") $(sha256sum <"$1/trace" | cut -c1-16)"
  [ -f "$1/screen.png" ] && echo "screen $(sha256sum <"$1/screen.png" | cut -c1-16)"
}

# drifts WANT GOT: the parts (movie, keys, trace, screen) that differ.
drifts() {
  for part in movie keys trace screen; do
    grep "^$part" "$1" >"$tmp/w"
    grep "^$part" "$2" >"$tmp/g"
    cmp -s "$tmp/w" "$tmp/g" || echo "$part"
  done
}

# ---- the runs: run SHELL SCRIPT leaves $tmp/run/NAME.SHELL.got, the
# run's result, or .why, the line why it could not run. The page plays
# every script while the desktop and the core play theirs.

run() {
  name=${2##*/}; name=${name%.act}
  out="$tmp/run/$name.$1"
  mkdir -p "$out"
  adapter_$1 "$2" "$out" >"$out.why" && result "$out" >"$out.got"
}

web_all &
web=$!
for act in tests/conform/*.act; do
  run desktop "$act"
  run libretro "$act"
done
wait $web
for act in tests/conform/*.act; do run web "$act"; done

# ---- each run against the script's expected result, in order

: >"$tmp/seen"
for act in tests/conform/*.act; do
  name=${act##*/}; name=${name%.act}
  want=tests/conform/$name.want
  for shell in desktop web libretro; do
    out="$tmp/run/$name.$shell"
    if [ -f "$out.got" ]; then
      if [ "$2" = --update ] && [ $shell = desktop ]; then cp "$out.got" "$want"; fi
      parts=$(drifts "$want" "$out.got")
    else parts=run; fi
    if [ -z "$parts" ]; then ok "$name $shell: movie, trace and screen as expected"; continue; fi
    for part in $parts; do
      echo "$name $shell $part" >>"$tmp/seen"
      if [ $part = run ]; then line=$(cat "$out.why")
      else line=$(diff "$want" "$out.got" | grep "^[<>] $part" | cut -c1-300 | tr '\n' ' '); fi
      if grep -q "^\(? \)\{0,1\}$name $shell $part:" "$known"; then
        echo "KNOWN $name $shell $part: $line"
      else fail "$name $shell $part drifts (not in $known): $line"; fi
    done
  done
done

# A listed drift that no longer happens fails: the list stays true. A
# line that begins "? " is a drift seen in some runs only (its reason says
# why): it may come and go.
grep -v '^#' "$known" | grep -v '^? ' | grep . | while read -r name shell part rest; do
  grep -qx "$name $shell ${part%:}" "$tmp/seen" || echo "$name $shell ${part%:}"
done >"$tmp/gone"
while read -r line; do
  fail "$line is listed in $known but no longer drifts: remove it"
done <"$tmp/gone"

done_checks check_conform
