import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { registerByApi } from './auth';
import { openSignedIn, tokensOf } from './sessions';
import { withArea } from './storefront';

/** Helpers of the order journeys: tokens, API calls as a buyer or operator, product picks. */

type Envelope<T> = { code: number; msg: string; data: T };

/** The buyer's access token, read from the loginInfo cookie the browser holds. */
export async function buyerToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'loginInfo');
  expect(cookie, 'loginInfo cookie').toBeTruthy();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as { accessToken: string }).accessToken;
}

/** An operator token (the captcha for the username, then POST /api/admin/auth/login). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await tokensOf(request, 'admin', 'admin', 'Admin@123456')).accessToken;
}

/** A POST (or GET without data) with a bearer token; fails the test on a non-2xx answer. */
export async function callAs<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const res =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  const body = (await res.json()) as Envelope<T>;
  expect(res.ok(), `${url} → ${res.status()} ${body.msg}`).toBe(true);
  return body.data;
}

export type Pick = {
  productId: number;
  skuId: number;
  title: string;
  price: string;
  moq: number;
  step: number;
  stock: number;
  unit: string;
};

type SearchCard = { productId: number; skuId: number; title: string };
type DetailSku = { skuId: number; price: string; stock: number; available: boolean };
type DetailData = {
  productId: number;
  title: string;
  unit: string;
  moq: number;
  step: number;
  selectedSkuId: number;
  skus: DetailSku[];
  area: { inArea: boolean };
};

/**
 * A product of the keyword's first result page that is sold in the area, whose preselected SKU is buyable
 * with room in stock for a few steps; `skip` leaves out products already picked.
 */
export async function pickProduct(
  request: APIRequestContext,
  keyword: string,
  areaCode: string,
  skip: number[] = [],
): Promise<Pick> {
  const res = await request.post('/api/product/search', { data: { keyword, areaCode, pageSize: 20 } });
  const cards = ((await res.json()) as Envelope<{ list: SearchCard[] }>).data.list;
  for (const card of cards.slice(0, 10)) {
    if (skip.includes(card.productId)) continue;
    const d = (
      (await (
        await request.get(`/api/product/detail/${card.skuId}?areaCode=${areaCode}`)
      ).json()) as Envelope<DetailData>
    ).data;
    const sku = d.skus.find((s) => s.skuId === card.skuId);
    if (!d.area.inArea || !sku?.available || sku.stock < d.moq + 5 * d.step) continue;
    return {
      productId: d.productId,
      skuId: sku.skuId,
      title: d.title,
      price: sku.price,
      moq: d.moq,
      step: d.step,
      stock: sku.stock,
      unit: d.unit,
    };
  }
  throw new Error(`no buyable product for ${keyword} in area ${areaCode}`);
}

/**
 * Opens `redirect` signed in as the buyer, without the /login form (auth.spec.ts drives that form): the
 * tokens of POST /api/oauth/login in the loginInfo cookie, as the form leaves them.
 */
export async function openAsBuyer(
  page: Page,
  username: string,
  password: string,
  redirect = '/',
): Promise<void> {
  await openSignedIn(page, 'buyer', username, password, redirect);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/** The header cart badge count (antd Badge; hidden when 0). */
export const cartBadge = (page: Page) => page.locator('.mall-header .mall-cart-button .count').first();

/** Hangzhou (浙江省), where the journeys' buyers receive their goods. */
export const HANGZHOU_AREA = '330000';

/** A buyer of the journeys: token, default address, a buyable product, and the credentials. */
export type Buyer = {
  token: string;
  addressId: number;
  pick: Pick;
  username: string;
  mobile: string;
  password: string;
};

/**
 * A new buyer signed in on the page with a default delivery address in Hangzhou, and a buyable 螺丝刀 of
 * that area: the starting point of the order, invoice, after-sales and console journeys.
 */
export async function buyerWithAddress(
  page: Page,
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
): Promise<Buyer> {
  await withArea(context, baseURL, HANGZHOU_AREA);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  await callAs(request, token, '/api/address/add', {
    contactName: '王采购',
    mobile: '13800138000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '文三路 90 号 东部软件园 5 号楼 设备科',
    isDefault: 1,
  });
  const addresses = await callAs<{ id: number }[]>(request, token, '/api/address/list');
  const pick = await pickProduct(request, '螺丝刀', HANGZHOU_AREA);
  return { token, addressId: addresses[0]!.id, pick, ...buyer };
}

let placed = 0;

/** What placing an order needs of a buyer. */
export type Orderer = { token: string; addressId: number; pick: Pick };

/**
 * An offline-transfer (对公转账) order of the buyer's product placed through the API (the product's minimum
 * quantity unless told): 待接单, payment 待支付; with `invoiceTitleId` a special invoice is asked for.
 */
export async function placeOrder(
  request: APIRequestContext,
  b: Orderer,
  options: { quantity?: number; invoiceTitleId?: number } = {},
): Promise<string> {
  const { orderNo } = await callAs<{ orderNo: string }>(request, b.token, '/api/checkout/submit', {
    items: [{ skuId: b.pick.skuId, quantity: options.quantity ?? b.pick.moq }],
    idempotencyKey: `e2e-${Date.now()}-${++placed}`,
    addressId: b.addressId,
    payMethod: 4,
    invoice: options.invoiceTitleId ? { type: 2, titleId: options.invoiceTitleId } : null,
    remark: '',
  });
  return orderNo;
}

/** An order placed as above whose transfer the operator (token `admin`) confirmed: paid, 待接单. */
export async function paidOrder(
  request: APIRequestContext,
  b: Orderer,
  admin: string,
  quantity?: number,
): Promise<string> {
  const orderNo = await placeOrder(request, b, { quantity });
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });
  return orderNo;
}

/** A paid order taken through accept, ship and the buyer's receipt: 已完成. */
export async function completedOrder(
  request: APIRequestContext,
  b: Orderer,
  admin: string,
  quantity?: number,
): Promise<string> {
  const orderNo = await paidOrder(request, b, admin, quantity);
  await callAs(request, admin, '/api/admin/order/accept', { orderNo });
  await callAs(request, admin, '/api/admin/order/ship', {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400123456789',
  });
  await callAs(request, b.token, '/api/order/confirmReceipt', { orderNo });
  return orderNo;
}

/**
 * A return (退货退款) of `quantity` of the order's first line taken through every step by the API: applied,
 * approved, shipped back, received and refunded. Answers the after-sales number.
 */
export async function refundedReturn(
  request: APIRequestContext,
  buyer: string,
  admin: string,
  orderNo: string,
  quantity: number,
): Promise<string> {
  const info = await callAs<{ lines: { orderLineId: number }[] }>(request, buyer, '/api/afs/applyInfo', {
    orderNo,
  });
  const { afsNo } = await callAs<{ afsNo: string }>(request, buyer, '/api/afs/apply', {
    orderNo,
    orderLineId: info.lines[0]!.orderLineId,
    type: 2,
    quantity,
    reason: '商品质量问题',
    description: '刀头有裂纹',
  });
  await callAs(request, admin, '/api/admin/afs/approve', { afsNo, note: '' });
  await callAs(request, buyer, '/api/afs/shipReturn', {
    afsNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400999888047',
  });
  await callAs(request, admin, '/api/admin/afs/confirmReturn', { afsNo, note: '' });
  await callAs(request, admin, '/api/admin/afs/refund', { afsNo, note: '已退回对公账户' });
  return afsNo;
}

/**
 * Two buyable SKUs of a shop sold in Hangzhou, each with its title and a quantity of the minimum plus two steps
 * (so that a line can be split across two parcels and still leave stock for one step more).
 */
export async function twoOfShop(request: APIRequestContext, shopId: number): Promise<[ShopPick, ShopPick]> {
  const res = await request.post('/api/shop/getShopPage', { data: { shopId, pageSize: 20 } });
  const cards = ((await res.json()) as Envelope<{ list: SearchCard[] }>).data.list;
  const picks: ShopPick[] = [];
  for (const card of cards) {
    const d = (
      (await (
        await request.get(`/api/product/detail/${card.skuId}?areaCode=${HANGZHOU_AREA}`)
      ).json()) as Envelope<DetailData>
    ).data;
    const sku = d.skus.find((s) => s.skuId === card.skuId);
    const quantity = d.moq + 2 * d.step;
    if (!d.area.inArea || !sku?.available || sku.stock < quantity + d.step) continue;
    picks.push({ skuId: sku.skuId, title: d.title, quantity });
    if (picks.length === 2) return [picks[0]!, picks[1]!];
  }
  throw new Error(`no two buyable products in shop ${shopId}`);
}

/** A product of a shop as `twoOfShop` picks it. */
export type ShopPick = { skuId: number; title: string; quantity: number };
