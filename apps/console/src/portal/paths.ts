import type { PortalArea } from '@mall/shared';

/**
 * Routes of the merchant portal (under /merchant). The catalogue pages keep the console's paths so the
 * console's own route modules (product list, editor, import) serve both surfaces.
 */
export const portalPaths = {
  login: { path: '/login' },
  dashboard: { path: '/', area: 'dashboard', getHref: () => '/' },
  products: { path: '/catalogue/products', area: 'products', getHref: () => '/catalogue/products' },
  productNew: { path: '/catalogue/products/new', area: 'products' },
  productEdit: { path: '/catalogue/products/:id', area: 'products' },
  productImport: { path: '/catalogue/import', area: 'products', getHref: () => '/catalogue/import' },
  orders: { path: '/orders', area: 'orders', getHref: () => '/orders' },
  orderDetail: { path: '/orders/:orderNo', area: 'orders' },
  afs: { path: '/afs', area: 'orders', getHref: () => '/afs' },
  afsDetail: { path: '/afs/:afsNo', area: 'orders' },
  shop: { path: '/shop', area: 'shop', getHref: () => '/shop' },
  staff: { path: '/staff', area: 'staff', getHref: () => '/staff' },
  openApps: { path: '/open-apps', area: 'shop', getHref: () => '/open-apps' },
  biddings: { path: '/bidding', area: 'bidding', getHref: () => '/bidding' },
  biddingQuote: { path: '/bidding/quote', area: 'bidding' },
  settlements: { path: '/settlement', area: 'finance', getHref: () => '/settlement' },
  // The console's invoice screens keep their paths here (its route modules serve both surfaces).
  invoices: { path: '/finance/invoices', area: 'finance', getHref: () => '/finance/invoices' },
  invoiceDetail: { path: '/finance/invoices/:id', area: 'finance' },
  einvoice: { path: '/finance/einvoice', area: 'finance', getHref: () => '/finance/einvoice' },
} as const satisfies Record<string, { path: string; area?: PortalArea; getHref?: () => string }>;
