# Payments Console: the BFF serving the built web app, on Node 24, as a non-root user, fit for a
# read-only root filesystem. Its prod-deps and runtime stages were rehearsed without an engine
# (the same pnpm command, the same layout, run as `nobody` from read-only files). Build: `docker build -t payments-console .` (no container engine
# runs on this project's CI machines: the replica tests with nginx are what is exercised there;
# see docs/deployment.md#what-is-exercised-here).
#
# The BFF is TypeScript run by Node's own type stripping, which does not strip files under
# node_modules: the image keeps the workspace layout (apps/, packages/, tooling/ beside the root
# node_modules) instead of `pnpm deploy`, so workspace packages resolve to their real paths.

ARG NODE_IMAGE=node:24-bookworm-slim
ARG PNPM_VERSION=10.34.9

# 0. pnpm and every member's manifest, so that the lockfile matches the workspace (the @pc/node
#    bin too: pnpm links it into every member's node_modules/.bin).
FROM ${NODE_IMAGE} AS manifests
ARG PNPM_VERSION
# corepack's signature check fails against some registries: install the pinned pnpm with npm.
RUN npm i -g pnpm@${PNPM_VERSION}
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/bff/package.json apps/bff/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/ep-simulator/package.json packages/ep-simulator/
COPY tooling/node/package.json tooling/node/
COPY tooling/node/bin tooling/node/bin
COPY bench/package.json bench/

# 1. Everything installed, the web app built.
FROM manifests AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @pc/web build

# 2. Production dependencies of the BFF and the workspace packages it depends on only (no Node
#    binary from the registry: the image brings Node 24).
FROM manifests AS prod-deps
RUN pnpm install --frozen-lockfile --prod --no-optional --filter "@pc/bff..."

# 3. The runtime: sources, production node_modules, the built web app; no pnpm, no compiler.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=prod-deps --chown=root:root /app/apps/bff/node_modules ./apps/bff/node_modules
COPY --from=prod-deps --chown=root:root /app/packages/contract/node_modules ./packages/contract/node_modules
COPY --from=prod-deps --chown=root:root /app/packages/ep-simulator/node_modules ./packages/ep-simulator/node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root apps/bff/package.json apps/bff/
COPY --chown=root:root apps/bff/src apps/bff/src
COPY --chown=root:root packages/contract packages/contract
COPY --chown=root:root packages/ep-simulator packages/ep-simulator
COPY --chown=root:root tooling/node/package.json tooling/node/require-24.js tooling/node/
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# Files owned by root, the process runs as `node` (uid 1000): it can read its code, not change it.
# Nothing is written at run time (logs go to stdout), so the root filesystem can be read-only.
USER node
EXPOSE 3000
# SIGTERM starts the graceful drain (SHUTDOWN_GRACE_MS); node runs as PID 1 and handles it.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/bff/src/main.ts"]
