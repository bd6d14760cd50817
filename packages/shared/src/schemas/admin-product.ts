import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { pageOf } from '../envelope';
import { adminYuanAmount } from './admin-catalogue';
import {
  areaRef,
  brandRef,
  idFilter,
  idInput,
  imageUrl,
  inputText,
  keywordFilter as keyword,
  namedPaging,
  promptedText,
  quantityRule,
  sellerFields,
} from './fields';
import { count, dbId, isoTime, yuan } from './scalars';

/*
 * Operator console — products of the catalogue administration: list, detail, save, shelf, and the
 * spreadsheet export and import (routes and the import grouping rule in admin-catalogue.ts).
 */

const pageFields = namedPaging(20);
/** Who sells the product and where the platform's review of it stands (0 草稿 … 3 已驳回). */
const sellerAndReview = { ...sellerFields, reviewStatus: z.number().int(), reviewReason: z.string() };

/** The sheet's columns, in order (export, template and import share them). */
export const PRODUCT_SHEET_COLUMNS = [
  '商品编号',
  '标题',
  '品牌',
  '三级分类',
  '型号',
  '单位',
  '起订量',
  '步长',
  '规格',
  'SKU编码',
  '价格',
  '市场价',
  '库存',
  '分区库存',
  '销售区域',
  '上架',
] as const;
export type ProductSheetColumn = (typeof PRODUCT_SHEET_COLUMNS)[number];

/** How cells are written (shown under the template's header as a note). */
export const PRODUCT_SHEET_HELP: Record<ProductSheetColumn, string> = {
  商品编号: '已有商品填编号（更新）；新商品留空（按标题归组）或填以非数字开头的临时编号（如 新1）',
  标题: '必填，不超过 200 字',
  品牌: '品牌中文名、英文名或品牌编号',
  三级分类: '三级分类名称或编号',
  型号: '必填，不超过 64 字符',
  单位: '必填，如 个、把、箱',
  起订量: '正整数',
  步长: '正整数（递增量）',
  规格: '属性:值，多个用分号分隔，如 颜色:红;尺寸:M；无规格留空',
  SKU编码: '必填，全平台唯一',
  价格: '元，最多两位小数，如 12.50',
  市场价: '元，可留空',
  库存: '全国仓库存，不小于 0 的整数；没有分区库存的地区都从这里购买',
  分区库存: '省份仓库存（可留空）：省份:数量，多个用分号分隔，如 浙江:50;江苏:20；该省买家从此库存购买',
  销售区域: '全国，或省份名称/编码，多个用分号分隔',
  上架: '是 / 否',
};

/** Columns an older file may lack (read as empty). */
export const PRODUCT_SHEET_OPTIONAL_COLUMNS: readonly ProductSheetColumn[] = ['分区库存'];

export const PRODUCT_IMPORT_LIMITS = { MAX_BYTES: 5 * 1024 * 1024, MAX_ROWS: 5000 } as const;

// Products -------------------------------------------------------------------------------------------

export const adminProductListBody = z.object({
  ...pageFields,
  /** Title, model number, SKU code, or the product id. */
  keyword,
  /** A category of any level (its subtree). */
  categoryId: idFilter,
  brandId: idFilter,
  /** true 上架 / false 下架 / omitted all. */
  onShelf: z.boolean().optional(),
  /** 0 草稿, 1 待审核, 2 已通过, 3 已驳回 (merchant products; the platform's own are always 已通过). */
  reviewStatus: z.coerce.number().int().min(0).max(3).optional(),
  /** The seller: 0 the platform (自营), else a merchant's shop id. */
  sellerId: z.coerce.number().int().min(0).max(DB_INT_MAX, '编号不正确').optional(),
});
export type AdminProductListBody = z.input<typeof adminProductListBody>;

export const adminProductListItem = z.object({
  id: dbId,
  title: z.string(),
  modelNo: z.string(),
  ...brandRef,
  categoryId: dbId,
  /** 一级 / 二级 / 三级 names. */
  categoryPath: z.string(),
  image: z.string(),
  /** Lowest SKU price, yuan. */
  minPrice: yuan,
  skuCount: count,
  totalStock: count,
  salesCount: count,
  onShelf: z.boolean(),
  createdAt: isoTime,
  /** sellerId 0 = the platform (自营). */
  ...sellerAndReview,
});
export type AdminProductListItem = z.infer<typeof adminProductListItem>;
export const adminProductPage = pageOf(adminProductListItem);

/** A spec attribute and its values, e.g. {name:'颜色', values:['红','蓝']}. */
export const adminSpecAttribute = z.object({
  name: inputText('规格名称', 20).regex(/^[^:;：；=]+$/, '规格名称不能包含冒号、分号或等号'),
  values: z
    .array(
      z
        .string()
        .trim()
        .min(1, '规格值不能为空')
        .max(40, '规格值不能超过 40 个字')
        .regex(/^[^:;：；=]+$/, '规格值不能包含冒号、分号或等号'),
    )
    .min(1, '每个规格至少一个值')
    .max(50),
});
export type AdminSpecAttribute = z.infer<typeof adminSpecAttribute>;

const stockField = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于 0`)
    .max(99_999_999, `${label}不能超过 99999999`);

export const adminSkuInput = z.object({
  /** Existing SKU id (edit); omit for a new SKU. */
  id: z.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
  /** One value per spec attribute; {} when the product has no spec attributes. */
  spec: z.record(z.string(), z.string()).default({}),
  code: promptedText('请输入SKU编码', 64, 'SKU编码不能超过 64 个字符'),
  price: adminYuanAmount('价格'),
  /** '' or null → none. */
  marketPrice: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    adminYuanAmount('市场价').optional(),
  ),
  /** The national warehouse's stock: every area without its own stock buys from it. */
  stock: stockField('库存'),
  /** Provinces with their own warehouse stock (their buyers buy from it); within the product's sales areas. */
  areaStocks: z
    .array(
      z.object({
        areaCode: z.string().regex(/^\d{6}$/, '分区库存的省份编码不正确'),
        stock: stockField('分区库存'),
      }),
    )
    .max(40, '分区库存最多 40 个省份')
    .default([]),
});
export type AdminSkuInput = z.input<typeof adminSkuInput>;

/**
 * A SKU as the product editor and the product sheet hold it before the save body's checks: prices as yuan
 * strings, stock in the national warehouse (`stock`) and in provincial ones (`areaStocks`).
 */
export type AdminSkuDraft = {
  id?: number;
  spec: Record<string, string>;
  code: string;
  price: string;
  marketPrice?: string;
  stock: number;
  areaStocks: { areaCode: string; stock: number }[];
};

export const adminProductSaveBody = z.object({
  id: idInput('商品编号').optional(),
  title: z
    .string({ error: '请输入商品标题' })
    .trim()
    .min(2, '商品标题至少 2 个字')
    .max(200, '商品标题不能超过 200 个字'),
  brandId: idInput('品牌'),
  /** A level-three category. */
  categoryId: idInput('分类'),
  modelNo: promptedText('请输入型号', 64, '型号不能超过 64 个字符'),
  unit: inputText('单位', 8),
  moq: z.coerce.number().int('起订量必须是整数').min(1, '起订量至少为 1').max(1_000_000).default(1),
  step: z.coerce.number().int('步长必须是整数').min(1, '步长至少为 1').max(1_000_000).default(1),
  specs: z.array(adminSpecAttribute).max(5, '最多 5 个规格').default([]),
  skus: z.array(adminSkuInput).min(1, '至少需要一个 SKU').max(200, '最多 200 个 SKU'),
  /** '0000' 全国 or province codes (GB/T 2260, e.g. '110000'). */
  salesAreaCodes: z
    .array(z.string().regex(/^(0000|\d{6})$/, '销售区域编码不正确'))
    .min(1, '请选择销售区域')
    .max(40)
    .default(['0000']),
  /** Gallery, first is the main image; uploaded through category `upload`. Empty → generated drawings. */
  images: z.array(imageUrl).max(10, '最多 10 张图片').default([]),
  /** Rich detail; sanitised on the server (scripts, styles, event handlers removed). */
  descriptionHtml: z.string().max(200_000, '商品详情过长').default(''),
  /** Scene zone ids (场景标签). */
  sceneIds: z.array(z.number().int()).max(20).default([]),
  onShelf: z.boolean().default(true),
});
export type AdminProductSaveBody = z.input<typeof adminProductSaveBody>;

export const adminSku = z.object({
  id: dbId,
  spec: z.record(z.string(), z.string()),
  code: z.string(),
  price: yuan,
  /** '' when none. */
  marketPrice: yuan,
  /** National warehouse. */
  stock: count,
  /** Provincial warehouses, by province code. */
  areaStocks: z.array(z.object({ ...areaRef, stock: count })),
  salesCount: count,
});
export type AdminSku = z.infer<typeof adminSku>;

export const adminProduct = z.object({
  id: dbId,
  title: z.string(),
  ...brandRef,
  categoryId: dbId,
  /** [一级, 二级, 三级]. */
  categoryPath: z.array(z.object({ id: dbId, title: z.string() })),
  modelNo: z.string(),
  unit: z.string(),
  ...quantityRule,
  specs: z.array(adminSpecAttribute),
  skus: z.array(adminSku),
  salesAreaCodes: z.array(z.string()),
  /** Stored images (may be empty: the storefront then shows generated drawings, see `previewImages`). */
  images: z.array(z.string()),
  previewImages: z.array(z.string()),
  descriptionHtml: z.string(),
  sceneIds: z.array(dbId),
  onShelf: z.boolean(),
  minPrice: yuan,
  defaultSkuId: dbId,
  salesCount: count,
  createdAt: isoTime,
  ...sellerAndReview,
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminShelfBody = z.object({
  ids: z.array(z.number().int().min(1)).min(1, '请选择商品').max(1000, '一次最多 1000 个商品'),
  onShelf: z.boolean({ error: '请选择上架或下架' }),
});
export type AdminShelfBody = z.input<typeof adminShelfBody>;
export const adminShelfResult = z.object({ updated: count });

export const adminExportQuery = z.object({
  keyword,
  categoryId: idFilter,
  brandId: idFilter,
  onShelf: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

// Import ---------------------------------------------------------------------------------------------

export const productImportError = z.object({
  /** Excel row number (the header is row 1). 0 = the file as a whole. */
  row: z.number().int(),
  /** Column title from PRODUCT_SHEET_COLUMNS, or '' for a whole-row problem. */
  column: z.string(),
  msg: z.string(),
});
export type ProductImportError = z.infer<typeof productImportError>;
/** data of the 400 answer of a rejected import. */
export const productImportReport = z.object({ total: count, errors: z.array(productImportError) });
export type ProductImportReport = z.infer<typeof productImportReport>;
export const productImportResult = z.object({ created: count, updated: count, rows: count });
export type ProductImportResult = z.infer<typeof productImportResult>;
