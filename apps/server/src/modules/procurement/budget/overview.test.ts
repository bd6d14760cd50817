import { expect, it } from 'vitest';
import { COMPANY_CODE } from '@mall/shared';
import {
  addMember,
  addressOf,
  approvalMembers,
  checkoutBody,
  useCompanyWorld,
} from '../../../testing/company.fixture';
import { smsAnyTime, smsNotices } from '../../../testing/sms-notice.fixture';
import { downloadedBook } from '../../../testing/xlsx';

const w = useCompanyWorld([{ id: 7501, priceFen: 10_000, stock: 1000 }]);
const { ok, c } = w;

it('the overview sums spend by month, department, member and category; the export lists the orders with 采购单号 and 成本中心', async () => {
  const company = await w.company();
  const dept = await ok<{ id: number }>(company.admin, 'POST', '/api/company/departments/save', {
    name: '维修部',
  });
  const buyer = await addMember(w.app, company, ['采购员'], dept.id);
  const finance = await addMember(w.app, company, ['财务']);
  const addressId = await addressOf(w.app, buyer);
  await ok(
    buyer,
    'POST',
    '/api/checkout/submit',
    checkoutBody(addressId, [{ skuId: 75011, quantity: 3 }], { poNumber: 'WX-001' }),
  );
  const second = await ok<{ orderNo: string }>(
    buyer,
    'POST',
    '/api/checkout/submit',
    checkoutBody(addressId, [{ skuId: 75011, quantity: 2 }], { poNumber: 'WX-002' }),
  );
  const cancelled = await ok<{ orderNo: string }>(
    buyer,
    'POST',
    '/api/checkout/submit',
    checkoutBody(addressId, [{ skuId: 75011, quantity: 9 }]),
  );
  await ok(buyer, 'POST', '/api/order/cancel', { orderNo: cancelled.orderNo, reason: '下错了' });

  const overview = await ok<{
    total: string;
    orders: number;
    byDepartment: { label: string; amount: string }[];
    byMember: { amount: string }[];
    byCategory: { amount: string }[];
    byMonth: { amount: string }[];
  }>(finance, 'GET', '/api/company/overview');
  expect(overview).toMatchObject({ total: '500.00', orders: 2 });
  expect(overview.byDepartment).toEqual([expect.objectContaining({ label: '维修部', amount: '500.00' })]);
  expect(overview.byMonth.map((m) => m.amount)).toEqual(['500.00']);
  expect(overview.byCategory[0]!.amount).toBe('500.00');
  expect((await c(buyer, 'GET', '/api/company/overview')).statusCode).toBe(403);
  expect((await c(finance, 'GET', '/api/company/overview?from=2026-12-01&to=2026-11-01')).json().msg).toBe(
    '开始日期不能晚于结束日期',
  );

  // The company keeps a 物料编码 for the SKU: the export names it beside the goods.
  await ok(company.admin, 'POST', '/api/company/material-codes/add', { skuId: 75011, code: 'WL-OV-7501' });
  const file = await w.app.inject({
    method: 'GET',
    url: '/api/company/orders/export',
    headers: finance.headers,
  });
  const book = await downloadedBook(file);
  const sheet = book.getWorksheet('企业订单')!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    '订单号',
    '下单时间',
    '下单人',
    '成本中心',
    '采购单号',
    '订单状态',
    '商品',
    '物料编码',
    '订单金额（元）',
  ]);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  expect(rows).toHaveLength(3);
  const row = rows.find((r) => r[1] === second.orderNo)!;
  expect(row[4]).toBe('维修部');
  expect(row[5]).toBe('WX-002');
  expect(row[8]).toBe('WL-OV-7501');
  expect(row[9]).toBe(200);
});

it('the last approval is refused while the budget cannot cover the order; the request stays 待审批 and approvers get an SMS', async () => {
  const company = await w.company();
  const { approver, buyer } = await approvalMembers(w.app, company);
  const budget = await ok<{ id: number }>(company.admin, 'POST', '/api/company/budgets/save', {
    scope: 'member',
    scopeId: buyer.id,
    period: 'quarter',
    amount: '500',
  });
  const addressId = await addressOf(w.app, buyer);
  // The approver's 审批 短信 (on by default) goes at once: his quiet hours off.
  await smsAnyTime(w.app, approver, 'approval');
  const over = await c(
    buyer,
    'POST',
    '/api/company/requests/submit',
    checkoutBody(addressId, [{ skuId: 75011, quantity: 6 }]),
  );
  expect(over.statusCode).toBe(409);
  expect(over.json().code).toBe(COMPANY_CODE.BUDGET_EXCEEDED);
  const r = await ok<{ requestNo: string }>(
    buyer,
    'POST',
    '/api/company/requests/submit',
    checkoutBody(addressId, [{ skuId: 75011, quantity: 4 }]),
  );
  await w.app.jobs.idle(); // the notification service's 短信 goes out through a background job
  const sms = await smsNotices(w.app, approver.mobile);
  expect(sms.filter((m) => m.content.includes(`待审批：采购申请 ${r.requestNo}`))).toHaveLength(1);
  // Meanwhile the budget shrinks below the request.
  await ok(company.admin, 'POST', '/api/company/budgets/save', {
    id: budget.id,
    scope: 'member',
    scopeId: buyer.id,
    period: 'quarter',
    amount: '300',
  });
  const refused = await c(approver, 'POST', '/api/company/requests/approve', { requestNos: [r.requestNo] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().msg).toBe(
    `超出预算：${refused.json().msg.slice(5, refused.json().msg.indexOf('本季度'))}本季度预算剩余 ¥300.00，本单金额 ¥400.00`,
  );
  const still = await ok<{ status: number; steps: { action: string }[] }>(
    buyer,
    'GET',
    `/api/company/requests/detail?requestNo=${r.requestNo}`,
  );
  expect(still.status).toBe(1);
  expect(still.steps.map((s) => s.action)).toEqual(['提交']);
});
