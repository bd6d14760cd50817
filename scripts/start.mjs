// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates and, on first run, seeds the embedded database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  return !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(sources);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const targets = [
  {
    name: '@mall/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'packages/shared/src',
      'packages/client-kit/src',
    ],
  },
  {
    name: '@mall/server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'packages/shared/src'],
  },
];
if (fs.existsSync(path.join(root, 'apps/console/package.json'))) {
  targets.splice(1, 0, {
    name: '@mall/console',
    output: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/public',
      'packages/shared/src',
      'packages/client-kit/src',
    ],
  });
}
for (const t of targets) if (stale(t.output, t.sources)) run(['run', 'build', '-w', t.name]);

const server = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(server.status ?? 0);
