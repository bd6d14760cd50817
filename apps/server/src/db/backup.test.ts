import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerAuth } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../testing/checkout.fixture';
import { addAddress, placeOrder } from '../testing/trade.fixture';
import { queryRows } from './client';

// deploy/backup.sh and deploy/restore.sh against the real PostgreSQL: orders placed through the API are in
// the dump, and a restore into a fresh database finds them, line for line.

const deploy = path.resolve(import.meta.dirname, '../../../../deploy');

describe.runIf(process.env.DATABASE_URL)('backups (pg_dump, restore into a fresh database)', () => {
  let app: TestApp;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-backup-'));
  const restoredName = `mall_test_restored_${randomBytes(4).toString('hex')}`;
  const serverUrl = () => new URL(process.env.DATABASE_URL!);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedShopBasics(app.db.db);
    await makeProduct(app.db.db, { id: 301, priceFen: 1250, stock: 100 });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    await admin.end();
  });

  it('dumps the database and restores it into a new one with every order and its lines', async () => {
    const buyer = await buyerAuth(app);
    const addressId = await addAddress(app, buyer);
    const placed = [
      await placeOrder(app, buyer, addressId, [{ skuId: 3011, quantity: 2 }]),
      await placeOrder(app, buyer, addressId, [{ skuId: 3011, quantity: 5 }]),
    ];
    const [db] = await queryRows<{ name: string }>(app.db.db, sql`select current_database() as name`);
    const sourceUrl = serverUrl();
    sourceUrl.pathname = `/${db!.name}`;

    const backup = spawnSync('bash', [path.join(deploy, 'backup.sh')], {
      env: { ...process.env, DATABASE_URL: sourceUrl.toString(), BACKUP_DIR: backupDir },
      encoding: 'utf8',
    });
    expect(backup.status, backup.stderr).toBe(0);
    const dumps = fs.readdirSync(backupDir).filter((f) => /^mall-.*\.dump$/.test(f));
    expect(dumps).toHaveLength(1);

    const targetUrl = serverUrl();
    targetUrl.pathname = `/${restoredName}`;
    const restore = spawnSync(
      'bash',
      [path.join(deploy, 'restore.sh'), path.join(backupDir, dumps[0]!), targetUrl.toString()],
      {
        encoding: 'utf8',
      },
    );
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('restored: 2 orders');

    const restored = new pg.Client({ connectionString: targetUrl.toString() });
    await restored.connect();
    try {
      const { rows } = await restored.query(
        `select o.order_no, o.pay_amount_fen, sum(l.quantity)::int as quantity
         from orders o join order_lines l on l.order_id = o.id group by o.id order by o.id`,
      );
      expect(rows.map((r) => r.order_no)).toEqual(placed.map((p) => p.orderNo));
      expect(rows.map((r) => r.quantity)).toEqual([2, 5]);
    } finally {
      await restored.end();
    }

    // A second restore into the now filled database is refused rather than mixed in.
    const again = spawnSync(
      'bash',
      [path.join(deploy, 'restore.sh'), path.join(backupDir, dumps[0]!), targetUrl.toString()],
      {
        encoding: 'utf8',
      },
    );
    expect(again.status).not.toBe(0);
    expect(again.stderr).toContain('already holds tables');
  }, 120_000);
});
