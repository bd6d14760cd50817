#!/usr/bin/env bash
# A PostgreSQL primary and streaming read replicas on this host, from Debian's PostgreSQL binaries
# (postgresql-15): initdb for the primary, pg_basebackup -R for each replica (it writes standby.signal and
# primary_conninfo, so the copy starts as a hot standby streaming from the primary).
#
#   deploy/replicas/replicas.sh start DIR [PRIMARY_PORT] [REPLICAS]   # default 5442 and 2: replicas on 5443, 5444
#   deploy/replicas/replicas.sh stop DIR
#   deploy/replicas/replicas.sh status DIR
#
# `start` prints the shop's settings (DATABASE_URL, DATABASE_READ_URLS) for database `mall`; a second `start`
# on the same DIR starts the clusters again without rebuilding them. For a trial or the tests: the clusters
# listen on 127.0.0.1 only and trust local connections. On real hosts, put each replica on its own machine,
# use a replication role with a password (pg_basebackup -U … -R) and scram-sha-256 in pg_hba.conf.
# Run as root, the clusters run as the `postgres` user (PostgreSQL refuses root). PGBIN overrides the binaries.
set -euo pipefail
PGBIN="${PGBIN:-/usr/lib/postgresql/15/bin}"
cmd="${1:-}"
dir="${2:-}"
[[ -n "$cmd" && -n "$dir" ]] || { sed -n '6,8p' "$0"; exit 2; }
[[ -x "$PGBIN/pg_ctl" ]] || { echo "PostgreSQL binaries not found in $PGBIN (apt-get install postgresql-15)" >&2; exit 3; }
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

as_pg() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[[ "$(id -u)" == 0 ]] && chown postgres: "$dir"

clusters() { for c in "$dir"/primary "$dir"/replica*; do [[ -f "$c/PG_VERSION" ]] && echo "$c"; done; true; }

case "$cmd" in
  start)
    port="${3:-5442}"
    count="${4:-2}"
    if [[ ! -f "$dir/primary/PG_VERSION" ]]; then
      as_pg "$PGBIN/initdb" -D "$dir/primary" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
      cat >>"$dir/primary/postgresql.conf" <<CONF
# deploy/replicas/replicas.sh
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 10
wal_keep_size = '256MB'
hot_standby = on
# Long catalogue reads on a replica are not cancelled by the primary's vacuum.
hot_standby_feedback = on
CONF
    fi
    as_pg "$PGBIN/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w start >/dev/null
    as_pg "$PGBIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qAt \
      -c "select 1 from pg_database where datname = 'mall'" | grep -q 1 ||
      as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$port" -U postgres mall
    reads=()
    for i in $(seq 1 "$count"); do
      rport=$((port + i))
      rdir="$dir/replica$i"
      if [[ ! -f "$rdir/PG_VERSION" ]]; then
        as_pg "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$port" -U postgres -D "$rdir" -R -X stream -c fast
        # The copy carries the primary's settings; later lines win.
        echo "port = $rport" | as_pg tee -a "$rdir/postgresql.conf" >/dev/null
      fi
      as_pg "$PGBIN/pg_ctl" -D "$rdir" -l "$dir/replica$i.log" -w start >/dev/null
      reads+=("postgres://postgres@127.0.0.1:$rport/mall")
    done
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/mall"
    echo "DATABASE_READ_URLS=$(IFS=,; echo "${reads[*]}")"
    ;;
  stop)
    # Replicas first: the primary's shutdown then waits for no walsender.
    for c in $(clusters | sort -r); do
      [[ -f "$c/postmaster.pid" ]] && as_pg "$PGBIN/pg_ctl" -D "$c" -m fast -w stop >/dev/null
    done
    ;;
  status)
    for c in $(clusters); do
      printf '%s: ' "$(basename "$c")"
      as_pg "$PGBIN/pg_ctl" -D "$c" status >/dev/null && echo running || echo stopped
    done
    ;;
  *)
    sed -n '6,8p' "$0"
    exit 2
    ;;
esac
