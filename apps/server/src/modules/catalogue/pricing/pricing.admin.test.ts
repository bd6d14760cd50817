import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAgreementPage, ProductDetail, ProductImportReport } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { verifiedCompany, type TestCompany } from '../../../testing/company.fixture';
import { worldCalls } from '../../../testing/calls';
import { DEMO_COMPANY } from '../../identity/company/company.seed';
import { pricingSeeder } from './pricing.seed';
import { uploadFile } from '../../../testing/multipart';
import { downloadedBook, sheetFile } from '../../../testing/xlsx';
import { chinaDateAfter } from '../../../lib/china-day';

// Operators maintain agreement prices one by one and by an all-or-nothing .xlsx import, and SKU tiers.

const w = useTestApp();
const { c: raw, ok } = worldCalls(w);
let op: { headers: Record<string, string> };
let company: TestCompany;
const day = chinaDateAfter;

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  await w.app.db.db.execute(sql`insert into categories (id, parent_id, level, title) values
    (16, 0, 1, '工具'), (19, 16, 2, '手动工具'), (1909, 19, 3, '扳手') on conflict (id) do nothing`);
  for (const id of [301, 302, 303]) await makeProduct(w.app.db.db, { id, priceFen: 5000 });
  op = await operatorAuth(w.app);
  company = await verifiedCompany(w.app, op);
});

async function upload(data: Buffer, who = op) {
  const res = await uploadFile(
    w.app,
    '/api/admin/pricing/agreement/import',
    who.headers,
    data,
    'agreement.xlsx',
  );
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: unknown } };
}
const sheet = (rows: (string | number)[][]) =>
  sheetFile('协议价', ['企业', 'SKU编码', '协议价', '生效日期', '失效日期'], rows);
const count = async () =>
  (
    await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from agreement_prices where company_id = ${company.id}`,
    )
  )[0]!.n;

describe('agreement price import and export', () => {
  it('refuses a sheet with any bad row, naming each, and writes nothing; the fixed sheet goes in whole', async () => {
    const bad = await sheet([
      [company.name, 'SKU-3011', '45.00', day(-1), day(30)],
      ['不存在的公司', 'SKU-3021', '40', day(-1), day(30)],
      [company.name, 'SKU-NOPE', '12.345', day(5), day(1)],
      [company.name, 'SKU-3011', '44', day(-1), day(30)],
    ]);
    const refused = await upload(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('导入失败');
    const report = refused.body.data as ProductImportReport;
    expect(report.total).toBe(4);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: '企业', msg: '企业「不存在的公司」不存在' },
        { row: 4, column: 'SKU编码', msg: 'SKU编码「SKU-NOPE」不存在' },
        { row: 4, column: '协议价', msg: '协议价「12.345」格式不正确（元，最多两位小数）' },
        { row: 4, column: '失效日期', msg: '失效日期不能早于生效日期' },
        { row: 5, column: 'SKU编码', msg: '与第 2 行重复（同一企业同一 SKU 只能有一行）' },
      ]),
    );
    expect(await count()).toBe(0);

    const good = await sheet([
      [company.name, 'SKU-3011', '45.00', day(-1), day(30)],
      [company.id, 'SKU-3021', 40, day(-1), day(30)],
    ]);
    const done = await upload(good);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ created: 2, updated: 0, rows: 2 });
    expect(done.body.msg).toBe('导入成功：新增 2 条协议价，更新 0 条');

    // The export opens with exceljs, carries the import's columns and re-imports as updates.
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/admin/pricing/agreement/export?companyId=${company.id}`,
      headers: op.headers,
    });
    const book = await downloadedBook(res);
    const ws = book.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined,
      '企业',
      'SKU编码',
      '协议价',
      '生效日期',
      '失效日期',
      '商品名称',
      '规格',
      '列表价',
    ]);
    expect(ws.rowCount).toBe(3);
    const again = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(again.body.data).toEqual({ created: 0, updated: 2, rows: 2 });

    // What the import wrote is what a member now sees.
    const detail = await ok<ProductDetail>(company.admin, 'GET', '/api/product/detail/3011');
    expect(detail.skus[0]).toMatchObject({ price: '45.00', listPrice: '50.00', priceTag: '协议价' });
  });

  it('saves, lists and deletes one by one; bad input gets a Chinese message', async () => {
    const saved = await ok<{ id: number; state: string }>(op, 'POST', '/api/admin/pricing/agreement/save', {
      companyId: company.id,
      skuCode: 'SKU-3031',
      price: '30.5',
      startsOn: day(3),
      endsOn: day(10),
    });
    expect(saved.state).toBe('未生效');
    const page = await ok<AdminAgreementPage>(op, 'POST', '/api/admin/pricing/agreement/list', {
      companyId: company.id,
      keyword: 'SKU-3031',
    });
    expect(page.list).toEqual([
      expect.objectContaining({ skuCode: 'SKU-3031', price: '30.50', listPrice: '50.00' }),
    ]);
    const wrong = await raw(op, 'POST', '/api/admin/pricing/agreement/save', {
      companyId: company.id,
      skuCode: 'SKU-3031',
      price: '30',
      startsOn: day(3),
      endsOn: day(1),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('失效日期不能早于生效日期');
    await ok(op, 'POST', '/api/admin/pricing/agreement/delete', { ids: [saved.id] });
    const gone = await raw(op, 'POST', '/api/admin/pricing/agreement/delete', { ids: [saved.id] });
    expect(gone.statusCode).toBe(404);
    // Buyers cannot reach the console calls.
    const buyer = await buyerAuth(w.app);
    const denied = await raw(buyer, 'POST', '/api/admin/pricing/agreement/list', {});
    expect(denied.statusCode).toBe(403);
  });

  it('saves a SKU’s tiers; the product page shows them at once', async () => {
    const refused = await raw(op, 'POST', '/api/admin/pricing/tiers/save', {
      skuCode: 'SKU-3031',
      tiers: [
        { minQuantity: 5, price: '40' },
        { minQuantity: 10, price: '45' },
      ],
    });
    expect(refused.json().msg).toBe('买 10 件的阶梯价不能高于买 5 件的');
    await ok(op, 'GET', '/api/product/detail/3031'); // cached before the write
    await ok(op, 'POST', '/api/admin/pricing/tiers/save', {
      skuCode: 'SKU-3031',
      tiers: [
        { minQuantity: 10, price: '42' },
        { minQuantity: 5, price: '45' },
      ],
    });
    const detail = await ok<ProductDetail>(null, 'GET', '/api/product/detail/3031');
    expect(detail.skus[0]!.tiers).toEqual([
      { minQuantity: 5, price: '45.00' },
      { minQuantity: 10, price: '42.00' },
    ]);
  });

  it('seeds demo agreement prices for the demo company and tiers for best sellers', async () => {
    const other = await verifiedCompany(w.app, op);
    await w.app.db.db.execute(
      sql`update companies set credit_code = ${DEMO_COMPANY.creditCode} where id = ${other.id}`,
    );
    await pricingSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
    const [row] = await queryRows<{ agreements: number; tiers: number }>(
      w.app.db.db,
      sql`select (select count(*)::int from agreement_prices where company_id = ${other.id}) as agreements,
            (select count(*)::int from sku_price_tiers) as tiers`,
    );
    expect(row!.agreements).toBe(3);
    expect(row!.tiers).toBeGreaterThanOrEqual(6); // 3 products × 2 tiers (one SKU already had some)
  });
});
