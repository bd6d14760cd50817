import { z } from 'zod';
import { pageOf } from '../envelope';
import { companyRef, DAY_PATTERN, listPaging, promptedText, yuanInput } from './fields';
import { DB_INT_MAX } from './limits';
import { priceTier } from './price-mark';
import { chinaDate, dbId, yuan } from './scalars';

/*
 * Console wire contract of agreement prices (协议价), tiered prices (阶梯价) and product pools (商品池).
 *   POST /api/admin/pricing/agreement/list   {companyId?, keyword?, state?, pageNum, pageSize} → Page<AdminAgreementPrice>
 *   POST /api/admin/pricing/agreement/save   {companyId, skuCode, price, startsOn, endsOn}   → AdminAgreementPrice
 *   POST /api/admin/pricing/agreement/delete {ids}
 *   GET  /api/admin/pricing/agreement/export?companyId=   (.xlsx, the import's columns)
 *   GET  /api/admin/pricing/agreement/template            (.xlsx)
 *   POST /api/admin/pricing/agreement/import (multipart file; all-or-nothing, 400 with the row report)
 *   POST /api/admin/pricing/tiers/get  {skuCode} · /tiers/save {skuCode, tiers}
 * Prices are yuan strings incl. VAT; dates YYYY-MM-DD (China), the window inclusive.
 */

const id = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int()
    .min(1, `${label}不正确`)
    .max(DB_INT_MAX, `${label}不正确`);
const dateField = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .regex(DAY_PATTERN, `${label}格式应为 YYYY-MM-DD`);
const skuCode = promptedText('请填写 SKU 编码', 64, 'SKU 编码过长');

export const AGREEMENT_STATES = ['生效中', '未生效', '已过期'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const adminAgreementListBody = z.object({
  companyId: id('企业').optional(),
  keyword: z.string().trim().max(64, '关键词过长').optional(),
  state: z.enum(AGREEMENT_STATES, { error: '状态不正确' }).optional(),
  ...listPaging(100, 20),
});
export type AdminAgreementListBody = z.input<typeof adminAgreementListBody>;

/** The SKU a price is set for: its id and the code operators type. */
const pricedSku = { skuId: z.number().int(), skuCode: z.string() };

export const adminAgreementPrice = z.object({
  id: dbId,
  ...companyRef,
  ...pricedSku,
  productId: dbId,
  title: z.string(),
  /** Spec values joined with " / ". */
  spec: z.string(),
  listPrice: yuan,
  price: yuan,
  startsOn: chinaDate,
  endsOn: chinaDate,
  state: z.enum(AGREEMENT_STATES),
});
export type AdminAgreementPrice = z.infer<typeof adminAgreementPrice>;
export const adminAgreementPage = pageOf(adminAgreementPrice);
export type AdminAgreementPage = z.infer<typeof adminAgreementPage>;

const windowOk = (b: { startsOn: string; endsOn: string }) => b.startsOn <= b.endsOn;
export const adminAgreementSaveBody = z
  .object({
    companyId: id('企业'),
    skuCode,
    price: yuanInput('协议价').refine((v) => Number(v) > 0, '协议价必须大于 0'),
    startsOn: dateField('生效日期'),
    endsOn: dateField('失效日期'),
  })
  .refine(windowOk, { message: '失效日期不能早于生效日期', path: ['endsOn'] });
export type AdminAgreementSaveBody = z.input<typeof adminAgreementSaveBody>;

export const adminAgreementDeleteBody = z.object({
  ids: z.array(id('协议价')).min(1, '请选择要删除的协议价').max(500, '一次最多删除 500 条'),
});
export const adminAgreementExportQuery = z.object({ companyId: id('企业').optional() });

/** Columns of the agreement price sheet; the last three are for reading and ignored by the import. */
export const AGREEMENT_SHEET_COLUMNS = [
  '企业',
  'SKU编码',
  '协议价',
  '生效日期',
  '失效日期',
  '商品名称',
  '规格',
  '列表价',
] as const;
export type AgreementSheetColumn = (typeof AGREEMENT_SHEET_COLUMNS)[number];
export const AGREEMENT_SHEET_OPTIONAL_COLUMNS: readonly AgreementSheetColumn[] = [
  '商品名称',
  '规格',
  '列表价',
];
export const AGREEMENT_SHEET_HELP: Record<AgreementSheetColumn, string> = {
  企业: '必填：企业名称、统一社会信用代码或企业编号（已认证的企业）',
  SKU编码: '必填：商品 SKU 编码',
  协议价: '必填：含税单价（元，最多两位小数，大于 0）',
  生效日期: '必填：YYYY-MM-DD',
  失效日期: '必填：YYYY-MM-DD，不早于生效日期（当天仍有效）',
  商品名称: '导出时填写，导入时忽略',
  规格: '导出时填写，导入时忽略',
  列表价: '导出时填写，导入时忽略',
};
export const AGREEMENT_IMPORT_LIMITS = { MAX_ROWS: 20_000, MAX_BYTES: 5 * 1024 * 1024 } as const;
export const agreementImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.number().int(),
});
export type AgreementImportResult = z.infer<typeof agreementImportResult>;

export const adminTierGetBody = z.object({ skuCode });
export const adminTierSaveBody = z.object({
  skuCode,
  tiers: z
    .array(
      z.object({
        minQuantity: z.coerce
          .number({ error: '请填写起购数量' })
          .int('起购数量必须是整数')
          .min(2, '阶梯起购数量至少为 2')
          .max(999_999, '起购数量过大'),
        price: yuanInput('阶梯价').refine((v) => Number(v) > 0, '阶梯价必须大于 0'),
      }),
    )
    .max(10, '最多 10 个阶梯')
    .refine((t) => new Set(t.map((x) => x.minQuantity)).size === t.length, '阶梯起购数量不能重复'),
});
export type AdminTierSaveBody = z.input<typeof adminTierSaveBody>;
export const adminSkuTiers = z.object({
  ...pricedSku,
  title: z.string(),
  listPrice: yuan,
  tiers: z.array(priceTier),
});
export type AdminSkuTiers = z.infer<typeof adminSkuTiers>;

/*
 * Product pools (商品池) — console, 商品 area:
 *   POST /api/admin/pricing/pool/get    {companyId}                        → AdminPool (switch and size)
 *   POST /api/admin/pricing/pool/switch {companyId, enabled}               → AdminPool
 *   POST /api/admin/pricing/pool/list   {companyId, keyword?, pageNum, pageSize} → Page<AdminPoolProduct>
 *   POST /api/admin/pricing/pool/add    {companyId, codes}  (SKU 编码 or 商品编号) → {added, unknown}
 *   POST /api/admin/pricing/pool/remove {companyId, productIds}
 *   POST /api/admin/pricing/pool/import?companyId= (multipart file .xlsx, column 商品编码; all-or-nothing)
 */
export const adminPoolBody = z.object({ companyId: id('企业') });
export const adminPoolSwitchBody = z.object({ companyId: id('企业'), enabled: z.boolean() });
export const adminPoolListBody = z.object({
  companyId: id('企业'),
  keyword: z.string().trim().max(64, '关键词过长').optional(),
  ...listPaging(100, 20),
});
export type AdminPoolListBody = z.input<typeof adminPoolListBody>;
export const adminPoolAddBody = z.object({
  companyId: id('企业'),
  codes: z
    .array(z.string().trim().min(1).max(64, '编码过长'))
    .min(1, '请填写 SKU 编码或商品编号')
    .max(1000, '一次最多 1000 个'),
});
export const adminPoolRemoveBody = z.object({
  companyId: id('企业'),
  productIds: z.array(id('商品')).min(1, '请选择要移出的商品').max(1000, '一次最多 1000 个'),
});
export const adminPoolImportQuery = z.object({ companyId: id('企业') });
export const adminPool = z.object({
  ...companyRef,
  enabled: z.boolean(),
  products: z.number().int(),
});
export type AdminPool = z.infer<typeof adminPool>;
export const adminPoolProduct = z.object({
  productId: dbId,
  title: z.string(),
  modelNo: z.string(),
  brandName: z.string(),
  /** The product's SKU codes joined with "、". */
  codes: z.string(),
  onShelf: z.boolean(),
});
export type AdminPoolProduct = z.infer<typeof adminPoolProduct>;
export const adminPoolPage = pageOf(adminPoolProduct);
export type AdminPoolPage = z.infer<typeof adminPoolPage>;
export const adminPoolAddResult = z.object({ added: z.number().int(), unknown: z.array(z.string()) });
export type AdminPoolAddResult = z.infer<typeof adminPoolAddResult>;
export const POOL_SHEET_COLUMNS = ['商品编码'] as const;
export const POOL_SHEET_HELP: Record<(typeof POOL_SHEET_COLUMNS)[number], string> = {
  商品编码: '必填：SKU 编码或商品编号（一个商品的任一 SKU 即把整个商品加入商品池）',
};
export const poolImportResult = z.object({ added: z.number().int(), rows: z.number().int() });
export type PoolImportResult = z.infer<typeof poolImportResult>;
