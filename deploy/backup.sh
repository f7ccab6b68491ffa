#!/usr/bin/env bash
# The nightly backup of the compose database (docs/DEPLOY.md, "Backups"), from root's crontab:
#
#   15 3 * * * /srv/campanha/deploy/backup.sh >> /srv/backups/backup.log 2>&1
#
# One consistent archive of the replica set: `mongodump --oplog` records the writes made
# while it reads, and `mongorestore --oplogReplay` (deploy/restore.sh) replays them, so
# the copy is the database at one instant. It is written beside the others under a
# temporary name and renamed only once complete and readable: a failed dump leaves no
# file that looks like a backup. Then the backups older than BACKUP_KEEP_DAYS go.
#
# Its outcome is left for the monitoring, success or not: campanha_backup.prom in
# node_exporter's textfile collector directory (deploy/prometheus/backup-alerts.yml
# alerts on a failure and on no success for a day), and the exit status.
#
# Settings (environment): BACKUP_DIR (/srv/backups), BACKUP_KEEP_DAYS (30),
# BACKUP_TEXTFILE_DIR (/var/lib/node_exporter/textfile_collector; empty: none),
# COMPOSE (the compose command, `docker compose`; `podman-compose` works too).
set -uo pipefail
cd "$(dirname "$0")/.."

BACKUP_DIR="${BACKUP_DIR:-/srv/backups}"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-30}"
TEXTFILE_DIR="${BACKUP_TEXTFILE_DIR-/var/lib/node_exporter/textfile_collector}"
read -r -a COMPOSE <<< "${COMPOSE:-docker compose}"

STAMP="$(date -u +%Y-%m-%dT%H%M%SZ)"
FINAL="$BACKUP_DIR/campanha-$STAMP.archive.gz"
PARTIAL="$BACKUP_DIR/.campanha-$STAMP.archive.gz.partial"

log() { printf '%s backup: %s\n' "$(date -u +%FT%TZ)" "$*"; }

# The metrics file, replaced whole (a reader never sees half of it). A failure keeps the
# time of the last success, so the alert on its age still counts from there.
report() {
  local success="$1" size="${2:-0}" last_success="" file tmp
  [ -n "$TEXTFILE_DIR" ] || return 0
  file="$TEXTFILE_DIR/campanha_backup.prom"
  mkdir -p "$TEXTFILE_DIR" || return 0
  if [ "$success" = 1 ]; then
    last_success="$(date +%s)"
  elif [ -f "$file" ]; then
    last_success="$(sed -n 's/^campanha_backup_last_success_timestamp_seconds \([0-9]*\)$/\1/p' "$file")"
  fi
  tmp="$(mktemp "$TEXTFILE_DIR/.campanha_backup.prom.XXXXXX")" || return 0
  {
    echo '# HELP campanha_backup_last_run_success 1 if the last run of deploy/backup.sh succeeded, 0 if it failed.'
    echo '# TYPE campanha_backup_last_run_success gauge'
    echo "campanha_backup_last_run_success $success"
    echo '# HELP campanha_backup_last_run_timestamp_seconds When deploy/backup.sh last ran.'
    echo '# TYPE campanha_backup_last_run_timestamp_seconds gauge'
    echo "campanha_backup_last_run_timestamp_seconds $(date +%s)"
    if [ -n "$last_success" ]; then
      echo '# HELP campanha_backup_last_success_timestamp_seconds When deploy/backup.sh last wrote a backup.'
      echo '# TYPE campanha_backup_last_success_timestamp_seconds gauge'
      echo "campanha_backup_last_success_timestamp_seconds $last_success"
    fi
    echo '# HELP campanha_backup_last_size_bytes Size of the backup the last successful run wrote.'
    echo '# TYPE campanha_backup_last_size_bytes gauge'
    echo "campanha_backup_last_size_bytes $size"
  } > "$tmp" && chmod 644 "$tmp" && mv -f "$tmp" "$file"
}

fail() {
  log "FAILED: $*; the earlier backups are kept"
  rm -f "$PARTIAL"
  report 0
  exit 1
}

mkdir -p "$BACKUP_DIR" || fail "cannot create $BACKUP_DIR"
# Donors' names and e-mails are in it: readable by root only.
umask 077

log "dumping the replica set into $PARTIAL"
"${COMPOSE[@]}" exec -T mongo mongodump --archive --gzip --oplog --quiet > "$PARTIAL" \
  || fail "mongodump exited with status $?"
# A dump cut short can still exit 0 on some engines' exec: the archive must be a whole gzip stream.
[ -s "$PARTIAL" ] || fail "mongodump wrote nothing"
gzip -t "$PARTIAL" 2> /dev/null || fail "the archive is not a complete gzip file"

mv -f "$PARTIAL" "$FINAL" || fail "cannot rename $PARTIAL"
SIZE="$(stat -c %s "$FINAL")"
log "wrote $FINAL ($SIZE bytes)"

# Only after a success: a run of failures never deletes the last good backups.
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'campanha-*.archive.gz' -mtime "+$KEEP_DAYS" -print -delete \
  | while read -r old; do log "deleted $old (older than $KEEP_DAYS days)"; done
# Leftovers of runs killed mid-dump.
find "$BACKUP_DIR" -maxdepth 1 -type f -name '.campanha-*.partial' -mmin +1440 -delete

report 1 "$SIZE"
