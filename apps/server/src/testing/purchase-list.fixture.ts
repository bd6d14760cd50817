import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { PurchaseListAddReport, PurchaseListDetail, PurchaseLists } from '@mall/shared';
import { buyerAuth } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from './checkout.fixture';
import { fileForm } from './multipart';
import { useWorld } from './world';

// Test fixture for purchase lists: hand-made products whose price, stock, rules and areas are known, and the
// calls as a buyer. SKU ids are product id × 10 + 1, codes SKU-<sku id>.

export type Who = { headers: Record<string, string> };

export const P = {
  /** ¥12.50, stock 100, moq 1. */
  PLAIN: 910001,
  /** ¥8.00, moq 10 step 5, stock 1000. */
  MOQ: 910002,
  /** stock 0. */
  EMPTY: 910003,
  /** sold only in 浙江. */
  ZHEJIANG: 910004,
  /** off the shelf. */
  OFF: 910005,
  /** ¥99.00, stock 30. */
  SHORT: 910006,
} as const;
export const sku = (product: number) => product * 10 + 1;
export const code = (product: number) => `SKU-${sku(product)}`;

/** Regions, a brand and the six products above. */
export async function seedListProducts(app: TestApp): Promise<void> {
  const db = app.db.db;
  await seedShopBasics(db);
  await makeProduct(db, { id: P.PLAIN, title: '世达 内六角扳手套装 清单测试' });
  await makeProduct(db, {
    id: P.MOQ,
    priceFen: 800,
    moq: 10,
    step: 5,
    stock: 1000,
    title: '代尔塔 防割手套',
  });
  await makeProduct(db, { id: P.EMPTY, stock: 0, title: '世达 棘轮扳手 缺货款' });
  await makeProduct(db, { id: P.ZHEJIANG, areas: ['330000'], title: '世达 扭力扳手 浙江专供' });
  await makeProduct(db, { id: P.OFF, onShelf: false, title: '世达 老款扳手 已下架' });
  await makeProduct(db, { id: P.SHORT, priceFen: 9900, stock: 30, title: '世达 套筒扳手 少量' });
}

type Res = Awaited<ReturnType<TestApp['inject']>>;

/** Calls as `who` (null: a visitor). */
export function caller(app: TestApp) {
  return (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Res> =>
    app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** Calls and expects 200; returns `data`. */
export function asserting(app: TestApp) {
  const c = caller(app);
  return async <T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await c(who, method, url, payload);
    expect(res.statusCode, `${url} → ${res.body}`).toBe(200);
    return res.json().data as T;
  };
}

/**
 * `caller` (c) and `asserting` (ok) on a file's world's app, read when called, with the list calls the tests
 * share: create, detail (in an area when given) and the buyer's lists.
 */
export function listCalls(w: { app: TestApp }) {
  const ok = <T>(...args: Parameters<ReturnType<typeof asserting>>) => asserting(w.app)<T>(...args);
  return {
    ok,
    c: (...args: Parameters<ReturnType<typeof caller>>) => caller(w.app)(...args),
    create: (who: Who, body: object) =>
      ok<PurchaseListAddReport>(who, 'POST', '/api/purchase-list/create', body),
    detail: (who: Who, id: number, areaCode?: string) =>
      ok<PurchaseListDetail>(who, 'POST', '/api/purchase-list/detail', {
        id,
        ...(areaCode ? { areaCode } : {}),
      }),
    lists: (who: Who) => ok<PurchaseLists>(who, 'GET', '/api/purchase-list/list'),
  };
}

/** Gives `who` the Suzhou (江苏) address as default: the lists' area when none is chosen. */
export async function homeInJiangsu(app: TestApp, who: Who): Promise<void> {
  await asserting(app)(who, 'POST', '/api/address/add', { ...SUZHOU_ADDRESS, isDefault: 1 });
}

/** The purchase-list tests' world: a test app with the products above, its calls, and a buyer at home in 江苏. */
async function listWorld() {
  const app = await buildTestApp();
  await seedListProducts(app);
  const ok = asserting(app);
  const c = caller(app);
  const me = await buyerAuth(app);
  await homeInJiangsu(app, me);
  return { app, ok, c, me };
}

export type ListWorld = Awaited<ReturnType<typeof listWorld>>;

/** The file's purchase-list world (see listWorld): built before its tests, closed after them. */
export function useListWorld(): ListWorld {
  return useWorld(listWorld);
}

/** Uploads `data` as `filename` to the import call with `query`. */
export function uploadSheet(app: TestApp, who: Who, data: Buffer, filename: string, query: string) {
  const form = fileForm(data, filename, 'application/octet-stream');
  return app.inject({
    method: 'POST',
    url: `/api/purchase-list/import?${query}`,
    payload: form.payload,
    headers: { ...who.headers, 'content-type': form.contentType },
  });
}

/** An .xlsx with the given header and rows. */
export async function sheetOf(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('清单');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cells of the first worksheet (row 1 the header) of an .xlsx. */
export async function readSheet(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    out.push(cells);
  });
  return out;
}
