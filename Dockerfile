# syntax=docker/dockerfile:1
# The site in a container (docs/deployment.md, recipe 2): built in one stage, run from a small one with
# production dependencies only, as a non-root user. tests/deploy/container.test.ts builds and runs it.
#   docker build -t serendib-digital --build-arg VITE_EMAILJS_PUBLIC_KEY=… .
#   docker run -d -p 3000:3000 --env-file .env --name serendib serendib-digital
ARG NODE_IMAGE=node:22-slim

# 1. The site: every dependency, exactly as the lockfile names them, then `npm run build` (pages, site manifest, assistant knowledge) into dist/.
FROM ${NODE_IMAGE} AS build
# Behind a TLS-intercepting proxy, npm needs its certificate: mount the file into the build and name it here.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Public build settings: they end up in the browser, so they are build arguments, not runtime secrets.
ARG VITE_SITE_URL=https://serendib.digital
ARG VITE_EMAILJS_PUBLIC_KEY=""
ARG VITE_EMAILJS_SERVICE_ID=""
ARG VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID=""
ARG VITE_EMAILJS_LAUNCH_TEMPLATE_ID=""
# Where /admin saves (owner/name on GitHub); unset, only through the local proxy (docs/editing-content.md).
ARG CMS_GITHUB_REPO=""
RUN BUILD_DIR=dist npm run build

# 2. What the server needs at run time: production dependencies only.
FROM ${NODE_IMAGE} AS deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. The server: Node, the server's code, the build. No source, no dev tools.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=dist
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY server ./server
COPY contracts ./contracts
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes open requests on SIGTERM, then exits (server/index.ts).
STOPSIGNAL SIGTERM
CMD ["node", "server/index.ts"]
