import {
  CONSOLE_AREAS,
  paymentListBody,
  paymentRecordPage,
  refundListBody,
  refundRecordPage,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import type { FinanceService } from './finance.service';

/** Payments and refunds lists (console area payments: 超级管理员, 财务). */
export function financeRoutes(app: App, deps: { finance: FinanceService }) {
  const { finance } = deps;
  const guard = requireOperator(CONSOLE_AREAS.payments);
  const tags = ['admin-finance'];
  const security = [{ bearer: [] }];
  app.post(
    '/api/admin/payment/list',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: '收款记录（在线支付与线下转账；按方式、状态、订单号、买家、日期筛选）',
        body: paymentListBody,
        response: okSchema(paymentRecordPage),
      },
    },
    async (request) => ok(await finance.payments(request.body)),
  );
  app.post(
    '/api/admin/refund/list',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: '退款记录（售后退款与已支付后取消的订单；按来源、状态、单号、日期筛选）',
        body: refundListBody,
        response: okSchema(refundRecordPage),
      },
    },
    async (request) => ok(await finance.refunds(request.body)),
  );
}
