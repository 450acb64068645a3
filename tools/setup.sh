#!/bin/sh
# Installs the Debian packages annex needs, or says the one command to run.
# Called by 'make' (once; build/.deps-ok records success).
PKGS="cc65 console-setup-linux libsdl2-dev zlib1g-dev libcmocka-dev libcjson-dev xvfb xauth xdotool pkg-config clang libclang-rt-14-dev emscripten chromium retroarch retroarch-dev dbus"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
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
