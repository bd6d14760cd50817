import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EINVOICE_DELIVERY_MSG,
  EINVOICE_FOLDER_MSG,
  type EinvoiceDelivery,
  type EinvoiceFolderPage,
  type InvoiceTitle,
} from '@mall/shared';
import { addMember, addressOf, verifiedCompany } from '../../../testing/company.fixture';
import { einvoiceWorld, type EinvoiceWorld } from '../../../testing/einvoice.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import type { Who } from '../../../testing/trade.fixture';
import { einvoiceDeliveries } from './einvoice-delivery.table';
import { SandboxProvider } from './einvoice.sandbox';
import { EinvoiceDelivering } from './folder.deliver';

// 发送 from the 发票夹: an invoice the caller may see goes by e-mail and/or SMS through the seller's provider
// (the sandbox here, which writes down what it sent where); a retry under the same key sends nothing more; a
// refusal or a lost answer is reported and kept; bad addresses are refused in Chinese; another buyer's or
// another company's invoice is 404 like an unknown one; the same invoice to the same address 5 times a day.

let { app, call, a, b, ops, ok, issueBlue } = {} as EinvoiceWorld;
const PRODUCT = 751;
const SKU = PRODUCT * 10 + 1;
const DELIVER = '/api/invoice/einvoice/folder/deliver';
let finance: Who;
let other: Who;
let personal = '';
let company = '';
let personalNumber = '';
let personalSha = '';

/** An issued blue 数电专票 over a delivered order of `who`, as his folder row id. */
const blue = async (who: Who, addressId: number, title: number) =>
  `blue-${(await issueBlue(who, addressId, title, [{ skuId: SKU, quantity: 1 }])).id}`;

const sandboxBooks = () => new SandboxProvider(app.db.db);

beforeAll(async () => {
  const world = await einvoiceWorld([{ id: PRODUCT, priceFen: 11300, stock: 10_000 }]);
  ({ app, call, a, b, ops, ok, issueBlue } = world);
  const co = await verifiedCompany(app, ops);
  finance = await addMember(app, co, ['财务']);
  other = (await verifiedCompany(app, ops)).admin;
  // A's title has a 收票邮箱 and a 收票人手机: the provider pushes the invoice there when it is issued.
  const personalTitle = (
    await ok<InvoiceTitle>(a, '/api/invoice/title/add', { ...XINGHU_TITLE, receiverMobile: '13900139000' })
  ).id;
  personal = await blue(a, await addressOf(app, a), personalTitle);
  const companyTitle = (await ok<InvoiceTitle>(co.admin, '/api/invoice/title/add', XINGHU_TITLE)).id;
  company = await blue(co.admin, await addressOf(app, co.admin), companyTitle);
  const row = (await ok<EinvoiceFolderPage>(a, '/api/invoice/einvoice/folder', {})).list[0]!;
  personalNumber = row.number;
  personalSha = row.xmlSha256;
}, 240_000);
afterAll(async () => {
  await app.close();
});

describe('发送 a 数电票 from the 发票夹 (API)', () => {
  it('pushed it on issue to the title’s 收票邮箱 and 收票人手机', async () => {
    const pushed = (await sandboxBooks().deliveries(personalNumber)).find((d) => d.serial.startsWith('P'));
    expect(pushed).toMatchObject({ status: 'sent', email: 'fp@xinghu.example.com', phone: '13900139000' });
    expect(pushed!.message.mail!.attachments[0]!.sha256).toBe(personalSha);
  });

  it('sends to an e-mail and a phone through the sandbox: the mail carries the issued XML, the SMS its number', async () => {
    const sent = await ok<EinvoiceDelivery>(a, DELIVER, {
      id: personal,
      email: ' buyer@example.com ',
      phone: '13800138000',
      idempotencyKey: 'send-personal-0001',
    });
    expect(sent).toMatchObject({
      id: personal,
      number: personalNumber,
      email: 'buyer@example.com',
      phone: '13800138000',
      status: 'sent',
      statusLabel: '已发送',
    });
    const [book] = (await sandboxBooks().deliveries(personalNumber)).filter((d) => d.serial === sent.serial);
    expect(book!.message.mail).toEqual({
      to: 'buyer@example.com',
      subject: `您收到一张数电发票（发票号码 ${personalNumber}）`,
      attachments: [{ name: `${personalNumber}.xml`, bytes: expect.any(Number), sha256: personalSha }],
    });
    expect(book!.message.sms?.to).toBe('13800138000');
    expect(book!.message.sms?.text).toContain(personalNumber);

    // Phone only.
    const sms = await ok<EinvoiceDelivery>(a, DELIVER, { id: personal, phone: '13700137000', email: '' });
    expect(sms).toMatchObject({ status: 'sent', email: '', phone: '13700137000' });
  });

  it('a retry under the same key answers the first delivery and sends nothing more; the key is not reused', async () => {
    const body = { id: personal, email: 'retry@example.com', idempotencyKey: 'send-personal-0002' };
    const first = await ok<EinvoiceDelivery>(a, DELIVER, body);
    const again = await ok<EinvoiceDelivery>(a, DELIVER, body);
    expect(again).toEqual(first);
    const books = (await sandboxBooks().deliveries(personalNumber)).filter(
      (d) => d.email === 'retry@example.com',
    );
    expect(books).toHaveLength(1);
    const rows = await app.db.db
      .select()
      .from(einvoiceDeliveries)
      .where(eq(einvoiceDeliveries.serial, first.serial));
    expect(rows).toHaveLength(1);
    const reused = await call(a, 'POST', DELIVER, { ...body, email: 'another@example.com' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().msg).toBe(EINVOICE_DELIVERY_MSG.KEY_REUSED);
  });

  it('refuses bad input in Chinese', async () => {
    const cases: [object, string][] = [
      [{ id: personal }, EINVOICE_DELIVERY_MSG.NONE],
      [{ id: personal, email: '', phone: ' ' }, EINVOICE_DELIVERY_MSG.NONE],
      [{ id: personal, email: 'not-an-address' }, EINVOICE_DELIVERY_MSG.EMAIL],
      [{ id: personal, phone: '1380013800' }, EINVOICE_DELIVERY_MSG.PHONE],
      [{ id: personal, email: 'ok@example.com', phone: '23800138000' }, EINVOICE_DELIVERY_MSG.PHONE],
      [{ id: 'green-1', email: 'ok@example.com' }, EINVOICE_FOLDER_MSG.NOT_FOUND],
    ];
    for (const [body, msg] of cases) {
      const res = await call(a, 'POST', DELIVER, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('another buyer’s or another company’s invoice is 404 like an unknown one; the company’s 财务 may send its own', async () => {
    for (const [who, id] of [
      [b, personal],
      [other, company],
      [finance, personal],
      [a, 'blue-999999'],
    ] as const) {
      const res = await call(who, 'POST', DELIVER, { id, email: 'x@example.com' });
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.json().msg).toBe(EINVOICE_FOLDER_MSG.NOT_FOUND);
    }
    expect(
      (await ok<EinvoiceDelivery>(finance, DELIVER, { id: company, email: 'cw@example.com' })).status,
    ).toBe('sent');
    expect((await call(null, 'POST', DELIVER, { id: personal, email: 'x@example.com' })).statusCode).toBe(
      401,
    );
  });

  it('the same invoice goes to the same address at most 5 times a day', async () => {
    const body = { id: company, phone: '13600136000' };
    for (let i = 0; i < 5; i++) await ok(finance, DELIVER, body);
    const sixth = await call(finance, 'POST', DELIVER, body);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().msg).toBe(EINVOICE_DELIVERY_MSG.SAME_ADDRESS_LIMIT);
    // Another address is another count.
    expect((await call(finance, 'POST', DELIVER, { id: company, phone: '13600136001' })).statusCode).toBe(
      200,
    );
  });
});

describe('the provider refuses or loses its answer', () => {
  it('a refusal is reported and kept; the same key answers the same refusal without sending again', async () => {
    const sandbox = new SandboxProvider(app.db.db);
    const delivering = new EinvoiceDelivering(app.db.db, { provider: async () => sandbox });
    sandbox.script({ kind: 'fail', reason: '邮箱服务暂不可用' });
    const body = { id: personal, email: 'fail@example.com', idempotencyKey: 'send-personal-fail' };
    const userId = a.buyer.id;
    await expect(delivering.deliver(userId, body)).rejects.toMatchObject({
      status: 502,
      message: `${EINVOICE_DELIVERY_MSG.FAILED}邮箱服务暂不可用`,
    });
    await expect(delivering.deliver(userId, body)).rejects.toMatchObject({ status: 502 });
    const rows = await app.db.db
      .select()
      .from(einvoiceDeliveries)
      .where(eq(einvoiceDeliveries.email, 'fail@example.com'));
    expect(rows).toMatchObject([{ status: 'failed', lastAnswer: '邮箱服务暂不可用', attempts: 1 }]);
    expect(
      (await sandbox.deliveries(personalNumber)).filter((d) => d.email === 'fail@example.com'),
    ).toMatchObject([{ status: 'failed', reason: '邮箱服务暂不可用' }]);
  });

  it('a lost answer stays 发送中 and is asked again under the same serial: one delivery at the provider', async () => {
    const sandbox = new SandboxProvider(app.db.db);
    const delivering = new EinvoiceDelivering(app.db.db, { provider: async () => sandbox });
    sandbox.script({ kind: 'timeout' });
    const body = { id: personal, phone: '13500135000', idempotencyKey: 'send-personal-lost' };
    await expect(delivering.deliver(a.buyer.id, body)).rejects.toMatchObject({
      status: 502,
      message: EINVOICE_DELIVERY_MSG.UNKNOWN,
    });
    const [stuck] = await app.db.db
      .select()
      .from(einvoiceDeliveries)
      .where(eq(einvoiceDeliveries.phone, '13500135000'));
    expect(stuck).toMatchObject({ status: 'sending', attempts: 1 });
    const done = await delivering.deliver(a.buyer.id, body);
    expect(done).toMatchObject({ status: 'sent', serial: stuck!.serial });
    expect((await sandbox.deliveries(personalNumber)).filter((d) => d.phone === '13500135000')).toHaveLength(
      1,
    );
  });
});
