import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import {
  adminExportQuery,
  envelope,
  productImportReport,
  PRODUCT_IMPORT_LIMITS,
  productImportResult,
  UPLOAD_LIMITS,
  uploadResult,
} from '@mall/shared';
import { queryRows, type Db } from '../../db/client';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import { auditActor } from '../audit';
import type { UploadService } from '../upload';
import { catalogueGuard, security } from './catalogue-admin.routes';
import type { ProductImportService } from './product-import.service';
import { buildProductBook, exportRows, templateBook } from './product-sheet';
import { attachment, readFile, readXlsxUpload, sendImport, XLSX_TYPE } from './sheet-upload';

/** Image upload for the editor, product export/template (.xlsx) and the all-or-nothing import. */
export async function adminProductSheetRoutes(
  app: App,
  deps: { db: Db; imports: ProductImportService; uploads: UploadService },
) {
  const { db, imports, uploads } = deps;
  const tags = ['admin-catalogue'];
  const base = '/api/admin/catalogue';

  app.get(
    `${base}/export`,
    {
      onRequest: catalogueGuard,
      schema: {
        tags,
        security,
        summary: '导出商品（.xlsx，每个 SKU 一行；可按关键词、分类、品牌、上下架筛选）',
        querystring: adminExportQuery,
      },
    },
    async (request, reply) => {
      const book = await buildProductBook(await exportRows(db, request.query));
      const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(`商品导出-${stamp}.xlsx`))
        .header('cache-control', 'no-store')
        .send(book);
    },
  );

  app.get(
    `${base}/template`,
    {
      onRequest: catalogueGuard,
      schema: { tags, security, summary: '商品导入模板（.xlsx：表头与一行示例）' },
    },
    async (_request, reply) => {
      const [example] = await queryRows<{ brand: string; category: string }>(
        db,
        sql`select (select name from brands order by sort, id limit 1) as brand,
              (select title from categories where level = 3 order by id limit 1) as category`,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment('商品导入模板.xlsx'))
        .header('cache-control', 'no-store')
        .send(await templateBook({ brand: example?.brand ?? '', category: example?.category ?? '' }));
    },
  );

  await app.register(async (scope) => {
    scope.register(multipart, {
      limits: { fileSize: PRODUCT_IMPORT_LIMITS.MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    scope.post(
      `${base}/upload`,
      {
        onRequest: catalogueGuard,
        schema: {
          tags,
          security,
          summary: '上传商品/分类/品牌图片（multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
          consumes: ['multipart/form-data'],
          response: okSchema(uploadResult),
        },
      },
      async (request) => {
        const { part, data } = await readFile(request, UPLOAD_LIMITS.MAX_BYTES, {
          missing: '请选择要上传的图片',
          tooLarge: '图片不能超过 2 MB',
        });
        return ok(await uploads.saveImage({ mimetype: part.mimetype, data }), '上传成功');
      },
    );

    scope.post(
      `${base}/import`,
      {
        onRequest: catalogueGuard,
        schema: {
          tags,
          security,
          summary:
            '导入商品（multipart 字段 file，.xlsx ≤ 5 MB、≤ 5000 行；任一行有误则整表不导入，400 带逐行错误）',
          consumes: ['multipart/form-data'],
          response: { ...okSchema(productImportResult), 400: envelope(productImportReport.nullable()) },
        },
      },
      async (request, reply) => {
        const { part, data } = await readXlsxUpload(request, PRODUCT_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await imports.import(auditActor(request), data, part.filename);
          return ok(result, `导入成功：新增 ${result.created} 个商品，更新 ${result.updated} 个`);
        });
      },
    );
  });
}
