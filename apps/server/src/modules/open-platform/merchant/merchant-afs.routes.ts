import { z } from 'zod';
import { AFS_STATUS_LABEL, afsNoteBody, afsRejectBody } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openRate, openSecurity as security, type OpenRates } from '../gateway';
import { afsNoParams, merchantTags as tags, shopCaller, statusQuery } from './merchant-caller';
import type { MerchantAfs } from './merchant-afs';

const afsItem = z.object({
  afsNo: z.string(),
  orderNo: z.string(),
  /** 1 仅退款, 2 退货退款, 3 换货. */
  type: z.number().int(),
  typeText: z.string(),
  /** 1 待审核, 2 退款中, 3 已退款, 4 已驳回, 5 待寄回, 6 已寄回, 7 换货中, 8 已完成, 9 已取消. */
  status: z.number().int(),
  statusText: z.string(),
  skuId: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  refundAmountFen: z.number().int(),
  createdAt: z.string(),
});
const afsDetail = afsItem.extend({
  description: z.string(),
  rejectReason: z.string().nullable(),
  returnShipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
});

/** An optional note (备注); the body may be left out. */
const noteBody = afsNoteBody.omit({ afsNo: true }).nullish();
const rejectBody = afsRejectBody.omit({ afsNo: true }).meta({ example: { reason: '商品已超过售后期限' } });

/** The merchant API's after-sales calls (scope afs): list, detail, approve, reject, confirm the return. */
export function merchantAfsRoutes(app: App, deps: { afs: MerchantAfs; rates: OpenRates }): void {
  const { afs } = deps;
  const config = { openScope: 'afs' as const, rateLimit: openRate(deps.rates, 'single') };
  const move = (summary: string, body?: z.ZodType) => ({
    config,
    schema: {
      tags,
      security,
      summary,
      params: afsNoParams,
      ...(body ? { body } : {}),
      response: okSchema(afsDetail),
    },
  });

  app.get(
    '/open/v1/merchant/afs',
    {
      config,
      schema: {
        tags,
        security,
        summary: '本店订单的售后单，新的在前，可按状态筛选',
        querystring: z.object({
          status: statusQuery(AFS_STATUS_LABEL, '售后状态'),
          pageNum: z.coerce.number().int().min(1, 'pageNum 至少为 1').max(10_000).default(1),
          pageSize: z.coerce
            .number()
            .int()
            .min(1, 'pageSize 至少为 1')
            .max(100, 'pageSize 最多 100')
            .default(20),
        }),
        response: okSchema(
          z.object({
            list: z.array(afsItem),
            total: z.number().int(),
            pageNum: z.number().int(),
            pageSize: z.number().int(),
          }),
        ),
      },
    },
    async (request) => ok(await afs.list(shopCaller(request), request.query)),
  );

  app.get('/open/v1/merchant/afs/:afsNo', move('售后单详情'), async (request) =>
    ok(await afs.detail(shopCaller(request), request.params.afsNo)),
  );

  app.post(
    '/open/v1/merchant/afs/:afsNo/approve',
    move('审核通过（仅退款转退款中，退货退款与换货转待寄回）', noteBody),
    async (request) => {
      const note = (request.body as z.output<typeof noteBody>)?.note ?? '';
      return ok(await afs.approve(shopCaller(request), request.ip, request.params.afsNo, note), '已通过');
    },
  );

  app.post(
    '/open/v1/merchant/afs/:afsNo/reject',
    move('驳回售后申请（须填写原因，采购方可见）', rejectBody),
    async (request) => {
      const { reason } = request.body as z.output<typeof rejectBody>;
      return ok(await afs.reject(shopCaller(request), request.ip, request.params.afsNo, reason), '已驳回');
    },
  );

  app.post(
    '/open/v1/merchant/afs/:afsNo/confirm-return',
    move('确认收到退货（退货退款转退款中，换货转换货中）', noteBody),
    async (request) => {
      const note = (request.body as z.output<typeof noteBody>)?.note ?? '';
      return ok(
        await afs.confirmReturn(shopCaller(request), request.ip, request.params.afsNo, note),
        '已确认',
      );
    },
  );
}
