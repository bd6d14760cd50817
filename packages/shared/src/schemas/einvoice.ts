import { z } from 'zod';
import { creditCodeInput } from './fields';
import { DB_INT_MAX } from './limits';
import { count, dbId, fen, isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of 数电票 (全面数字化电子发票), slice 1: the tax data operators keep.
 *
 * 税收分类编码 (19 digits) with its 简称 and rate; a category's code (its children inherit it), a product's own
 * code (overrides its category). The invoice line name is `*简称*商品名称`.
 *
 *   POST /api/admin/catalogue/tax-code/list          {keyword?}                      → TaxCode[]
 *   POST /api/admin/catalogue/tax-code/save          {code, name, shortName, rate}   → TaxCode
 *   POST /api/admin/catalogue/tax-code/category/list {}                              → CategoryTaxCode[]
 *   POST /api/admin/catalogue/tax-code/category/save {categoryId, code|null}         → null
 *   POST /api/admin/catalogue/tax-code/product/save  {productId, code|null}          → null
 *   POST /api/admin/catalogue/tax-code/sku-facts     {skuIds}                        → SkuTaxFacts[]
 *
 * Each seller's tax profile (the platform's 自营 entity in the console, a shop's own in the portal); the
 * provider's secrets are written, never read back (has… says whether one is kept):
 *
 *   GET  /api/admin/invoice/einvoice/profile   → SellerTaxProfile | null     POST … SellerTaxProfileBody → SellerTaxProfile
 *   GET  /api/portal/invoice/einvoice/profile  → SellerTaxProfile | null     POST … SellerTaxProfileBody → SellerTaxProfile
 */

/** 13 %, 9 %, 6 %, 0 % and 免税 (exempt: no tax, the invoice prints 免税). */
export const TAX_RATES = ['13', '9', '6', '0', 'exempt'] as const;
export type TaxRate = (typeof TAX_RATES)[number];
export const TAX_RATE_LABEL: Record<TaxRate, string> = {
  '13': '13%',
  '9': '9%',
  '6': '6%',
  '0': '0%',
  exempt: '免税',
};
/** The rate as a whole percent for arithmetic (免税 charges none). */
export const TAX_RATE_PERCENT: Record<TaxRate, number> = { '13': 13, '9': 9, '6': 6, '0': 0, exempt: 0 };

/** 数电专票 81, 数电普票 82 (the bureau's invoice type codes). */
export const EINVOICE_TYPES = { special: '81', normal: '82' } as const;
export type EinvoiceType = (typeof EINVOICE_TYPES)[keyof typeof EINVOICE_TYPES];

export const TAX_CODE_MSG = {
  CODE_FORMAT: '税收分类编码应为19位数字',
  SHORT_NAME: '商品和服务简称为1到20个字，不能含星号',
  NAME: '编码名称为1到100个字',
  RATE: '税率只能是13%、9%、6%、0%或免税',
  UNKNOWN_CODE: '税收分类编码不存在，请先在编码表中添加',
  CATEGORY_NOT_FOUND: '分类不存在',
  PRODUCT_NOT_FOUND: '商品不存在',
  MISSING: '未设置税收分类编码',
  SKU_NOT_FOUND: '商品规格不存在',
} as const;

export const taxCodeField = z
  .string({ error: TAX_CODE_MSG.CODE_FORMAT })
  .trim()
  .regex(/^\d{19}$/, TAX_CODE_MSG.CODE_FORMAT);

export const taxCode = z.object({
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  rate: z.enum(TAX_RATES),
  rateLabel: z.string(),
});
export type TaxCode = z.infer<typeof taxCode>;
export const taxCodeList = z.array(taxCode);

export const taxCodeListBody = z.object({ keyword: z.string().trim().max(50).optional() });
export const taxCodeSaveBody = z.object({
  code: taxCodeField,
  name: z.string({ error: TAX_CODE_MSG.NAME }).trim().min(1, TAX_CODE_MSG.NAME).max(100, TAX_CODE_MSG.NAME),
  shortName: z
    .string({ error: TAX_CODE_MSG.SHORT_NAME })
    .trim()
    .min(1, TAX_CODE_MSG.SHORT_NAME)
    .max(20, TAX_CODE_MSG.SHORT_NAME)
    .refine((s) => !s.includes('*'), TAX_CODE_MSG.SHORT_NAME),
  rate: z.enum(TAX_RATES, { error: TAX_CODE_MSG.RATE }),
});
export type TaxCodeSaveBody = z.infer<typeof taxCodeSaveBody>;

const idField = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(1, msg).max(DB_INT_MAX, msg);

export const categoryTaxCodeBody = z.object({
  categoryId: idField(TAX_CODE_MSG.CATEGORY_NOT_FOUND),
  code: taxCodeField.nullable(),
});
export const productTaxCodeBody = z.object({
  productId: idField(TAX_CODE_MSG.PRODUCT_NOT_FOUND),
  code: taxCodeField.nullable(),
});

export const categoryTaxCode = z.object({
  categoryId: dbId,
  parentId: dbId,
  level: z.number().int(),
  title: z.string(),
  /** The category's own code; null when it inherits. */
  code: z.string().nullable(),
  /** What applies: its own or the nearest ancestor's; null when none is set up the tree. */
  effective: taxCode.nullable(),
});
export type CategoryTaxCode = z.infer<typeof categoryTaxCode>;
export const categoryTaxCodeList = z.array(categoryTaxCode);

export const skuTaxFactsBody = z.object({
  skuIds: z.array(idField(TAX_CODE_MSG.SKU_NOT_FOUND)).min(1).max(200),
});
/** A SKU's tax facts: its code, 简称, rate and line name, or what is missing. */
export const skuTaxFacts = z.object({
  skuId: dbId,
  productId: dbId.nullable(),
  /** Where the code came from: the product, its category (or an ancestor), or nowhere. */
  source: z.enum(['product', 'category', 'none']),
  code: z.string().nullable(),
  shortName: z.string().nullable(),
  rate: z.enum(TAX_RATES).nullable(),
  /** `*简称*商品名称`, '' when the code is missing. */
  lineName: z.string(),
  /** Chinese text saying what to fix; null when complete. */
  missing: z.string().nullable(),
});
export type SkuTaxFacts = z.infer<typeof skuTaxFacts>;
export const skuTaxFactsList = z.array(skuTaxFacts);

/** The invoice line name the bureau expects: `*简称*商品名称`. */
export function invoiceLineName(shortName: string, goodsName: string): string {
  return `*${shortName}*${goodsName}`;
}

/** The 数电票 providers a seller may use: the sandbox (outside production) or 诺诺开放平台. */
export const EINVOICE_PROVIDERS = ['sandbox', 'nuonuo'] as const;
export type EinvoiceProviderName = (typeof EINVOICE_PROVIDERS)[number];

export const SELLER_TAX_MSG = {
  NAME: '请填写销售方名称（1到100个字）',
  ADDRESS: '请填写地址（1到200个字）',
  PHONE: '请填写电话（1到30个字）',
  BANK: '请填写开户银行（1到100个字）',
  ACCOUNT: '银行账号为6到40位数字',
  DRAWER: '请填写开票人（1到20个字）',
  PROVIDER: '开票服务只能是沙箱或诺诺',
  NUONUO_KEYS: '使用诺诺开票须填写 appKey、appSecret 和 accessToken',
  SECRETS_KEY: '服务器未配置 SECRETS_KEY，不能保存开票服务密钥',
} as const;

const text = (msg: string, max: number) => z.string({ error: msg }).trim().min(1, msg).max(max, msg);
/** A secret as typed: '' or left out keeps the one kept. */
const secretInput = z.string().trim().max(200, '密钥过长').optional();

export const sellerTaxProfileBody = z.object({
  /** 纳税人识别号: the 统一社会信用代码. */
  taxpayerId: creditCodeInput,
  name: text(SELLER_TAX_MSG.NAME, 100),
  address: text(SELLER_TAX_MSG.ADDRESS, 200),
  phone: text(SELLER_TAX_MSG.PHONE, 30),
  bankName: text(SELLER_TAX_MSG.BANK, 100),
  bankAccount: z
    .string({ error: SELLER_TAX_MSG.ACCOUNT })
    .trim()
    .regex(/^\d{6,40}$/, SELLER_TAX_MSG.ACCOUNT),
  drawer: text(SELLER_TAX_MSG.DRAWER, 20),
  provider: z.enum(EINVOICE_PROVIDERS, { error: SELLER_TAX_MSG.PROVIDER }),
  appKey: z.string().trim().max(64, 'appKey 过长').default(''),
  appSecret: secretInput,
  accessToken: secretInput,
});
export type SellerTaxProfileBody = z.infer<typeof sellerTaxProfileBody>;

export const sellerTaxProfile = z.object({
  /** 0 the platform (自营), else the shop's merchant id. */
  merchantId: dbId,
  taxpayerId: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  drawer: z.string(),
  provider: z.enum(EINVOICE_PROVIDERS),
  appKey: z.string(),
  hasAppSecret: z.boolean(),
  hasAccessToken: z.boolean(),
  updatedAt: isoTime,
});
export type SellerTaxProfile = z.infer<typeof sellerTaxProfile>;

/*
 * Issuing a blue 数电票 for an existing invoice application (beside the paper-era 开票 flow, which stays as it
 * is): the console asks, a job sends it to the seller's provider with a unique serial (流水号) and settles it.
 *
 *   POST /api/admin/invoice/einvoice/issue       {invoiceId}   → EinvoiceIssue
 *   POST /api/admin/invoice/einvoice/issue/list  {status?}     → EinvoiceIssue[]  (stuck ones show their last answer)
 */
export const EINVOICE_ISSUE_STATUSES = ['queued', 'held', 'issuing', 'issued', 'failed'] as const;
export type EinvoiceIssueStatus = (typeof EINVOICE_ISSUE_STATUSES)[number];
export const EINVOICE_ISSUE_STATUS_LABEL: Record<EinvoiceIssueStatus, string> = {
  queued: '待发送',
  held: '额度不足暂缓',
  issuing: '开具中',
  issued: '已开具',
  failed: '开具失败',
};

export const EINVOICE_MSG = {
  VOID_BY_RED_FORM: '该发票为数电票，请通过红字确认单冲红，不能直接作废',
  INVOICE_NOT_FOUND: '发票申请不存在',
  CLOSED: '该发票申请已驳回或作废，不能开具数电票',
  ISSUED: '该发票申请已开具，不能再开具数电票',
  NO_PROFILE: '销售方尚未填写开票信息（纳税人识别号、开户行及账号、开票人），请先完善',
  NO_TAX_NO: '数电专票须有购买方纳税人识别号，请先在发票抬头中填写',
  MISSING_CODES: '以下商品未设置税收分类编码，不能开具：',
  ADJUSTED: '该申请含退款或运费，数电票暂只开具按商品原价结算的订单',
  ALREADY: '该发票申请已在开具或已开具数电票',
} as const;

export const einvoiceIssueBody = z.object({
  invoiceId: idField(EINVOICE_MSG.INVOICE_NOT_FOUND),
});
export const einvoiceIssueListBody = z.object({ status: z.enum(EINVOICE_ISSUE_STATUSES).optional() });

export const einvoiceIssue = z.object({
  id: dbId,
  invoiceId: dbId,
  merchantId: dbId,
  /** The request serial (流水号): retries reuse it, so nothing is issued twice. */
  serial: z.string(),
  provider: z.string(),
  type: z.enum([EINVOICE_TYPES.special, EINVOICE_TYPES.normal]),
  status: z.enum(EINVOICE_ISSUE_STATUSES),
  statusLabel: z.string(),
  /** The 20-digit 发票号码 once issued. */
  number: z.string().nullable(),
  totalFen: fen,
  /** SHA-256 of the XML as received (hex). */
  xmlSha256: z.string(),
  /** The provider's last answer, for a request that is stuck or failed. */
  lastAnswer: z.string(),
  attempts: count,
  createdAt: isoTime,
  issuedAt: isoTimeOrNull,
});
export type EinvoiceIssue = z.infer<typeof einvoiceIssue>;
export const einvoiceIssueList = z.array(einvoiceIssue);
