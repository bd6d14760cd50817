import { createBrowserRouter } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isPortal } from '@/config/surface';
import { portalRoutes } from '../portal/router';
import { ConsoleLayout } from './layouts/console-layout';
import { RequireArea } from './layouts/require-area';
import { areaPage, lazyPage, surfaceRoutes } from './guarded-page';

/** A console page behind its area's role check (403 page for other roles). */
const page = areaPage(RequireArea);

const routes = surfaceRoutes(
  lazyPage(paths.login.path, () => import('./routes/login')),
  <ConsoleLayout />,
  [
    page(paths.dashboard, () => import('./routes/dashboard')),
    page(paths.orders, () => import('./routes/orders')),
    page(paths.orderDetail, () => import('./routes/order-detail')),
    page(paths.payments, () => import('./routes/payments')),
    page(paths.refunds, () => import('./routes/refunds')),
    page(paths.invoices, () => import('./routes/invoices')),
    page(paths.credit, () => import('./routes/credit')),
    page(paths.settlements, () => import('./routes/settlements')),
    page(paths.invoiceDetail, () => import('./routes/invoice-detail')),
    page(paths.einvoice, () => import('./routes/einvoice')),
    page(paths.match, () => import('./routes/match')),
    page(paths.afs, () => import('./routes/afs')),
    page(paths.afsDetail, () => import('./routes/afs-detail')),
    page(paths.biddings, () => import('./routes/biddings')),
    page(paths.biddingDetail, () => import('./routes/bidding-detail')),
    page(paths.merchants, () => import('./routes/merchants')),
    page(paths.shops, () => import('./routes/shops')),
    page(paths.categories, () => import('./routes/categories')),
    page(paths.brands, () => import('./routes/brands')),
    page(paths.products, () => import('./routes/products')),
    page(paths.productNew, () => import('./routes/product-editor')),
    page(paths.productEdit, () => import('./routes/product-editor')),
    page(paths.productImport, () => import('./routes/product-import')),
    page(paths.taxCodes, () => import('./routes/tax-codes')),
    page(paths.attributes, () => import('./routes/attributes')),
    page(paths.partNumbers, () => import('./routes/part-numbers')),
    page(paths.agreementPrices, () => import('./routes/agreement-prices')),
    page(paths.banners, () => import('./routes/banners')),
    page(paths.hotWords, () => import('./routes/hot-words')),
    page(paths.notices, () => import('./routes/notices')),
    page(paths.help, () => import('./routes/help')),
    page(paths.about, () => import('./routes/about')),
    page(paths.site, () => import('./routes/site')),
    page(paths.maintenance, () => import('./routes/maintenance')),
    page(paths.repairTips, () => import('./routes/repair-tips')),
    page(paths.jobs, () => import('./routes/jobs')),
    page(paths.quotations, () => import('./routes/quotations')),
    page(paths.quotationSettings, () => import('./routes/quotation-settings')),
    page(paths.buyers, () => import('./routes/buyers')),
    page(paths.buyerDetail, () => import('./routes/buyer-detail')),
    page(paths.companies, () => import('./routes/companies')),
    page(paths.companyDetail, () => import('./routes/company-detail')),
    page(paths.punchoutConfigs, () => import('./routes/punchout')),
    page(paths.punchoutSimulator, () => import('./routes/punchout-simulator')),
    page(paths.openApps, () => import('./routes/open-apps')),
    page(paths.notificationDeliveries, () => import('./routes/notification-deliveries')),
    page(paths.notificationTemplates, () => import('./routes/notification-templates')),
    page(paths.operators, () => import('./routes/operators')),
    page(paths.audit, () => import('./routes/audit')),
    lazyPage('*', () => import('./routes/not-found')),
  ],
);

export function createRouter() {
  return createBrowserRouter(isPortal ? portalRoutes : routes, { basename: env.basename });
}
