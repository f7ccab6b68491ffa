# syntax=docker/dockerfile:1
# The campaign site as one image: built with the development dependencies, run with
# the production ones only, as the unprivileged user `node`. docs/DEPLOY.md says how
# to run it; `npm run image` builds it as localhost/campanha:<version> (and :latest).
#
# NODE_IMAGE is the official Node image production pulls. Where no image registry can
# be reached, `npm run image` builds a stand-in of it from Debian's packages and
# passes it here (scripts/image/standin-base.sh, docs/DEPLOY.md "The image").
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Behind a TLS-intercepting proxy the registry's certificate is signed by the proxy's CA:
# it comes in as a build secret (never a layer of the image), and is a no-op when empty.
# --ignore-scripts: no package needs its install script here (sharp ships its binaries
# as packages), and mongodb-memory-server's would download a mongod nobody runs.
RUN --mount=type=secret,id=npm-ca \
    if [ -s /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi; \
    npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json vite.config.ts vite.ide.config.ts vite.panel.config.ts schema.graphql ./
COPY rules ./rules
COPY content ./content
COPY api ./api
COPY web ./web
RUN npm run build

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# glibc keeps what image decoding frees in per-thread arenas: two arenas, and large blocks given back
# to the system, bring memory back near idle after a large photo (measured by npm run bench:uploads)
# and keep the peak under a crowd lower (npm run bench). MALLOC_ENV in api/src/app/heap.ts.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only; source maps and type declarations are of no use to a running server.
RUN --mount=type=secret,id=npm-ca \
    if [ -s /run/secrets/npm-ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm-ca; fi; \
    npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force \
    && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -delete
COPY schema.graphql ./
COPY content ./content
COPY --from=build /app/dist ./dist
# The files belong to root and are only read: the server writes nothing to its own disk
# in production (the data, pictures included, live in MongoDB).
USER node
EXPOSE 3000
# Liveness, with what the image has (no curl): /healthz fails only when a restart is what helps.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Which release this is, read by `docker image inspect` and registries (OCI annotations);
# `npm run image` and .github/workflows/release.yml pass them. Last, so that a new
# revision rebuilds no layer above.
ARG VERSION=unknown
ARG REVISION=unknown
ARG SOURCE=
LABEL org.opencontainers.image.title="campanha" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.source="${SOURCE}"
# Exec form: SIGTERM reaches Node, which drains its requests and exits 0 (docs/OPERATIONS.md).
# The young generation's ceiling is set where V8 reads it, on the command line (api/src/app/heap.ts).
CMD ["node", "--max-semi-space-size=4", "dist/server/api/src/main.js"]
