import { z } from 'zod';

/** Every response body: `{ code, msg, data }`; code 200 is success (product.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
export type Envelope<T> = { code: number; msg: string; data: T };

export const emptyEnvelope = envelope(z.null());

/** Paging query shared by list calls. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int('页码必须是整数').min(1, '页码最小为 1').default(1),
  pageSize: z.coerce
    .number()
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(100, '每页最多 100 条')
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Where a page stands in its list: how many items in all, which page, how many a page. */
export const pageMeta = { total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() };

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), ...pageMeta });
}
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
