import { expect, it } from 'vitest';
import { COMPANY_ROLES } from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { addMember, call, verifiedCompany } from '../../../testing/company.fixture';

const w = useTestApp();

type Call = [method: 'GET' | 'POST', url: string, body?: object];
const ADMIN: Call[] = [
  ['GET', '/api/company/invitations'],
  ['GET', '/api/company/approval-rules'],
  ['POST', '/api/company/settings', { poRequired: false }],
  ['POST', '/api/company/members/invite', { mobile: '13712340000', roles: ['采购员'] }],
  ['POST', '/api/company/departments/save', { name: '新部门' }],
  ['POST', '/api/company/approval-rules/delete', { id: 999_999 }],
  ['GET', '/api/company/notification/defaults'],
  ['POST', '/api/company/receipt-settings', { autoReceiptDays: 7 }],
];
const ADMIN_OR_FINANCE: Call[] = [
  ['GET', '/api/company/members'],
  ['GET', '/api/company/overview'],
  ['GET', '/api/company/orders/export'],
  ['POST', '/api/company/budgets/delete', { id: 999_999 }],
  ['POST', '/api/company/addresses/add', SUZHOU_ADDRESS],
];
const EVERY_MEMBER: Call[] = [
  ['GET', '/api/company/current'],
  ['GET', '/api/company/departments'],
  ['GET', '/api/company/budgets'],
  ['GET', '/api/company/addresses'],
  ['GET', '/api/company/invoice-titles'],
  ['POST', '/api/company/requests/mine', {}],
  ['POST', '/api/company/requests/todo', {}],
  ['POST', '/api/order/list', { scope: 'company' }],
  ['GET', '/api/company/receipt-settings'],
];

it('each company role reaches exactly its calls: 管理员 manages, 财务 adds budgets, overview and shared records, every member reads', async () => {
  const op = { headers: (await operatorAuth(w.app, '运营')).headers };
  const company = await verifiedCompany(w.app, op);
  const c = call(w.app);
  const matrix: string[] = [];
  let calls = 0;
  for (const role of COMPANY_ROLES) {
    const who = role === '管理员' ? company.admin : await addMember(w.app, company, [role]);
    for (const [set, allowed] of [
      [ADMIN, role === '管理员'],
      [ADMIN_OR_FINANCE, role === '管理员' || role === '财务'],
      [EVERY_MEMBER, true],
    ] as const)
      for (const [method, url, body] of set) {
        calls += 1;
        const res = await c(who, method, url, body);
        const refused = res.statusCode === 403;
        if (refused === allowed)
          matrix.push(`${role} ${method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        if (refused) expect(res.json().msg).toMatch(/需要.*角色/);
      }
  }
  console.log(`company role matrix: roles ${COMPANY_ROLES.length}, calls ${calls}, wrong ${matrix.length}`);
  expect(matrix).toEqual([]);
});
