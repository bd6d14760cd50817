import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@mall/shared';
import { OPERATOR_ROLES } from '@mall/shared';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../checkout.fixture';
import { buyerAuth, loginBuyer, operatorAuth } from '../accounts';
import { creditCode, uploadLicense } from '../company.fixture';
import type { TestApp } from '../build-test-app';
import type { Caller, Headers } from './caller';
import { companyApp } from './world-open';
import { merchantWithData, type Merchant } from './world-shop';

/**
 * The world the isolation sweep runs in: two owners of every kind that exists (today buyers; companies and
 * merchants add theirs here), each with data behind every id-taking call, and an operator of each role.
 * Every value an owner writes carries its marker, so another owner's answer can be searched for it.
 */

export type { Caller, Headers };

export type { BuyerIds } from './world-ids';
import type { BuyerIds } from './world-ids';
import { selfSoldRedForm } from './world-einvoice';

/** A buyer (管理员 of his company) and the company's open-platform app, a caller of its own. */
export type Buyer = Caller & { ids: BuyerIds; app: Caller };
export type World = {
  app: TestApp;
  a: Buyer;
  b: Buyer;
  visitor: Caller;
  operators: Record<OperatorRole, Caller>;
  /** Two shops with their administrators signed in (the portal sweep). */
  shops: { a: Merchant; b: Merchant };
};

/** The world's sold-out product and its SKU (fixture SKU ids are product id × 10 + 1), for 到货提醒. */
const SOLD_OUT_PRODUCT = 90003;
const SOLD_OUT_SKU = SOLD_OUT_PRODUCT * 10 + 1;

const future = (hours = 48) => new Date(Date.now() + hours * 3600_000).toISOString();

async function ok<T>(app: TestApp, headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`world: ${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

async function buyerWithData(app: TestApp, tag: 'A' | 'B', op: Headers): Promise<Buyer> {
  const auth = await buyerAuth(app);
  const h = auth.headers;
  const marker = `甲乙`.charAt(tag === 'A' ? 0 : 1) + `方${tag}${randomUUID().slice(0, 6)}`;
  const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
    ok<T>(app, h, method, url, payload);
  const address = (n: number) => ({ ...SUZHOU_ADDRESS, detail: `${marker} 星湖街 ${n} 号` });
  const addressId = (await call<{ id: number }>('POST', '/api/address/add', address(1))).id;
  const spareAddressId = (await call<{ id: number }>('POST', '/api/address/add', address(2))).id;
  const title = (n: number) => ({
    companyName: `${marker}精密机械有限公司${n}`,
    taxNo: '91350100M000100Y43',
    regAddress: `${marker} 苏州工业园区星湖街 328 号`,
    regPhone: '0512-62881234',
    bankName: '中国银行苏州工业园区支行',
    bankAccount: '5402 1234 5678 0001',
    email: 'fp@xinghu.example.com',
    receiverName: '李工',
    receiverMobile: '13900139000',
    receiveAddress: '苏州工业园区星湖街 328 号 财务部',
  });
  const titleId = (await call<{ id: number }>('POST', '/api/invoice/title/add', title(1))).id;
  const spareTitleId = (await call<{ id: number }>('POST', '/api/invoice/title/add', title(2))).id;

  const order = async (payMethod = 4) =>
    (
      await call<{ orderNo: string }>('POST', '/api/checkout/submit', {
        idempotencyKey: randomUUID(),
        addressId,
        payMethod,
        items: [{ skuId: 900011, quantity: 2 }],
        remark: marker,
      })
    ).orderNo;
  const openOrderNo = await order();
  const onlineOrderNo = await order(1);
  const { tradeNo } = await call<{ tradeNo: string }>('POST', '/api/pay/create', { orderNo: onlineOrderNo });
  const shippedOrderNo = await order();
  await ok(app, op, 'POST', '/api/admin/order/accept', { orderNo: shippedOrderNo });
  await ok(app, op, 'POST', '/api/admin/order/ship', {
    orderNo: shippedOrderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1234567890',
  });
  const doneOrderNo = await order();
  await ok(app, op, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: doneOrderNo, note: marker });
  await ok(app, op, 'POST', '/api/admin/order/accept', { orderNo: doneOrderNo });
  await ok(app, op, 'POST', '/api/admin/order/ship', {
    orderNo: doneOrderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1234567891',
  });
  await call('POST', '/api/order/confirmReceipt', { orderNo: doneOrderNo });
  const detail = await call<{ lines: { id: number }[] }>('POST', '/api/order/detail', {
    orderNo: doneOrderNo,
  });
  const doneLineId = detail.lines[0]!.id;

  const invoiceId = (
    await call<{ id: number }>('POST', '/api/invoice/apply', {
      orderNos: [doneOrderNo],
      type: 2,
      titleId,
      remark: marker,
    })
  ).id;
  // Issued as a blue 数电票 (the application becomes 已开票, its PDF the 数电票's, the buyer's title with the
  // marker on it), and a 红字确认单 自营 applied for, waiting for the buyer (issue 47).
  const redFormId = await selfSoldRedForm(app, op, invoiceId);
  const afsNo = (
    await call<{ afsNo: string }>('POST', '/api/afs/apply', {
      orderNo: doneOrderNo,
      orderLineId: doneLineId,
      type: 1,
      quantity: 1,
      reason: '商品质量问题',
      description: marker,
    })
  ).afsNo;
  const returnAfsNo = afsNo;

  await call('POST', '/api/cart/list/saveCartProduct', { skuId: 900021, quantity: 3 });
  const cart = await call<{ list?: { id: number }[]; lines?: { id: number }[] } | { id: number }[]>(
    'POST',
    '/api/cart/list/getCartList',
    {},
  );
  const cartLines = Array.isArray(cart) ? cart : (cart.list ?? cart.lines ?? []);
  const cartLineId = cartLines[0]!.id;
  const quotation = await call<{ id: number; quotationNo: string }>('POST', '/api/quotation/create', {
    ids: [cartLineId],
  });

  await call('GET', '/api/product/detail/900011');
  const history = await call<{ days: { items: { id: number }[] }[] }>(
    'POST',
    '/api/history/getBrowsingHistory',
    {},
  );
  await ok(app, h, 'POST', '/api/home/index/recordSearch', { searchTerms: marker });
  const searches = await call<{ id: number }[]>('GET', '/api/brand/getProductHistoryRecord');
  const messages = await call<{ list: { id: number }[] }>('POST', '/api/system-message/getMessageList', {});

  const biddingId = (
    await call<{ id: number }>('POST', '/api/bidding/publish', {
      title: `${marker} 车间维修工具采购`,
      lines: [{ productName: '内六角扳手套装', spec: '9件套', quantity: 10, unit: '套' }],
      areaCode: '320505',
      deadline: future(),
      invoiceType: 2,
      contactName: '李工',
      contactMobile: '13900139000',
    })
  ).id;
  const quote = await ok<{ quoteId: number }>(app, op, 'POST', '/api/admin/bidding/quote', {
    id: biddingId,
    lines: [{ lineNo: 1, skuId: 900011, unitPriceFen: 9900 }],
    deliveryDays: 3,
    validDays: 7,
    remark: marker,
  });

  const stockAlertId = (
    await call<{ id: number }>('POST', '/api/stock-alert/subscribe', {
      skuId: SOLD_OUT_SKU,
      areaCode: '320000',
    })
  ).id;

  // The buyer's company (verified), a department, a member, an approval rule, a budget and two requests.
  const company = await call<{ id: number }>('POST', '/api/company/create', {
    name: `${marker}机电设备有限公司`,
    creditCode: creditCode(),
    licenseImage: await uploadLicense(app, { headers: h }),
    contactName: '王经理',
    contactMobile: auth.buyer.mobile,
  });
  await ok(app, op, 'POST', '/api/admin/company/review', { id: company.id, approve: true });
  const departmentId = (
    await call<{ id: number }>('POST', '/api/company/departments/save', { name: `${marker}研发部` })
  ).id;
  const spareDepartmentId = (
    await call<{ id: number }>('POST', '/api/company/departments/save', { name: `${marker}备用部` })
  ).id;
  const memberName = `m${tag}_${randomUUID().slice(0, 8)}`;
  const member = await call<{ userId: number }>('POST', '/api/company/members/sub-account', {
    username: memberName,
    password: 'Init@12345',
    name: `${marker}成员`,
    mobile: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    roles: ['采购员'],
    departmentId,
  });
  const memberTokens = await loginBuyer(app, memberName, 'Init@12345');
  const mh = { authorization: `Bearer ${memberTokens.accessToken}` };
  await ok(app, mh, 'POST', '/api/user/modifyPassword', {
    oldPassword: 'Init@12345',
    password: 'Mine@654321',
    confirmPassword: 'Mine@654321',
  });
  const rule = (levels: object[], name: string) =>
    call<{ id: number }>('POST', '/api/company/approval-rules/save', {
      name,
      memberIds: [member.userId],
      levels,
    });
  const ruleId = (await rule([{ kind: 'members', userIds: [auth.buyer.id] }], `${marker}规则`)).id;
  const spareRuleId = (await rule([{ kind: 'members', userIds: [auth.buyer.id] }], `${marker}备用`)).id;
  const budgetId = (
    await call<{ id: number }>('POST', '/api/company/budgets/save', {
      scope: 'department',
      scopeId: departmentId,
      period: 'month',
      amount: '100000',
    })
  ).id;
  const memberAddress = (await ok<{ id: number }>(app, mh, 'POST', '/api/address/add', address(3))).id;
  const request = async () =>
    (
      await ok<{ requestNo: string }>(app, mh, 'POST', '/api/company/requests/submit', {
        idempotencyKey: randomUUID(),
        addressId: memberAddress,
        payMethod: 4,
        items: [{ skuId: 900011, quantity: 1 }],
        poNumber: `PO-${tag}`,
        remark: marker,
      })
    ).requestNo;
  const companyAddressId = (await call<{ id: number }>('POST', '/api/company/addresses/add', address(4))).id;
  const companyTitleId = (await call<{ id: number }>('POST', '/api/company/invoice-titles/add', title(3))).id;
  const requestNo = await request();
  const spareRequestNo = await request();
  const purchaseListId = (
    await call<{ list: { id: number } }>('POST', '/api/purchase-list/create', {
      name: `${marker}常购`,
      lines: [{ skuId: 900011, quantity: 2, remark: marker }],
    })
  ).list.id;
  const purchaseLineId = (
    await call<{ lines: { id: number }[] }>('POST', '/api/purchase-list/detail', { id: purchaseListId })
  ).lines[0]!.id;
  const sharedListId = (
    await call<{ list: { id: number } }>('POST', '/api/purchase-list/create', {
      name: `${marker}共享常购`,
      shared: 1,
      lines: [{ skuId: 900021, quantity: 3 }],
    })
  ).list.id;

  const materialCodeId = (
    await call<{ id: number }>('POST', '/api/company/material-codes/add', {
      skuId: 900011,
      code: `WL-${tag}-1001`,
      description: marker,
    })
  ).id;

  // Company credit: granted, one 账期 order by the buyer (also 财务), a statement.
  await app.db.db.execute(
    sql`update company_members set roles = roles || '["财务"]'::jsonb where user_id = ${auth.buyer.id}`,
  );
  await ok(app, op, 'POST', '/api/admin/credit/accounts/save', {
    companyId: company.id,
    limit: '100000',
    termDays: 30,
    statementDay: 5,
  });
  await call('POST', '/api/checkout/submit', {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 5,
    items: [{ skuId: 900011, quantity: 1 }],
    remark: marker,
  });
  const statementId = (
    await ok<{ id: number }>(app, op, 'POST', '/api/admin/credit/statements/produce', {
      companyId: company.id,
    })
  ).id;

  const { openAppId, openOrderId, openWebhookId, openMessageId, openDeliveryId, appHeaders } =
    await companyApp(app, h, marker, companyAddressId);
  const notificationRobotId = (
    await ok<{ id: number }>(app, h, 'POST', '/api/company/notification-robots', {
      platform: 'wecom',
      name: `${marker}群`,
      webhookUrl: `http://127.0.0.1:9/${marker}?key=0123456789abcdef`,
      events: ['approval.waiting'],
    })
  ).id;

  return {
    name: `buyer ${tag}`,
    headers: h,
    app: { name: `app of buyer ${tag}'s company`, headers: appHeaders },
    ids: {
      companyId: company.id,
      departmentId,
      spareDepartmentId,
      memberUserId: member.userId,
      ruleId,
      spareRuleId,
      budgetId,
      requestNo,
      spareRequestNo,
      companyAddressId,
      companyTitleId,
      purchaseListId,
      purchaseLineId,
      sharedListId,
      materialCodeId,
      statementId,
      openAppId,
      openOrderId,
      openWebhookId,
      openMessageId,
      openDeliveryId,
      notificationRobotId,
      marker,
      username: auth.buyer.username,
      addressId,
      spareAddressId,
      titleId,
      spareTitleId,
      openOrderNo,
      onlineOrderNo,
      tradeNo,
      doneOrderNo,
      doneLineId,
      shippedOrderNo,
      cartLineId,
      quotationId: quotation.id,
      quotationNo: quotation.quotationNo,
      messageId: messages.list[0]!.id,
      historyId: history.days[0]!.items[0]!.id,
      searchHistoryId: searches[0]!.id,
      biddingId,
      quoteId: quote.quoteId,
      stockAlertId,
      invoiceId,
      redFormId,
      afsNo,
      returnAfsNo,
    },
  };
}

/** Catalogue basics and a signed-in operator of each role. */
async function basics(app: TestApp): Promise<Record<OperatorRole, Caller>> {
  await seedShopBasics(app.db.db);
  for (const id of [90001, 90002]) await makeProduct(app.db.db, { id, priceFen: 11300, stock: 10_000 });
  await makeProduct(app.db.db, { id: SOLD_OUT_PRODUCT, stock: 0 });
  const operators = {} as Record<OperatorRole, Caller>;
  for (const role of OPERATOR_ROLES)
    operators[role] = { name: `operator ${role}`, headers: (await operatorAuth(app, role)).headers };
  return operators;
}

/** The buyers' half of the world: buyers A and B with their data (the buyer sweep needs no shops). */
export async function buildBuyerWorld(app: TestApp): Promise<Omit<World, 'shops'>> {
  const operators = await basics(app);
  const op = operators['超级管理员'].headers;
  const a = await buyerWithData(app, 'A', op);
  const b = await buyerWithData(app, 'B', op);
  return { app, a, b, visitor: { name: 'visitor', headers: {} }, operators };
}

/** The shops' half: shops A and B with their data, and a buyer with none (a caller of the portal sweep). */
export async function buildShopWorld(
  app: TestApp,
): Promise<Pick<World, 'visitor' | 'operators' | 'shops'> & { buyer: Caller }> {
  const operators = await basics(app);
  const op = operators['超级管理员'].headers;
  const shops = { a: await merchantWithData(app, 'A', op), b: await merchantWithData(app, 'B', op) };
  const buyer = { name: 'buyer', headers: (await buyerAuth(app)).headers };
  return { visitor: { name: 'visitor', headers: {} }, operators, shops, buyer };
}

/** Builds the whole world: both halves, on one app (the fuzzer's). */
export async function buildWorld(app: TestApp): Promise<World> {
  const world = await buildBuyerWorld(app);
  const op = world.operators['超级管理员'].headers;
  const shops = { a: await merchantWithData(app, 'A', op), b: await merchantWithData(app, 'B', op) };
  return { ...world, shops };
}
