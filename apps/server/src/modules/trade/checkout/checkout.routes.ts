import { checkoutPreview, checkoutPreviewBody, checkoutSubmitBody, submitResult } from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { CheckoutService } from './checkout.service';

const buyerCall = guardedRoutes(requireBuyer, 'checkout');

/** /settlement calls: preview and submit. */
export function checkoutRoutes(app: App, deps: { checkout: CheckoutService }) {
  const { checkout } = deps;

  app.post(
    '/api/checkout/preview',
    buyerCall.withBody(
      '结算预览（按收货地址所在省份重新计价并校验库存、起订量和销售区域）',
      checkoutPreviewBody,
      checkoutPreview,
    ),
    async (request) => ok(await checkout.preview(currentBuyer(request).id, request.body)),
  );

  app.post(
    '/api/checkout/submit',
    buyerCall.withBody(
      '提交订单（幂等：同一 idempotencyKey 重复提交返回同一订单；价格、库存或区域变化时 409）',
      checkoutSubmitBody,
      submitResult,
    ),
    async (request) => {
      const result = await checkout.submit(currentBuyer(request).id, request.body);
      return ok(result, result.repeated ? '订单已提交' : '订单提交成功');
    },
  );
}
