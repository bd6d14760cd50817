/**
 * Drives a drawn sequence of calls with wrk (Debian's package `wrk`) instead of autocannon: the same
 * requests in the same order, sent by a load generator written in C. On a two-core host autocannon takes
 * about a third of a core at 7,000 req/s, beside the server and PostgreSQL; wrk takes far less, so the
 * server gets the share a separate load-generating machine would leave it. Issue 15's own figures were
 * measured with wrk.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DrawnRequest } from './traffic';

/** Whether wrk is installed. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** A Lua string literal of any bytes (Lua's decimal escapes). */
const lua = (text: string) =>
  `"${[...Buffer.from(text)].map((b) => (b >= 32 && b < 127 && b !== 34 && b !== 92 ? String.fromCharCode(b) : `\\${b}`)).join('')}"`;

export type WrkResult = { rps: number; p50: number; p99: number; errors: number };

/**
 * Sends `requests` in order (again from the start when they run out) for `duration` seconds over
 * `connections` connections from one wrk thread, with `headers` on each.
 */
export async function driveWithWrk(opts: {
  url: string;
  requests: DrawnRequest[];
  headers: Record<string, string>;
  connections: number;
  duration: number;
}): Promise<WrkResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-wrk-'));
  const data = path.join(dir, 'drawn.tsv');
  const script = path.join(dir, 'drawn.lua');
  // One request a line (method, path, body; a JSON body holds no raw tab or newline), read once by the script.
  fs.writeFileSync(
    data,
    opts.requests.map((q) => `${q.method}\t${q.path}\t${q.body ?? ''}`).join('\n') + '\n',
  );
  const headers = Object.entries(opts.headers)
    .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
    .join(', ');
  fs.writeFileSync(
    script,
    [
      `local headers = { ${headers} }`,
      'local r = {}',
      // Formatted in init: only then does wrk know the Host header the requests need.
      'function init(args)',
      `  for line in io.lines(${lua(data)}) do`,
      '    local method, path, body = line:match("^([^\t]*)\t([^\t]*)\t(.*)$")',
      '    r[#r + 1] = wrk.format(method, path, headers, body ~= "" and body or nil)',
      '  end',
      'end',
      'local i = 0',
      'request = function() i = i % #r + 1; return r[i] end',
    ].join('\n'),
  );
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', [
        '-t1',
        `-c${opts.connections}`,
        `-d${opts.duration}s`,
        '--latency',
        '-s',
        script,
        opts.url,
      ]);
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.stderr.on('data', (d: Buffer) => (text += d.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
      );
    });
    const ms = (label: string) => {
      const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
      if (!m) return NaN;
      const n = Number(m[1]);
      return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
    };
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
      p50: ms('50'),
      p99: ms('99'),
      errors: non2xx + (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
