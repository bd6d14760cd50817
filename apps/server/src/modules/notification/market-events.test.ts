import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerAuth, operatorAuth } from '../../testing/accounts';
import { gloveBody, seedShopBasics } from '../../testing/checkout.fixture';
import { addressOf, verifiedCompany, type TestCompany } from '../../testing/company.fixture';
import { buildCatalogueApp } from '../../testing/search.fixture';
import { catalogueFacts, shopSkus } from '../../testing/shop.fixture';
import { caller, type Who } from '../../testing/trade.fixture';
import { useTestApp } from '../../testing/world';
import {
  confirmedEmail,
  deliveriesOf,
  mailOutbox,
  robotPlatforms,
  tellOutbox,
} from './robot-receiver.fixture';
import { biddingBody } from '../../testing/bidding.fixture';

// The market's events (issue 49): a shop invited to a bidding request, a quote received by the request's
// buyer, the lines a shop won, a shop's monthly statement. Each creates the deliveries its recipients asked
// for (a shop's or a company's robots that took the event, the buyer's 招标 mail) and no others, once.

const w = useTestApp(
  () => buildCatalogueApp(40, { env: { NOTIFY_ATTEMPTS: '3', NOTIFY_BACKOFF_MS: '50' } }),
  240_000,
);
const secrets = { wecomKey: 'market-wecom-0123456789', dingtalk: 'SECmarket0123', feishu: 'market-feishu' };
const receiver = robotPlatforms(secrets, 0, () => new Date());
afterAll(async () => (await receiver).close());

type Shop = Who & { shopId: number; skus: number[]; robotId: number };
let call: ReturnType<typeof caller>;
let op: Who;
let invited: Shop;
let elsewhere: Shop;
let company: TestCompany;
let companyRobot: number;
let mail: string;
let cat0: number;

const outbox = (to: string) => mailOutbox(w.app, to);
/** Saves `who`'s notification preferences. */
const prefer = (who: Who, payload: object) =>
  w.app.inject({ method: 'PUT', url: '/api/notification/preferences', headers: who.headers, payload });
/** Reads the outbox as the scheduled job does and waits for every delivery. */
const tell = () => tellOutbox(w.app);
const events = async (where: { robotId?: number; userId?: number }, prefix: string) =>
  (await deliveriesOf(w.app, where)).filter((d) => d.event.startsWith(prefix));

async function robot(who: Who, base: string, name: string, subscribed: string[]) {
  const { urls } = await receiver;
  const res = await call(who, 'POST', base, {
    platform: 'wecom',
    name,
    webhookUrl: urls.wecom,
    events: subscribed,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }).id;
}

async function shopWithSkus(tag: string, categoryId: number, leaf: number, brand: number, took: string[]) {
  const grant = { categoryId, brandId: brand, leaf };
  const { shop, skus } = await shopSkus(w.app, op.headers, `通知${tag}五金`, grant);
  const robotId = await robot(shop, '/api/portal/notification-robots', `${tag}店群`, took);
  return { headers: shop.headers, shopId: shop.shopId, skus, robotId };
}

beforeAll(async () => {
  call = caller(w.app);
  op = await operatorAuth(w.app, '超级管理员');
  await seedShopBasics(w.app.db.db);
  const facts = await catalogueFacts(w.app);
  cat0 = facts.cats[0]!.first;
  const brand = facts.brands[0]!.id;
  const shopEvents = ['bidding.invited', 'bidding.awarded', 'settlement.ready'];
  invited = await shopWithSkus('甲', cat0, facts.cats[0]!.leaf, brand, shopEvents);
  elsewhere = await shopWithSkus('丁', facts.cats[1]!.first, facts.cats[1]!.leaf, brand, shopEvents);
  company = await verifiedCompany(w.app, op);
  companyRobot = await robot(company.admin, '/api/company/notification-robots', '采购群', ['bidding.quoted']);
  mail = `jingjia${company.admin.id}@demo.example`;
  await confirmedEmail(w.app, company.admin.id, mail);
  // Mail at once whenever the suite runs (the 招标 group keeps quiet hours).
  const quiet = await prefer(company.admin, {
    groups: {},
    quietHours: { enabled: false, start: '22:00', end: '08:00' },
  });
  expect(quiet.statusCode, quiet.body).toBe(200);
}, 240_000);

describe('bidding events', () => {
  it('tells the invited shop, the buyer of each first quote (sealed: no price) and the winning shop, once each', async () => {
    const lines = [{ productName: '内六角扳手', spec: '9 件套', quantity: 3, unit: '套', categoryId: cat0 }];
    const published = await call(
      company.admin,
      'POST',
      '/api/bidding/publish',
      biddingBody('通知测试竞价', lines),
    );
    expect(published.statusCode, published.body).toBe(200);
    const { id, biddingNo } = published.json().data as { id: number; biddingNo: string };
    await tell();
    const inv = await events({ robotId: invited.robotId }, 'bidding.');
    expect(inv.map((d) => [d.event, d.status])).toEqual([['bidding.invited', 'sent']]);
    expect(await events({ robotId: elsewhere.robotId }, 'bidding.')).toEqual([]);
    const { posts } = await receiver;
    const post = (needle: string) =>
      posts.map((p) => JSON.stringify(p.body)).filter((b) => b.includes(needle));
    expect(post(`【竞价邀请】${biddingNo}`)).toHaveLength(1);
    expect(post(`/merchant/bidding/quote?id=${id}`).length).toBeGreaterThan(0);

    const quoteBody = (priceFen: number) => ({
      id,
      lines: [{ lineNo: 1, skuId: invited.skus[0]!, unitPriceFen: priceFen }],
      deliveryDays: 5,
      validDays: 10,
      remark: '含税含运费',
    });
    const q = await call(invited, 'POST', '/api/portal/bidding/quote', quoteBody(31_731));
    expect(q.statusCode, q.body).toBe(200);
    // The shop changes its quote: no second message.
    expect((await call(invited, 'POST', '/api/portal/bidding/quote', quoteBody(30_000))).statusCode).toBe(
      200,
    );
    await tell();
    const quoted = await events({ userId: company.admin.id }, 'bidding.');
    expect(quoted.map((d) => [d.event, d.channel, d.status])).toEqual([['bidding.quoted', 'email', 'sent']]);
    const [m] = (await outbox(mail)).filter((x) => x.subject.includes('收到报价'));
    expect(m!.subject).toBe(`【收到报价】竞价单 ${biddingNo} 收到 通知甲五金 的报价`);
    expect(m!.text).toContain('密封竞价');
    expect(m!.text).not.toMatch(/317\.31|951\.93|报价合计/);
    expect(m!.text).toContain(`/product-bidding/detail?id=${id}`);
    expect((await events({ robotId: companyRobot }, 'bidding.')).map((d) => d.event)).toEqual([
      'bidding.quoted',
    ]);

    await w.app.db.db.execute(
      sql`update bidding_requests set deadline = now() - interval '1 second' where id = ${id}`,
    );
    const awarded = await call(company.admin, 'POST', '/api/bidding/award', {
      id,
      addressId: await addressOf(w.app, company.admin),
      payMethod: 4,
      awards: [{ lineNo: 1, quoteId: q.json().data.quoteId as number }],
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const [orderNo] = awarded.json().data.orderNos as string[];
    await tell();
    await tell();
    const won = await events({ robotId: invited.robotId }, 'bidding.');
    expect(won.map((d) => d.event)).toEqual(['bidding.awarded', 'bidding.invited']);
    expect(post(`【中标通知】竞价单 ${biddingNo}，订单 ${orderNo}`)).toHaveLength(1);
    // Nothing more for the buyer or the company's group, nothing for the shop never invited.
    expect(await events({ userId: company.admin.id }, 'bidding.')).toHaveLength(1);
    expect(await events({ robotId: companyRobot }, 'bidding.')).toHaveLength(1);
    expect(await events({ robotId: elsewhere.robotId }, 'bidding.')).toEqual([]);
  });

  it('an open request’s quote carries its total; a buyer who switched 招标 mail off gets none', async () => {
    const buyer = await buyerAuth(w.app);
    const to = `geren${buyer.buyer.id}@demo.example`;
    await confirmedEmail(w.app, buyer.buyer.id, to);
    const publish = async () => {
      const lines = [{ productName: '棘轮扳手', spec: '12mm', quantity: 2, unit: '把', categoryId: cat0 }];
      const over = { openBidding: true, contactName: '王工', contactMobile: '13900139001' };
      const res = await call(buyer, 'POST', '/api/bidding/publish', biddingBody('公开竞价通知', lines, over));
      return (res.json().data as { id: number }).id;
    };
    const quote = (id: number) =>
      call(invited, 'POST', '/api/portal/bidding/quote', {
        id,
        lines: [{ lineNo: 1, skuId: invited.skus[0]!, unitPriceFen: 12_345 }],
        deliveryDays: 3,
        validDays: 10,
      });
    await prefer(buyer, {
      groups: {},
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    expect((await quote(await publish())).statusCode).toBe(200);
    await tell();
    const [m] = await outbox(to);
    expect(m!.text).toContain('报价合计：¥246.90');
    expect(m!.text).toContain('交货期：3 天');

    const off = await prefer(buyer, {
      groups: { bidding: { email: false, sms: false } },
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    expect(off.statusCode).toBe(200);
    expect((await quote(await publish())).statusCode).toBe(200);
    await tell();
    expect(await events({ userId: buyer.buyer.id }, 'bidding.')).toHaveLength(1);
    // A personal buyer has no company group: the company's robot heard of neither.
    expect(await events({ robotId: companyRobot }, 'bidding.')).toHaveLength(1);
  });
});

describe('settlement.ready', () => {
  it('posts a shop’s new statement to its robot once; regenerating it tells nothing', async () => {
    const period = '2026-10';
    const gen = () =>
      call(op, 'POST', '/api/admin/settlement/generate', { period, merchantId: invited.shopId });
    expect((await gen()).json().data.generated).toBe(1);
    await tell();
    expect((await gen()).json().data.generated).toBe(1);
    await tell();
    const told = await events({ robotId: invited.robotId }, 'settlement.');
    expect(told.map((d) => [d.event, d.status])).toEqual([['settlement.ready', 'sent']]);
    const { posts } = await receiver;
    const bodies = posts.map((p) => JSON.stringify(p.body)).filter((b) => b.includes('【结算单】2026-10'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('应结 ¥0.00');
    expect(bodies[0]).toContain('/merchant/settlement?id=');
    expect(await events({ robotId: elsewhere.robotId }, 'settlement.')).toEqual([]);
  });
});

describe('stock.back', () => {
  it('mails the buyer whose back-in-stock alert fired, once, as his 到货提醒 preferences ask', async () => {
    const tag = `TZ${Date.now() % 1e6}`;
    const product = (stock: number, id?: number, skuId?: number) => ({
      ...(id ? { id } : {}),
      ...gloveBody(tag, `世达 到货通知手套 ${tag}`, [{ id: skuId, stock }]),
    });
    const saved = await call(op, 'POST', '/api/admin/catalogue/product/save', product(0));
    expect(saved.statusCode, saved.body).toBe(200);
    const p = saved.json().data as { id: number; skus: { id: number }[] };
    const skuId = p.skus[0]!.id;
    const wants = await buyerAuth(w.app);
    const quiet = await buyerAuth(w.app);
    for (const [who, off] of [
      [wants, false],
      [quiet, true],
    ] as const) {
      await confirmedEmail(w.app, who.buyer.id, `daohuo${who.buyer.id}@demo.example`);
      const pref = await prefer(who, {
        groups: off ? { stock: { email: false, sms: false } } : {},
        quietHours: { enabled: false, start: '22:00', end: '08:00' },
      });
      expect(pref.statusCode).toBe(200);
      const sub = await call(who, 'POST', '/api/stock-alert/subscribe', { skuId, areaCode: '320000' });
      expect(sub.statusCode, sub.body).toBe(200);
    }
    const restock = async (stock: number) => {
      const res = await call(op, 'POST', '/api/admin/catalogue/product/save', product(stock, p.id, skuId));
      expect(res.statusCode, res.body).toBe(200);
      await w.app.jobs.idle();
      await tell();
    };
    await restock(50);
    await restock(60);
    const told = await events({ userId: wants.buyer.id }, 'stock.');
    // 到货提醒's 短信 is on by default: a mail and a text, once.
    expect(told.map((d) => [d.event, d.channel, d.status]).sort()).toEqual([
      ['stock.back', 'email', 'sent'],
      ['stock.back', 'sms', 'sent'],
    ]);
    const [m] = await outbox(`daohuo${wants.buyer.id}@demo.example`);
    expect(m!.subject).toBe(`【到货提醒】世达 到货通知手套 ${tag} 已到货`);
    expect(m!.text).toContain(`商品编码：${tag}-1`);
    expect(m!.text).toContain(`/goods/${skuId}`);
    expect(await events({ userId: quiet.buyer.id }, 'stock.')).toEqual([]);
  });
});

describe('quotation.expiring', () => {
  it('tells the buyer of a quotation expiring within 3 days once, by the hourly job, as his 报价 mail asks', async () => {
    const tag = `BQ${Date.now() % 1e6}`;
    const saved = await call(op, 'POST', '/api/admin/catalogue/product/save', {
      title: `世达 报价到期扳手 ${tag}`,
      brandId: 9001,
      categoryId: 1909,
      modelNo: tag,
      unit: '把',
      moq: 1,
      step: 1,
      specs: [],
      skus: [{ spec: {}, code: tag, price: '38.60', stock: 500, areaStocks: [] }],
      salesAreaCodes: ['0000'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const skuId = (saved.json().data as { skus: { id: number }[] }).skus[0]!.id;
    const quote = async (who: Who) => {
      await call(who, 'POST', '/api/cart/list/saveCartProduct', { skuId, quantity: 100 });
      const res = await call(who, 'POST', '/api/quotation/create', { validDays: 7 });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; quotationNo: string };
    };
    const [wants, off] = [await buyerAuth(w.app), await buyerAuth(w.app)];
    for (const who of [wants, off]) {
      await confirmedEmail(w.app, who.buyer.id, `baojia${who.buyer.id}@demo.example`);
      const pref = await prefer(who, {
        groups: who === off ? { quotation: { email: false, sms: false } } : {},
        quietHours: { enabled: false, start: '22:00', end: '08:00' },
      });
      expect(pref.statusCode).toBe(200);
    }
    const soon = await quote(wants);
    const later = await quote(wants);
    const offSoon = await quote(off);
    await w.app.db.db.execute(
      sql`update quotations set expires_at = now() + interval '2 days'
          where id in (${soon.id}, ${offSoon.id})`,
    );
    const run = async () => {
      await w.app.jobs.add('notification.quotations', {});
      await w.app.jobs.idle();
    };
    await run();
    await run();
    const told = await events({ userId: wants.buyer.id }, 'quotation.');
    expect(told.map((d) => [d.event, d.channel, d.status])).toEqual([
      ['quotation.expiring', 'email', 'sent'],
    ]);
    const mails = (await outbox(`baojia${wants.buyer.id}@demo.example`)).filter((m) =>
      m.subject.startsWith('【报价即将到期】'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(soon.quotationNo);
    expect(mails[0]!.text).toContain('报价金额：¥3860.00');
    expect(mails[0]!.text).toContain(`/quotations/detail?id=${soon.id}`);
    expect(mails[0]!.text).not.toContain(later.quotationNo);
    expect(await events({ userId: off.buyer.id }, 'quotation.')).toEqual([]);
    // Moved into the window later, the other quotation is told then, once.
    await w.app.db.db.execute(
      sql`update quotations set expires_at = now() + interval '1 day' where id = ${later.id}`,
    );
    await run();
    await run();
    expect(await events({ userId: wants.buyer.id }, 'quotation.')).toHaveLength(2);
  });
});
