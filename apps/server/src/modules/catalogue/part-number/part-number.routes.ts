import { z } from 'zod';
import {
  CONSOLE_AREAS,
  PART_NUMBER_IMPORT_LIMITS,
  partNumber,
  partNumberAddBody,
  partNumberIdBody,
  partNumberImportResult,
  partNumberList,
  partNumberListBody,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { sendDownload } from '../../../lib/download';
import { multipartScope } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { guardedRoutes, type GuardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { auditActor, type AuditActor } from '../../platform/audit';
import { requireOperator } from '../../../plugins/auth';
import { importOptions, readXlsxUpload, sendImport } from '../catalogue-admin';
import { importPartNumbers, partNumberTemplate } from './part-number.import';
import type { PartNumberScope, PartNumberService } from './part-number.service';

/** The console's catalogue area (超级管理员 and 商品), as the other catalogue administration calls. */
const catalogueCall = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue');

/**
 * A SKU's part numbers (…/part-number/list, add, delete), registered once for operators
 * (/api/admin/catalogue/part-number, every SKU) and once for the merchant portal
 * (/api/portal/catalogue/part-number, the shop's own SKUs; another shop's answers 404).
 */
export function partNumberRoutes(
  app: App,
  deps: {
    partNumbers: PartNumberService;
    base: string;
    call: GuardedRoutes;
    caller: (request: FastifyRequest) => { actor: AuditActor; scope: PartNumberScope };
  },
) {
  const { partNumbers, base, call, caller } = deps;
  app.post(
    `${base}/list`,
    call.withBody('商品规格的零件号（原厂料号与等效料号）', partNumberListBody, partNumberList),
    async (request) => ok(await partNumbers.list(request.body.skuId, caller(request).scope)),
  );
  app.post(
    `${base}/add`,
    call.withBody(
      '为商品规格添加零件号（忽略大小写、空格、横线、点和斜杠后不能与已有的重复）',
      partNumberAddBody,
      partNumber,
    ),
    async (request) => {
      const { actor, scope } = caller(request);
      return ok(await partNumbers.add(actor, request.body, scope), '零件号已添加');
    },
  );
  app.post(`${base}/delete`, call.withBody('删除零件号', partNumberIdBody, z.null()), async (request) => {
    const { actor, scope } = caller(request);
    await partNumbers.remove(actor, request.body.id, scope);
    return ok(null, '零件号已删除');
  });
}

/** The operators' part-number calls: the three above, the .xlsx import and its template. */
export async function adminPartNumberRoutes(
  app: App,
  deps: { db: Db; partNumbers: PartNumberService; afterImport: (productIds: number[]) => Promise<void> },
) {
  const base = '/api/admin/catalogue/part-number';
  partNumberRoutes(app, {
    partNumbers: deps.partNumbers,
    base,
    call: catalogueCall,
    caller: (request) => ({ actor: auditActor(request), scope: null }),
  });
  app.get(
    `${base}/template`,
    catalogueCall.download('零件号导入模板（.xlsx：商品编码、零件号、类型、来源）'),
    async (_request, reply) => {
      const [sku] = await queryRows<{ code: string }>(
        deps.db,
        sql`select code from skus order by id limit 1`,
      );
      const data = await partNumberTemplate(sku?.code ?? 'SKU编码');
      return sendDownload(reply, data, { name: '零件号导入模板.xlsx', ascii: 'part-numbers.xlsx' });
    },
  );
  await multipartScope(app, { fileSize: PART_NUMBER_IMPORT_LIMITS.MAX_BYTES }, (scope) => {
    scope.post(
      `${base}/import`,
      importOptions(
        catalogueCall.upload(
          '导入零件号（multipart 字段 file，.xlsx ≤ 5 MB、≤ 5000 行；列：商品编码或 SKU编码、零件号、类型、来源；任一行有误则整表不导入，400 带逐行错误）',
          partNumberImportResult,
        ),
      ),
      async (request, reply) => {
        const actor = auditActor(request);
        const { filename, data } = await readXlsxUpload(request, PART_NUMBER_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const { productIds, ...result } = await importPartNumbers(deps.db, actor, data, filename);
          await deps.afterImport(productIds);
          return ok(result, `导入成功：新增 ${result.created} 个零件号，已有 ${result.unchanged} 个`);
        });
      },
    );
  });
}
