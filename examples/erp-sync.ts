// A company's ERP keeping a copy of what it may buy (the product pool, its prices and stock) in a local
// SQLite file, then placing one order with its PO number: the open platform as an integrator uses it.
//
//   npm start                               # the shop, with its demo data, on http://localhost:3000
//   npm run erp-sync -w @mall/examples      # pulls into examples/erp.sqlite and places one order
//
// MALL_URL, MALL_CLIENT_ID, MALL_CLIENT_SECRET, MALL_AREA (a province code) and ERP_DB override the
// defaults (the demo company's app 演示 ERP; development only).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import initSqlJs from 'sql.js';
import { createOpenClient } from '@mall/open-sdk';

const baseUrl = process.env.MALL_URL ?? 'http://localhost:3000';
const area = process.env.MALL_AREA ?? '320000';
const file = process.env.ERP_DB ?? path.join(import.meta.dirname, 'erp.sqlite');
const client = createOpenClient({
  baseUrl,
  clientId: process.env.MALL_CLIENT_ID ?? 'demo-erp-client',
  clientSecret: process.env.MALL_CLIENT_SECRET ?? 'demo-erp-secret-2026',
});
/** Batch calls are limited to 10 a second per app: keep under it. */
const pause = () => new Promise((r) => setTimeout(r, 120));

function must<T>(
  answer: { data?: { code: number; msg: string; data: T }; response: Response },
  what: string,
): T {
  if (!answer.data || answer.data.code !== 200)
    throw new Error(`${what}: HTTP ${answer.response.status} ${JSON.stringify(answer.data ?? answer)}`);
  return answer.data.data;
}

const started = Date.now();
const SQL = await initSqlJs();
const db = new SQL.Database();
db.run(`create table skus (sku_id integer primary key, product_id integer, title text, model_no text, unit text,
          moq integer, step integer, list_price_fen integer, price_fen integer, price_source text,
          stock_state text, stock_quantity integer, lead_days integer);
        create table sync (key text primary key, value text);`);

// 1. The whole pool, 1,000 SKUs a page, and the feed position to poll for changes from now on.
const skuIds: number[] = [];
let cursor: string | undefined;
let feedCursor = '';
for (;;) {
  const page = must(
    await client.GET('/open/v1/products', {
      params: { query: { size: 1000, ...(cursor ? { cursor } : {}) } },
    }),
    'pool',
  );
  if (!cursor) feedCursor = page.feedCursor;
  for (const item of page.items) skuIds.push(item.skuId);
  if (!page.nextCursor) break;
  cursor = page.nextCursor;
}
db.run('insert into sync values (?, ?)', ['feedCursor', feedCursor]);

// 2. Details, prices (the company's agreement price where it has one) and stock, 100 SKUs a call.
const insert = db.prepare(
  `insert into skus (sku_id, product_id, title, model_no, unit, moq, step, list_price_fen, price_fen, price_source)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
let agreement = 0;
for (let i = 0; i < skuIds.length; i += 100) {
  const batch = skuIds.slice(i, i + 100);
  const prices = must(await client.POST('/open/v1/prices/query', { body: { skuIds: batch } }), 'prices');
  await pause();
  const stock = must(
    await client.POST('/open/v1/stock/query', { body: { skuIds: batch, areaCode: area } }),
    'stock',
  );
  await pause();
  for (const p of prices.items) {
    if (p.agreementPriceFen !== null) agreement++;
    insert.run([p.skuId, null, null, null, null, null, null, p.listPriceFen, p.priceFen, p.source]);
  }
  for (const s of stock.items)
    db.run('update skus set stock_state = ?, stock_quantity = ?, lead_days = ? where sku_id = ?', [
      s.state,
      s.quantity,
      s.leadDays,
      s.skuId,
    ]);
}
insert.free();
// Product facts for the first few (the rest the ERP reads as it needs them).
for (const skuId of skuIds.slice(0, 20)) {
  const sku = must(await client.GET('/open/v1/products/{skuId}', { params: { path: { skuId } } }), 'sku');
  db.run(
    'update skus set product_id = ?, title = ?, model_no = ?, unit = ?, moq = ?, step = ? where sku_id = ?',
    [sku.productId, sku.title, sku.modelNo, sku.unit, sku.moq, sku.step, skuId],
  );
}

// 3. One order: the first SKU in stock that can be bought one at a time, to the company's first address.
const [address] = must(await client.GET('/open/v1/addresses'), 'addresses');
if (!address) throw new Error('the company has no shared address (企业采购 → 收货地址)');
const pick = db.exec(
  `select sku_id from skus where stock_state = 'in_stock' and (moq is null or moq = 1) and (step is null or step = 1)
   order by sku_id limit 1`,
)[0]?.values[0]?.[0] as number | undefined;
if (!pick) throw new Error('no SKU in stock in the pool');
const poNumber = `ERP-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomUUID().slice(0, 4)}`;
const placed = must(
  await client.POST('/open/v1/orders', {
    body: {
      idempotencyKey: randomUUID(),
      poNumber,
      addressId: address.id,
      items: [{ skuId: pick, quantity: 1 }],
    },
  }),
  'order',
);
const confirmed = must(
  await client.POST('/open/v1/orders/{id}/confirm', { params: { path: { id: placed.id } } }),
  'confirm',
);

fs.writeFileSync(file, Buffer.from(db.export()));
const count = (where: string) => db.exec(`select count(*) from skus where ${where}`)[0]!.values[0]![0];
console.log(
  `pool: ${skuIds.length} SKUs (feed cursor ${feedCursor}) → ${path.relative(process.cwd(), file)}`,
);
console.log(`prices: ${agreement} at the company's agreement price, the rest at list price`);
console.log(
  `stock in ${area}: ${count("stock_state = 'in_stock'")} in stock, ${count("stock_state = 'out_of_stock'")} out`,
);
console.log(
  `order ${poNumber}: ${confirmed.state}${confirmed.test ? ' (test order: a sandbox app)' : ''}, ${confirmed.orders.map((o) => `${o.orderNo} ${o.statusText} ¥${(o.payAmountFen / 100).toFixed(2)}`).join('; ')}`,
);
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
