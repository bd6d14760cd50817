import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What the budget needs to know of one output chunk. */
export interface BudgetChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** Module id of the module the chunk stands for (a lazily imported page), if any. */
  facadeModuleId: string | null;
  /** Chunks imported statically: loaded before this one runs. */
  imports: string[];
}

export interface RouteWeight {
  route: string;
  /** Gzipped bytes of every chunk the page needs before it renders: the entry's and the page's. */
  gzipBytes: number;
  files: string[];
}

const gzipSize = (code: string) => zlib.gzipSync(code, { level: zlib.constants.Z_BEST_COMPRESSION }).length;

/**
 * The gzipped JavaScript each route needs before it is usable: the entry chunk and everything it imports
 * statically, plus the route's own chunk (the one whose facade module matches `routes[name]`) and its static
 * imports. Chunks loaded later by dynamic `import()` (a popup, a tab's contents) are not counted.
 */
export function routeWeights(chunks: BudgetChunk[], routes: Record<string, RegExp>): RouteWeight[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const sizes = new Map<string, number>();
  const closure = (roots: string[], into: Set<string>) => {
    const stack = [...roots];
    while (stack.length) {
      const name = stack.pop()!;
      if (into.has(name)) continue;
      into.add(name);
      stack.push(...(byName.get(name)?.imports ?? []));
    }
    return into;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  if (entries.length === 0) throw new Error('js budget: the build has no entry chunk');
  return Object.entries(routes).map(([route, pattern]) => {
    const page = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
    if (!page) throw new Error(`js budget: no chunk for the ${route} page (${pattern})`);
    const files = [...closure([page.fileName], closure(entries, new Set()))].sort();
    let gzipBytes = 0;
    for (const f of files) {
      const chunk = byName.get(f);
      if (!chunk) continue;
      if (!sizes.has(f)) sizes.set(f, gzipSize(chunk.code));
      gzipBytes += sizes.get(f)!;
    }
    return { route, gzipBytes, files };
  });
}

/**
 * Build plugin: fails `vite build` when a listed page needs more than `limitKB` (× 1024 bytes) of gzipped
 * JavaScript before it renders, and prints each page's weight. Computed from the chunks the build writes.
 */
export function jsBudget(options: { limitKB: number; routes: Record<string, RegExp> }): Plugin {
  return {
    name: 'mall:js-budget',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks: BudgetChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.push({
          fileName: item.fileName,
          code: item.code,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
        });
      }
      const weights = routeWeights(chunks, options.routes);
      const limit = options.limitKB * 1024;
      const line = weights.map((w) => `${w.route} ${(w.gzipBytes / 1024).toFixed(1)} KB`).join(', ');
      this.info(`JavaScript before the page renders (gzip): ${line}; budget ${options.limitKB} KB`);
      const over = weights.filter((w) => w.gzipBytes > limit);
      if (over.length > 0) {
        this.error(
          `JavaScript budget exceeded (gzip, limit ${options.limitKB} KB): ` +
            over.map((w) => `${w.route} ${(w.gzipBytes / 1024).toFixed(1)} KB`).join(', '),
        );
      }
    },
  };
}
