import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EINVOICE_FOLDER_MSG,
  type EinvoiceFolderPage,
  type EinvoiceFolderRow,
  type InvoiceTitle,
  type RedForm,
} from '@mall/shared';
import { addMember, addressOf, verifiedCompany } from '../../../testing/company.fixture';
import {
  einvoiceWorld,
  SELLER_PROFILE as PROFILE,
  type EinvoiceWorld,
} from '../../../testing/einvoice.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import type { Who } from '../../../testing/trade.fixture';
import { LEDGER_COLUMNS } from './folder.sheet';

// The buyer's 发票夹: a person sees his own 数电票; a company's 财务 and 管理员 see all of the company's (blue and
// red); a plain member and another company see none and are refused each file; filters; the zip holds each
// invoice's XML (its SHA-256 the stored one) and PDF; the 入账 export reads back.

let { app, call, a, b, fin, ops, ok, issueBlue } = {} as EinvoiceWorld;
const PRODUCT = 741;
const SKU = PRODUCT * 10 + 1;
const FOLDER = '/api/invoice/einvoice/folder';
let admin: Who & { id: number };
let finance: Who;
let buyerOnly: Who;
let other: Who & { id: number };
let personal: number;
let company: number;
let orderOfCompany = '';

const list = (who: Who, body: object = {}) => ok<EinvoiceFolderPage>(who, FOLDER, body);

/** An issued blue 数电专票 over a delivered order of `who`: the application's id and the order number. */
async function blue(who: Who, addressId: number, title: number): Promise<[number, string]> {
  const { id, orderNo } = await issueBlue(who, addressId, title, [{ skuId: SKU, quantity: 2 }]);
  return [id, orderNo];
}

beforeAll(async () => {
  const world = await einvoiceWorld([{ id: PRODUCT, priceFen: 11300, stock: 10_000 }]);
  ({ app, call, a, b, fin, ops, ok, issueBlue } = world);
  const co = await verifiedCompany(app, ops);
  admin = co.admin;
  finance = await addMember(app, co, ['财务']);
  buyerOnly = await addMember(app, co, ['采购员']);
  other = (await verifiedCompany(app, ops)).admin;
  const addr = await addressOf(app, admin);
  const titleId = (await ok<InvoiceTitle>(admin, '/api/invoice/title/add', XINGHU_TITLE)).id;
  const personalTitle = (await ok<InvoiceTitle>(a, '/api/invoice/title/add', XINGHU_TITLE)).id;
  const addrA = await addressOf(app, a);
  [personal] = await blue(a, addrA, personalTitle);
  [company, orderOfCompany] = await blue(admin, addr, titleId);
  // 自营 reverses one piece of the company's invoice; the company's 财务 confirms: the red one is issued.
  const form = await ok<RedForm>(fin, '/api/admin/invoice/einvoice/red-forms/apply', {
    invoiceId: company,
    reason: '销货退回',
    lines: [{ index: 0, quantity: 1, amountFen: 11300 }],
  });
  await ok(finance, '/api/invoice/einvoice/red-forms/confirm', { id: form.id });
  await app.jobs.idle();
}, 240_000);
afterAll(async () => {
  await app.close();
});

describe('发票夹 (API)', () => {
  it('a person sees his own; the company’s 财务 and 管理员 see its blue and red with the 查验 facts', async () => {
    const mine = await list(a);
    expect(mine.list.map((r) => r.id)).toEqual([`blue-${personal}`]);
    const row = mine.list[0]!;
    expect(row).toMatchObject({
      kind: 'blue',
      type: '81',
      checkCode: null,
      blueNumber: null,
      total: '226.00',
    });
    expect(row.number).toMatch(/^\d{20}$/);
    expect(row.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(row.amount) + Number(row.tax)).toBeCloseTo(226, 2);
    expect(row.sellerTaxId).toBe(PROFILE.taxpayerId);
    expect(row.buyerName).toBe(XINGHU_TITLE.companyName);
    for (const who of [finance, admin]) {
      const page = await list(who);
      expect(page.total).toBe(2);
      const red = page.list.find((r) => r.kind === 'red')!;
      const blueRow = page.list.find((r) => r.kind === 'blue')!;
      expect(blueRow.id).toBe(`blue-${company}`);
      expect(red).toMatchObject({ blueNumber: blueRow.number, total: '-113.00', kindLabel: '红字' });
      expect(red.number).toMatch(/^\d{20}$/);
    }
    // A plain member, another person and another company's admin: none of the company's.
    for (const who of [buyerOnly, b, other]) expect((await list(who)).total).toBe(0);
  });

  it('filters by kind, type, seller, order, number and date; pages', async () => {
    const all = (await list(finance)).list;
    const blueRow = all.find((r) => r.kind === 'blue')!;
    const ids = async (body: object) => (await list(finance, body)).list.map((r) => r.id).sort();
    expect(await ids({ kind: 'red' })).toEqual(all.filter((r) => r.kind === 'red').map((r) => r.id));
    expect(await ids({ type: '82' })).toEqual([]);
    expect((await ids({ type: '81' })).length).toBe(2);
    expect((await ids({ sellerName: PROFILE.name.slice(2, 6) })).length).toBe(2);
    expect(await ids({ sellerName: '不存在的公司' })).toEqual([]);
    expect((await ids({ orderNo: orderOfCompany })).length).toBe(2);
    expect(await ids({ orderNo: 'X000' })).toEqual([]);
    expect(await ids({ keyword: blueRow.number.slice(-8) })).toEqual([blueRow.id]);
    expect((await ids({ dateFrom: blueRow.issueDate, dateTo: blueRow.issueDate })).length).toBe(2);
    expect(await ids({ dateTo: '2000-01-01' })).toEqual([]);
    const page = await list(finance, { pageSize: 1, pageNum: 2 });
    expect(page).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(page.list).toHaveLength(1);
    const bad = await call(finance, 'POST', FOLDER, { dateFrom: '2026/01/01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('开票日期起格式应为 YYYY-MM-DD');
  });

  it('zips each invoice’s XML (its stored SHA-256) and PDF, named by number', async () => {
    const rows = (await list(finance)).list;
    const res = await call(finance, 'POST', `${FOLDER}/zip`, { ids: rows.map((r) => r.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(
      rows.flatMap((r) => [`${r.number}.pdf`, `${r.number}.xml`]).sort(),
    );
    for (const r of rows) {
      const xml = await zip.file(`${r.number}.xml`)!.async('nodebuffer');
      expect(createHash('sha256').update(xml).digest('hex')).toBe(r.xmlSha256);
      expect(xml.toString('utf8')).toContain(r.number);
      const pdf = await zip.file(`${r.number}.pdf`)!.async('nodebuffer');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const one = await call(a, 'POST', `${FOLDER}/file`, { id: `blue-${personal}`, format: 'pdf' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
  });

  it('refuses another’s invoice (404, nothing zipped), a plain member, too many and bad ids', async () => {
    const mixed = await call(a, 'POST', `${FOLDER}/zip`, { ids: [`blue-${personal}`, `blue-${company}`] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.headers['content-type']).toContain('application/json');
    expect(mixed.json().msg).toBe(EINVOICE_FOLDER_MSG.NOT_FOUND);
    for (const who of [b, other, buyerOnly]) {
      for (const [url, body] of [
        [`${FOLDER}/zip`, { ids: [`blue-${company}`] }],
        [`${FOLDER}/file`, { id: `blue-${personal}`, format: 'xml' }],
        [`${FOLDER}/export`, { ids: [`blue-${company}`] }],
      ] as const) {
        const res = await call(who, 'POST', url, body);
        expect(res.statusCode, `${url}`).toBe(404);
      }
    }
    const tooMany = await call(a, 'POST', `${FOLDER}/zip`, {
      ids: Array.from({ length: 51 }, (_, i) => `blue-${i + 1}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toContain(EINVOICE_FOLDER_MSG.TOO_MANY);
    const bad = await call(a, 'POST', `${FOLDER}/zip`, { ids: ['green-1'] });
    expect(bad.statusCode).toBe(400);
    const visitor = await app.inject({
      method: 'POST',
      url: `${FOLDER}/zip`,
      payload: { ids: [`blue-${personal}`] },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('exports the 入账表 (.xlsx) that reads back: one row per invoice, one per line', async () => {
    const rows = (await list(finance)).list;
    const res = await call(finance, 'POST', `${FOLDER}/export`, {});
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ledger = book.getWorksheet('发票台账')!;
    expect((ledger.getRow(1).values as unknown[]).slice(1)).toEqual([...LEDGER_COLUMNS]);
    expect(ledger.rowCount).toBe(1 + rows.length);
    const byNumber = new Map<string, EinvoiceFolderRow>(rows.map((r) => [r.number, r]));
    for (let i = 2; i <= ledger.rowCount; i++) {
      const cells = ledger.getRow(i).values as unknown[];
      const r = byNumber.get(String(cells[2]))!;
      expect(cells[4]).toBe(r.issueDate);
      expect(cells[6]).toBe(r.kind === 'red' ? '红字' : '蓝字');
      expect(cells[8]).toBe(r.sellerTaxId);
      expect(cells[11]).toBe(Number(r.amount));
      expect(cells[12]).toBe(Number(r.tax));
      expect(cells[13]).toBe(Number(r.total));
      expect(cells[15] ?? '').toBe(r.blueNumber ?? '');
    }
    expect(book.getWorksheet('发票明细')!.rowCount).toBe(1 + rows.length);
    const red = await call(finance, 'POST', `${FOLDER}/export`, { kind: 'red' });
    const redBook = new ExcelJS.Workbook();
    await redBook.xlsx.load(red.rawPayload as unknown as ArrayBuffer);
    expect(redBook.getWorksheet('发票台账')!.rowCount).toBe(2);
  });
});
