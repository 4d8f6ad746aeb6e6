# syntax=docker/dockerfile:1
#
# One image for the api and the worker (and the built web app, which the api serves).
# Build from the repository root:  docker build -f infra/app.Dockerfile -t bridal-coach .
# Run the api:     docker run --init -p 3000:3000 bridal-coach
# Run the worker:  docker run --init bridal-coach node --max-semi-space-size=4 worker/dist/main.js
# (docker compose sets `init: true`, so tini is PID 1 there; with plain `docker run` pass --init.)
#
# The apps run as the plain JavaScript bundles of `npm run build:server` (api/dist, worker/dist),
# with the node flags of libs/server/src/runtime/production-node-flags.ts. The bundles import
# the registry packages from node_modules, which is why the runtime stage keeps it.

ARG NODE_IMAGE=node:20-bookworm-slim
# Same npm as the lockfile was written with; npm 11 honours the root package.json "allowScripts"
# (npm 10, bundled with Node 20, would run every dependency's install script).
ARG NPM_VERSION=11.19.1

# ---------------------------------------------------------------------------------------------
# deps: install every workspace's dependencies. Only the manifests are copied first, so this
# layer is rebuilt only when a package.json or the lockfile changes.
FROM ${NODE_IMAGE} AS deps
ARG NPM_VERSION
WORKDIR /app
RUN npm install -g "npm@${NPM_VERSION}" && npm --version
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/
COPY libs/server/package.json libs/server/
COPY libs/testing/package.json libs/testing/
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
# Fixes to registry packages, applied by npm's postinstall (patch-package); see patches/README.md.
COPY patches/ patches/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---------------------------------------------------------------------------------------------
# build: copy the sources, build the web app (vite build -> web/dist) and bundle the api and the
# worker (api/dist, worker/dist), then drop what the runtime does not need (web sources and the
# web-only tooling, vite).
FROM deps AS build
COPY . .
RUN npm run build \
    && rm -rf web/src web/public web/node_modules web/index.html

# ---------------------------------------------------------------------------------------------
# runtime: node_modules + bundles + web/dist (+ the SQL migrations the api applies at start), run
# as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=web/dist \
    STORAGE_DIR=/app/data/uploads \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Files stay owned by root (read-only for the app); only the local-storage folder is writable.
COPY --from=build /app /app
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
EXPOSE 3000
# node itself, no npm wrapper in between, so SIGTERM reaches the app directly for a graceful shutdown.
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=128", "api/dist/main.js"]
