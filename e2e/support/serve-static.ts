// Serves a built remote (e.g. admin-app/dist) from its own origin, as a CDN or a separate deployment
// would: `node --import @swc-node/register/esm-register support/serve-static.ts <dir> <port>`.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dir, port] = [resolve(process.argv[2]), Number(process.argv[3])];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
  const file = join(dir, path);
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1');
