import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const VARIANT = /\.(?:br|gz)$/;

/** Files of a built app that have a `.br` or `.gz` copy beside them (made by `npm run build`). */
function compressedFiles(root: string): Set<string> {
  const entries = fs.readdirSync(root, { withFileTypes: true, recursive: true });
  const found = new Set<string>();
  for (const e of entries) {
    if (e.isFile() && VARIANT.test(e.name)) found.add(path.join(e.parentPath, e.name.replace(VARIANT, '')));
  }
  return found;
}

/**
 * Serves a built single-page app: hashed files under /assets/ are immutable, other files are revalidated,
 * and any other non-API path falls back to index.html (the not-found handler) so client routes survive a
 * reload. Files with a `.br`/`.gz` copy from the build go out as that copy when the client accepts it
 * (brotli before gzip, else the file itself), with `Content-Encoding` and `Vary: Accept-Encoding`.
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
  const compressed = compressedFiles(opts.root);
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: opts.prefix,
    decorateReply: opts.prefix === '/',
    // One route per built file (the build does not change while running); every other path, "/" included,
    // reaches the not-found handler, which answers index.html for client routes.
    wildcard: false,
    index: false,
    // The .br/.gz copies are not routes of their own: they answer for their original's URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false, // our own headers below

    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
      // Either the copy or the original of a file that has copies: the answer depends on Accept-Encoding.
      if (VARIANT.test(filePath) || compressed.has(filePath)) res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

export function spaIndex(root: string): string {
  return fs.readFileSync(path.join(root, 'index.html'), 'utf8');
}
