import { describe, expect, it } from 'vitest';
import type { OrderShipments } from '@mall/shared';
import { shopApp } from '../../../testing/shop-app.fixture';
import { openShop, ordersOfTwoSellers, useShopWorld } from '../../../testing/shop.fixture';

// Shipments in the merchant portal: a shop ships its own order in parts; another shop, and the operator's
// 自营 call, cannot ship it; the merchant API's whole-order ship records the remaining lines.

const w = useShopWorld();
type Headers = Record<string, string>;

describe('portal shipments', () => {
  it('lets a shop ship its own order in parts; another shop gets 404 and the operator 409', async () => {
    const two = await ordersOfTwoSellers(w.app, w, w.facts);
    const other = await openShop(w.app, w.ops, {
      categoryIds: [w.facts.cats[0]!.first],
      brandIds: [w.facts.brands[0]!.id],
    });
    const shop = two.shop.headers as Headers;
    const orderNo = two.own;
    expect((await w.post('/api/portal/order/accept', shop, { orderNo })).statusCode).toBe(200);
    const list = await w.post('/api/portal/fulfilment/shipment/list', shop, { orderNo });
    expect(list.statusCode, list.body).toBe(200);
    const line = (list.json().data as OrderShipments).lines[0]!;
    expect(line).toMatchObject({ ordered: 2, shipped: 0 });
    const body = {
      orderNo,
      carrierCode: 'ZTO',
      trackingNo: '773012345678901',
      lines: [{ orderLineId: line.orderLineId, quantity: 1 }],
    };

    const stranger = other.headers as Headers;
    const refused = await w.post('/api/portal/fulfilment/shipment/create', stranger, body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe('订单不存在');
    expect((await w.post('/api/portal/fulfilment/shipment/list', stranger, { orderNo })).statusCode).toBe(
      404,
    );
    const byOperator = await w.post('/api/admin/fulfilment/shipment/create', w.ops, body);
    expect(byOperator.statusCode).toBe(409);
    expect(byOperator.json().msg).toBe('该订单由店铺发货，请在商家后台发货');

    const first = await w.post('/api/portal/fulfilment/shipment/create', shop, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.shippingState).toBe('partial');
    // The rest through the merchant API's whole-order ship: one more shipment of the remaining piece.
    const app = await shopApp(w.app, shop);
    const shipped = await w.app.inject({
      method: 'POST',
      url: `/open/v1/merchant/orders/${orderNo}/ship`,
      headers: app.headers,
      payload: { carrier: '中通快递', trackingNo: '773012345678902' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const view = (await w.post('/api/portal/fulfilment/shipment/list', shop, { orderNo })).json()
      .data as OrderShipments;
    expect(view.shippingState).toBe('shipped');
    expect(view.shipments.map((s) => [s.carrierCode, s.lines[0]!.quantity])).toEqual([
      ['ZTO', 1],
      ['ZTO', 1],
    ]);
    // The operator reads every order's shipments.
    expect((await w.post('/api/admin/fulfilment/shipment/list', w.ops, { orderNo })).statusCode).toBe(200);
  });
});
