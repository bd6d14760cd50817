import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { App } from '../../../lib/types';
import { brands, categories } from '../catalogue/catalogue.table';
import { bannerTitleOfImage } from '../../content/content';
import { bannerSvg, brandSvg, categoryBackgroundSvg, categoryIconSvg, productSvg } from './media.svg';

const fileName = (what: string) =>
  z.object({
    file: z.string().regex(/^\d{1,9}(-[1-3])?\.svg$/, `${what}图片地址不正确`),
  });

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

const parse = (file: string) => {
  const [id, view] = file.replace('.svg', '').split('-');
  return { id: Number(id), view: Number(view ?? 0) };
};

/** Generated images (no files on disk, no network): deterministic SVG from the id, cached for a year. */
export function mediaRoutes(app: App, deps: { db: Db }) {
  const { db } = deps;
  const common = { tags: ['files'], hide: false };

  app.get(
    '/api/files/product/:file',
    {
      schema: { ...common, summary: '商品图片（SVG，400×400；-1…-3 为其他角度）', params: fileName('商品') },
    },
    async (request, reply) => {
      const { id, view } = parse(request.params.file);
      const [row] = await queryRows<{
        second_category_id: number;
        first_category_id: number;
        brand: string;
        color: string;
        category: string;
        images: string[];
      }>(
        db,
        sql`select p.second_category_id, p.first_category_id, b.name as brand, b.color, c.title as category, p.images
            from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
            where p.id = ${id}`,
      );
      if (!row) throw notFound('商品图片不存在');
      // An operator-uploaded image of this view wins over the drawing (cards everywhere use these URLs).
      const uploaded = row.images[view];
      if (uploaded) return reply.header('cache-control', 'no-cache').redirect(uploaded, 302);
      return sendSvg(
        reply,
        productSvg({
          id,
          view,
          secondCategoryId: row.second_category_id,
          firstCategoryId: row.first_category_id,
          brand: row.brand,
          brandColor: row.color,
          categoryTitle: row.category,
        }),
      );
    },
  );

  /** `path` answers the SVG `draw` makes of the id in its file name; none (no such record) → 404 `missing`. */
  const svgRoute = (
    path: string,
    summary: string,
    what: string,
    missing: string,
    draw: (id: number) => Promise<string | undefined>,
  ) =>
    app.get(path, { schema: { ...common, summary, params: fileName(what) } }, async (request, reply) => {
      const svg = await draw(parse(request.params.file).id);
      if (svg === undefined) throw notFound(missing);
      return sendSvg(reply, svg);
    });

  svgRoute('/api/files/brand/:file', '品牌标志（SVG，200×100）', '品牌', '品牌标志不存在', async (id) => {
    const [row] = await db.select().from(brands).where(eq(brands.id, id));
    return row && brandSvg(row);
  });
  svgRoute('/api/files/banner/:file', '首页轮播图（SVG，790×340）', '轮播', '轮播图不存在', async (id) => {
    const title = await bannerTitleOfImage(db, `/api/files/banner/${id}.svg`);
    return title === undefined ? undefined : bannerSvg(id, title);
  });
  svgRoute('/api/files/category/:file', '分类图标（SVG，64×64）', '分类', '分类图标不存在', async (id) => {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
    return row && categoryIconSvg(id);
  });
  svgRoute(
    '/api/files/category-bg/:file',
    '一级分类背景图（SVG，240×460）',
    '分类',
    '分类背景图不存在',
    async (id) => {
      const [row] = await db
        .select({ title: categories.title })
        .from(categories)
        .where(eq(categories.id, id));
      return row && categoryBackgroundSvg(id, row.title);
    },
  );
}
