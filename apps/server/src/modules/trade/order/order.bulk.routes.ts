import {
  BULK_SHIP_MAX_BYTES,
  CONSOLE_AREAS,
  ORDER_CARRIERS,
  bulkAcceptBody,
  bulkAcceptResult,
  bulkShipResult,
  carrierList,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { sendDownload } from '../../../lib/download';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { isZip } from '../../../lib/xlsx';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { OrderBulkService } from './order.bulk';
import { buildShipTemplate, readShipSheet } from './order.ship-sheet';

const TEMPLATE_NAME = '批量发货模板.xlsx';

/** Carriers, the ship template, bulk accept and bulk ship (console area orders). */
export async function adminOrderBulkRoutes(app: App, deps: { bulk: OrderBulkService }) {
  const { bulk } = deps;
  const ordersCall = guardedRoutes(requireOperator(CONSOLE_AREAS.orders), 'admin-order');

  app.post('/api/admin/order/carriers', ordersCall.noBody('可选物流公司', carrierList), async () =>
    ok([...ORDER_CARRIERS]),
  );

  app.get(
    '/api/admin/order/shipTemplate',
    ordersCall.download('下载批量发货模板（.xlsx：订单号、物流公司、运单号）'),
    async (_request, reply) =>
      sendDownload(reply, await buildShipTemplate(), { name: TEMPLATE_NAME, ascii: 'ship-template.xlsx' }),
  );

  app.post(
    '/api/admin/order/bulkAccept',
    ordersCall.withBody(
      '批量接单（全部成功或全部不做；失败时 409，data.rows 逐单说明原因）',
      bulkAcceptBody,
      bulkAcceptResult,
    ),
    async (request) => {
      const result = await bulk.accept(auditActor(request), request.body.orderNos);
      return ok(result, `已接单 ${result.accepted} 个`);
    },
  );

  await multipartScope(app, { fileSize: BULK_SHIP_MAX_BYTES, fields: 2 }, (scope) =>
    scope.post(
      '/api/admin/order/bulkShip',
      ordersCall.upload(
        '批量发货：上传 .xlsx（multipart 字段 file，不超过 2 MB，最多 500 行）；任何一行有误整表不导入，400 且 data.rows 列出行号与原因',
        bulkShipResult,
      ),
      async (request) => {
        const { data } = await readUploadedFile(request, {
          missing: '请上传发货表格（.xlsx）',
          type: { accept: /\.xlsx$/i, refused: '文件类型不正确，请上传 .xlsx 表格' },
          tooLarge: '文件不能超过 2 MB',
        });
        if (!isZip(data)) throw badRequest('文件类型不正确，请上传 .xlsx 表格');
        const { rows, problems } = await readShipSheet(data);
        const result = await bulk.ship(auditActor(request), rows, problems);
        return ok(result, `已发货 ${result.shipped} 个订单`);
      },
    ),
  );
}
