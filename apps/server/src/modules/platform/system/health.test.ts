import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';

// Liveness and readiness for load balancers: live while the process answers, ready only while the database
// and the shared store answer.

const w = useTestApp();

const get = (url: string) => w.app.inject({ method: 'GET', url });

describe('health checks', () => {
  it('answers live and ready, and keeps /api/health as the contract gives it', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json().data]).toEqual([200, { ready: true, db: 'up', store: 'up' }]);
    expect((await get('/api/health')).json().data).toMatchObject({ status: 'ok' });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'readiness fails while the database refuses connections and recovers when it is back; liveness holds',
    async () => {
      const [row] = await queryRows<{ name: string }>(w.app.db.db, sql`select current_database() as name`);
      const name = row!.name;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        const down = await get('/api/health/ready');
        expect([down.statusCode, down.json().data]).toEqual([503, { ready: false, db: 'down', store: 'up' }]);
        expect(down.json().msg).toBe('服务暂不可用：数据库或缓存无响应');
        expect((await get('/api/health/live')).statusCode).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      let back = await get('/api/health/ready');
      for (let i = 0; i < 20 && back.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 250));
        back = await get('/api/health/ready');
      }
      expect(back.statusCode).toBe(200);
    },
  );
});
