import { z } from 'zod';
import {
  OPEN_CODE,
  openProduct,
  openProductBody,
  openProductCreateBody,
  openProductListQuery,
  openProductPage,
} from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { openCaller, openRate, openSecurity as security, type OpenRates } from '../gateway';
import type { MerchantCatalogue } from './merchant-catalogue';
import { merchantTags as tags, productIdParams, shopCaller } from './merchant-caller';

const KEY_RULE = '8–64 位字母、数字、- 或 _';

/** The `Idempotency-Key` header, as Stripe and most payment APIs name it (the body's idempotencyKey also does). */
const keyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,64}$/, `Idempotency-Key 应为${KEY_RULE}`)
    .optional()
    .meta({ description: `幂等键（${KEY_RULE}），或在请求体中填 idempotencyKey`, example: 'ERP-ITEM-09101' }),
});

const PRODUCT_NOTE =
  '字段同商家后台的商品编辑：限本店已授权的三级分类与品牌；价格以分为单位；images 须为平台上传得到的地址（可留空，显示生成的示意图）。保存后为草稿、下架，须提交审核（POST …/{productId}/submit），运营审核通过后自动上架。';

/**
 * The merchant API's product calls (scope products): create, update, detail, and the list of the shop's
 * products changed since a time. Submitting for review and shelving are in merchant-products.routes.ts.
 */
export function merchantCatalogueRoutes(
  app: App,
  deps: { catalogue: MerchantCatalogue; rates: OpenRates },
): void {
  const { catalogue } = deps;
  const config = { openScope: 'products' as const, rateLimit: openRate(deps.rates, 'single') };

  app.post(
    '/open/v1/merchant/products',
    {
      config,
      schema: {
        tags,
        security,
        summary: '新建商品（草稿；同一幂等键重复提交返回同一商品，不会重复创建）',
        description: `${PRODUCT_NOTE}必须提供幂等键：请求头 Idempotency-Key 或请求体 idempotencyKey（二者都给时须一致）；同一应用同一幂等键、同样内容的重复请求返回首次创建的商品，内容不同应答 409（40901）。`,
        headers: keyHeaders,
        body: openProductCreateBody,
        response: okSchema(openProduct),
      },
    },
    async (request) => {
      const { idempotencyKey: inBody, ...body } = request.body;
      const inHeader = request.headers['idempotency-key'];
      if (inHeader && inBody && inHeader !== inBody)
        throw new AppError(400, '请求头 Idempotency-Key 与 idempotencyKey 不一致', OPEN_CODE.BAD_REQUEST);
      const idempotencyKey = inHeader ?? inBody;
      if (!idempotencyKey)
        throw new AppError(
          400,
          `请提供幂等键：请求头 Idempotency-Key 或字段 idempotencyKey（${KEY_RULE}）`,
          OPEN_CODE.BAD_REQUEST,
        );
      const shop = shopCaller(request);
      const key = { appId: openCaller(request).appId, idempotencyKey };
      const { product, repeated } = await catalogue.create(shop, request.ip, key, body);
      return ok(product, repeated ? '商品已创建（重复请求，返回首次创建的商品）' : '商品已创建，请提交审核');
    },
  );

  app.put(
    '/open/v1/merchant/products/:productId',
    {
      config,
      schema: {
        tags,
        security,
        summary: '修改本店商品（整体替换；修改后回到草稿并下架，须重新提交审核）',
        description: `${PRODUCT_NOTE}带 skuId 的 SKU 为修改，不带的为新增，未列出的已有 SKU 将删除。他人的商品应答 404（40401）。`,
        params: productIdParams,
        body: openProductBody,
        response: okSchema(openProduct),
      },
    },
    async (request) =>
      ok(
        await catalogue.update(shopCaller(request), request.ip, request.params.productId, request.body),
        '商品已保存，请提交审核',
      ),
  );

  app.get(
    '/open/v1/merchant/products/:productId',
    {
      config,
      schema: {
        tags,
        security,
        summary: '本店商品详情（含 SKU、价格（分）、库存与审核状态）',
        description: '示例：`GET /open/v1/merchant/products/10000011`。他人的商品应答 404（40401）。',
        params: productIdParams,
        response: okSchema(openProduct),
      },
    },
    async (request) => ok(await catalogue.detail(shopCaller(request), request.params.productId)),
  );

  app.get(
    '/open/v1/merchant/products',
    {
      config,
      schema: {
        tags,
        security,
        summary: '本店商品列表：updatedSince 之后有变化的（按变化先后，游标翻页）',
        description:
          '示例：`GET /open/v1/merchant/products?updatedSince=2026-11-01T00:00:00%2B08:00&size=50`，再以应答的 nextCursor 取下一页，直到 nextCursor 为 null。商品信息、审核与上下架、SKU 编码规格与价格的变化计入；库存与销量的变化不计入。增量同步时建议把上次同步的时间往前留几分钟。',
        querystring: openProductListQuery,
        response: okSchema(openProductPage),
      },
    },
    async (request) => {
      const { updatedSince, cursor, size } = request.query;
      const since = updatedSince ? new Date(updatedSince) : null;
      return ok(await catalogue.list(shopCaller(request), { since, cursor, size }));
    },
  );
}
