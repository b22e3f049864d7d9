# Castfolio's image: the standalone server (`node server.js`), as an unprivileged user. Build it with
# `docker build -t castfolio .`; compose.yaml runs two of them behind a proxy with PostgreSQL, Redis and
# MinIO. The `worker` target runs the background jobs on their own (`npm run worker`, with JOBS_IN_APP=0
# on the app instances).

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY scripts/prisma-generate.mjs scripts/patch-next.mjs ./scripts/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# Background jobs in a process of their own: the sources and every dependency (it runs with tsx).
FROM build AS worker
ENV NODE_ENV=production
# ffmpeg turns sent videos into MP4s with posters (lib/media/video-processing.ts), wherever jobs run.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 1001 castfolio
USER castfolio
CMD ["npm", "run", "--silent", "worker"]

FROM node:22-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# ffmpeg turns sent videos into MP4s with posters (lib/media/video-processing.ts), wherever jobs run.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 1001 castfolio \
    && mkdir /data && chown castfolio /data
COPY --from=build --chown=castfolio /app/.next/standalone ./
USER castfolio
EXPOSE 3000
VOLUME /data
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: requests in flight finish (SHUTDOWN_GRACE_SECONDS), then the process exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
