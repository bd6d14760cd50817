#!/usr/bin/env node
// Runs the shop as N API processes behind nginx (Debian's package) on one PostgreSQL and one Redis:
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… node deploy/cluster.mjs --processes 3 --port 8080
//
// Needs the production build (`npm run build`). Each process listens on 127.0.0.1:<first-port + i>; nginx
// listens on --port and spreads requests over them (deploy/nginx.conf). A process that exits is started again
// after a second, as systemd's Restart=always would. SIGINT/SIGTERM stops nginx, then every process
// gracefully (they drain in-flight requests). The run directory holds nginx's files and cluster.json, the
// processes' pids and ports (the chaos run reads it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'first-port': { type: 'string', default: '3101' },
    host: { type: 'string', default: '127.0.0.1' },
    'run-dir': { type: 'string', default: path.join(root, '.data', 'cluster') },
  },
});
const count = Number(args.processes);
const port = Number(args.port);
const firstPort = Number(args['first-port']);
const runDir = path.resolve(args['run-dir']);
const serverEntry = path.join(root, 'apps/server/dist/server.js');

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}
if (!Number.isInteger(count) || count < 1 || count > 64) fail('--processes must be 1–64');
if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
  fail(
    'set DATABASE_URL and REDIS_URL: N processes share one PostgreSQL and one Redis (embedded PGlite is one process)',
  );
if (!fs.existsSync(serverEntry)) fail('no production build: run `npm run build` first');
if (spawnSync('nginx', ['-v']).error) fail('nginx not found: apt-get install nginx');

const log = (message) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${message}`);
fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
const ports = Array.from({ length: count }, (_, i) => firstPort + i);

// nginx configuration from the template.
const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
const conf = fs
  .readFileSync(path.join(import.meta.dirname, 'nginx.conf'), 'utf8')
  .replaceAll('{{RUN_DIR}}', runDir)
  .replaceAll('{{SERVERS}}', servers)
  .replaceAll('{{LISTEN}}', `${args.host}:${port}`);
fs.writeFileSync(path.join(runDir, 'nginx.conf'), conf);

let stopping = false;
const procs = ports.map((p, i) => ({ index: i + 1, port: p, child: null, restarts: 0 }));
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://${args.host}:${port}`;

function writeState() {
  const state = {
    port,
    nginxPid: nginx?.pid ?? null,
    processes: procs.map((p) => ({
      index: p.index,
      port: p.port,
      pid: p.child?.pid ?? null,
      restarts: p.restarts,
    })),
  };
  fs.writeFileSync(path.join(runDir, 'cluster.json'), JSON.stringify(state, null, 2));
}

function startProcess(proc) {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(proc.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: publicOrigin,
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  proc.child = child;
  writeState();
  child.on('exit', (code, signal) => {
    if (proc.child === child) proc.child = null;
    if (stopping) return;
    proc.restarts++;
    log(`api ${proc.index} (port ${proc.port}) exited (${signal ?? `code ${code}`}); starting it again`);
    setTimeout(() => !stopping && startProcess(proc), 1000);
  });
}

async function ready(p) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${p}/api/health/ready`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

let nginx = null;
// The first process migrates and seeds (the others would wait on the start-up lock anyway).
startProcess(procs[0]);
if (!(await ready(procs[0].port))) fail('the first API process did not become ready');
for (const proc of procs.slice(1)) startProcess(proc);
for (const proc of procs.slice(1))
  if (!(await ready(proc.port))) fail(`api ${proc.index} did not become ready`);

nginx = spawn('nginx', ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
nginx.on('exit', (code, signal) => {
  if (!stopping) {
    log(`nginx exited (${signal ?? `code ${code}`}); stopping`);
    void stop();
  }
});
writeState();
if (!(await ready(port))) fail('nginx did not answer');
log(`${count} API processes on ports ${ports.join(', ')} behind nginx on http://${args.host}:${port}`);

async function stop() {
  if (stopping) return;
  stopping = true;
  log('stopping: nginx, then every API process (they drain in-flight requests)');
  nginx?.kill('SIGQUIT');
  const exits = procs
    .filter((p) => p.child)
    .map((p) => new Promise((resolve) => (p.child.once('exit', resolve), p.child.kill('SIGTERM'))));
  const timer = setTimeout(() => {
    for (const p of procs) p.child?.kill('SIGKILL');
  }, 12_000);
  await Promise.all(exits);
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
