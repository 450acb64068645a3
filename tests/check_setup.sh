#!/bin/sh
# check_setup.sh BUILD — each make goal installs only the Debian packages it
# needs (tools/setup.sh, docs/build.md): setup.sh runs against stub
# dpkg-query (nothing installed), apt-get (records what it is asked) and id
# (root, or a user without sudo), and `make -n -B GOAL` into a scratch
# build folder shows which group each goal asks for and that `make run`
# compiles nothing of the other shells.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0 nfail=0
fail() { echo "FAIL setup: $*"; status=1; nfail=$((nfail + 1)); }
ok() { echo "ok   setup: $*"; }

# The stubs, and only the tools setup.sh uses (so no npm on the PATH).
mkdir "$tmp/bin"
for t in sh grep tr sort cat; do ln -s "$(command -v $t)" "$tmp/bin/$t"; done
printf '#!/bin/sh\nexit 1\n' >"$tmp/bin/dpkg-query"
printf '#!/bin/sh\necho "$*" >>"%s/apt"\n' "$tmp" >"$tmp/bin/apt-get"
printf '#!/bin/sh\necho "${STUB_UID:-0}"\n' >"$tmp/bin/id"
chmod +x "$tmp/bin/"*
asked() {  # asked GROUP...: the packages apt-get is asked to install
  : >"$tmp/apt"
  PATH="$tmp/bin" sh tools/setup.sh "$@" >/dev/null 2>&1
  sed -n 's/^install -y -qq //p' "$tmp/apt" | tr ' ' '\n' | sort | tr '\n' ' '
}
want() {  # want GROUP "PACKAGES" "NOT THESE"
  got=$(asked "$1")
  for p in $2; do
    case " $got " in *" $p "*) ;; *) fail "make $1 does not install $p (asks for: $got)" ;; esac
  done
  for p in $3; do
    case " $got " in *" $p "*) fail "make $1 installs $p" ;; esac
  done
}

# The desktop program: exactly these.
desktop="cc65 console-setup-linux gcc libc6-dev libcjson-dev libsdl2-dev zlib1g-dev "
got=$(asked run)
[ "$got" = "$desktop" ] && ok "make run installs $got" || fail "make run installs '$got', not '$desktop'"
big="emscripten chromium retroarch retroarch-dev clang libcmocka-dev xvfb npm"
s0=$nfail
want all "$desktop" "$big"
want web "$desktop emscripten" "chromium retroarch retroarch-dev clang libcmocka-dev"
want libretro "cc65 gcc zlib1g-dev console-setup-linux retroarch-dev" "libsdl2-dev emscripten chromium retroarch clang"
want fuzz "$desktop clang libclang-rt-14-dev" "emscripten chromium retroarch"
want test "$desktop $big libcjson-dev libclang-rt-14-dev xauth xdotool dbus" ""
[ $nfail = $s0 ] && ok "make all, web, libretro, fuzz and test each install their own group"

# Without root or sudo: nothing installed, the one command printed.
: >"$tmp/apt"
msg=$(PATH="$tmp/bin" STUB_UID=1000 sh tools/setup.sh run 2>&1 >/dev/null); st=$?
if [ $st != 0 ] && [ ! -s "$tmp/apt" ] && echo "$msg" | grep -q "please run: sudo apt-get install -y .*libsdl2-dev"; then
  ok "without root or sudo: $msg"
else fail "without root or sudo (status $st, apt-get: $(cat "$tmp/apt")): $msg"; fi

# Each goal asks for its own group and builds nothing of the other shells.
goal() {  # goal GOAL GROUP "FORBIDDEN WORDS"
  env -u MAKEFLAGS -u MFLAGS make -n -B --no-print-directory B="$tmp/b" "$1" >"$tmp/n" 2>&1 \
    || { fail "make -n $1: $(tail -n 2 "$tmp/n")"; return; }
  grep -q "^sh tools/setup.sh $2\$" "$tmp/n" || fail "make $1 does not run 'tools/setup.sh $2'"
  for w in $3; do
    grep -q -- "$w" "$tmp/n" && fail "make $1 runs $w: $(grep -m 1 -- "$w" "$tmp/n" | cut -c1-160)"
  done
}
s0=$nfail
goal run run "emcc clang libretro -lcmocka chromium"
goal libretro libretro "emcc clang sdl2 SDL2 -lcmocka"
goal web web "-fsanitize=fuzzer libretro -lcmocka chromium"   # emscripten's clang, not the fuzzers'
[ $nfail = $s0 ] && ok "make run, libretro and web each build their own shell and ask for their own group"
exit $status
