import {
  CONSOLE_AREAS,
  adminInvoiceListBody,
  adminInvoicePage,
  invoiceDetail,
  invoiceIdBody,
  invoiceReasonBody,
  invoiceVoidBody,
  issueInvoiceBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes, type Audience } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { InvoiceAdmin } from './invoice.admin';
import { pdfParams, sendPdf } from './invoice.routes';

/**
 * The invoice handling calls (list, detail, 开票, 驳回, 作废 with a red letter, PDFs), registered once for
 * operators (/api/admin/invoice) and once for the merchant portal (/api/portal/invoice) with the shop's scope.
 */
export function invoiceHandlingRoutes(
  app: App,
  deps: { invoices: InvoiceAdmin } & Audience<{ op: AuditActor; merchantId?: number }>,
) {
  const { invoices, base, scope, call } = deps;

  app.post(
    `${base}/list`,
    call.withBody('开票申请列表', adminInvoiceListBody, adminInvoicePage),
    async (request) => ok(await invoices.adminList(request.body, scope(request).merchantId)),
  );
  app.post(`${base}/detail`, call.withBody('开票申请详情', invoiceIdBody, invoiceDetail), async (request) =>
    ok(await invoices.detail({ id: request.body.id, merchantId: scope(request).merchantId })),
  );
  app.post(
    `${base}/issue`,
    call.withBody('开具发票（号码、日期；电子票生成 PDF，纸质票填快递）', issueInvoiceBody, invoiceDetail),
    async (request) => ok(await invoices.issue(scope(request), request.body), '已开票'),
  );
  app.post(
    `${base}/reject`,
    call.withBody('驳回开票申请', invoiceReasonBody, invoiceDetail),
    async (request) =>
      ok(await invoices.reject(scope(request), request.body.id, request.body.reason), '已驳回'),
  );
  app.post(
    `${base}/void`,
    call.withBody(
      '作废发票：开具红字发票全额冲销（红字号码、日期），订单回到待开票',
      invoiceVoidBody,
      invoiceDetail,
    ),
    async (request) => ok(await invoices.void(scope(request), request.body), '已开具红字发票，原发票已作废'),
  );
  app.get(
    `${base}/red-pdf/:id`,
    call.download('下载红字发票 PDF', { params: pdfParams }),
    async (request, reply) =>
      sendPdf(reply, await invoices.redPdf({ id: request.params.id, merchantId: scope(request).merchantId })),
  );
  app.get(
    `${base}/pdf/:id`,
    call.download('下载电子发票 PDF', { params: pdfParams }),
    async (request, reply) =>
      sendPdf(reply, await invoices.pdf({ id: request.params.id, merchantId: scope(request).merchantId })),
  );
}

/**
 * Operator calls under /api/admin/invoice (console area invoices): every invoice is listed, but only the
 * platform's own (自营) ones are issued, rejected or voided here; a shop's are the shop's (read-only here).
 */
export function adminInvoiceRoutes(app: App, deps: { invoices: InvoiceAdmin }) {
  invoiceHandlingRoutes(app, {
    invoices: deps.invoices,
    base: '/api/admin/invoice',
    call: guardedRoutes(requireOperator(CONSOLE_AREAS.invoices), 'admin-invoice'),
    scope: (request) => ({ op: auditActor(request) }),
  });
}
