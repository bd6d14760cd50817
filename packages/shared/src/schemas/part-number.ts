import { z } from 'zod';
import { chosenId, labelledId, promptedText } from './fields';
import { dbId, isoTime } from './scalars';

/*
 * Wire contract of the part-number cross-reference (料号互查): a SKU's manufacturer part numbers and known
 * equivalents (competitor or OEM numbers) with their source. Operators keep every SKU's
 * (/api/admin/catalogue/part-number/…, plus an .xlsx import); a shop keeps its own SKUs'
 * (/api/portal/catalogue/part-number/…; another shop's SKU answers 404).
 *
 *   POST …/list   {skuId}                         → PartNumber[]
 *   POST …/add    {skuId, number, kind, source}   → PartNumber
 *   POST …/delete {id}                            → null
 *   POST /api/admin/catalogue/part-number/import  multipart: file (.xlsx) → PartNumberImportResult
 *   GET  /api/admin/catalogue/part-number/template                       → .xlsx
 */

export const PART_NUMBER_KINDS = ['manufacturer', 'equivalent'] as const;
export type PartNumberKind = (typeof PART_NUMBER_KINDS)[number];
export const PART_NUMBER_KIND_LABEL: Record<PartNumberKind, string> = {
  manufacturer: '原厂料号',
  equivalent: '等效料号',
};

/** The import sheet's columns (商品编码 or SKU编码 names the SKU by its code). */
export const PART_NUMBER_SHEET_COLUMNS = ['商品编码', 'SKU编码', '零件号', '类型', '来源'] as const;
export type PartNumberSheetColumn = (typeof PART_NUMBER_SHEET_COLUMNS)[number];
export const PART_NUMBER_IMPORT_LIMITS = { MAX_BYTES: 5 * 1024 * 1024, MAX_ROWS: 5000 } as const;

export const PART_NUMBER_MSG = {
  NOT_FOUND: '零件号不存在',
  SKU_NOT_FOUND: '商品规格不存在',
  DUPLICATE: (number: string) => `该商品已有零件号「${number}」`,
  EMPTY_NUMBER: '零件号不能只有空格和符号',
} as const;

export const partNumber = z.object({
  id: dbId,
  skuId: dbId,
  /** As entered ("6204-2RS"). */
  number: z.string(),
  /** As matched: upper case without spaces, dashes, dots and slashes ("62042RS"). */
  normalised: z.string(),
  kind: z.enum(PART_NUMBER_KINDS),
  kindLabel: z.string(),
  /** Whose number it is ("SKF", "NSK"); '' when unknown. */
  source: z.string(),
  createdAt: isoTime,
});
export type PartNumber = z.infer<typeof partNumber>;
export const partNumberList = z.array(partNumber);

export const partNumberListBody = z.object({ skuId: labelledId('商品规格') });
export type PartNumberListBody = z.input<typeof partNumberListBody>;

export const partNumberAddBody = z.object({
  skuId: chosenId('商品规格'),
  number: promptedText('请填写零件号', 64, '零件号不能超过 64 个字符'),
  kind: z.enum(PART_NUMBER_KINDS, { error: '请选择料号类型（原厂料号或等效料号）' }).default('equivalent'),
  source: z.string().trim().max(32, '来源不能超过 32 个字符').default(''),
});
export type PartNumberAddBody = z.input<typeof partNumberAddBody>;

export const partNumberIdBody = z.object({ id: labelledId('零件号') });

export const partNumberImportResult = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  /** Rows naming a number the SKU already had (left as they were). */
  unchanged: z.number().int(),
});
export type PartNumberImportResult = z.infer<typeof partNumberImportResult>;

/** The number a search hit or quick-order line was found by ("对应 SKF 6204-2RS"). */
export const matchedPartNumber = z.object({ number: z.string(), source: z.string() });
export type MatchedPartNumber = z.infer<typeof matchedPartNumber>;

/** How a matched number is said to the buyer: 对应 SKF 6204-2RS. */
export const matchedPartNumberText = (m: MatchedPartNumber) =>
  `对应 ${m.source ? `${m.source} ` : ''}${m.number}`;
