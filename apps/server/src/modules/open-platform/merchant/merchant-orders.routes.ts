import { z } from 'zod';
import { ORDER_STATUS_LABEL, orderAddress, shipOrderBody } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity as security, type OpenRates } from '../gateway';
import { merchantTags as tags, orderNoParams, shopCaller, statusQuery } from './merchant-caller';
import { shipmentAndLines, sinceQuery } from '../orders';
import type { MerchantOrders } from './merchant-orders';

const orderView = z
  .object({
    orderNo: z.string(),
    /** 1 待接单, 2 待发货, 4 待收货, 5 已完成, 7 已取消. */
    status: z.number().int(),
    statusText: z.string(),
    payStatus: z.number().int(),
    payStatusText: z.string(),
    /** Why it may not be accepted yet (待采购方确认: the buyer's system has not confirmed it); '' when it may. */
    holdReason: z.string(),
    payAmountFen: z.number().int(),
    createdAt: z.string(),
    acceptedAt: z.string().nullable(),
    receiver: orderAddress,
    ...shipmentAndLines,
  })
  .meta({
    example: {
      orderNo: '2026112900000012345',
      status: 2,
      statusText: '待发货',
      payStatus: 2,
      payStatusText: '已支付',
      holdReason: '',
      payAmountFen: 25600,
      createdAt: '2026-11-29T02:00:00.000Z',
      acceptedAt: '2026-11-29T03:00:00.000Z',
      receiver: {
        contactName: '李仓管',
        mobile: '13800138021',
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310100',
        cityName: '上海市',
        districtCode: '310115',
        districtName: '浦东新区',
        detail: '张江路 665 号 1 号仓库',
        fullAddress: '上海市上海市浦东新区张江路 665 号 1 号仓库',
      },
      shipment: null,
      receivedAt: null,
      lines: [
        { skuId: 10000012, title: '内六角扳手 9 件套', quantity: 2, priceFen: 12800, amountFen: 25600 },
      ],
    },
  });

const listQuery = z.object({
  ...sinceQuery,
  status: statusQuery(ORDER_STATUS_LABEL, '订单状态'),
});

const shipBody = shipOrderBody
  .omit({ orderNo: true })
  .meta({ example: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } });

/** The merchant API's order calls: list since a time and detail (scope orders), accept, ship (shipping). */
export function merchantOrderRoutes(app: App, deps: { orders: MerchantOrders; rates: OpenRates }): void {
  const { orders } = deps;
  const rateLimit = openRate(deps.rates, 'single');
  const read = { openScope: 'orders' as const, rateLimit };

  app.get(
    '/open/v1/merchant/orders',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: '本店订单：since 之后创建的（ISO 8601），可按状态筛选，按下单先后翻页',
        querystring: listQuery,
        response: okSchema(z.object({ items: z.array(orderView), nextCursor: z.string().nullable() })),
      },
    },
    async (request) => {
      const { since, cursor, size, status } = request.query;
      return ok(
        await orders.list(shopCaller(request), {
          since: new Date(since),
          afterId: Number(cursor ?? 0),
          size,
          status,
        }),
      );
    },
  );

  app.get(
    '/open/v1/merchant/orders/:orderNo',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: '订单详情：状态、收货人、商品行、金额（分）与发货信息',
        params: orderNoParams,
        response: okSchema(orderView),
      },
    },
    async (request) => ok(await orders.detail(shopCaller(request), request.params.orderNo)),
  );

  app.post(
    '/open/v1/merchant/orders/:orderNo/accept',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: '接单（待接单 → 待发货；采购方系统未确认的订单不能接单）',
        params: orderNoParams,
        response: okSchema(orderView),
      },
    },
    async (request) =>
      ok(await orders.accept(shopCaller(request), request.ip, request.params.orderNo), '已接单'),
  );

  app.post(
    '/open/v1/merchant/orders/:orderNo/ship',
    {
      config: { openScope: 'shipping', rateLimit },
      schema: {
        tags,
        security,
        summary: '发货：填写物流公司与运单号（待发货 → 待收货）',
        params: orderNoParams,
        body: shipBody,
        response: okSchema(orderView),
      },
    },
    async (request) =>
      ok(await orders.ship(shopCaller(request), request.ip, request.params.orderNo, request.body), '已发货'),
  );
}
