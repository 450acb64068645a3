# testlib.sh — what the check and bench scripts share (sourced, POSIX sh).
# tl_shared REL: the path of the shared reference data REL, as tl_shared()
# of tests/testlib.h: $ANNEX_SHARED/REL, else ../shared/REL (scripts run
# from the repository root, as `make test` and `make bench` run them).
tl_shared() { echo "${ANNEX_SHARED:-../shared}/$1"; }
