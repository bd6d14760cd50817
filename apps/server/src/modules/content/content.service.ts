import { asc, count, desc, eq } from 'drizzle-orm';
import {
  HELP_ARTICLES_INDEX,
  type Banner,
  type HelpArticle,
  type HotSearch,
  type NoticeItem,
  type Page,
  type SitePage,
} from '@mall/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cached } from '../../lib/cache';
import type { EphemeralStore } from '../../lib/store';
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

  /** Published notices, newest first. */
  async getNotices(pageNum: number, pageSize: number): Promise<Page<NoticeItem>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notices)
        .where(eq(notices.published, true))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      this.db.select({ n: count() }).from(notices).where(eq(notices.published, true)),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.contentHtml,
        createTime: formatChinaTime(r.createdAt),
      })),
      total: total?.n ?? 0,
      pageNum,
      pageSize,
    };
  }

  /** The help centre's columns and entries (same as the footer). */
  helpIndex() {
    return HELP_ARTICLES_INDEX.map((g) => ({ title: g.title, items: g.items.map((i) => ({ ...i })) }));
  }

  async getHelpArticle(type: string): Promise<HelpArticle> {
    const [row] = await this.db.select().from(helpArticles).where(eq(helpArticles.type, type));
    if (!row) throw notFound('帮助文章不存在');
    return { type: row.type, groupTitle: row.groupTitle, title: row.title, content: row.contentHtml };
  }

  async getPage(key: string): Promise<SitePage> {
    const [row] = await this.db.select().from(sitePages).where(eq(sitePages.key, key));
    if (!row) throw notFound('页面不存在');
    return { title: row.title, content: row.contentHtml, updateTime: formatChinaTime(row.updatedAt) };
  }
}
