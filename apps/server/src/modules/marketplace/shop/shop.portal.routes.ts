import { z } from 'zod';
import {
  SHOP_STATUS_LABEL,
  adminIdBody,
  adminProduct,
  adminProductPage,
  adminProductSaveBody,
  adminShelfBody,
  adminShelfResult,
  loginInfo,
  merchantStaff,
  portalDashboard,
  portalLoginBody,
  portalMe,
  portalProductListBody,
  portalSetupBody,
  shop,
  shopSettingsBody,
  staffSaveBody,
  staffStatusBody,
  adminRefreshBody,
  type PortalArea,
  carrierList,
  ORDER_CARRIERS,
  adminBrandListBody,
  adminBrandPage,
  adminCategoryNode,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { ok, okSchema, savedText } from '../../../lib/reply';
import { guardedRoutes, publicRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import type { TokenService } from '../../identity/auth';
import type { AdminBrandService, AdminCategoryService } from '../../catalogue/catalogue-admin';
import { productSheetRoutes } from '../../catalogue/catalogue-admin';
import type { ProductImportService } from '../../catalogue/catalogue-admin';
import type { Db } from '../../../db/client';
import type { UploadService } from '../../content/upload';
import { orderHandlingRoutes, type OrderService } from '../../trade/order';
import { afsHandlingRoutes, type AfsAdmin } from '../../trade/afs';
import type { PortalAccountService } from './portal-account.service';
import { merchantActor, portalUser, type PortalCaller } from './portal-account.service';
import type { PortalProductService } from './portal-product.service';
import type { ShopService } from './shop.service';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const security = [{ bearer: [] }];

/** The merchant portal's calls (/api/portal): sign-in, and every other call scoped to the caller's shop. */
export async function portalRoutes(
  app: App,
  deps: {
    db: Db;
    imports: ProductImportService;
    orders: OrderService;
    afs: AfsAdmin;
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
  const inArea = (a: PortalArea) => guardedRoutes(area(a).onRequest, 'portal');
  const open = publicRoutes('portal');

  app.post(
    `${base}/auth/setup`,
    open.withBody(
      '首次开通：申请手机号 + 审核通过短信中的开通码，设置店铺管理员密码并登录',
      portalSetupBody,
      loginInfo,
    ),
    async (request) => ok(await accounts.setup(request.body, meta(request)), '开通成功'),
  );
  app.post(
    `${base}/auth/login`,
    open.withBody('商家账号登录（先通过该登录名的安全验证）', portalLoginBody, loginInfo),
    async (request) => ok(await accounts.login(request.body, meta(request)), '登录成功'),
  );
  app.post(
    `${base}/auth/refresh`,
    open.withBody('商家账号刷新令牌（轮换）', adminRefreshBody, loginInfo),
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
  app.get(`${base}/auth/me`, inArea('dashboard').noBody('当前商家账号与店铺', portalMe), async (request) =>
    ok(await accounts.me(caller(request))),
  );
  app.get(
    `${base}/dashboard`,
    inArea('dashboard').noBody('商家后台首页数据', portalDashboard),
    async (request) => {
      const c = caller(request);
      const s = await shops.byId(c.merchantId);
      return ok({
        shop: { id: s.id, name: s.name, statusLabel: SHOP_STATUS_LABEL[s.status] ?? '' },
        ...(await products.counts(c)),
      });
    },
  );

  app.get(`${base}/shop`, inArea('shop').noBody('店铺信息', shop), async (request) =>
    ok(await shops.view(caller(request).merchantId)),
  );
  app.post(
    `${base}/shop/update`,
    inArea('shop').withBody('修改店铺标志、简介与退货地址', shopSettingsBody, shop),
    async (request) => ok(await shops.settings(caller(request).merchantId, request.body), '店铺信息已保存'),
  );

  app.post(
    `${base}/staff/list`,
    inArea('staff').noBody('员工账号', z.array(merchantStaff)),
    async (request) => ok(await accounts.staffList(caller(request))),
  );
  app.post(
    `${base}/staff/save`,
    inArea('staff').withBody('新增或修改员工账号', staffSaveBody, merchantStaff),
    async (request) =>
      ok(await accounts.saveStaff(caller(request), request.body), savedText('账号', request.body)),
  );
  app.post(
    `${base}/staff/status`,
    inArea('staff').withBody('启用 / 停用员工账号', staffStatusBody, merchantStaff),
    async (request) => {
      const { id, enabled } = request.body;
      return ok(await accounts.setStaffEnabled(caller(request), id, enabled), enabled ? '已启用' : '已停用');
    },
  );

  const orderCall = inArea('orders');
  /** The console's handling calls, for the orders area and scoped to the caller's shop. */
  const shopHandling = {
    call: orderCall,
    scope: (request: FastifyRequest) => {
      const c = caller(request);
      return { actor: merchantActor(c, request.ip), merchantId: c.merchantId };
    },
  };
  // After-sales of the shop's orders (the refund stays the platform's, which holds the buyer's money).
  afsHandlingRoutes(app, { afs: deps.afs, base: `${base}/afs`, ...shopHandling });
  orderHandlingRoutes(app, { orders: deps.orders, base: `${base}/order`, ...shopHandling });
  app.post(`${base}/order/carriers`, orderCall.noBody('可选物流公司', carrierList), async () =>
    ok([...ORDER_CARRIERS]),
  );

  const productCall = inArea('products');
  const cat = `${base}/catalogue`;
  app.post(
    `${cat}/category/tree`,
    productCall.noBody('本店已授权的类目树', z.array(adminCategoryNode)),
    async (request) => {
      const granted = (await shops.byId(caller(request).merchantId)).categoryIds;
      return ok((await deps.categories.tree()).filter((c) => granted.includes(c.id)));
    },
  );
  app.post(
    `${cat}/brand/list`,
    productCall.withBody('本店已授权的品牌', adminBrandListBody, adminBrandPage),
    async (request) => {
      const granted = (await shops.byId(caller(request).merchantId)).brandIds;
      return ok(await deps.brands.list(request.body, granted));
    },
  );
  // The console's image upload, .xlsx export/template and import, scoped to the shop.
  await productSheetRoutes(app, {
    db: deps.db,
    imports: deps.imports,
    uploads: deps.uploads,
    base: cat,
    call: productCall,
    caller: async (request) => {
      const c = caller(request);
      return { actor: merchantActor(c, request.ip), scope: await products.scope(deps.db, c) };
    },
  });
  app.post(
    `${cat}/product/list`,
    productCall.withBody('本店商品', portalProductListBody, adminProductPage),
    async (request) => ok(await products.list(caller(request), request.body)),
  );
  app.post(
    `${cat}/product/detail`,
    productCall.withBody('商品详情（编辑用）', adminIdBody, adminProduct),
    async (request) => ok(await products.detail(caller(request), request.body.id)),
  );
  app.post(
    `${cat}/product/save`,
    productCall.withBody(
      '新增或修改商品（限已授权的类目与品牌；保存后为草稿、下架，需重新提交审核）',
      adminProductSaveBody,
      adminProduct,
    ),
    async (request) =>
      ok(await products.save(caller(request), request.ip, request.body), savedText('商品', request.body)),
  );
  app.post(
    `${cat}/product/submit`,
    productCall.withBody('提交审核', adminIdBody, adminProduct),
    async (request) => ok(await products.submit(caller(request), request.body.id), '已提交审核'),
  );
  app.post(
    `${cat}/product/shelf`,
    productCall.withBody('上架 / 下架本店商品（仅审核通过的可上架）', adminShelfBody, adminShelfResult),
    async (request) => {
      const { ids, onShelf } = request.body;
      return ok(
        await products.shelf(caller(request), request.ip, ids, onShelf),
        onShelf ? '已上架' : '已下架',
      );
    },
  );
}
