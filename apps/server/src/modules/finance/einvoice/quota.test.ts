import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EinvoiceIssue, EinvoiceQuota, InvoiceTitle } from '@mall/shared';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { SandboxProvider } from './einvoice.sandbox';
import { daysToMonthEnd, EinvoiceQuotas } from './quota.service';
import { einvoiceWorld, SELLER_PROFILE, type EinvoiceWorld } from '../../../testing/einvoice.fixture';

// 授信额度: read from the provider after each issue and on demand (daily by the einvoice.quota job), with the
// 80 % warning; a request that would exceed what is left is held, and released when the quota grows.

let { app, call, a, fin, addrA } = {} as EinvoiceWorld;
const PRODUCT = 741;
const TAX_ID = '91110000600037341L';
const BASE = '/api/admin/invoice/einvoice';
let titleId: number;

async function ok<T>(who: Who, method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
  const res = await call(who, method, url, body);
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

/** Asks a blue 数电专票 for a new application of 3 × ¥113.00 (¥300.00 without tax); its request. */
async function ask(): Promise<EinvoiceIssue> {
  const o = await placeOrder(app, a, addrA, [{ skuId: PRODUCT * 10 + 1, quantity: 3 }]);
  await markPaid(app, o.orderNo);
  const inv = await ok<{ id: number }>(a, 'POST', '/api/invoice/apply', {
    orderNos: [o.orderNo],
    type: 2,
    titleId,
  });
  const asked = await ok<EinvoiceIssue>(fin, 'POST', `${BASE}/issue`, { invoiceId: inv.id });
  await app.jobs.idle();
  const list = await ok<EinvoiceIssue[]>(fin, 'POST', `${BASE}/issue/list`, {});
  return list.find((i) => i.id === asked.id)!;
}

beforeAll(async () => {
  ({ app, call, a, fin, addrA } = await einvoiceWorld([{ id: PRODUCT, priceFen: 11300, stock: 10_000 }], {
    ...SELLER_PROFILE,
    taxpayerId: TAX_ID,
  }));
  titleId = (await ok<InvoiceTitle>(a, 'POST', '/api/invoice/title/add', XINGHU_TITLE)).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('授信额度', () => {
  it('is read after each issue; warns at 80 %; holds a request over it and releases it when the quota grows', async () => {
    const sandbox = new SandboxProvider(app.db.db);
    const first = await ask();
    expect(first.status).toBe('issued');
    // Read after the issue: ¥300.00 without tax used of the sandbox's default.
    const read = await ok<EinvoiceQuota>(fin, 'GET', `${BASE}/quota`);
    expect(read).toMatchObject({ usedFen: 30000, warn: false, heldCount: 0, lastError: '' });
    expect(read.readAt).not.toBeNull();

    // The bureau lowers the quota to ¥350.00: 85 % used, and the next ¥300.00 would exceed what is left.
    await sandbox.setQuota(TAX_ID, 35000);
    const low = await ok<EinvoiceQuota>(fin, 'POST', `${BASE}/quota/refresh`, {});
    expect(low).toMatchObject({
      totalFen: 35000,
      usedFen: 30000,
      remainingFen: 5000,
      usedPercent: 85,
      warn: true,
    });
    expect(low.warning).toContain('已使用 85%');
    const held = await ask();
    expect(held).toMatchObject({ status: 'held', statusLabel: '额度不足暂缓', attempts: 0, number: null });
    expect(held.lastAnswer).toContain('授信额度不足');
    const waiting = await ok<EinvoiceQuota>(fin, 'GET', `${BASE}/quota`);
    expect(waiting).toMatchObject({ heldCount: 1, heldFen: 30000 });
    expect(waiting.warning).toContain('暂缓开具');
    // Reading again without more room keeps it held.
    await ok(fin, 'POST', `${BASE}/quota/refresh`, {});
    await app.jobs.idle();
    const still = await ok<EinvoiceIssue[]>(fin, 'POST', `${BASE}/issue/list`, { status: 'held' });
    expect(still.map((i) => i.id)).toContain(held.id);

    // The quota grows: the next reading releases it, and it is issued with its own serial.
    await sandbox.setQuota(TAX_ID, 1_000_000);
    const grown = await ok<EinvoiceQuota>(fin, 'POST', `${BASE}/quota/refresh`, {});
    expect(grown.warn).toBe(false);
    await app.jobs.idle();
    const issued = await ok<EinvoiceIssue[]>(fin, 'POST', `${BASE}/issue/list`, { status: 'issued' });
    const released = issued.find((i) => i.id === held.id)!;
    expect(released).toMatchObject({ serial: held.serial, attempts: 1 });
    expect(released.number).toMatch(/^\d{20}$/);
    const after = await ok<EinvoiceQuota>(fin, 'GET', `${BASE}/quota`);
    expect(after).toMatchObject({ usedFen: 60000, remainingFen: 940000, heldCount: 0, warning: '' });
  });

  it('before the month’s end, warns again when the applications waiting to issue exceed what is left', async () => {
    const sandbox = new SandboxProvider(app.db.db);
    // ¥600.00 used of ¥1,000.00: 60 %, no 80 % warning; ¥400.00 left.
    await sandbox.setQuota(TAX_ID, 100000);
    await ok(fin, 'POST', `${BASE}/quota/refresh`, {});
    // Two applications of ¥300.00 (without tax) wait to be issued: ¥600.00 against ¥400.00 left.
    for (let i = 0; i < 2; i++) {
      const o = await placeOrder(app, a, addrA, [{ skuId: PRODUCT * 10 + 1, quantity: 3 }]);
      await markPaid(app, o.orderNo);
      await ok(a, 'POST', '/api/invoice/apply', { orderNos: [o.orderNo], type: 2, titleId });
    }
    const at = (iso: string) =>
      new EinvoiceQuotas(app.db.db, {
        profiles: undefined as never,
        provider: undefined as never,
        enqueue: async () => {},
        now: () => new Date(iso),
      }).read(0);
    const mid = await at('2026-11-10T02:00:00Z');
    expect(mid).toMatchObject({
      usedPercent: 60,
      warn: false,
      warning: '',
      waitingCount: 2,
      waitingFen: 60000,
    });
    const late = await at('2026-11-27T02:00:00Z');
    expect(late.warn).toBe(true);
    expect(late.warning).toBe(
      '距月末还有 3 天：待开具的 2 张发票申请（含月末合并开票，不含税 ¥600.00）超过剩余额度 ¥400.00，超出部分将暂缓开具，请及时申请调整授信额度',
    );
    // With room for both, the last days bring no warning.
    await sandbox.setQuota(TAX_ID, 200000);
    await ok(fin, 'POST', `${BASE}/quota/refresh`, {});
    expect(await at('2026-11-30T10:00:00Z')).toMatchObject({
      warn: false,
      warning: '',
      remainingFen: 140000,
    });
  });

  it('counts the days to the month’s end on the China day', () => {
    expect(daysToMonthEnd(new Date('2026-11-30T15:59:00Z'))).toBe(0); // 23:59 on 30 November in China
    expect(daysToMonthEnd(new Date('2026-11-30T16:00:00Z'))).toBe(30); // 1 December
    expect(daysToMonthEnd(new Date('2028-02-01T00:00:00Z'))).toBe(28); // a leap February
    expect(daysToMonthEnd(new Date('2027-02-27T00:00:00Z'))).toBe(1);
  });

  it('is the console finance area’s; a buyer is refused', async () => {
    expect((await call(a, 'GET', `${BASE}/quota`)).statusCode).toBe(403);
  });
});
