import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuickOrderLine, QuickOrderMatch } from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { makeProducts } from '../../../testing/checkout.fixture';
import { addMember, useCompanyWorld, type TestCompany, type Who } from '../../../testing/company.fixture';
import { uploadFile } from '../../../testing/multipart';
import { sheetFile } from '../../../testing/xlsx';

// Quick order matches a pasted code against the member's company material codes first, then part numbers,
// then SKU codes and models — one statement for all three kinds, whatever the number of lines.

const FIRST = 940001; // 60 products, SKU ids product × 10 + 1, codes SKU-<product id>
const sku = (i: number) => (FIRST + i) * 10 + 1;
const w = useCompanyWorld([]);
let a: TestCompany;
let memberOfB: Who;

beforeAll(async () => {
  await makeProducts(w.app.db.db, FIRST, 60);
  a = await w.company();
  const b = await w.company();
  memberOfB = await addMember(w.app, b, ['采购员']);
  // 50 material codes WL-10001… on the first 50 SKUs; WL-10003 is bought by the dozen.
  const rows = Array.from({ length: 50 }, (_, i) => [
    `WL-${10001 + i}`,
    `SKU-${FIRST + i}`,
    `物料 ${i}`,
    i === 2 ? '12' : '',
  ]);
  rows.push(['6204-2RS', `SKU-${FIRST + 55}`, '与零件号同名的物料编码', '']);
  const file = await sheetFile('物料编码', ['物料编码', '商品编码', '描述', '换算'], rows);
  const res = await uploadFile(
    w.app,
    '/api/company/material-codes/import',
    a.admin.headers,
    file,
    'codes.xlsx',
  );
  expect(res.statusCode, res.body).toBe(200);
  const op = { headers: (await operatorAuth(w.app, '商品')).headers };
  for (const [i, number, source] of [
    [52, '6204-2RS', 'SKF'],
    [53, '6204DDU', 'NSK'],
    [54, '6204-2RSH', 'SKF'],
  ] as const)
    await w.ok(op, 'POST', '/api/admin/catalogue/part-number/add', { skuId: sku(i), number, source });
}, 120_000);

async function match(who: Who, text: string): Promise<QuickOrderMatch> {
  return w.ok<QuickOrderMatch>(who, 'POST', '/api/quick-order/match', { text });
}
const brief = (l: QuickOrderLine) => ({
  by: l.matchedBy,
  said: l.matchedNote,
  skuId: l.sku?.skuId ?? null,
  quantity: l.quantity,
});

describe('quick order by material code and part number', () => {
  it('finds the company’s own codes first, then part numbers, then SKU codes', async () => {
    const r = await match(
      a.admin,
      'WL-10001\t5\nwl 10002, 1\nWL-10003 2\n6204ddu 3\n6204.2rsh 1\nSKU-940060 1',
    );
    expect(r.lines.map(brief)).toEqual([
      { by: 'material_code', said: '物料编码 WL-10001', skuId: sku(0), quantity: 5 },
      { by: 'material_code', said: '物料编码 WL-10002', skuId: sku(1), quantity: 1 },
      { by: 'material_code', said: '物料编码 WL-10003', skuId: sku(2), quantity: 24 },
      { by: 'part_number', said: '对应 NSK 6204DDU', skuId: sku(53), quantity: 3 },
      { by: 'part_number', said: '对应 SKF 6204-2RSH', skuId: sku(54), quantity: 1 },
      { by: 'code', said: undefined, skuId: sku(59), quantity: 1 },
    ]);
    expect(r.lines[2]!.note).toBe('按物料编码换算 2 → 24把');
    // The same text as a company code and a part number: the company's code wins, for its members only.
    expect(brief((await match(a.admin, '6204-2RS 1')).lines[0]!)).toMatchObject({
      by: 'material_code',
      skuId: sku(55),
    });
    expect(brief((await match(memberOfB, '6204-2RS 1')).lines[0]!)).toMatchObject({
      by: 'part_number',
      said: '对应 SKF 6204-2RS',
      skuId: sku(52),
    });
  });

  it('never matches another company’s material codes', async () => {
    const r = await match(memberOfB, 'WL-10001 1\nWL-10050 1');
    expect(r.lines.every((l) => l.matchedBy !== 'material_code' && l.sku?.skuId !== sku(0))).toBe(true);
  });

  it('matches 500 pasted lines in one statement per stage, within 1.5 s', async () => {
    const text = Array.from({ length: 500 }, (_, i) =>
      i % 5 === 4 ? `6204-2RSH ${i + 1}` : `WL-${10001 + (i % 50)} ${i + 1}`,
    ).join('\n');
    await match(a.admin, text); // warm: prepared statements, the pricing memo
    const execute = vi.spyOn(w.app.db.db, 'execute');
    const transaction = vi.spyOn(w.app.db.db, 'transaction');
    const started = performance.now();
    const r = await match(a.admin, text);
    const elapsed = performance.now() - started;
    const statements = execute.mock.calls.length + transaction.mock.calls.length;
    execute.mockRestore();
    transaction.mockRestore();
    expect(r.lines.filter((l) => l.matchedBy === 'material_code')).toHaveLength(400);
    expect(r.lines.filter((l) => l.matchedBy === 'part_number')).toHaveLength(100);
    expect(statements).toBeLessThanOrEqual(7);
    expect(elapsed).toBeLessThan(1500);
  });
});
