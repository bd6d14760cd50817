import { areaPage, lazyPage, surfaceRoutes } from '../app/guarded-page';
import { PortalLayout, RequirePortalArea } from './layout';
import { portalPaths } from './paths';

/** A portal page behind its area's role check. */
const page = areaPage(RequirePortalArea);

/** The merchant portal's route tree; catalogue pages are the console's own route modules. */
export const portalRoutes = surfaceRoutes(
  lazyPage(portalPaths.login.path, () => import('./routes/login')),
  <PortalLayout />,
  [
    page(portalPaths.dashboard, () => import('./routes/dashboard')),
    page(portalPaths.products, () => import('../app/routes/products')),
    page(portalPaths.productNew, () => import('../app/routes/product-editor')),
    page(portalPaths.productEdit, () => import('../app/routes/product-editor')),
    page(portalPaths.productImport, () => import('../app/routes/product-import')),
    page(portalPaths.orders, () => import('../app/routes/orders')),
    page(portalPaths.orderDetail, () => import('../app/routes/order-detail')),
    page(portalPaths.afs, () => import('../app/routes/afs')),
    page(portalPaths.afsDetail, () => import('../app/routes/afs-detail')),
    page(portalPaths.shop, () => import('./routes/shop')),
    page(portalPaths.staff, () => import('./routes/staff')),
    page(portalPaths.openApps, () => import('./routes/open-apps')),
    page(portalPaths.biddings, () => import('./routes/biddings')),
    page(portalPaths.biddingQuote, () => import('./routes/bidding-quote')),
    page(portalPaths.settlements, () => import('../app/routes/settlements')),
    page(portalPaths.invoices, () => import('../app/routes/invoices')),
    page(portalPaths.invoiceDetail, () => import('../app/routes/invoice-detail')),
    page(portalPaths.einvoice, () => import('./routes/einvoice')),
    lazyPage('*', () => import('../app/routes/not-found')),
  ],
);
