import { z } from 'zod';
import { AFS_REASONS, afsApplyBody, afsNoBody } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity, type OpenRates } from '../gateway';
import { buyerOf } from './buyer-caller';
import type { OpenBuyerAfs } from './open-afs';
import { openPage, openPageQuery, withText } from './open-fields';

const tags = ['开放平台 · 采购方售后'];
const security = openSecurity;

const applyBody = afsApplyBody
  .omit({ orderLineId: true, photos: true })
  .extend({
    skuId: z.number({ error: 'SKU 编号应为整数' }).int().min(1, 'SKU 编号不正确').max(2_147_483_647),
  })
  .meta({
    example: {
      orderNo: '202612020000000001',
      skuId: 10000011,
      type: 2,
      quantity: 1,
      reason: '商品质量问题',
      description: '轴承异响，申请退货退款',
    },
  });

const item = z.object({
  afsNo: z.string(),
  orderNo: z.string(),
  skuId: z.number().int(),
  title: z.string(),
  unit: z.string(),
  /** type: 1 仅退款, 2 退货退款, 3 换货. */
  ...withText('type'),
  /** status: 1 待审核, 2 退款中, 3 已退款, 4 已驳回, 5 待寄回, 6 已寄回, 7 换货中, 8 已完成, 9 已取消. */
  ...withText('status'),
  quantity: z.number().int(),
  reason: z.string(),
  /** The refund due (unit price × quantity within what is left of the line) and what was paid back. */
  refundAmountFen: z.number().int(),
  refundedAmountFen: z.number().int(),
  createdAt: z.string(),
});
const shipment = z.object({ carrier: z.string(), trackingNo: z.string() }).nullable();
const detail = item.extend({
  description: z.string(),
  rejectReason: z.string().nullable(),
  /** Where to send the goods back while 待寄回. */
  returnAddress: z.string().nullable(),
  returnShipment: shipment,
  exchangeShipment: shipment,
  refund: z
    .object({
      channel: z.string(),
      refundNo: z.string(),
      amountFen: z.number().int(),
      refundedAt: z.string(),
    })
    .nullable(),
  timeline: z.array(
    z.object({
      event: z.string(),
      eventText: z.string(),
      ...withText('status'),
      note: z.string(),
      at: z.string(),
    }),
  ),
});

const APPLY_EXAMPLE = `订单收货（或完成）后、售后期限内可申请；退款类需订单已付款。每个 SKU 的可申请数量为购买数量减去已申请数量。

示例请求：

\`\`\`json
{ "orderNo": "2611290000012345", "skuId": 900011, "type": 2, "quantity": 1, "reason": "收到商品破损", "description": "外箱压损，两件变形" }
\`\`\`

reason 可选：${AFS_REASONS.join('、')}。售后单状态变化另有消息 \`afs.status\`。`;

/** The buyer API's after-sales calls (scope orders): request, one request's status, an order's requests. */
export function openAfsRoutes(app: App, deps: { afs: OpenBuyerAfs; rates: OpenRates }): void {
  const { afs } = deps;
  const config = { openScope: 'orders' as const, rateLimit: openRate(deps.rates, 'single') };

  app.post(
    '/open/v1/afs',
    {
      config,
      schema: {
        tags,
        security,
        summary: '申请售后（仅退款 / 退货退款 / 换货）：贵公司订单中的一个 SKU',
        description: APPLY_EXAMPLE,
        body: applyBody,
        response: okSchema(detail),
      },
    },
    async (request) => ok(await afs.apply(buyerOf(request), request.body), '售后申请已提交'),
  );

  app.get(
    '/open/v1/afs/:afsNo',
    {
      config,
      schema: {
        tags,
        security,
        summary: '售后单详情：状态、退货地址与物流、退款、进度',
        description: '示例：`GET /open/v1/afs/SH2611290001`。他人的售后单与不存在的一样应答 404（40401）。',
        params: afsNoBody,
        response: okSchema(detail),
      },
    },
    async (request) => ok(await afs.detail(buyerOf(request), request.params.afsNo)),
  );

  app.get(
    '/open/v1/afs',
    {
      config,
      schema: {
        tags,
        security,
        summary: '订单的售后单（最新的在前，按页）',
        description:
          '示例：`GET /open/v1/afs?orderNo=2611290000012345&page=1&size=20`。orderNo 为订单详情中商家订单的 orderNo。',
        querystring: z.object({ orderNo: afsApplyBody.shape.orderNo, ...openPageQuery }),
        response: okSchema(openPage(item)),
      },
    },
    async (request) => {
      const { orderNo, page, size } = request.query;
      return ok(await afs.list(buyerOf(request), orderNo, page, size));
    },
  );
}
