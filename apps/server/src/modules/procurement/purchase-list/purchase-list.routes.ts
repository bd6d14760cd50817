import { z } from 'zod';
import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  purchaseListAddLinesBody,
  purchaseListAddReport,
  purchaseListCartBody,
  purchaseListCartReport,
  purchaseListCreateBody,
  purchaseListDeleteLinesBody,
  purchaseListDetail,
  purchaseListDetailBody,
  purchaseListEditLineBody,
  purchaseListExportBody,
  purchaseListIdBody,
  purchaseListImportQuery,
  purchaseListImportResult,
  purchaseLists,
  purchaseListSummary,
  purchaseListUpdateBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { sendDownload } from '../../../lib/download';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { importRows } from './purchase-list.import';
import type { PurchaseListService } from './purchase-list.service';
import { buildListBook, readListSheet } from './purchase-list.sheet';

const buyerCall = guardedRoutes(requireBuyer, 'purchase-list');

const addedMsg = (r: { added: number; updated: number; failed: number; list: { name: string } }) =>
  [
    `已加入「${r.list.name}」`,
    r.added ? `新增 ${r.added} 种` : '',
    r.updated ? `更新 ${r.updated} 种` : '',
    r.failed ? `${r.failed} 种未加入` : '',
  ]
    .filter(Boolean)
    .join('，');

/** 常购清单: named lists of SKUs and quantities, shared with the company or not, to the cart, .xlsx out and in. */
export async function purchaseListRoutes(app: App, deps: { lists: PurchaseListService; db: Db }) {
  const { lists } = deps;
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  app.get(
    '/api/purchase-list/list',
    described(
      buyerCall.noBody('我的常购清单，以及同事共享给企业的清单', purchaseLists),
      `每个账号最多 ${PURCHASE_LIST_LIMITS.LISTS_PER_OWNER} 个清单，每个清单最多 ${PURCHASE_LIST_LIMITS.LINES_PER_LIST} 种商品。`,
    ),
    async (request) => ok(await lists.lists(me(request))),
  );

  app.post(
    '/api/purchase-list/create',
    buyerCall.withBody(
      '新建常购清单（可同时加入商品；shared=1 共享给所在企业）',
      purchaseListCreateBody,
      purchaseListAddReport,
    ),
    async (request) => {
      const report = await lists.create(me(request), request.body);
      return ok(report, report.lines.length ? addedMsg(report) : '清单已创建');
    },
  );

  app.post(
    '/api/purchase-list/update',
    buyerCall.withBody(
      '重命名清单或更改共享设置（共享设置仅创建人可改）',
      purchaseListUpdateBody,
      purchaseListSummary,
    ),
    async (request) => ok(await lists.update(me(request), request.body), '保存成功'),
  );

  app.post(
    '/api/purchase-list/delete',
    buyerCall.withBody('删除清单（创建人，或共享清单所在企业的管理员）', purchaseListIdBody, z.null()),
    async (request) => {
      await lists.remove(me(request), request.body.id);
      return ok(null, '清单已删除');
    },
  );

  app.post(
    '/api/purchase-list/detail',
    buyerCall.withBody(
      '清单详情：每种商品的当前价格、所在区域的库存与可购状态',
      purchaseListDetailBody,
      purchaseListDetail,
    ),
    async (request) => ok(await lists.detail(me(request), request.body.id, request.body.areaCode)),
  );

  app.post(
    '/api/purchase-list/lines/add',
    buyerCall.withBody(
      '加入常购清单（来自商品页、购物车或订单；已有的商品改为新数量），逐行报告',
      purchaseListAddLinesBody,
      purchaseListAddReport,
    ),
    async (request) => {
      const report = await lists.addLines(me(request), request.body.listId, request.body.lines);
      return ok(report, addedMsg(report));
    },
  );

  app.post(
    '/api/purchase-list/lines/edit',
    buyerCall.withBody('修改清单中一种商品的数量或备注', purchaseListEditLineBody, purchaseListDetail),
    async (request) => {
      const { areaCode, ...input } = request.body;
      return ok(await lists.editLine(me(request), input, areaCode), '已保存');
    },
  );

  app.post(
    '/api/purchase-list/lines/delete',
    buyerCall.withBody('从清单中移除商品', purchaseListDeleteLinesBody, purchaseListDetail),
    async (request) => {
      const { listId, lineIds, areaCode } = request.body;
      return ok(await lists.removeLines(me(request), listId, lineIds, areaCode), '已移除');
    },
  );

  app.post(
    '/api/purchase-list/add-to-cart',
    buyerCall.withBody(
      '整个清单或选中的商品加入购物车（一个事务，逐行报告成功或原因）',
      purchaseListCartBody,
      purchaseListCartReport,
    ),
    async (request) => {
      const { listId, lineIds, areaCode } = request.body;
      const report = await lists.addToCart(me(request), listId, lineIds, areaCode);
      return ok(
        report,
        report.failed
          ? `已加入 ${report.added} 种商品，${report.failed} 种未加入`
          : `已加入 ${report.added} 种商品`,
      );
    },
  );

  app.post(
    '/api/purchase-list/export',
    buyerCall.download('导出清单（.xlsx：商品编码、名称、数量、当前单价、库存状态、备注；可改后导入）', {
      body: purchaseListExportBody,
    }),
    async (request, reply) => {
      const list = await lists.exportDetail(me(request), request.body.id, request.body.areaCode);
      return sendDownload(reply, await buildListBook(list, new Date()), {
        name: `常购清单-${list.name}.xlsx`,
        ascii: `purchase-list-${list.id}.xlsx`,
      });
    },
  );

  await multipartScope(
    app,
    { fileSize: PURCHASE_LIST_LIMITS.FILE_MAX_BYTES, fields: 1, fieldSize: 64 },
    (scope) =>
      scope.post(
        '/api/purchase-list/import',
        described(
          buyerCall.upload(
            '导入 .xlsx 到已有清单（listId，mode=merge 合并 / replace 替换）或新清单（name，shared）',
            purchaseListImportResult,
            { querystring: purchaseListImportQuery },
          ),
          '读取第一个工作表的「商品编码」「数量」「备注」列（第 1 行为表头）。先逐行检查：任何一行有误时整个文件不导入，HTTP 400 的 data 列出每个错误行（row、column、msg）。',
        ),
        async (request) => {
          // Another buyer's list answers 404 before any upload is read.
          if (request.query.listId !== undefined)
            await lists.assertEditable(me(request), request.query.listId);
          const { data } = await readUploadedFile(request, {
            missing: PURCHASE_LIST_MSG.NO_FILE,
            type: { accept: /\.xlsx$/i, refused: PURCHASE_LIST_MSG.FILE_TYPE },
            tooLarge: PURCHASE_LIST_MSG.FILE_TOO_LARGE,
          });
          const rows = await readListSheet(data);
          const q = request.query;
          const target =
            q.listId !== undefined
              ? { listId: q.listId, mode: q.mode ?? ('merge' as const) }
              : { name: q.name!, shared: q.shared as 0 | 1 | undefined };
          const result = await importRows(deps.db, lists, me(request), rows, target);
          return ok(
            result,
            `已导入「${result.list.name}」：新增 ${result.added} 种，更新 ${result.updated} 种${result.removed ? `，移除 ${result.removed} 种` : ''}`,
          );
        },
      ),
  );
}
