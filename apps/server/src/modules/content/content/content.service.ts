import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  HELP_ARTICLES_INDEX,
  type Banner,
  type HelpArticle,
  type HotSearch,
  type NoticeDetail,
  type NoticeItem,
  type Page,
  type SitePage,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { cached, cachedBody, type CachedBody } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { newestFirstPage } from '../../../lib/newest-page';
import { sanitizeContent } from './content.sanitize';
import { banners, helpArticles, hotWords, notices, searchRecords, sitePages } from './content.table';

const TTL_MS = 60_000;

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time (UTC+8, no daylight saving). */
export function formatChinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Banners, hot words, search records, notices, help articles and content pages. */
export class ContentService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
  ) {}

  getHotSearch(): Promise<HotSearch[]> {
    return cached(this.store, 'content:hot', TTL_MS, () =>
      this.db
        .select({ id: hotWords.id, hotWord: hotWords.hotWord })
        .from(hotWords)
        .orderBy(asc(hotWords.sort), asc(hotWords.id)),
    );
  }

  /** Records a search term (trimmed by the schema); the user id when a buyer is logged in. */
  async recordSearch(term: string, userId: number | null): Promise<void> {
    await this.db.insert(searchRecords).values({ term, userId });
  }

  getBanners(): Promise<Banner[]> {
    return cached(this.store, 'content:banners', TTL_MS, () =>
      this.db
        .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, link: banners.link })
        .from(banners)
        .where(eq(banners.enabled, true))
        .orderBy(asc(banners.sort), asc(banners.id)),
    );
  }

  /**
   * The banner list as the home page's call answers it (serialised, cached 30 s); the storefront's HTML
   * draws the first banner from the same body.
   */
  bannersBody(): Promise<CachedBody> {
    return cachedBody(this.store, 'banners', 30_000, () => this.getBanners());
  }

  /** Published notices, newest first. */
  async getNotices(pageNum: number, pageSize: number): Promise<Page<NoticeItem>> {
    const { rows, total } = await newestFirstPage(this.db, notices, eq(notices.published, true), {
      pageNum,
      pageSize,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: sanitizeContent(r.contentHtml),
        createTime: formatChinaTime(r.createdAt),
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  /** One published notice with its neighbours (newer = prev, older = next); unknown or hidden → 404. */
  async getNotice(id: number): Promise<NoticeDetail> {
    const [row] = await this.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), eq(notices.published, true)));
    if (!row) throw notFound('公告不存在');
    // Compare in SQL: JS dates drop PostgreSQL's microseconds.
    const at = sql`(select n.created_at from notices n where n.id = ${row.id})`;
    const newer = or(gt(notices.createdAt, at), and(eq(notices.createdAt, at), gt(notices.id, row.id)));
    const older = or(lt(notices.createdAt, at), and(eq(notices.createdAt, at), lt(notices.id, row.id)));
    // The nearest published notice on one side, ordered away from this one.
    const nearest = (side: SQL | undefined, order: typeof asc) =>
      this.db
        .select({ id: notices.id, title: notices.title })
        .from(notices)
        .where(and(eq(notices.published, true), side))
        .orderBy(order(notices.createdAt), order(notices.id))
        .limit(1);
    const [[prev], [next]] = await Promise.all([nearest(newer, asc), nearest(older, desc)]);
    return {
      id: row.id,
      title: row.title,
      content: sanitizeContent(row.contentHtml),
      createTime: formatChinaTime(row.createdAt),
      prev: prev ?? null,
      next: next ?? null,
    };
  }

  /** The help centre's columns and entries (same as the footer). */
  helpIndex() {
    return HELP_ARTICLES_INDEX.map((g) => ({ title: g.title, items: g.items.map((i) => ({ ...i })) }));
  }

  async getHelpArticle(type: string): Promise<HelpArticle> {
    const [row] = await this.db.select().from(helpArticles).where(eq(helpArticles.type, type));
    if (!row) throw notFound('帮助文章不存在');
    return {
      type: row.type,
      groupTitle: row.groupTitle,
      title: row.title,
      content: sanitizeContent(row.contentHtml),
    };
  }

  async getPage(key: string): Promise<SitePage> {
    const [row] = await this.db.select().from(sitePages).where(eq(sitePages.key, key));
    if (!row) throw notFound('页面不存在');
    return {
      title: row.title,
      content: sanitizeContent(row.contentHtml),
      updateTime: formatChinaTime(row.updatedAt),
    };
  }
}
