import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MSG,
  quickOrderAreaQuery,
  quickOrderCartBody,
  quickOrderCartReport,
  quickOrderMatch,
  quickOrderMatchBody,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { QuickOrderService } from './quick-order.service';
import { isZip } from '../../../lib/xlsx';
import { buildQuickOrderTemplate, decodeCsv, readXlsxRows } from './quick-order.sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAME = '快速下单模板.xlsx';
const security = [{ bearer: [] }];
const tags = ['quick-order'];
const buyerCall = guardedRoutes(requireBuyer, 'quick-order');
const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/** /quick-order: match a pasted or uploaded list, the template, add the chosen lines to the cart. */
export async function quickOrderRoutes(app: App, deps: { quickOrder: QuickOrderService }) {
  const { quickOrder } = deps;

  app.post(
    '/api/quick-order/match',
    {
      onRequest: requireBuyer,
      schema: {
        tags,
        security,
        summary: '快速下单：匹配粘贴的清单（每行编码/型号/名称 + 数量，最多 500 行）',
        description:
          '依次按商品编码精确匹配、按型号（忽略大小写、全角半角、空格和短横线）匹配、按搜索给出候选（含匹配度）。每行给出结果：已匹配、多个候选、未找到、缺货、该区域不销售、数量已调整、数量有误。区域为 areaCode（区域 cookie），未选择时取默认收货地址所在省份。',
        body: quickOrderMatchBody,
        response: okSchema(quickOrderMatch),
      },
    },
    async (request) => {
      const { text, areaCode } = request.body;
      return ok(await quickOrder.matchText(currentBuyer(request).id, text, areaCode));
    },
  );

  app.get(
    '/api/quick-order/template',
    { schema: { tags, summary: '下载快速下单模板（.xlsx：编码/型号/名称、数量、备注）' } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="quick-order-template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`,
        )
        .header('cache-control', 'no-store')
        .send(await buildQuickOrderTemplate(await quickOrder.templateExamples())),
  );

  app.post(
    '/api/quick-order/add-to-cart',
    buyerCall.withBody(
      '快速下单：全部加入购物车（一个事务，逐行报告成功或原因）',
      quickOrderCartBody,
      quickOrderCartReport,
    ),
    async (request) => {
      const { lines, areaCode } = request.body;
      const report = await quickOrder.addToCart(currentBuyer(request).id, lines, areaCode);
      return ok(
        report,
        report.failed
          ? `已加入 ${report.added} 种商品，${report.failed} 种未加入`
          : `已加入 ${report.added} 种商品`,
      );
    },
  );

  // Multipart parsing only inside this scope (as the upload module does): every other call stays JSON-only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, {
      limits: { fileSize: QUICK_ORDER_MAX_BYTES, files: 1, fields: 1, fieldSize: 64, parts: 2 },
    });
    scope.post(
      '/api/quick-order/match/file',
      {
        onRequest: requireBuyer,
        schema: {
          tags,
          security,
          summary: '快速下单：上传 .xlsx / .csv 清单匹配（multipart 字段 file，不超过 2 MB、500 行）',
          consumes: ['multipart/form-data'],
          querystring: quickOrderAreaQuery,
          response: okSchema(quickOrderMatch),
        },
      },
      async (request) => {
        let part;
        try {
          part = await request.file();
        } catch (err) {
          if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(QUICK_ORDER_MSG.NO_FILE);
          throw err;
        }
        if (!part || part.fieldname !== 'file') throw badRequest(QUICK_ORDER_MSG.NO_FILE);
        const kind = /\.xlsx$/i.test(part.filename) ? 'xlsx' : /\.csv$/i.test(part.filename) ? 'csv' : null;
        if (!kind) throw badRequest(QUICK_ORDER_MSG.FILE_TYPE);
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw badRequest(QUICK_ORDER_MSG.FILE_TOO_LARGE);
          throw err;
        }
        const buyer = currentBuyer(request).id;
        const { areaCode } = request.query;
        if (kind === 'csv') return ok(await quickOrder.matchText(buyer, decodeCsv(data), areaCode));
        if (!isZip(data)) throw badRequest(QUICK_ORDER_MSG.FILE_TYPE);
        return ok(await quickOrder.matchRows(buyer, await readXlsxRows(data), areaCode));
      },
    );
  });
}
