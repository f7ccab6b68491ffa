#!/usr/bin/env bash
# Stand-ins for the two images compose.yaml pulls, for machines that reach no image
# registry (this project's CI), built on the stand-in Node base `npm run image` already
# made (scripts/image/standin-base.sh), so nothing more is downloaded:
#
# - localhost/campanha-mongo-standin: the offline MongoDB server (FerretDB,
#   tools/offline-mongo; OFFLINE_MONGO_BIN names the built binary) for docker.io/library/mongo:8.0;
# - localhost/campanha-caddy-standin: Debian's caddy for docker.io/library/caddy:2, with
#   the official image's data and config directories (/data, /config) and command.
#
# tests/image/compose.ci.yaml swaps them in; everything else is compose.yaml's.
set -euo pipefail

BASE="localhost/campanha-node-standin:24-bookworm-slim"
MONGO_BIN="${OFFLINE_MONGO_BIN:-}"
CADDY_BIN="$(command -v caddy || true)"
[ -x "$MONGO_BIN" ] || { echo "standin-services.sh: OFFLINE_MONGO_BIN must name the offline MongoDB server" >&2; exit 1; }
[ -n "$CADDY_BIN" ] || { echo "standin-services.sh: needs Debian's caddy" >&2; exit 1; }
podman image exists "$BASE" || { echo "standin-services.sh: run npm run image first ($BASE)" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/mongo" "$WORK/caddy"
cp "$MONGO_BIN" "$WORK/mongo/offline-mongo"
cp "$CADDY_BIN" "$WORK/caddy/caddy"

cat > "$WORK/mongo/Containerfile" << CONTAINERFILE
FROM $BASE
COPY offline-mongo /usr/local/bin/offline-mongo
RUN mkdir -p /data/db /data/configdb
CMD ["offline-mongo", "-listen", "0.0.0.0:27017", "-dir", "/data/db/ferretdb"]
CONTAINERFILE

cat > "$WORK/caddy/Containerfile" << CONTAINERFILE
FROM $BASE
COPY caddy /usr/bin/caddy
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
RUN mkdir -p /config/caddy /data/caddy /etc/caddy
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
CONTAINERFILE

podman build --quiet --pull=never --format docker -t localhost/campanha-mongo-standin:latest "$WORK/mongo" > /dev/null
podman build --quiet --pull=never --format docker -t localhost/campanha-caddy-standin:latest "$WORK/caddy" > /dev/null
echo "stand-ins: localhost/campanha-mongo-standin:latest, localhost/campanha-caddy-standin:latest"
