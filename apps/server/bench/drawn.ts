import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverRoot } from '../src/lib/paths';
import type { BenchRow } from './bench-kit';
import type { DrawnRequest } from './traffic';
import { driveWithWrk } from './wrk';

/** How drawn calls are driven: the load generator, seconds, connections and each request's headers. */
export type DriveOptions = {
  driver: 'autocannon' | 'wrk';
  duration: number;
  connections: number;
  headers: Record<string, string>;
};

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** The one-query baseline server (bench/baseline-server.ts) on port `at`, until `stop`. */
export async function startBaseline(
  databaseUrl: string,
  at: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, path.join(serverRoot(), 'bench', 'baseline-server.ts')],
    {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, PORT: String(at) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 60; i++) {
    const up = await fetch(`http://127.0.0.1:${at}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up)
      return {
        port: at,
        stop: async () => {
          child.kill('SIGTERM');
          await new Promise((r) => child.once('exit', r));
        },
      };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the baseline server did not start');
}

/** Drives one drawn sequence of calls at `target` with the chosen driver: a row of the table. */
export async function driveDrawn(
  { driver, duration, connections, headers }: DriveOptions,
  target: number,
  next: () => DrawnRequest,
  name: string,
): Promise<BenchRow> {
  if (driver === 'wrk') {
    // Enough drawn requests for the run at well above the rates seen; wrk starts over if it runs out.
    const requests = Array.from({ length: Math.min(400_000, duration * 15_000) }, () => next());
    const r = await driveWithWrk({
      url: `http://127.0.0.1:${target}`,
      requests,
      headers,
      connections,
      duration,
    });
    return {
      group: 'traffic',
      name: `${name} (wrk)`,
      rps: fmt(r.rps, 0),
      p50: fmt(r.p50),
      p99: fmt(r.p99),
      errors: String(r.errors),
    };
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${target}`,
    connections,
    duration,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          const drawn = next();
          return {
            ...req,
            method: drawn.method,
            path: drawn.path,
            body: drawn.body,
            headers,
          };
        },
      },
    ],
  });
  return {
    group: 'traffic',
    name,
    rps: fmt(result.requests.average, 0),
    p50: fmt(result.latency.p50),
    p99: fmt(result.latency.p99),
    errors: String(result.errors + result.non2xx + result.timeouts),
  };
}
