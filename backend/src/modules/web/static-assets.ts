import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';

/** The built front ends the backend serves from its own origin. */
export function frontEndRoots(config: AppConfig): { prefix: string; root: string }[] {
  return [
    { prefix: '/remotes/learner/', root: join(config.web.staticRoot, 'learner-app/dist') },
    { prefix: '/remotes/admin/', root: join(config.web.staticRoot, 'admin-app/dist') },
    { prefix: '/', root: join(config.web.staticRoot, 'shell/dist') },
  ];
}

const UNHASHED = /(?:^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)(?:\.br|\.gz)?$/;

/** Registers each built front end that exists; returns the ones that are missing (not built yet). */
export async function registerStaticAssets(app: NestFastifyApplication, config: AppConfig): Promise<string[]> {
  const missing: string[] = [];
  let decorated = false;
  for (const { prefix, root } of frontEndRoots(config)) {
    if (!existsSync(root)) {
      missing.push(root);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      wildcard: true,
      index: prefix === '/' ? ['index.html'] : false,
      // The build writes Brotli and gzip copies of its text files (PrecompressPlugin in
      // shell/federation-shared.mjs): sent as they are, they cost no compression per request; a file
      // without them is compressed on the fly as before.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', UNHASHED.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
        if (prefix.startsWith('/remotes/')) reply.header('Access-Control-Allow-Origin', '*');
      },
    });
    decorated = true;
  }
  return missing;
}
