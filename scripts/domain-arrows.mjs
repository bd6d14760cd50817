// `node scripts/domain-arrows.mjs [--all] [--files]`: the arrows between the server's domains, the pairs that
// import each other both ways and the arrows that run up the domain order of eslint.config.js. Running code
// only; --all adds tests and seeders, --files lists the importing files.
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_ORDER } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const all = process.argv.includes('--all');
const listFiles = process.argv.includes('--files');
const floor = new Map(DOMAIN_ORDER.flatMap((domains, i) => domains.map((d) => [d, i])));

/** from>to → the importing files and what they import. */
const arrows = new Map();
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  if (!all && /\.(test|seed)\.ts$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const from = path.relative(root, file).split(path.sep)[0];
  const source = fs.readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = path.relative(root, path.resolve(path.dirname(file), spec));
    if (target.startsWith('..')) continue;
    const to = target.split(path.sep)[0];
    if (to === from) continue;
    const key = `${from}>${to}`;
    if (!arrows.has(key)) arrows.set(key, new Set());
    arrows.get(key).add(`${path.relative(root, file)} -> ${target}`);
  }
}
const keys = [...arrows.keys()].sort();
const bothWays = [
  ...new Set(
    keys
      .filter((k) => arrows.has(k.split('>').reverse().join('>')))
      .map((k) => k.split('>').sort().join(' <> ')),
  ),
];
const up = keys.filter((k) => {
  const [from, to] = k.split('>');
  return floor.get(to) > floor.get(from);
});
console.log(`${keys.length} arrows between domains (${all ? 'all files' : 'running code'})`);
console.log(`${bothWays.length} pairs import each other both ways: ${bothWays.join(', ') || 'none'}`);
console.log(`${up.length} arrows run upward:`);
for (const k of up) {
  console.log(`  ${k.replace('>', ' -> ')} (${arrows.get(k).size} imports)`);
  if (listFiles) for (const line of arrows.get(k)) console.log(`      ${line}`);
}
