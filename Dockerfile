# Multi-stage image: build everything with the pinned Node 24, then ship the backend and the built front ends.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/ensure-install.mjs scripts/ensure-install.mjs
COPY openapi/package.json openapi/
COPY backend/package.json backend/
COPY ui-kit/package.json ui-kit/
COPY shell/package.json shell/
COPY learner-app/package.json learner-app/
COPY admin-app/package.json admin-app/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY --from=build /app/learner-app/dist learner-app/dist
COPY --from=build /app/admin-app/dist admin-app/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=16", "backend/dist/main.js"]
