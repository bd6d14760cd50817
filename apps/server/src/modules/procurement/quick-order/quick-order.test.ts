import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartList, QuickOrderCartReport, QuickOrderLine, QuickOrderMatch } from '@mall/shared';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { uploadFile } from '../../../testing/multipart';
import { downloadedBook } from '../../../testing/xlsx';

// Quick order: a mixed list against the demo catalogue plus hand-made products whose
// codes, models, rules, stock and areas are known. The buyer's default address is in 江苏.

type Buyer = Awaited<ReturnType<typeof buyerAuth>>;
const w = useTestApp(() => buildCatalogueApp(300));
let buyer: Buyer;

// SKU ids are product id × 10 + 1, codes SKU-<sku id>, models SATA-<product id>.
const PLAIN = 900001; // moq 1, stock 100
const MOQ = 900002; // moq 10, step 5
const EMPTY = 900003; // stock 0
const ZHEJIANG = 900004; // sold only in 浙江
const SHORT = 900005; // stock 30
const OFF = 900006; // off the shelf
const sku = (product: number) => product * 10 + 1;

beforeAll(async () => {
  const db = w.app.db.db;
  await seedShopBasics(db);
  await makeProduct(db, { id: PLAIN, title: '世达 内六角扳手套装 测试专用' });
  await makeProduct(db, { id: MOQ, moq: 10, step: 5, stock: 1000, title: '代尔塔 防割手套 五级' });
  await makeProduct(db, { id: EMPTY, stock: 0, title: '世达 棘轮扳手 缺货款' });
  await makeProduct(db, { id: ZHEJIANG, areas: ['330000'], title: '世达 扭力扳手 浙江专供' });
  await makeProduct(db, { id: SHORT, stock: 30, title: '世达 套筒扳手 少量' });
  await makeProduct(db, { id: OFF, onShelf: false, title: '世达 老款扳手 已下架' });
  await w.app.searchIndex.reindexProducts([PLAIN, MOQ, EMPTY, ZHEJIANG, SHORT, OFF]);
  buyer = await buyerAuth(w.app);
  const res = await call('/api/address/add', { ...SUZHOU_ADDRESS, isDefault: 1 });
  expect(res.statusCode, res.body).toBe(200);
});

function call(url: string, payload: object, who: Buyer | null = buyer) {
  return w.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
}
async function match(text: string, areaCode?: string): Promise<QuickOrderMatch> {
  const res = await call('/api/quick-order/match', { text, ...(areaCode ? { areaCode } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as QuickOrderMatch;
}
const brief = (l: QuickOrderLine) => ({
  outcome: l.outcome,
  by: l.matchedBy,
  skuId: l.sku?.skuId ?? null,
  quantity: l.quantity,
  note: l.note,
});

function multipart(data: Buffer, filename: string, areaCode?: string) {
  return uploadFile(
    w.app,
    `/api/quick-order/match/file${areaCode ? `?areaCode=${areaCode}` : ''}`,
    buyer.headers,
    data,
    filename,
    'application/octet-stream',
  );
}

describe('matching a pasted list', () => {
  it('gives every line its outcome: code, model in other case and width, search, unknown, bad quantity', async () => {
    const r = await match(
      [
        '商品编码\t数量',
        `SKU-${sku(PLAIN)}\t3`,
        `sku-${sku(MOQ)} 7`,
        `ｓａｔａ－${EMPTY}，２`,
        `SATA ${ZHEJIANG} 1`,
        `SKU-${sku(SHORT)}\t50`,
        `sata_${OFF}\t1`,
        '螺丝到\t2',
        '完全不存在的零件 QZXW-7781 4',
        `SKU-${sku(PLAIN)}\t五`,
        `SKU-${sku(PLAIN)}\t-3`,
      ].join('\r\n'),
    );
    expect(r.headerSkipped).toBe(true);
    expect(r.areaCode).toBe('320000'); // no area chosen: the default address's province
    expect(r.areaName).toBe('江苏省');
    const [code, moq, empty, zhejiang, short, off, misspelt, unknown, five, negative] = r.lines;
    expect(brief(code!)).toEqual({
      outcome: 'matched',
      by: 'code',
      skuId: sku(PLAIN),
      quantity: 3,
      note: null,
    });
    expect(code!.sku).toMatchObject({
      price: '12.50',
      stock: 100,
      moq: 1,
      step: 1,
      score: 1,
      availability: 'ok',
    });
    expect(brief(moq!)).toEqual({
      outcome: 'quantity_adjusted',
      by: 'code',
      skuId: sku(MOQ),
      quantity: 10,
      note: '起订量 10套，数量由 7套调整为 10套',
    });
    expect(brief(empty!)).toMatchObject({
      outcome: 'out_of_stock',
      by: 'model',
      skuId: sku(EMPTY),
      quantity: 0,
    });
    expect(brief(zhejiang!)).toEqual({
      outcome: 'not_in_area',
      by: 'model',
      skuId: sku(ZHEJIANG),
      quantity: 0,
      note: '该商品在江苏省暂不销售',
    });
    expect(brief(short!)).toEqual({
      outcome: 'quantity_adjusted',
      by: 'code',
      skuId: sku(SHORT),
      quantity: 30,
      note: '库存不足，数量由 50套调整为最多可购 30套',
    });
    expect(brief(off!)).toMatchObject({ outcome: 'not_found', by: 'model', note: '商品已下架' });
    // 螺丝到 is corrected to 螺丝刀: several screwdrivers, none chosen, each with a score.
    expect(misspelt!.outcome).toBe('candidates');
    expect(misspelt!.matchedBy).toBe('name');
    expect(misspelt!.sku).toBeNull();
    expect(misspelt!.candidates.length).toBeGreaterThan(1);
    expect(misspelt!.candidates.every((c) => c.title.includes('螺丝刀') && c.score > 0 && c.score < 1)).toBe(
      true,
    );
    expect(brief(unknown!)).toEqual({
      outcome: 'not_found',
      by: null,
      skuId: null,
      quantity: 0,
      note: '未找到匹配的商品',
    });
    expect(unknown!.requested).toBe(4);
    expect(brief(five!)).toMatchObject({
      outcome: 'invalid',
      skuId: sku(PLAIN),
      note: '数量「五」请填写阿拉伯数字（如 5）',
    });
    expect(brief(negative!)).toMatchObject({ outcome: 'invalid', note: '数量「-3」不能为负数' });
    expect(r.lines.map((l) => l.lineNo)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(r.summary).toMatchObject({
      matched: 1,
      quantity_adjusted: 2,
      out_of_stock: 1,
      not_in_area: 1,
      not_found: 2,
      candidates: 1,
      invalid: 2,
    });
  });

  it('uses the area the buyer chose over the default address', async () => {
    const r = await match(`SATA-${ZHEJIANG} 2`, '330000');
    expect(r.areaName).toBe('浙江省');
    expect(brief(r.lines[0]!)).toMatchObject({ outcome: 'matched', quantity: 2 });
  });

  it('offers the SKUs of a model with several specs, and matches a name with one product directly', async () => {
    const [multi] = await w.app.db.db
      .execute(
        sql`select p.model_no from products p
      where p.on_shelf and p.id < 300 and (select count(*) from skus k where k.product_id = p.id) > 2
        and (select count(*) from products q where q.model_no = p.model_no) = 1
      order by p.id limit 1`,
      )
      .then((r) => (r as unknown as { rows: { model_no: string }[] }).rows);
    const r = await match(`${multi!.model_no.toLowerCase()}\t1\n内六角扳手套装 测试专用\t2`, '0000');
    expect(r.lines[0]!.outcome).toBe('candidates');
    expect(r.lines[0]!.matchedBy).toBe('model');
    expect(r.lines[0]!.candidates.length).toBeGreaterThan(2);
    expect(r.lines[0]!.candidates.every((c) => c.modelNo === multi!.model_no && c.score === 1)).toBe(true);
    expect(brief(r.lines[1]!)).toMatchObject({
      outcome: 'matched',
      by: 'name',
      skuId: sku(PLAIN),
      quantity: 2,
    });
  });

  it('runs one statement per stage whatever the number of lines', async () => {
    // Stages run as a statement (execute) or, for the search's batched probes, as a statement in its own
    // transaction (JIT off): count both.
    const execute = vi.spyOn(w.app.db.db, 'execute');
    const transaction = vi.spyOn(w.app.db.db, 'transaction');
    const lines = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => [`SKU-${sku(PLAIN)} 1`, `sata-${MOQ} 10`, `螺丝到 ${i + 1}`, `未知配件${i} 1`][i % 4],
      ).join('\n');
    const statements = async (n: number) => {
      execute.mockClear();
      transaction.mockClear();
      await match(lines(n), '0000');
      return execute.mock.calls.length + transaction.mock.calls.length;
    };
    const few = await statements(4);
    const many = await statements(400);
    execute.mockRestore();
    transaction.mockRestore();
    // Codes, models, the search's two probes, the facts; the synonyms and terms are re-read once a minute.
    expect(few).toBeLessThanOrEqual(7);
    expect(many).toBeLessThanOrEqual(7);
  });

  it('refuses an empty list, 501 lines and a visitor, with Chinese messages', async () => {
    for (const text of ['', ' \r\n\t\n', '编码\t数量\n']) {
      const res = await call('/api/quick-order/match', { text });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('请粘贴或上传商品清单：每行一个商品编码、型号或名称，后面跟数量');
    }
    const many = await call('/api/quick-order/match', {
      text: Array.from({ length: 501 }, (_, i) => `A${i} 1`).join('\n'),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toBe('一次最多 500 行，当前有 501 行，请分批下单');
    const long = await call('/api/quick-order/match', { text: 'x'.repeat(100_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('清单内容过长');
    expect((await call('/api/quick-order/match', { text: 'A 1' }, null)).statusCode).toBe(401);
  });
});

describe('uploading a list', () => {
  it('gives a template that, filled in, matches like a paste', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/quick-order/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('快速下单模板.xlsx'));
    const book = await downloadedBook(res);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '商品编码/型号/名称', '数量', '备注（可不填）']);
    // The buyer types over the two example rows and adds one.
    expect(sheet.getRow(2).getCell(3).value).toBe('示例行，可删除');
    sheet.getRow(2).values = [`SKU-${sku(PLAIN)}`, 4, '车间'];
    sheet.getRow(3).values = [`sata ${MOQ}`, 12, ''];
    sheet.getRow(4).values = ['完全不存在的零件', '0'];
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const upload = await multipart(file, '清单.xlsx', '320000');
    expect(upload.statusCode, upload.body).toBe(200);
    const r = upload.json().data as QuickOrderMatch;
    expect(r.headerSkipped).toBe(true);
    expect(r.lines.map(brief)).toEqual([
      { outcome: 'matched', by: 'code', skuId: sku(PLAIN), quantity: 4, note: null },
      {
        outcome: 'quantity_adjusted',
        by: 'model',
        skuId: sku(MOQ),
        quantity: 15,
        note: '须按 5套递增，数量由 12套调整为 15套',
      },
      { outcome: 'not_found', by: null, skuId: null, quantity: 0, note: '未找到匹配的商品' },
    ]);
    expect(r.lines.map((l) => l.lineNo)).toEqual([2, 3, 4]);
  });

  it('reads a .csv in UTF-8 with a BOM and in GB18030 as Excel saves it', async () => {
    const text = `编码,数量\r\nSKU-${sku(PLAIN)},2\r\n内六角扳手套装 测试专用,1\r\n`;
    const utf8 = await multipart(Buffer.from(`\uFEFF${text}`), 'list.csv');
    expect(utf8.statusCode, utf8.body).toBe(200);
    expect((utf8.json().data as QuickOrderMatch).lines.map((l) => l.outcome)).toEqual(['matched', 'matched']);
    const gbk = Buffer.from(new Uint8Array([...(await gb18030(text))]));
    const res = await multipart(gbk, 'list.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as QuickOrderMatch).lines.map((l) => l.text)).toEqual([
      `SKU-${sku(PLAIN)}`,
      '内六角扳手套装 测试专用',
    ]);
  });

  it('refuses a file that is no spreadsheet, one too large and one with too many rows', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const [data, name, msg] of [
      [png, 'photo.png', '文件格式不支持，请上传 .xlsx 或 .csv 文件（可先下载模板填写）'],
      [png, 'list.xlsx', '文件格式不支持，请上传 .xlsx 或 .csv 文件（可先下载模板填写）'],
      [png, 'list.csv', '文件格式不支持，请上传 .xlsx 或 .csv 文件（可先下载模板填写）'],
      [
        Buffer.from('PK\u0003\u0004not really a zip'),
        'list.xlsx',
        '文件无法读取，请确认是 .xlsx 或 .csv 表格（可先下载模板填写）',
      ],
      [Buffer.alloc(2 * 1024 * 1024 + 1, 65), 'big.csv', '文件不能超过 2 MB'],
      [
        Buffer.from(Array.from({ length: 502 }, (_, i) => `A${i},1`).join('\n')),
        'many.csv',
        '一次最多 500 行，当前有 502 行，请分批下单',
      ],
    ] as const) {
      const res = await multipart(data, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const none = await w.app.inject({
      method: 'POST',
      url: '/api/quick-order/match/file',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: { text: 'A 1' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请选择要上传的 .xlsx 或 .csv 文件');
  });
});

describe('adding to the cart', () => {
  it('adds every valid line in one go and reports each refused one', async () => {
    const other = await buyerAuth(w.app);
    const res = await call(
      '/api/quick-order/add-to-cart',
      {
        lines: [
          { skuId: sku(PLAIN), quantity: 3 },
          { skuId: sku(MOQ), quantity: 15 },
          { skuId: sku(EMPTY), quantity: 1 },
          { skuId: sku(MOQ), quantity: 7 },
          { skuId: sku(ZHEJIANG), quantity: 1 },
          { skuId: 999_999_991, quantity: 1 },
        ],
        areaCode: '320000',
      },
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data as QuickOrderCartReport;
    expect(res.json().msg).toBe('已加入 2 种商品，4 种未加入');
    expect(report).toMatchObject({ added: 2, failed: 4, cartNum: 2 });
    expect(report.lines.map((l) => [l.ok, l.msg])).toEqual([
      [true, '已加入购物车'],
      [true, '已加入购物车'],
      [false, '商品已售罄'],
      [false, '购买数量须为 5套的整数倍（购物车中已有 15套）'],
      [false, '该区域暂不销售'],
      [false, '商品不存在或已下架'],
    ]);
    const cart = (await call('/api/cart/list/getCartList', { areaCode: '320000' }, other)).json()
      .data as CartList;
    expect(cart.lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual([
      [sku(PLAIN), 3],
      [sku(MOQ), 15],
    ]);
  });

  it('checks the body and needs a buyer', async () => {
    expect((await call('/api/quick-order/add-to-cart', { lines: [] })).json().msg).toBe(
      '请选择要加入购物车的商品',
    );
    const zero = await call('/api/quick-order/add-to-cart', { lines: [{ skuId: sku(PLAIN), quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(
      (await call('/api/quick-order/add-to-cart', { lines: [{ skuId: sku(PLAIN), quantity: 1 }] }, null))
        .statusCode,
    ).toBe(401);
  });
});

/** GB18030 bytes of a text (Node decodes GB18030 but cannot encode it; iconv is not a dependency). */
async function gb18030(text: string): Promise<Uint8Array> {
  const decoder = new TextDecoder('gb18030');
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfe; hi++)
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  const out: number[] = [];
  for (const ch of text) out.push(...(ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : table.get(ch)!));
  return new Uint8Array(out);
}
