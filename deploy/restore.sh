#!/usr/bin/env bash
# Restores a backup written by deploy/backup.sh (docs/DEPLOY.md, "Backups").
#
#   deploy/restore.sh /srv/backups/campanha-2026-06-30T031500Z.archive.gz
#       The live database becomes the backup: the app is stopped, every collection is
#       replaced (--drop) and the writes made during the dump replayed (--oplogReplay),
#       the statistics recounted, the books checked, and the app started again.
#
#   deploy/restore.sh --check /srv/backups/campanha-2026-06-30T031500Z.archive.gz
#       The monthly test: the backup goes into a scratch database `restorecheck`, its
#       books are checked (npm run reconcile), and the scratch database is dropped.
#       The site keeps running. Exit status 1 when the books do not balance.
#
# COMPOSE is the compose command (`docker compose`; `podman-compose` works too).
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -a COMPOSE <<< "${COMPOSE:-docker compose}"

CHECK=0
if [ "${1:-}" = --check ]; then
  CHECK=1
  shift
fi
ARCHIVE="${1:-}"
if [ -z "$ARCHIVE" ] || [ ! -s "$ARCHIVE" ]; then
  echo "usage: deploy/restore.sh [--check] /srv/backups/campanha-<date>.archive.gz (a file written by deploy/backup.sh)" >&2
  exit 2
fi
# Refuse a file cut short before touching anything.
gzip -t "$ARCHIVE" || { echo "$ARCHIVE is not a complete gzip file: not restored" >&2; exit 2; }

log() { printf '\n==> %s\n' "$*"; }

if [ "$CHECK" = 1 ]; then
  SCRATCH=restorecheck
  drop_scratch() {
    "${COMPOSE[@]}" exec -T mongo mongosh --quiet --eval "db.getSiblingDB('$SCRATCH').dropDatabase()" > /dev/null || true
  }
  trap drop_scratch EXIT
  log "restoring $ARCHIVE into the scratch database $SCRATCH"
  "${COMPOSE[@]}" exec -T mongo mongorestore --archive --gzip --drop --quiet \
    --nsInclude='campanha.*' --nsFrom='campanha.*' --nsTo="$SCRATCH.*" < "$ARCHIVE"
  log "checking its books"
  "${COMPOSE[@]}" exec -T -e "MONGODB_URI=mongodb://mongo:27017/$SCRATCH?replicaSet=rs0" \
    app node dist/server/api/src/scripts/reconcile.js
  exit 0
fi

log "stopping the app: no donation may be written while the database is replaced"
"${COMPOSE[@]}" stop app
# Whatever happens below, the site comes back.
trap '"${COMPOSE[@]}" start app > /dev/null' EXIT

log "restoring $ARCHIVE (every collection replaced, then the writes made during the dump replayed)"
"${COMPOSE[@]}" exec -T mongo mongorestore --archive --gzip --drop --oplogReplay --quiet \
  --nsInclude='campanha.*' < "$ARCHIVE"

log "recounting the statistics and checking the books"
"${COMPOSE[@]}" run --rm --no-deps app node dist/server/api/src/scripts/rebuild-derived.js
"${COMPOSE[@]}" run --rm --no-deps app node dist/server/api/src/scripts/reconcile.js

log "starting the app"
