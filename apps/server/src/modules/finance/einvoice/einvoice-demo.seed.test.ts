import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RedForm } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { seeders } from '../../../seed';
import { loginBuyer, operatorLogin } from '../../../testing/accounts';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { seedDemoEinvoice } from './einvoice-demo.seed';

// The demo 数电票 (issue 47, point 7): after the demo seeders, the step made through the app's own calls
// leaves demo's completed 自营 order with an issued 数电专票 and a 红字确认单 from 自营 that waits for
// qy_caiwu (the demo company's 财务); run again, it adds nothing.

const w = useTestApp(() => buildCatalogueApp(600), 180_000);
const PASSWORDS: Record<string, string> = {
  demo: 'Demo@123456',
  qy_caiwu: 'Caiwu@123456',
  admin: 'Admin@123456',
};

async function counts() {
  const [row] = await queryRows<{ orders: number; issues: number; forms: number }>(
    w.app.db.db,
    sql`select (select count(*)::int from orders) as orders,
          (select count(*)::int from einvoice_issues) as issues,
          (select count(*)::int from einvoice_red_forms) as forms`,
  );
  return row!;
}

describe('demo 数电票 and 红字确认单', () => {
  it('issues a 专票 through the sandbox and leaves a form for qy_caiwu; a second start adds nothing', async () => {
    const ctx = { db: w.app.db.db, env: w.app.env, log: () => {} };
    for (const seeder of seeders)
      if (seeder.name !== 'catalogue' && seeder.name !== 'search index') await seeder.run(ctx);
    const run = () =>
      seedDemoEinvoice({
        app: w.app,
        db: w.app.db.db,
        log: () => {},
        waitMs: 20_000,
        tokenFor: async (subject) => {
          if (subject.kind === 'buyer')
            return (await loginBuyer(w.app, subject.username, PASSWORDS[subject.username]!)).accessToken;
          const res = await operatorLogin(w.app, subject.username, PASSWORDS[subject.username]!);
          return (res.json().data as { accessToken: string }).accessToken;
        },
      });
    expect(await run()).toBe(true);
    const after = await counts();
    expect(after).toEqual({ orders: 1, issues: 1, forms: 1 });
    const [issue] = await queryRows<{ status: string; type: string; number: string; order_status: number }>(
      w.app.db.db,
      sql`select e.status, e.type, e.number, o.status as order_status, o.merchant_id, o.company_id
          from einvoice_issues e join invoice_orders io on io.invoice_id = e.invoice_id
          join orders o on o.id = io.order_id`,
    );
    expect(issue).toMatchObject({
      status: 'issued',
      type: '81',
      order_status: 5,
      merchant_id: 0,
      company_id: expect.any(Number),
    });
    expect(issue!.number).toMatch(/^\d{20}$/);

    const caiwu = await loginBuyer(w.app, 'qy_caiwu', PASSWORDS.qy_caiwu!);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/invoice/einvoice/red-forms',
      headers: { authorization: `Bearer ${caiwu.accessToken}` },
      payload: { status: 'pending' },
    });
    const forms = res.json().data as RedForm[];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      applicant: 'seller',
      reason: '销售折让',
      status: 'pending',
      needsConfirm: true,
    });
    expect(forms[0]!.blueNumber).toBe(issue!.number);
    expect(forms[0]!.totalFen).toBeLessThan(0);

    expect(await run()).toBe(false);
    expect(await counts()).toEqual(after);
  }, 180_000);
});
