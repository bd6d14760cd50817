import type { ConsoleArea } from '@mall/shared';

/** A page without parameters: its path is its link. */
const page = <P extends string, A extends ConsoleArea>(path: P, area: A) => ({
  path,
  area,
  getHref: () => path,
});

/** Every route of the console (router paths, under the /admin basename) with the area that guards it. */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'),
  },
  dashboard: page('/', 'dashboard'),
  orders: page('/orders', 'orders'),
  orderDetail: {
    path: '/orders/:orderNo',
    area: 'orders',
    getHref: (orderNo: string) => `/orders/${orderNo}`,
  },
  quotations: page('/quotations', 'orders'),
  quotationSettings: page('/settings/quotation', 'settings'),
  payments: page('/finance/payments', 'payments'),
  refunds: page('/finance/refunds', 'refunds'),
  invoices: page('/finance/invoices', 'invoices'),
  credit: page('/finance/credit', 'credit'),
  settlements: page('/finance/settlements', 'settlements'),
  invoiceDetail: {
    path: '/finance/invoices/:id',
    area: 'invoices',
    getHref: (id: number) => `/finance/invoices/${id}`,
  },
  /** 数电票: issue requests, 红字确认单, 授信额度 and the tax profile of 自营. */
  einvoice: page('/finance/einvoice', 'invoices'),
  /** 三单匹配: ordered, received and invoiced per company order line (every company). */
  match: page('/finance/match', 'invoices'),
  afs: page('/afs', 'afs'),
  afsDetail: { path: '/afs/:afsNo', area: 'afs', getHref: (afsNo: string) => `/afs/${afsNo}` },
  biddings: page('/biddings', 'biddings'),
  biddingDetail: { path: '/biddings/:id', area: 'biddings', getHref: (id: number) => `/biddings/${id}` },
  merchants: page('/merchants', 'merchants'),
  shops: page('/shops', 'merchants'),
  categories: page('/catalogue/categories', 'catalogue'),
  brands: page('/catalogue/brands', 'catalogue'),
  products: page('/catalogue/products', 'catalogue'),
  productNew: page('/catalogue/products/new', 'catalogue'),
  productEdit: {
    path: '/catalogue/products/:id',
    area: 'catalogue',
    getHref: (id: number) => `/catalogue/products/${id}`,
  },
  productImport: page('/catalogue/import', 'catalogue'),
  /** 参数属性: a category's typed attributes (?category=ID) and the values that could not be parsed. */
  attributes: page('/catalogue/attributes', 'catalogue'),
  /** 零件号导入: part numbers from a sheet. */
  partNumbers: page('/catalogue/part-numbers', 'catalogue'),
  /** 税收分类编码: the code table, the categories' codes and a product's 开票 check. */
  taxCodes: page('/catalogue/tax-codes', 'catalogue'),
  agreementPrices: page('/catalogue/agreement-prices', 'catalogue'),
  banners: page('/content/banners', 'content'),
  hotWords: page('/content/hot-words', 'content'),
  notices: page('/content/notices', 'content'),
  help: page('/content/help', 'content'),
  about: page('/content/about', 'content'),
  site: page('/settings/site', 'settings'),
  maintenance: page('/settings/maintenance', 'settings'),
  repairTips: page('/settings/repair-tips', 'settings'),
  jobs: page('/settings/jobs', 'settings'),
  buyers: page('/buyers', 'buyers'),
  buyerDetail: { path: '/buyers/:id', area: 'buyers', getHref: (id: number) => `/buyers/${id}` },
  /** Company accounts (企业账户): the operators who look after buyers look after their companies. */
  companies: page('/companies', 'buyers'),
  companyDetail: { path: '/companies/:id', area: 'buyers', getHref: (id: number) => `/companies/${id}` },
  /** Punch-out (采购系统对接): companies' procurement-system set-ups, their documents, the buyer simulator. */
  punchoutConfigs: page('/punchout', 'buyers'),
  punchoutSimulator: {
    path: '/punchout/simulator',
    area: 'buyers',
    getHref: (companyId?: number) =>
      companyId ? `/punchout/simulator?companyId=${companyId}` : '/punchout/simulator',
  },
  /** 开放平台应用: every company's and shop's open-platform app, suspended or resumed by operators. */
  openApps: page('/open-apps', 'buyers'),
  /** 消息通知: the delivery log (resend) and each event's template previewed. */
  notificationDeliveries: page('/notifications/deliveries', 'notifications'),
  notificationTemplates: page('/notifications/templates', 'notifications'),
  operators: page('/operators', 'operators'),
  audit: page('/audit', 'audit'),
} as const satisfies Record<
  string,
  { path: string; area?: ConsoleArea; getHref: (...args: never[]) => string }
>;
