import type { FastifyRequest } from 'fastify';
import { createShipmentBody, sellerOrderShipments } from '@mall/shared';
import { merchantActor } from '../../identity/auth';
import type { fulfilmentDomain } from '../../fulfilment';
import type { GivenBy } from '../../../lib/domain';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity as security, type OpenRates } from '../gateway';
import { merchantTags as tags, orderNoParams, shopCaller } from './merchant-caller';

type Shipments = GivenBy<typeof fulfilmentDomain>['shipments'];

/** The calling app's shop as the fulfilment service's scope (its audit names the app and address). */
function scopeOf(request: FastifyRequest) {
  const shop = shopCaller(request);
  return { kind: 'merchant' as const, merchantId: shop.merchantId, audit: merchantActor(shop, request.ip) };
}

/**
 * A shop's partial shipments through the merchant API (issue 46 with fulfilment): the portal's own service,
 * scoped to the app's shop, so another shop's order answers 404 as in the portal. `…/ship` stays the
 * whole-order ship.
 */
export function merchantShipmentRoutes(app: App, deps: { shipments: Shipments; rates: OpenRates }): void {
  const { shipments } = deps;
  const rateLimit = openRate(deps.rates, 'single');
  app.post(
    '/open/v1/merchant/orders/:orderNo/shipments',
    {
      config: { openScope: 'shipping', rateLimit },
      schema: {
        tags,
        security,
        summary: '分批发货：所发商品行与数量、物流公司编码、运单号与包裹数（一行可分多次发）',
        params: orderNoParams,
        body: createShipmentBody.omit({ orderNo: true }),
        response: okSchema(sellerOrderShipments),
      },
    },
    async (request) => {
      return ok(await shipments.create(scopeOf(request), request.params.orderNo, request.body), '已发货');
    },
  );
  app.get(
    '/open/v1/merchant/orders/:orderNo/shipments',
    {
      config: { openScope: 'orders', rateLimit },
      schema: {
        tags,
        security,
        summary: '订单的发货记录：每个包裹的商品行、数量与物流轨迹',
        params: orderNoParams,
        response: okSchema(sellerOrderShipments),
      },
    },
    async (request) => {
      return ok(await shipments.view(scopeOf(request), request.params.orderNo));
    },
  );
}
