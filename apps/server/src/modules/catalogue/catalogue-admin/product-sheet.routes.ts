import { sql } from 'drizzle-orm';
import {
  adminExportQuery,
  PRODUCT_IMPORT_LIMITS,
  productImportResult,
  UPLOAD_LIMITS,
  uploadResult,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { sendDownload } from '../../../lib/download';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import type { GuardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import type { FastifyRequest } from 'fastify';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { UploadService } from '../../content/upload';
import { catalogueCall } from './category-brand.admin.routes';
import type { ProductImportService } from './product-import.service';
import { buildProductBook, exportRows, templateBook } from './product-sheet';
import type { SellerScope } from './product-writer';
import { importOptions, readXlsxUpload, sendImport } from './sheet-upload';
import { chinaDate } from '../../../lib/china-day';

/** Who calls the sheet routes: the audited actor and, for a shop, its scope (products, grants). */
export type SheetCaller = { actor: AuditActor; scope?: SellerScope };

/**
 * Image upload for the editor, product export/template (.xlsx) and the all-or-nothing import, registered once
 * for operators (/api/admin/catalogue, every product) and once for the merchant portal
 * (/api/portal/catalogue: the shop's own products, its granted categories and brands).
 */
export async function productSheetRoutes(
  app: App,
  deps: {
    db: Db;
    imports: ProductImportService;
    uploads: UploadService;
    base: string;
    call: GuardedRoutes;
    caller: (request: FastifyRequest) => Promise<SheetCaller>;
  },
) {
  const { db, imports, uploads, base, call } = deps;
  const shopNote = (text: string, shop: string) => (base.startsWith('/api/portal') ? shop : text);

  app.get(
    `${base}/export`,
    call.download(
      shopNote(
        '导出商品（.xlsx，每个 SKU 一行；可按关键词、分类、品牌、上下架筛选）',
        '导出本店商品（.xlsx，每个 SKU 一行）',
      ),
      { querystring: adminExportQuery },
    ),
    async (request, reply) => {
      const { scope } = await deps.caller(request);
      const query = scope ? { ...request.query, sellerId: scope.merchantId } : request.query;
      const book = await buildProductBook(await exportRows(db, query));
      const stamp = chinaDate().replaceAll('-', '');
      return sendDownload(reply, book, { name: `商品导出-${stamp}.xlsx`, ascii: 'products.xlsx' });
    },
  );

  app.get(
    `${base}/template`,
    call.download(
      shopNote('商品导入模板（.xlsx：表头与一行示例）', '商品导入模板（示例为本店已授权的品牌与类目）'),
    ),
    async (request, reply) => {
      const { scope } = await deps.caller(request);
      // The example row names a brand and a level-three category the caller may use.
      const brandIn = scope ? sql`where id = any(${sql.param(scope.brandIds)}::int[])` : sql``;
      const catIn = scope
        ? sql`and c3.parent_id in (select id from categories where parent_id = any(${sql.param(scope.categoryIds)}::int[]))`
        : sql``;
      const [example] = await queryRows<{ brand: string; category: string }>(
        db,
        sql`select (select name from brands ${brandIn} order by sort, id limit 1) as brand,
              (select c3.title from categories c3 where c3.level = 3 ${catIn} order by c3.id limit 1) as category`,
      );
      const data = await templateBook({ brand: example?.brand ?? '', category: example?.category ?? '' });
      return sendDownload(reply, data, { name: '商品导入模板.xlsx', ascii: 'products.xlsx' });
    },
  );

  // One multipart scope for the image upload (2 MB, checked by the handler) and the import (5 MB).
  await multipartScope(app, { fileSize: PRODUCT_IMPORT_LIMITS.MAX_BYTES }, (scope) => {
    scope.post(
      `${base}/upload`,
      call.upload(
        '上传商品/分类/品牌图片（multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
        uploadResult,
      ),
      async (request) => {
        const texts = { missing: '请选择要上传的图片', tooLarge: '图片不能超过 2 MB' };
        const { mimetype, data } = await readUploadedFile(request, texts, UPLOAD_LIMITS.MAX_BYTES);
        return ok(await uploads.saveImage({ mimetype, data }), '上传成功');
      },
    );

    scope.post(
      `${base}/import`,
      importOptions(
        call.upload(
          shopNote(
            '导入商品（multipart 字段 file，.xlsx ≤ 5 MB、≤ 5000 行；任一行有误则整表不导入，400 带逐行错误）',
            '导入本店商品（.xlsx；限已授权的类目与品牌；导入后为草稿，需提交审核；任一行有误则整表不导入）',
          ),
          productImportResult,
        ),
      ),
      async (request, reply) => {
        const { actor, scope: seller } = await deps.caller(request);
        const { filename, data } = await readXlsxUpload(request, PRODUCT_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await imports.import(actor, data, filename, seller);
          return ok(result, `导入成功：新增 ${result.created} 个商品，更新 ${result.updated} 个`);
        });
      },
    );
  });
}

/** The operators' sheet routes under /api/admin/catalogue. */
export function adminProductSheetRoutes(
  app: App,
  deps: { db: Db; imports: ProductImportService; uploads: UploadService },
) {
  return productSheetRoutes(app, {
    ...deps,
    base: '/api/admin/catalogue',
    call: catalogueCall,
    caller: async (request) => ({ actor: auditActor(request) }),
  });
}
