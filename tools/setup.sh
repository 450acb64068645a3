#!/bin/sh
# setup.sh GROUP... — installs the Debian packages the named make goals need,
# or says the one command to run. Called by make (tools/deps.mk records each
# group done in build/.deps-GROUP); `setup.sh --list GROUP...` prints them.
#   run       the desktop program and its ROMs (`make run`)
#   all       run, and the tools and the SDK (`make`, `make install`)
#   libretro  the libretro core (`make libretro`)
#   web       the browser build (`make web`)
#   fuzz      the libFuzzer harnesses (`make fuzz`)
#   test      everything `make test` runs (`make test`, `make bench`)
set -e
pkgs_run="gcc libc6-dev cc65 console-setup-linux libsdl2-dev zlib1g-dev libcjson-dev"
pkgs_all="$pkgs_run"
pkgs_libretro="gcc libc6-dev cc65 console-setup-linux zlib1g-dev retroarch-dev"
pkgs_web="$pkgs_run emscripten"
pkgs_fuzz="$pkgs_all clang libclang-rt-14-dev"
pkgs_test="$pkgs_all $pkgs_libretro $pkgs_web $pkgs_fuzz libcmocka-dev xvfb xauth xdotool \
pkg-config chromium npm retroarch dbus python3 curl"

list=""
[ "$1" = --list ] && { list=1; shift; }
want=""
for g in "$@"; do
  case $g in
    run|all|libretro|web|fuzz|test) eval "want=\"\$want \$pkgs_$g\"" ;;
    *) echo "setup.sh: $g: no such group (run all libretro web fuzz test)" >&2; exit 2 ;;
  esac
done
want=$(echo $want | tr ' ' '\n' | sort -u)
if [ -n "$list" ]; then echo $want; exit 0; fi

# npm comes with NodeSource's nodejs, which conflicts with Debian's npm.
have() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed" \
    || { [ "$1" = npm ] && command -v npm >/dev/null 2>&1; }
}
missing=""
for p in $want; do have "$p" || missing="$missing $p"; done
[ -z "$missing" ] && exit 0
echo "annex: installing missing Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"
else
  echo "annex: please run: sudo apt-get install -y$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
$SUDO apt-get install -y -qq $missing >/dev/null || {
  echo "annex: apt-get failed; please run: sudo apt-get install -y$missing" >&2; exit 1; }
