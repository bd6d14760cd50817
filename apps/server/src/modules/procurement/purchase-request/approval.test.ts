import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_CODE } from '@mall/shared';
import {
  addMember,
  addressOf,
  checkoutBody,
  useCompanyWorld,
  type TestCompany,
  type Who,
} from '../../../testing/company.fixture';

// Product 7101: ¥125.00 a set, 100 in stock.
const SKU = 71011;

const w = useCompanyWorld([
  { id: 7101, priceFen: 12_500, stock: 100 },
  { id: 7102, priceFen: 12_500, stock: 1000 },
]);
const { ok, c } = w;

type Setup = {
  company: TestCompany;
  buyer: Who & { id: number };
  head: Who & { id: number };
  manager: Who & { id: number };
  addressId: number;
  departmentId: number;
};

/** The buyer's purchase request for `quantity` of one SKU (product 7101's unless named), to his address. */
const submitRequest = (s: Setup, quantity: number, skuId = SKU) =>
  ok<{ requestNo: string }>(
    s.buyer,
    'POST',
    '/api/company/requests/submit',
    checkoutBody(s.addressId, [{ skuId, quantity }]),
  );

/** A company whose 研发部 (head: head) orders of ¥200 or more need the head, then the manager. */
async function twoLevelCompany(): Promise<Setup> {
  const company = await w.company();
  const head = await addMember(w.app, company, ['审批人']);
  const manager = await addMember(w.app, company, ['审批人']);
  const dept = await ok<{ id: number }>(company.admin, 'POST', '/api/company/departments/save', {
    name: '研发部',
    headUserId: head.id,
  });
  const buyer = await addMember(w.app, company, ['采购员'], dept.id);
  await ok(company.admin, 'POST', '/api/company/approval-rules/save', {
    name: '研发大额',
    minAmount: '200',
    departmentIds: [dept.id],
    levels: [{ kind: 'departmentHead' }, { kind: 'members', userIds: [manager.id] }],
  });
  return { company, buyer, head, manager, addressId: await addressOf(w.app, buyer), departmentId: dept.id };
}

const stockOf = async (skuId: number) =>
  Number(
    (
      (await w.app.db.db.execute(sql`select stock from skus where id = ${skuId}`)) as unknown as {
        rows: { stock: number }[];
      }
    ).rows[0]!.stock,
  );

describe('approval rules', () => {
  it('refuses a rule with no approver, or with members and departments of another company', async () => {
    const company = await w.company();
    const other = await w.company();
    const none = await c(company.admin, 'POST', '/api/company/approval-rules/save', {
      name: '无审批人',
      levels: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('请至少设置一级审批人');
    const empty = await c(company.admin, 'POST', '/api/company/approval-rules/save', {
      name: '空级别',
      levels: [{ kind: 'members', userIds: [] }],
    });
    expect(empty.json().msg).toBe('请为每一级选择审批人');
    const stranger = await c(company.admin, 'POST', '/api/company/approval-rules/save', {
      name: '外人审批',
      levels: [{ kind: 'members', userIds: [other.admin.id] }],
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe('审批人不存在');
  });
});

describe('purchase requests', () => {
  it('a checkout a rule catches becomes a request; two levels approve; the order appears with its PO number for the buyer and the admin', async () => {
    const s = await twoLevelCompany();
    const preview = await ok<{ approval: { ruleName: string; levels: string[] } | null }>(
      s.buyer,
      'POST',
      '/api/checkout/preview',
      {
        items: [{ skuId: SKU, quantity: 2 }],
        addressId: s.addressId,
      },
    );
    expect(preview.approval?.ruleName).toBe('研发大额');
    expect(preview.approval?.levels).toHaveLength(2);

    const direct = await c(
      s.buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(s.addressId, [{ skuId: SKU, quantity: 2 }], { poNumber: 'PO-2026-001' }),
    );
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe(COMPANY_CODE.NEEDS_APPROVAL);
    // Below the threshold the order goes through at once.
    const small = await ok<{ orderNo: string }>(
      s.buyer,
      'POST',
      '/api/checkout/submit',
      checkoutBody(s.addressId, [{ skuId: SKU, quantity: 1 }], { poNumber: 'PO-SMALL' }),
    );
    expect(small.orderNo).toMatch(/^\d+$/);

    const stockBefore = await stockOf(SKU);
    const request = await ok<{
      requestNo: string;
      status: number;
      statusLabel: string;
      amount: string;
      currentLevel: number;
      levelCount: number;
    }>(
      s.buyer,
      'POST',
      '/api/company/requests/submit',
      checkoutBody(s.addressId, [{ skuId: SKU, quantity: 2 }], {
        poNumber: 'PO-2026-001',
        remark: '研发样机',
      }),
    );
    expect(request).toMatchObject({
      status: 1,
      statusLabel: '待审批',
      amount: '250.00',
      currentLevel: 1,
      levelCount: 2,
    });
    expect(await stockOf(SKU)).toBe(stockBefore); // nothing reserved until approved

    // Only the current level's approver sees it in 待我审批; the manager waits for level 2.
    const headTodo = await ok<{ list: { requestNo: string }[] }>(
      s.head,
      'POST',
      '/api/company/requests/todo',
      {},
    );
    expect(headTodo.list.map((r) => r.requestNo)).toEqual([request.requestNo]);
    expect((await ok<{ total: number }>(s.manager, 'POST', '/api/company/requests/todo', {})).total).toBe(0);
    const early = await c(s.manager, 'POST', '/api/company/requests/approve', {
      requestNos: [request.requestNo],
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().msg).toBe('您不是该申请当前级别的审批人');
    const own = await c(s.buyer, 'POST', '/api/company/requests/approve', {
      requestNos: [request.requestNo],
    });
    expect(own.json().msg).toBe('不能审批自己的申请');

    await ok(s.head, 'POST', '/api/company/requests/approve', {
      requestNos: [request.requestNo],
      comment: '同意',
    });
    const twice = await c(s.head, 'POST', '/api/company/requests/approve', {
      requestNos: [request.requestNo],
    });
    expect(twice.statusCode).toBe(403);
    const done = await ok<{ done: { status: number; orderNo: string }[] }>(
      s.manager,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [request.requestNo],
        comment: '批准采购',
      },
    );
    expect(done.done[0]!.status).toBe(2);
    const orderNo = done.done[0]!.orderNo;
    expect(await stockOf(SKU)).toBe(stockBefore - 2);
    const again = await c(s.manager, 'POST', '/api/company/requests/approve', {
      requestNos: [request.requestNo],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该申请已处理，不能重复审批');

    const detail = await ok<{ status: number; orderNo: string; steps: { action: string }[] }>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${request.requestNo}`,
    );
    expect(detail.orderNo).toBe(orderNo);
    expect(detail.steps.map((x) => x.action)).toEqual(['提交', '通过', '通过', '下单']);

    const mine = await ok<{ list: { orderNo: string; poNumber: string; costCentre: string }[] }>(
      s.buyer,
      'POST',
      '/api/order/list',
      {},
    );
    expect(mine.list.find((o) => o.orderNo === orderNo)).toMatchObject({
      poNumber: 'PO-2026-001',
      costCentre: '研发部',
    });
    const company = await ok<{
      list: { orderNo: string; poNumber: string; buyerName: string; actions: { canCancel: boolean } }[];
    }>(s.company.admin, 'POST', '/api/order/list', { scope: 'company', poNumber: 'PO-2026' });
    expect(company.list.map((o) => o.orderNo)).toEqual([orderNo]);
    expect(company.list[0]!.actions.canCancel).toBe(false); // a colleague's order: view only
    const adminDetail = await ok<{ poNumber: string }>(s.company.admin, 'POST', '/api/order/detail', {
      orderNo,
    });
    expect(adminDetail.poNumber).toBe('PO-2026-001');
    // A plain purchaser of the same company does not see colleagues' orders.
    const colleague = await addMember(w.app, s.company, ['采购员']);
    expect((await c(colleague, 'POST', '/api/order/detail', { orderNo })).statusCode).toBe(404);
    expect(
      (await ok<{ total: number }>(colleague, 'POST', '/api/order/list', { scope: 'company' })).total,
    ).toBe(0);
    // The head sees the department's orders.
    expect(
      (
        await ok<{ list: { orderNo: string }[] }>(s.head, 'POST', '/api/order/list', { scope: 'company' })
      ).list.map((o) => o.orderNo),
    ).toContain(orderNo);
    // Messages reached the requester: the level's progress (procurement's own) and the outcome (the
    // notification service's 站内信, written in the decision's transaction).
    const messages = await ok<{ list: { title: string }[] }>(
      s.buyer,
      'POST',
      '/api/system-message/getMessageList',
      { pageSize: 50 },
    );
    expect(messages.list.map((m) => m.title)).toEqual(
      expect.arrayContaining([
        '采购申请审批进度',
        `已通过：采购申请 ${request.requestNo} 已生成订单 ${orderNo}`,
      ]),
    );
  });

  it('a rejection ends the request with the comment; the requester can withdraw a pending one', async () => {
    const s = await twoLevelCompany();
    const one = await submitRequest(s, 2);
    const two = await submitRequest(s, 3);
    await ok(s.head, 'POST', '/api/company/requests/reject', {
      requestNos: [one.requestNo],
      comment: '预算已用完，下月再买',
    });
    const rejected = await ok<{ status: number; reason: string; canWithdraw: boolean }>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${one.requestNo}`,
    );
    expect(rejected).toMatchObject({ status: 3, reason: '预算已用完，下月再买', canWithdraw: false });
    await ok(s.buyer, 'POST', '/api/company/requests/withdraw', { requestNo: two.requestNo });
    expect(
      (
        await ok<{ status: number }>(
          s.buyer,
          'GET',
          `/api/company/requests/detail?requestNo=${two.requestNo}`,
        )
      ).status,
    ).toBe(4);
    const late = await c(s.head, 'POST', '/api/company/requests/approve', { requestNos: [two.requestNo] });
    expect(late.json().msg).toBe('该申请已处理，不能重复审批');
    const mine = await ok<{ list: { statusLabel: string }[] }>(
      s.buyer,
      'POST',
      '/api/company/requests/mine',
      {},
    );
    expect(mine.list.map((r) => r.statusLabel).sort()).toEqual(['已撤回', '已驳回']);
  });

  it('approving several at once reports each; a price change before the last approval sends the request back and places nothing', async () => {
    const s = await twoLevelCompany();
    const a = await submitRequest(s, 2, 71021);
    const b = await submitRequest(s, 4, 71021);
    const both = await ok<{ done: unknown[]; failed: unknown[] }>(
      s.head,
      'POST',
      '/api/company/requests/approve',
      { requestNos: [a.requestNo, b.requestNo] },
    );
    expect(both.done).toHaveLength(2);
    await w.app.db.db.execute(sql`update skus set price_fen = 13000 where id = 71021`);
    const stock = await stockOf(71021);
    const res = await ok<{ done: { requestNo: string; status: number; orderNo: string | null }[] }>(
      s.manager,
      'POST',
      '/api/company/requests/approve',
      {
        requestNos: [a.requestNo],
      },
    );
    expect(res.done[0]).toMatchObject({ status: 5, orderNo: null });
    const back = await ok<{ status: number; statusLabel: string; reason: string }>(
      s.buyer,
      'GET',
      `/api/company/requests/detail?requestNo=${a.requestNo}`,
    );
    expect(back.statusLabel).toBe('已退回');
    expect(back.reason).toContain('商品价格有变动');
    expect(await stockOf(71021)).toBe(stock);
    const orders = await ok<{ total: number }>(s.buyer, 'POST', '/api/order/list', {});
    expect(orders.total).toBe(0);
    await w.app.db.db.execute(sql`update skus set price_fen = 12500 where id = 71021`);
  });

  it('keeps company requests apart: another company’s admin cannot read, approve or withdraw them', async () => {
    const s = await twoLevelCompany();
    const r = await submitRequest(s, 2);
    const other = await w.company();
    expect(
      (await c(other.admin, 'GET', `/api/company/requests/detail?requestNo=${r.requestNo}`)).statusCode,
    ).toBe(404);
    expect(
      (await c(other.admin, 'POST', '/api/company/requests/approve', { requestNos: [r.requestNo] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c(other.admin, 'POST', '/api/company/requests/withdraw', { requestNo: r.requestNo })).statusCode,
    ).toBe(404);
    expect(
      (await ok<{ status: number }>(s.buyer, 'GET', `/api/company/requests/detail?requestNo=${r.requestNo}`))
        .status,
    ).toBe(1);
  });
});
