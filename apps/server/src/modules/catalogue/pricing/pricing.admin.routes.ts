import { z } from 'zod';
import {
  adminAgreementDeleteBody,
  adminAgreementExportQuery,
  adminAgreementListBody,
  adminAgreementPage,
  adminAgreementPrice,
  adminAgreementSaveBody,
  adminSkuTiers,
  adminTierGetBody,
  adminTierSaveBody,
  AGREEMENT_IMPORT_LIMITS,
  agreementImportResult,
  adminPool,
  adminPoolAddBody,
  adminPoolAddResult,
  adminPoolBody,
  adminPoolImportQuery,
  adminPoolListBody,
  adminPoolPage,
  adminPoolRemoveBody,
  adminPoolSwitchBody,
  CONSOLE_AREAS,
  poolImportResult,
} from '@mall/shared';
import { sendDownload } from '../../../lib/download';
import { multipartScope } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import { importOptions, readXlsxUpload, sendImport } from '../catalogue-admin';
import type { PoolAdminService } from './pool.admin';
import type { PricingAdminService } from './pricing.admin';
import { chinaDate } from '../../../lib/china-day';

const guardCall = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-pricing');
const base = '/api/admin/pricing';

/** Console: agreement prices (one by one, .xlsx export/import) and SKU tiers — 超级管理员 and 商品. */
export async function adminPricingRoutes(
  app: App,
  deps: { pricing: PricingAdminService; pools: PoolAdminService },
) {
  const { pricing, pools } = deps;
  // Product pools (商品池).
  app.post(
    `${base}/pool/get`,
    guardCall.withBody('企业商品池（开关与商品数）', adminPoolBody, adminPool),
    async (request) => ok(await pools.state(request.body.companyId)),
  );
  app.post(
    `${base}/pool/switch`,
    guardCall.withBody(
      '开启或关闭企业商品池（开启后成员只能看到和购买池内商品）',
      adminPoolSwitchBody,
      adminPool,
    ),
    async (request) => {
      const { companyId, enabled } = request.body;
      return ok(
        await pools.setEnabled(auditActor(request), companyId, enabled),
        enabled ? '商品池已开启' : '商品池已关闭',
      );
    },
  );
  app.post(
    `${base}/pool/list`,
    guardCall.withBody('商品池中的商品（按标题、型号或 SKU 编码搜索）', adminPoolListBody, adminPoolPage),
    async (request) => ok(await pools.list(request.body)),
  );
  app.post(
    `${base}/pool/add`,
    guardCall.withBody(
      '加入商品池（SKU 编码或商品编号；未知编码逐个列出）',
      adminPoolAddBody,
      adminPoolAddResult,
    ),
    async (request) => {
      const { companyId, codes } = request.body;
      const result = await pools.add(auditActor(request), companyId, codes);
      return ok(result, `已加入 ${result.added} 个商品`);
    },
  );
  app.get(`${base}/pool/template`, guardCall.download('商品池导入模板（.xlsx）'), async (_request, reply) =>
    sendDownload(reply, await pools.templateBook(), {
      name: '商品池导入模板.xlsx',
      ascii: 'pool-template.xlsx',
    }),
  );
  app.post(
    `${base}/pool/remove`,
    guardCall.withBody('移出商品池', adminPoolRemoveBody, z.object({ removed: z.number().int() })),
    async (request) => {
      const { companyId, productIds } = request.body;
      return ok(await pools.remove(auditActor(request), companyId, productIds), '已移出商品池');
    },
  );

  app.post(
    `${base}/agreement/list`,
    guardCall.withBody('协议价列表（按企业、关键词、状态筛选）', adminAgreementListBody, adminAgreementPage),
    async (request) => ok(await pricing.list(request.body)),
  );

  app.post(
    `${base}/companies`,
    guardCall.withBody(
      '选择企业（协议价用：名称或信用代码包含关键词，最多 20 家）',
      z.object({ keyword: z.string().trim().max(50, '关键词过长').optional() }),
      z.array(z.object({ id: z.number().int(), name: z.string(), creditCode: z.string() })),
    ),
    async (request) => ok(await pricing.companies(request.body.keyword)),
  );

  app.post(
    `${base}/agreement/save`,
    guardCall.withBody(
      '保存协议价（同一企业同一 SKU 只有一条，再次保存即替换）',
      adminAgreementSaveBody,
      adminAgreementPrice,
    ),
    async (request) => ok(await pricing.save(auditActor(request), request.body), '协议价已保存'),
  );

  app.post(
    `${base}/agreement/delete`,
    guardCall.withBody('删除协议价', adminAgreementDeleteBody, z.object({ deleted: z.number().int() })),
    async (request) => ok(await pricing.remove(auditActor(request), request.body.ids), '已删除'),
  );

  app.get(
    `${base}/agreement/export`,
    guardCall.download('导出协议价（.xlsx，与导入同一列）', { querystring: adminAgreementExportQuery }),
    async (request, reply) => {
      const stamp = chinaDate().replaceAll('-', '');
      return sendDownload(reply, await pricing.exportBook(request.query.companyId), {
        name: `协议价导出-${stamp}.xlsx`,
        ascii: 'agreement-prices.xlsx',
      });
    },
  );

  app.get(
    `${base}/agreement/template`,
    guardCall.download('协议价导入模板（.xlsx）'),
    async (_request, reply) =>
      sendDownload(reply, await pricing.templateBook(), {
        name: '协议价导入模板.xlsx',
        ascii: 'agreement-template.xlsx',
      }),
  );

  app.post(
    `${base}/tiers/get`,
    guardCall.withBody('SKU 的阶梯价', adminTierGetBody, adminSkuTiers),
    async (request) => ok(await pricing.tiers(request.body.skuCode)),
  );

  app.post(
    `${base}/tiers/save`,
    guardCall.withBody('保存 SKU 的阶梯价（整组替换；空数组清除）', adminTierSaveBody, adminSkuTiers),
    async (request) => ok(await pricing.saveTiers(auditActor(request), request.body), '阶梯价已保存'),
  );

  await multipartScope(app, { fileSize: AGREEMENT_IMPORT_LIMITS.MAX_BYTES }, (scope) => {
    scope.post(
      `${base}/agreement/import`,
      importOptions(
        guardCall.upload(
          '导入协议价（multipart 字段 file，.xlsx；任一行有误则整表不导入，400 带逐行错误）',
          agreementImportResult,
        ),
      ),
      async (request, reply) => {
        const { data } = await readXlsxUpload(request, AGREEMENT_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await pricing.import(auditActor(request), data);
          return ok(result, `导入成功：新增 ${result.created} 条协议价，更新 ${result.updated} 条`);
        });
      },
    );
    scope.post(
      `${base}/pool/import`,
      importOptions(
        guardCall.upload(
          '导入商品池（multipart 字段 file，.xlsx，列「商品编码」；任一行有误则整表不导入）',
          poolImportResult,
          { querystring: adminPoolImportQuery },
        ),
      ),
      async (request, reply) => {
        const { companyId } = request.query;
        const { data } = await readXlsxUpload(request, AGREEMENT_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await pools.import(auditActor(request), companyId, data);
          return ok(result, `导入成功：${result.rows} 行，新加入 ${result.added} 个商品`);
        });
      },
    );
  });
}
