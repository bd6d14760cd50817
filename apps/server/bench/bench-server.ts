/**
 * The server a bench drives: the built `dist/server.js` as one process, or (`--processes N`, N > 1) the
 * deployed shape, N processes behind Debian's nginx started by `deploy/cluster.mjs` on the same port, as
 * docs/deployment.md runs production. Either way the bench calls one address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, serverRoot } from '../src/lib/paths';

export type BenchServerOptions = {
  port: number;
  /** API processes: 1 is the server alone; more run behind nginx (needs DATABASE_URL and REDIS_URL). */
  processes: number;
  env: NodeJS.ProcessEnv;
  /** Flags for the server's node (one process only: the cluster script starts its own). */
  nodeArgs: string[];
  /** Where the cluster script keeps nginx's files and cluster.json. */
  runDir: string;
};

export type BenchServer = {
  /** Resident memory of the API processes in MB: the largest, and all of them summed. */
  rssMb(): { max: number; sum: number };
  stop(): Promise<void>;
};

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function answers(url: string, tries: number): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** Starts the server (or the cluster) and resolves once it answers its health check. */
export async function startBenchServer(o: BenchServerOptions): Promise<BenchServer> {
  const clustered = o.processes > 1;
  if (clustered && (!o.env.DATABASE_URL || !o.env.REDIS_URL))
    throw new Error('--processes > 1 needs PostgreSQL and --redis: the processes share them');
  const child: ChildProcess = clustered
    ? spawn(
        process.execPath,
        [
          path.join(repoRoot(), 'deploy', 'cluster.mjs'),
          '--processes',
          String(o.processes),
          '--port',
          String(o.port),
          '--first-port',
          String(o.port + 1),
          '--run-dir',
          o.runDir,
        ],
        { env: o.env, stdio: ['ignore', 'inherit', 'inherit'] },
      )
    : spawn(process.execPath, [...o.nodeArgs, path.join(serverRoot(), 'dist', 'server.js')], {
        env: { ...o.env, PORT: String(o.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
  const exited = new Promise((r) => child.once('exit', r));
  const pids = (): number[] => {
    if (!clustered) return [child.pid!];
    const state = JSON.parse(fs.readFileSync(path.join(o.runDir, 'cluster.json'), 'utf8')) as {
      processes: { pid: number | null }[];
    };
    return state.processes.flatMap((p) => (p.pid ? [p.pid] : []));
  };
  const server: BenchServer = {
    rssMb() {
      const each = pids().map(rssOf);
      return { max: Math.max(0, ...each), sum: each.reduce((a, b) => a + b, 0) };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
  if (await answers(`http://127.0.0.1:${o.port}/api/health`, clustered ? 600 : 120)) return server;
  await server.stop();
  throw new Error('server did not start');
}
