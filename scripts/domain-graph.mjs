// `npm run domain-graph`: draws the server's domains on the floors of DOMAIN_ORDER (eslint.config.js), lowest
// at the bottom, with an arrow for each domain that imports another (running code; the label counts the
// importing lines). An arrow that runs up a floor would be drawn red and dashed. Writes docs/domain-graph.dot
// and, where Graphviz's `dot` is installed (Debian: graphviz), renders docs/domain-graph.svg from it.
// `--check` only compares docs/domain-graph.dot with the source (CI's lint lane); `--print` writes the text to
// stdout; `--root DIR` reads another checkout (the proof test draws a scratch tree).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_ORDER } from '../eslint.config.js';
import { domainDot } from './lib/domain-dot.mjs';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(import.meta.dirname, '..');
const dotFile = path.join(root, 'docs/domain-graph.dot');
const dot = domainDot(root, DOMAIN_ORDER);
if (process.argv.includes('--print')) {
  process.stdout.write(dot);
  process.exit(0);
}
if (process.argv.includes('--check')) {
  const current = fs.existsSync(dotFile) ? fs.readFileSync(dotFile, 'utf8') : '';
  if (current !== dot) {
    console.error('docs/domain-graph.dot is out of date: run `npm run domain-graph`.');
    process.exit(1);
  }
  console.log('docs/domain-graph.dot matches the source.');
  process.exit(0);
}
fs.writeFileSync(dotFile, dot);
console.log(`wrote ${path.relative(root, dotFile)}`);
try {
  execFileSync('dot', ['-Tsvg', '-o', path.join(root, 'docs/domain-graph.svg'), dotFile]);
  console.log('wrote docs/domain-graph.svg');
} catch (error) {
  console.warn(
    `docs/domain-graph.svg not rendered (${error.code ?? error.message}): apt-get install graphviz`,
  );
}
