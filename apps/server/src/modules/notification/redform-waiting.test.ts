import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EinvoiceIssue, InvoiceTitle, RedForm } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../testing/accounts';
import { addMember, addressOf, must, verifiedCompany } from '../../testing/company.fixture';
import { SELLER_PROFILE, codeAsTools } from '../../testing/einvoice.fixture';
import { XINGHU_TITLE } from '../../testing/finance-invoice.fixture';
import { openShop } from '../../testing/shop.fixture';
import { deliver, markPaid, placeOrder, type Who } from '../../testing/trade.fixture';
import { confirmedEmail, daytime, deliveriesOf, useRobotWorld } from './robot-receiver.fixture';
import { switchOff } from './preferences/preferences.fixture';

// 红字确认单待确认 (redform.waiting, issue 49) from the outbox: a form raised by one side is told to exactly who
// can confirm it on the other — a person's own invoice: the person; a company's: its active 财务 (a 管理员
// without 财务 can't confirm, so is not told) and its robots that took the event; a buyer's form over a shop's
// invoice: the shop's robots; over 自营's: no one (operators see the console's list). Once each; a form
// confirmed or withdrawn tells nothing new.

const clock = daytime();
const w = useRobotWorld({ wecomKey: 'wecom-key-redform-01', dingtalk: 'SECr', feishu: 'fr' }, clock);

const SELLER_FORMS = '/api/admin/invoice/einvoice/red-forms';
const BUYER_FORMS = '/api/invoice/einvoice/red-forms';
let fin: Who;

const { outbox, tell } = w;
const redMail = async (to: string) =>
  (await outbox(to)).filter((m) => m.subject.startsWith('【红字确认单待确认】'));
const told = async (who: { id: number }) =>
  (await deliveriesOf(w.app, { userId: who.id })).filter((d) => d.event === 'redform.waiting');
const post = <T>(who: Who, url: string, body: object) => must(w.app)<T>(who, 'POST', url, body);

/** Gives `who` a confirmed mail address. */
async function mailbox(who: { id: number }, tag: string): Promise<string> {
  const to = `${tag}${who.id}rf${Date.now()}@demo.example`;
  await confirmedEmail(w.app, who.id, to);
  return to;
}

/** An issued blue 数电专票 (counts as 用途确认, so a form waits) over a delivered order of `who`: its number. */
async function blue(who: Who, titleId: number): Promise<{ invoiceId: number; number: string }> {
  const addressId = await addressOf(w.app, who);
  const o = await placeOrder(w.app, who, addressId, [{ skuId: 73011, quantity: 2 }]);
  await markPaid(w.app, o.orderNo);
  await deliver(w.app, w.op, who, o.orderNo);
  const inv = await post<{ id: number }>(who, '/api/invoice/apply', {
    orderNos: [o.orderNo],
    type: 2,
    titleId,
  });
  await post(fin, '/api/admin/invoice/einvoice/issue', { invoiceId: inv.id });
  await w.app.jobs.idle();
  const issued = await post<EinvoiceIssue[]>(fin, '/api/admin/invoice/einvoice/issue/list', {});
  const number = issued.find((i) => i.invoiceId === inv.id && i.status === 'issued')?.number;
  expect(number).toMatch(/^\d{20}$/);
  // What the order and the invoice tell is read before the test's own events.
  await tell();
  return { invoiceId: inv.id, number: number! };
}

const titleOf = async (who: Who) =>
  (await post<InvoiceTitle>(who, '/api/invoice/title/add', XINGHU_TITLE)).id;

beforeAll(async () => {
  fin = { headers: (await operatorAuth(w.app, '财务')).headers };
  const goods = { headers: (await operatorAuth(w.app, '商品')).headers };
  await post(fin, '/api/admin/invoice/einvoice/profile', SELLER_PROFILE);
  await codeAsTools((url, body) => post(goods, url, body), [7301]);
}, 180_000);

describe('a 红字确认单 raised by the seller', () => {
  it('tells the company’s 财务 who want 发票 mail and its robot, once; not the 管理员 or others; confirming tells nothing', async () => {
    const company = await verifiedCompany(w.app, w.op);
    const admin = company.admin as Who & { id: number };
    const finance = await addMember(w.app, company, ['财务']);
    const quiet = await addMember(w.app, company, ['财务']);
    const buyer = await addMember(w.app, company, ['采购员']);
    const to = {
      admin: await mailbox(admin, 'admin'),
      finance: await mailbox(finance, 'fin'),
      quiet: await mailbox(quiet, 'quiet'),
      buyer: await mailbox(buyer, 'buyer'),
    };
    expect((await switchOff(w.app, quiet, 'invoice')).statusCode).toBe(200);
    const robot = await post<{ id: number }>(admin, '/api/company/notification-robots', {
      platform: 'wecom',
      name: '财务群',
      webhookUrl: w.platforms.urls.wecom,
      events: ['redform.waiting'],
    });
    const inv = await blue(admin, await titleOf(admin));

    const form = await post<RedForm>(fin, `${SELLER_FORMS}/apply`, {
      invoiceId: inv.invoiceId,
      reason: '销货退回',
      lines: [{ index: 0, quantity: 1, amountFen: 12_500 }],
    });
    expect(form.status).toBe('pending');
    await tell();
    await tell();

    const mails = await redMail(to.finance);
    expect(mails.map((m) => m.subject)).toEqual([
      `【红字确认单待确认】${form.formNumber}（发票 ${inv.number}，-¥125.00）`,
    ]);
    const text = mails[0]!.text;
    expect(text).toContain(`红字确认单编号：${form.formNumber}`);
    expect(text).toContain(`蓝字发票号码：${inv.number}`);
    expect(text).toContain('红冲金额：-¥125.00');
    expect(text).toContain('红冲原因：销货退回');
    const deadline = new Date(new Date(form.confirmBy!).getTime() + 8 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    expect(text).toContain(`确认截止：${deadline}`);
    expect(text).toContain('/red-forms');
    expect(await told(finance)).toEqual([expect.objectContaining({ channel: 'email', status: 'sent' })]);
    // The 财务 with 发票 mail off, the 管理员 and the 采购员 (who can't confirm): nothing.
    for (const who of [quiet, admin, buyer]) expect(await told(who)).toEqual([]);
    for (const mailboxOf of [to.quiet, to.admin, to.buyer]) expect(await redMail(mailboxOf)).toEqual([]);
    expect(
      (await deliveriesOf(w.app, { robotId: robot.id })).filter((d) => d.event === 'redform.waiting'),
    ).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(w.platforms.posts.some((p) => JSON.stringify(p.body).includes(form.formNumber))).toBe(true);

    // Confirmed by the 财务: nothing new for anyone.
    await post(finance, `${BUYER_FORMS}/confirm`, { id: form.id });
    await w.app.jobs.idle();
    await tell();
    expect(await told(finance)).toHaveLength(1);
    expect(
      (await deliveriesOf(w.app, { robotId: robot.id })).filter((d) => d.event === 'redform.waiting'),
    ).toHaveLength(1);
  });

  it('tells a person about his own invoice; a form withdrawn tells nothing new', async () => {
    const person = await buyerAuth(w.app);
    const to = await mailbox(person.buyer, 'person');
    const inv = await blue(person, await titleOf(person));
    const form = await post<RedForm>(fin, `${SELLER_FORMS}/apply`, {
      invoiceId: inv.invoiceId,
      reason: '开票有误',
    });
    await tell();
    expect((await redMail(to)).map((m) => m.subject)).toEqual([
      `【红字确认单待确认】${form.formNumber}（发票 ${inv.number}，-¥250.00）`,
    ]);
    await post(fin, `${SELLER_FORMS}/revoke`, { id: form.id });
    await tell();
    expect(await told(person.buyer)).toHaveLength(1);
  });

  it('tells nothing of a refused application (another seller’s invoice)', async () => {
    const person = await buyerAuth(w.app);
    await mailbox(person.buyer, 'refused');
    const inv = await blue(person, await titleOf(person));
    // Another seller's form: refused before anything is written.
    const shop = await openShop(w.app, (await operatorAuth(w.app)).headers, {
      categoryIds: [],
      brandIds: [],
    });
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/portal/invoice/einvoice/red-forms/apply',
      headers: shop.headers,
      payload: { invoiceId: inv.invoiceId, reason: '开票有误' },
    });
    expect(res.statusCode).toBe(404);
    await tell();
    expect(await told(person.buyer)).toEqual([]);
  });
});

describe('a 红字确认单 raised by the buyer', () => {
  it('is posted to the shop’s robots that took it, once; over 自营’s invoice no one is told', async () => {
    const person = await buyerAuth(w.app);
    await mailbox(person.buyer, 'raiser');
    const titleId = await titleOf(person);
    const superAdmin = (await operatorAuth(w.app)).headers;
    const shop = await openShop(w.app, superAdmin, { categoryIds: [], brandIds: [] });
    const robots = await Promise.all(
      [['redform.waiting'], ['shop.order']].map(async (events, i) => {
        const res = await w.app.inject({
          method: 'POST',
          url: '/api/portal/notification-robots',
          headers: shop.headers,
          payload: { platform: 'wecom', name: `财务群${i}`, webhookUrl: w.platforms.urls.wecom, events },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as { id: number }).id;
      }),
    );
    // A blue invoice of the shop's: 自营's, moved to the shop (the shop's issuing is not this test's).
    const shops = await blue(person, titleId);
    await w.app.db.db.execute(
      sql`update einvoice_issues set merchant_id = ${shop.shopId} where invoice_id = ${shops.invoiceId}`,
    );
    const own = await blue(person, titleId);

    const toShop = await post<RedForm>(person, `${BUYER_FORMS}/apply`, {
      invoiceId: shops.invoiceId,
      reason: '开票有误',
    });
    const toPlatform = await post<RedForm>(person, `${BUYER_FORMS}/apply`, {
      invoiceId: own.invoiceId,
      reason: '开票有误',
    });
    expect([toShop.status, toPlatform.status]).toEqual(['pending', 'pending']);
    await tell();
    await tell();

    const [taker, other] = robots as [number, number];
    expect(
      (await deliveriesOf(w.app, { robotId: taker })).filter((d) => d.event === 'redform.waiting'),
    ).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(await deliveriesOf(w.app, { robotId: other })).toEqual([]);
    const posted = w.platforms.posts.filter((p) => JSON.stringify(p.body).includes(toShop.formNumber));
    expect(posted).toHaveLength(1);
    const body = JSON.stringify(posted[0]!.body);
    expect(body).toContain('/merchant/finance/einvoice?tab=red-forms');
    expect(body).toContain('购买方');
    // 自营's form: not a post, not a mail; the buyer who raised them is not told of his own forms.
    expect(w.platforms.posts.some((p) => JSON.stringify(p.body).includes(toPlatform.formNumber))).toBe(false);
    expect(await told(person.buyer)).toEqual([]);
    const waiting = (await w.app.db.db.execute(
      sql`select count(*)::int as n from notification_deliveries where event = 'redform.waiting'
            and message::text like ${`%${toPlatform.formNumber}%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0]!.n).toBe(0);
  });
});
