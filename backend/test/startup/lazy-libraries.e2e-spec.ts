import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Libraries that only certificate PDFs, link-preview images and picture uploads use: they hold megabytes each. */
const LOADED_ON_FIRST_USE = ['satori', '@resvg/resvg-js', 'pdfkit', 'fontkit', 'qrcode', 'sharp'];
const backendDir = join(import.meta.dirname, '../..');
const RECORDER = pathToFileURL(join(backendDir, 'test/support/record-loaded-packages.mjs')).href;
const LOADED_LINE = /^loaded packages: (.*)$/m;

/** Starts the API (src/main.ts) and answers the npm packages it has loaded once it serves requests. */
function packagesLoadedByStartedApi(env: Record<string, string>): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', RECORDER, '--import', '@swc-node/register/esm-register', 'src/main.ts'], {
    cwd: backendDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40), ...env },
  });
  return new Promise<string[]>((resolve, reject) => {
    let output = '';
    let asked = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const loaded = LOADED_LINE.exec(output);
      if (loaded) {
        child.kill('SIGKILL');
        resolve(JSON.parse(loaded[1]) as string[]);
      } else if (!asked && output.includes('API documentation (Swagger)')) {
        asked = true;
        child.kill('SIGWINCH');
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', () => reject(new Error(`The API exited before it said what it loaded:\n${output}`)));
  });
}

describe('memory of a started API', () => {
  it('leaves the rendering libraries unloaded until a request needs them', async () => {
    const loaded = await packagesLoadedByStartedApi({
      DATABASE_URL: process.env.ACADEMY_TEST_DATABASE_URL!,
      PORT: '0',
      SEED_DEMO: 'false',
      RUN_WORKER: 'false',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'academy-lazy-')),
      QUEUE_PREFIX: `academy-lazy-${process.pid}`,
    });
    expect(loaded).toEqual(expect.arrayContaining(['@nestjs/core', 'fastify']));
    expect(loaded.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  });
});
