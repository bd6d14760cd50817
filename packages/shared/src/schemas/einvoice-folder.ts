import { z } from 'zod';
import { pageOf, pageQuery } from '../envelope';
import { chinaDate, yuan } from './scalars';

/*
 * 数电票, the buyer's 发票夹 (issue 47, point 6): every issued blue and red 数电票 the caller may see (a person's
 * own; for a company member with role 财务 or 管理员, all of the company's), with each invoice's 查验 facts;
 * several as one .zip of XML + PDF; an .xlsx 入账 export for 用友/金蝶 (docs/integration/einvoice-folder.md).
 * A row's id is `blue-<invoice application id>` or `red-<红字确认单 id>`. Money as yuan strings.
 *
 *   POST /api/invoice/einvoice/folder          EinvoiceFolderQuery               → EinvoiceFolderPage
 *   POST /api/invoice/einvoice/folder/zip      {ids (1–50)}                      → .zip (<number>.xml, <number>.pdf)
 *   POST /api/invoice/einvoice/folder/file     {id, format: xml | pdf}           → the XML or PDF
 *   POST /api/invoice/einvoice/folder/export   EinvoiceFolderFilters & {ids?}    → .xlsx (入账表)
 */

export const EINVOICE_FOLDER_MSG = {
  NOT_FOUND: '发票不存在或无权查看',
  TOO_MANY: '一次最多下载 50 张发票',
  NONE: '请先选择要下载的发票',
  EXPORT_TOO_MANY: '一次最多导出 5000 张发票，请缩小筛选范围',
} as const;
/** The most invoices one zip holds, and one export. */
export const EINVOICE_FOLDER_ZIP_MAX = 50;
export const EINVOICE_FOLDER_EXPORT_MAX = 5000;

export const EINVOICE_FOLDER_KINDS = ['blue', 'red'] as const;
export type EinvoiceFolderKind = (typeof EINVOICE_FOLDER_KINDS)[number];
export const EINVOICE_FOLDER_KIND_LABEL: Record<EinvoiceFolderKind, string> = { blue: '蓝字', red: '红字' };
/** 81 数电专票, 82 数电普票. */
export const EINVOICE_FOLDER_TYPE_LABEL: Record<'81' | '82', string> = {
  '81': '数电票（增值税专用发票）',
  '82': '数电票（普通发票）',
};

export const einvoiceFolderId = z.string().regex(/^(blue|red)-[1-9]\d{0,15}$/, EINVOICE_FOLDER_MSG.NOT_FOUND);

const date = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((d) => {
      const t = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
    }, `${label}不是有效日期`)
    .optional();

export const einvoiceFolderFilters = z.object({
  /** Issue date from / to (Beijing dates, both included). */
  dateFrom: date('开票日期起'),
  dateTo: date('开票日期止'),
  type: z.enum(['81', '82'], { message: '发票类型不正确' }).optional(),
  kind: z.enum(EINVOICE_FOLDER_KINDS, { message: '请选择蓝字或红字' }).optional(),
  sellerName: z.string().trim().max(100, '销售方名称过长').optional(),
  orderNo: z.string().trim().max(32, '订单号过长').optional(),
  /** Part of the 20-digit 发票号码. */
  keyword: z.string().trim().max(20, '发票号码最多 20 位').optional(),
});
export type EinvoiceFolderFilters = z.infer<typeof einvoiceFolderFilters>;
export const einvoiceFolderQuery = pageQuery.extend(einvoiceFolderFilters.shape);
export type EinvoiceFolderQuery = z.infer<typeof einvoiceFolderQuery>;

export const einvoiceFolderZipBody = z.object({
  ids: z
    .array(einvoiceFolderId)
    .min(1, EINVOICE_FOLDER_MSG.NONE)
    .max(EINVOICE_FOLDER_ZIP_MAX, EINVOICE_FOLDER_MSG.TOO_MANY),
});
export const einvoiceFolderFileBody = z.object({
  id: einvoiceFolderId,
  format: z.enum(['xml', 'pdf'], { message: '文件格式应为 xml 或 pdf' }),
});
export const einvoiceFolderExportBody = einvoiceFolderFilters.extend({
  /** The selected rows; absent: every row the filters find. */
  ids: z
    .array(einvoiceFolderId)
    .max(EINVOICE_FOLDER_EXPORT_MAX, EINVOICE_FOLDER_MSG.EXPORT_TOO_MANY)
    .optional(),
});
export type EinvoiceFolderExportBody = z.infer<typeof einvoiceFolderExportBody>;

/** An invoice in the folder with its 查验 facts. */
export const einvoiceFolderRow = z.object({
  id: einvoiceFolderId,
  kind: z.enum(EINVOICE_FOLDER_KINDS),
  kindLabel: z.string(),
  /** The 20-digit 发票号码 (数电票 have no 发票代码). */
  number: z.string(),
  type: z.enum(['81', '82']),
  typeLabel: z.string(),
  /** 开票日期 (YYYY-MM-DD, Beijing). */
  issueDate: chinaDate,
  /** 金额（不含税）, 税额, 价税合计 in yuan ("-12.30" on a red one). */
  amount: yuan,
  tax: yuan,
  total: yuan,
  /** 校验码: 数电票 have none (null); kept for paper-era invoices. */
  checkCode: z.string().nullable(),
  sellerName: z.string(),
  sellerTaxId: z.string(),
  buyerName: z.string(),
  buyerTaxId: z.string(),
  /** For a red invoice, the blue 发票号码 it cancels. */
  blueNumber: z.string().nullable(),
  orderNos: z.array(z.string()),
  /** SHA-256 (hex) of the XML as stored. */
  xmlSha256: z.string(),
});
export type EinvoiceFolderRow = z.infer<typeof einvoiceFolderRow>;
export const einvoiceFolderPage = pageOf(einvoiceFolderRow);
export type EinvoiceFolderPage = z.infer<typeof einvoiceFolderPage>;
