import type { ConsoleArea } from '@mall/shared';

/** Every route of the console (router paths, under the /admin basename) with the area that guards it. */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  dashboard: { path: '/', area: 'dashboard', getHref: () => '/' },
  orders: { path: '/orders', area: 'orders', getHref: () => '/orders' },
  orderDetail: {
    path: '/orders/:orderNo',
    area: 'orders',
    getHref: (orderNo: string) => `/orders/${orderNo}`,
  },
  quotations: { path: '/quotations', area: 'orders', getHref: () => '/quotations' },
  quotationSettings: {
    path: '/settings/quotation',
    area: 'settings',
    getHref: () => '/settings/quotation',
  },
  payments: { path: '/finance/payments', area: 'payments', getHref: () => '/finance/payments' },
  refunds: { path: '/finance/refunds', area: 'refunds', getHref: () => '/finance/refunds' },
  invoices: { path: '/finance/invoices', area: 'invoices', getHref: () => '/finance/invoices' },
  credit: { path: '/finance/credit', area: 'credit', getHref: () => '/finance/credit' },
  settlements: { path: '/finance/settlements', area: 'settlements', getHref: () => '/finance/settlements' },
  invoiceDetail: {
    path: '/finance/invoices/:id',
    area: 'invoices',
    getHref: (id: number) => `/finance/invoices/${id}`,
  },
  afs: { path: '/afs', area: 'afs', getHref: () => '/afs' },
  afsDetail: { path: '/afs/:afsNo', area: 'afs', getHref: (afsNo: string) => `/afs/${afsNo}` },
  biddings: { path: '/biddings', area: 'biddings', getHref: () => '/biddings' },
  biddingDetail: { path: '/biddings/:id', area: 'biddings', getHref: (id: number) => `/biddings/${id}` },
  merchants: { path: '/merchants', area: 'merchants', getHref: () => '/merchants' },
  shops: { path: '/shops', area: 'merchants', getHref: () => '/shops' },
  categories: { path: '/catalogue/categories', area: 'catalogue', getHref: () => '/catalogue/categories' },
  brands: { path: '/catalogue/brands', area: 'catalogue', getHref: () => '/catalogue/brands' },
  products: { path: '/catalogue/products', area: 'catalogue', getHref: () => '/catalogue/products' },
  productNew: {
    path: '/catalogue/products/new',
    area: 'catalogue',
    getHref: () => '/catalogue/products/new',
  },
  productEdit: {
    path: '/catalogue/products/:id',
    area: 'catalogue',
    getHref: (id: number) => `/catalogue/products/${id}`,
  },
  productImport: { path: '/catalogue/import', area: 'catalogue', getHref: () => '/catalogue/import' },
  agreementPrices: {
    path: '/catalogue/agreement-prices',
    area: 'catalogue',
    getHref: () => '/catalogue/agreement-prices',
  },
  banners: { path: '/content/banners', area: 'content', getHref: () => '/content/banners' },
  hotWords: { path: '/content/hot-words', area: 'content', getHref: () => '/content/hot-words' },
  notices: { path: '/content/notices', area: 'content', getHref: () => '/content/notices' },
  help: { path: '/content/help', area: 'content', getHref: () => '/content/help' },
  about: { path: '/content/about', area: 'content', getHref: () => '/content/about' },
  site: { path: '/settings/site', area: 'settings', getHref: () => '/settings/site' },
  maintenance: { path: '/settings/maintenance', area: 'settings', getHref: () => '/settings/maintenance' },
  repairTips: { path: '/settings/repair-tips', area: 'settings', getHref: () => '/settings/repair-tips' },
  jobs: { path: '/settings/jobs', area: 'settings', getHref: () => '/settings/jobs' },
  buyers: { path: '/buyers', area: 'buyers', getHref: () => '/buyers' },
  buyerDetail: { path: '/buyers/:id', area: 'buyers', getHref: (id: number) => `/buyers/${id}` },
  /** Company accounts (企业账户): the operators who look after buyers look after their companies. */
  companies: { path: '/companies', area: 'buyers', getHref: () => '/companies' },
  companyDetail: { path: '/companies/:id', area: 'buyers', getHref: (id: number) => `/companies/${id}` },
  /** Punch-out (采购系统对接): companies' procurement-system set-ups, their documents, the buyer simulator. */
  punchoutConfigs: { path: '/punchout', area: 'buyers', getHref: () => '/punchout' },
  punchoutSimulator: {
    path: '/punchout/simulator',
    area: 'buyers',
    getHref: (companyId?: number) =>
      companyId ? `/punchout/simulator?companyId=${companyId}` : '/punchout/simulator',
  },
  /** 开放平台应用: every company's and shop's open-platform app, suspended or resumed by operators. */
  openApps: { path: '/open-apps', area: 'buyers', getHref: () => '/open-apps' },
  operators: { path: '/operators', area: 'operators', getHref: () => '/operators' },
  audit: { path: '/audit', area: 'audit', getHref: () => '/audit' },
} as const satisfies Record<
  string,
  { path: string; area?: ConsoleArea; getHref: (...args: never[]) => string }
>;
