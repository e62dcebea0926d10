# Tandem as a container: build with every dependency, run with production ones only, as a
# non-root user. Point DATABASE_URL at PostgreSQL (compose.yaml does); without it the app starts
# its built-in database under /app/data, which then needs a volume.

FROM node:22-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

FROM node:22-trixie-slim
# pg_dump, pg_restore and psql of PostgreSQL 17 (Debian's own) for npm run backup / restore.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data PG_BIN_DIR=/usr/lib/postgresql/17/bin
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/ready: migrated, not starting, not draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: /api/ready answers 503, requests in flight finish, then the process exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
