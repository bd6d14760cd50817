/**
 * What the chaos run (chaos.ts) starts and breaks: a PostgreSQL cluster and a Redis server of its own, and
 * the 3 API processes behind nginx (deploy/cluster.mjs), with the readiness probe it waits on.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(cmd: string, argv: string[], cwd?: string) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')}: ${r.stderr || r.stdout}`);
}

/** Whether the API process on `port` answers its readiness probe within `seconds`. */
export async function waitReady(port: number, seconds = 60): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return true;
    } catch {
      // down
    }
    await sleep(250);
  }
  return false;
}

// ---- the run's own PostgreSQL and Redis -----------------------------------------------------------------
export function chaosPostgres(pgVersion: string, cluster: string, port: number) {
  const drop = () => {
    spawnSync('pg_dropcluster', [pgVersion, cluster, '--stop'], { encoding: 'utf8' });
  };
  return {
    drop,
    start() {
      drop();
      run('pg_createcluster', [pgVersion, cluster, '-p', String(port), '--start', '--', '--auth=trust']);
    },
    restart() {
      run('pg_ctlcluster', [pgVersion, cluster, 'restart', '-m', 'fast']);
    },
  };
}

export function chaosRedis(port: number) {
  let redis: ChildProcess | null = null;
  return {
    async start() {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 50; i++) {
        if (
          spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG')
        )
          return;
        await sleep(100);
      }
      throw new Error('redis-server did not start');
    },
    async stop() {
      if (!redis) return;
      const running = redis;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
      redis = null;
    },
  };
}

// ---- the cluster ----------------------------------------------------------------------------------------
type ClusterState = { processes: { index: number; port: number; pid: number | null; restarts: number }[] };

export function chaosCluster(o: {
  root: string;
  runDir: string;
  port: number;
  firstPort: string;
  env: Record<string, string>;
}) {
  let cluster: ChildProcess | null = null;
  return {
    state: () => JSON.parse(fs.readFileSync(path.join(o.runDir, 'cluster.json'), 'utf8')) as ClusterState,
    async start() {
      // Always the current source: a stale bundle would test yesterday's checkout.
      run('npm', ['run', 'build', '-w', '@mall/server'], o.root);
      const started = spawn(
        process.execPath,
        [
          path.join(o.root, 'deploy/cluster.mjs'),
          '--processes',
          '3',
          '--port',
          String(o.port),
          '--first-port',
          o.firstPort,
          '--run-dir',
          o.runDir,
        ],
        { env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      cluster = started;
      const up = new Promise<void>((resolve, reject) => {
        started.stdout!.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          process.stdout.write(text);
          if (text.includes('behind nginx')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`cluster exited (${code})`)));
      });
      await up;
    },
    async stop() {
      if (!cluster || cluster.exitCode !== null) return;
      const running = cluster;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
