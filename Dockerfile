# Plugboard: build stage compiles TypeScript and bundles the browser code; the runtime stage holds production
# dependencies and dist/ only, runs as the unprivileged `node` user, and starts `plugboard serve`.
# Production needs MONGODB_URI (a MongoDB replica set) and PLUGBOARD_MASTER_KEY: see docs/deploy.md.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json openapi.yaml ./
COPY scripts ./scripts
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    PLUGBOARD_DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json openapi.yaml LICENSE ./
COPY connectors ./connectors
RUN mkdir -p /app/.data && chown node:node /app/.data
# 1000 is the `node` user of the official image (numeric, so runtimes that forbid root can check it).
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "--enable-source-maps", "dist/cli/plugboard.js"]
CMD ["serve"]
