import { z } from 'zod';
import { pageOf } from '../envelope';
import { buyerPaging, chosenId, keywordFilter, labelledId, promptedText } from './fields';
import { dbId, isoTime } from './scalars';

/*
 * Wire contract of company material codes (客户物料编码): a company's own codes for our SKUs, with a
 * description and an optional unit conversion (1 company unit = ratioNum / ratioDen of our units). Every
 * active member reads them; the company's 管理员 and 采购员 change them. Another company's code answers 404.
 *
 *   POST /api/company/material-codes/list   {keyword?, pageNum, pageSize}      → MaterialCodePage
 *   POST /api/company/material-codes/of     {productIds}                       → MaterialCode[]
 *   POST /api/company/material-codes/match  {keyword}                          → MaterialCode | null
 *   POST /api/company/material-codes/add    {skuId, code, description, ratioNum?, ratioDen?} → MaterialCode
 *   POST /api/company/material-codes/update {id, skuId, code, description, ratioNum?, ratioDen?} → MaterialCode
 *   POST /api/company/material-codes/delete {id}                               → null
 *   GET  /api/company/material-codes/export                                    → .xlsx
 *   POST /api/company/material-codes/import multipart: file (.xlsx)            → MaterialCodeImportResult
 */

export const MATERIAL_CODE_SHEET_COLUMNS = ['物料编码', '商品编码', '描述', '换算'] as const;
export type MaterialCodeSheetColumn = (typeof MATERIAL_CODE_SHEET_COLUMNS)[number];
export const MATERIAL_CODE_IMPORT_LIMITS = { MAX_BYTES: 5 * 1024 * 1024, MAX_ROWS: 5000 } as const;
/** The largest numerator or denominator of a conversion. */
export const MATERIAL_CODE_RATIO_MAX = 100_000;

export const MATERIAL_CODE_MSG = {
  NOT_FOUND: '物料编码不存在',
  SKU_NOT_FOUND: '商品规格不存在',
  CODE_TAKEN: (code: string) => `物料编码「${code}」已被企业的其他商品使用`,
  SKU_TAKEN: (code: string) => `该商品已有物料编码「${code}」`,
  EDITORS_ONLY: '只有企业管理员或采购员可以维护物料编码',
  EMPTY_CODE: '物料编码不能只有空格和符号',
} as const;

const ratioPart = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是正整数` })
    .int(`${label}必须是正整数`)
    .min(1, `${label}必须是正整数`)
    .max(MATERIAL_CODE_RATIO_MAX, `${label}不能超过 ${MATERIAL_CODE_RATIO_MAX}`);

const codeFields = {
  skuId: chosenId('商品规格'),
  code: promptedText('请填写物料编码', 64, '物料编码不能超过 64 个字符'),
  description: z.string().trim().max(200, '描述不能超过 200 个字').default(''),
  /** 1 company unit = ratioNum / ratioDen of our units; both left out: no conversion (1/1). */
  ratioNum: ratioPart('换算数量').default(1),
  ratioDen: ratioPart('换算分母').default(1),
};

export const materialCodeAddBody = z.object(codeFields);
export type MaterialCodeAddBody = z.input<typeof materialCodeAddBody>;
export const materialCodeUpdateBody = z.object({ id: labelledId('物料编码'), ...codeFields });
export type MaterialCodeUpdateBody = z.input<typeof materialCodeUpdateBody>;
export const materialCodeIdBody = z.object({ id: labelledId('物料编码') });
export const materialCodeListBody = z.object({ keyword: keywordFilter, ...buyerPaging });
export type MaterialCodeListBody = z.input<typeof materialCodeListBody>;
/** The most products one `of` call asks about (a listing page is at most 60 cards). */
export const MATERIAL_CODE_OF_MAX = 100;
/** The codes the company keeps for any SKU of these products (a listing's cards, a product page). */
export const materialCodeOfBody = z.object({
  productIds: z
    .array(labelledId('商品'), { error: '请给出商品' })
    .max(MATERIAL_CODE_OF_MAX, `一次最多查询 ${MATERIAL_CODE_OF_MAX} 个商品`),
});
export type MaterialCodeOfBody = z.input<typeof materialCodeOfBody>;
/** A search's keyword, matched whole against the company's codes (case, spaces, dashes and dots aside). */
export const materialCodeMatchBody = z.object({
  keyword: z.string().max(100, '关键词不能超过 100 个字'),
});

export const materialCode = z.object({
  id: dbId,
  code: z.string(),
  description: z.string(),
  ratioNum: z.number().int(),
  ratioDen: z.number().int(),
  /** The conversion as the sheet writes it: '' (none), "12" or "3/2". */
  ratioText: z.string(),
  skuId: dbId,
  productId: dbId,
  /** Our SKU code, title, model and spec values joined for display. */
  skuCode: z.string(),
  title: z.string(),
  modelNo: z.string(),
  spec: z.string(),
  unit: z.string(),
  updatedAt: isoTime,
});
export type MaterialCode = z.infer<typeof materialCode>;
export const materialCodePage = pageOf(materialCode);
export type MaterialCodePage = z.infer<typeof materialCodePage>;

export const materialCodeImportResult = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type MaterialCodeImportResult = z.infer<typeof materialCodeImportResult>;
