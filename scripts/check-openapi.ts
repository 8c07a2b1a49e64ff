// Fails when openapi/openapi.json or the generated RTK Query client files differ from a fresh generation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'academy-openapi-'));
const freshSpec = join(tmp, 'openapi.json');
/** The client files, generated afresh beside them under this prefix (their imports of src/ stay the same). */
const CLIENT_FILES = ['src/academyApi.gen.ts', 'src/adminApi.gen.ts'];
const FRESH_PREFIX = '.drift-check.';
const freshFile = (file: string) => file.replace('src/', `src/${FRESH_PREFIX}`);
const problems: string[] = [];
try {
  execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/openapi.ts', '--out', freshSpec], {
    cwd: join(root, 'backend'),
    stdio: 'pipe',
  });
  if (readFileSync(freshSpec, 'utf8') !== readFileSync(join(root, 'openapi/openapi.json'), 'utf8')) {
    problems.push('openapi/openapi.json differs from what the controllers and DTOs produce');
  }
  execFileSync(join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), ['codegen.config.cjs'], {
    cwd: join(root, 'openapi'),
    env: { ...process.env, OPENAPI_SCHEMA_FILE: freshSpec, OPENAPI_OUTPUT_PREFIX: FRESH_PREFIX },
    stdio: 'pipe',
  });
  for (const file of CLIENT_FILES) {
    if (readFileSync(join(root, 'openapi', freshFile(file)), 'utf8') !== readFileSync(join(root, 'openapi', file), 'utf8')) {
      problems.push(`openapi/${file} differs from a fresh code generation`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
  for (const file of CLIENT_FILES) rmSync(join(root, 'openapi', freshFile(file)), { force: true });
}
if (problems.length > 0) {
  console.error(`OpenAPI drift:\n${problems.map((p) => `  - ${p}`).join('\n')}\nRun "npm run openapi" and commit the files.`);
  process.exit(1);
}
console.log('OpenAPI document and generated client are up to date.');
