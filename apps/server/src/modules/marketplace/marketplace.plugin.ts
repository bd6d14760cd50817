import type { FastifyRequest } from 'fastify';
import type { PortalArea } from '@mall/shared';
import type { DbHandle } from '../../db/client';
import { defineDomain, type GivenBy } from '../../lib/domain';
import { guardedRoutes } from '../../lib/route-options';
import type { EphemeralStore } from '../../lib/store';
import type { catalogueDomain } from '../catalogue';
import type { contentDomain } from '../content';
import type { financeDomain } from '../finance';
import { invoiceHandlingRoutes } from '../finance/invoice';
import { portalEinvoiceProfileRoutes, portalRedFormRoutes } from '../finance/einvoice';
import { portalSettlementRoutes } from '../finance/settlement';
import { shipmentHandlingRoutes, type fulfilmentDomain } from '../fulfilment';
import type { identityDomain } from '../identity';
import type { tradeDomain } from '../trade';
import { partNumberRoutes } from '../catalogue/part-number';
import { portalBiddingRoutes } from '../trade/bidding';
import { MerchantService, merchantRoutes } from './merchant';
import {
  PortalAccountService,
  PortalProductService,
  ShopService,
  adminShopRoutes,
  merchantActor,
  portalGuard,
  portalNoticeRoutes,
  portalRoutes,
  storeShopRoutes,
} from './shop';

type Needs = {
  db: DbHandle;
  store: EphemeralStore;
  identity: GivenBy<typeof identityDomain>;
  content: GivenBy<typeof contentDomain>;
  catalogue: GivenBy<typeof catalogueDomain>;
  trade: GivenBy<typeof tradeDomain>;
  finance: GivenBy<typeof financeDomain>;
  fulfilment: GivenBy<typeof fulfilmentDomain>;
};

/**
 * marketplace: merchant applications, shops and the merchant portal (its own sign-in; every call scoped to
 * the caller's shop), with the portal's faces of the documents below (orders, after-sales, bidding, invoices,
 * settlements).
 */
export const marketplaceDomain = defineDomain('marketplace', async (app, needs: Needs) => {
  const { db, store, identity, content, catalogue, trade, finance } = needs;
  const { accounts } = identity;
  const { uploads } = content;
  // Shops: an approval opens one; suspension takes its products off shelf and ends staff sessions.
  const shops = new ShopService(db.db, {
    revokeStaff: (staffId) => accounts.tokens.revokeAll('merchant', staffId),
    productsChanged: (ids) => catalogue.admin.products.afterWrite(ids),
  });
  // Merchant applications: SMS-code token for the applicant, operator review with an SMS notice.
  await merchantRoutes(app, {
    merchants: new MerchantService(db.db, {
      store,
      sms: accounts.sms,
      notice: identity.smsNotice,
      captcha: accounts.captcha,
      uploads,
      files: content.files,
      logError: (err, msg) => app.log.error({ err }, msg),
      openShop: (tx, application, grants) => shops.open(tx, application, grants),
    }),
  });
  storeShopRoutes(app, { db: db.db, search: catalogue.search });
  const portalProducts = new PortalProductService(db.db, catalogue.admin.products);
  const portalAccounts = new PortalAccountService(db.db, {
    store,
    tokens: accounts.tokens,
    captcha: accounts.captcha,
  });
  adminShopRoutes(app, { shops, products: portalProducts });
  await portalRoutes(app, {
    db: db.db,
    orders: trade.orders,
    afs: trade.afsHandling,
    imports: catalogue.admin.imports,
    categories: catalogue.admin.categories,
    brands: catalogue.admin.brands,
    uploads,
    accounts: portalAccounts,
    shops,
    products: portalProducts,
    tokens: accounts.tokens,
  });
  // Sealed multi-supplier bidding, notices and settlement: portal calls scoped to the shop.
  const guard = portalGuard(portalAccounts);
  /** The portal's calls of one area (its staff with that area). */
  const areaCall = (area: PortalArea) => guardedRoutes(guard.area(area).onRequest, 'portal');
  /** The calling shop, and the staff member as the audit log names them. */
  const shopOf = (request: FastifyRequest) => {
    const c = guard.caller(request);
    return { merchantId: c.merchantId, actor: merchantActor(c, request.ip) };
  };
  portalBiddingRoutes(app, { bidding: trade.bidding, guard });
  portalNoticeRoutes(app, { db: db.db, guard });
  portalSettlementRoutes(app, { settlements: finance.settlements, guard });
  // The shop's own 数电票 tax profile (纳税人识别号, bank, 开票人, provider keys).
  portalEinvoiceProfileRoutes(app, { profiles: finance.einvoiceProfiles, guard });
  portalRedFormRoutes(app, { forms: finance.redForms, quotas: finance.einvoiceQuotas, guard });
  // The shop's own SKUs' part numbers (料号互查); another shop's SKU answers 404.
  partNumberRoutes(app, {
    partNumbers: catalogue.partNumbers,
    base: '/api/portal/catalogue/part-number',
    call: areaCall('products'),
    caller: (request) => {
      const { merchantId, actor } = shopOf(request);
      return { actor, scope: { merchantId } };
    },
  });
  // Invoices of the shop's orders (each order is invoiced by its seller): the console's handling calls, scoped
  // to the shop, for 店铺管理员 / 财务.
  invoiceHandlingRoutes(app, {
    invoices: finance.invoiceHandling,
    base: '/api/portal/invoice',
    call: areaCall('finance'),
    scope: (request) => {
      const { merchantId, actor } = shopOf(request);
      return { op: actor, merchantId };
    },
  });
  // Shipments of the shop's orders (分批发货, tracking): the console's handling calls, scoped to the shop.
  shipmentHandlingRoutes(app, {
    shipments: needs.fulfilment.shipments,
    base: '/api/portal/fulfilment/shipment',
    call: areaCall('orders'),
    scope: (request) => {
      const { merchantId, actor } = shopOf(request);
      return { kind: 'merchant', merchantId, audit: actor };
    },
  });
  // The open platform's shop apps: managed behind the portal's guard, acting on the shop's products.
  return { shops, guard, products: portalProducts };
});
