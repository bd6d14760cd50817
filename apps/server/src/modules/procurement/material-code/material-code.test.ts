import { beforeAll, describe, expect, it } from 'vitest';
import type { MaterialCode, MaterialCodePage } from '@mall/shared';
import { buyerAuth } from '../../../testing/accounts';
import { addMember, useCompanyWorld, type TestCompany, type Who } from '../../../testing/company.fixture';
import { uploadFile } from '../../../testing/multipart';
import { expectRowErrors, sheetFile } from '../../../testing/xlsx';

// 客户物料编码: a company's own codes for our SKUs. Members read them, 管理员 and 采购员 change them; another
// company never sees or changes them (404), and the .xlsx export reads back in unchanged.

const P = [930001, 930002, 930003, 930004];
const sku = (product: number) => product * 10 + 1;
const w = useCompanyWorld(P.map((id, i) => ({ id, title: `世达 内六角扳手 物料${i}` })));
const base = (path: string) => `/api/company/material-codes/${path}`;
let a: TestCompany;
let b: TestCompany;
let buyerOfA: Who;
let approverOfA: Who;

beforeAll(async () => {
  a = await w.company();
  b = await w.company();
  buyerOfA = await addMember(w.app, a, ['采购员']);
  approverOfA = await addMember(w.app, a, ['审批人']);
});

const list = (who: Who, body: object = {}) => w.ok<MaterialCodePage>(who, 'POST', base('list'), body);

const sheet = (rows: string[][], header = ['物料编码', '商品编码', '描述', '换算']) =>
  sheetFile('物料编码', header, rows);
function upload(who: Who, data: Buffer) {
  return uploadFile(w.app, base('import'), who.headers, data, 'codes.xlsx');
}

describe('company material codes', () => {
  it('管理员 and 采购员 keep codes; every member reads them; a code or SKU is used once', async () => {
    const first = await w.ok<MaterialCode>(a.admin, 'POST', base('add'), {
      skuId: sku(P[0]!),
      code: 'WL-1001',
      description: '内六角扳手 9 件套',
      ratioNum: 12,
    });
    expect(first).toMatchObject({
      code: 'WL-1001',
      skuId: sku(P[0]!),
      skuCode: `SKU-${sku(P[0]!)}`,
      ratioNum: 12,
      ratioDen: 1,
      ratioText: '12',
    });
    await w.ok(buyerOfA, 'POST', base('add'), { skuId: sku(P[1]!), code: 'WL-1002' });
    const refused = await w.c(approverOfA, 'POST', base('add'), { skuId: sku(P[2]!), code: 'WL-1003' });
    expect([refused.statusCode, refused.json().msg]).toEqual([403, '只有企业管理员或采购员可以维护物料编码']);
    expect((await list(approverOfA)).list.map((x) => x.code)).toEqual(['WL-1001', 'WL-1002']);
    expect((await list(approverOfA, { keyword: '9 件套' })).list.map((x) => x.code)).toEqual(['WL-1001']);

    const sameCode = await w.c(a.admin, 'POST', base('add'), { skuId: sku(P[2]!), code: 'wl 1001' });
    expect([sameCode.statusCode, sameCode.json().msg]).toEqual([
      409,
      '物料编码「WL-1001」已被企业的其他商品使用',
    ]);
    const sameSku = await w.c(a.admin, 'POST', base('add'), { skuId: sku(P[0]!), code: 'WL-9' });
    expect([sameSku.statusCode, sameSku.json().msg]).toEqual([409, '该商品已有物料编码「WL-1001」']);
    const badRatio = await w.c(a.admin, 'POST', base('add'), {
      skuId: sku(P[2]!),
      code: 'WL-3',
      ratioDen: 0,
    });
    expect([badRatio.statusCode, badRatio.json().msg]).toEqual([400, '换算分母必须是正整数']);
    const noSku = await w.c(a.admin, 'POST', base('add'), { skuId: 99_999_999, code: 'WL-3' });
    expect([noSku.statusCode, noSku.json().msg]).toEqual([404, '商品规格不存在']);

    const changed = await w.ok<MaterialCode>(a.admin, 'POST', base('update'), {
      id: first.id,
      skuId: sku(P[0]!),
      code: 'WL-1001',
      description: '改了描述',
      ratioNum: 6,
      ratioDen: 4,
    });
    expect(changed).toMatchObject({ description: '改了描述', ratioNum: 3, ratioDen: 2, ratioText: '3/2' });
  });

  it('never shows or changes a code to another company (404), nor to anyone outside one', async () => {
    const [code] = (await list(a.admin)).list;
    expect((await list(b.admin)).total).toBe(0);
    for (const [path, body] of [
      ['update', { id: code!.id, skuId: sku(P[3]!), code: 'B-1' }],
      ['delete', { id: code!.id }],
    ] as const) {
      const res = await w.c(b.admin, 'POST', base(path), body);
      expect([path, res.statusCode, res.json().msg]).toEqual([path, 404, '物料编码不存在']);
    }
    // B may use the same code for the same SKU: codes are per company.
    await w.ok(b.admin, 'POST', base('add'), { skuId: sku(P[0]!), code: code!.code });
    expect((await list(a.admin)).list[0]).toEqual(code);
    // A listing's lookup by product: each company its own code for the same SKU, none for other products.
    const of = (who: Who) =>
      w
        .ok<MaterialCode[]>(who, 'POST', base('of'), { productIds: [P[0]!, P[3]!] })
        .then((r) => r.map((x) => [x.skuId, x.code, x.id]));
    const [bCode] = (await list(b.admin)).list;
    expect(await of(approverOfA)).toEqual([[sku(P[0]!), code!.code, code!.id]]);
    expect(await of(b.admin)).toEqual([[sku(P[0]!), code!.code, bCode!.id]]);
    // A search keyword that is a code (written another way) names it; for B, B's own; else nothing.
    const match = (who: Who, keyword: string) =>
      w.ok<MaterialCode | null>(who, 'POST', base('match'), { keyword });
    expect((await match(approverOfA, ` ${code!.code.toLowerCase().replace('-', ' ')} `))?.id).toBe(code!.id);
    expect((await match(b.admin, code!.code))?.id).toBe(bCode!.id);
    expect(await match(approverOfA, '内六角扳手')).toBeNull();
    expect(await match(approverOfA, '---')).toBeNull();
    const tooMany = await w.c(a.admin, 'POST', base('of'), {
      productIds: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect([tooMany.statusCode, tooMany.json().msg]).toEqual([400, '一次最多查询 100 个商品']);
    const outsider = await buyerAuth(w.app);
    expect((await w.c(outsider, 'POST', base('of'), { productIds: [P[0]!] })).statusCode).toBe(403);
    expect((await w.c(outsider, 'POST', base('list'), {})).statusCode).toBe(403);
    expect((await w.c(null, 'POST', base('list'), {})).statusCode).toBe(401);
  });

  it('exports a sheet that imports back unchanged, and imports all or nothing', async () => {
    const exported = await w.app.inject({ method: 'GET', url: base('export'), headers: a.admin.headers });
    expect(exported.statusCode).toBe(200);
    const before = (await list(a.admin)).list;
    const same = await upload(a.admin, exported.rawPayload);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toEqual({ rows: 2, created: 0, updated: 2 });
    expect((await list(a.admin)).list.map(({ updatedAt: _u, ...c }) => c)).toEqual(
      before.map(({ updatedAt: _u, ...c }) => c),
    );

    const bad = await upload(
      a.admin,
      await sheet([
        ['WL-1003', `SKU-${sku(P[2]!)}`, '新的', '24'],
        ['WL-1004', 'SKU-404', '', ''],
        ['wl.1003', `SKU-${sku(P[3]!)}`, '', ''],
        ['WL-1005', `SKU-${sku(P[1]!)}`, '', '1/0'],
        ['WL-1006', `SKU-${sku(P[0]!)}`, '', ''],
      ]),
    );
    expectRowErrors(bad, [
      { row: 3, column: '商品编码', msg: '商品编码「SKU-404」不存在' },
      { row: 4, column: '物料编码', msg: '物料编码「wl.1003」与第 2 行重复' },
      { row: 5, column: '换算', msg: '换算「1/0」不正确（留空，或填写正整数如 12、分数如 3/2）' },
      { row: 6, column: '商品编码', msg: '该商品已有物料编码「WL-1001」，一个商品只能有一个物料编码' },
    ]);
    expect((await list(a.admin)).total).toBe(2);

    const good = await upload(
      buyerOfA,
      await sheet([
        ['WL-1003', `SKU-${sku(P[2]!)}`, '新的', '24'],
        ['WL-1002', `SKU-${sku(P[1]!)}`, '改名', ''],
      ]),
    );
    expect(good.json().data).toEqual({ rows: 2, created: 1, updated: 1 });
    const codes = (await list(a.admin)).list;
    expect(codes.map((c) => [c.code, c.description, c.ratioText])).toEqual([
      ['WL-1001', '改了描述', '3/2'],
      ['WL-1002', '改名', ''],
      ['WL-1003', '新的', '24'],
    ]);
    expect((await upload(approverOfA, await sheet([['X', `SKU-${sku(P[3]!)}`, '', '']]))).statusCode).toBe(
      403,
    );
    // A deletes; B's own code for the same SKU stays.
    await w.ok(a.admin, 'POST', base('delete'), { id: codes[2]!.id });
    expect((await list(a.admin)).total).toBe(2);
    expect((await list(b.admin)).total).toBe(1);
  });
});
