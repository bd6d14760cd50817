import { z } from 'zod';
import { pageOf } from '../envelope';
import { coded, labelledId as idInput, portalPaging } from './fields';
import { mobileSchema } from './auth';
import { adminProductListBody, adminProductSaveBody } from './admin-product';
import { count, dbId, isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of merchant shops (店铺) and the merchant portal (商家后台).
 *
 * Approving an application (POST /api/admin/merchant/review, approve: true) opens the shop and its first
 * 店铺管理员 account (username = the applicant's mobile, no password yet); the mobile receives a set-up code.
 *
 * Portal (/api/portal, token of kind 'merchant', every call scoped to the caller's shop):
 *   POST auth/setup    {mobile, code, password}      → LoginInfo (sets the password, signs in)
 *   POST auth/login    {username, password}          → LoginInfo (captcha pass for the username first)
 *   POST auth/refresh  {refreshToken}                → LoginInfo
 *   POST auth/logout                                  → null
 *   GET  auth/me                                      → PortalMe (staff and shop)
 *   GET  shop                                         → Shop                       (店铺管理员)
 *   POST shop/update   {logo, intro}                 → Shop                       (店铺管理员)
 *   POST staff/list                                   → MerchantStaff[]            (店铺管理员)
 *   POST staff/save    StaffSaveBody                 → MerchantStaff              (店铺管理员)
 *   POST staff/status  {id, enabled}                 → MerchantStaff              (店铺管理员)
 *   POST catalogue/product/list  PortalProductListBody         → Page<AdminProductListItem> (店铺管理员, 商品)
 *   POST catalogue/product/detail {id}                         → AdminProduct
 *   POST catalogue/product/save  AdminProductSaveBody          → AdminProduct (back to 草稿, off shelf)
 *   POST catalogue/product/submit {id}                         → AdminProduct (待审核)
 *   POST catalogue/product/shelf {ids, onShelf}                → {updated} (approved products only)
 *   POST catalogue/category/tree                       → AdminCategoryNode[] (granted level-one subtrees)
 *   POST catalogue/brand/list AdminBrandListBody       → Page<AdminBrand> (granted brands)
 *   POST catalogue/upload multipart `file`             → UploadResult (product images)
 * Operators (/api/admin/shop, area merchants; product review in the catalogue area):
 *   POST /api/admin/shop/list     {keyword?, status?, pageNum, pageSize} → Page<Shop>
 *   POST /api/admin/shop/detail   {id}                                   → Shop
 *   POST /api/admin/shop/update   ShopGrantBody                          → Shop
 *   POST /api/admin/shop/suspend  {id, suspend, reason?}                 → Shop
 *   POST /api/admin/catalogue/product/review {id, approve, reason?}      → AdminProduct
 */

export const PLATFORM_SELLER_ID = 0;
export const PLATFORM_SELLER_NAME = '工业品商城自营';

export const SHOP_STATUS = { OPEN: 1, SUSPENDED: 2 } as const;
export const SHOP_STATUS_LABEL: Record<number, string> = { 1: '营业中', 2: '已停用' };

export const MERCHANT_ROLES = ['店铺管理员', '商品', '订单/售后', '财务'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];

/** Which staff roles may use each area of the portal. */
export const PORTAL_AREAS = {
  dashboard: ['店铺管理员', '商品', '订单/售后', '财务'],
  shop: ['店铺管理员'],
  staff: ['店铺管理员'],
  products: ['店铺管理员', '商品'],
  orders: ['店铺管理员', '订单/售后'],
  finance: ['店铺管理员', '财务'],
  /** 竞价报价: invited requests and the shop's quotes. */
  bidding: ['店铺管理员', '商品'],
} as const satisfies Record<string, readonly MerchantRole[]>;
export type PortalArea = keyof typeof PORTAL_AREAS;

/** Product review: 0 草稿 (never submitted or edited since), 1 待审核, 2 已通过, 3 已驳回. */
export const PRODUCT_REVIEW = { DRAFT: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const PRODUCT_REVIEW_LABEL: Record<number, string> = {
  0: '草稿',
  1: '待审核',
  2: '已通过',
  3: '已驳回',
};

export const SHOP_MSG = {
  SUSPENDED: '店铺已被平台停用，商家后台暂不可用，请联系平台招商经理',
  STAFF_DISABLED: '账号已被店铺管理员停用',
  ROLE: '当前角色没有此操作的权限',
  NOT_MERCHANT: '请使用商家账号登录商家后台',
  STORE_NOT_FOUND: '店铺不存在或已停业',
} as const;

/** Basis points (1/100 of a percent): 500 = 5 %. */
export const commissionRate = z.object({
  categoryId: idInput('类目'),
  rateBp: z.coerce
    .number({ error: '佣金比例不正确' })
    .int('佣金比例不正确')
    .min(0, '佣金比例不能小于 0')
    .max(5000, '佣金比例不能超过 50%'),
});
export type CommissionRate = z.infer<typeof commissionRate>;

export const shop = z.object({
  id: dbId,
  name: z.string(),
  logo: z.string(),
  intro: z.string(),
  /** 退货地址 (recipient, phone, address on one line); '' until the shop sets it. */
  returnAddress: z.string(),
  ...coded('status'),
  suspendReason: z.string(),
  applicationId: dbId,
  mobile: z.string(),
  /** Level-one categories it may sell in, with names. */
  categories: z.array(z.object({ id: dbId, title: z.string() })),
  brands: z.array(z.object({ id: dbId, name: z.string() })),
  commissionRates: z.array(z.object({ categoryId: dbId, rateBp: z.number().int() })),
  productCount: count,
  createdAt: isoTime,
});
export type Shop = z.infer<typeof shop>;
export const shopPage = pageOf(shop);
export type ShopPage = z.infer<typeof shopPage>;

/** What operators grant: categories (level one), brands and commission per granted category. */
export const shopGrantFields = z.object({
  categoryIds: z.array(idInput('类目')).max(50, '类目最多 50 个').optional(),
  brandIds: z.array(idInput('品牌')).max(200, '品牌最多 200 个').optional(),
  commissionRates: z.array(commissionRate).max(50).optional(),
});
export const shopGrantBody = shopGrantFields.extend({
  id: idInput('店铺编号'),
  name: z.string().trim().min(2, '店铺名称至少 2 个字').max(30, '店铺名称不能超过 30 个字').optional(),
});
export type ShopGrantBody = z.input<typeof shopGrantBody>;

export const adminShopListBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  ...portalPaging,
});
export const shopIdBody = z.object({ id: idInput('店铺编号') });
export const shopSuspendBody = z
  .object({
    id: idInput('店铺编号'),
    suspend: z.boolean({ error: '请选择停用或恢复' }),
    reason: z.string().trim().max(200, '停用原因不能超过 200 个字').optional().default(''),
  })
  .refine((b) => !b.suspend || b.reason.length > 0, { message: '请填写停用原因', path: ['reason'] });

export const shopSettingsBody = z.object({
  logo: z
    .string()
    .regex(/^(\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp))?$/, '店铺标志图片不正确')
    .default(''),
  intro: z.string().trim().max(500, '店铺简介不能超过 500 个字').default(''),
  /** Left out: unchanged. */
  returnAddress: z
    .string()
    .trim()
    .max(200, '退货地址不能超过 200 个字')
    .refine((v) => v === '' || v.length >= 10, '请填写完整的退货地址（收件人、电话、详细地址）')
    .optional(),
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

export const merchantStaff = z.object({
  id: dbId,
  username: z.string(),
  name: z.string(),
  mobile: z.string(),
  role: z.enum(MERCHANT_ROLES),
  enabled: z.boolean(),
  /** False until the set-up code was used (first administrator) or for a staff account before first sign-in. */
  activated: z.boolean(),
  lastLoginAt: isoTimeOrNull,
});
export type MerchantStaff = z.infer<typeof merchantStaff>;

const password = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少 8 位')
  .max(32, '密码不能超过 32 位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码须同时包含字母和数字');

export const staffSaveBody = z.object({
  id: idInput('账号编号').optional(),
  username: z
    .string({ error: '请输入登录名' })
    .trim()
    .regex(/^[A-Za-z0-9_]{4,32}$/, '登录名为 4–32 位字母、数字或下划线'),
  name: z.string().trim().min(1, '请输入姓名').max(20, '姓名不能超过 20 个字'),
  mobile: mobileSchema,
  role: z.enum(MERCHANT_ROLES, { error: '请选择角色' }),
  /** Required when creating; optional on edit (resets it). */
  password: password.optional(),
});
export type StaffSaveBody = z.input<typeof staffSaveBody>;
export const staffStatusBody = z.object({ id: idInput('账号编号'), enabled: z.boolean() });
export const staffIdBody = z.object({ id: idInput('账号编号') });

export const portalSetupBody = z.object({
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '开通码为 6 位数字'),
  password,
});
export const portalLoginBody = z.object({
  username: z.string({ error: '请输入登录名' }).trim().min(1, '请输入登录名').max(64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128),
});

export const portalMe = z.object({
  staff: merchantStaff,
  shop: z.object({ id: dbId, name: z.string(), logo: z.string(), status: z.number().int() }),
});
export type PortalMe = z.infer<typeof portalMe>;

/** The console's filters without the seller (always the caller's shop). */
export const portalProductListBody = adminProductListBody.omit({ sellerId: true });
export const portalProductSaveBody = adminProductSaveBody;
export const productReviewBody = z
  .object({
    id: idInput('商品编号'),
    approve: z.boolean({ error: '请选择审核结果' }),
    reason: z.string().trim().max(200, '驳回原因不能超过 200 个字').optional().default(''),
  })
  .refine((b) => b.approve || b.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });

export const portalDashboard = z.object({
  shop: z.object({ id: dbId, name: z.string(), statusLabel: z.string() }),
  products: count,
  onShelf: count,
  pendingReview: count,
  rejected: count,
  drafts: count,
});
export type PortalDashboard = z.infer<typeof portalDashboard>;
