# build.mk — the build's own checks: each goal installs only its own Debian
# packages (tools/setup.sh), and the test runner (tests/run.sh) runs tests
# side by side, keeps their output together and leaves nothing in /tmp.
CHECKS += tests/check_setup.sh tests/check_run.sh
