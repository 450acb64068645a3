#!/bin/sh
# check_screens.sh BUILD TITLE — what a title's screen shows, natively and as
# the ROM: tests/movies/TITLE.screens lists `MOVIE FRAMES|PATTERN;PATTERN...`;
# the screen after FRAMES logical frames of the movie (annex --screen: text,
# block graphics as #, the cartridge's glyphs as *) must match every PATTERN
# (grep -e; !PATTERN: must not match; @ROW:PATTERN: screen row ROW, from 0,
# must match) on both targets. Prints one "ok" line; exit 1 on the first
# failure, with the screen.
B=${1:-build}; title=$2
here=$(dirname "$0")
list=$here/movies/$title.screens
[ -r "$list" ] || { echo "FAIL $title screens: cannot read $list"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0
while IFS='|' read -r what pats; do
  case $what in ''|\#*) continue;; esac
  name=${what% *}; frames=${what#* }
  for t in native rom; do
    case $t in native) src=$title;; rom) src="--rom $B/rom/$title.rom";; esac
    # shellcheck disable=SC2086  # src is two words for the ROM
    "$B/annex" --headless $src --movie "$here/movies/$name.mov" --frames "$frames" --screen \
      >"$tmp/screen" 2>&1 || { echo "FAIL $title screen: $name $t run failed"; exit 1; }
    rest=$pats
    while [ -n "$rest" ]; do
      pat=${rest%%;*}
      [ "$pat" = "$rest" ] && rest= || rest=${rest#*;}
      case $pat in
        !*) ! grep -q -e "${pat#!}" "$tmp/screen" ;;
        @*:*) row=${pat%%:*}; row=${row#@}
              sed -n "$((row + 1))p" "$tmp/screen" | grep -q -e "${pat#*:}" ;;
        *) grep -q -e "$pat" "$tmp/screen" ;;
      esac || { echo "FAIL $title screen: $name at frame $frames ($t): \"$pat\" fails on the screen:"; cat "$tmp/screen"; exit 1; }
      n=$((n + 1))
    done
  done
done <"$list"
echo "ok   $title screens: $n patterns on the screens of $title.screens, natively and as the ROM"
