import { z } from 'zod';
import {
  CONSOLE_AREAS,
  categoryTaxCodeBody,
  categoryTaxCodeList,
  productTaxCodeBody,
  skuTaxFactsBody,
  skuTaxFactsList,
  taxCode,
  taxCodeList,
  taxCodeListBody,
  taxCodeSaveBody,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { categoryTaxCodeRows, taxCodeRows, taxFactsOfSkus } from './tax-code.reads';
import type { TaxCodeService } from './tax-code.service';

/** Tax data is catalogue data (超级管理员 and 商品), kept beside the categories and products it classifies. */
const taxCall = guardedRoutes(requireOperator(CONSOLE_AREAS.catalogue), 'admin-catalogue');

/** The operators' tax data: the code table, codes of categories and products, and a SKU check. */
export function adminTaxCodeRoutes(app: App, deps: { db: Db; taxCodes: TaxCodeService }) {
  const base = '/api/admin/catalogue/tax-code';
  app.post(
    `${base}/list`,
    taxCall.withBody('税收分类编码表（编码、名称、简称、税率）', taxCodeListBody, taxCodeList),
    async (request) => ok(await taxCodeRows(deps.db, request.body.keyword)),
  );
  app.post(
    `${base}/save`,
    taxCall.withBody(
      '新增或修改税收分类编码（19位数字；税率13%、9%、6%、0%或免税）',
      taxCodeSaveBody,
      taxCode,
    ),
    async (request) => ok(await deps.taxCodes.save(request.body), '税收分类编码已保存'),
  );
  app.post(
    `${base}/category/list`,
    taxCall.withBody('各分类的税收分类编码（自有的与实际适用的）', z.object({}), categoryTaxCodeList),
    async () => ok(await categoryTaxCodeRows(deps.db)),
  );
  app.post(
    `${base}/category/save`,
    taxCall.withBody('设置分类的税收分类编码（null 为沿用上级分类）', categoryTaxCodeBody, z.null()),
    async (request) => {
      await deps.taxCodes.setCategory(request.body.categoryId, request.body.code);
      return ok(null, '分类的税收分类编码已保存');
    },
  );
  app.post(
    `${base}/product/save`,
    taxCall.withBody('设置商品自己的税收分类编码（null 为沿用分类）', productTaxCodeBody, z.null()),
    async (request) => {
      await deps.taxCodes.setProduct(request.body.productId, request.body.code);
      return ok(null, '商品的税收分类编码已保存');
    },
  );
  app.post(
    `${base}/sku-facts`,
    taxCall.withBody(
      '商品规格开票所需的编码、简称、税率与发票行名称，或缺什么',
      skuTaxFactsBody,
      skuTaxFactsList,
    ),
    async (request) => ok(await taxFactsOfSkus(deps.db, request.body.skuIds)),
  );
}
