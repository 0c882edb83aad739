#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks (fsync off, loopback only).
# Usage: scripts/pg-cluster.sh start DIR [PORT]   → prints the connection URL
#        scripts/pg-cluster.sh stop DIR
#        scripts/pg-cluster.sh replica DIR PRIMARY_DIR [PORT] → a streaming replica of the cluster
#          in PRIMARY_DIR (pg_basebackup -R), started read-only; prints its connection URL
#        scripts/pg-cluster.sh restart DIR | pause DIR (stop without removing) | resume DIR
# PostgreSQL refuses to run as root, so as root the cluster is owned by the `postgres` user.
set -euo pipefail
cmd=${1:?start|stop|pause|resume} dir=${2:?data directory}
# Absolute, and run from / : the postgres user may not enter the caller's working directory.
dir=$(realpath -m "$dir")
cd /
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[[ -n $bin ]] || { echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2; exit 1; }

as_owner() {
  if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

start_server() {
  local port; port=$(cat "$dir/port")
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c shared_buffers=256MB" start >/dev/null
}

case $cmd in
  start)
    port=${3:-$(free_port)}
    mkdir -p "$dir/sock"
    [[ $(id -u) == 0 ]] && chown -R postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    echo "$port" > "$dir/port"
    [[ $(id -u) == 0 ]] && chown postgres "$dir/port"
    start_server
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  replica)
    primary=$(realpath -m "${3:?primary data directory}")
    port=${4:-$(free_port)}
    mkdir -p "$dir/sock"
    [[ $(id -u) == 0 ]] && chown -R postgres "$dir"
    as_owner "$bin/pg_basebackup" -h 127.0.0.1 -p "$(cat "$primary/port")" -U postgres -D "$dir/data" -R -X stream -c fast
    echo "$port" > "$dir/port"
    [[ $(id -u) == 0 ]] && chown postgres "$dir/port"
    start_server
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  pause) as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
  resume) start_server ;;
  stop)
    if [[ -d $dir/data ]]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "unknown command: $cmd" >&2; exit 2 ;;
esac
