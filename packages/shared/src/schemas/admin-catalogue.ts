import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { pageOf } from '../envelope';
import {
  idFilter,
  idInput,
  imageUrl,
  inputText,
  keywordFilter as keyword,
  namedPaging,
  promptedText,
} from './fields';
import { count, dbId } from './scalars';

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

const pageFields = namedPaging(20);
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
    id: dbId,
    parentId: dbId,
    level: z.number().int(),
    title: z.string(),
    sort: z.number().int(),
    iconPath: z.string(),
    background: z.string(),
    visible: z.boolean(),
    productCount: count,
    children: z.array(adminCategoryNode),
  }),
);

export const adminCategorySaveBody = z.object({
  /** Omit to create. */
  id: idInput('分类编号').optional(),
  /** 0 for a level-one category; a level-one parent makes level two, a level-two parent level three. */
  parentId: z.coerce.number().int().min(0, '上级分类不正确').max(DB_INT_MAX, '上级分类不正确').default(0),
  title: inputText('分类名称', 50),
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
  id: dbId,
  name: z.string(),
  latinName: z.string(),
  initial: z.string(),
  logoPath: z.string(),
  color: z.string(),
  /** Level-one categories the brand serves. */
  categoryIds: z.array(dbId),
  sort: z.number().int(),
  productCount: count,
});
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminBrandPage = pageOf(adminBrand);

export const adminBrandListBody = z.object({
  ...pageFields,
  /** Matches the Chinese or Latin name. */
  keyword,
  /** Level-one category. */
  categoryId: idFilter,
});
export type AdminBrandListBody = z.input<typeof adminBrandListBody>;

export const adminBrandSaveBody = z.object({
  id: idInput('品牌编号').optional(),
  name: promptedText('请输入品牌中文名', 50, '品牌名称不能超过 50 个字'),
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
