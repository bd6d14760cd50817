import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  CONSOLE_AREAS,
  SHOP_STATUS_LABEL,
  adminIdBody,
  adminProduct,
  adminProductPage,
  adminProductSaveBody,
  adminShelfBody,
  adminShelfResult,
  adminShopListBody,
  loginInfo,
  merchantStaff,
  portalDashboard,
  portalLoginBody,
  portalMe,
  portalProductListBody,
  portalSetupBody,
  productReviewBody,
  shop,
  shopGrantBody,
  shopIdBody,
  shopPage,
  shopSettingsBody,
  shopSuspendBody,
  staffSaveBody,
  staffStatusBody,
  adminRefreshBody,
  type PortalArea,
  UPLOAD_LIMITS,
  adminOrderListBody,
  carrierList,
  ORDER_CARRIERS,
  adminOrderPage,
  cancelOrderBody,
  orderDetail,
  orderNoBody,
  shipOrderBody,
  PRODUCT_IMPORT_LIMITS,
  adminExportQuery,
  envelope,
  productImportReport,
  productImportResult,
  adminBrandListBody,
  adminBrandPage,
  adminCategoryNode,
  uploadResult,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import { requireOperator } from '../../plugins/auth';
import { auditActor } from '../audit';
import type { TokenService } from '../auth';
import type { AdminBrandService, AdminCategoryService } from '../catalogue-admin';
import { buildProductBook, exportRows, templateBook } from '../catalogue-admin/product-sheet';
import { attachment, readFile, readXlsxUpload, sendImport, XLSX_TYPE } from '../catalogue-admin/sheet-upload';
import type { ProductImportService } from '../catalogue-admin';
import { queryRows, type Db } from '../../db/client';
import { sql } from 'drizzle-orm';
import type { UploadService } from '../upload';
import type { OrderService } from '../order';
import { afsHandlingRoutes, type AfsService } from '../afs';
import type { PortalAccountService } from './portal-account.service';
import { merchantActor, portalUser, type PortalCaller } from './portal-account.service';
import type { PortalProductService } from './portal-product.service';
import type { ShopService } from './shop.service';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const security = [{ bearer: [] }];

/** Operator calls on shops (/api/admin/shop, area merchants) and the product review (catalogue area). */
export function adminShopRoutes(app: App, deps: { shops: ShopService; products: PortalProductService }) {
  const { shops } = deps;
  const tags = ['admin-shop'];
  const guard = { onRequest: requireOperator(CONSOLE_AREAS.merchants) };
  app.post(
    '/api/admin/shop/list',
    {
      ...guard,
      schema: { tags, security, summary: '店铺列表', body: adminShopListBody, response: okSchema(shopPage) },
    },
    async (request) => ok(await shops.list(request.body)),
  );
  app.post(
    '/api/admin/shop/detail',
    { ...guard, schema: { tags, security, summary: '店铺详情', body: shopIdBody, response: okSchema(shop) } },
    async (request) => ok(await shops.view(request.body.id)),
  );
  app.post(
    '/api/admin/shop/update',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: '修改店铺名称、经营类目、品牌、各一级类目的佣金比例（基点）',
        body: shopGrantBody,
        response: okSchema(shop),
      },
    },
    async (request) => ok(await shops.grant(auditActor(request), request.body), '店铺已保存'),
  );
  app.post(
    '/api/admin/shop/suspend',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: '停用店铺（商品下架、员工会话结束）或恢复',
        body: shopSuspendBody,
        response: okSchema(shop),
      },
    },
    async (request) => {
      const { id, suspend, reason } = request.body;
      return ok(
        await shops.suspend(auditActor(request), id, suspend, reason),
        suspend ? '店铺已停用' : '店铺已恢复',
      );
    },
  );
  app.post(
    '/api/admin/catalogue/product/review',
    {
      onRequest: requireOperator(CONSOLE_AREAS.catalogue),
      schema: {
        tags: ['admin-catalogue'],
        security,
        summary: '审核商家商品：通过（上架）或驳回（须填原因）',
        body: productReviewBody,
        response: okSchema(adminProduct),
      },
    },
    async (request) => {
      const { id, approve, reason } = request.body;
      return ok(
        await deps.products.review(auditActor(request), id, approve, reason),
        approve ? '审核通过' : '已驳回',
      );
    },
  );
}

/** The merchant portal's calls (/api/portal): sign-in, and every other call scoped to the caller's shop. */
export async function portalRoutes(
  app: App,
  deps: {
    db: Db;
    imports: ProductImportService;
    orders: OrderService;
    afs: AfsService;
    categories: AdminCategoryService;
    brands: AdminBrandService;
    uploads: UploadService;
    accounts: PortalAccountService;
    shops: ShopService;
    products: PortalProductService;
    tokens: TokenService;
  },
) {
  const { accounts, shops, products } = deps;
  const tags = ['portal'];
  const base = '/api/portal';
  /** Puts the checked caller on the request (role and shop read fresh from the database). */
  const callers = new WeakMap<FastifyRequest, PortalCaller>();
  const area = (a: PortalArea) => ({
    onRequest: async (request: FastifyRequest) => {
      callers.set(request, await accounts.caller(portalUser(request), a));
    },
  });
  const caller = (request: FastifyRequest) => callers.get(request)!;

  app.post(
    `${base}/auth/setup`,
    {
      schema: {
        tags,
        summary: '首次开通：申请手机号 + 审核通过短信中的开通码，设置店铺管理员密码并登录',
        body: portalSetupBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) => ok(await accounts.setup(request.body, meta(request)), '开通成功'),
  );
  app.post(
    `${base}/auth/login`,
    {
      schema: {
        tags,
        summary: '商家账号登录（先通过该登录名的安全验证）',
        body: portalLoginBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) => ok(await accounts.login(request.body, meta(request)), '登录成功'),
  );
  app.post(
    `${base}/auth/refresh`,
    {
      schema: {
        tags,
        summary: '商家账号刷新令牌（轮换）',
        body: adminRefreshBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) =>
      ok(
        await deps.tokens.rotate(request.body.refreshToken, 'merchant', accounts.loadSubject, meta(request)),
      ),
  );
  app.post(
    `${base}/auth/logout`,
    { schema: { tags, security, summary: '商家账号退出登录', response: okSchema(z.null()) } },
    async (request) => {
      await deps.tokens.revokeFamily(portalUser(request).sessionId);
      return ok(null, '已退出登录');
    },
  );
  app.get(
    `${base}/auth/me`,
    {
      ...area('dashboard'),
      schema: { tags, security, summary: '当前商家账号与店铺', response: okSchema(portalMe) },
    },
    async (request) => ok(await accounts.me(caller(request))),
  );
  app.get(
    `${base}/dashboard`,
    {
      ...area('dashboard'),
      schema: { tags, security, summary: '商家后台首页数据', response: okSchema(portalDashboard) },
    },
    async (request) => {
      const c = caller(request);
      const s = await shops.byId(c.merchantId);
      return ok({
        shop: { id: s.id, name: s.name, statusLabel: SHOP_STATUS_LABEL[s.status] ?? '' },
        ...(await products.counts(c)),
      });
    },
  );

  app.get(
    `${base}/shop`,
    { ...area('shop'), schema: { tags, security, summary: '店铺信息', response: okSchema(shop) } },
    async (request) => ok(await shops.view(caller(request).merchantId)),
  );
  app.post(
    `${base}/shop/update`,
    {
      ...area('shop'),
      schema: {
        tags,
        security,
        summary: '修改店铺标志与简介',
        body: shopSettingsBody,
        response: okSchema(shop),
      },
    },
    async (request) => ok(await shops.settings(caller(request).merchantId, request.body), '店铺信息已保存'),
  );

  app.post(
    `${base}/staff/list`,
    {
      ...area('staff'),
      schema: { tags, security, summary: '员工账号', response: okSchema(z.array(merchantStaff)) },
    },
    async (request) => ok(await accounts.staffList(caller(request))),
  );
  app.post(
    `${base}/staff/save`,
    {
      ...area('staff'),
      schema: {
        tags,
        security,
        summary: '新增或修改员工账号',
        body: staffSaveBody,
        response: okSchema(merchantStaff),
      },
    },
    async (request) =>
      ok(
        await accounts.saveStaff(caller(request), request.body),
        request.body.id ? '账号已保存' : '账号已新增',
      ),
  );
  app.post(
    `${base}/staff/status`,
    {
      ...area('staff'),
      schema: {
        tags,
        security,
        summary: '启用 / 停用员工账号',
        body: staffStatusBody,
        response: okSchema(merchantStaff),
      },
    },
    async (request) => {
      const { id, enabled } = request.body;
      return ok(await accounts.setStaffEnabled(caller(request), id, enabled), enabled ? '已启用' : '已停用');
    },
  );

  const order = area('orders');
  // After-sales of the shop's orders: the console's handling calls, scoped to the shop (the refund stays the
  // platform's, which holds the buyer's money).
  afsHandlingRoutes(app, {
    afs: deps.afs,
    base: `${base}/afs`,
    tags,
    onRequest: area('orders').onRequest,
    scope: (request) => {
      const c = caller(request);
      return { actor: merchantActor(c, request.ip), merchantId: c.merchantId };
    },
  });
  app.post(
    `${base}/order/list`,
    {
      ...order,
      schema: {
        tags,
        security,
        summary: '本店订单',
        body: adminOrderListBody,
        response: okSchema(adminOrderPage),
      },
    },
    async (request) => ok(await deps.orders.adminList(request.body, caller(request).merchantId)),
  );
  app.post(
    `${base}/order/carriers`,
    { ...order, schema: { tags, security, summary: '可选物流公司', response: okSchema(carrierList) } },
    async () => ok([...ORDER_CARRIERS]),
  );
  app.post(
    `${base}/order/detail`,
    {
      ...order,
      schema: { tags, security, summary: '订单详情', body: orderNoBody, response: okSchema(orderDetail) },
    },
    async (request) => {
      await deps.orders.assertSeller(request.body.orderNo, caller(request).merchantId);
      return ok(await deps.orders.detail(request.body.orderNo));
    },
  );
  const move = (
    request: FastifyRequest,
    orderNo: string,
    input: Parameters<OrderService['merchantMove']>[3],
  ) => {
    const c = caller(request);
    return deps.orders.merchantMove(orderNo, c.merchantId, merchantActor(c, request.ip), input);
  };
  app.post(
    `${base}/order/accept`,
    {
      ...order,
      schema: {
        tags,
        security,
        summary: '接单（待接单 → 待发货）',
        body: orderNoBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) => ok(await move(request, request.body.orderNo, { move: 'accept' }), '已接单'),
  );
  app.post(
    `${base}/order/ship`,
    {
      ...order,
      schema: {
        tags,
        security,
        summary: '发货（待发货 → 待收货，填写承运商与运单号）',
        body: shipOrderBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) => {
      const { orderNo, carrier, trackingNo } = request.body;
      return ok(await move(request, orderNo, { move: 'ship', ship: { carrier, trackingNo } }), '已发货');
    },
  );
  app.post(
    `${base}/order/cancel`,
    {
      ...order,
      schema: {
        tags,
        security,
        summary: '取消订单（须填原因；已支付的订单转为待退款）',
        body: cancelOrderBody,
        response: okSchema(orderDetail),
      },
    },
    async (request) =>
      ok(
        await move(request, request.body.orderNo, { move: 'cancel', note: request.body.reason }),
        '订单已取消',
      ),
  );

  const product = area('products');
  const cat = `${base}/catalogue`;
  app.post(
    `${cat}/category/tree`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '本店已授权的类目树',
        response: okSchema(z.array(adminCategoryNode)),
      },
    },
    async (request) => {
      const granted = (await shops.byId(caller(request).merchantId)).categoryIds;
      return ok((await deps.categories.tree()).filter((c) => granted.includes(c.id)));
    },
  );
  app.post(
    `${cat}/brand/list`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '本店已授权的品牌',
        body: adminBrandListBody,
        response: okSchema(adminBrandPage),
      },
    },
    async (request) => {
      const granted = (await shops.byId(caller(request).merchantId)).brandIds;
      return ok(await deps.brands.list(request.body, granted));
    },
  );
  app.get(
    `${cat}/export`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '导出本店商品（.xlsx，每个 SKU 一行）',
        querystring: adminExportQuery,
      },
    },
    async (request, reply) => {
      const c = caller(request);
      const book = await buildProductBook(
        await exportRows(deps.db, { ...request.query, sellerId: c.merchantId }),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment('商品导出.xlsx'))
        .header('cache-control', 'no-store')
        .send(book);
    },
  );
  app.get(
    `${cat}/template`,
    { ...product, schema: { tags, security, summary: '商品导入模板（示例为本店已授权的品牌与类目）' } },
    async (request, reply) => {
      const scope = await products.scope(deps.db, caller(request));
      const [example] = await queryRows<{ brand: string; category: string }>(
        deps.db,
        sql`select (select name from brands where id = any(${sql.param(scope.brandIds)}::int[]) order by id limit 1)
              as brand,
            (select c3.title from categories c3 join categories c2 on c2.id = c3.parent_id
              where c3.level = 3 and c2.parent_id = any(${sql.param(scope.categoryIds)}::int[])
              order by c3.id limit 1) as category`,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment('商品导入模板.xlsx'))
        .header('cache-control', 'no-store')
        .send(await templateBook({ brand: example?.brand ?? '', category: example?.category ?? '' }));
    },
  );
  // One multipart scope for the image upload (2 MB, checked by the handler) and the import (5 MB).
  await app.register(async (scope) => {
    scope.register(multipart, {
      limits: { fileSize: PRODUCT_IMPORT_LIMITS.MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      `${cat}/import`,
      {
        ...product,
        schema: {
          tags,
          security,
          summary:
            '导入本店商品（.xlsx；限已授权的类目与品牌；导入后为草稿，需提交审核；任一行有误则整表不导入）',
          consumes: ['multipart/form-data'],
          response: { ...okSchema(productImportResult), 400: envelope(productImportReport.nullable()) },
        },
      },
      async (request, reply) => {
        const c = caller(request);
        const { part, data } = await readXlsxUpload(request, PRODUCT_IMPORT_LIMITS.MAX_BYTES);
        return sendImport(reply, async () => {
          const result = await deps.imports.import(
            merchantActor(c, request.ip),
            data,
            part.filename,
            await products.scope(deps.db, c),
          );
          return ok(result, `导入成功：新增 ${result.created} 个商品，更新 ${result.updated} 个`);
        });
      },
    );
    scope.post(
      `${cat}/upload`,
      {
        ...product,
        schema: {
          tags,
          security,
          summary: '上传商品图片（multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
          consumes: ['multipart/form-data'],
          response: okSchema(uploadResult),
        },
      },
      async (request) => {
        const { part, data } = await readFile(request, UPLOAD_LIMITS.MAX_BYTES, {
          missing: '请选择要上传的图片',
          tooLarge: '图片不能超过 2 MB',
        });
        return ok(await deps.uploads.saveImage({ mimetype: part.mimetype, data }), '上传成功');
      },
    );
  });
  app.post(
    `${cat}/product/list`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '本店商品',
        body: portalProductListBody,
        response: okSchema(adminProductPage),
      },
    },
    async (request) => ok(await products.list(caller(request), request.body)),
  );
  app.post(
    `${cat}/product/detail`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '商品详情（编辑用）',
        body: adminIdBody,
        response: okSchema(adminProduct),
      },
    },
    async (request) => ok(await products.detail(caller(request), request.body.id)),
  );
  app.post(
    `${cat}/product/save`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '新增或修改商品（限已授权的类目与品牌；保存后为草稿、下架，需重新提交审核）',
        body: adminProductSaveBody,
        response: okSchema(adminProduct),
      },
    },
    async (request) =>
      ok(
        await products.save(caller(request), request.ip, request.body),
        request.body.id ? '商品已保存' : '商品已新增',
      ),
  );
  app.post(
    `${cat}/product/submit`,
    {
      ...product,
      schema: { tags, security, summary: '提交审核', body: adminIdBody, response: okSchema(adminProduct) },
    },
    async (request) => ok(await products.submit(caller(request), request.body.id), '已提交审核'),
  );
  app.post(
    `${cat}/product/shelf`,
    {
      ...product,
      schema: {
        tags,
        security,
        summary: '上架 / 下架本店商品（仅审核通过的可上架）',
        body: adminShelfBody,
        response: okSchema(adminShelfResult),
      },
    },
    async (request) => {
      const { ids, onShelf } = request.body;
      return ok(
        await products.shelf(caller(request), request.ip, ids, onShelf),
        onShelf ? '已上架' : '已下架',
      );
    },
  );
}
