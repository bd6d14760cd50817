import { describe, expect, it } from 'vitest';
import type {
  CartList,
  PurchaseListAddReport,
  PurchaseListCartReport,
  PurchaseListDetail,
  PurchaseLists,
} from '@mall/shared';
import { buyerAuth } from '../../../testing/accounts';
import { makeProducts } from '../../../testing/checkout.fixture';
import {
  homeInJiangsu,
  listCalls,
  P,
  sku,
  type Who,
  useListWorld,
} from '../../../testing/purchase-list.fixture';

// Purchase lists: lists and their names, lines from a product, the cart and an order, the
// area's price and stock per line, the whole list or chosen lines to the cart, limits and bad input. The
// buyer's default address is in 江苏 (the area when none is chosen).

const w = useListWorld();
const { create, detail } = listCalls(w);
const refused = async (who: Who, url: string, body: object, status = 400) => {
  const res = await w.c(who, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().msg as string;
};

describe('lists', () => {
  it('creates, renames and deletes a list; names are required, at most 30 characters and unique per buyer', async () => {
    const made = await create(w.me, { name: '  车间月度常购  ' });
    expect(made.list).toMatchObject({
      name: '车间月度常购',
      shared: false,
      lineCount: 0,
      mine: true,
      canEdit: true,
    });
    const id = made.list.id;

    expect(await refused(w.me, '/api/purchase-list/create', { name: '' })).toBe('请输入清单名称');
    expect(await refused(w.me, '/api/purchase-list/create', { name: '   ' })).toBe('请输入清单名称');
    expect(await refused(w.me, '/api/purchase-list/create', {})).toBe('请输入清单名称');
    expect(await refused(w.me, '/api/purchase-list/create', { name: '清'.repeat(31) })).toBe(
      '清单名称最多 30 个字',
    );
    expect(await refused(w.me, '/api/purchase-list/create', { name: '车间月度常购' })).toBe(
      '已有名为「车间月度常购」的清单，请换一个名称',
    );
    // Another buyer may use the same name.
    const other = await buyerAuth(w.app);
    await create(other, { name: '车间月度常购' });

    const second = await create(w.me, { name: 'Line A 备件' });
    expect(
      await refused(w.me, '/api/purchase-list/update', { id: second.list.id, name: '车间月度常购' }),
    ).toBe('已有名为「车间月度常购」的清单，请换一个名称');
    expect(await refused(w.me, '/api/purchase-list/create', { name: 'line a 备件' })).toBe(
      '已有名为「line a 备件」的清单，请换一个名称',
    );
    const renamed = await w.ok<{ name: string }>(w.me, 'POST', '/api/purchase-list/update', {
      id: second.list.id,
      name: '二号线备件',
    });
    expect(renamed.name).toBe('二号线备件');
    expect(await refused(w.me, '/api/purchase-list/update', { id: second.list.id })).toBe(
      '请填写新的名称或共享设置',
    );
    // Sharing needs a verified company.
    expect(await refused(w.me, '/api/purchase-list/update', { id, shared: 1 }, 403)).toBe(
      '加入已认证的企业后才能共享清单',
    );
    expect(await refused(w.me, '/api/purchase-list/create', { name: '共享', shared: 1 }, 403)).toBe(
      '加入已认证的企业后才能共享清单',
    );

    const all = await w.ok<PurchaseLists>(w.me, 'GET', '/api/purchase-list/list');
    expect(all.mine.map((l) => l.name)).toEqual(['二号线备件', '车间月度常购']);
    expect(all.shared).toEqual([]);
    expect(all.companyName).toBeNull();
    expect(all.limits).toEqual({ lists: 50, lines: 200 });

    await w.ok(w.me, 'POST', '/api/purchase-list/delete', { id: second.list.id });
    expect(await refused(w.me, '/api/purchase-list/detail', { id: second.list.id }, 404)).toBe(
      '清单不存在或已删除',
    );
    expect(await refused(w.me, '/api/purchase-list/delete', { id: second.list.id }, 404)).toBe(
      '清单不存在或已删除',
    );
    expect(await refused(w.me, '/api/purchase-list/detail', { id: 'abc' })).toBe('清单编号不正确');
    expect(await refused(w.me, '/api/purchase-list/detail', { id: 2 ** 31 })).toBe('清单编号不正确');
  });

  it('holds at most 50 lists per buyer and 200 lines per list', async () => {
    const buyer = await buyerAuth(w.app);
    for (let i = 1; i <= 50; i++) await create(buyer, { name: `清单${i}` });
    expect(await refused(buyer, '/api/purchase-list/create', { name: '第五十一个' })).toBe(
      '每个账号最多建立 50 个常购清单，请先删除不用的清单',
    );

    await makeProducts(w.app.db.db, 920000, 201);
    const lines = Array.from({ length: 200 }, (_, i) => ({ skuId: (920000 + i) * 10 + 1, quantity: 1 }));
    const full = (await w.ok<PurchaseLists>(buyer, 'GET', '/api/purchase-list/list')).mine[0]!;
    const report = await w.ok<PurchaseListAddReport>(buyer, 'POST', '/api/purchase-list/lines/add', {
      listId: full.id,
      lines,
    });
    expect(report.added).toBe(200);
    // Updating a line already there is fine; a 201st SKU is not.
    await w.ok(buyer, 'POST', '/api/purchase-list/lines/add', { listId: full.id, lines: [lines[0]] });
    expect(
      await refused(buyer, '/api/purchase-list/lines/add', {
        listId: full.id,
        lines: [{ skuId: (920000 + 200) * 10 + 1, quantity: 1 }],
      }),
    ).toBe('一个清单最多 200 种商品，这次操作后将有 201 种，请分成多个清单');
    expect(
      await refused(buyer, '/api/purchase-list/lines/add', {
        listId: full.id,
        lines: [...lines, { skuId: sku(P.PLAIN), quantity: 1 }],
      }),
    ).toBe('一次最多加入 200 种商品');
    expect((await detail(buyer, full.id)).lineCount).toBe(200);
  }, 60_000);
});

describe('lines', () => {
  let listId: number;

  it('adds lines from a product, the cart and an order; a SKU already there takes the new quantity', async () => {
    // From the product page: one SKU with the buy box's quantity, into a new list.
    const made = await create(w.me, { name: '产品页加入', lines: [{ skuId: sku(P.PLAIN), quantity: 3 }] });
    listId = made.list.id;
    expect(made).toMatchObject({ added: 1, updated: 0, failed: 0, list: { lineCount: 1 } });

    // From the cart: its selected lines.
    await w.ok(w.me, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.MOQ), quantity: 15 });
    await w.ok(w.me, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.SHORT), quantity: 2 });
    const cart = await w.ok<CartList>(w.me, 'POST', '/api/cart/list/getCartList', {});
    const fromCart = await w.ok<PurchaseListAddReport>(w.me, 'POST', '/api/purchase-list/lines/add', {
      listId,
      lines: cart.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
    });
    expect(fromCart).toMatchObject({ added: 2, updated: 0, failed: 0 });

    // From an order: its lines (one already in the list, one unknown SKU of an old catalogue).
    const fromOrder = await w.ok<PurchaseListAddReport>(w.me, 'POST', '/api/purchase-list/lines/add', {
      listId,
      lines: [
        { skuId: sku(P.PLAIN), quantity: 6, remark: '维修班组用' },
        { skuId: 77_777_777, quantity: 1 },
        { skuId: sku(P.OFF), quantity: 2 },
      ],
    });
    expect(fromOrder.lines).toEqual([
      { skuId: sku(P.PLAIN), quantity: 6, outcome: 'updated', msg: '清单中已有，数量由 3 改为 6' },
      { skuId: 77_777_777, quantity: 1, outcome: 'failed', msg: '商品不存在' },
      { skuId: sku(P.OFF), quantity: 2, outcome: 'added', msg: '已加入清单' },
    ]);
    expect(fromOrder).toMatchObject({ added: 1, updated: 1, failed: 1, list: { lineCount: 4 } });
  });

  it('shows each line with its current price and its stock state in the buyer’s area', async () => {
    await w.ok(w.me, 'POST', '/api/purchase-list/lines/add', {
      listId,
      lines: [
        { skuId: sku(P.EMPTY), quantity: 1 },
        { skuId: sku(P.ZHEJIANG), quantity: 1 },
      ],
    });
    const d = await detail(w.me, listId);
    expect(d).toMatchObject({ areaCode: '320000', areaName: '江苏省', lineCount: 6, canEdit: true });
    const by = Object.fromEntries(d.lines.map((l) => [l.skuId, l]));
    expect(d.lines.map((l) => l.skuId)).toEqual(
      // the cart's lines came newest first
      [P.PLAIN, P.SHORT, P.MOQ, P.OFF, P.EMPTY, P.ZHEJIANG].map(sku),
    );
    expect(by[sku(P.PLAIN)]).toMatchObject({
      code: `SKU-${sku(P.PLAIN)}`,
      price: '12.50',
      quantity: 6,
      amount: '75.00',
      stock: 100,
      availability: 'ok',
      reason: null,
      remark: '维修班组用',
    });
    expect(by[sku(P.MOQ)]).toMatchObject({
      price: '8.00',
      quantity: 15,
      moq: 10,
      step: 5,
      availability: 'ok',
    });
    expect(by[sku(P.OFF)]).toMatchObject({ availability: 'off_shelf', reason: '商品已下架' });
    expect(by[sku(P.EMPTY)]).toMatchObject({ availability: 'out_of_stock', reason: '商品已售罄', stock: 0 });
    expect(by[sku(P.ZHEJIANG)]).toMatchObject({ availability: 'not_in_area', reason: '该区域暂不销售' });
    // 6 × 12.50 + 15 × 8.00 + 2 × 99.00
    expect(d).toMatchObject({ readyLines: 3, readyAmount: '393.00' });
    // The area the buyer chose wins over the address: in 浙江 the 浙江-only product is on sale.
    const zj = await detail(w.me, listId, '330000');
    expect(zj.areaName).toBe('浙江省');
    expect(zj.lines.find((l) => l.skuId === sku(P.ZHEJIANG))).toMatchObject({
      availability: 'ok',
      reason: null,
    });
  });

  it('edits a quantity and a remark, refuses 0, -1, 1e9, 2.5 and 五, and removes lines', async () => {
    const d = await detail(w.me, listId);
    const moqLine = d.lines.find((l) => l.skuId === sku(P.MOQ))!;
    const edited = await w.ok<PurchaseListDetail>(w.me, 'POST', '/api/purchase-list/lines/edit', {
      listId,
      lineId: moqLine.id,
      quantity: 12,
    });
    // A quantity off the step is kept (the list is a plan) and said: the cart would refuse it.
    expect(edited.lines.find((l) => l.id === moqLine.id)).toMatchObject({
      quantity: 12,
      reason: '购买数量须为 5套的整数倍',
    });
    const edit = (quantity: unknown) =>
      refused(w.me, '/api/purchase-list/lines/edit', { listId, lineId: moqLine.id, quantity });
    expect(await edit(0)).toBe('数量最少为 1');
    expect(await edit(-1)).toBe('数量最少为 1');
    expect(await edit(1e9)).toBe('数量过大，单行最多 999999');
    expect(await edit(2.5)).toBe('数量必须是整数');
    expect(await edit('五')).toBe('请填写数量（正整数）');
    const add = (quantity: unknown) =>
      refused(w.me, '/api/purchase-list/lines/add', { listId, lines: [{ skuId: sku(P.PLAIN), quantity }] });
    expect(await add(0)).toBe('数量最少为 1');
    expect(await add(1e9)).toBe('数量过大，单行最多 999999');
    expect(await refused(w.me, '/api/purchase-list/lines/add', { listId, lines: [] })).toBe(
      '请选择要加入清单的商品',
    );
    expect(
      await refused(w.me, '/api/purchase-list/lines/edit', {
        listId,
        lineId: moqLine.id,
        remark: '备'.repeat(101),
      }),
    ).toBe('备注最多 100 个字');

    const withRemark = await w.ok<PurchaseListDetail>(w.me, 'POST', '/api/purchase-list/lines/edit', {
      listId,
      lineId: moqLine.id,
      quantity: 20,
      remark: '二车间',
    });
    expect(withRemark.lines.find((l) => l.id === moqLine.id)).toMatchObject({
      quantity: 20,
      remark: '二车间',
      reason: null,
    });

    // A line of another list is not in this one.
    const other = await create(w.me, { name: '另一个清单', lines: [{ skuId: sku(P.PLAIN), quantity: 1 }] });
    const foreignLine = (await detail(w.me, other.list.id)).lines[0]!.id;
    expect(
      await refused(w.me, '/api/purchase-list/lines/edit', { listId, lineId: foreignLine, quantity: 2 }, 404),
    ).toBe('清单中没有这件商品，请刷新后重试');
    expect(
      await refused(w.me, '/api/purchase-list/lines/delete', { listId, lineIds: [foreignLine] }, 404),
    ).toBe('清单中没有这件商品，请刷新后重试');
    expect(await refused(w.me, '/api/purchase-list/lines/delete', { listId, lineIds: [] })).toBe(
      '请选择清单中的商品',
    );
    const emptyLine = d.lines.find((l) => l.skuId === sku(P.EMPTY))!.id;
    const after = await w.ok<PurchaseListDetail>(w.me, 'POST', '/api/purchase-list/lines/delete', {
      listId,
      lineIds: [emptyLine],
    });
    expect(after.lines.map((l) => l.skuId)).not.toContain(sku(P.EMPTY));
    expect((await detail(w.me, other.list.id)).lineCount).toBe(1);
  });
});

describe('to the cart', () => {
  it('adds the whole list in one go: the buyable lines go in, the others are reported, not a crash', async () => {
    const buyer = await buyerAuth(w.app);
    await homeInJiangsu(w.app, buyer);
    const list = await create(buyer, {
      name: '整单加购',
      lines: [
        { skuId: sku(P.PLAIN), quantity: 4 },
        { skuId: sku(P.OFF), quantity: 1 },
        { skuId: sku(P.ZHEJIANG), quantity: 1 },
        { skuId: sku(P.EMPTY), quantity: 1 },
        { skuId: sku(P.MOQ), quantity: 7 },
        { skuId: sku(P.SHORT), quantity: 2 },
      ],
    });
    const report = await w.ok<PurchaseListCartReport>(buyer, 'POST', '/api/purchase-list/add-to-cart', {
      listId: list.list.id,
    });
    expect(report.lines.map((l) => [l.skuId, l.ok, l.msg])).toEqual([
      [sku(P.PLAIN), true, '已加入购物车'],
      [sku(P.OFF), false, '商品已下架'],
      [sku(P.ZHEJIANG), false, '该区域暂不销售'],
      [sku(P.EMPTY), false, '商品已售罄'],
      [sku(P.MOQ), false, '起订量为 10套'],
      [sku(P.SHORT), true, '已加入购物车'],
    ]);
    expect(report).toMatchObject({ added: 2, failed: 4, cartNum: 2 });
    const cart = await w.ok<CartList>(buyer, 'POST', '/api/cart/list/getCartList', {});
    expect(cart.lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual(
      [
        [sku(P.PLAIN), 4],
        [sku(P.SHORT), 2],
      ].sort(),
    );
    // Again: the cart's own rule on the resulting quantity (2 + 2 of SHORT fits, 4 + 4 of PLAIN too).
    const again = await w.ok<PurchaseListCartReport>(buyer, 'POST', '/api/purchase-list/add-to-cart', {
      listId: list.list.id,
      areaCode: '330000',
    });
    expect(again.lines.find((l) => l.skuId === sku(P.ZHEJIANG))).toMatchObject({ ok: true });
    expect(again.cartNum).toBe(3);
  });

  it('adds only the chosen lines; a line not in the list and an empty list are refused', async () => {
    const buyer = await buyerAuth(w.app);
    const list = await create(buyer, {
      name: '选中加购',
      lines: [
        { skuId: sku(P.PLAIN), quantity: 1 },
        { skuId: sku(P.SHORT), quantity: 3 },
      ],
    });
    const lines = (await detail(buyer, list.list.id)).lines;
    const report = await w.ok<PurchaseListCartReport>(buyer, 'POST', '/api/purchase-list/add-to-cart', {
      listId: list.list.id,
      lineIds: [lines[1]!.id],
    });
    expect(report.lines).toEqual([
      {
        lineId: lines[1]!.id,
        skuId: sku(P.SHORT),
        title: '世达 套筒扳手 少量',
        quantity: 3,
        ok: true,
        msg: '已加入购物车',
      },
    ]);
    const cart = await w.ok<CartList>(buyer, 'POST', '/api/cart/list/getCartList', {});
    expect(cart.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku(P.SHORT), 3]]);

    const other = await create(buyer, { name: '空清单' });
    expect(await refused(buyer, '/api/purchase-list/add-to-cart', { listId: other.list.id })).toBe(
      '清单中还没有商品',
    );
    expect(
      await refused(
        buyer,
        '/api/purchase-list/add-to-cart',
        { listId: other.list.id, lineIds: [lines[0]!.id] },
        404,
      ),
    ).toBe('清单中没有这件商品，请刷新后重试');
    expect(
      await refused(buyer, '/api/purchase-list/add-to-cart', { listId: other.list.id, lineIds: [] }),
    ).toBe('请选择清单中的商品');
  });

  it('needs a signed-in buyer', async () => {
    for (const [method, url] of [
      ['GET', '/api/purchase-list/list'],
      ['POST', '/api/purchase-list/create'],
      ['POST', '/api/purchase-list/add-to-cart'],
    ] as const) {
      const res = await w.c(null, method, url, method === 'POST' ? { name: 'x', listId: 1 } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });
});
