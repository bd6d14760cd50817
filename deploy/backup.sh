#!/usr/bin/env bash
# Nightly backup of the shop's PostgreSQL database (pg_dump custom format: compressed, restorable table by
# table with pg_restore). Schedule it with cron on a machine that reaches the database, e.g.
#   /etc/cron.d/mall-backup:
#   30 2 * * *  postgres  DATABASE_URL=postgres://… BACKUP_DIR=/var/backups/mall /opt/mall/deploy/backup.sh
# Keeps BACKUP_KEEP_DAYS days of dumps (default 14). Copy BACKUP_DIR off the machine (object storage, another
# host): a backup on the database's own disk does not survive that disk. Restore: deploy/restore.sh.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL (the database to back up)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/mall}"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
target="$BACKUP_DIR/mall-$stamp.dump"
# Written under a temporary name and renamed when complete: a half-written dump never looks like a backup.
pg_dump --format=custom --compress=6 --no-owner --file="$target.partial" "$DATABASE_URL"
mv "$target.partial" "$target"
# Retention: the dumps older than KEEP_DAYS days go.
find "$BACKUP_DIR" -maxdepth 1 -name 'mall-*.dump' -mtime "+$KEEP_DAYS" -delete
echo "backup written: $target ($(du -h "$target" | cut -f1))"
