import { yuanToFen } from '@mall/shared';
import { SWEEP_SHIPMENT } from './table-fulfilment';
import { openAppRoutes } from './table-open-apps';
import type { MerchantIds } from './world-shop';

/** A request built from merchant A's ids (the portal sweep's `Req`). */
type Req = { params?: Record<string, string | number>; body?: object };
type Entry = { kind: 'owned'; req: (v: MerchantIds) => Req } | { kind: 'public'; why: string };
const owned = (req: (v: MerchantIds) => Req): Entry => ({ kind: 'owned', req });
const ship = { carrier: '顺丰速运', trackingNo: 'SF1234567890' };

/**
 * The portal editor's body the sweep builds (prices in yuan) as the merchant API takes it (分): a body merchant
 * B could send for a product of its own, so only the id decides.
 */
function openBodyOf(editBody: object | undefined): object {
  const { skus = [], ...rest } = (editBody ?? {}) as { skus?: { price: string; marketPrice?: string }[] };
  return {
    ...rest,
    skus: skus.map(({ price, marketPrice: _marketPrice, ...sku }) => ({
      ...sku,
      priceFen: yuanToFen(price),
    })),
  };
}

/**
 * The shop's open-platform apps (商家后台 → 开放接口) and the merchant API (`/open/v1/merchant`), for the
 * portal sweep (portal-isolation.test.ts spreads these in): merchant B's administrator, and B's own app on the
 * merchant API, must get 403/404 for merchant A's apps (their webhook endpoints and deliveries too), orders,
 * after-sales, SKUs and products.
 */
export const OPEN_MERCHANT_ROUTES: Record<string, Entry> = {
  ...openAppRoutes<MerchantIds>('/api/portal/open-apps', 'orders'),
  'GET /open/v1/merchant/orders/{orderNo}': owned((v) => ({ params: { orderNo: v.orderNo } })),
  'POST /open/v1/merchant/orders/{orderNo}/accept': owned((v) => ({ params: { orderNo: v.orderNo } })),
  'POST /open/v1/merchant/orders/{orderNo}/ship': owned((v) => ({
    params: { orderNo: v.orderNo },
    body: ship,
  })),
  // Partial shipping names an order line; merchant B is told 404 订单不存在 before any line is looked up.
  'POST /open/v1/merchant/orders/{orderNo}/shipments': owned((v) => ({
    params: { orderNo: v.orderNo },
    body: SWEEP_SHIPMENT,
  })),
  'GET /open/v1/merchant/orders/{orderNo}/shipments': owned((v) => ({ params: { orderNo: v.orderNo } })),
  'GET /open/v1/merchant/afs/{afsNo}': owned((v) => ({ params: { afsNo: v.afsNo } })),
  'POST /open/v1/merchant/afs/{afsNo}/approve': owned((v) => ({ params: { afsNo: v.afsNo }, body: {} })),
  'POST /open/v1/merchant/afs/{afsNo}/reject': owned((v) => ({
    params: { afsNo: v.afsNo },
    body: { reason: '不符合售后条件' },
  })),
  'POST /open/v1/merchant/afs/{afsNo}/confirm-return': owned((v) => ({
    params: { afsNo: v.afsNo },
    body: {},
  })),
  'POST /open/v1/merchant/stock/update': owned((v) => ({ body: { items: [{ skuId: v.skuId, stock: 1 }] } })),
  'POST /open/v1/merchant/prices/update': owned((v) => ({
    body: { items: [{ skuId: v.skuId, priceFen: 1 }] },
  })),
  'POST /open/v1/merchant/products/shelf': owned((v) => ({
    body: { productIds: [v.productId], onShelf: false },
  })),
  'POST /open/v1/merchant/products/{productId}/submit': owned((v) => ({
    params: { productId: v.draftId },
  })),
  'POST /open/v1/merchant/products': {
    kind: 'public',
    why: 'brandId, categoryId and sceneIds are catalogue ids; the product is created in the caller’s shop',
  },
  'GET /open/v1/merchant/products/{productId}': owned((v) => ({ params: { productId: v.productId } })),
  'PUT /open/v1/merchant/products/{productId}': owned((v) => ({
    params: { productId: v.productId },
    body: openBodyOf(v.editBody),
  })),
  'GET /open/v1/merchant/settlements/{id}': owned((v) => ({ params: { id: v.settlementId } })),
  'POST /open/v1/merchant/settlements/{id}/confirm': owned((v) => ({ params: { id: v.settlementId } })),
};
