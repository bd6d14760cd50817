import { sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { productPagesSeeder } from './product-page.seed';
import { prepareAllPages, preparePages } from './product-page.prepare';

/*
 * Product pages prepared when products are written (product-page.prepare.ts): the page a request reads is
 * the product as it is now, whichever way it was written, and a preparation from older rows never wins.
 */

const w = useTestApp(() => buildCatalogueApp(2000));
let productId: number;
let skuId: number;
beforeAll(async () => {
  await productPagesSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
  const [row] = await queryRows<{ product_id: number; id: number }>(
    w.app.db.db,
    sql`select k.product_id, k.id from skus k join products p on p.id = k.product_id
        where p.on_shelf and (select count(*) from skus s where s.product_id = p.id) >= 2
        order by k.product_id, k.sort, k.id limit 1`,
  );
  productId = row!.product_id;
  skuId = row!.id;
});

const pageRow = async (id = productId) =>
  (
    await queryRows<{ stamp: string; prepared: boolean }>(
      w.app.db.db,
      sql`select stamp::text, page is not null as prepared from product_pages where product_id = ${id}`,
    )
  )[0];

/** The page as a shopper reads it now (the version bumped first: no process's copy of a moment ago). */
async function detail(id = productId, areaCode = '0000') {
  await w.app.searchIndex.reindexProducts([]);
  const res = await w.app.inject({ method: 'GET', url: `/api/product/detail/${id}?areaCode=${areaCode}` });
  expect(res.statusCode).toBe(200);
  return { text: res.body, data: (res.json() as { data: ProductDetail }).data };
}

const write = (query: ReturnType<typeof sql>) => w.app.db.db.execute(query);

describe('prepared product pages', () => {
  it('are prepared for every product by the seed, and read as they were prepared', async () => {
    const [counts] = await queryRows<{ products: number; prepared: number }>(
      w.app.db.db,
      sql`select (select count(*)::int from products) as products,
                 (select count(*)::int from product_pages where page is not null) as prepared`,
    );
    expect(counts!.prepared).toBe(counts!.products);
    const before = await detail();
    // The same page prepared again from scratch when read: the same answer, byte for byte.
    await write(sql`update product_pages set page = null where product_id = ${productId}`);
    expect((await detail()).text).toBe(before.text);
    expect((await pageRow())!.prepared).toBe(true);
    // By SKU id, the SKU is selected; by product id, the default one.
    const bySku = await detail(skuId);
    expect(bySku.data.productId).toBe(productId);
    expect(bySku.data.selectedSkuId).toBe(skuId);
  });

  it('show every write of what they hold at once, whoever wrote it (triggers in the writer’s transaction)', async () => {
    const writes: [string, ReturnType<typeof sql>, (d: ProductDetail) => unknown, unknown][] = [
      [
        'title',
        sql`update products set title = '页面测试标题' where id = ${productId}`,
        (d) => d.title,
        '页面测试标题',
      ],
      [
        'SKU price',
        sql`update skus set price_fen = 12345 where id = ${skuId}`,
        (d) => d.skus.find((s) => s.skuId === skuId)!.price,
        '123.45',
      ],
      [
        'quantity tiers',
        sql`insert into sku_price_tiers (sku_id, min_quantity, price_fen) values (${skuId}, 10, 11111)`,
        (d) => d.skus.find((s) => s.skuId === skuId)!.tiers,
        [{ minQuantity: 10, price: '111.11' }],
      ],
      [
        'brand name',
        sql`update brands set latin_name = 'PAGETEST' where id = (select brand_id from products where id = ${productId})`,
        (d) => d.brand.latinName,
        'PAGETEST',
      ],
      [
        'category title',
        sql`update categories set title = '页面测试分类' where id = (select category_id from products where id = ${productId})`,
        (d) => d.breadcrumbs[2]!.title,
        '页面测试分类',
      ],
      [
        'new SKU',
        sql`insert into skus (id, product_id, code, spec, price_fen, stock, sort)
            values (9900001, ${productId}, 'PAGE-TEST', '{"规格":"页面测试"}', 999, 5, 99)`,
        (d) => d.skus.some((s) => s.skuId === 9900001),
        true,
      ],
      [
        'SKU removed',
        sql`delete from skus where id = 9900001`,
        (d) => d.skus.some((s) => s.skuId === 9900001),
        false,
      ],
    ];
    for (const [what, query, shown, expected] of writes) {
      const before = await pageRow();
      await write(query);
      const after = await pageRow();
      expect(after!.prepared, what).toBe(false);
      expect(after!.stamp, what).not.toBe(before!.stamp);
      expect(shown((await detail()).data), what).toEqual(expected);
      expect((await pageRow())!.prepared, what).toBe(true);
    }
  });

  it('show a name holding the cutting mark as written (such a page is kept whole, not cut)', async () => {
    // Read by its SKU's id (a page id is a SKU's first, then a product's).
    const [other] = await queryRows<{ id: number; sku_id: number }>(
      w.app.db.db,
      sql`select p.id, k.id as sku_id from products p join skus k on k.product_id = p.id
          where p.id <> ${productId} and p.on_shelf order by p.id, k.id limit 1`,
    );
    for (const title of ['\u00010\u0001', '标题\u0001']) {
      await write(sql`update products set title = ${title} where id = ${other!.id}`);
      await preparePages(w.app.db.db, [other!.id], true);
      const { data } = await detail(other!.sku_id);
      expect(data.title).toBe(title);
      expect(data.skus.map((s) => s.skuId)).toContain(data.selectedSkuId);
    }
  });

  it('leave the page alone when only what a request reads changes (stock, sales, shelf), and show it', async () => {
    await detail();
    const before = await pageRow();
    await write(sql`update skus set stock = 4321 where id = ${skuId}`);
    await write(sql`update products set sales_count = 777, on_shelf = false where id = ${productId}`);
    expect(await pageRow()).toEqual(before);
    const d = (await detail()).data;
    expect(d.skus.find((s) => s.skuId === skuId)!.stock).toBe(4321);
    expect(d.salesCount).toBe(777);
    expect(d.onShelf).toBe(false);
    expect(d.skus.every((s) => !s.available)).toBe(true);
    await write(sql`update products set on_shelf = true where id = ${productId}`);
  });

  it('keep a preparation made from rows read before a write only while its stamp is still the row’s', async () => {
    await detail();
    // A preparation read the rows (stamp s), then a write took a new stamp: the stale page is not kept.
    const [read] = await queryRows<{ stamp: string }>(
      w.app.db.db,
      sql`select stamp::text from product_pages where product_id = ${productId}`,
    );
    await write(sql`update products set title = '写入在准备之后' where id = ${productId}`);
    await write(sql`insert into product_pages (product_id, stamp, page)
      values (${productId}, ${read!.stamp}::bigint, '{"skuIds":[]}'::json)
      on conflict (product_id) do update set page = excluded.page where product_pages.stamp = excluded.stamp`);
    expect((await pageRow())!.prepared).toBe(false);
    expect((await detail()).data.title).toBe('写入在准备之后');
  });

  it.runIf(process.env.DATABASE_URL)(
    'lose to a write committed while they were prepared (concurrent connections)',
    async () => {
      await detail();
      // The writer's transaction holds the page row (its trigger) while a preparation reads the old rows;
      // the preparation's write waits for the commit and then finds another stamp.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let updated!: () => void;
      const written = new Promise<void>((resolve) => (updated = resolve));
      const writer = w.app.db.db.transaction(async (tx) => {
        await tx.execute(sql`update products set title = '并发写入' where id = ${productId}`);
        updated();
        await held;
      });
      await written;
      const preparing = preparePages(w.app.db.db, [productId], true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await writer;
      const made = await preparing;
      expect(made.get(productId)).toBeDefined(); // made from the rows as read (the old title)…
      expect((await pageRow())!.prepared).toBe(false); // …but not kept
      expect((await detail()).data.title).toBe('并发写入');
    },
  );

  it('go gzipped, put together from prepared pieces, as exactly the text they send plain', async () => {
    // Products with the most SKUs, and some with quantity tiers; asked for by their first SKU's id.
    const products = await queryRows<{ id: number; sku: number }>(
      w.app.db.db,
      sql`select p.id, (select min(k.id) from skus k where k.product_id = p.id) as sku from products p
          where p.id in (
            (select p2.id from products p2
             order by (select count(*) from skus k where k.product_id = p2.id) desc, p2.id limit 8)
            union (select k.product_id from sku_price_tiers t join skus k on k.id = t.sku_id limit 3))`,
    );
    // Long enough to go compressed (4,096 characters and more).
    await write(sql`update products
      set description_html = description_html || repeat('<p>适用于工厂、工地及办公场所，支持开具增值税专用发票。</p>', 120)
      where id = any(${sql.param(products.map((p) => p.id))}::int[])`);
    const ids = products.map((p) => p.sku);
    let zippedPages = 0;
    for (const id of ids)
      for (const area of ['0000', '330000', '810000']) {
        await w.app.searchIndex.reindexProducts([]);
        const url = `/api/product/detail/${id}?areaCode=${area}`;
        const zipped = await w.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
        const plain = await w.app.inject({ method: 'GET', url });
        expect(plain.headers['content-encoding']).toBeUndefined();
        if (plain.body.length < 4096) continue; // small answers go plain
        zippedPages++;
        expect(zipped.headers['content-encoding'], url).toBe('gzip');
        expect(gunzipSync(zipped.rawPayload).toString(), url).toBe(plain.body);
        expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
    expect(zippedPages).toBeGreaterThan(10);
  });

  it('carry an ETag that changes with what they show and answers 304 while it stands', async () => {
    const url = `/api/product/detail/${skuId}?areaCode=0000`;
    const etagNow = async () => {
      await w.app.searchIndex.reindexProducts([]);
      const res = await w.app.inject({ method: 'GET', url });
      const etag = String(res.headers.etag);
      const again = await w.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      return { etag, body: res.body };
    };
    const first = await etagNow();
    const same = await etagNow(); // another process's copy, the same page
    expect(same.etag).toBe(first.etag);
    const seen = new Set([first.etag]);
    for (const change of [
      sql`update skus set stock = stock + 1 where id = ${skuId}`,
      sql`update products set title = title || '（新）' where id = ${productId}`,
      sql`insert into comments (user_id, order_id, order_line_id, product_id, sku_id, rating, content)
          values (1, 1, 987654, ${productId}, ${skuId}, 5, '好用')`,
    ]) {
      await write(change);
      const next = await etagNow();
      expect(next.body).not.toBe(first.body);
      expect(seen.has(next.etag)).toBe(false);
      seen.add(next.etag);
    }
  });

  it('left unprepared, or prepared by an older release, are prepared again by the sweep (the job)', async () => {
    const ids = (
      await queryRows<{ id: number }>(w.app.db.db, sql`select id from products order by id desc limit 5`)
    ).map((r) => r.id);
    await prepareAllPages(w.app.db.db); // what the writes above left unprepared (the brand's other products…)
    await write(
      sql`update product_pages set page = null where product_id = any(${sql.param(ids.slice(0, 3))}::int[])`,
    );
    await write(
      sql`update product_pages set format = 'older' where product_id = any(${sql.param(ids.slice(3))}::int[])`,
    );
    const made = await prepareAllPages(w.app.db.db);
    expect([...made].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const [left] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from product_pages where page is null or format = 'older'`,
    );
    expect(left!.n).toBe(0);
    expect(await prepareAllPages(w.app.db.db)).toEqual([]);
  });

  it('answer 404 for an unknown id, and 400 for an unknown area', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/product/detail/987654321' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('商品不存在或已下架');
    const bad = await w.app.inject({
      method: 'GET',
      url: `/api/product/detail/${productId}?areaCode=990000`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
