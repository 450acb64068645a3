# serve.sh — sourced by tests/check_web.sh and bench/web.sh: web_serve BUILD
# LOG starts `make serve` on a free port in its own process group; sets
# $port and $server (the group to kill), or returns 1 when it never answers.
web_serve() {
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  setsid env -u MAKEFLAGS -u MFLAGS make --no-print-directory -s serve B="$1" WEB_PORT="$port" >"$2" 2>&1 &
  server=$!
  i=0
  until curl -sf "http://127.0.0.1:$port/meta.json" >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -lt 600 ] || return 1
    sleep 0.1
  done
}
