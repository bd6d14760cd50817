import { z } from 'zod';
import {
  MATERIAL_CODE_IMPORT_LIMITS,
  materialCode,
  materialCodeAddBody,
  materialCodeIdBody,
  materialCodeImportResult,
  materialCodeListBody,
  materialCodeMatchBody,
  materialCodeOfBody,
  materialCodePage,
  materialCodeUpdateBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { sendDownload } from '../../../lib/download';
import { multipartScope } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { routeKit, thenNull } from '../../../lib/route-kit';
import { described } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer } from '../../../plugins/auth';
import { importOptions, readXlsxUpload, sendImport } from '../../catalogue/catalogue-admin';
import { companyCall } from '../../identity/company';
import type { MaterialCodeService } from './material-code.service';
import { buildCodeBook, importCodes } from './material-code.sheet';

/**
 * 客户物料编码 under /api/company/material-codes: every member of the company reads them; its 管理员 and
 * 采购员 add, change, delete and import them. Another company's code answers 404.
 */
export async function materialCodeRoutes(app: App, deps: { codes: MaterialCodeService; db: Db }) {
  const { codes } = deps;
  const base = '/api/company/material-codes';
  const me = (request: Parameters<typeof currentBuyer>[0]) => currentBuyer(request).id;

  const buyer = routeKit(app, companyCall, me);

  buyer.post(
    `${base}/list`,
    '企业的物料编码（关键词查物料编码、描述、商品编码、名称、型号）',
    materialCodeListBody,
    materialCodePage,
    (id, body) => codes.list(id, body),
  );
  buyer.post(
    `${base}/of`,
    '企业为这些商品（任一规格）设置的物料编码（列表页、商品详情页显示）',
    materialCodeOfBody,
    z.array(materialCode),
    (id, body) => codes.ofProducts(id, body.productIds.map(Number)),
  );
  buyer.post(
    `${base}/match`,
    '搜索词是否为企业的某个物料编码（忽略大小写、空格、横线和点）；是则给出该编码及其商品',
    materialCodeMatchBody,
    materialCode.nullable(),
    (id, body) => codes.match(id, body.keyword),
  );
  buyer.post(
    `${base}/add`,
    '为商品设置企业物料编码（管理员、采购员）',
    materialCodeAddBody,
    materialCode,
    (id, body) => codes.add(id, body),
    '物料编码已添加',
  );
  buyer.post(
    `${base}/update`,
    '修改企业物料编码（管理员、采购员）',
    materialCodeUpdateBody,
    materialCode,
    (id, body) => codes.update(id, body),
    '物料编码已保存',
  );
  buyer.post(
    `${base}/delete`,
    '删除企业物料编码（管理员、采购员）',
    materialCodeIdBody,
    z.null(),
    (id, body) => thenNull(codes.remove(id, body.id)),
    '物料编码已删除',
  );
  app.get(
    `${base}/export`,
    companyCall.download('导出企业物料编码（.xlsx：物料编码、商品编码、描述、换算，可改后导入）'),
    async (request, reply) => {
      const data = await buildCodeBook(await codes.all(me(request)));
      return sendDownload(reply, data, { name: '物料编码.xlsx', ascii: 'material-codes.xlsx' });
    },
  );
  await multipartScope(app, { fileSize: MATERIAL_CODE_IMPORT_LIMITS.MAX_BYTES }, (scope) => {
    scope.post(
      `${base}/import`,
      importOptions(
        described(
          companyCall.upload('导入企业物料编码（.xlsx；管理员、采购员）', materialCodeImportResult),
          '读取第一个工作表的「物料编码」「商品编码」「描述」「换算」列（第 1 行为表头；换算留空、填整数如 12 或分数如 3/2，表示 1 个企业单位 = 多少个本商城单位）。已有的物料编码按新内容更新。任一行有误时整个文件不导入，HTTP 400 的 data 列出每个错误行。',
        ),
      ),
      async (request, reply) => {
        const { data } = await readXlsxUpload(request, MATERIAL_CODE_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await importCodes(deps.db, me(request), data);
          return ok(result, `导入成功：新增 ${result.created} 个物料编码，更新 ${result.updated} 个`);
        });
      },
    );
  });
}
