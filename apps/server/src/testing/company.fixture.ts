import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { taxIdCheckChar } from '@mall/shared';
import { buyerAuth, createBuyer, loginBuyer, operatorAuth } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { call, must, worldCalls, type Who } from './calls';
import { SUZHOU_ADDRESS, makeProduct, seedShopBasics } from './checkout.fixture';
import { fileForm } from './multipart';
import { useWorld } from './world';

// Test fixture for company accounts: companies made and verified through the real calls.

// The calls as someone, kept here too for the tests that import them with the company helpers.
export { call, must, type Who };

let serial = 0;
/**
 * The company-buying tests' world: a test app with the shop basics and these products (made in order), and a
 * 运营 operator who verifies the companies.
 */
async function companyWorld(
  products: Parameters<typeof makeProduct>[1][],
): Promise<{ app: TestApp; op: Who }> {
  const app = await buildTestApp();
  await seedShopBasics(app.db.db);
  for (const product of products) await makeProduct(app.db.db, product);
  return { app, op: { headers: (await operatorAuth(app, '运营')).headers } };
}

/** The company's VAT invoice title with its paper invoices' receiver (/api/company/invoice-titles/add). */
export const companyTitleBody = (companyName: string) => ({
  companyName,
  taxNo: '91350100M000100Y43',
  regAddress: '苏州工业园区星湖街 328 号',
  regPhone: '0512-62881234',
  bankName: '中国银行苏州工业园区支行',
  bankAccount: '5402 1234 5678 0001',
  email: 'fp@example.com',
  receiverName: '赵财务',
  receiverMobile: '13900139000',
  receiveAddress: '苏州工业园区星湖街 328 号 财务部',
});

/** A fresh valid 统一社会信用代码 (unique per call). */
export function creditCode(): string {
  serial += 1;
  const body =
    `9132050${String(Date.now() % 1e7).padStart(7, '0')}${String(serial % 1000).padStart(3, '0')}`.slice(
      0,
      17,
    );
  return body + taxIdCheckChar(body)!;
}

/** A tiny PNG uploaded through /api/files/upload; returns its path (the licence image). */
export async function uploadLicense(app: TestApp, who: Who): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = fileForm(png, 'license.png', 'image/png');
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...who.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return (res.json().data as { url: string }).url;
}

export type TestCompany = {
  id: number;
  name: string;
  admin: Who & { id: number; username: string };
};

/** A buyer creates a company and an operator verifies it (op: an operator's headers). */
export async function verifiedCompany(
  app: TestApp,
  op: Who,
  name = `测试机电${randomUUID().slice(0, 6)}有限公司`,
) {
  const ok = must(app);
  const auth = await buyerAuth(app);
  const admin = { headers: auth.headers, id: auth.buyer.id, username: auth.buyer.username };
  const licenseImage = await uploadLicense(app, admin);
  const company = await ok<{ id: number }>(admin, 'POST', '/api/company/create', {
    name,
    creditCode: creditCode(),
    licenseImage,
    contactName: '王经理',
    contactMobile: auth.buyer.mobile,
  });
  await ok(op, 'POST', '/api/admin/company/review', { id: company.id, approve: true });
  return { id: company.id, name, admin } satisfies TestCompany;
}

export type CompanyWorld = ReturnType<typeof worldCalls> & {
  app: TestApp;
  op: Who;
  /** A new company, verified by the world's operator. */
  company: () => Promise<TestCompany>;
};

/** The file's company world (see companyWorld): built before its tests, closed after them. */
export function useCompanyWorld(products: Parameters<typeof companyWorld>[0]): CompanyWorld {
  const w = useWorld(() => companyWorld(products), {} as CompanyWorld);
  return Object.assign(w, { company: () => verifiedCompany(w.app, w.op), ...worldCalls(w) });
}

/** Adds a member straight into the company (roles, department) and signs them in. */
export async function addMember(
  app: TestApp,
  company: TestCompany,
  roles: string[],
  departmentId: number | null = null,
) {
  const buyer = await createBuyer(app);
  await app.db.db.execute(sql`insert into company_members (user_id, company_id, roles, department_id)
    values (${buyer.id}, ${company.id}, ${JSON.stringify(roles)}::jsonb, ${departmentId})`);
  const tokens = await loginBuyer(app, buyer.username, buyer.password);
  return {
    id: buyer.id,
    username: buyer.username,
    mobile: buyer.mobile,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** Adds the Suzhou address for `who`; returns its id. */
export async function addressOf(app: TestApp, who: Who): Promise<number> {
  return (await must(app)<{ id: number }>(who, 'POST', '/api/address/add', SUZHOU_ADDRESS)).id;
}

/** A checkout body buying `items` to `addressId` (offline transfer). */
export function checkoutBody(
  addressId: number,
  items: { skuId: number; quantity: number }[],
  extra: object = {},
) {
  return { idempotencyKey: randomUUID(), addressId, payMethod: 4, items, ...extra };
}

/** The company's 审批人 and 采购员, its every order needing that 审批人's approval (rule 全部审批). */
export async function approvalMembers(app: TestApp, company: TestCompany) {
  const approver = await addMember(app, company, ['审批人']);
  const buyer = await addMember(app, company, ['采购员']);
  await must(app)(company.admin, 'POST', '/api/company/approval-rules/save', {
    name: '全部审批',
    levels: [{ kind: 'members', userIds: [approver.id] }],
  });
  return { approver, buyer };
}

/** A 杭州 address (浙江, for lines that go elsewhere than 苏州). */
const HANGZHOU_ADDRESS = {
  ...SUZHOU_ADDRESS,
  contactName: '周工',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: '文三路 90 号 二车间',
};

/** Adds the company's shared 杭州 site (its 管理员 does); returns its id. */
export async function hangzhouSite(app: TestApp, company: TestCompany): Promise<number> {
  return (
    await must(app)<{ id: number }>(company.admin, 'POST', '/api/company/addresses/add', HANGZHOU_ADDRESS)
  ).id;
}
