#!/usr/bin/env bash
# `npm run image`: builds the site's image (Dockerfile) as localhost/campanha:<version>
# (package.json's, what compose.yaml runs) and localhost/campanha:latest, labelled with
# the version, the git revision and the source, with podman or docker (CONTAINER_ENGINE
# chooses; podman first).
#
# The base is the official node:24-bookworm-slim, pulled when it is not here yet. Where
# no image registry can be reached, a stand-in of it is built from Debian's packages
# (podman only; scripts/image/standin-base.sh). A TLS-intercepting proxy's CA, named
# by NODE_EXTRA_CA_CERTS, is handed to the build as a secret so npm can reach the
# registry through it; it never becomes part of the image.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION="$(node -p 'require("./package.json").version')"
REVISION="$(git rev-parse HEAD 2> /dev/null || echo unknown)"
SOURCE="$(git remote get-url origin 2> /dev/null || true)"
TAG="${IMAGE_TAG:-localhost/campanha:latest}"
VERSION_TAG="localhost/campanha:$VERSION"
BASE="node:24-bookworm-slim"
STANDIN="localhost/campanha-node-standin:24-bookworm-slim"

ENGINE="${CONTAINER_ENGINE:-}"
if [ -z "$ENGINE" ]; then
  if command -v podman > /dev/null; then ENGINE=podman
  elif command -v docker > /dev/null; then ENGINE=docker
  else
    echo "npm run image needs podman or docker" >&2
    exit 1
  fi
fi

if "$ENGINE" image inspect "$BASE" > /dev/null 2>&1 || "$ENGINE" pull --quiet "$BASE" > /dev/null 2>&1; then
  echo "==> base: $BASE"
elif [ "$ENGINE" = podman ] && command -v mmdebstrap > /dev/null; then
  echo "==> $BASE cannot be pulled here: building the stand-in $STANDIN from Debian's packages"
  bash scripts/image/standin-base.sh "$STANDIN"
  BASE="$STANDIN"
else
  echo "cannot pull $BASE, and the stand-in needs podman and mmdebstrap (docs/DEPLOY.md, \"The image\")" >&2
  exit 1
fi

# The proxy's CA as a build secret; an empty file where there is none.
SECRETS="$(mktemp -d)"
trap 'rm -rf "$SECRETS"' EXIT
: > "$SECRETS/npm-ca.pem"
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then cp "$NODE_EXTRA_CA_CERTS" "$SECRETS/npm-ca.pem"; fi

echo "==> building $TAG with $ENGINE"
FORMAT=()
# podman writes OCI images by default, which have no HEALTHCHECK.
[ "$ENGINE" = podman ] && FORMAT=(--format docker)
START=$SECONDS
DOCKER_BUILDKIT=1 "$ENGINE" build "${FORMAT[@]}" --pull=never --network host \
  --secret "id=npm-ca,src=$SECRETS/npm-ca.pem" \
  --build-arg "NODE_IMAGE=$BASE" \
  --build-arg "VERSION=$VERSION" --build-arg "REVISION=$REVISION" --build-arg "SOURCE=$SOURCE" \
  -t "$TAG" -t "$VERSION_TAG" .
SIZE="$("$ENGINE" image inspect --format '{{.Size}}' "$TAG")"
BASE_SIZE="$("$ENGINE" image inspect --format '{{.Size}}' "$BASE")"
echo "image $TAG ($VERSION_TAG): $((SIZE / 1000000)) MB uncompressed: the base $BASE $((BASE_SIZE / 1000000)) MB + the site $(((SIZE - BASE_SIZE) / 1000000)) MB; built in $((SECONDS - START)) s"
