// Runs the Playwright suites against the production build served by the backend, on a free port,
// with a fresh database (dropped afterwards). `npm run build` must have run first.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, dropDatabase, freePort, provideTestServer } from '@academy/backend/testing';

const server = await provideTestServer();
const databaseUrl = await createFreshDatabase(server.adminUrl, 'academy_e2e');
const port = await freePort();
const adminRemotePort = await freePort();
const stripePort = await freePort();
const llmPort = await freePort();
const oidcPort = await freePort();
const samlPort = await freePort();
let status: number;
try {
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: import.meta.dirname,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_ADMIN_REMOTE_PORT: String(adminRemotePort),
      E2E_STRIPE_PORT: String(stripePort),
      E2E_LLM_PORT: String(llmPort),
      E2E_OIDC_PORT: String(oidcPort),
      E2E_SAML_PORT: String(samlPort),
      E2E_DATABASE_URL: databaseUrl,
      E2E_JWT_SECRET: randomBytes(32).toString('hex'),
      E2E_DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-e2e-')),
    },
  });
  status = run.status ?? 1;
} finally {
  await dropDatabase(server.adminUrl, databaseUrl);
  await server.stop();
}
process.exit(status);
