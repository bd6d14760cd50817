import { z } from 'zod';
import { dbId, isoTime, isoTimeOrNull } from './scalars';

/**
 * The open platform (开放平台): programs of a company (its ERP, its 电商化采购 platform) and of a shop call
 * `/open/v1/...` with a token from `POST /oauth2/token` (OAuth 2.0 client credentials). Apps are registered
 * by the company's 管理员 (企业采购 → 开放接口) and by a shop's administrator; operators can suspend them.
 */

/** What a company's app may do, each a scope of its token. */
export const OPEN_BUYER_SCOPES = [
  'products',
  'prices',
  'stock',
  'orders',
  'invoices',
  'statements',
  'messages',
] as const;
export type OpenBuyerScope = (typeof OPEN_BUYER_SCOPES)[number];

/**
 * What a shop's app may do (`messages`: hear of the shop's orders, after-sales, products and statements;
 * `settlements`: read and confirm the shop's 结算单).
 */
export const OPEN_MERCHANT_SCOPES = [
  'products',
  'stock',
  'orders',
  'shipping',
  'afs',
  'messages',
  'settlements',
] as const;
export type OpenMerchantScope = (typeof OPEN_MERCHANT_SCOPES)[number];

export type OpenScope = OpenBuyerScope | OpenMerchantScope;

export const OPEN_SCOPE_LABELS: Record<OpenScope, string> = {
  products: '商品',
  prices: '价格',
  stock: '库存',
  orders: '订单',
  invoices: '发票',
  statements: '对账单',
  messages: '消息',
  shipping: '发货',
  afs: '售后',
  settlements: '结算单',
};

/**
 * The stable error codes of `/open/v1` answers (the `code` of the `{code,msg,data}` envelope); the HTTP status
 * is the code's first three digits. Listed in docs/integration-open-platform.md.
 */
export const OPEN_CODE = {
  BAD_REQUEST: 40001,
  BATCH_TOO_LARGE: 40002,
  TOKEN_MISSING: 40101,
  TOKEN_INVALID: 40102,
  SCOPE_MISSING: 40301,
  IP_REFUSED: 40302,
  APP_SUSPENDED: 40303,
  NOT_FOUND: 40401,
  CONFLICT: 40901,
  RATE_LIMITED: 42901,
  SERVER: 50001,
  UNAVAILABLE: 50301,
} as const;

export const OPEN_MSG = {
  TOKEN_MISSING: '缺少访问令牌（Authorization: Bearer …）',
  TOKEN_INVALID: '访问令牌无效或已过期，请重新获取',
  SCOPE_MISSING: (scope: OpenScope) => `应用未获得「${OPEN_SCOPE_LABELS[scope]}」权限`,
  IP_REFUSED: '调用来源 IP 不在应用的白名单内',
  APP_SUSPENDED: '应用已停用',
  AGENT_GONE: '应用的代理账号已不是企业的在职成员，请管理员重新设置',
  BATCH_TOO_LARGE: (max: number) => `一次最多查询 ${max} 个商品编号`,
  SKU_NOT_FOUND: '商品不存在或不在贵公司的采购商品池内',
  AREA: '请填写正确的省份编码（如 330000）',
  CURSOR: '游标不正确，请使用上一页返回的 nextCursor',
  RATE_LIMITED: '调用过于频繁，请稍后再试',
  APP_NOT_FOUND: '应用不存在',
  APP_LIMIT: (max: number) => `最多创建 ${max} 个应用`,
} as const;

/** The company's 管理员 registers or changes an app. */
export const openAppInput = z.object({
  name: z.string().trim().min(1, '请填写应用名称').max(30, '应用名称最多 30 个字'),
  scopes: z
    .array(z.enum(OPEN_BUYER_SCOPES, { error: '权限不正确' }))
    .min(1, '请至少选择一项权限')
    .max(OPEN_BUYER_SCOPES.length),
  /** Addresses or CIDR ranges the app may call from; empty: any. */
  ipAllowList: z
    .array(
      z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
        error: 'IP 白名单格式不正确（如 203.0.113.5 或 203.0.113.0/24）',
      }),
    )
    .max(20, 'IP 白名单最多 20 条'),
  mode: z.enum(['sandbox', 'live'], { error: '请选择沙箱或正式' }),
});
export type OpenAppInput = z.infer<typeof openAppInput>;

export const openApp = z.object({
  id: dbId,
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.string()),
  ipAllowList: z.array(z.string()),
  mode: z.enum(['sandbox', 'live']),
  /** active, or suspended by an operator. */
  status: z.enum(['active', 'suspended']),
  /** The member whose company role, prices and pool the app acts with (who registered it). */
  agentUsername: z.string(),
  createdAt: isoTime,
  secretRotatedAt: isoTime,
  /** Until when the secret before the last rotation still works; null when none does. */
  previousSecretUntil: isoTimeOrNull,
  lastUsedAt: isoTimeOrNull,
});
export type OpenApp = z.infer<typeof openApp>;

/** Answered once, on creation and on rotation: the secret is stored hashed and never shown again. */
export const openAppWithSecret = z.object({ app: openApp, clientSecret: z.string() });
export type OpenAppWithSecret = z.infer<typeof openAppWithSecret>;

/** Rotation: how long the old secret keeps working (hours, 0 = at once). */
export const openAppRotateBody = z.object({
  graceHours: z.number().int().min(0, '宽限期不能为负数').max(168, '宽限期最多 168 小时').default(24),
});

/** `POST /oauth2/token` answers (RFC 6749 §5.1). */
export const oauthToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
