import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  invoiceApplyBody,
  invoiceApplyPreview,
  invoiceDetail,
  invoiceIdBody,
  invoiceListBody,
  invoicePage,
  invoiceTitle,
  invoiceTitleEditBody,
  invoiceTitleInput,
  invoiceTitleList,
  unappliedListBody,
  unappliedPage,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { InvoiceTitleService } from './invoice-title.service';
import type { InvoiceService } from './invoice.buyer';

const buyerCall = guardedRoutes(requireBuyer, 'invoice');

/** The invoice id of a PDF's path. */
export const pdfParams = z.object({ id: z.coerce.number().int().min(1, '发票不存在') });

/** An invoice PDF as a download; never kept by shared caches (it carries the buyer's tax details). */
export function sendPdf(reply: FastifyReply, file: { data: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/** Buyer calls: invoice titles, orders awaiting invoicing, applications, list, detail and PDF. */
export function invoiceRoutes(app: App, deps: { titles: InvoiceTitleService; invoices: InvoiceService }) {
  const { titles, invoices } = deps;
  const opts = buyerCall.withBody;

  app.post(
    '/api/invoice/title/list',
    buyerCall.noBody('我的发票抬头（默认在前）', invoiceTitleList),
    async (request) => ok(await titles.list(currentBuyer(request).id)),
  );
  app.post('/api/invoice/title/add', opts('新增发票抬头', invoiceTitleInput, invoiceTitle), async (request) =>
    ok(await titles.add(currentBuyer(request).id, request.body), '保存成功'),
  );
  app.post(
    '/api/invoice/title/edit',
    opts('修改发票抬头', invoiceTitleEditBody, invoiceTitle),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await titles.edit(currentBuyer(request).id, id, input), '保存成功');
    },
  );
  app.post(
    '/api/invoice/title/delete',
    opts('删除发票抬头', invoiceIdBody, z.object({ deleted: z.number().int() })),
    async (request) => ok(await titles.remove(currentBuyer(request).id, request.body.id), '删除成功'),
  );
  app.post(
    '/api/invoice/title/setDefault',
    opts('设为默认发票抬头', invoiceIdBody, invoiceTitle),
    async (request) => ok(await titles.setDefault(currentBuyer(request).id, request.body.id)),
  );

  app.post(
    '/api/invoice/unapplied/list',
    opts('待开票订单（已支付、未开票、退款后仍有金额）', unappliedListBody, unappliedPage),
    async (request) => ok(await invoices.unapplied(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/invoice/applyPreview',
    opts('开票确认：抬头与金额（不保存）', invoiceApplyBody, invoiceApplyPreview),
    async (request) => ok(await invoices.preview(currentBuyer(request).id, request.body)),
  );
  app.post(
    '/api/invoice/apply',
    opts('申请开票（一个或多个订单，类型 2/4，种类 20）', invoiceApplyBody, invoiceDetail),
    async (request) => ok(await invoices.apply(currentBuyer(request).id, request.body), '开票申请已提交'),
  );
  app.post(
    '/api/invoice/list',
    opts('我的发票（状态 1 申请中 / 2 已开票 / 3 已驳回 / 4 已作废）', invoiceListBody, invoicePage),
    async (request) => ok(await invoices.list(currentBuyer(request).id, request.body)),
  );
  app.post('/api/invoice/detail', opts('发票详情', invoiceIdBody, invoiceDetail), async (request) =>
    ok(await invoices.detail({ id: request.body.id, userId: currentBuyer(request).id })),
  );
  app.get(
    '/api/invoice/pdf/:id',
    buyerCall.download('下载电子发票 PDF（已开具的电子专票）', { params: pdfParams }),
    async (request, reply) => {
      return sendPdf(reply, await invoices.pdf({ id: request.params.id, userId: currentBuyer(request).id }));
    },
  );
  app.get(
    '/api/invoice/red-pdf/:id',
    buyerCall.download('下载红字发票 PDF（冲销该发票的红字电子专票）', { params: pdfParams }),
    async (request, reply) => {
      return sendPdf(
        reply,
        await invoices.redPdf({ id: request.params.id, userId: currentBuyer(request).id }),
      );
    },
  );
}
