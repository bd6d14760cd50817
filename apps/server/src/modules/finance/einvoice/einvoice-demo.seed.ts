import { sql } from 'drizzle-orm';
import type { EinvoiceIssue, RedForm } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import type { App } from '../../../lib/types';
import type { TokenSubject } from '../../identity/auth';
import { PLATFORM_PROFILE } from './demo-profile';

/** What the demo 数电票 needs of the running app: its calls, a token per account, the clock to wait on. */
export type DemoEinvoiceContext = {
  app: App;
  db: Db;
  /** An access token for a seeded account (the app's own token service: no captcha, no password). */
  tokenFor: (subject: TokenSubject) => Promise<string>;
  log: (msg: string) => void;
  /** How long to wait for the sandbox's answer (it answers after its delay, 2 s in development). */
  waitMs?: number;
};

const SETTING = 'demoEinvoiceAt';
const SEED_IP = '127.0.0.1';

type Caller = <T>(token: string, method: 'GET' | 'POST', url: string, body?: object) => Promise<T>;

function callerOf(app: App): Caller {
  return async <T>(token: string, method: 'GET' | 'POST', url: string, body?: object) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: SEED_IP,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.json() as { data: T }).data;
  };
}

/** A 自营 product the demo buyer can buy at his default address, in a category with a 税收分类编码. */
async function pickPlatformSku(db: Db, call: Caller, token: string, areaCode: string) {
  const rows = await queryRows<{ sku_id: number }>(
    db,
    sql`select p.default_sku_id as sku_id from products p
        where p.merchant_id = 0 and p.on_shelf
          and exists (select 1 from category_tax_codes c
                      where c.category_id in (p.category_id, p.second_category_id, p.first_category_id))
        order by p.id limit 40`,
  );
  for (const { sku_id: skuId } of rows) {
    const d = await call<{
      moq: number;
      step: number;
      area: { inArea: boolean };
      skus: { skuId: number; available: boolean; stock: number }[];
    }>(token, 'GET', `/api/product/detail/${skuId}?areaCode=${areaCode}`).catch(() => null);
    const sku = d?.skus.find((s) => s.available && s.stock >= d.moq + 5 * d.step);
    if (d?.area.inArea && sku) return { skuId: sku.skuId, quantity: d.moq + d.step };
  }
  return null;
}

async function waitFor<T>(what: string, ms: number, read: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: no answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Demo data of issue 47 (point 7): the demo buyer's completed 自营 company order with a 数电专票 issued through
 * the sandbox, and a 红字确认单 (销售折让 on its first line) applied by 自营 that waits for the demo company's
 * 财务 (qy_caiwu) to confirm. Everything goes through the app's own calls, as the buyer and the console would:
 * checkout, the transfer confirmed, accept, ship, receipt, the application, the issue, the form. Runs once:
 * the setting `demoEinvoiceAt` is written before the first call, so a failure half-way is logged and not
 * repeated (a second start adds nothing). Needs the demo accounts, company, address and title seeded.
 */
export async function seedDemoEinvoice(ctx: DemoEinvoiceContext): Promise<boolean> {
  const { app, db, log } = ctx;
  const [done] = await queryRows<{ value: unknown }>(
    db,
    sql`select value from settings where key = ${SETTING}`,
  );
  if (done) return false;
  const [who] = await queryRows<{
    demo: number | null;
    caiwu: number | null;
    op: number | null;
    role: string;
  }>(
    db,
    sql`select (select id from users where username = 'demo') as demo,
          (select id from users where username = 'qy_caiwu') as caiwu,
          (select id from operators where username = 'admin') as op,
          coalesce((select role from operators where username = 'admin'), '') as role`,
  );
  if (!who?.demo || !who.caiwu || !who.op) return false;
  await db.execute(
    sql`insert into settings (key, value) values (${SETTING}, ${JSON.stringify({ at: new Date().toISOString() })}::jsonb)
        on conflict (key) do nothing`,
  );
  const call = callerOf(app);
  const buyer = await ctx.tokenFor({ kind: 'buyer', id: who.demo, username: 'demo' });
  const admin = await ctx.tokenFor({ kind: 'operator', id: who.op, username: 'admin', role: who.role });

  if (!(await call<object | null>(admin, 'GET', '/api/admin/invoice/einvoice/profile')))
    await call(admin, 'POST', '/api/admin/invoice/einvoice/profile', PLATFORM_PROFILE);
  const addresses = await call<{ id: number; provinceCode: string; isDefault: number }[]>(
    buyer,
    'GET',
    '/api/address/list',
  );
  const address = addresses.find((a) => a.isDefault === 1) ?? addresses[0];
  if (!address) throw new Error('demo buyer has no address');
  const item = await pickPlatformSku(db, call, buyer, address.provinceCode);
  if (!item) throw new Error('no 自营 product with a tax code to buy');
  const { orderNo } = await call<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', {
    items: [item],
    idempotencyKey: 'demo-einvoice-order',
    addressId: address.id,
    payMethod: 4,
    invoice: null,
    remark: '演示：数电专票与红字确认单',
  });
  await call(admin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo, note: '演示订单已到账' });
  await call(admin, 'POST', '/api/admin/order/accept', { orderNo });
  await call(admin, 'POST', '/api/admin/order/ship', {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400000000047',
  });
  await call(buyer, 'POST', '/api/order/confirmReceipt', { orderNo });

  const titles = await call<{ id: number; isDefault: boolean | number }[]>(
    buyer,
    'POST',
    '/api/invoice/title/list',
    {},
  );
  const title = titles.find((t) => t.isDefault) ?? titles[0];
  if (!title) throw new Error('demo buyer has no invoice title');
  const invoice = await call<{ id: number }>(buyer, 'POST', '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });
  await call(admin, 'POST', '/api/admin/invoice/einvoice/issue', { invoiceId: invoice.id });
  const blue = await waitFor('the sandbox issue', ctx.waitMs ?? 60_000, async () => {
    const list = await call<EinvoiceIssue[]>(admin, 'POST', '/api/admin/invoice/einvoice/issue/list', {});
    const issue = list.find((i) => i.invoiceId === invoice.id);
    if (issue?.status === 'failed') throw new Error(`sandbox issue failed: ${issue.lastAnswer}`);
    return issue?.status === 'issued' ? issue : undefined;
  });
  const detail = await call<{ lines: { amountInclTax: string }[] }>(buyer, 'POST', '/api/invoice/detail', {
    id: invoice.id,
  });
  // 销售折让 of a tenth of the first line: the seller asks, the buyer's 财务 confirms within 72 hours.
  const first = Math.round(Number(detail.lines[0]!.amountInclTax) * 100);
  const form = await call<RedForm>(admin, 'POST', '/api/admin/invoice/einvoice/red-forms/apply', {
    invoiceId: invoice.id,
    reason: '销售折让',
    lines: [{ index: 0, quantity: 0, amountFen: Math.max(1, Math.round(first / 10)) }],
  });
  log(
    `demo 数电票: order ${orderNo}, 数电专票 ${blue.number ?? ''}, 红字确认单 ${form.formNumber} 待 qy_caiwu 确认（至 ${form.confirmBy}）`,
  );
  return true;
}
