// `node scripts/domain-arrows.mjs [--all] [--files]`: the arrows between the server's domains, the pairs that
// import each other both ways and the arrows that run up the domain order of eslint.config.js. Running code
// only; --all adds tests and seeders, --files lists the importing files.
import path from 'node:path';
import { DOMAIN_ORDER } from '../eslint.config.js';
import { domainArrows, upwardArrows } from './lib/domain-imports.mjs';

const all = process.argv.includes('--all');
const listFiles = process.argv.includes('--files');
const arrows = domainArrows(path.resolve(import.meta.dirname, '..'), { all });
const keys = [...arrows.keys()].sort();
const bothWays = [
  ...new Set(
    keys
      .filter((k) => arrows.has(k.split('>').reverse().join('>')))
      .map((k) => k.split('>').sort().join(' <> ')),
  ),
];
const up = upwardArrows(arrows, DOMAIN_ORDER);
console.log(`${keys.length} arrows between domains (${all ? 'all files' : 'running code'})`);
console.log(`${bothWays.length} pairs import each other both ways: ${bothWays.join(', ') || 'none'}`);
console.log(`${up.length} arrows run upward:`);
for (const k of up) {
  console.log(`  ${k.replace('>', ' -> ')} (${arrows.get(k).size} imports)`);
  if (listFiles) for (const line of arrows.get(k)) console.log(`      ${line}`);
}
