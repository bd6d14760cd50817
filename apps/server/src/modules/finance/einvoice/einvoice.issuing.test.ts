import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EINVOICE_MSG, type EinvoiceIssue, type InvoiceTitle } from '@mall/shared';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { markPaid, placeOrder } from '../../../testing/trade.fixture';
import { SellerTaxProfileService } from './einvoice-profile.service';
import { EinvoiceIssuing, StillIssuing } from './einvoice.issuing';
import { parseEinvoiceNumber } from './einvoice.number';
import { SandboxProvider } from './einvoice.sandbox';
import { einvoiceIssues, einvoiceSandboxInvoices } from './einvoice.table';
import { parseEinvoiceXml } from './einvoice.xml';
import { codeAsTools, SELLER_PROFILE as PROFILE } from '../../../testing/einvoice.fixture';

// A blue 数电票 for an existing invoice application, beside the paper-era flow: checked (profile, codes,
// buyer's tax number), sent by a job with a unique serial, the XML parsed back and checked before it counts.

let { app, call, a, fin, goods, addrA } = {} as TradeWorld;
const PRODUCT = 701;
const SKU = PRODUCT * 10 + 1;
const ISSUE = '/api/admin/invoice/einvoice/issue';
let titleId: number;

async function application(quantity: number): Promise<number> {
  const o = await placeOrder(app, a, addrA, [{ skuId: SKU, quantity }]);
  await markPaid(app, o.orderNo);
  const res = await call(a, 'POST', '/api/invoice/apply', { orderNos: [o.orderNo], type: 2, titleId });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}

/** Issuing through a sandbox of its own, its jobs worked by the test. */
function sandboxIssuing() {
  const db = app.db.db;
  const sandbox = new SandboxProvider(db);
  const issuing = new EinvoiceIssuing(db, {
    profiles: new SellerTaxProfileService(db, undefined),
    provider: async () => sandbox,
    enqueue: async () => {},
  });
  return { db, sandbox, issuing };
}

beforeAll(async () => {
  ({ app, call, a, fin, goods, addrA } = await tradeWorld([{ id: PRODUCT, priceFen: 11300, stock: 1000 }]));
  const title = await call(a, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
  titleId = (title.json().data as InvoiceTitle).id;
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('issuing a blue 数电票 for an application (console)', () => {
  it('refuses without the seller’s profile, then names the lines without a 税收分类编码', async () => {
    const invoiceId = await application(2);
    const noProfile = await call(fin, 'POST', ISSUE, { invoiceId });
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().msg).toBe(EINVOICE_MSG.NO_PROFILE);
    expect((await call(fin, 'POST', '/api/admin/invoice/einvoice/profile', PROFILE)).statusCode).toBe(200);
    const noCode = await call(fin, 'POST', ISSUE, { invoiceId });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toContain(EINVOICE_MSG.MISSING_CODES);
    expect(noCode.json().msg).toContain('未设置税收分类编码');
    expect((await call(fin, 'POST', ISSUE, { invoiceId: 999999 })).statusCode).toBe(404);
  });

  it('issues through the sandbox: 20-digit number, XML checked against the application, its SHA-256 kept', async () => {
    await codeAsTools((url, body) => call(goods, 'POST', url, body), [PRODUCT]);
    const invoiceId = await application(3);
    const res = await call(fin, 'POST', ISSUE, { invoiceId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ invoiceId, status: 'queued', type: '81', totalFen: 33900 });
    await app.jobs.idle();
    const list = (await call(fin, 'POST', `${ISSUE}/list`, { status: 'issued' })).json()
      .data as EinvoiceIssue[];
    const issued = list.find((i) => i.invoiceId === invoiceId)!;
    expect(issued).toMatchObject({ status: 'issued', statusLabel: '已开具', lastAnswer: '已开具' });
    expect(parseEinvoiceNumber(issued.number!)).toMatchObject({ region: '11' });
    const [row] = await app.db.db.select().from(einvoiceIssues).where(eq(einvoiceIssues.id, issued.id));
    expect(createHash('sha256').update(row!.xml).digest('hex')).toBe(issued.xmlSha256);
    const xml = parseEinvoiceXml(row!.xml);
    expect(xml).toMatchObject({
      buyerTaxId: XINGHU_TITLE.taxNo,
      totalFen: 33900,
      totalInWords: '叁佰叁拾玖圆整',
    });
    expect(xml.lines[0]).toMatchObject({ taxCode: '1080422000000000000', quantity: 3, inclFen: 33900 });
    expect(xml.lines[0]!.name).toMatch(/^\*金属制品\*/);

    // Issued, the application is 已开票: asked again, it is refused (never a second invoice for its orders).
    const again = await call(fin, 'POST', ISSUE, { invoiceId });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(EINVOICE_MSG.ISSUED);
  });

  it('is the console finance area’s', async () => {
    expect((await call(a, 'POST', `${ISSUE}/list`, {})).statusCode).toBe(403);
  });
});

describe('retries never issue twice', () => {
  it('a lost answer is retried with the same serial; a second callback changes nothing', async () => {
    const { db, sandbox, issuing } = sandboxIssuing();
    // The lost answer's push is held until the retry has been sent: on a busy host it could otherwise land
    // between the two and settle the request before the test reads it as stuck.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.onResult(async (r) => {
      await held;
      await issuing.settle(r);
    });
    const asked = await issuing.ask(await application(1));
    sandbox.script({ kind: 'timeout' });
    await expect(issuing.work(asked.id)).rejects.toBeInstanceOf(StillIssuing);
    const stuck = (await issuing.list('issuing')).find((i) => i.id === asked.id)!;
    expect(stuck.lastAnswer).toContain('超时');
    await issuing.work(asked.id);
    release();
    await sandbox.idle();
    const rows = await db
      .select()
      .from(einvoiceSandboxInvoices)
      .where(eq(einvoiceSandboxInvoices.serial, asked.serial));
    expect(rows).toHaveLength(1);
    const done = (await issuing.list('issued')).find((i) => i.id === asked.id)!;
    expect(done.number).toBe(rows[0]!.number);
    expect(done.attempts).toBe(2);

    const twice = await issuing.ask(await application(1));
    sandbox.script({ kind: 'twice' });
    await issuing.work(twice.id);
    await sandbox.idle();
    const settled = (await issuing.list('issued')).find((i) => i.id === twice.id)!;
    expect(settled.number).toMatch(/^\d{20}$/);
    expect(settled.number).not.toBe(done.number);
  });

  it('a failure is kept with the provider’s reason; the application may be asked again with a new serial', async () => {
    const { sandbox, issuing } = sandboxIssuing();
    const invoiceId = await application(1);
    const first = await issuing.ask(invoiceId);
    sandbox.script({ kind: 'fail', reason: '开票人未实名认证' });
    await issuing.work(first.id);
    const failed = (await issuing.list('failed')).find((i) => i.id === first.id)!;
    expect(failed.lastAnswer).toBe('开具失败：开票人未实名认证');
    const second = await issuing.ask(invoiceId);
    expect(second.serial).not.toBe(first.serial);
    await issuing.work(second.id);
    expect((await issuing.list('issued')).some((i) => i.id === second.id)).toBe(true);
    await sandbox.idle();
  });
});
