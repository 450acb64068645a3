#!/bin/sh
# check_libretro_install.sh BUILD — the documented RetroArch install
# (`make install PREFIX=/usr`, staged under a DESTDIR) puts the core and its
# .info where Debian's RetroArch looks, and Debian's own default
# configuration (/etc/retroarch.cfg, only its two folders rebased on the
# DESTDIR) then finds the .info from a fresh HOME: rewind, states and
# netplay are on (without the .info RetroArch 1.14 logs "Rewind
# unavailable ..." and "Core does not support netplay"). The titles are
# also installed as NAME.annex, the extension only this core claims;
# `make uninstall` removes it all. Headless: null drivers
# (tests/libretro/headless.cfg), dbus-run-session. Run from the repository root.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL libretro install: $*"; status=1; }
ok() { echo "ok   libretro install: $*"; }
S=$tmp/stage

if ! make -s B="$B" install DESTDIR="$S" PREFIX=/usr >"$tmp/make.log" 2>&1; then
  fail "make install: $(tail -n 3 "$tmp/make.log")"; exit 1
fi
cores=$(sed -n 's/^libretro_directory = "\(.*\)"/\1/p' /etc/retroarch.cfg)
infos=$(sed -n 's/^libretro_info_path = "\(.*\)"/\1/p' /etc/retroarch.cfg)
[ -n "$cores" ] && [ -n "$infos" ] || { fail "no libretro_directory / libretro_info_path in /etc/retroarch.cfg"; exit 1; }
core=$S$cores/annex_libretro.so
if [ -f "$core" ] && [ -f "$S$infos/annex_libretro.info" ]; then ok "core in $cores, .info in $infos"
else fail "core or .info not under Debian's $cores and $infos"; exit 1; fi
[ -L "$S/usr/share/annex/rom/capture.annex" ] && ok "titles also as NAME.annex" || fail "no capture.annex"

# Debian's configuration, the two folders rebased on the stage.
sed -e "s#^libretro_directory = \"#libretro_directory = \"$S#" \
    -e "s#^libretro_info_path = \"#libretro_info_path = \"$S#" /etc/retroarch.cfg >"$tmp/debian.cfg"
# ra NAME [args]: Capture for 60 frames from a fresh HOME (and its XDG
# config folder: tests/run.sh gives each test its own), the core by its
# short name as the README says (-L annex); NAME.log.
ra() {
  n=$1; shift
  rm -rf "$tmp/home" && mkdir -p "$tmp/home"
  HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config timeout 60 dbus-run-session -- retroarch --config="$tmp/debian.cfg" \
    --appendconfig="tests/libretro/headless.cfg$EXTRA" -L annex "$S/usr/share/annex/rom/capture.annex" \
    --max-frames=60 --verbose "$@" >"$tmp/$n.log" 2>&1
}
printf 'rewind_enable = "true"\nsavestate_auto_save = "true"\n' >"$tmp/rewind.cfg"
EXTRA="|$tmp/rewind.cfg" ra rewind
st=$(find "$tmp/home" -name 'capture.state*' | head -n 1)
if grep -q 'Initializing rewind buffer' "$tmp/rewind.log" && ! grep -q 'Rewind unavailable' "$tmp/rewind.log"; then
  ok "rewind on"
else fail "rewind off ($(grep -i rewind "$tmp/rewind.log" | head -n 1))"; fi
[ -n "$st" ] && [ -s "$st" ] && ok "state saved on exit ($(basename "$st"))" || fail "no state saved"
ra netplay -H --port=55437
if grep -q 'Netplay.*joined as player 1' "$tmp/netplay.log" && ! grep -q 'does not support netplay' "$tmp/netplay.log"; then
  ok "netplay hosts"
else fail "netplay: $(grep -i netplay "$tmp/netplay.log" | head -n 1)"; fi

make -s B="$B" uninstall DESTDIR="$S" PREFIX=/usr >"$tmp/make.log" 2>&1
left=$(find "$S" -name 'annex_libretro*' -o -name '*.annex')
[ -z "$left" ] && ok "make uninstall removes the core, its .info and the .annex names" || fail "left: $left"
exit $status
