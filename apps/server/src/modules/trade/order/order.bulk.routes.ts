import multipart from '@fastify/multipart';
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
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { OrderBulkService } from './order.bulk';
import { buildShipTemplate, readShipSheet } from './order.ship-sheet';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAME = '批量发货模板.xlsx';
/** Every .xlsx is a zip archive: it starts with PK\x03\x04. */
const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;
const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/** Carriers, the ship template, bulk accept and bulk ship (console area orders). */
export async function adminOrderBulkRoutes(app: App, deps: { bulk: OrderBulkService }) {
  const { bulk } = deps;
  const tags = ['admin-order'];
  const security = [{ bearer: [] }];
  const guard = requireOperator(CONSOLE_AREAS.orders);

  app.post(
    '/api/admin/order/carriers',
    {
      onRequest: guard,
      schema: { tags, security, summary: '可选物流公司', response: okSchema(carrierList) },
    },
    async () => ok([...ORDER_CARRIERS]),
  );

  app.get(
    '/api/admin/order/shipTemplate',
    {
      onRequest: guard,
      schema: { tags, security, summary: '下载批量发货模板（.xlsx：订单号、物流公司、运单号）' },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="ship-template.xlsx"; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`,
        )
        .header('cache-control', 'no-store')
        .send(await buildShipTemplate()),
  );

  app.post(
    '/api/admin/order/bulkAccept',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: '批量接单（全部成功或全部不做；失败时 409，data.rows 逐单说明原因）',
        body: bulkAcceptBody,
        response: okSchema(bulkAcceptResult),
      },
    },
    async (request) => {
      const result = await bulk.accept(auditActor(request), request.body.orderNos);
      return ok(result, `已接单 ${result.accepted} 个`);
    },
  );

  // Multipart parsing only inside this scope (as the upload module does): every other call stays JSON-only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: BULK_SHIP_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    });
    scope.post(
      '/api/admin/order/bulkShip',
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary:
            '批量发货：上传 .xlsx（multipart 字段 file，不超过 2 MB，最多 500 行）；任何一行有误整表不导入，400 且 data.rows 列出行号与原因',
          consumes: ['multipart/form-data'],
          response: okSchema(bulkShipResult),
        },
      },
      async (request) => {
        let part;
        try {
          part = await request.file();
        } catch (err) {
          if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest('请上传发货表格（.xlsx）');
          throw err;
        }
        if (!part || part.fieldname !== 'file') throw badRequest('请上传发货表格（.xlsx）');
        if (!/\.xlsx$/i.test(part.filename)) throw badRequest('文件类型不正确，请上传 .xlsx 表格');
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw badRequest('文件不能超过 2 MB');
          throw err;
        }
        if (!isZip(data)) throw badRequest('文件类型不正确，请上传 .xlsx 表格');
        const { rows, problems } = await readShipSheet(data);
        const result = await bulk.ship(auditActor(request), rows, problems);
        return ok(result, `已发货 ${result.shipped} 个订单`);
      },
    );
  });
}
