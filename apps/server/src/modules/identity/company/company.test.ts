import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CODE } from '@mall/shared';
import { buyerAuth, latestSmsCode, loginBuyer, operatorAuth, passCaptcha } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import {
  addMember,
  call,
  companyTitleBody,
  creditCode,
  must,
  uploadLicense,
  verifiedCompany,
  type Who,
} from '../../../testing/company.fixture';

const w = useTestApp();
let op: Who;

beforeAll(async () => {
  op = { headers: (await operatorAuth(w.app, '运营')).headers };
}, 60_000);

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('creating and verifying a company', () => {
  it('a buyer creates a company, sees 待审核, an operator rejects with a reason, the buyer resubmits, it is verified', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const buyer = await buyerAuth(w.app);
    expect((await ok(buyer, 'GET', '/api/company/current')) ?? null).toBeNull();
    const licenseImage = await uploadLicense(w.app, buyer);
    const code = creditCode();
    const body = {
      name: '苏州星湖精密机械有限公司',
      creditCode: code,
      licenseImage,
      contactName: '王经理',
      contactMobile: buyer.buyer.mobile,
    };

    const wrongCode = await c(buyer, 'POST', '/api/company/create', {
      ...body,
      creditCode: code.slice(0, 17) + (code[17] === '0' ? '1' : '0'),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().msg).toContain('统一社会信用代码不正确');

    const created = await ok<{ id: number; status: number; statusLabel: string; roles: string[] }>(
      buyer,
      'POST',
      '/api/company/create',
      body,
    );
    expect(created).toMatchObject({ status: 1, statusLabel: '待审核' });
    expect(created.roles).toContain('管理员');

    const other = await buyerAuth(w.app);
    const dup = await c(other, 'POST', '/api/company/create', {
      ...body,
      licenseImage: await uploadLicense(w.app, other),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('该统一社会信用代码已注册企业');
    const again = await c(buyer, 'POST', '/api/company/create', { ...body, creditCode: creditCode() });
    expect(again.json().msg).toBe('您已加入企业，一个账号只能属于一个企业');

    const list = await ok<{ list: { id: number; statusLabel: string; adminName: string }[] }>(
      op,
      'POST',
      '/api/admin/company/list',
      { status: 1 },
    );
    expect(list.list.map((x) => x.id)).toContain(created.id);
    const noReason = await c(op, 'POST', '/api/admin/company/review', { id: created.id, approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('请填写驳回原因');
    await ok(op, 'POST', '/api/admin/company/review', {
      id: created.id,
      approve: false,
      reason: '营业执照不清晰',
    });
    expect(await ok(buyer, 'GET', '/api/company/current')).toMatchObject({
      status: 3,
      statusLabel: '已驳回',
      rejectReason: '营业执照不清晰',
    });
    // Company features wait for verification.
    expect(
      (await c(buyer, 'POST', '/api/company/members/invite', { mobile: '13700001111', roles: ['采购员'] }))
        .statusCode,
    ).toBe(403);

    await ok(buyer, 'POST', '/api/company/update', body);
    expect(await ok(buyer, 'GET', '/api/company/current')).toMatchObject({ status: 1, rejectReason: '' });
    await ok(op, 'POST', '/api/admin/company/review', { id: created.id, approve: true });
    expect(await ok(buyer, 'GET', '/api/company/current')).toMatchObject({
      status: 2,
      statusLabel: '已认证',
      active: true,
    });
    const twice = await c(op, 'POST', '/api/admin/company/review', { id: created.id, approve: true });
    expect(twice.statusCode).toBe(409);
    const renamed = await c(buyer, 'POST', '/api/company/update', { ...body, name: '改名有限公司' });
    expect(renamed.json().msg).toBe('企业已认证，名称和统一社会信用代码不能修改');
  });
});

describe('members and roles', () => {
  it('the admin invites a mobile by SMS; the invitee joins with the code; a mobile in another company is refused', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, op);
    const invitee = await buyerAuth(w.app);
    await ok(company.admin, 'POST', '/api/company/members/invite', {
      mobile: invitee.buyer.mobile,
      roles: ['采购员', '审批人'],
    });
    const code = await smsCode(invitee.buyer.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await c(invitee, 'POST', '/api/company/join', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('邀请码错误或已失效');
    const joined = await ok<{ id: number; roles: string[] }>(invitee, 'POST', '/api/company/join', { code });
    expect(joined.id).toBe(company.id);
    expect(joined.roles).toEqual(['采购员', '审批人']);
    const invitations = await ok<{ mobile: string; state: string }[]>(
      company.admin,
      'GET',
      '/api/company/invitations',
    );
    expect(invitations.find((i) => i.mobile === invitee.buyer.mobile)?.state).toBe('已加入');

    // The same mobile invited by another company: refused with the reason.
    const other = await verifiedCompany(w.app, op);
    const taken = await c(other.admin, 'POST', '/api/company/members/invite', {
      mobile: invitee.buyer.mobile,
      roles: ['采购员'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('该手机号已加入其他企业');
    const own = await c(company.admin, 'POST', '/api/company/members/invite', {
      mobile: invitee.buyer.mobile,
      roles: ['采购员'],
    });
    expect(own.json().msg).toBe('该手机号已是本企业成员');
    const noRole = await c(company.admin, 'POST', '/api/company/members/invite', {
      mobile: '13711112222',
      roles: [],
    });
    expect(noRole.json().msg).toBe('请至少选择一个角色');
  });

  it('a sub-account must change its initial password at first login before anything else', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, op);
    const username = `sub_${Date.now().toString(36)}`;
    const member = await ok<{ userId: number; subAccount: boolean; mustChangePassword: boolean }>(
      company.admin,
      'POST',
      '/api/company/members/sub-account',
      {
        username,
        password: 'Init@12345',
        name: '孙采购',
        mobile: `137${String(Date.now()).slice(-8)}`,
        roles: ['采购员'],
      },
    );
    expect(member).toMatchObject({ subAccount: true, mustChangePassword: true });
    const tokens = await loginBuyer(w.app, username, 'Init@12345');
    const sub = bearer(tokens.accessToken);
    const info = await ok<{ mustChangePassword?: boolean }>(sub, 'POST', '/api/user/getUserInfo', {});
    expect(info.mustChangePassword).toBe(true);
    const blocked = await c(sub, 'POST', '/api/cart/list/getCartList', {});
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: COMPANY_CODE.MUST_CHANGE_PASSWORD,
      msg: '首次登录请先修改初始密码',
    });
    await ok(sub, 'POST', '/api/user/modifyPassword', {
      oldPassword: 'Init@12345',
      password: 'Mine@654321',
      confirmPassword: 'Mine@654321',
    });
    expect((await c(sub, 'POST', '/api/cart/list/getCartList', {})).statusCode).toBe(200);
    const again = await loginBuyer(w.app, username, 'Mine@654321');
    expect((await c(bearer(again.accessToken), 'GET', '/api/company/current')).statusCode).toBe(200);
    expect(
      (
        await ok<{ mustChangePassword?: boolean }>(
          bearer(again.accessToken),
          'POST',
          '/api/user/getUserInfo',
          {},
        )
      ).mustChangePassword,
    ).toBeUndefined();
  });

  it('disabling a member ends their session at once and refuses their login; roles limit what each member does', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, op);
    const buyer = await addMember(w.app, company, ['采购员']);
    expect((await c(buyer, 'GET', '/api/company/members')).statusCode).toBe(403);
    expect((await c(buyer, 'GET', '/api/company/overview')).statusCode).toBe(403);
    expect(
      (
        await c(buyer, 'POST', '/api/company/budgets/save', {
          scope: 'member',
          scopeId: buyer.id,
          period: 'month',
          amount: '100',
        })
      ).statusCode,
    ).toBe(403);
    expect((await c(buyer, 'GET', '/api/company/departments')).statusCode).toBe(200);

    await ok(company.admin, 'POST', '/api/company/members/status', { userId: buyer.id, enabled: false });
    expect((await c(buyer, 'GET', '/api/company/current')).statusCode).toBe(401);
    await passCaptcha(w.app, buyer.username);
    const login = await w.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      payload: { grant_type: 'password', username: buyer.username, password: 'Test@123456' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().msg).toBe('您的企业账号已被管理员停用，请联系企业管理员');
    const self = await c(company.admin, 'POST', '/api/company/members/status', {
      userId: company.admin.id,
      enabled: false,
    });
    expect(self.json().msg).toBe('不能停用自己的账号');
  });

  it('hands the admin role over; departments are two levels with a head who is a member', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, op);
    const top = await ok<{ id: number }>(company.admin, 'POST', '/api/company/departments/save', {
      name: '生产中心',
    });
    const head = await addMember(w.app, company, ['审批人']);
    const sub = await ok<{ id: number; parentId: number; headName: string }>(
      company.admin,
      'POST',
      '/api/company/departments/save',
      { name: '一车间', parentId: top.id, headUserId: head.id },
    );
    expect(sub.parentId).toBe(top.id);
    const third = await c(company.admin, 'POST', '/api/company/departments/save', {
      name: '班组',
      parentId: sub.id,
    });
    expect(third.json().msg).toBe('部门最多两级，不能选择二级部门作为上级');
    const other = await verifiedCompany(w.app, op);
    const stranger = await c(company.admin, 'POST', '/api/company/departments/save', {
      name: '外人',
      headUserId: other.admin.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await c(company.admin, 'POST', '/api/company/departments/delete', { id: top.id })).json().msg,
    ).toBe('请先删除下级部门');

    const next = await addMember(w.app, company, ['财务']);
    await ok(company.admin, 'POST', '/api/company/members/transfer-admin', { userId: next.id });
    const mine = await ok<{ roles: string[] }>(company.admin, 'GET', '/api/company/current');
    expect(mine.roles).not.toContain('管理员');
    expect((await c(company.admin, 'GET', '/api/company/members')).statusCode).toBe(403);
    const members = await ok<{ userId: number; roles: string[] }[]>(next, 'GET', '/api/company/members');
    expect(members.find((m) => m.userId === next.id)?.roles).toEqual(['管理员', '财务']);
  });
});

async function smsCode(mobile: string): Promise<string> {
  const res = await w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  const list = res.json().data as { content?: string; code?: string }[];
  const text = list.map((m) => m.content ?? '').find((t) => t.includes('邀请码')) ?? '';
  return /邀请码 (\d{6})/.exec(text)?.[1] ?? (await latestSmsCode(w.app, mobile));
}

describe('what members share', () => {
  it('the admin and finance keep company addresses and invoice titles; every member ships and invoices to them but cannot change them', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const { seedShopBasics, makeProduct, SUZHOU_ADDRESS } = await import('../../../testing/checkout.fixture');
    await seedShopBasics(w.app.db.db);
    await makeProduct(w.app.db.db, { id: 7301, priceFen: 5_000, stock: 100 });
    const company = await verifiedCompany(w.app, op);
    const finance = await addMember(w.app, company, ['财务']);
    const buyer = await addMember(w.app, company, ['采购员']);
    const shared = await ok<{ id: number; shared?: boolean }>(
      company.admin,
      'POST',
      '/api/company/addresses/add',
      {
        ...SUZHOU_ADDRESS,
        detail: '星湖街 328 号 企业总仓',
      },
    );
    expect(shared.shared).toBe(true);
    const title = await ok<{ id: number }>(
      finance,
      'POST',
      '/api/company/invoice-titles/add',
      companyTitleBody(company.name),
    );
    expect((await c(buyer, 'POST', '/api/company/addresses/add', SUZHOU_ADDRESS)).statusCode).toBe(403);

    const mine = await ok<{ id: number; shared?: boolean }[]>(buyer, 'GET', '/api/address/list');
    expect(mine).toEqual([expect.objectContaining({ id: shared.id, shared: true })]);
    const titles = await ok<{ id: number; shared?: boolean }[]>(buyer, 'POST', '/api/invoice/title/list', {});
    expect(titles.map((t) => t.id)).toEqual([title.id]);
    expect(
      (await c(buyer, 'POST', '/api/address/edit', { ...SUZHOU_ADDRESS, id: shared.id, detail: '改掉' }))
        .statusCode,
    ).toBe(404);
    expect((await c(buyer, 'POST', '/api/address/delete', { id: shared.id })).statusCode).toBe(404);

    const order = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', {
      idempotencyKey: crypto.randomUUID(),
      addressId: shared.id,
      payMethod: 4,
      items: [{ skuId: 73011, quantity: 1 }],
      invoice: { type: 2, titleId: title.id },
    });
    const detail = await ok<{ address: { detail: string }; invoice: { titleName: string } }>(
      buyer,
      'POST',
      '/api/order/detail',
      order,
    );
    expect(detail.address.detail).toBe('星湖街 328 号 企业总仓');
    expect(detail.invoice.titleName).toBe(company.name);

    // Another company's member can neither use nor see them.
    const other = await verifiedCompany(w.app, op);
    const stranger = await c(other.admin, 'POST', '/api/checkout/submit', {
      idempotencyKey: crypto.randomUUID(),
      addressId: shared.id,
      payMethod: 4,
      items: [{ skuId: 73011, quantity: 1 }],
    });
    expect(stranger.statusCode).toBe(404);
    expect(await ok<unknown[]>(other.admin, 'GET', '/api/company/addresses')).toEqual([]);
    expect(
      (await c(other.admin, 'POST', '/api/company/addresses/delete', { id: shared.id })).statusCode,
    ).toBe(404);
  });
});

describe('an operator disables a company', () => {
  it('its company calls answer 403 while disabled, and work again once enabled', async () => {
    const c = call(w.app);
    const ok = must(w.app);
    const company = await verifiedCompany(w.app, op);
    await ok(op, 'POST', '/api/admin/company/status', { id: company.id, enabled: false });
    const res = await c(company.admin, 'GET', '/api/company/members');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('企业已被停用，请联系平台客服');
    expect(await ok(company.admin, 'GET', '/api/company/current')).toMatchObject({
      status: 4,
      statusLabel: '已停用',
      active: false,
    });
    const detail = await ok<{ members: unknown[] }>(op, 'GET', `/api/admin/company/detail?id=${company.id}`);
    expect(detail.members).toHaveLength(1);
    await ok(op, 'POST', '/api/admin/company/status', { id: company.id, enabled: true });
    expect((await c(company.admin, 'GET', '/api/company/members')).statusCode).toBe(200);
  });
});
