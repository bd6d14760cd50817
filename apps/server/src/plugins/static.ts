import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built single-page app: hashed files under /assets/ are immutable, index.html is revalidated,
 * and any other non-API path falls back to index.html so client routes survive a reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: { root: string; prefix: string },
): Promise<boolean> {
  const index = path.join(opts.root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root: opts.root }, 'built web app not found; run npm run build');
    return false;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: opts.prefix,
    decorateReply: opts.prefix === '/',
    // One route per built file (the build does not change while running); every other path, "/" included,
    // reaches the not-found handler, which answers index.html for client routes.
    wildcard: false,
    index: false,
    cacheControl: false, // our own headers below

    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  return true;
}

export function spaIndex(root: string): string {
  return fs.readFileSync(path.join(root, 'index.html'), 'utf8');
}
