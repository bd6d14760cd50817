import { beforeAll, describe, expect, it } from 'vitest';
import type { CartList, PurchaseListCartReport } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { addMember, creditCode, uploadLicense, verifiedCompany } from '../../../testing/company.fixture';
import {
  code,
  listCalls,
  P,
  seedListProducts,
  sheetOf,
  sku,
  uploadSheet,
  type Who,
} from '../../../testing/purchase-list.fixture';

// Sharing purchase lists with the company, and isolation: members see a shared list (read, export, add to
// their own cart); only its owner and the company's 管理员 change it; nobody outside the company — another
// company's 管理员, a buyer of no company — learns or changes anything with its ids.

const w = useTestApp();
const { ok, c, create, lists, detail } = listCalls(w);
let admin: Who;
let owner: Who;
let colleague: Who;
let outsider: Who;
let loner: Who;

beforeAll(async () => {
  await seedListProducts(w.app);
  const op = { headers: (await operatorAuth(w.app, '运营')).headers };
  const company = await verifiedCompany(w.app, op);
  admin = company.admin;
  owner = await addMember(w.app, company, ['采购员']);
  colleague = await addMember(w.app, company, ['采购员', '审批人']);
  outsider = (await verifiedCompany(w.app, op)).admin;
  loner = await buyerAuth(w.app);
}, 60_000);

const status = async (who: Who, url: string, body: object) => {
  const res = await c(who, 'POST', url, body);
  return [res.statusCode, res.json().msg as string] as const;
};
const READ_ONLY = '这是同事共享的清单，只有创建人或企业管理员可以修改';

describe('sharing with the company', () => {
  let shared: number;
  let sharedLine: number;
  let privateList: number;

  it('a member shares a list: colleagues see it, read it, export it and put it in their own cart', async () => {
    const made = await create(owner, {
      name: '车间月度常购',
      shared: 1,
      lines: [
        { skuId: sku(P.PLAIN), quantity: 2 },
        { skuId: sku(P.SHORT), quantity: 1 },
      ],
    });
    shared = made.list.id;
    expect(made.list).toMatchObject({ shared: true, mine: true, canEdit: true });
    privateList = (
      await create(owner, { name: '我的私人清单', lines: [{ skuId: sku(P.PLAIN), quantity: 1 }] })
    ).list.id;

    const seen = await lists(colleague);
    expect(seen.companyName).not.toBeNull();
    expect(seen.mine).toEqual([]);
    expect(seen.shared.map((l) => [l.name, l.mine, l.canEdit, l.lineCount])).toEqual([
      ['车间月度常购', false, false, 2],
    ]);
    expect((await lists(admin)).shared.map((l) => [l.name, l.canEdit])).toEqual([['车间月度常购', true]]);

    const d = await detail(colleague, shared);
    expect(d).toMatchObject({ mine: false, canEdit: false, shared: true, lineCount: 2 });
    sharedLine = d.lines[0]!.id;
    const exported = await w.app.inject({
      method: 'POST',
      url: '/api/purchase-list/export',
      headers: colleague.headers,
      payload: { id: shared },
    });
    expect(exported.statusCode).toBe(200);
    const report = await ok<PurchaseListCartReport>(colleague, 'POST', '/api/purchase-list/add-to-cart', {
      listId: shared,
    });
    expect(report).toMatchObject({ added: 2, failed: 0, cartNum: 2 });
    // Into the colleague's cart, not the owner's.
    const theirs = await ok<CartList>(colleague, 'POST', '/api/cart/list/getCartList', {});
    expect(theirs.lines.map((l) => [l.skuId, l.quantity]).sort()).toEqual(
      [
        [sku(P.PLAIN), 2],
        [sku(P.SHORT), 1],
      ].sort(),
    );
    expect((await ok<CartList>(owner, 'POST', '/api/cart/list/getCartList', {})).cartNum).toBe(0);
  });

  it('a colleague may not change a shared list (403); a private list stays unseen (404)', async () => {
    const before = JSON.stringify(await detail(owner, shared));
    const file = await sheetOf(['商品编码', '数量'], [[code(P.MOQ), 10]]);
    const writes: [string, object][] = [
      ['/api/purchase-list/update', { id: shared, name: '改名' }],
      ['/api/purchase-list/delete', { id: shared }],
      ['/api/purchase-list/lines/add', { listId: shared, lines: [{ skuId: sku(P.MOQ), quantity: 10 }] }],
      ['/api/purchase-list/lines/edit', { listId: shared, lineId: sharedLine, quantity: 9 }],
      ['/api/purchase-list/lines/delete', { listId: shared, lineIds: [sharedLine] }],
    ];
    for (const [url, body] of writes)
      expect(await status(colleague, url, body), url).toEqual([403, READ_ONLY]);
    const imported = await uploadSheet(w.app, colleague, file, 'a.xlsx', `listId=${shared}`);
    expect([imported.statusCode, imported.json().msg]).toEqual([403, READ_ONLY]);
    expect(JSON.stringify(await detail(owner, shared))).toBe(before);

    for (const who of [colleague, admin])
      expect(await status(who, '/api/purchase-list/detail', { id: privateList })).toEqual([
        404,
        '清单不存在或已删除',
      ]);
  });

  it('the company’s 管理员 edits and deletes a member’s shared list, but only the owner changes its sharing', async () => {
    await ok(admin, 'POST', '/api/purchase-list/lines/add', {
      listId: shared,
      lines: [{ skuId: sku(P.MOQ), quantity: 10, remark: '管理员补充' }],
    });
    const renamed = await ok<{ name: string; mine: boolean }>(admin, 'POST', '/api/purchase-list/update', {
      id: shared,
      name: '车间月度常购（审定）',
    });
    expect(renamed).toMatchObject({ name: '车间月度常购（审定）', mine: false });
    expect(await status(admin, '/api/purchase-list/update', { id: shared, shared: 0 })).toEqual([
      403,
      '只有清单创建人可以更改共享设置',
    ]);
    expect((await detail(owner, shared)).lines.map((l) => l.skuId)).toContain(sku(P.MOQ));

    // The owner takes it back: colleagues no longer see it.
    await ok(owner, 'POST', '/api/purchase-list/update', { id: shared, shared: 0 });
    expect((await lists(colleague)).shared).toEqual([]);
    expect((await status(colleague, '/api/purchase-list/detail', { id: shared }))[0]).toBe(404);
    expect((await status(admin, '/api/purchase-list/delete', { id: shared }))[0]).toBe(404);

    // Shared again, the 管理员 deletes it.
    await ok(owner, 'POST', '/api/purchase-list/update', { id: shared, shared: 1 });
    await ok(admin, 'POST', '/api/purchase-list/delete', { id: shared });
    expect((await lists(owner)).mine.map((l) => l.name)).toEqual(['我的私人清单']);
  });

  it('a member of a company still under review cannot share', async () => {
    const pending = await buyerAuth(w.app);
    await ok(pending, 'POST', '/api/company/create', {
      name: '待审核机电有限公司',
      creditCode: creditCode(),
      licenseImage: await uploadLicense(w.app, pending),
      contactName: '王经理',
      contactMobile: pending.buyer.mobile,
    });
    expect(await status(pending, '/api/purchase-list/create', { name: '共享清单', shared: 1 })).toEqual([
      403,
      '加入已认证的企业后才能共享清单',
    ]);
    expect((await lists(pending)).companyName).toBeNull();
  });
});

describe('isolation', () => {
  it('every call with another buyer’s or another company’s list and line ids answers 403 or 404 and changes nothing', async () => {
    const victimShared = (
      await create(owner, {
        name: '共享给本企业',
        shared: 1,
        lines: [
          { skuId: sku(P.PLAIN), quantity: 2 },
          { skuId: sku(P.SHORT), quantity: 1 },
        ],
      })
    ).list.id;
    const victimPrivate = (await lists(owner)).mine.find((l) => l.name === '我的私人清单')!.id;
    const lineOf = async (id: number) => (await detail(owner, id)).lines[0]!.id;
    const victims = [
      { id: victimShared, line: await lineOf(victimShared) },
      { id: victimPrivate, line: await lineOf(victimPrivate) },
    ];
    const snapshot = async () => JSON.stringify(await Promise.all(victims.map((v) => detail(owner, v.id))));
    const before = await snapshot();
    const file = await sheetOf(['商品编码', '数量'], [[code(P.MOQ), 10]]);

    const statuses = new Map<number, number>();
    let calls = 0;
    const count = (s: number, what: string) => {
      calls++;
      statuses.set(s, (statuses.get(s) ?? 0) + 1);
      expect([403, 404], what).toContain(s);
    };
    // The colleague's private list and every list of this company, tried by strangers (and the colleague).
    const strangers: [string, Who][] = [
      ['another company’s 管理员', outsider],
      ['a buyer of no company', loner],
    ];
    for (const [name, who] of strangers) {
      const own = (
        await create(who, { name: `自己的清单${calls}`, lines: [{ skuId: sku(P.PLAIN), quantity: 1 }] })
      ).list.id;
      for (const v of victims) {
        const attempts: [string, object][] = [
          ['/api/purchase-list/detail', { id: v.id }],
          ['/api/purchase-list/update', { id: v.id, name: '被改名' }],
          ['/api/purchase-list/update', { id: v.id, shared: 0 }],
          ['/api/purchase-list/delete', { id: v.id }],
          ['/api/purchase-list/lines/add', { listId: v.id, lines: [{ skuId: sku(P.MOQ), quantity: 10 }] }],
          ['/api/purchase-list/lines/edit', { listId: v.id, lineId: v.line, quantity: 9 }],
          ['/api/purchase-list/lines/delete', { listId: v.id, lineIds: [v.line] }],
          ['/api/purchase-list/add-to-cart', { listId: v.id }],
          ['/api/purchase-list/add-to-cart', { listId: v.id, lineIds: [v.line] }],
          ['/api/purchase-list/export', { id: v.id }],
          // Their own list with the victim's line ids.
          ['/api/purchase-list/lines/edit', { listId: own, lineId: v.line, quantity: 9 }],
          ['/api/purchase-list/lines/delete', { listId: own, lineIds: [v.line] }],
          ['/api/purchase-list/add-to-cart', { listId: own, lineIds: [v.line] }],
        ];
        for (const [url, body] of attempts) {
          const res = await c(who, 'POST', url, body);
          count(res.statusCode, `${name} ${url} ${JSON.stringify(body)} → ${res.body}`);
          expect(res.body).not.toContain('共享给本企业');
          expect(res.body).not.toContain('我的私人清单');
        }
        for (const mode of ['merge', 'replace']) {
          const res = await uploadSheet(w.app, who, file, 'a.xlsx', `listId=${v.id}&mode=${mode}`);
          count(res.statusCode, `${name} import ${mode} → ${res.body}`);
        }
      }
      expect((await lists(who)).shared).toEqual([]);
      expect((await ok<CartList>(who, 'POST', '/api/cart/list/getCartList', {})).cartNum).toBe(0);
    }
    // A colleague with the private list: 404 on everything.
    for (const [url, body] of [
      ['/api/purchase-list/detail', { id: victimPrivate }],
      ['/api/purchase-list/add-to-cart', { listId: victimPrivate }],
      ['/api/purchase-list/export', { id: victimPrivate }],
      ['/api/purchase-list/delete', { id: victimPrivate }],
    ] as const) {
      const res = await c(colleague, 'POST', url, body);
      count(res.statusCode, `colleague ${url}`);
    }
    expect(await snapshot()).toBe(before);
    // 2 strangers × 2 lists × (13 calls + 2 imports) + 4 calls of the colleague.
    expect(calls).toBe(64);
    console.log(
      `purchase-list isolation: ${calls} calls, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(statuses.get(404)).toBe(64);
  });
});
