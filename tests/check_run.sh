#!/bin/sh
# check_run.sh BUILD — the test runner itself (tests/run.sh), on a few tiny
# tests of its own, in a private /tmp (a mount namespace with a tmpfs, so
# the rest of the suite cannot disturb it): tests run side by side (-j2:
# two 2-second tests in well under 4 seconds; -j1: a test that waited more
# than it computed in the last run's times runs beside the one slot, not in
# it, and the busy one niced), each one's output printed
# whole, cmocka's counts and failed checks counted in the closing line, the
# scratch files of a test removed, and a test that writes to /tmp itself
# makes the run fail, naming what it left.
B=${1:-build}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
if [ "$(id -u)" = 0 ]; then ns="unshare -m"; else ns="unshare -r -m"; fi
$ns true 2>/dev/null || { echo "FAIL run: cannot make a private /tmp ($ns: $($ns true 2>&1))"; exit 1; }
status=0
fail() { echo "FAIL run: $*"; status=1; }
ok() { echo "ok   run: $*"; }

# runner N CHECKS [TIMES]: runs tests/run.sh -jN with the tiny tests in a
# private /tmp (TIMES: the lines of a last run's test-times.txt); its output
# in $tmp/out, its status and wall seconds in $tmp/st, what /tmp holds after
# it in $tmp/ls.
runner() {
  env -u TMPDIR $ns sh -c '
    mount -t tmpfs none /tmp || exit 9
    b=/tmp/b; mkdir -p $b/san
    printf "echo \"[==========] 3 test(s) run.\"; echo \"[  PASSED  ] 3 test(s).\"\n" >$b/fake
    cp $b/fake $b/san/fake; chmod +x $b/fake $b/san/fake
    printf "echo one-a; mktemp >/dev/null; sleep 2; echo one-b; echo one-nice \$(nice)\n" >$b/slow1.sh
    printf "echo two-a; sleep 2; echo two-b; echo two-nice \$(nice)\n" >$b/slow2.sh
    printf "echo bad; exit 1\n" >$b/bad.sh
    printf "echo leak >/tmp/annex-leak\n" >$b/leak.sh
    [ -z "$3" ] || printf "$3" >$b/test-times.txt
    t0=$(date +%s.%N)
    sh tests/run.sh -j$1 $b fake "$2" >$b/out 2>&1; st=$?
    t1=$(date +%s.%N)
    echo "$st $(echo "$t0 $t1" | awk "{ print \$2 - \$1 }")"; ls -A /tmp | tr "\n" " "; echo; cat $b/out' sh "$@" >"$tmp/all" 2>&1
  sed -n 1p "$tmp/all" >"$tmp/st"; sed -n 2p "$tmp/all" | sed 's/ $//' >"$tmp/ls"; sed 1,2d "$tmp/all" >"$tmp/out"
}

runner 2 "/tmp/b/slow1.sh /tmp/b/slow2.sh /tmp/b/bad.sh"
read -r st secs <"$tmp/st"
last=$(tail -n 1 "$tmp/out")
[ "$last" = "8 passed, 1 failed" ] && [ "$st" != 0 ] && ok "counts: $last" \
  || fail "counts: '$last' (status $st), wanted '8 passed, 1 failed'"
awk "BEGIN { exit !($secs < 3.8) }" && ok "two 2-second tests at -j2 in $secs s" || fail "two 2-second tests at -j2 took $secs s"
together=ok
for n in one two; do
  grep -A1 "^$n-a\$" "$tmp/out" | tail -n 1 | grep -qx "$n-b" || together=""
done
[ -n "$together" ] && ok "each test's output printed whole" || fail "the outputs are mixed: $(cat "$tmp/out")"
grep -q '^failed: /tmp/b/bad.sh$' "$tmp/out" || fail "no 'failed: /tmp/b/bad.sh' line"
[ "$(cat "$tmp/ls")" = b ] && ok "nothing left in /tmp" || fail "left in /tmp: $(cat "$tmp/ls")"

runner 1 "/tmp/b/slow1.sh /tmp/b/slow2.sh" "2.0 0.01 /tmp/b/slow1.sh\n2.0 1.9 /tmp/b/slow2.sh\n"
read -r st secs <"$tmp/st"
awk "BEGIN { exit !($st == 0 && $secs < 3.8) }" && ok "-j1: a test that waited (last run's CPU 0.01 s of 2.0) ran beside the slot, both in $secs s" \
  || fail "-j1, a waiting test and a busy one took $secs s (status $st): $(cat "$tmp/out")"
n1=$(sed -n 's/^one-nice //p' "$tmp/out"); n2=$(sed -n 's/^two-nice //p' "$tmp/out")
[ -n "$n1" ] && [ -n "$n2" ] && [ "$n2" -gt "$n1" ] && ok "the busy test ran niced ($n2), the waiting one not ($n1)" \
  || fail "niceness: waiting test '$n1', busy test '$n2'"

runner 2 "/tmp/b/leak.sh"
read -r st secs <"$tmp/st"
if [ "$st" != 0 ] && grep -q '^FAIL /tmp: the run left annex-leak' "$tmp/out" && [ "$(tail -n 1 "$tmp/out")" = "7 passed, 1 failed" ]; then
  ok "a test writing /tmp/annex-leak fails the run"
else fail "a test writing /tmp/annex-leak: status $st: $(cat "$tmp/out")"; fi
exit $status
