import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, createApp } from './app.factory.js';
import { REPO_ROOT, loadConfig } from './config/config.js';

/** Writes openapi/openapi.json from the controllers and DTOs, without a database or Redis. */
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
const app = await createApp(config, 'postgres://unused@127.0.0.1:1/unused', { preview: true });
const document = buildOpenApiDocument(app);
const outFlag = process.argv.indexOf('--out');
const target = outFlag > 0 ? process.argv[outFlag + 1] : join(REPO_ROOT, 'openapi/openapi.json');
writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
console.log(`Wrote ${target} (${Object.keys(document.paths).length} paths)`);
process.exit(0);

/** Stable key order so the committed file only changes when the API does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
