import { z } from 'zod';
import { jsonPaging, promptedText } from './fields';
import { DEFAULT_AREA_ID } from '../constants';
import type { HELP_ARTICLES_INDEX } from '../codes';
import { dbId, yuan } from './scalars';
export { HELP_ARTICLES_INDEX } from '../codes';

const file = z.object({ previewPath: z.string() });

/**
 * Sales-area convention for every call that lists products: a field named `areaCode` — in the query
 * string for GET, in the JSON body for POST. It takes one area code or the area cookie's list
 * (`areaHomeIdList`; the first entry counts). Missing or empty means '0000' 全国, which shows every
 * product. Otherwise it is a GB/T 2260 province code ('110000') and only products sold there are listed.
 */
export const AREA_CODE_PATTERN = /^(0000|\d{6})$/;
export const areaCodeField = z
  .union([
    z.string().max(12, '销售区域编码不正确'),
    z.array(z.string().max(12, '销售区域编码不正确')).max(50),
  ])
  .optional()
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    return first ? first : DEFAULT_AREA_ID;
  })
  .pipe(z.string().regex(AREA_CODE_PATTERN, '销售区域编码不正确'));

/** Query or body holding only the sales area. */
export const areaCodeInput = z
  .object({ areaCode: areaCodeField })
  .optional()
  .default({ areaCode: DEFAULT_AREA_ID });

/** Area (sales region): sysNo is the GB/T 2260 province code or 0000 全国. */
export const area = z.object({ sysNo: z.string(), title: z.string(), hasSpu: z.boolean() });
export type Area = z.infer<typeof area>;

export const defaultAreaData = z.object({ defaultArea: z.object({ sysNo: z.string(), title: z.string() }) });
export type DefaultAreaData = z.infer<typeof defaultAreaData>;

/** Region node for address cascaders (province → city → district); parentCode '0' lists provinces. */
export const regionQuery = z.object({
  parentCode: z
    .string()
    .regex(/^(0|\d{6})$/, '地区编码格式不正确')
    .default('0'),
});
export const region = z.object({ code: z.string(), name: z.string(), leaf: z.boolean() });
export type Region = z.infer<typeof region>;

export const hotSearch = z.object({ id: dbId, hotWord: z.string() });
export type HotSearch = z.infer<typeof hotSearch>;

export const recordSearchBody = z.object({
  searchTerms: promptedText('请输入您要搜索的商品~', 100, '搜索词不能超过 100 个字符'),
});

export const sceneCategoryParams = z.object({
  categoryId: z.coerce
    .number({ error: '分类编号必须是整数' })
    .int('分类编号必须是整数')
    .min(0, '分类编号不能小于 0')
    .max(2_147_483_647, '分类编号过大'),
});
export type SceneCategoryNode = { id: number; name: string; children: { id: number; name: string }[] };
export const sceneCategoryNode: z.ZodType<SceneCategoryNode> = z.object({
  id: dbId,
  name: z.string(),
  children: z.array(z.object({ id: dbId, name: z.string() })),
});

/**
 * Category tree node. `background` is an image URL (level one; '' below);
 * `logoList` holds the category icon.
 */
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
    id: dbId,
    title: z.string(),
    parentId: dbId,
    background: z.string(),
    logoList: z.array(file),
    children: z.array(categoryNode),
  }),
);

/** getCategoryList body: no parentId → the whole 3-level tree; a parentId → that node's subtree list. */
export const categoryListBody = z
  .object({
    parentId: z
      .number({ error: '分类编号必须是整数' })
      .int('分类编号必须是整数')
      .min(0, '分类编号不能小于 0')
      .optional(),
  })
  .optional()
  .default({});

/** Home floor product; price is decimal yuan from integer fen. */
export const floorProduct = z.object({
  skuId: dbId,
  /** The SPU (product) id, for links to /goods/{id}. */
  spuId: dbId,
  spuName: z.string(),
  price: yuan,
  fileVOS: z.array(file),
});
export type FloorProduct = z.infer<typeof floorProduct>;

/**
 * One home floor: a level-one category (id, title). `titleToIdVOS`: up to 8 level-three categories
 * shown as links (/cate-menu/three-cate/{parentId}/{id}); `manyVOS`: up to 5 tabs (level-two
 * categories) with up to 8 best-selling products each, in the requested sales area.
 */
export const homeFloor = z.object({
  id: dbId,
  title: z.string(),
  titleToIdVOS: z.array(z.object({ id: dbId, parentId: dbId, title: z.string() })),
  manyVOS: z.array(z.object({ categoryId: dbId, categoryName: z.string(), spuListS: z.array(floorProduct) })),
});
export type HomeFloor = z.infer<typeof homeFloor>;

/** Hot-sale promotion product; id is the SPU id. */
export const promotionProduct = z.object({
  id: dbId,
  skuId: dbId,
  productName: z.string(),
  minPrice: yuan,
  coverImageFile: z.array(file),
});
export type PromotionProduct = z.infer<typeof promotionProduct>;

/** Home carousel banner: an image (790×340) and the in-site link it opens in a new window. */
export const banner = z.object({ id: dbId, title: z.string(), imageUrl: z.string(), link: z.string() });
export type Banner = z.infer<typeof banner>;

export const noticeListBody = z
  .object({
    ...jsonPaging(50, 10),
  })
  .optional()
  .default({ pageNum: 1, pageSize: 10 });
/** Notice; `content` is HTML, `createTime` 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai). */
export const noticeItem = z.object({
  id: dbId,
  title: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

export type HelpType = (typeof HELP_ARTICLES_INDEX)[number]['items'][number]['type'];

export const helpArticle = z.object({
  type: z.string(),
  groupTitle: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;
export const helpGroup = z.object({
  title: z.string(),
  items: z.array(z.object({ type: z.string(), title: z.string() })),
});
export const helpDetailQuery = z.object({
  type: z.string().regex(/^\d-\d{1,2}$/, '帮助类型格式不正确'),
});

/** A stand-alone content page (company introduction). */
export const sitePage = z.object({ title: z.string(), content: z.string(), updateTime: z.string() });
export type SitePage = z.infer<typeof sitePage>;
