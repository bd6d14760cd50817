import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file of a
 * folder, keeping a variant only when it is smaller than the original. Returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      let kept = false;
      for (const [ext, data] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (data.length < raw.length) {
          await fs.writeFile(file + ext, data);
          kept = true;
        }
      }
      if (kept) done.push(file);
    }),
  );
  return done.sort();
}

/**
 * Vite plugin: after `vite build` has written the bundle, compresses the output folder once, so the API
 * server sends `.br`/`.gz` files as they are (apps/server/src/plugins/static.ts) instead of compressing
 * per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mall-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const started = performance.now();
      const done = await precompressDir(outDir);
      config.logger.info(
        `precompressed ${done.length} files (.br, .gz) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
