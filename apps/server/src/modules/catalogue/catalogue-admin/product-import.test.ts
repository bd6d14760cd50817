import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_SHEET_COLUMNS,
  type ProductImportReport,
  type ProductImportResult,
  type ProductSearchResult,
} from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import type { Envelope } from '../../../testing/envelope';
import {
  IMPORT_FIXTURE_HEADER,
  importFixtureBuffer,
  importFixtureRows,
} from '../../../testing/product-import-fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { exportRows } from './product-sheet';
import { uploadFile } from '../../../testing/multipart';
import { sheetFile } from '../../../testing/xlsx';

// Spreadsheet import (all or nothing, row report) and export/template of the operator console.

const w = useTestApp(() => buildCatalogueApp(300));
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await operatorAuth(w.app, '商品')).headers;
});

async function upload<T>(data: Buffer, filename = 'products.xlsx', who = headers) {
  const res = await uploadFile(w.app, '/api/admin/catalogue/import', who, data, filename);
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
const book = (rows: (string | number)[][], header: readonly string[] = IMPORT_FIXTURE_HEADER) =>
  sheetFile('商品', header, rows);
async function readBook(data: Buffer) {
  const b = new ExcelJS.Workbook();
  await b.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = b.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheets: b.worksheets.map((w) => w.name), rows };
}
async function search(keyword: string) {
  const res = await w.app.inject({ method: 'POST', url: '/api/product/search', payload: { keyword } });
  return (res.json() as Envelope<ProductSearchResult>).data;
}
const count = async (table: 'products' | 'skus' | 'audit_log') =>
  (await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

describe('import', () => {
  it('rejects a 100-row file with one bad row as a whole, naming the row; the fixed file imports and is searchable', async () => {
    const before = {
      products: await count('products'),
      skus: await count('skus'),
      audit: await count('audit_log'),
    };
    const bad = await upload<ProductImportReport>(
      await importFixtureBuffer({ rows: 100, badRow: 57, token: 'ZKT' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('导入失败：共 1 行有误（第 57 行）');
    expect(bad.body.data).toEqual({
      total: 100,
      errors: [{ row: 57, column: '价格', msg: '价格「12.345」格式不正确（元，最多两位小数）' }],
    });
    expect({
      products: await count('products'),
      skus: await count('skus'),
      audit: await count('audit_log'),
    }).toEqual(before);
    expect((await search('ZKT-7')).list).toHaveLength(0);

    const good = await upload<ProductImportResult>(await importFixtureBuffer({ rows: 100, token: 'ZKT' }));
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toEqual({ created: 25, updated: 0, rows: 100 });
    expect(good.body.msg).toBe('导入成功：新增 25 个商品，更新 0 个');
    expect(await count('products')).toBe(before.products + 25);
    expect(await count('skus')).toBe(before.skus + 100);

    const hit = await search('ZKT-7');
    expect(hit.list[0]?.title).toBe('世达 防滑劳保手套7号 ZKT');
    expect(hit.list[0]?.price).toBe('17.00');
    const [p] = await queryRows<{
      id: number;
      attrs: unknown;
      sales_area_codes: string[];
      min_price_fen: number;
    }>(
      w.app.db.db,
      sql`select id, attrs, sales_area_codes, min_price_fen from products where model_no = 'ZKT-1'`,
    );
    expect(p).toMatchObject({
      attrs: { 尺寸: ['S', 'M', 'L', 'XL'] },
      sales_area_codes: ['110000', '310000'],
    });
    const audits = await queryRows<{ action: string; after: { rows?: number; created?: number } }>(
      w.app.db.db,
      sql`select action, after from audit_log where action like 'product.%' order by id`,
    );
    expect(audits.filter((a) => a.action === 'product.create')).toHaveLength(25);
    expect(audits.at(-1)).toMatchObject({ action: 'product.import', after: { rows: 100, created: 25 } });
  });

  it('updates existing products from an edited export (matched by 商品编号, SKUs by SKU编码)', async () => {
    const res = await w.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export?keyword=ZKT-2',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const { rows, sheets } = await readBook(res.rawPayload);
    expect(sheets).toEqual(['商品', '填写说明']);
    expect(rows[0]).toEqual([...PRODUCT_SHEET_COLUMNS]);
    // ZKT-2 and ZKT-20…25: one row per SKU.
    const data = rows.slice(1);
    expect(data).toHaveLength(7 * 4);
    const first = data[0]!;
    expect(first.slice(1, 16)).toEqual([
      '世达 防滑劳保手套2号 ZKT',
      '世达',
      expect.any(String),
      'ZKT-2',
      '副',
      1,
      1,
      '尺寸:S',
      'ZKT-2-S',
      12,
      14.4,
      104,
      '',
      '全国',
      '是',
    ]);
    const productId = Number(first[0]);
    // Change one price, drop the XL SKU of that product, keep everything else.
    const edited = data
      .filter((r) => Number(r[0]) === productId && r[9] !== 'ZKT-2-XL')
      .map((r) => r.map((v, i) => (i === 10 && r[9] === 'ZKT-2-M' ? 9.9 : v)) as (string | number)[]);
    const r = await upload<ProductImportResult>(await book(edited, PRODUCT_SHEET_COLUMNS));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ created: 0, updated: 1, rows: 3 });
    const skus = await queryRows<{ code: string; price_fen: number }>(
      w.app.db.db,
      sql`select code, price_fen from skus where product_id = ${productId} order by sort`,
    );
    expect(skus).toEqual([
      { code: 'ZKT-2-S', price_fen: 1200 },
      { code: 'ZKT-2-M', price_fen: 990 },
      { code: 'ZKT-2-L', price_fen: 1300 },
    ]);
    expect((await search('ZKT-2')).list[0]).toMatchObject({ productId, price: '9.90' });
    const [audit] = await queryRows<{ before: { skus: unknown[] }; after: { skus: unknown[] } }>(
      w.app.db.db,
      sql`select before, after from audit_log where action = 'product.update' and target_id = ${String(productId)}`,
    );
    expect(audit!.before.skus).toHaveLength(4);
    expect(audit!.after.skus).toHaveLength(3);
  });

  it('reports every kind of bad row with its column, and writes nothing', async () => {
    const base = importFixtureRows({ rows: 2, skusPerProduct: 2, token: 'QQX' });
    const row = (over: Record<number, string | number>, i = 0) =>
      base[i]!.map((v, c) => (c in over ? over[c]! : v));
    const products = await count('products');
    const r = await upload<ProductImportReport>(
      await book([
        row({}, 0), // 2: fine
        row({ 9: 'QQX-1-S' }, 1), // 3: duplicate SKU code within the file
        row({ 2: '不存在的品牌', 0: '新9', 9: 'Q9' }), // 4
        row({ 3: '不存在的分类', 0: '新10', 9: 'Q10' }), // 5
        row({ 3: '19', 0: '新11', 9: 'Q11' }), // 6: level two
        row({ 6: 0, 12: -3, 0: '新12', 9: 'Q12' }), // 7: moq, stock
        row({ 14: '火星', 15: '也许', 0: '新13', 9: 'Q13' }), // 8
        row({ 8: '尺寸', 0: '新14', 9: 'Q14' }), // 9: spec format
        row({ 0: '新1', 9: 'QQX-1-Z', 4: '另一个型号' }), // 10: disagrees with row 2
        row({ 0: '987654321', 9: 'Q15' }), // 11: unknown product id
        row({ 0: '新16', 9: 'ZKT-3-S' }), // 12: code of an existing product
        row({ 1: '', 0: '新17', 9: 'Q17' }), // 13: empty title
        row({ 13: '浙江=5;火星:2', 0: '新18', 9: 'Q18' }), // 14: provincial stock cells
        row({ 13: '浙江:5', 14: '上海市', 0: '新19', 9: 'Q19' }), // 15: a province it is not sold in
      ]),
    );
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('导入失败：共 13 行有误（第 3 行、第 4 行、第 5 行、第 6 行、第 7 行 等）');
    const byRow = (n: number) => r.body.data.errors.filter((e) => e.row === n).map((e) => [e.column, e.msg]);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual([['SKU编码', 'SKU编码「QQX-1-S」与第 2 行重复']]);
    expect(byRow(4)).toEqual([['品牌', '品牌「不存在的品牌」不存在']]);
    expect(byRow(5)).toEqual([['三级分类', '三级分类「不存在的分类」不存在']]);
    expect(byRow(6)).toEqual([['三级分类', '三级分类编号 19 不存在或不是三级分类']]);
    expect(byRow(7)).toEqual([
      ['起订量', '起订量必须是不小于 1 的整数'],
      ['库存', '库存必须是不小于 0 的整数'],
    ]);
    expect(byRow(8)).toEqual([
      ['销售区域', '销售区域「火星」不存在（填写“全国”或省份名称）'],
      ['上架', '上架请填写“是”或“否”'],
    ]);
    expect(byRow(9)).toEqual([['规格', '规格格式不正确：「尺寸」应写成 属性:值']]);
    expect(byRow(10)).toEqual([['型号', '与第 2 行同一商品的「型号」不一致']]);
    expect(byRow(11)).toEqual([['商品编号', '商品编号 987654321 不存在']]);
    expect(byRow(12)[0]![1]).toMatch(/^SKU编码「ZKT-3-S」已被商品 \d+ 使用$/);
    expect(byRow(13)).toEqual([['标题', '标题不能为空']]);
    expect(byRow(14)).toEqual([
      ['分区库存', '分区库存「浙江=5」应写成 省份:数量，如 浙江:50'],
      ['分区库存', '分区库存的省份「火星」不存在'],
    ]);
    expect(byRow(15)).toEqual([['分区库存', '分区库存的「浙江省」不在商品的销售区域内']]);
    expect(r.body.data.total).toBe(14);
    expect(await count('products')).toBe(products);
  });

  it('names a missing header column; refuses other file types, empty and oversized files', async () => {
    const noStock = await upload<ProductImportReport>(
      await book(
        [['新1']],
        IMPORT_FIXTURE_HEADER.filter((c) => c !== '库存'),
      ),
    );
    expect(noStock.status).toBe(400);
    expect(noStock.body.data.errors).toEqual([{ row: 1, column: '库存', msg: '表头缺少「库存」列' }]);
    const csv = await upload(Buffer.from('商品编号,标题\n1,x\n'), 'products.csv');
    expect(csv.status).toBe(400);
    expect(csv.body.msg).toBe('请上传 .xlsx 格式的表格文件（可先下载导入模板）');
    const renamed = await upload(Buffer.from('PK\u0003\u0004not really a zip'), 'products.xlsx');
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toBe('文件不是有效的 .xlsx 表格，请使用导出或模板文件填写');
    const empty = await upload(await book([]));
    expect(empty.body.msg).toBe('表格中没有商品数据');
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('文件不能超过 5 MB');
    const none = await w.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      payload: {},
      headers,
    });
    expect(none.statusCode).toBe(400);
  });

  it('carries provincial stock both ways (分区库存), and still reads files made before that column', async () => {
    const rows = importFixtureRows({ rows: 2, skusPerProduct: 2, token: 'FQK' }).map((r, i) =>
      r.map((v, c) => (c === 13 ? ['浙江:5;江苏省:0', '330000:7'][i]! : c === 14 ? '全国' : v)),
    );
    const r = await upload<ProductImportResult>(await book(rows));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const stocks = await queryRows<{ code: string; area_code: string; stock: number }>(
      w.app.db.db,
      sql`select k.code, a.area_code, a.stock from sku_area_stocks a join skus k on k.id = a.sku_id
          where k.code like 'FQK-%' order by k.code, a.area_code`,
    );
    expect(stocks).toEqual([
      { code: 'FQK-1-M', area_code: '330000', stock: 7 },
      { code: 'FQK-1-S', area_code: '320000', stock: 0 },
      { code: 'FQK-1-S', area_code: '330000', stock: 5 },
    ]);
    const exported = await w.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export?keyword=FQK-1',
      headers,
    });
    const data = (await readBook(exported.rawPayload)).rows.slice(1);
    expect(data.map((d) => [d[9], d[12], d[13]])).toEqual([
      ['FQK-1-S', 100, '江苏省:0;浙江省:5'],
      ['FQK-1-M', 101, '浙江省:7'],
    ]);

    // A file without the 分区库存 column (older template) imports; its products keep no provincial stock.
    const old = await upload<ProductImportResult>(
      await book(
        importFixtureRows({ rows: 1, skusPerProduct: 1, token: 'OLDF' }).map((r) =>
          r.filter((_, c) => c !== 13),
        ),
        IMPORT_FIXTURE_HEADER.filter((c) => c !== '分区库存'),
      ),
    );
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(old.body.data).toEqual({ created: 1, updated: 0, rows: 1 });
  });

  it('refuses an export larger than the row cap with a hint to filter', async () => {
    await expect(exportRows(w.app.db.db, {}, 10)).rejects.toThrow(
      '导出的 SKU 超过 10 行，请按分类、品牌或关键词筛选后分批导出',
    );
    expect(await exportRows(w.app.db.db, { keyword: 'ZKT-1' }, 100)).not.toHaveLength(0);
  });

  it('serves a template whose example row imports', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/admin/catalogue/template', headers });
    expect(res.statusCode).toBe(200);
    const { rows } = await readBook(res.rawPayload);
    expect(rows[0]).toEqual([...PRODUCT_SHEET_COLUMNS]);
    expect(rows).toHaveLength(2);
    const r = await upload<ProductImportResult>(res.rawPayload, '商品导入模板.xlsx');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ created: 1, updated: 0, rows: 1 });
  });

  it('refuses buyers and the 运营/财务 roles on import, export, template and image upload', async () => {
    const buyer = (await buyerAuth(w.app)).headers;
    const ops = (await operatorAuth(w.app, '运营')).headers;
    const fin = (await operatorAuth(w.app, '财务')).headers;
    const file = await importFixtureBuffer({ rows: 2, token: 'RRX' });
    for (const [who, status] of [
      [buyer, 403],
      [ops, 403],
      [fin, 403],
      [{}, 401],
    ] as const) {
      expect((await upload(file, 'x.xlsx', who)).status).toBe(status);
      const image = await uploadFile(w.app, '/api/admin/catalogue/upload', who, file, 'a.png');
      expect(image.statusCode).toBe(status);
      for (const url of ['export', 'template'])
        expect(
          (await w.app.inject({ method: 'GET', url: `/api/admin/catalogue/${url}`, headers: who }))
            .statusCode,
        ).toBe(status);
    }
    const sup = (await operatorAuth(w.app, '超级管理员')).headers;
    expect(
      (await w.app.inject({ method: 'GET', url: '/api/admin/catalogue/template', headers: sup })).statusCode,
    ).toBe(200);
  });
});
