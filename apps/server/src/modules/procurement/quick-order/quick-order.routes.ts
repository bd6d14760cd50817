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
import { sendDownload } from '../../../lib/download';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { QuickOrderService } from './quick-order.service';
import { isZip } from '../../../lib/xlsx';
import { buildQuickOrderTemplate, decodeCsv, readXlsxRows } from './quick-order.sheet';

const TEMPLATE_NAME = '快速下单模板.xlsx';
const buyerCall = guardedRoutes(requireBuyer, 'quick-order');

/** /quick-order: match a pasted or uploaded list, the template, add the chosen lines to the cart. */
export async function quickOrderRoutes(app: App, deps: { quickOrder: QuickOrderService }) {
  const { quickOrder } = deps;

  app.post(
    '/api/quick-order/match',
    described(
      buyerCall.withBody(
        '快速下单：匹配粘贴的清单（每行编码/型号/名称 + 数量，最多 500 行）',
        quickOrderMatchBody,
        quickOrderMatch,
      ),
      '依次按商品编码精确匹配、按型号（忽略大小写、全角半角、空格和短横线）匹配、按搜索给出候选（含匹配度）。每行给出结果：已匹配、多个候选、未找到、缺货、该区域不销售、数量已调整、数量有误。区域为 areaCode（区域 cookie），未选择时取默认收货地址所在省份。',
    ),
    async (request) => {
      const { text, areaCode } = request.body;
      return ok(await quickOrder.matchText(currentBuyer(request).id, text, areaCode));
    },
  );

  app.get(
    '/api/quick-order/template',
    { schema: { tags: ['quick-order'], summary: '下载快速下单模板（.xlsx：编码/型号/名称、数量、备注）' } },
    async (_request, reply) =>
      sendDownload(reply, await buildQuickOrderTemplate(await quickOrder.templateExamples()), {
        name: TEMPLATE_NAME,
        ascii: 'quick-order-template.xlsx',
      }),
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

  await multipartScope(app, { fileSize: QUICK_ORDER_MAX_BYTES, fields: 1, fieldSize: 64 }, (scope) =>
    scope.post(
      '/api/quick-order/match/file',
      buyerCall.upload(
        '快速下单：上传 .xlsx / .csv 清单匹配（multipart 字段 file，不超过 2 MB、500 行）',
        quickOrderMatch,
        { querystring: quickOrderAreaQuery },
      ),
      async (request) => {
        const { filename, data } = await readUploadedFile(request, {
          missing: QUICK_ORDER_MSG.NO_FILE,
          type: { accept: /\.(xlsx|csv)$/i, refused: QUICK_ORDER_MSG.FILE_TYPE },
          tooLarge: QUICK_ORDER_MSG.FILE_TOO_LARGE,
        });
        const buyer = currentBuyer(request).id;
        const { areaCode } = request.query;
        if (/\.csv$/i.test(filename)) return ok(await quickOrder.matchText(buyer, decodeCsv(data), areaCode));
        if (!isZip(data)) throw badRequest(QUICK_ORDER_MSG.FILE_TYPE);
        return ok(await quickOrder.matchRows(buyer, await readXlsxRows(data), areaCode));
      },
    ),
  );
}
