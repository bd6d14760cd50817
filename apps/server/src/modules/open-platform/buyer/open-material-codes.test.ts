import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SkuTaxFacts } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { must, type Who } from '../../../testing/company.fixture';
import { openCall, openParty, type OpenParty } from '../../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { taxCodeSeeder } from '../../catalogue/tax-code/tax-code.seed';
import type { CompanyCodeRow } from '../../procurement/material-code';

// What a company's ERP reads of its own material codes (客户物料编码) through the buyer API: the code on a
// SKU's detail (with the SKU's 税收分类编码), and the company's codes paged, or the one a code names written
// any way. Another company's app never sees them.

const w = useTestApp(() => buildCatalogueApp(40), 180_000);
let a: OpenParty;
let b: OpenParty;
let goods: Who;
let skus: number[];

type Detail = {
  skuId: number;
  materialCode: string | null;
  taxCode: { code: string; shortName: string; rate: string } | null;
};
type CodePage = { items: CompanyCodeRow[]; nextCursor: string | null };

const get = async <T>(p: OpenParty, url: string) => {
  const res = await openCall(w.app, p, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

beforeAll(async () => {
  await taxCodeSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
  const op = await operatorAuth(w.app);
  goods = { headers: (await operatorAuth(w.app, '商品')).headers };
  [a, b] = [await openParty(w.app, op), await openParty(w.app, op)];
  skus = (
    await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select k.id from skus k join products p on p.id = k.product_id
        where p.on_shelf and p.review_status = 2 and '0000' = any(p.sales_area_codes) order by k.id limit 5`,
    )
  ).map((r) => r.id);
  const ok = must(w.app);
  for (const [i, code] of ['ERP-A-001', 'ERP-A-002', 'ERP-A-003'].entries())
    await ok(a.company.admin, 'POST', '/api/company/material-codes/add', {
      code,
      skuId: skus[i],
      description: `A 的物料 ${i + 1}`,
      ...(i === 2 ? { ratioNum: 10, ratioDen: 1 } : {}),
    });
  await ok(b.company.admin, 'POST', '/api/company/material-codes/add', { code: 'B.77', skuId: skus[0] });
}, 180_000);

describe('material codes through the buyer API', () => {
  it('puts the company’s own code and the SKU’s 税收分类编码 on its detail', async () => {
    const [facts] = await must(w.app)<SkuTaxFacts[]>(
      goods,
      'POST',
      '/api/admin/catalogue/tax-code/sku-facts',
      { skuIds: [skus[0]] },
    );
    const ofA = await get<Detail>(a, `/open/v1/products/${skus[0]}`);
    expect(ofA.materialCode).toBe('ERP-A-001');
    expect(facts!.code).not.toBeNull();
    expect(ofA.taxCode).toEqual({ code: facts!.code, shortName: facts!.shortName, rate: facts!.rate });
    expect((await get<Detail>(b, `/open/v1/products/${skus[0]}`)).materialCode).toBe('B.77');
    expect((await get<Detail>(b, `/open/v1/products/${skus[1]}`)).materialCode).toBeNull();
  });

  it('pages the company’s codes by id, and finds one by its code written any way', async () => {
    const first = await get<CodePage>(a, '/open/v1/material-codes?size=2');
    expect(first.items.map((c) => [c.code, c.skuId])).toEqual([
      ['ERP-A-001', skus[0]],
      ['ERP-A-002', skus[1]],
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await get<CodePage>(a, `/open/v1/material-codes?size=2&cursor=${first.nextCursor}`);
    expect(second.items).toEqual([
      expect.objectContaining({ code: 'ERP-A-003', skuId: skus[2], description: 'A 的物料 3', ratioNum: 10 }),
    ]);
    expect(second.nextCursor).toBeNull();
    const found = await get<CodePage>(a, `/open/v1/material-codes?code=${encodeURIComponent(' erp a.002 ')}`);
    expect(found.items.map((c) => c.skuId)).toEqual([skus[1]]);
  });

  it('shows another company’s app none of them, and answers a bad cursor or size in Chinese', async () => {
    const theirs = await get<CodePage>(b, '/open/v1/material-codes');
    expect(theirs.items.map((c) => c.code)).toEqual(['B.77']);
    expect((await get<CodePage>(b, '/open/v1/material-codes?code=ERP-A-001')).items).toEqual([]);
    for (const url of ['/open/v1/material-codes?cursor=abc', '/open/v1/material-codes?size=0']) {
      const res = await openCall(w.app, a, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
    // Without a token: 401.
    const anonymous = await w.app.inject({ method: 'GET', url: '/open/v1/material-codes' });
    expect(anonymous.statusCode).toBe(401);
  });
});
