#!/usr/bin/env bash
# Restores a dump made by deploy/backup.sh into a database, then reports what it holds:
#   deploy/restore.sh /var/backups/mall/mall-20261125T023000Z.dump postgres://postgres@127.0.0.1:5432/mall_restored
# The target database is created when missing; one that already holds tables is refused (restore into a new
# database, check it, then point DATABASE_URL at it). Stop the API processes first when replacing the live
# database.
set -euo pipefail
dump="${1:?usage: restore.sh <dump file> <target database URL>}"
target="${2:?usage: restore.sh <dump file> <target database URL>}"
[ -f "$dump" ] || { echo "no such dump: $dump" >&2; exit 1; }
# The server's maintenance database (same URL, database "postgres") creates the target.
name="$(printf '%s' "$target" | sed -E 's#^.*/([^/?]+)(\?.*)?$#\1#')"
admin="$(printf '%s' "$target" | sed -E 's#/[^/?]+(\?.*)?$#/postgres\1#')"
exists="$(psql "$admin" -tAc "select 1 from pg_database where datname = '$name'")"
if [ "$exists" != "1" ]; then
  psql "$admin" -qc "create database \"$name\""
elif [ "$(psql "$target" -tAc "select count(*) from information_schema.tables where table_schema = 'public'")" != "0" ]; then
  echo "database $name already holds tables: restore into a new database" >&2
  exit 1
fi
pg_restore --no-owner --exit-on-error --dbname="$target" "$dump"
psql "$target" -tAc "select 'restored: ' || (select count(*) from orders) || ' orders, ' || (select count(*) from users) || ' buyers, ' || (select count(*) from products) || ' products'"
