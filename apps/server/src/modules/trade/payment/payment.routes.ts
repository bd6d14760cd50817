import { z } from 'zod';
import {
  CONSOLE_AREAS,
  confirmPaymentBody,
  offlineAccount,
  orderDetail,
  orderNoBody,
  payStart,
  payStatusView,
  remittanceBody,
} from '@mall/shared';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { PaymentService } from './payment.service';
import type { SandboxGateway } from './sandbox.gateway';

const security = [{ bearer: [] }];

function formParser(_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

const buyerCall = guardedRoutes(requireBuyer, 'pay');

/**
 * Payment calls: start an online payment, poll it, offline transfer details; the gateway's notification
 * endpoint; the sandbox gateway's own pages; and the operator's confirmation of an offline payment.
 */
export function paymentRoutes(
  app: App,
  deps: {
    payments: PaymentService;
    /** The local sandbox gateway's pages, when it is the configured provider. */
    sandbox: SandboxGateway | null;
    /** Detail answered after the operator confirms (the order module's view). */
    orderDetail: (orderNo: string) => Promise<z.infer<typeof orderDetail>>;
    /** The configured public origin: notify and return URLs never come from the request's Host header. */
    publicOrigin: string;
  },
) {
  const { payments, sandbox, publicOrigin } = deps;
  const tags = ['pay'];

  app.post(
    '/api/pay/create',
    buyerCall.withBody('发起在线支付（支付宝/微信/银联）：返回收银台地址（含二维码）', orderNoBody, payStart),
    async (request) => ok(await payments.start(currentBuyer(request).id, request.body.orderNo, publicOrigin)),
  );

  app.post(
    '/api/pay/getPayStatus',
    buyerCall.withBody('订单支付状态', orderNoBody, payStatusView),
    async (request) => ok(await payments.status(currentBuyer(request).id, request.body.orderNo)),
  );

  app.get('/api/pay/offline/account', buyerCall.noBody('对公转账收款账户', offlineAccount), async () =>
    ok(await payments.getOfflineAccount()),
  );

  app.post(
    '/api/pay/offline/submitRemittance',
    buyerCall.withBody('提交线下汇款信息（待平台确认收款）', remittanceBody, payStatusView),
    async (request) =>
      ok(await payments.submitRemittance(currentBuyer(request).id, request.body), '汇款信息已提交'),
  );

  // Gateway-facing routes take form bodies, as real gateways post them.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, formParser);
    const typed = scope as unknown as App;

    typed.post(
      '/api/pay/notify/:channel',
      {
        schema: {
          tags,
          summary: '支付渠道异步通知（HMAC-SHA256 签名；应答 success / fail）',
          params: z.object({ channel: z.string().max(16) }),
          body: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const outcome = await payments.handleNotification(request.params.channel, request.body);
        if (!outcome.ok) request.log.warn({ reason: outcome.reason }, 'payment notification refused');
        return reply.status(outcome.status).type('text/plain; charset=utf-8').send(outcome.body);
      },
    );

    if (!sandbox) return;
    const tradeParams = z.object({ tradeNo: z.string().regex(/^P\d{10,30}$/, '交易号不正确') });
    const page = async (tradeNo: string) => {
      const trade = await sandbox.get(tradeNo);
      if (!trade) throw notFound('交易不存在');
      return sandbox.cashierHtml(trade, `${publicOrigin}/api/pay/sandbox/cashier/${tradeNo}`);
    };

    typed.get(
      '/api/pay/sandbox/cashier/:tradeNo',
      { schema: { tags: ['pay-sandbox'], summary: '沙箱收银台页面（二维码）', params: tradeParams } },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await page(request.params.tradeNo)),
    );

    typed.post(
      '/api/pay/sandbox/pay/:tradeNo',
      {
        schema: {
          tags: ['pay-sandbox'],
          summary: '沙箱：模拟买家在手机上确认或取消支付（随后异步通知商户）',
          params: tradeParams,
          body: z.object({ outcome: z.enum(['success', 'close']) }),
        },
      },
      async (request, reply) => {
        const trade = await sandbox.get(request.params.tradeNo);
        if (!trade) throw notFound('交易不存在');
        await sandbox.settle(trade.tradeNo, request.body.outcome);
        return reply.redirect(`/api/pay/sandbox/cashier/${trade.tradeNo}`, 303);
      },
    );
  });

  app.post(
    '/api/admin/order/confirmOfflinePayment',
    {
      onRequest: requireOperator(CONSOLE_AREAS.payments),
      schema: {
        tags: ['admin-order'],
        security,
        summary: '确认线下转账到账（财务/运营）',
        body: confirmPaymentBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) => {
      await payments.confirmOffline(request.body.orderNo, auditActor(request), request.body.note);
      return ok(await deps.orderDetail(request.body.orderNo), '已确认收款');
    },
  );
}
