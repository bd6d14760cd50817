import { z } from 'zod';

const idNum = z.number().int();
const file = z.object({ previewPath: z.string() });

/** Area (sales region): sysNo is the GB/T 2260 province code or 0000 全国. */
export const area = z.object({ sysNo: z.string(), title: z.string(), hasSpu: z.boolean() });
export type Area = z.infer<typeof area>;

export const defaultAreaData = z.object({ defaultArea: z.object({ sysNo: z.string(), title: z.string() }) });
export type DefaultAreaData = z.infer<typeof defaultAreaData>;

/** Region node for address cascaders (province → city → district). */
export const regionQuery = z.object({
  parentCode: z
    .string()
    .regex(/^(0|\d{6})$/, '地区编码格式不正确')
    .default('0'),
});
export const region = z.object({ code: z.string(), name: z.string(), leaf: z.boolean() });
export type Region = z.infer<typeof region>;

export const hotSearch = z.object({ id: idNum, hotWord: z.string() });
export type HotSearch = z.infer<typeof hotSearch>;

export const recordSearchBody = z.object({
  searchTerms: z.string().trim().min(1, '请输入您要搜索的商品~').max(100, '搜索词不能超过 100 个字符'),
});

export const sceneCategoryParams = z.object({
  categoryId: z.coerce.number().int('分类编号必须是整数').min(0),
});
export type SceneCategoryNode = { id: number; name: string; children: { id: number; name: string }[] };
export const sceneCategoryNode: z.ZodType<SceneCategoryNode> = z.object({
  id: idNum,
  name: z.string(),
  children: z.array(z.object({ id: idNum, name: z.string() })),
});

/** Category tree node (spec section 3, "Category"). */
export type CategoryNode = {
  id: number;
  title: string;
  parentId: number;
  background: string;
  logoList: { previewPath: string }[];
  children: CategoryNode[];
};
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: idNum,
    title: z.string(),
    parentId: idNum,
    background: z.string(),
    logoList: z.array(file),
    children: z.array(categoryNode),
  }),
);

export const categoryListBody = z
  .object({ parentId: z.number().int().min(0).optional() })
  .optional()
  .default({});

/** Home floor (spec section 3, "Home floor data"). */
export const floorProduct = z.object({
  skuId: idNum,
  spuName: z.string(),
  price: z.string(),
  fileVOS: z.array(file),
});
export type FloorProduct = z.infer<typeof floorProduct>;
export const homeFloor = z.object({
  id: idNum,
  title: z.string(),
  titleToIdVOS: z.array(z.object({ id: idNum, title: z.string() })),
  manyVOS: z.array(
    z.object({ categoryId: idNum, categoryName: z.string(), spuListS: z.array(floorProduct) }),
  ),
});
export type HomeFloor = z.infer<typeof homeFloor>;

/** Hot-sale promotion product (spec section 3, "Promotion product"). */
export const promotionProduct = z.object({
  id: idNum,
  productName: z.string(),
  minPrice: z.string(),
  coverImageFile: z.array(file),
});
export type PromotionProduct = z.infer<typeof promotionProduct>;

export const banner = z.object({ id: idNum, title: z.string(), imageUrl: z.string(), link: z.string() });
export type Banner = z.infer<typeof banner>;

export const noticeListBody = z.object({
  pageNum: z.number().int().min(1, '页码最小为 1').default(1),
  pageSize: z.number().int().min(1).max(50, '每页最多 50 条').default(10),
});
export const noticeItem = z.object({
  id: idNum,
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;
