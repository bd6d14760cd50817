import {
  sellerBlueInvoiceBody,
  sellerBlueInvoiceDetail,
  sellerBlueInvoicePage,
  sellerBlueInvoiceQuery,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/reply';
import type { GuardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import type { RedForms } from './red-form.service';

/**
 * The seller's issued blue 数电票 for 申请红字确认单 (console: 自营; portal: the caller's shop), registered with
 * the seller's red-form calls under the same base and guard: the search, and one invoice with its lines.
 */
export function sellerInvoiceRoutes(
  app: App,
  forms: RedForms,
  at: { base: string; call: GuardedRoutes; merchantOf: (request: FastifyRequest) => number },
) {
  const { base, call, merchantOf } = at;
  const url = `${base}/blue-invoices`;
  app.post(
    url,
    call.withBody(
      '本方已开具的蓝字数电票（按发票号码、购买方、申请单号或订单号查找，含可冲销金额）',
      sellerBlueInvoiceQuery,
      sellerBlueInvoicePage,
    ),
    async (request) => ok(await forms.blueInvoicesOfSeller(merchantOf(request), request.body)),
  );
  app.post(
    `${url}/detail`,
    call.withBody(
      '本方一张蓝字数电票的明细（每行已红冲与可冲销的数量、金额）',
      sellerBlueInvoiceBody,
      sellerBlueInvoiceDetail,
    ),
    async (request) => ok(await forms.blueInvoiceOfSeller(merchantOf(request), request.body.invoiceId)),
  );
}
