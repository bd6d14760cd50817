import { z } from 'zod';
import { DB_INT_MAX, PAGE_NUM_MAX } from './limits';
import { pageOf } from '../envelope';

/*
 * Operator console — catalogue administration. Every call lives under /api/admin/catalogue/,
 * answers the {code,msg,data} envelope and is guarded by CONSOLE_AREAS.catalogue (超级管理员, 商品): no token →
 * 401, buyer token → 403 买家账号不能访问运营后台, 运营/财务 → 403 当前角色没有此操作的权限. Every write is recorded in
 * the audit log (before/after). Prices are yuan strings ("12.30"), stored as integer fen. Unknown ids → 404.
 *
 * Routes, all under /api/admin/catalogue/ (POST JSON unless noted):
 *   category/tree     {}                             → AdminCategoryNode[] (3 levels, hidden ones included)
 *   category/save     AdminCategorySaveBody          → AdminCategoryNode (no children); with id → edit, else create
 *   category/delete   {id}                           → null (400 while it has children or products)
 *   category/reorder  {parentId, orderedIds[]}       → AdminCategoryNode[] (that parent's children, new order)
 *   brand/list        AdminBrandListBody             → Page<AdminBrand>
 *   brand/save        AdminBrandSaveBody             → AdminBrand; with id → edit, else create
 *   brand/delete      {id}                           → null (400 while products use it)
 *   product/list      AdminProductListBody           → Page<AdminProductListItem>
 *   product/detail    {id}                           → AdminProduct
 *   product/save      AdminProductSaveBody           → AdminProduct; with id → edit (full replacement, SKUs not
 *                                                      listed are removed), else create; search updated at once
 *   product/shelf     {ids[], onShelf}               → {updated} (bulk 上架/下架)
 *   upload            multipart field `file` (PNG/JPG/GIF/WEBP ≤ 2 MB) → UploadResult {url,size,contentType};
 *                     the url goes into `images`, `iconPath`, `logoPath` or an <img> of the rich detail
 *   GET export?keyword=&categoryId=&brandId=&onShelf=true|false → .xlsx, one row per SKU, PRODUCT_SHEET_COLUMNS
 *                     (at most 20,000 SKU rows; more → 400 asking to filter first)
 *   GET template      → .xlsx with the same header and one example row
 *   import            multipart field `file` (.xlsx ≤ 5 MB, ≤ 5000 rows) → ProductImportResult {created, updated, rows}
 *                     any bad row → HTTP 400, msg '导入失败：共 N 行有误', data ProductImportReport
 *                     {total, errors:[{row, column, msg}]}; nothing is written. Rows are numbered as in Excel
 *                     (header = row 1). Wrong file type/size → 400 with a msg and data null.
 *
 * Import grouping rule: rows with the same 商品编号 form one product. A numeric 商品编号 must be an existing
 * product id → that product is UPDATED and its SKU list becomes exactly the file's rows (SKUs matched by
 * SKU编码 keep their ids; SKUs not in the file are removed). A non-numeric 商品编号 (e.g. "新1") or an empty one
 * creates a NEW product; empty ones group by 标题. Product-level cells (标题 … 单位, 起订量, 步长, 销售区域, 上架) must
 * agree on every row of a product.
 */

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

export const ADMIN_CATALOGUE_MSG = {
  CATEGORY_NOT_FOUND: '商品分类不存在',
  CATEGORY_HAS_CHILDREN: '该分类下还有子分类，请先删除或移走子分类',
  CATEGORY_HAS_PRODUCTS: '该分类下还有商品，请先移走或删除这些商品',
  CATEGORY_TOO_DEEP: '三级分类下不能再添加子分类',
  CATEGORY_REORDER_MISMATCH: '排序列表必须恰好包含该上级分类的全部子分类',
  BRAND_NOT_FOUND: '品牌不存在',
  BRAND_IN_USE: '该品牌下还有商品，不能删除',
  PRODUCT_NOT_FOUND: '商品不存在',
  CATEGORY_NOT_LEVEL3: '商品只能挂在三级分类下',
  IMPORT_FAILED: (n: number) => `导入失败：共 ${n} 行有误`,
} as const;

const id = z.number().int();
const idInput = (label: string) =>
  z.coerce
    .number({ error: `${label}不正确` })
    .int(`${label}不正确`)
    .min(1, `${label}不正确`);
const pageFields = {
  pageNum: z.coerce
    .number()
    .int('页码必须是整数')
    .min(1, '页码最小为 1')
    .max(PAGE_NUM_MAX, '页码过大')
    .default(1),
  pageSize: z.coerce.number().int('每页条数必须是整数').min(1).max(100, '每页最多 100 条').default(20),
};
const keyword = z.string().trim().max(100, '关键词不能超过 100 个字符').optional();
/** An image URL: an uploaded file (/api/files/uploads/…) or a generated one (/api/files/…). */
const imageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/api\/files\/[\w./-]+$/, '图片地址不正确，请通过上传获得');
/** Money the operator types, yuan (number or string), at most two decimals, up to 99,999,999.99. */
export const adminYuanAmount = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `请输入${label}` })
      .trim()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label}格式不正确（元，最多两位小数）`),
  );

export const adminIdBody = z.object({ id: idInput('编号') });
export type AdminIdBody = z.input<typeof adminIdBody>;

// Categories -----------------------------------------------------------------------------------------

export type AdminCategoryNode = {
  id: number;
  parentId: number;
  level: number;
  title: string;
  sort: number;
  iconPath: string;
  background: string;
  visible: boolean;
  /** Products filed under this category (any level: its subtree). */
  productCount: number;
  children: AdminCategoryNode[];
};
export const adminCategoryNode: z.ZodType<AdminCategoryNode> = z.lazy(() =>
  z.object({
    id,
    parentId: id,
    level: id,
    title: z.string(),
    sort: id,
    iconPath: z.string(),
    background: z.string(),
    visible: z.boolean(),
    productCount: id,
    children: z.array(adminCategoryNode),
  }),
);

export const adminCategorySaveBody = z.object({
  /** Omit to create. */
  id: idInput('分类编号').optional(),
  /** 0 for a level-one category; a level-one parent makes level two, a level-two parent level three. */
  parentId: z.coerce.number().int().min(0, '上级分类不正确').max(DB_INT_MAX, '上级分类不正确').default(0),
  title: z
    .string({ error: '请输入分类名称' })
    .trim()
    .min(1, '请输入分类名称')
    .max(50, '分类名称不能超过 50 个字'),
  /** Menu icon (logoList) and page background; '' → the current one on edit, a generated image on create. */
  iconPath: z.union([imageUrl, z.literal('')]).default(''),
  background: z.union([imageUrl, z.literal('')]).default(''),
  /** Omitted on create → last among its siblings. */
  sort: z.coerce.number().int().min(0).max(100000).optional(),
  /**
   * Hidden categories (and their subtree) leave the storefront menus; their products stay searchable.
   * Send the current value on edit (omitted → true).
   */
  visible: z.boolean().default(true),
});
export type AdminCategorySaveBody = z.input<typeof adminCategorySaveBody>;

export const adminCategoryReorderBody = z.object({
  parentId: z.coerce.number().int().min(0).max(DB_INT_MAX, '编号不正确'),
  orderedIds: z.array(z.number().int()).min(1, '排序列表不能为空').max(500),
});
export type AdminCategoryReorderBody = z.input<typeof adminCategoryReorderBody>;

// Brands ---------------------------------------------------------------------------------------------

export const adminBrand = z.object({
  id,
  name: z.string(),
  latinName: z.string(),
  initial: z.string(),
  logoPath: z.string(),
  color: z.string(),
  /** Level-one categories the brand serves. */
  categoryIds: z.array(id),
  sort: id,
  productCount: id,
});
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminBrandPage = pageOf(adminBrand);

export const adminBrandListBody = z.object({
  ...pageFields,
  /** Matches the Chinese or Latin name. */
  keyword,
  /** Level-one category. */
  categoryId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
});
export type AdminBrandListBody = z.input<typeof adminBrandListBody>;

export const adminBrandSaveBody = z.object({
  id: idInput('品牌编号').optional(),
  name: z
    .string({ error: '请输入品牌中文名' })
    .trim()
    .min(1, '请输入品牌中文名')
    .max(50, '品牌名称不能超过 50 个字'),
  latinName: z.string().trim().max(80, '英文名不能超过 80 个字符').default(''),
  /** '' → the current logo on edit, a generated one on create. */
  logoPath: z.union([imageUrl, z.literal('')]).default(''),
  /** A–Z index letter; omitted → from the Latin name, else the pinyin of the Chinese name. */
  initial: z
    .string()
    .trim()
    .regex(/^[A-Za-z]$/, '首字母必须是 A–Z 中的一个字母')
    .transform((v) => v.toUpperCase())
    .optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, '品牌颜色格式不正确')
    .optional(),
  categoryIds: z.array(z.number().int()).max(16).default([]),
  sort: z.coerce.number().int().min(0).max(100000).default(0),
});
export type AdminBrandSaveBody = z.input<typeof adminBrandSaveBody>;

// Products -------------------------------------------------------------------------------------------

export const adminProductListBody = z.object({
  ...pageFields,
  /** Title, model number, SKU code, or the product id. */
  keyword,
  /** A category of any level (its subtree). */
  categoryId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
  brandId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
  /** true 上架 / false 下架 / omitted all. */
  onShelf: z.boolean().optional(),
  /** 0 草稿, 1 待审核, 2 已通过, 3 已驳回 (merchant products; the platform's own are always 已通过). */
  reviewStatus: z.coerce.number().int().min(0).max(3).optional(),
  /** The seller: 0 the platform (自营), else a merchant's shop id. */
  sellerId: z.coerce.number().int().min(0).max(DB_INT_MAX, '编号不正确').optional(),
});
export type AdminProductListBody = z.input<typeof adminProductListBody>;

export const adminProductListItem = z.object({
  id,
  title: z.string(),
  modelNo: z.string(),
  brandId: id,
  brandName: z.string(),
  categoryId: id,
  /** 一级 / 二级 / 三级 names. */
  categoryPath: z.string(),
  image: z.string(),
  /** Lowest SKU price, yuan. */
  minPrice: z.string(),
  skuCount: id,
  totalStock: id,
  salesCount: id,
  onShelf: z.boolean(),
  createdAt: z.string(),
  /** 0 = the platform (自营). */
  sellerId: id,
  sellerName: z.string(),
  reviewStatus: id,
  reviewReason: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItem>;
export const adminProductPage = pageOf(adminProductListItem);

/** A spec attribute and its values, e.g. {name:'颜色', values:['红','蓝']}. */
export const adminSpecAttribute = z.object({
  name: z
    .string({ error: '请输入规格名称' })
    .trim()
    .min(1, '请输入规格名称')
    .max(20, '规格名称不能超过 20 个字')
    .regex(/^[^:;：；=]+$/, '规格名称不能包含冒号、分号或等号'),
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
  code: z
    .string({ error: '请输入SKU编码' })
    .trim()
    .min(1, '请输入SKU编码')
    .max(64, 'SKU编码不能超过 64 个字符'),
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
  modelNo: z.string({ error: '请输入型号' }).trim().min(1, '请输入型号').max(64, '型号不能超过 64 个字符'),
  unit: z.string({ error: '请输入单位' }).trim().min(1, '请输入单位').max(8, '单位不能超过 8 个字'),
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
  id,
  spec: z.record(z.string(), z.string()),
  code: z.string(),
  price: z.string(),
  /** '' when none. */
  marketPrice: z.string(),
  /** National warehouse. */
  stock: id,
  /** Provincial warehouses, by province code. */
  areaStocks: z.array(z.object({ areaCode: z.string(), areaName: z.string(), stock: id })),
  salesCount: id,
});
export type AdminSku = z.infer<typeof adminSku>;

export const adminProduct = z.object({
  id,
  title: z.string(),
  brandId: id,
  brandName: z.string(),
  categoryId: id,
  /** [一级, 二级, 三级]. */
  categoryPath: z.array(z.object({ id, title: z.string() })),
  modelNo: z.string(),
  unit: z.string(),
  moq: id,
  step: id,
  specs: z.array(adminSpecAttribute),
  skus: z.array(adminSku),
  salesAreaCodes: z.array(z.string()),
  /** Stored images (may be empty: the storefront then shows generated drawings, see `previewImages`). */
  images: z.array(z.string()),
  previewImages: z.array(z.string()),
  descriptionHtml: z.string(),
  sceneIds: z.array(id),
  onShelf: z.boolean(),
  minPrice: z.string(),
  defaultSkuId: id,
  salesCount: id,
  createdAt: z.string(),
  sellerId: id,
  sellerName: z.string(),
  reviewStatus: id,
  reviewReason: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminShelfBody = z.object({
  ids: z.array(z.number().int().min(1)).min(1, '请选择商品').max(1000, '一次最多 1000 个商品'),
  onShelf: z.boolean({ error: '请选择上架或下架' }),
});
export type AdminShelfBody = z.input<typeof adminShelfBody>;
export const adminShelfResult = z.object({ updated: id });

export const adminExportQuery = z.object({
  keyword,
  categoryId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
  brandId: z.coerce.number().int().min(1).max(DB_INT_MAX, '编号不正确').optional(),
  onShelf: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

// Import ---------------------------------------------------------------------------------------------

export const productImportError = z.object({
  /** Excel row number (the header is row 1). 0 = the file as a whole. */
  row: id,
  /** Column title from PRODUCT_SHEET_COLUMNS, or '' for a whole-row problem. */
  column: z.string(),
  msg: z.string(),
});
export type ProductImportError = z.infer<typeof productImportError>;
/** data of the 400 answer of a rejected import. */
export const productImportReport = z.object({ total: id, errors: z.array(productImportError) });
export type ProductImportReport = z.infer<typeof productImportReport>;
export const productImportResult = z.object({ created: id, updated: id, rows: id });
export type ProductImportResult = z.infer<typeof productImportResult>;
