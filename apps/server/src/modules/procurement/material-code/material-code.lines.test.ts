import { beforeAll, describe, expect, it } from 'vitest';
import type { CartList, OrderDetail } from '@mall/shared';
import { makeProducts } from '../../../testing/checkout.fixture';
import {
  addMember,
  addressOf,
  checkoutBody,
  useCompanyWorld,
  type TestCompany,
  type Who,
} from '../../../testing/company.fixture';

// A company's members see its own material codes (客户物料编码) on their cart's lines and on its orders' lines;
// nobody else does, not even for the same SKUs (issue 50 part 4).

const FIRST = 941001; // 3 products, SKU ids product × 10 + 1, codes SKU-<product id>
const sku = (i: number) => (FIRST + i) * 10 + 1;
const w = useCompanyWorld([]);
let a: TestCompany;
let buyerOfA: Who;
let memberOfB: Who;

beforeAll(async () => {
  await makeProducts(w.app.db.db, FIRST, 3);
  a = await w.company();
  buyerOfA = await addMember(w.app, a, ['采购员']);
  memberOfB = await addMember(w.app, await w.company(), ['管理员']);
  for (const [i, code] of [
    [0, 'WL-A-001'],
    [1, 'WL-A-002'],
  ] as const)
    await w.ok(a.admin, 'POST', '/api/company/material-codes/add', { code, skuId: sku(i) });
  // Company B keeps another code for the first SKU: each company sees only its own.
  await w.ok(memberOfB, 'POST', '/api/company/material-codes/add', { code: 'B-9', skuId: sku(0) });
}, 120_000);

const cartOf = (who: Who) => w.ok<CartList>(who, 'POST', '/api/cart/list/getCartList', { areaCode: '0000' });
const codesOf = (lines: { skuId: number; materialCode?: string }[]) =>
  Object.fromEntries(lines.map((l) => [l.skuId, l.materialCode ?? null]));

describe('material codes on the lines', () => {
  it('shows the company’s own code on its member’s cart lines, and no code where it keeps none', async () => {
    for (const who of [buyerOfA, memberOfB])
      for (let i = 0; i < 3; i++)
        await w.ok(who, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(i), quantity: 1 });
    expect(codesOf((await cartOf(buyerOfA)).lines)).toEqual({
      [sku(0)]: 'WL-A-001',
      [sku(1)]: 'WL-A-002',
      [sku(2)]: null,
    });
    expect(codesOf((await cartOf(memberOfB)).lines)).toEqual({
      [sku(0)]: 'B-9',
      [sku(1)]: null,
      [sku(2)]: null,
    });
  });

  it('shows them on the company order’s lines to its members, and to nobody else', async () => {
    const order = await w.ok<{ orderNo: string }>(
      buyerOfA,
      'POST',
      '/api/checkout/submit',
      checkoutBody(await addressOf(w.app, buyerOfA), [
        { skuId: sku(0), quantity: 2 },
        { skuId: sku(2), quantity: 1 },
      ]),
    );
    const want = { [sku(0)]: 'WL-A-001', [sku(2)]: null };
    const seen = await w.ok<OrderDetail>(buyerOfA, 'POST', '/api/order/detail', order);
    expect(codesOf(seen.lines)).toEqual(want);
    // The company's 管理员 sees the colleague's order with the same codes.
    expect(codesOf((await w.ok<OrderDetail>(a.admin, 'POST', '/api/order/detail', order)).lines)).toEqual(
      want,
    );
    // Another company's member: no such order.
    expect((await w.c(memberOfB, 'POST', '/api/order/detail', order)).statusCode).toBe(404);
  });
});
