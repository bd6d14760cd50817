import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuickOrderMatch, SubstituteAdminList, SubstituteAnswer, SubstituteLink } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { useTestApp } from '../../../testing/world';

// Substitutes (替代品): the typed-attribute rule (tolerance, category, stock and shelf), operators' links
// (first, with their note), the product page's answer with its parameter comparison, and quick order's
// offers for a line it cannot fill.

const w = useTestApp();
type Who = { headers: Record<string, string> };
let goods: Who;
let ops: Who;
let buyer: Who;

const sku = (product: number) => product * 10 + 1;
// The original: bore 20 mm, outer 4.7 cm (an attribute in cm), seal 2RS; out of stock.
const ORIGINAL = 950001;
const NEAR = 950002; // bore 20.5 mm (+2.5 %): proposed
const FAR = 950003; // bore 22 mm (+10 %): not
const OTHER_CATEGORY = 950004; // equal, but in 1908
const EMPTY = 950005; // equal, stock 0
const OTHER_SEAL = 950006; // seal ZZ
const OFF = 950007; // equal, off shelf
const LINKED = 950008; // bore 25 mm, linked by an operator
const ZHEJIANG = 950009; // equal, sold only in 浙江
const EXACT = 950010; // equal in every key parameter: nearest of the rule's
const NO_SEAL = 950011; // bore and outer equal, no seal value: not every key parameter, not proposed

const attrs: Record<string, number> = {};

async function defineAttributes(db: DbOrTx, category: number) {
  for (const [name, type, unit, sort] of [
    ['内径', 'number', 'mm', 1],
    ['外径', 'number', 'cm', 2],
    ['密封形式', 'enum', '', 3],
  ] as const) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into category_attributes (category_id, name, type, unit, sort, is_filter)
          values (${category}, ${name}, ${type}, ${unit}, ${sort}, true) returning id::int as id`,
    );
    attrs[`${category}:${name}`] = row!.id;
  }
}

/** Typed values of a one-SKU product (bore and outer in mm, the base unit). */
async function typed(
  db: DbOrTx,
  product: number,
  bore: string,
  outer: string,
  seal: string | null,
  category = 1909,
) {
  const values: [string, string | null, string | null, string | null][] = [
    ['内径', bore, bore, null],
    ['外径', outer, outer, null],
    ...(seal === null ? [] : [['密封形式', null, null, seal] as [string, null, null, string]]),
  ];
  for (const [name, min, max, enumValue] of values)
    await db.execute(sql`insert into sku_attribute_values
        (sku_id, product_id, attribute_id, raw, min_value, max_value, enum_value)
      values (${sku(product)}, ${product}, ${attrs[`${category}:${name}`]!}, ${min ?? enumValue ?? ''},
        ${min}::numeric, ${max}::numeric, ${enumValue})`);
}

beforeAll(async () => {
  const db = w.app.db.db;
  await seedShopBasics(db);
  await defineAttributes(db, 1909);
  await defineAttributes(db, 1908);
  const make = (id: number, o: Parameters<typeof makeProduct>[1] extends infer T ? Partial<T> : never = {}) =>
    makeProduct(db, { id, title: `深沟球轴承 ${id}`, ...o });
  await make(ORIGINAL, { stock: 0 });
  await typed(db, ORIGINAL, '20', '47', '2RS');
  await make(NEAR);
  await typed(db, NEAR, '20.5', '47', '2RS');
  await make(FAR);
  await typed(db, FAR, '22', '47', '2RS');
  await make(OTHER_CATEGORY);
  await db.execute(sql`update products set category_id = 1908 where id = ${OTHER_CATEGORY}`);
  await typed(db, OTHER_CATEGORY, '20', '47', '2RS', 1908);
  await make(EMPTY, { stock: 0 });
  await typed(db, EMPTY, '20', '47', '2RS');
  await make(OTHER_SEAL);
  await typed(db, OTHER_SEAL, '20', '47', 'ZZ');
  await make(OFF, { onShelf: false });
  await typed(db, OFF, '20', '47', '2RS');
  await make(LINKED);
  await typed(db, LINKED, '25', '52', '2RS');
  await make(ZHEJIANG, { areas: ['330000'] });
  await typed(db, ZHEJIANG, '20', '47', '2RS');
  await make(EXACT);
  await typed(db, EXACT, '20', '47', '2RS');
  await make(NO_SEAL);
  await typed(db, NO_SEAL, '20', '47', null);
  [goods, ops, buyer] = await Promise.all([
    operatorAuth(w.app, '商品'),
    operatorAuth(w.app, '运营'),
    buyerAuth(w.app),
  ]);
});

const post = (url: string, payload: object, who: Who | null) =>
  w.app.inject({ method: 'POST', url, payload, headers: who?.headers ?? {} });
const admin = (path: string, payload: object, who: Who | null = goods) =>
  post(`/api/admin/catalogue/substitute/${path}`, payload, who);

async function page(id: number, areaCode = '0000', who: Who | null = null): Promise<SubstituteAnswer> {
  const res = await w.app.inject({
    method: 'GET',
    url: `/api/product/${id}/substitutes?areaCode=${areaCode}`,
    headers: who?.headers ?? {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SubstituteAnswer;
}
const ids = (a: SubstituteAnswer) => a.items.map((i) => i.skuId);

describe('substitutes: the typed-attribute rule', () => {
  it('proposes SKUs of the same category whose key parameters are equal within ±5 %, buyable in the area', async () => {
    const answer = await page(sku(ORIGINAL));
    expect(answer.reason).toBe('缺货');
    // Equal ones first (by SKU id when sales tie), then NEAR (2.5 %); not FAR (10 %), another category, no
    // stock, another seal, off shelf, a missing key parameter. 全国 sees 浙江's product too.
    expect(ids(answer)).toEqual([sku(ZHEJIANG), sku(EXACT), sku(NEAR)]);
    for (const not of [FAR, OTHER_CATEGORY, EMPTY, OTHER_SEAL, OFF, LINKED, NO_SEAL])
      expect(ids(answer)).not.toContain(sku(not));
  });

  it('leaves out what is not sold in the buyer’s area', async () => {
    const answer = await page(sku(ORIGINAL), '320000');
    expect(ids(answer)).toEqual([sku(EXACT), sku(NEAR)]);
  });

  it('compares the typed parameters side by side, in the original attribute’s unit', async () => {
    const near = (await page(sku(ORIGINAL), '320000')).items.find((i) => i.skuId === sku(NEAR))!;
    expect(near).toMatchObject({ linked: false, note: '', title: `深沟球轴承 ${NEAR}`, stock: 100 });
    expect(near.comparison).toEqual([
      { name: '内径', original: '20 mm', substitute: '20.5 mm', same: false },
      { name: '外径', original: '4.7 cm', substitute: '4.7 cm', same: true },
      { name: '密封形式', original: '2RS', substitute: '2RS', same: true },
    ]);
  });

  it('answers no substitutes for a SKU that can be bought, and takes a product id for its default SKU', async () => {
    expect(await page(sku(NEAR))).toEqual({ skuId: sku(NEAR), reason: null, items: [] });
    expect((await page(ORIGINAL)).skuId).toBe(sku(ORIGINAL));
    expect((await page(OFF)).reason).toBe('已下架');
    expect((await page(ZHEJIANG, '320000')).reason).toBe('该区域不销售');
    const unknown = await w.app.inject({
      method: 'GET',
      url: '/api/product/999999991/substitutes?areaCode=0000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('substitutes: operators’ links', () => {
  let link: SubstituteLink;
  it('links a substitute with a note (商品 role), refuses itself, its own product, a repeat and unknown SKUs', async () => {
    const res = await admin('add', {
      skuId: sku(ORIGINAL),
      substituteSkuId: sku(LINKED),
      note: '内径大一号，需更换轴套',
    });
    expect(res.statusCode, res.body).toBe(200);
    link = res.json().data;
    expect(link).toMatchObject({ skuId: sku(ORIGINAL), note: '内径大一号，需更换轴套' });
    expect(link.substitute).toMatchObject({ skuId: sku(LINKED), code: `SKU-${sku(LINKED)}`, onShelf: true });
    expect((await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: sku(LINKED) })).statusCode).toBe(409);
    const self = await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: sku(ORIGINAL) });
    expect([self.statusCode, self.json().msg]).toEqual([400, '替代品不能是商品规格本身']);
    await w.app.db.db.execute(
      sql`insert into skus (id, product_id, code, spec, price_fen, stock) values (${sku(ORIGINAL) + 1}, ${ORIGINAL},
          'SKU-sibling', '{}'::jsonb, 100, 5)`,
    );
    const sibling = await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: sku(ORIGINAL) + 1 });
    expect([sibling.statusCode, sibling.json().msg]).toEqual([400, '替代品不能是同一商品的其他规格']);
    expect((await admin('add', { skuId: 999999991, substituteSkuId: sku(NEAR) })).statusCode).toBe(404);
    expect((await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: 999999991 })).statusCode).toBe(404);
    const bad = await admin('add', {
      skuId: sku(ORIGINAL),
      substituteSkuId: sku(NEAR),
      note: '长'.repeat(101),
    });
    expect(bad.statusCode).toBe(400);
    expect((await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: sku(NEAR) }, ops)).statusCode).toBe(
      403,
    );
    expect((await admin('add', { skuId: sku(ORIGINAL), substituteSkuId: sku(NEAR) }, buyer)).statusCode).toBe(
      403,
    );
  });

  it('lists links and what the rule proposes besides (stock not asked)', async () => {
    const res = await admin('list', { skuId: sku(ORIGINAL) });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as SubstituteAdminList;
    expect(list.links.map((l) => l.substitute.skuId)).toEqual([sku(LINKED)]);
    const proposed = list.proposed.map((s) => s.skuId);
    expect(new Set(proposed)).toEqual(new Set([sku(EXACT), sku(NEAR), sku(ZHEJIANG), sku(EMPTY), sku(OFF)]));
    expect(list.proposed.find((s) => s.skuId === sku(OFF))?.onShelf).toBe(false);
  });

  it('puts the linked substitute first on the page, with its note', async () => {
    const answer = await page(sku(ORIGINAL), '320000');
    expect(ids(answer)).toEqual([sku(LINKED), sku(EXACT), sku(NEAR)]);
    expect(answer.items[0]).toMatchObject({ linked: true, note: '内径大一号，需更换轴套' });
    expect(answer.items[0]!.comparison[0]).toEqual({
      name: '内径',
      original: '20 mm',
      substitute: '25 mm',
      same: false,
    });
  });

  it('a linked substitute that cannot be bought is not offered', async () => {
    await w.app.db.db.execute(sql`update skus set stock = 0 where id = ${sku(LINKED)}`);
    expect(ids(await page(sku(ORIGINAL), '320000'))).toEqual([sku(EXACT), sku(NEAR)]);
    await w.app.db.db.execute(sql`update skus set stock = 100 where id = ${sku(LINKED)}`);
  });

  it('quick order offers substitutes for a line it cannot fill, and none for one it can', async () => {
    const res = await post(
      '/api/quick-order/match',
      { text: `SKU-${sku(ORIGINAL)} 2\nSKU-${sku(NEAR)} 1`, areaCode: '320000' },
      buyer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stuck, fine] = (res.json().data as QuickOrderMatch).lines;
    expect(stuck!.outcome).toBe('out_of_stock');
    expect(stuck!.substitutes?.map((s) => s.skuId)).toEqual([sku(LINKED), sku(EXACT), sku(NEAR)]);
    expect(stuck!.substitutes!.every((s) => s.availability === 'ok')).toBe(true);
    expect(fine!.outcome).toBe('matched');
    expect(fine!.substitutes).toBeUndefined();
  });

  it('removes a link (audited); an unknown link is 404', async () => {
    const res = await admin('delete', { id: link.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin('delete', { id: link.id })).statusCode).toBe(404);
    expect(ids(await page(sku(ORIGINAL), '320000'))).toEqual([sku(EXACT), sku(NEAR)]);
    const audit = await queryRows<{ action: string }>(
      w.app.db.db,
      sql`select action from audit_log where target_id = ${String(sku(ORIGINAL))} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['substitute.add', 'substitute.delete']);
  });

  it('links by the SKU code an operator types: an unknown code is 404, a code two SKUs carry is 400', async () => {
    const res = await admin('add', { skuId: sku(NEAR), substituteSkuCode: ` SKU-${sku(EXACT)} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as SubstituteLink).substitute.skuId).toBe(sku(EXACT));
    const unknown = await admin('add', { skuId: sku(NEAR), substituteSkuCode: 'SKU-nobody' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'SKU编码「SKU-nobody」不存在']);
    const neither = await admin('add', { skuId: sku(NEAR) });
    expect([neither.statusCode, neither.json().msg]).toEqual([
      400,
      '请选择替代商品规格（规格编号或 SKU编码）',
    ]);
    await w.app.db.db.execute(
      sql`insert into skus (id, product_id, code, spec, price_fen, stock) values (${sku(FAR) + 1}, ${FAR},
          ${`SKU-${sku(FAR)}`}, '{"x":"1"}'::jsonb, 100, 5)`,
    );
    const twice = await admin('add', { skuId: sku(NEAR), substituteSkuCode: `SKU-${sku(FAR)}` });
    expect([twice.statusCode, twice.json().msg]).toEqual([
      400,
      `SKU编码「SKU-${sku(FAR)}」对应多个商品规格，请改用规格编号`,
    ]);
  });
});
