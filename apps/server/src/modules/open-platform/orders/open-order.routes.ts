import { z } from 'zod';
import { address, OPEN_CODE, sellerOrderShipments } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { companyOwner } from '../../../lib/company-owner';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { AddressService } from '../../trade/address';
import type { ShipmentService } from '../../fulfilment/shipment';
import { openCaller, openRate, openSecurity, type OpenRates } from '../gateway';
import type { OpenOrderService } from './open-order.service';
import { shipmentAndLines, sinceQuery } from './open-order.view';

const tags = ['开放平台 · 采购方订单'];
const security = openSecurity;
const DB_INT_MAX = 2_147_483_647;
const idParams = z.object({
  id: z.coerce.number({ error: '订单编号应为整数' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

const submitBody = z
  .object({
    idempotencyKey: z
      .string({ error: '缺少 idempotencyKey' })
      .regex(/^[\w-]{8,64}$/, 'idempotencyKey 应为 8–64 位字母、数字、- 或 _'),
    poNumber: z
      .string({ error: '请填写采购单号' })
      .trim()
      .min(1, '请填写采购单号')
      .max(40, '采购单号不能超过 40 个字符')
      .regex(/^[\w\-/.#()（）\u4e00-\u9fa5]*$/, '采购单号只能包含字母、数字、汉字和 - _ / . # ( )'),
    addressId: z
      .number({ error: '请提供收货地址编号 addressId（GET /open/v1/addresses）' })
      .int()
      .min(1)
      .max(DB_INT_MAX),
    costCentre: z.string().trim().max(50, '成本中心不能超过 50 个字').optional(),
    payMethod: z
      .enum(['offline', 'credit'], { error: 'payMethod 只能是 offline 或 credit' })
      .default('offline'),
    remark: z.string().trim().max(100, '备注不能超过 100 个字').optional(),
    items: z
      .array(
        z.object({
          skuId: z.number({ error: 'SKU 编号应为整数' }).int().min(1).max(DB_INT_MAX),
          quantity: z.number({ error: '数量应为整数' }).int().min(1, '数量至少为 1').max(99_999, '数量过大'),
        }),
      )
      .min(1, '请至少提供一行商品')
      .max(100, '一笔订单最多 100 行'),
  })
  .meta({
    example: {
      idempotencyKey: 'PO-2026-00417-1',
      poNumber: 'PO-2026-00417',
      addressId: 1,
      costCentre: '采购部',
      payMethod: 'offline',
      items: [
        { skuId: 10000011, quantity: 20 },
        { skuId: 10000231, quantity: 5 },
      ],
    },
  });

const view = z.object({
  id: z.number().int(),
  poNumber: z.string(),
  idempotencyKey: z.string(),
  /** pending 待确认, confirmed 已确认, cancelled 已取消, expired 超时取消. */
  state: z.enum(['pending', 'confirmed', 'cancelled', 'expired']),
  expiresAt: z.string(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A sandbox app's test order (测试订单): no stock was taken and no shop sees it; move it with /open/v1/sandbox/…. */
  test: z.boolean(),
  orders: z.array(
    z.object({
      orderNo: z.string(),
      status: z.number().int(),
      statusText: z.string(),
      seller: z.string(),
      payAmountFen: z.number().int(),
      ...shipmentAndLines,
    }),
  ),
});

/** The buyer API's order calls (scope orders): addresses, submit, confirm, cancel, detail, parcels, list. */
export function openOrderRoutes(
  app: App,
  deps: {
    orders: OpenOrderService;
    addresses: AddressService;
    /** fulfilment's shipments (an order's parcels and tracking). */
    shipments: Pick<ShipmentService, 'ofOwnOrder'>;
    rates: OpenRates;
  },
): void {
  const { orders, rates } = deps;
  const config = { openScope: 'orders' as const, rateLimit: openRate(rates, 'single') };

  app.get(
    '/open/v1/addresses',
    {
      config,
      schema: {
        tags,
        security,
        summary: '企业共享收货地址（下单时填写其编号）',
        response: okSchema(z.array(address)),
      },
    },
    async (request) => {
      const caller = openCaller(request);
      if (caller.owner.kind !== 'company')
        throw new AppError(403, '商家应用不能调用采购方接口', OPEN_CODE.SCOPE_MISSING);
      return ok(await deps.addresses.list(companyOwner(caller.owner.id)));
    },
  );

  app.post(
    '/open/v1/orders',
    {
      config,
      schema: {
        tags,
        security,
        summary: '提交订单（预占库存，状态待确认；同一 idempotencyKey 重复提交返回同一订单）',
        body: submitBody,
        response: okSchema(view),
      },
    },
    async (request) =>
      ok(await orders.submit(openCaller(request), request.body), '订单已提交，请在时限内确认'),
  );

  app.post(
    '/open/v1/orders/:id/confirm',
    {
      config,
      schema: {
        tags,
        security,
        summary: '确认订单（确认后商家才能接单发货）',
        params: idParams,
        response: okSchema(view),
      },
    },
    async (request) => ok(await orders.confirm(openCaller(request), request.params.id), '订单已确认'),
  );

  app.post(
    '/open/v1/orders/:id/cancel',
    {
      config,
      schema: {
        tags,
        security,
        summary: '取消订单（发货前；库存、预算与授信额度随即退回）',
        params: idParams,
        body: z
          .object({ reason: z.string().trim().max(100, '取消原因不能超过 100 个字').default('') })
          .default({ reason: '' }),
        response: okSchema(view),
      },
    },
    async (request) =>
      ok(
        await orders.cancel(openCaller(request), request.params.id, request.body.reason || '未说明原因'),
        '订单已取消',
      ),
  );

  app.get(
    '/open/v1/orders/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: '订单详情：状态、商家订单、行、发货与物流单号',
        params: idParams,
        response: okSchema(view),
      },
    },
    async (request) => ok(await orders.detail(openCaller(request), request.params.id)),
  );

  app.get(
    '/open/v1/orders/:id/shipments',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          '订单的包裹：每个商家订单的发货记录（包裹的商品行与数量、物流公司、运单号）与物流轨迹、收货情况',
        params: idParams,
        response: okSchema(z.object({ id: z.number().int(), orders: z.array(sellerOrderShipments) })),
      },
    },
    async (request) =>
      ok(await orders.shipments(openCaller(request), request.params.id, (o) => deps.shipments.ofOwnOrder(o))),
  );

  for (const [action, summary, done] of [
    ['ship', '沙箱：模拟发货（测试订单的每个待发货商家订单由沙箱快递发出）', '已模拟发货'],
    ['deliver', '沙箱：模拟签收（测试订单的每个已发货商家订单签收完成）', '已模拟签收'],
  ] as const)
    app.post(
      `/open/v1/sandbox/orders/:id/${action}`,
      {
        config,
        schema: { tags, security, summary, params: idParams, response: okSchema(view) },
      },
      async (request) => ok(await orders.simulate(openCaller(request), request.params.id, action), done),
    );

  app.get(
    '/open/v1/orders',
    {
      config,
      schema: {
        tags,
        security,
        summary: '按创建时间列出企业的开放平台订单（since 之后，按编号翻页）',
        querystring: z.object(sinceQuery),
        response: okSchema(z.object({ items: z.array(view), nextCursor: z.string().nullable() })),
      },
    },
    async (request) => {
      const { since, cursor, size } = request.query;
      return ok(await orders.list(openCaller(request), new Date(since), Number(cursor ?? 0), size));
    },
  );
}
