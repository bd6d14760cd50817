/**
 * Codes, messages and limits the clients need on every page (the shell's request layer, the login form,
 * locale texts), kept apart from the zod schemas of their topics: a module is bundled whole, so a message
 * defined beside a schema would bring the schema — and zod — into the storefront's first download. Each
 * topic module re-exports its own (`COMPANY_MSG` is still imported from '@mall/shared').
 */

/** Body codes of company refusals the web acts on. */
export const COMPANY_CODE = {
  /** A sub-account still on its initial password (403 on every call but the password change). */
  MUST_CHANGE_PASSWORD: 1301,
  /** The checkout falls under an approval rule: submit a purchase request instead (409). */
  NEEDS_APPROVAL: 1302,
  /** The order would exceed a budget (409, the message names what remains). */
  BUDGET_EXCEEDED: 1303,
} as const;

/** Messages a caller may see (shared so the web can match on them where it must). */
export const COMPANY_MSG = {
  MUST_CHANGE_PASSWORD: '首次登录请先修改初始密码',
  NEEDS_APPROVAL: '该订单需要审批，请提交采购申请',
  PO_REQUIRED: '请填写采购单号',
} as const;

/** Mainland China mobile number. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

/** Messages of the login form and the account forms (ours). */
export const AUTH_MSG = {
  USERNAME_REQUIRED: '请输入用户名!',
  PASSWORD_REQUIRED: '请输入登录密码!',
  MOBILE_REQUIRED: '请输入手机号!',
  CODE_REQUIRED: '请输入验证码!',
  MOBILE_INVALID: '请输入正确的手机号',
  CODE_INVALID: '请输入 6 位数字验证码',
  USERNAME_INVALID: '用户名为 4-20 位字母、数字或下划线，且以字母开头',
  PASSWORD_LENGTH: '密码长度为 8-20 位',
  PASSWORD_CLASSES: '密码需包含字母、数字、符号中的至少两种',
  PASSWORD_SPACE: '密码不能包含空格',
  PASSWORD_SAME_AS_USERNAME: '密码不能与用户名相同',
  PASSWORD_MISMATCH: '两次输入的密码不一致',
  COMPANY_REQUIRED: '请输入公司名称',
  AGREEMENT_REQUIRED: '请阅读并同意《用户协议》',
  CAPTCHA_REQUIRED: '请先完成安全验证',
  CAPTCHA_FAILED: '业务验证不通过！',
} as const;

/** Body codes of account failures, so a form can show the reason under the right field. */
export const AUTH_CODE = {
  /** Unknown username or mobile (field username / mobile). */
  USER_NOT_FOUND: 1001,
  /** Wrong password (field password). */
  WRONG_PASSWORD: 1002,
  /** Account locked after too many wrong passwords (field password). */
  LOCKED: 1003,
  /** SMS code wrong, used or expired (field code). */
  WRONG_CODE: 1004,
  /** No captcha pass for this username / mobile. */
  CAPTCHA_REQUIRED: 1005,
  /** Account disabled by an operator. */
  DISABLED: 1006,
  /** Username already taken (field username). */
  USERNAME_TAKEN: 1007,
  /** Mobile already registered (field mobile). */
  MOBILE_TAKEN: 1008,
  /** Too many requests (SMS limits, per-IP limits). */
  TOO_MANY: 429,
} as const;

export const COMPARE_MAX = 4;

export const QUICK_ORDER_MAX_LINES = 500;

export const CART_LINE_LIMIT = 200;
/** Largest quantity of one cart line (also of a purchase list or quick order line). */
export const CART_MAX_QUANTITY = 999_999;

export const PURCHASE_LIST_LIMITS = {
  /** Lists one buyer may own (shared ones included). */
  LISTS_PER_OWNER: 50,
  /** Lines of one list: the cart's own limit, so a whole list always fits an empty cart. */
  LINES_PER_LIST: CART_LINE_LIMIT,
  NAME_MAX: 30,
  REMARK_MAX: 100,
  FILE_MAX_BYTES: 2 * 1024 * 1024,
} as const;

/**
 * Help centre articles, one per footer entry, in footer order. `type` is the `type` query of
 * /help?type={key}&index={n}: 1-x 购物指南, 2-1 支付方式 (the spec maps payment topics to 2-1),
 * 3-x 配送政策, 4-x 关于我们, 5-x 其他.
 */
export const HELP_ARTICLES_INDEX = [
  {
    title: '购物指南',
    items: [
      { type: '1-1', title: '购物流程' },
      { type: '1-2', title: '商品搜索' },
    ],
  },
  {
    title: '配送政策',
    items: [
      { type: '3-1', title: '配送须知' },
      { type: '3-2', title: '验货与签收' },
      { type: '3-3', title: '退款说明' },
    ],
  },
  {
    title: '支付方式',
    items: [{ type: '2-1', title: '货到付款' }],
  },
  {
    title: '关于我们',
    items: [
      { type: '4-1', title: '公司介绍' },
      { type: '4-2', title: '隐私政策' },
      { type: '4-3', title: '用户协议' },
    ],
  },
  {
    title: '其他',
    items: [
      { type: '5-1', title: '注册问题' },
      { type: '5-2', title: '发票说明' },
      { type: '5-3', title: '常见问题' },
    ],
  },
] as const;
