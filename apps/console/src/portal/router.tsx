import type { RouteObject } from 'react-router';
import type { PortalArea } from '@mall/shared';
import { RouteError } from '../app/layouts/route-error';
import { guardedPage, type Loader } from '../app/guarded-page';
import { PortalLayout, RequirePortalArea } from './layout';
import { portalPaths } from './paths';

/** A portal page behind its area's role check. */
function page(route: { path: string; area: PortalArea }, load: Loader): RouteObject {
  return guardedPage(route.path, load, ({ children }) => (
    <RequirePortalArea area={route.area}>{children}</RequirePortalArea>
  ));
}

/** The merchant portal's route tree; catalogue pages are the console's own route modules. */
export const portalRoutes: RouteObject[] = [
  {
    path: portalPaths.login.path,
    lazy: async () => ({ Component: (await import('./routes/login')).default }),
  },
  {
    element: <PortalLayout />,
    errorElement: <RouteError />,
    children: [
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
      { path: '*', lazy: async () => ({ Component: (await import('../app/routes/not-found')).default }) },
    ],
  },
];
