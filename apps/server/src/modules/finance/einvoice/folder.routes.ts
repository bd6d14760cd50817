import {
  einvoiceFolderExportBody,
  einvoiceFolderFileBody,
  einvoiceFolderPage,
  einvoiceFolderQuery,
  einvoiceFolderZipBody,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { sendDownload } from '../../../lib/download';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { buyerFolderDeliverRoute, type EinvoiceDelivering } from './folder.deliver';
import type { EinvoiceFolder } from './folder.service';

const ERROR_NOTE = '失败时返回 {code,msg,data} JSON（他人的发票：404 发票不存在或无权查看）。';
const TYPES = { xml: 'application/xml; charset=utf-8', pdf: 'application/pdf' } as const;

/**
 * The buyer's 发票夹 (a person's own 数电票; a company's for its 财务 or 管理员): the list with the 查验 facts,
 * one invoice's XML or PDF, several as one .zip, and the .xlsx 入账 export.
 */
export function buyerFolderRoutes(
  app: App,
  { folder, delivering }: { folder: EinvoiceFolder; delivering?: EinvoiceDelivering },
) {
  const call = guardedRoutes(requireBuyer, 'invoice');
  const url = '/api/invoice/einvoice/folder';
  const me = (request: FastifyRequest) => currentBuyer(request).id;
  app.post(
    url,
    call.withBody(
      '发票夹：可查看的蓝字、红字数电票及查验信息（个人的；企业的由财务、管理员查看）',
      einvoiceFolderQuery,
      einvoiceFolderPage,
    ),
    async (request) => ok(await folder.list(me(request), request.body)),
  );
  app.post(
    `${url}/file`,
    described(call.download('下载一张数电票的 XML 或 PDF', { body: einvoiceFolderFileBody }), ERROR_NOTE),
    async (request, reply) => {
      const { id, format } = request.body;
      const file = await folder.file(me(request), id, format);
      return sendDownload(reply, file.data, { name: file.name, ascii: file.name, type: TYPES[format] });
    },
  );
  app.post(
    `${url}/zip`,
    described(
      call.download('打包下载所选数电票（.zip：每张的 <发票号码>.xml 与 .pdf，最多 50 张）', {
        body: einvoiceFolderZipBody,
      }),
      `成功时返回 application/zip 文件（附件名 发票夹.zip）；${ERROR_NOTE}`,
    ),
    async (request, reply) => {
      const data = await folder.zip(me(request), request.body.ids);
      return sendDownload(reply, data, {
        name: '发票夹.zip',
        ascii: 'einvoices.zip',
        type: 'application/zip',
      });
    },
  );
  app.post(
    `${url}/export`,
    described(
      call.download('导出入账表（.xlsx，用友/金蝶可导入；所选或按筛选条件）', {
        body: einvoiceFolderExportBody,
      }),
      `成功时返回 .xlsx 文件（附件名 发票入账表.xlsx）；${ERROR_NOTE}`,
    ),
    async (request, reply) => {
      const data = await folder.workbook(me(request), request.body);
      return sendDownload(reply, data, { name: '发票入账表.xlsx', ascii: 'einvoice-ledger.xlsx' });
    },
  );
  // 发送 (发票交付) by e-mail or SMS: folder.deliver.ts.
  if (delivering) buyerFolderDeliverRoute(app, delivering);
}
