/** Domain constants fixed by the specification (order statuses, date ranges, limits). */

/** Body code of a successful call. */
export const CODE_OK = 200;
/** Body code the server answers with while the platform is under maintenance. */
export const CODE_MAINTENANCE = 3110;

export const ORDER_STATUS = {
  ALL: -1,
  PENDING_ACCEPTANCE: 1,
  PENDING_SHIPMENT: 2,
  PENDING_RECEIPT: 4,
  COMPLETED: 5,
  CANCELLED: 7,
} as const;
export type OrderStatus = Exclude<(typeof ORDER_STATUS)[keyof typeof ORDER_STATUS], -1>;

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  1: '待接单',
  2: '待发货',
  4: '待收货',
  5: '已完成',
  7: '已取消',
};

/** Refund status codes; the label of 1 is ours (product.md). */
export const REFUND_STATUS = { PENDING_REVIEW: 1, REFUNDING: 2, REFUNDED: 3 } as const;
export const REFUND_STATUS_LABEL: Record<1 | 2 | 3, string> = { 1: '待审核', 2: '退款中', 3: '已退款' };

/** 1–4 are the spec's; 5 账期支付 is ours (company credit, docs/decisions/2026-11-25-credit-terms.md). */
export const PAY_METHOD = { ALIPAY: 1, WECHAT: 2, UNIONPAY: 3, OFFLINE: 4, CREDIT: 5 } as const;
export const PAY_METHOD_LABEL: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '支付宝',
  2: '微信',
  3: '银联',
  4: '线下/对公转账',
  5: '账期支付',
};

export const INVOICE_TYPE = {
  PLAIN_ELECTRONIC: 1,
  SPECIAL_ELECTRONIC: 2,
  PLAIN_PAPER: 3,
  SPECIAL_PAPER: 4,
} as const;
export const INVOICE_TYPE_LABEL: Record<1 | 2 | 3 | 4, string> = {
  1: '增值税电子普通发票',
  2: '增值税电子专用发票',
  3: '增值税纸质普通发票',
  4: '增值税纸质专用发票',
};
/** Only the two special VAT invoice types may be chosen by a buyer. */
export const CHOOSABLE_INVOICE_TYPES = [INVOICE_TYPE.SPECIAL_ELECTRONIC, INVOICE_TYPE.SPECIAL_PAPER] as const;
export const INVOICE_KIND = { PLAIN: 10, SPECIAL: 20 } as const;

export const DATE_RANGE = { LAST_THREE_DAYS: '01', LAST_WEEK: '02', LAST_YEAR: '03' } as const;
export const DATE_RANGE_LABEL: Record<'01' | '02' | '03', string> = {
  '01': '近三天',
  '02': '近一周',
  '03': '近一年',
};

export const SMS_PURPOSES = [
  'SMS_LOGIN',
  'WEB_RESET_PWD',
  'WEB_REGISTER',
  'WEB_UPDATE_PWD',
  'WEB_VERIFY_OLD_PHONE',
  'WEB_VERIFY_NEW_PHONE',
  /** 商家入驻: proves the applicant's mobile (its owner may or may not hold a buyer account). */
  'MERCHANT_JOIN',
] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const YES = 1;
export const NO = 0;

export const COOKIE = {
  LOGIN_INFO: 'loginInfo',
  AREA_HOME_ID_LIST: 'areaHomeIdList',
  SALES_AREA_CODE: 'salesAreaCode',
  NOTICE: 'Notice',
  IS_NEW: 'isNew',
} as const;

export const DEFAULT_AREA_ID = '0000';
export const DEFAULT_AREA_TITLE = '全国';

export const LIMITS = {
  REQUEST_TIMEOUT_MS: 3000,
  CAROUSEL_AUTOPLAY_MS: 2000,
  SMS_COUNTDOWN_S: 60,
  FIXED_HEADER_SCROLL_PX: 300,
  SUGGEST_DEBOUNCE_MS: 300,
  TOOLTIP_MAX_WIDTH: 250,
  TOAST_MS: 1000,
  FLOOR_CATEGORY_NAMES: 8,
  FLOOR_TABS: 5,
  FLOOR_PRODUCTS: 8,
  SCENE_CARD_TOP: 30,
  QUERY_CACHE_MS: 300_000,
  QUERY_FOCUS_REFRESH_MS: 5000,
  QUERY_RETRY_MAX_DELAY_MS: 30_000,
  KEYWORD_MAX_LENGTH: 100,
} as const;

/** Scene banners of the home page: fixed (firstId, secondId) pairs in display order. */
export const SCENE_BANNERS = [
  { firstId: 5, secondId: 10 },
  { firstId: 4, secondId: 9 },
  { firstId: 3, secondId: 8 },
  { firstId: 2, secondId: 7 },
  { firstId: 1, secondId: 6 },
] as const;

/** The five home floors, each a level-one category, in display order. */
export const HOME_FLOOR_NAMES = ['办公用品', '给排水', '电工电气', '安全防护', '工具耗材'] as const;

export const SLOGANS = ['一站式采购', '品质服务', '品牌甄选', '阳光采购'] as const;
