// The imports between the server's domains (apps/server/src/modules/<domain>/…), read from the source text:
// scripts/domain-arrows.mjs counts them and scripts/domain-graph.mjs draws them on the floors of DOMAIN_ORDER.
import fs from 'node:fs';
import path from 'node:path';

/** from>to → the importing files and what they import. Running code only unless `all` (tests, seeders). */
export function domainArrows(root, { all = false } = {}) {
  const modules = path.join(root, 'apps/server/src/modules');
  const arrows = new Map();
  for (const entry of fs.readdirSync(modules, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    if (!all && /\.(test|seed)\.ts$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(modules, file).split(path.sep)[0];
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = path.relative(modules, path.resolve(path.dirname(file), spec));
      if (target.startsWith('..')) continue;
      const to = target.split(path.sep)[0];
      if (to === from) continue;
      const key = `${from}>${to}`;
      if (!arrows.has(key)) arrows.set(key, new Set());
      arrows.get(key).add(`${path.relative(modules, file)} -> ${target}`);
    }
  }
  return arrows;
}

/** The domain → floor index map of DOMAIN_ORDER (lowest floor 0). */
export const floors = (order) => new Map(order.flatMap((domains, i) => domains.map((d) => [d, i])));

/** The arrows whose target stands on a higher floor than their source. */
export const upwardArrows = (arrows, order) => {
  const floor = floors(order);
  return [...arrows.keys()].sort().filter((k) => {
    const [from, to] = k.split('>');
    return floor.get(to) > floor.get(from);
  });
};
