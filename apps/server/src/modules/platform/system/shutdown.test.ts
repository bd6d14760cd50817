import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { queryRows } from '../../../db/client';
import { createStore } from '../../../lib/store';
import { createTestDb } from '../../../testing/test-db';

// What SIGTERM does (server.ts: close-with-grace → app.close()): stop taking connections, let the requests in
// flight finish with the database still open, then close the jobs, the store and the database.

describe('graceful shutdown', () => {
  it(
    'finishes a request in flight, database and all, before closing; later connections are refused',
    { timeout: 90_000 },
    async () => {
      const env = loadEnv({
        NODE_ENV: 'test',
        CAPTCHA_PROVIDER: 'test',
        DATABASE_URL: process.env.DATABASE_URL,
        REDIS_URL: process.env.REDIS_URL,
      });
      const db = await createTestDb(env.DATABASE_URL);
      const store = await createStore(env.REDIS_URL, `mall-test:${randomBytes(6).toString('hex')}:`);
      const app = await buildApp({ env, db, store, serveWeb: false });
      // A slow call: it reads the database only after the shutdown has begun.
      let started!: () => void;
      const inFlight = new Promise<void>((r) => (started = r));
      app.get('/api/test/slow', async () => {
        started();
        await new Promise((r) => setTimeout(r, 800));
        const [row] = await queryRows<{ n: number }>(db.db, sql`select 42 as n`);
        return { code: 200, msg: 'success', data: row!.n };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

      const slow = fetch(`${base}/api/test/slow`).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { data: number },
      }));
      await inFlight;
      const began = Date.now();
      const closing = app.close();
      await new Promise((r) => setTimeout(r, 100));
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();

      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBe(42);
      await closing;
      expect(Date.now() - began).toBeLessThan(10_000);
    },
  );
});
