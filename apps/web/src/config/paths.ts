/** Every storefront route, with helpers that build links to them. */

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A page of one document, named by `?id=` (a notice, a purchase list, a quotation, a bidding request). */
const byId = <P extends string>(path: P) => ({
  path,
  getHref: (id: number | string) => `${path}${qs({ id })}`,
});

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirect?: string) => `/login${qs({ redirect })}`,
  },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  repair: { path: '/repair', getHref: () => '/repair' },
  brand: { path: '/brand', getHref: () => '/brand' },
  notice: { path: '/notice', getHref: () => '/notice' },
  noticeDetail: byId('/notice/detail'),
  merchantJoin: { path: '/merchant-join', getHref: () => '/merchant-join' },
  websiteIntroduction: { path: '/website-introduction', getHref: () => '/website-introduction' },
  help: {
    path: '/help',
    getHref: (type?: string, index?: number) => `/help${qs({ type, index })}`,
  },
  orderList: {
    path: '/order/list',
    getHref: (type?: number, extra: Record<string, string | number> = {}) =>
      `/order/list${qs({ type, ...extra })}`,
  },
  commentPosting: { path: '/comment-posting/list', getHref: () => '/comment-posting/list' },
  userInfo: {
    path: '/user-info',
    /** tab: security | address | invoice-title | notifications (the personal centre's sections). */
    getHref: (tab?: 'security' | 'address' | 'invoice-title' | 'notifications') => `/user-info${qs({ tab })}`,
  },
  systemMessages: { path: '/system-messages', getHref: () => '/system-messages' },
  cart: { path: '/cart/list', getHref: () => '/cart/list' },
  browsingHistory: { path: '/browsing-history', getHref: () => '/browsing-history' },
  search: { path: '/search', getHref: (value: string) => `/search${qs({ value })}` },
  sceneCategory: {
    path: '/scene-category/first',
    getHref: (firstId: number | string, secondId?: number | string) =>
      `/scene-category/first${qs({ firstId, secondId })}`,
  },
  secondCate: {
    path: '/cate-menu/second-cate/:firstCategoryId',
    getHref: (firstCategoryId: number | string) => `/cate-menu/second-cate/${firstCategoryId}`,
  },
  threeCate: {
    path: '/cate-menu/three-cate/:parentId/:categoryId',
    getHref: (parentId: number | string, categoryId: number | string) =>
      `/cate-menu/three-cate/${parentId}/${categoryId}`,
  },
  shopScreen: {
    path: '/shop-screen/:firstId/:parentId/:categoryId',
    getHref: (firstId: number | string, parentId: number | string, categoryId: number | string) =>
      `/shop-screen/${firstId}/${parentId}/${categoryId}`,
  },
  goods: { path: '/goods/:id', getHref: (id: number | string) => `/goods/${id}` },
  /** A merchant's shop page: its products, search within the shop. */
  shop: { path: '/shop/:id', getHref: (id: number | string) => `/shop/${id}` },
  /**
   * Checkout: the cart's selected lines (cartIds=1,2) or a product's 立即购买 (skuId + quantity); see
   * docs/decisions (cart and checkout).
   */
  settlement: {
    path: '/settlement',
    getHref: (from: { cartIds?: number[]; skuId?: number; quantity?: number } = {}) =>
      `/settlement${qs({ cartIds: from.cartIds?.join(','), skuId: from.skuId, quantity: from.quantity })}`,
  },
  /** Order detail and payment pages (not in the specification). */
  orderDetail: {
    path: '/order/detail',
    getHref: (orderNo: string) => `/order/detail${qs({ orderNo })}`,
  },
  payment: { path: '/payment', getHref: (orderNo: string) => `/payment${qs({ orderNo })}` },
  unappliedInvoice: { path: '/unappliedInvoice/list', getHref: () => '/unappliedInvoice/list' },
  /** 红字确认单 over the buyer's 数电票 (the personal centre). */
  redForms: { path: '/red-forms', getHref: () => '/red-forms' },
  /** 发票夹: the buyer's issued 数电票 (the personal centre). */
  invoiceFolder: { path: '/invoice-folder', getHref: () => '/invoice-folder' },
  afs: { path: '/afs/list', getHref: () => '/afs/list' },
  /** Opened with router state `BiddingPublishState` to start from given lines (快速下单's unmatched lines). */
  productBiddingPublish: { path: '/product-bidding/publish', getHref: () => '/product-bidding/publish' },
  /** Quick order from a pasted or uploaded parts list (not in the specification). */
  quickOrder: { path: '/quick-order', getHref: () => '/quick-order' },
  /** Product comparison of up to four SKUs (not in the specification): /compare?ids=1,2,3. */
  compare: {
    path: '/compare',
    // Built by hand so the list reads ids=1,2,3 rather than ids=1%2C2%2C3 (numbers only, nothing to escape).
    getHref: (skuIds: readonly number[] = [], onlyDiff = false) => {
      const parts = [skuIds.length ? `ids=${skuIds.join(',')}` : '', onlyDiff ? 'diff=1' : ''].filter(
        Boolean,
      );
      return `/compare${parts.length ? `?${parts.join('&')}` : ''}`;
    },
  },
  /** Purchase lists (常购清单) in the personal centre, and one list. */
  purchaseLists: { path: '/purchase-lists', getHref: () => '/purchase-lists' },
  purchaseListDetail: byId('/purchase-lists/detail'),
  /** Formal quotations (报价单) in the personal centre, and one quotation. */
  quotations: { path: '/quotations', getHref: () => '/quotations' },
  quotationDetail: byId('/quotations/detail'),
  /** Back-in-stock alerts in the personal centre (not in the specification). */
  stockAlerts: { path: '/stock-alerts', getHref: () => '/stock-alerts' },
  /** My bidding requests and one request with its quotes (not in the specification). */
  biddingMine: { path: '/product-bidding/mine', getHref: () => '/product-bidding/mine' },
  biddingDetail: byId('/product-bidding/detail'),
  /** Company accounts (企业账户) inside the personal centre. */
  company: { path: '/company', getHref: () => '/company' },
  companyMembers: {
    path: '/company/members',
    getHref: (tab?: 'members' | 'invitations' | 'departments') => `/company/members${qs({ tab })}`,
  },
  companyApprovalRules: { path: '/company/approval-rules', getHref: () => '/company/approval-rules' },
  companyRequests: { path: '/company/requests', getHref: () => '/company/requests' },
  companyApprovals: { path: '/company/approvals', getHref: () => '/company/approvals' },
  companyRequestDetail: {
    path: '/company/requests/detail',
    /** from=todo: opened from 待我审批 (the menu and the way back follow it). */
    getHref: (requestNo: string, from?: 'todo') => `/company/requests/detail${qs({ requestNo, from })}`,
  },
  companyBudgets: { path: '/company/budgets', getHref: () => '/company/budgets' },
  companyOverview: { path: '/company/overview', getHref: () => '/company/overview' },
  companyCredit: { path: '/company/credit', getHref: () => '/company/credit' },
  companyShared: { path: '/company/shared', getHref: () => '/company/shared' },
  companyPunchout: { path: '/company/punchout', getHref: () => '/company/punchout' },
  companyOpenApps: { path: '/company/open-apps', getHref: () => '/company/open-apps' },
  companyNotifications: { path: '/company/notifications', getHref: () => '/company/notifications' },
  /** The page behind a message's 同意 / 驳回 link. */
  approvalLink: {
    path: '/approval-link/:token',
    getHref: (token: string) => `/approval-link/${encodeURIComponent(token)}`,
  },
} as const;

export type PathKey = keyof typeof paths;

/** Router state of the bidding publish page: a title and lines to start from. */
export type BiddingPublishState = {
  title?: string;
  lines?: { productName: string; brand?: string; spec: string; quantity: number; unit: string }[];
};
