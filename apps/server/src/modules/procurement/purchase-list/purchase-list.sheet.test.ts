import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PurchaseImportRejection,
  PurchaseListAddReport,
  PurchaseListDetail,
  PurchaseListImportResult,
  PurchaseLists,
} from '@mall/shared';
import {
  code,
  P,
  readSheet,
  sheetOf,
  sku,
  uploadSheet,
  useListWorld,
} from '../../../testing/purchase-list.fixture';

// Purchase lists to and from .xlsx: the export shows the area's price and stock state and imports back
// unchanged; an import checks every row first and writes nothing when any row is wrong.

const w = useListWorld();
let listId: number;

beforeAll(async () => {
  const made = await w.ok<PurchaseListAddReport>(w.me, 'POST', '/api/purchase-list/create', {
    name: '月度/备件[一]',
    lines: [
      { skuId: sku(P.PLAIN), quantity: 6, remark: '维修班组' },
      { skuId: sku(P.MOQ), quantity: 15 },
      { skuId: sku(P.ZHEJIANG), quantity: 2 },
    ],
  });
  listId = made.list.id;
});

const exportList = (id: number) =>
  w.app.inject({ method: 'POST', url: '/api/purchase-list/export', headers: w.me.headers, payload: { id } });
const detail = (id: number) => w.ok<PurchaseListDetail>(w.me, 'POST', '/api/purchase-list/detail', { id });
const brief = (d: PurchaseListDetail) => d.lines.map((l) => [l.skuId, l.quantity, l.remark]);

describe('export', () => {
  it('writes the lines with code, name, quantity, current price and stock state in the area', async () => {
    const res = await exportList(listId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('常购清单-月度/备件[一].xlsx')}`,
    );
    // Prices are numbers (shown with two decimals by the cells' format).
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual([
      '商品编码',
      '商品名称',
      '品牌',
      '型号',
      '规格',
      '单位',
      '数量',
      '单价（元）',
      '金额（元）',
      '库存状态',
      '备注',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        code(P.PLAIN),
        '世达 内六角扳手套装 清单测试',
        '世达',
        `SATA-${P.PLAIN}`,
        '铬钒钢 / 9件套',
        '套',
        '6',
        '12.5',
        '75',
        '有货',
        '维修班组',
      ],
      [
        code(P.MOQ),
        '代尔塔 防割手套',
        '世达',
        `SATA-${P.MOQ}`,
        '铬钒钢 / 9件套',
        '套',
        '15',
        '8',
        '120',
        '有货',
        '',
      ],
      [
        code(P.ZHEJIANG),
        '世达 扭力扳手 浙江专供',
        '世达',
        `SATA-${P.ZHEJIANG}`,
        '铬钒钢 / 9件套',
        '套',
        '2',
        '12.5',
        '25',
        '该区域不销售',
        '',
      ],
    ]);
  });

  it('imports its own export back into the list without changing anything', async () => {
    const before = brief(await detail(listId));
    const file = (await exportList(listId)).rawPayload;
    const res = await uploadSheet(w.app, w.me, file, '常购清单.xlsx', `listId=${listId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 3, added: 0, updated: 3, removed: 0, notes: [] });
    expect(brief(await detail(listId))).toEqual(before);
  });
});

describe('import', () => {
  it('merges rows into an existing list: new codes added, known ones take the file’s quantity and remark', async () => {
    const file = await sheetOf(
      ['商品编码', '数量', '备注'],
      [
        [code(P.SHORT), 3, '新增'],
        [` ${code(P.MOQ).toLowerCase()} `, '20', ''],
        [code(P.OFF), 1, null],
      ],
    );
    const res = await uploadSheet(w.app, w.me, file, 'list.xlsx', `listId=${listId}&mode=merge`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as PurchaseListImportResult;
    expect(result).toMatchObject({ total: 3, added: 2, updated: 1, removed: 0 });
    expect(result.notes).toEqual([
      { row: 4, column: '商品编码', msg: '商品已下架：已导入，暂不能加入购物车' },
    ]);
    expect(res.json().msg).toBe('已导入「月度/备件[一]」：新增 2 种，更新 1 种');
    expect(brief(await detail(listId))).toEqual([
      [sku(P.PLAIN), 6, '维修班组'],
      [sku(P.MOQ), 20, ''],
      [sku(P.ZHEJIANG), 2, ''],
      [sku(P.SHORT), 3, '新增'],
      [sku(P.OFF), 1, ''],
    ]);
  });

  it('replaces a list’s lines, keeping the remark of a line when the sheet has no 备注 column', async () => {
    const file = await sheetOf(
      ['SKU编码', '采购数量'],
      [
        [code(P.PLAIN), 10],
        [code(P.PLAIN), 12],
      ],
    );
    const res = await uploadSheet(w.app, w.me, file, 'x.XLSX', `listId=${listId}&mode=replace`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 2,
      added: 0,
      updated: 1,
      removed: 4,
      notes: [{ row: 3, column: '商品编码', msg: '与第 2 行是同一商品，按本行的数量导入' }],
    });
    expect(brief(await detail(listId))).toEqual([[sku(P.PLAIN), 12, '维修班组']]);
  });

  it('makes a new list from a sheet (named in the call)', async () => {
    const file = await sheetOf(['商品编码', '数量'], [[code(P.MOQ), 10]]);
    const res = await uploadSheet(w.app, w.me, file, 'x.xlsx', `name=${encodeURIComponent('导入的清单')}`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data as PurchaseListImportResult;
    expect(result.list).toMatchObject({ name: '导入的清单', lineCount: 1, mine: true });
    // The same name again: refused, nothing made.
    const again = await uploadSheet(w.app, w.me, file, 'x.xlsx', `name=${encodeURIComponent('导入的清单')}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('已有名为「导入的清单」的清单，请换一个名称');
    const lists = await w.ok<PurchaseLists>(w.me, 'GET', '/api/purchase-list/list');
    expect(lists.mine.filter((l) => l.name === '导入的清单')).toHaveLength(1);
  });

  it('refuses the whole file when any row is wrong, naming every bad row, and writes nothing', async () => {
    const before = brief(await detail(listId));
    const file = await sheetOf(
      ['商品编码', '数量', '备注'],
      [
        [code(P.SHORT), 2, ''],
        ['NO-SUCH-CODE', 1, ''],
        [code(P.MOQ), 0, ''],
        [code(P.MOQ), -1, ''],
        [code(P.MOQ), 1e9, ''],
        [code(P.MOQ), '五', ''],
        [code(P.MOQ), 'abc', ''],
        [code(P.MOQ), null, ''],
        [null, 3, '只有备注'],
        [code(P.MOQ), 2.5, '备'.repeat(101)],
      ],
    );
    const res = await uploadSheet(w.app, w.me, file, 'bad.xlsx', `listId=${listId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      '有 9 行无法导入，清单未做任何修改，请改正后重新导入（第 3 行、第 4 行、第 5 行、第 6 行、第 7 行 等）',
    );
    const report = res.json().data as PurchaseImportRejection;
    expect(report.total).toBe(10);
    expect(report.errors).toEqual([
      { row: 3, column: '商品编码', msg: '商品编码「NO-SUCH-CODE」不存在' },
      { row: 4, column: '数量', msg: '数量须大于 0' },
      { row: 5, column: '数量', msg: '数量「-1」不能为负数' },
      { row: 6, column: '数量', msg: '数量「1000000000」过大，单行最多 999999' },
      { row: 7, column: '数量', msg: '数量「五」请填写阿拉伯数字（如 5）' },
      { row: 8, column: '数量', msg: '无法识别数量「abc」' },
      { row: 9, column: '数量', msg: '请填写数量' },
      { row: 10, column: '商品编码', msg: '请填写商品编码' },
      { row: 11, column: '数量', msg: '数量「2.5」须为整数' },
      { row: 11, column: '备注', msg: '备注最多 100 个字' },
    ]);
    expect(brief(await detail(listId))).toEqual(before);
    // Into a new list: no list is made either.
    const named = await uploadSheet(w.app, w.me, file, 'bad.xlsx', 'name=never');
    expect(named.statusCode).toBe(400);
    const lists = await w.ok<PurchaseLists>(w.me, 'GET', '/api/purchase-list/list');
    expect(lists.mine.map((l) => l.name)).not.toContain('never');
  });

  it('refuses what is not a spreadsheet with a clear Chinese message', async () => {
    const cases: [Buffer, string, string][] = [
      [
        Buffer.from('商品编码,数量\nSKU-1,2\n'),
        'list.csv',
        '文件格式不支持，请上传 .xlsx 表格（可先导出一个清单作为模板）',
      ],
      [
        Buffer.from('just text'),
        'list.xlsx',
        '文件格式不支持，请上传 .xlsx 表格（可先导出一个清单作为模板）',
      ],
      [
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]),
        'broken.xlsx',
        '文件无法读取，请确认是 .xlsx 表格（可先导出一个清单作为模板）',
      ],
      [
        await sheetOf(['名称', '规格'], [['扳手', '9件套']]),
        'other.xlsx',
        '第 1 行应为表头，至少包含「商品编码」和「数量」两列（可先导出一个清单作为模板）',
      ],
      [await sheetOf(['商品编码', '数量'], []), 'empty.xlsx', '表格中没有商品行'],
      [
        await sheetOf(
          ['商品编码', '数量'],
          Array.from({ length: 201 }, () => [code(P.PLAIN), 1]),
        ),
        'big.xlsx',
        '表格有 201 行商品，一个清单最多 200 种，请分成多个文件导入',
      ],
    ];
    for (const [data, name, msg] of cases) {
      const res = await uploadSheet(w.app, w.me, data, name, `listId=${listId}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg, name).toBe(msg);
    }
    const noTarget = await uploadSheet(
      w.app,
      w.me,
      await sheetOf(['商品编码', '数量'], [[code(P.PLAIN), 1]]),
      'a.xlsx',
      '',
    );
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().msg).toContain('请选择导入到哪个清单，或填写新清单的名称');
    const noFile = await w.app.inject({
      method: 'POST',
      url: `/api/purchase-list/import?listId=${listId}`,
      headers: w.me.headers,
      payload: { listId },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe('请选择要导入的 .xlsx 文件');
  });
});
