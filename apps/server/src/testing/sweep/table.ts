import { randomUUID } from 'node:crypto';
import type { FileKind } from './files';
import { ADDED_BUYER_ROUTES } from './table-open';
import { openAppRoutes } from './table-open-apps';
import type { BuyerIds } from './world';

/** A request built from the victim's ids: path params, query and body. */
export type Req = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
};

/**
 * Every buyer-side route that takes an id, and what the sweep does with it:
 * - `owned`: the id belongs to one buyer; the sweep sends the victim's ids as every other caller, and each
 *   must be refused: buyer B with 403/404 (the status AppError gives `forbidden`/`notFound`), a visitor
 *   with 401, an operator token with 401/403. A 2xx is a leak even when no marker shows. Options:
 *   `scoped` (why buyer B may get a 2xx: the id only narrows or is ignored within B's own rows; his answer
 *   is still searched for A's markers and A's data must not change), `refusal` (another 4xx buyer B gets,
 *   with why it tells him nothing about A), `download` (the file the owner gets: the sweep reads his own
 *   first to prove his markers can be found in it);
 * - `public`: the ids are the catalogue's or content's, the same for everyone (no owner to leak);
 * - `credential`: the value is itself the caller's secret (a refresh token, a payment trade number,
 *   an unguessable file name), so holding it is being its owner.
 * A route that takes an id anywhere (path, query, or nested in the body) and is missing here fails the
 * sweep: a new call cannot slip past it.
 */
export type Owned = {
  kind: 'owned';
  /** One request, or several (the same route with each format it serves). */
  req: (v: BuyerIds) => Req | Req[];
  scoped?: string;
  refusal?: { status: number; why: string };
  download?: FileKind;
};
export type Entry = Owned | { kind: 'public'; why: string } | { kind: 'credential'; why: string };

const owned = (req: Owned['req'], options: Omit<Owned, 'kind' | 'req'> = {}): Entry => ({
  kind: 'owned',
  req,
  ...options,
});
/** The open API's ids are SKUs; what an app sees of them is its own company's pool and prices. */
const openCatalogue: Entry = {
  kind: 'public',
  why: 'catalogue SKU ids; the pool and prices answered are the calling app’s own company’s (open-platform.test.ts: another company’s app never gets the agreement price or a SKU outside its pool)',
};
const catalogue: Entry = { kind: 'public', why: 'catalogue and content ids are the same for every caller' };
/** Bulk calls over the caller's own rows skip ids that are not his (200, nothing done). */
const ownRowsOnly =
  'a bulk call over the caller’s own rows: ids that are not his are skipped (200, nothing changes)';
/** A list filtered by a number: another buyer's number gives an empty page of the caller's own. */
const ownListFilter = 'a filter of the caller’s own list: another buyer’s number gives him an empty page';
/** Quotations are made from the caller's cart lines: another's ids select none (the same as unknown ids). */
const noCartLines = {
  status: 400,
  why: 'ids pick among the caller’s own cart lines; another’s pick none: 请先勾选可购买的商品, as for unknown ids',
};

const addressBody = (v: BuyerIds, id: number) => ({
  id,
  contactName: '王五',
  mobile: '13700137000',
  provinceCode: '320000',
  cityCode: '320500',
  districtCode: '320505',
  detail: '被改写的地址',
});
const titleBody = (v: BuyerIds, id: number) => ({
  id,
  companyName: '被改写的公司',
  taxNo: '91350100M000100Y43',
  regAddress: '某地',
  regPhone: '0512-62881234',
  bankName: '某银行',
  bankAccount: '5402 1234 5678 0001',
});

export const BUYER_ROUTES: Record<string, Entry> = {
  // Accounts and tokens.
  'GET /api/oauth/getOauthToken': { kind: 'credential', why: 'the refresh token is the session itself' },
  'GET /api/oauth/logout': { kind: 'credential', why: 'the refresh token is the session itself' },
  'POST /punchout/sandbox/return/{simId}': {
    kind: 'credential',
    why: 'the simulation id is a random one-hour capability an operator made; the cart it receives is the simulator’s own',
  },
  'GET /api/dev/sms-outbox': {
    kind: 'credential',
    why: 'development outbox, answered only to local callers',
  },
  // Catalogue, content, files.
  'POST /api/home/categories/getCategoryList': catalogue,
  'GET /api/scene-category/{categoryId}': catalogue,
  'GET /api/notice/getNoticeDetail': catalogue,
  'POST /api/product/search': catalogue,
  'POST /api/brand/getBrandList': catalogue,
  'POST /api/brand/getShopList': catalogue,
  'POST /api/shop/getShopPage': {
    kind: 'public',
    why: 'a shop page is public: an open shop’s name, introduction and on-shelf products, the same for every caller',
  },
  'GET /api/category/first/{firstCategoryId}': catalogue,
  'GET /api/category/path/{categoryId}': catalogue,
  'GET /api/product/detail/{id}': catalogue,
  'GET /api/product/compare': catalogue,
  'POST /api/product/getCommentList': catalogue,
  'GET /api/scene-zone': catalogue,
  'GET /api/files/product/{file}': catalogue,
  'GET /api/files/brand/{file}': catalogue,
  'GET /api/files/banner/{file}': catalogue,
  'GET /api/files/category/{file}': catalogue,
  'GET /api/files/category-bg/{file}': catalogue,
  'GET /api/files/uploads/{name}': {
    kind: 'credential',
    why: 'uploads are served by an unguessable random name',
  },
  'GET /api/merchant/files/{name}': {
    kind: 'credential',
    why: 'licences are served by an unguessable random name',
  },
  'POST /api/cart/list/saveCartProduct': catalogue,
  // Quick order: its SKU ids (inside lines[]) are the catalogue's; it adds to the caller's own cart.
  'POST /api/quick-order/add-to-cart': catalogue,
  // Purchase lists (常购清单): the caller's own, or shared with the caller's company.
  'POST /api/purchase-list/create': {
    kind: 'public',
    why: 'name is the new list’s name; its lines carry catalogue SKU ids',
  },
  'POST /api/purchase-list/update': owned((v) => ({ body: { id: v.purchaseListId, name: '被改名的清单' } })),
  'POST /api/purchase-list/delete': owned((v) => ({ body: { id: v.sharedListId } })),
  'POST /api/purchase-list/detail': owned((v) => ({ body: { id: v.purchaseListId } })),
  'POST /api/purchase-list/lines/add': owned((v) => ({
    body: { listId: v.sharedListId, lines: [{ skuId: 900011, quantity: 1 }] },
  })),
  'POST /api/purchase-list/lines/edit': owned((v) => ({
    body: { listId: v.purchaseListId, lineId: v.purchaseLineId, quantity: 9 },
  })),
  'POST /api/purchase-list/lines/delete': owned((v) => ({
    body: { listId: v.purchaseListId, lineIds: [v.purchaseLineId] },
  })),
  'POST /api/purchase-list/add-to-cart': owned((v) => ({ body: { listId: v.sharedListId } })),
  'POST /api/purchase-list/export': owned((v) => ({ body: { id: v.purchaseListId } }), { download: 'xlsx' }),
  'POST /api/purchase-list/import': owned((v) => ({ query: { listId: v.sharedListId, mode: 'replace' } })),
  // Back-in-stock alerts: the SKU ids are the catalogue's; a subscription is the caller's own.
  'POST /api/stock-alert/subscribe': catalogue,
  'POST /api/stock-alert/states': catalogue,
  // Payment gateway pages: the trade number is what a payer scans.
  'GET /api/pay/sandbox/cashier/{tradeNo}': {
    kind: 'credential',
    why: 'the trade number is the payment code a payer scans',
  },
  'POST /api/pay/sandbox/pay/{tradeNo}': {
    kind: 'credential',
    why: 'the trade number is the payment code a payer scans',
  },
  'POST /api/pay/notify/{channel}': { kind: 'credential', why: 'the gateway signs its notifications' },
  // Fields named like ids that are not one.
  'POST /api/oauth/verifyCaptcha': { kind: 'public', why: 'sceneId is the captcha scene, not an owner id' },
  'POST /api/user/modifyUserInfo': { kind: 'public', why: 'name is the caller’s own name' },
  'POST /api/company/create': { kind: 'public', why: 'name is the new company’s name, not an owner id' },
  'POST /api/company/invoice-titles/add': {
    kind: 'public',
    why: 'taxNo is the company’s tax number, not an owner id',
  },
  'POST /api/company/addresses/edit': owned((v) => ({ body: addressBody(v, v.companyAddressId) })),
  'POST /api/company/addresses/delete': owned((v) => ({ body: { id: v.companyAddressId } })),
  'POST /api/company/invoice-titles/edit': owned((v) => ({ body: titleBody(v, v.companyTitleId) })),
  'POST /api/company/invoice-titles/delete': owned((v) => ({ body: { id: v.companyTitleId } })),
  'POST /api/company/update': { kind: 'public', why: 'name is the caller’s own company’s name' },
  'POST /api/invoice/title/add': {
    kind: 'public',
    why: 'taxNo is the company’s tax number, not an owner id',
  },
  // Search and browsing history.
  'POST /api/brand/deleteProductHistory': owned((v) => ({ body: { id: [v.searchHistoryId] } }), {
    scoped: ownRowsOnly,
  }),
  'POST /api/history/deleteBrowsingHistory': owned((v) => ({ body: { ids: [v.historyId] } }), {
    scoped: ownRowsOnly,
  }),
  // Messages.
  'POST /api/system-message/getMessageCount': owned((v) => ({ body: { id: v.messageId } }), {
    scoped: 'the unread count of the caller’s own messages; the id is ignored',
  }),
  'POST /api/system-message/getMessageDetail': owned((v) => ({ body: { id: v.messageId } })),
  'POST /api/system-message/batchReadMessage': owned((v) => ({ body: { ids: [v.messageId] } }), {
    scoped: ownRowsOnly,
  }),
  'POST /api/system-message/deleteMessages': owned((v) => ({ body: { ids: [v.messageId] } }), {
    scoped: ownRowsOnly,
  }),
  // Addresses.
  'POST /api/address/edit': owned((v) => ({ body: addressBody(v, v.addressId) })),
  'POST /api/address/delete': owned((v) => ({ body: { id: v.spareAddressId } })),
  'POST /api/address/setDefault': owned((v) => ({ body: { id: v.spareAddressId } })),
  // Cart and checkout.
  'POST /api/cart/list/editCartProduct': owned((v) => ({ body: { ids: [v.cartLineId], quantity: 9 } })),
  'POST /api/cart/list/deleteCartProduct': owned((v) => ({ body: { ids: [v.cartLineId] } })),
  'POST /api/cart/list/exportCartsQuotation': owned((v) => ({ body: { ids: [v.cartLineId] } }), {
    refusal: noCartLines,
    download: 'xlsx',
  }),
  // Quotations (报价单): made from the caller's own cart lines; the caller's own.
  'POST /api/quotation/create': owned((v) => ({ body: { ids: [v.cartLineId] } }), { refusal: noCartLines }),
  'POST /api/quotation/detail': owned((v) => ({ body: { id: v.quotationId } })),
  'POST /api/quotation/download': owned(
    (v) => [{ body: { id: v.quotationId, format: 'pdf' } }, { body: { id: v.quotationId, format: 'xlsx' } }],
    { download: 'pdf' },
  ),
  'POST /api/quotation/add-to-cart': owned((v) => ({ body: { id: v.quotationId } })),
  // Checkout: table-checkout.ts (through table-open.ts).
  // Orders and payment.
  'POST /api/order/list': owned((v) => ({ body: { orderNo: v.doneOrderNo } }), { scoped: ownListFilter }),
  'POST /api/order/detail': owned((v) => ({ body: { orderNo: v.doneOrderNo } })),
  'POST /api/order/cancel': owned((v) => ({ body: { orderNo: v.openOrderNo, reason: '不想要了' } })),
  'POST /api/order/confirmReceipt': owned((v) => ({ body: { orderNo: v.shippedOrderNo } })),
  'POST /api/order/buyAgain': owned((v) => ({ body: { orderNo: v.doneOrderNo } })),
  'POST /api/pay/create': owned((v) => ({ body: { orderNo: v.onlineOrderNo } })),
  'POST /api/pay/getPayStatus': owned((v) => ({ body: { orderNo: v.onlineOrderNo } })),
  'POST /api/pay/offline/submitRemittance': owned((v) => ({
    body: {
      orderNo: v.openOrderNo,
      payerName: '王五',
      payerBank: '某银行',
      payerAccount: '6222020200000000',
      amount: '226.00',
      remittedAt: '2026-11-20',
    },
  })),
  // Bidding.
  'POST /api/bidding/publish': { kind: 'public', why: 'lines[].categoryId is a catalogue category' },
  'GET /api/bidding/detail': owned((v) => ({ query: { id: v.biddingId } })),
  'POST /api/bidding/accept': owned((v) => ({
    body: { id: v.biddingId, quoteId: v.quoteId, addressId: v.addressId, payMethod: 4 },
  })),
  'POST /api/bidding/cancel': owned((v) => ({ body: { id: v.biddingId } })),
  'POST /api/bidding/award': owned((v) => ({
    body: {
      id: v.biddingId,
      addressId: v.addressId,
      payMethod: 4,
      awards: [{ lineNo: 1, quoteId: v.quoteId }],
    },
  })),
  // Back-in-stock alerts.
  'POST /api/stock-alert/cancel': owned((v) => ({ body: { id: v.stockAlertId } })),
  // Invoices.
  'POST /api/invoice/title/edit': owned((v) => ({ body: titleBody(v, v.titleId) })),
  'POST /api/invoice/title/delete': owned((v) => ({ body: { id: v.spareTitleId } })),
  'POST /api/invoice/title/setDefault': owned((v) => ({ body: { id: v.spareTitleId } })),
  'POST /api/invoice/applyPreview': owned((v) => ({
    body: { orderNos: [v.doneOrderNo], type: 2, titleId: v.titleId },
  })),
  'POST /api/invoice/apply': owned((v) => ({
    body: { orderNos: [v.doneOrderNo], type: 2, titleId: v.titleId },
  })),
  'POST /api/invoice/detail': owned((v) => ({ body: { id: v.invoiceId } })),
  'GET /api/invoice/pdf/{id}': owned((v) => ({ params: { id: v.invoiceId } }), { download: 'pdf' }),
  'GET /api/invoice/red-pdf/{id}': owned((v) => ({ params: { id: v.invoiceId } })),
  // After-sales and comments.
  'POST /api/afs/applyInfo': owned((v) => ({ body: { orderNo: v.doneOrderNo } })),
  'POST /api/afs/apply': owned((v) => ({
    body: { orderNo: v.doneOrderNo, orderLineId: v.doneLineId, type: 1, quantity: 1, reason: '商品质量问题' },
  })),
  'POST /api/afs/list': owned((v) => ({ body: { orderNo: v.doneOrderNo } }), { scoped: ownListFilter }),
  'POST /api/afs/detail': owned((v) => ({ body: { afsNo: v.afsNo } })),
  'POST /api/afs/cancel': owned((v) => ({ body: { afsNo: v.afsNo } })),
  'POST /api/afs/shipReturn': owned((v) => ({
    body: { afsNo: v.afsNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
  })),
  'POST /api/comment/add': owned((v) => ({
    body: { orderLineId: v.doneLineId, rating: 1, content: '质量很差，不推荐' },
  })),
  // Company accounts: every call with the other company's members, departments, rules, budgets, requests.
  'POST /api/company/members/invite': owned((v) => ({
    body: { mobile: '13712345678', roles: ['采购员'], departmentId: v.departmentId },
  })),
  'POST /api/company/members/sub-account': owned((v) => ({
    body: {
      username: `x${randomUUID().slice(0, 8)}`,
      password: 'Init@12345',
      name: '外人',
      mobile: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      roles: ['采购员'],
      departmentId: v.departmentId,
    },
  })),
  'POST /api/company/members/update': owned((v) => ({
    body: { userId: v.memberUserId, roles: ['管理员'], departmentId: v.spareDepartmentId },
  })),
  'POST /api/company/members/status': owned((v) => ({ body: { userId: v.memberUserId, enabled: false } })),
  'POST /api/company/members/transfer-admin': owned((v) => ({ body: { userId: v.memberUserId } })),
  'POST /api/company/departments/save': owned((v) => ({
    body: { id: v.departmentId, name: '被改写的部门', headUserId: v.memberUserId },
  })),
  'POST /api/company/departments/delete': owned((v) => ({ body: { id: v.spareDepartmentId } })),
  'POST /api/company/approval-rules/save': owned((v) => ({
    body: {
      id: v.ruleId,
      name: '被改写的规则',
      memberIds: [v.memberUserId],
      departmentIds: [v.departmentId],
      levels: [{ kind: 'members', userIds: [v.memberUserId] }],
    },
  })),
  'POST /api/company/approval-rules/delete': owned((v) => ({ body: { id: v.spareRuleId } })),
  'GET /api/company/requests/detail': owned((v) => ({ query: { requestNo: v.requestNo } })),
  'POST /api/company/requests/approve': owned((v) => ({ body: { requestNos: [v.requestNo] } })),
  'POST /api/company/requests/reject': owned((v) => ({
    body: { requestNos: [v.spareRequestNo], comment: '驳回' },
  })),
  'POST /api/company/requests/withdraw': owned((v) => ({ body: { requestNo: v.requestNo } })),
  'POST /api/company/budgets/save': owned((v) => ({
    body: { id: v.budgetId, scope: 'department', scopeId: v.departmentId, period: 'month', amount: '1.00' },
  })),
  'POST /api/company/budgets/delete': owned((v) => ({ body: { id: v.budgetId } })),
  // Company credit (授信): statements of the other company.
  'GET /api/company/credit/statements/detail': owned((v) => ({ query: { id: v.statementId } })),
  'GET /api/company/credit/statements/pdf': owned((v) => ({ query: { id: v.statementId } }), {
    download: 'pdf',
  }),
  'GET /api/company/credit/statements/xlsx': owned((v) => ({ query: { id: v.statementId } }), {
    download: 'xlsx',
  }),
  'POST /api/company/invoices/preview': owned((v) => ({
    body: { orderNos: [v.doneOrderNo], type: 2, titleId: v.companyTitleId },
  })),
  'POST /api/company/invoices/apply': owned((v) => ({
    body: { statementId: v.statementId, type: 2, titleId: v.companyTitleId },
  })),
  'POST /api/company/credit/statements/confirm': owned((v) => ({ body: { id: v.statementId } })),
  'POST /api/company/credit/statements/dispute': owned((v) => ({
    body: { id: v.statementId, comment: '被改写的异议' },
  })),
  // Open platform (开放接口): the company's apps; the API's ids are the catalogue's SKUs.
  ...openAppRoutes<BuyerIds>('/api/company/open-apps', 'products'),
  'GET /open/v1/orders/{id}': owned((v) => ({ params: { id: v.openOrderId } })),
  'POST /open/v1/orders/{id}/confirm': owned((v) => ({ params: { id: v.openOrderId } })),
  'POST /open/v1/orders/{id}/cancel': owned((v) => ({
    params: { id: v.openOrderId },
    body: { reason: '被改写' },
  })),
  'POST /open/v1/orders': owned((v) => ({
    body: {
      idempotencyKey: randomUUID(),
      poNumber: 'SWEEP-1',
      addressId: v.companyAddressId,
      items: [{ skuId: 900011, quantity: 1 }],
    },
  })),
  // Messages and webhooks: an app's own messages, endpoints and deliveries; its 管理员 sees them too.
  'POST /open/v1/messages/ack': owned((v) => ({ body: { ids: [v.openMessageId] } }), {
    scoped: ownRowsOnly,
  }),
  'GET /open/v1/products/{skuId}': openCatalogue,
  'POST /open/v1/prices/query': openCatalogue,
  'POST /open/v1/stock/query': openCatalogue,
  ...ADDED_BUYER_ROUTES,
};

/** Field names that carry an id or a document number (catalogue ids are told apart by the table). */
export const ID_FIELD = /^(id|ids|[a-zA-Z]+Ids?|[a-zA-Z]+No|[a-zA-Z]+Nos|name|file|refresh_token)$/;
