#!/usr/bin/env bash
# Builds a local stand-in for the official node:24-bookworm-slim image, for machines
# that reach Debian's packages and the npm registry but no image registry: Debian
# bookworm (minbase, with CA certificates) from Debian's mirror by mmdebstrap, Node 24
# from the npm registry's `node` package, npm from its own package, and the official
# image's user `node` (uid and gid 1000). Podman only (it imports a root file system).
#
#   scripts/image/standin-base.sh [TAG]    default: localhost/campanha-node-standin:24-bookworm-slim
#
# Production pulls the real image; docs/DEPLOY.md ("The image") says what differs.
set -euo pipefail

TAG="${1:-localhost/campanha-node-standin:24-bookworm-slim}"
NPM_VERSION="${STANDIN_NPM_VERSION:-11}"

if podman image exists "$TAG"; then
  echo "stand-in base $TAG already built"
  exit 0
fi
for tool in podman mmdebstrap npm npx; do
  command -v "$tool" > /dev/null || { echo "the stand-in base needs $tool" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "==> Debian bookworm (minbase) into $WORK/rootfs.tar"
# As the official slim images: no documentation, manual pages or apt lists.
mmdebstrap --variant=minbase --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/locale/*' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  bookworm "$WORK/rootfs.tar" > "$WORK/mmdebstrap.log" 2>&1 || { cat "$WORK/mmdebstrap.log" >&2; exit 1; }
podman import --quiet "$WORK/rootfs.tar" localhost/campanha-debian-standin:bookworm-slim > /dev/null

echo "==> Node 24 and npm $NPM_VERSION from the npm registry"
mkdir -p "$WORK/context"
NODE_BIN="$(npx --yes node@24 -p process.execPath)"
cp "$NODE_BIN" "$WORK/context/node"
(cd "$WORK/context" && npm pack --silent "npm@$NPM_VERSION" > /dev/null && tar -xzf npm-*.tgz && mv package npm && rm npm-*.tgz)

cat > "$WORK/context/Containerfile" << 'EOF'
FROM localhost/campanha-debian-standin:bookworm-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && groupadd --gid 1000 node \
    && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
    && node --version && npm --version
CMD ["node"]
EOF
podman build --quiet --pull=never --format docker -t "$TAG" "$WORK/context" > /dev/null
podman image rm localhost/campanha-debian-standin:bookworm-slim > /dev/null 2>&1 || true
echo "stand-in base $TAG: $(podman image inspect --format '{{.Size}}' "$TAG") bytes"
